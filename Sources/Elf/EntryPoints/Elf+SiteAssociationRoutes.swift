// The routes an `https` host reaches, in the terms the site-association
// writer (the ElfSiteAssociation product) turns into components. Reading the
// table is the router's job, so it stays here; writing the file is a build
// step, so it lives in a product the app does not link.

// Seam: ElfSiteAssociation needs this to write the components of one route form.
/// One route form reachable through a host: what the
/// `apple-app-site-association` file lists for it.
package struct SiteAssociationRoute {
    // Seam: ElfSiteAssociation needs this to write a component's comment.
    /// The pattern as registered.
    package var pattern: String
    // Seam: ElfSiteAssociation needs this to write a component's comment.
    /// The entry point the form was written out through, if it was.
    package var entryPoint: String?
    // Seam: ElfSiteAssociation needs this to write a component's path.
    /// One element of a route's path, as a component's glob writes it.
    package enum PathElement: Sendable {
        /// Text the URL's segment must equal (decoded).
        case literal(ArraySlice<UInt8>)
        /// A placeholder: one segment its type accepts.
        case placeholder
        /// `<path:…>`: one or more segments.
        case path
        /// `*`: zero or more segments.
        case wildcard

        /// `segment` as the file sees it.
        init(_ segment: PatternSegment) {
            switch segment {
            case .literal(let bytes): self = .literal(bytes)
            case .placeholder: self = .placeholder
            case .path: self = .path
            case .wildcard: self = .wildcard
            }
        }
    }

    // Seam: ElfSiteAssociation needs this to write a component's path.
    /// The form's elements after the host; `nil` when the host position
    /// is a catch-all (`https://<path:url>`), which takes any path.
    package var path: [PathElement]?
    // Seam: ElfSiteAssociation needs this to exclude the routes that refuse universal links.
    /// Whether the route refuses universal links (its allowed sources
    /// lack ``Elf/LinkSource/universalLink``).
    package var excluded: Bool
    /// The precedence ranks of the form: its priority (negated, so a
    /// higher one ranks first), then its elements' (ROUTING.md §2), the
    /// root and host first: lower is more specific.
    var ranks: [Int]
    /// The query constraints: a component claims only URLs that meet them.
    var query: [QueryConstraint] = []

    // Seam: ElfSiteAssociation needs this to write a component's query.
    /// Each constrained key of ``query`` and the value it must have: the
    /// literal, or `nil` for a placeholder (any value its type accepts).
    package var queryItems: [(key: [UInt8], literal: [UInt8]?)] {
        query.map { constraint in
            switch constraint.value {
            case .literal(let bytes): (constraint.key, bytes)
            case .placeholder: (constraint.key, nil)
            }
        }
    }

    // Seam: ElfSiteAssociation needs this to order the components as Elf tries the routes.
    /// Whether Elf tries this route before `other`.
    ///
    /// By their path ranks, then, when the paths tie, by their query
    /// constraints (ROUTING.md §2: more constrained keys first). A component without `"?"` matches any
    /// query, so `/pay?preview=1` must come before an excluded `/pay`
    /// (issue 36, 5).
    package func isTried(before other: SiteAssociationRoute) -> Bool {
        if ranks != other.ranks { return ranks.lexicographicallyPrecedes(other.ranks) }
        return QueryConstraint.precedes(query, other.query)
    }
}

extension Elf {
    // Seam: ElfSiteAssociation needs this to list the routes an https host reaches.
    /// Every registered form that an `https` URL of `host` reaches (by
    /// default the host of the first `https` entry point; none without one).
    ///
    /// The table is read under the lock; a custom type's converter is the
    /// app's code (it may read the router) and runs only after the lock is
    /// released (Architecture.md, "App code never runs under the lock").
    package func siteAssociationRoutes(host: String?) -> [SiteAssociationRoute] {
        // The first `https` entry point's host is looked up only when no host is given.
        let firstHTTPSHost = {
            self.locked { registry in
                registry.entryPoints.first { $0.scheme == Array("https".utf8) && $0.host != nil }?.host
            }.map { String(decoding: $0, as: UTF8.self) }
        }
        guard let host = host ?? firstHTTPSHost() else { return [] }
        let lowered = Array(host.utf8).map(ASCII.lowercased)
        let candidates = locked { $0.siteAssociationRoutes(host: lowered) }
        let hostText = String(decoding: lowered, as: UTF8.self)
        return candidates.compactMap { candidate in
            candidate.hostType.map { $0.convert(hostText) != nil } ?? true ? candidate.route : nil
        }
    }
}

extension RouterRegistry {
    /// Every registered form that an `https` URL of `host` can reach, with its precedence ranks and whether
    /// its route refuses universal links.
    ///
    /// A route the site-association file may list, and the custom placeholder type its first segment needs
    /// the host to convert to, checked by the caller outside the lock.
    struct SiteAssociationCandidate {
        var route: SiteAssociationRoute
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
                let path = first.isCatchAll ? nil : form.segments.dropFirst().map(SiteAssociationRoute.PathElement.init)
                // A higher priority is tried first (ROUTING.md §2), so it ranks first.
                let priority = routes.existingRoute(for: pattern.forms[0])?.priority ?? 0
                var ranks = [-priority, rootRank] + form.segments.map(Self.rank)
                if form.segments.last?.isCatchAll != true { ranks.append(Self.endRank) }
                reachable.append(
                    SiteAssociationCandidate(
                        route: SiteAssociationRoute(
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
