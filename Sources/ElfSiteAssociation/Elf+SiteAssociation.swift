import Foundation

#if !COCOAPODS
    import Elf
#endif

extension Elf {
    /// The `apple-app-site-association` file for the host of the first
    /// `https` entry point: the universal links the app opens there
    /// (<doc:EntryPoints#The-site-association-file>).
    ///
    /// It comes with the `ElfSiteAssociation` product, a build-time tool:
    /// write the file in a test or a script that registers the app's routes;
    /// the app target does not link it.
    ///
    /// ```swift
    /// import ElfSiteAssociation
    ///
    /// try elf.addEntryPoint("app://")
    /// try elf.addEntryPoint("https://www.example.com")
    /// try elf.register("/product/<int:id>") { ProductHandler() }
    /// try elf.register("/account/delete", allowedSources: [.internal]) { DeleteAccountHandler() }
    /// let file = elf.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"])
    /// // Serve it at https://www.example.com/.well-known/apple-app-site-association:
    /// // {
    /// //   "applinks": {
    /// //     "details": [
    /// //       {
    /// //         "appIDs": ["ABCDE12345.com.example.app"],
    /// //         "components": [
    /// //           { "/": "/account/delete", "exclude": true, "comment": "/account/delete through https://www.example.com (refuses universal links)" },
    /// //           { "/": "/account/delete/", "exclude": true, "comment": "/account/delete through https://www.example.com (refuses universal links)" },
    /// //           { "/": "/product/?*", "comment": "/product/<int:id> through https://www.example.com" }
    /// //         ]
    /// //       }
    /// //     ]
    /// //   }
    /// // }
    /// ```
    ///
    /// Each host serves its own file; with `https` entry points on several
    /// hosts, pass each of the others as `host`:
    ///
    /// ```swift
    /// try elf.addEntryPoint("https://example.com/app")
    /// let file = elf.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"], host: "example.com")
    /// // components: { "/": "/app/product/?*", "comment": "/product/<int:id> through https://example.com/app" }
    /// ```
    ///
    /// A route is reachable through `host` when it is a path pattern written
    /// out through an `https` entry point on `host`, or a pattern that
    /// matches `https` URLs of `host` by itself (`https://www.example.com/promo/<code>`,
    /// `*://www.example.com/help`, `https://<tenant>/share/<id>`). Path
    /// patterns reach no host without an entry point.
    ///
    /// With no `host` and no `https` entry point, the file lists no component.
    ///
    /// - Parameters:
    ///   - appIDs: The apps that open the links, each `<Team ID>.<bundle identifier>`.
    ///   - host: The host that serves the file, compared ignoring case; by
    ///     default the host of the first `https` entry point.
    /// - Returns: The file's JSON, UTF-8 encoded.
    /// - Complexity: O(*n* log *n* + *c* log *c*) for *n* reachable route
    ///   forms, where *c* is the number of pairs of an allowed and a refused
    ///   form whose paths may meet; linear for tables whose refused routes
    ///   sit under literals of their own, shared first literals included
    ///   (measured by `scripts/resource-costs.sh`), and O(*n*²) only when
    ///   most refused forms may meet most allowed ones.
    public func appSiteAssociation(appIDs: [String], host: String? = nil) -> Data {
        let routes = siteAssociationRoutes(host: host)
        return SiteAssociation(routes: routes, caseInsensitivePaths: configuration.caseInsensitivePaths)
            .data(appIDs: appIDs)
    }
}

extension SiteAssociation {
    /// The file, UTF-8 encoded.
    func data(appIDs: [String]) -> Data {
        Data(json(appIDs: appIDs).utf8)
    }
}
