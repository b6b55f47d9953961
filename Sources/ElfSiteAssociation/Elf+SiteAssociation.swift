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
    ///   - continuesActivities: Adds the `activitycontinuation` section with
    ///     `appIDs`, so Handoff can continue the app's web pages of `host`
    ///     in the app (``LinkSource/handoff``):
    ///     `"activitycontinuation": { "apps": ["ABCDE12345.com.example.pins"] }`.
    ///   - appClipIDs: The App Clips `host`'s links may invoke
    ///     (`<Team ID>.<bundle identifier>`); when there are any, the
    ///     `appclips` section lists them (``LinkSource/appClip``).
    /// - Returns: The file's JSON, UTF-8 encoded.
    /// - Complexity: O(*n* log *n* + *c* log *c*) for *n* reachable route
    ///   forms, where *c* is the number of pairs of an allowed and a refused
    ///   form whose paths may meet; linear for tables whose refused routes
    ///   sit under literals of their own, shared first literals included
    ///   (measured by `scripts/resource-costs.sh`), and O(*n*²) only when
    ///   most refused forms may meet most allowed ones.
    public func appSiteAssociation(
        appIDs: [String], host: String? = nil, continuesActivities: Bool = false, appClipIDs: [String] = []
    ) -> Data {
        let routes = siteAssociationRoutes(host: host)
        return SiteAssociation(routes: routes, caseInsensitivePaths: configuration.caseInsensitivePaths)
            .data(appIDs: appIDs, continuesActivities: continuesActivities, appClipIDs: appClipIDs)
    }
}

extension SiteAssociation {
    /// The file, UTF-8 encoded: `applinks`, then the other services' sections asked for.
    func data(appIDs: [String], continuesActivities: Bool = false, appClipIDs: [String] = []) -> Data {
        var text = json(appIDs: appIDs)
        var sections: [String] = []
        if continuesActivities { sections.append(Self.section("activitycontinuation", apps: appIDs)) }
        if !appClipIDs.isEmpty { sections.append(Self.section("appclips", apps: appClipIDs)) }
        // After `applinks`, before the file's closing brace.
        if !sections.isEmpty, let close = text.range(of: "\n}", options: .backwards) {
            text.replaceSubrange(close, with: ",\n" + sections.joined(separator: ",\n") + "\n}")
        }
        return Data(text.utf8)
    }

    /// `"name": { "apps": [...] }`, indented as a top-level section.
    static func section(_ name: String, apps: [String]) -> String {
        "  \(quoted(name)): {\n    \"apps\": [\(apps.map(quoted).joined(separator: ", "))]\n  }"
    }
}
