import Foundation

extension Elf {
    /// The `apple-app-site-association` file for the host of the first
    /// `https` entry point: the universal links the app opens there
    /// (<doc:EntryPoints#The-site-association-file>).
    ///
    /// ```swift
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
        // The first `https` entry point's host is looked up only when no host is given.
        let firstHTTPSHost = {
            self.locked { registry in
                registry.entryPoints.first { $0.scheme == Array("https".utf8) && $0.host != nil }?.host
            }.map { String(decoding: $0, as: UTF8.self) }
        }
        guard let host = host ?? firstHTTPSHost() else {
            return SiteAssociation(routes: [], caseInsensitivePaths: false).data(appIDs: appIDs)
        }
        // The table is read under the lock; a custom type's converter is the
        // app's code (it may read the router) and runs only after the lock
        // is released (Architecture.md, "App code never runs under the lock").
        let lowered = Array(host.utf8).map(ASCII.lowercased)
        let candidates = locked { $0.siteAssociationRoutes(host: lowered) }
        let hostText = String(decoding: lowered, as: UTF8.self)
        let routes = candidates.compactMap { candidate in
            candidate.hostType.map { $0.convert(hostText) != nil } ?? true ? candidate.route : nil
        }
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

extension RouterRegistry {
    /// Every registered form that an `https` URL of `host` can reach, with its precedence ranks and whether
    /// its route refuses universal links.
    ///
    /// A route the site-association file may list, and the custom placeholder type its first segment needs
    /// the host to convert to, checked by the caller outside the lock.
    struct SiteAssociationCandidate {
        var route: SiteAssociation.Route
        var hostType: PlaceholderType?
    }

    /// The routes reachable through `host`, with what is left to check outside the lock.
    func siteAssociationRoutes(host: [UInt8]) -> [SiteAssociationCandidate] {
        let parser = parser
        let https = Array("https".utf8)
        var reachable: [SiteAssociationCandidate] = []
        for text in registrations {
            // A registered text parsed once, so it parses again; its own first form holds its payload.
            guard let pattern = try? parser.parse(text), let entry = routes.value(for: pattern.forms[0]) else {
                continue
            }
            let excluded = !entry.allows(.universalLink)
            var placed: [(form: RoutePattern.Form, entryPoint: String?)] = pattern.forms.map { ($0, nil) }
            for (form, entryPoint) in writtenOutForms(of: pattern) { placed.append((form, entryPoint.text)) }
            for (form, entryPoint) in placed {
                let rootRank: Int
                switch form.root {
                case .scheme(let scheme) where scheme.elementsEqual(https): rootRank = 0
                case .anyScheme: rootRank = 1
                default: continue
                }
                guard let first = form.segments.first else { continue }
                var hostType: PlaceholderType?
                switch accepts(first, host: host) {
                case .no: continue
                case .yes: break
                case .ifConverts(let type): hostType = type
                }
                let path: [PatternSegment]? = first.isCatchAll ? nil : Array(form.segments.dropFirst())
                // A higher priority is tried first (ROUTING.md §2), so it ranks first.
                let priority = routes.existingRoute(for: pattern.forms[0])?.priority ?? 0
                var ranks = [-priority, rootRank] + form.segments.map(Self.rank)
                if form.segments.last?.isCatchAll != true { ranks.append(Self.endRank) }
                reachable.append(
                    SiteAssociationCandidate(
                        route: SiteAssociation.Route(
                            pattern: text, entryPoint: entryPoint, path: path, excluded: excluded, ranks: ranks,
                            query: form.query),
                        hostType: hostType))
            }
        }
        return reachable
    }

    /// Whether a first segment takes `host`: a custom type's answer is left to the caller.
    private enum HostAnswer {
        case yes, no
        case ifConverts(PlaceholderType)
    }

    /// Whether the host element `segment` of a form matches `host`.
    private func accepts(_ segment: PatternSegment, host: [UInt8]) -> HostAnswer {
        switch segment {
        case .literal(let literal): return literal.elementsEqual(host) ? .yes : .no
        case .path, .wildcard, .placeholder(_, .string): return .yes
        case .placeholder(_, .custom(let index)): return .ifConverts(customTypes[index])
        case .placeholder(_, let kind):
            return withBorrowedBytes(of: host) { PlaceholderKind.isValid(kind, $0) } ? .yes : .no
        }
    }

    private static func rank(_ segment: PatternSegment) -> Int {
        switch segment {
        case .literal: 0
        case .placeholder(_, .string): 1 << 40
        case .placeholder(_, let kind): 1 + kind.rank
        case .path: 2 << 40
        case .wildcard: 4 << 40
        }
    }

    /// The rank of "the pattern ends where the URL ends": after `<path:…>`,
    /// before a `*` that matches nothing.
    private static let endRank = 3 << 40
}
