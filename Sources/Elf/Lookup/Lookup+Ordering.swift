/// The order of candidates when a router has priorities, query constraints
/// or custom routes (ROUTING.md §2): the walk's candidates expanded into the
/// routes at each node, checked against the URL's query, then ordered by
/// priority, with custom routes after the patterns of their priority.
extension Lookup {
    /// Offers the matches of `url` to `visit` in the order `ordering` sets,
    /// until `visit` returns `true` (ROUTING.md §2): the walk's candidates,
    /// each expanded into the routes at its node that differ only in their
    /// query constraints (most constrained first, each checked against the
    /// URL's query), ordered stably by priority, highest first, when some
    /// route has one.
    ///
    /// With a `recorder` (explain), the walk runs to its end and tells it
    /// where it turned back; `rejected` hears of each route whose query
    /// constraints the URL does not meet.
    ///
    /// - Complexity: the walk run to its end when some route has a priority,
    ///   plus O(*m* log *m*) to order its *m* matches; otherwise as the walk.
    ///   Each route with query constraints adds O(*c* · *q*) for *c*
    ///   constraints and a query of *q* bytes.
    @inline(never)
    func orderedMatches<Payload>(
        of url: String, _ scanned: ScannedURL, in bytes: BorrowedBytes, originalURL: String?,
        tree: PatternTree<Payload>, ordering: RouteOrdering, recorder: DeadEndRecorder?,
        rejected: ((Int, Rejection) -> Void)? = nil, _ visit: (Elf.RouteMatch, Int) -> Bool
    ) {
        var found: [(match: Elf.RouteMatch, route: Int)] = []
        var stopped = false
        // Whether to stop the walk: only when a match was taken and no recorder needs the rest.
        func offer(_ route: Int, _ candidate: RouteTree.Candidate) -> Bool {
            guard
                let match = self.match(
                    route: route, CaptureList(candidate.captures), candidate.converted, of: url, scanned, in: bytes,
                    originalURL: originalURL, tree: tree, rejected: rejected)
            else { return false }
            if ordering.hasPriorities {
                found.append((match, route))
                return false
            }
            stopped = visit(match, route)
            return stopped
        }
        // Which candidates a walk offers: all, or only path patterns' own forms (true) or only the others (false).
        var pathForms: Bool?
        // Among path forms, only those whose first element is a literal (true) or is not (false).
        var literalFirst: Bool?
        func body(_ candidate: RouteTree.Candidate) -> Bool {
            guard !stopped else { return false }
            if let pathForms, tree.tree.routes[candidate.route].isPathForm != pathForms { return false }
            if let literalFirst, (tree.tree.routes[candidate.route].firstLiteral != nil) != literalFirst {
                return false
            }
            if let group = ordering.routes(at: candidate.route) {
                for route in group where offer(route, candidate) { break }
            } else {
                _ = offer(candidate.route, candidate)
            }
            // Explain's walk runs on to record every dead end.
            return stopped && recorder == nil
        }
        // The first literal of a path pattern is filed lowercased (ROUTING.md §3):
        // for a first path segment with capitals, path forms that start with a
        // literal walk it lowercased, and each match is checked against the
        // literal as written (match(route:...)); captures are ranges, and ASCII
        // lowercasing keeps every range. Path forms that start with a
        // placeholder then walk the segment as written, so a typed or custom
        // placeholder reads the URL's own text: a literal first element beats
        // a placeholder (§2), so this is the order one walk would give.
        var folded: [UInt8]?
        if ordering.foldsPathRoot, !options.caseInsensitivePaths,
            let first = options.firstPathSegmentToFold(scanned, bytes)
        {
            folded = MatchOptions.lowercasing(first, of: bytes)
        }
        func walk(_ walked: BorrowedBytes, recording: Bool) {
            if recording, let recorder {
                tree.tree.forEachCandidate(scanned, in: walked, options: options, recorder: recorder, body)
            } else {
                tree.tree.forEachCandidate(scanned, in: walked, options: options, body)
            }
        }
        if let folded {
            // The other roots read the URL as it is; their candidates come first, as in one walk.
            pathForms = false
            walk(bytes, recording: true)
            pathForms = true
            literalFirst = true
            if !stopped { withBorrowedBytes(of: folded) { walk($0, recording: false) } }
            literalFirst = false
            if !stopped { walk(bytes, recording: false) }
        } else {
            walk(bytes, recording: true)
        }
        // The match a custom route makes of `url`, or `nil` when its matcher
        // returns `nil` or throws (then `rejected` hears why). The matcher is
        // the app's own code, handed values, not the URL's bytes; an error it
        // throws is not a match for that route, and the lookup goes on to the
        // next candidate.
        func customMatch(_ route: Int) -> Elf.RouteMatch? {
            let record = tree.tree.routes[route]
            guard let matcher = record.custom else { return nil }
            let params: [String: String]?
            do {
                params = try matcher(url, scanned, decodesPlusAsSpace)
            } catch {
                rejected?(route, .customRouteThrew(String(describing: error)))
                return nil
            }
            guard let params else {
                rejected?(route, .customRouteDeclined)
                return nil
            }
            return Elf.RouteMatch(
                url: url, customRoute: record, params: params, scanned: scanned,
                decodesPlusAsSpace: decodesPlusAsSpace, originalURL: originalURL, entryPoints: tree.entryPoints)
        }
        if stopped { return }
        let customRoutes = ordering.customRoutes
        guard ordering.hasPriorities else {
            // Custom routes come after every pattern, in the order they were added.
            for route in customRoutes {
                if let match = customMatch(route), visit(match, route) {
                    return
                }
            }
            return
        }
        // By priority; at equal priority the patterns in the walk's order, then
        // the custom routes, whose matchers run only when their turn comes.
        var order: [(priority: Int, match: Elf.RouteMatch?, route: Int)] = found.map {
            ($0.match.route.priority, $0.match, $0.route)
        }
        for route in customRoutes { order.append((tree.tree.routes[route].priority, nil, route)) }
        let sorted = order.indices.sorted { lhs, rhs in
            order[lhs].priority != order[rhs].priority ? order[lhs].priority > order[rhs].priority : lhs < rhs
        }
        for index in sorted {
            let entry = order[index]
            guard
                let match = entry.match ?? customMatch(entry.route)
            else { continue }
            if visit(match, entry.route) { return }
        }
    }
}
