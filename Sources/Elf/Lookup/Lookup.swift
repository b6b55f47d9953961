/// The one lookup every entry point runs: read the URL, apply the rewrite
/// rules, walk the tree, and offer the candidates in precedence order.
///
/// ```
///  url ─▶ rewrite (RewriteTable) ─▶ scan (URLScanner) ─▶ walk (RouteTree)
///                                                          │ candidates, most specific first
///                                                          ▼
///                                                  visit(match, payload) → stop?
/// ```
///
/// `match`, `resolve`, every `handleURL` form, `value(for:)`,
/// `handler(for:)`, `canHandle`, `explain`, module pages and scheme
/// namespaces all go through ``rewrite(_:with:logger:)`` and
/// ``candidates(of:originalURL:in:_:)``; what differs is only what each does
/// with a candidate (take the first; make, convert and offer its handler;
/// record it).
///
/// Generic over the tree's payload, so a module's page table runs the same
/// walk as the router's own routes.
struct Lookup: Sendable {
    let scanner: URLScanner
    let options: MatchOptions
    let decodesPlusAsSpace: Bool

    init(configuration: Elf.Configuration) {
        scanner = configuration.scanner
        options = configuration.matchOptions
        decodesPlusAsSpace = configuration.decodesPlusAsSpace
    }

    /// The URL the rewrite rules make of `url`, before it is looked up.
    struct Target {
        /// The URL to look up.
        var url: String
        /// The URL as given, when rules rewrote it.
        var originalURL: String?
        /// The rules applied, in order (empty when none applied).
        var rules: [Elf.RewriteRule] = []
    }

    /// Applies the rewrite rules to `url`; a failed rewrite fails closed.
    ///
    /// - Complexity: O(1) without rules; see ``RewriteTable/rewrite(_:)``.
    @inline(__always)
    func rewrite(_ url: String, with rewrites: RewriteTable?, logger: EventLogger? = nil) -> Result<
        Target, Elf.RouteMiss
    > {
        guard let rewrites else { return .success(Target(url: url)) }
        switch rewrites.rewrite(url) {
        case .unchanged:
            return .success(Target(url: url))
        case .rewritten(let target, let original, let rules):
            logger?(.rewritten(from: original, to: target, rule: rules.map(\.sourceText).joined(separator: " → ")))
            return .success(Target(url: target, originalURL: original, rules: rules))
        case .failed(let error):
            return .failure(Elf.RouteMiss(url: url, reason: .rewriteFailed(error)))
        }
    }

    /// Offers every route of `tree` that matches `url` to `visit`, most
    /// specific first (ROUTING.md §2), until `visit` returns `true`.
    ///
    /// - Returns: `nil`, or why `url` could not be read (then nothing is visited).
    /// - Complexity: O(*n*) in the length of the URL when no placeholder has
    ///   to be abandoned, whatever the number of routes; each candidate
    ///   visited adds the copy of its captures.
    @inline(__always)
    func candidates<Payload>(
        of url: String, originalURL: String? = nil, in tree: PatternTree<Payload>,
        _ visit: (Elf.RouteMatch, Payload) -> Bool
    ) -> Elf.MalformedURL? {
        matches(of: url, originalURL: originalURL, in: tree) { match, route in visit(match, tree.values[route]) }
    }

    /// Offers every match of `url` in `tree` to `visit` with its route's
    /// index, most specific first, until `visit` returns `true`.
    ///
    /// ``candidates(of:originalURL:in:_:)`` reads each payload; `match` and
    /// `resolve`, which need none, visit indices, so a lookup copies no
    /// payload (a generic copy costs hundreds of instructions).
    ///
    /// - Returns: `nil`, or why `url` could not be read (then nothing is visited).
    @inline(__always)
    func matches<Payload>(
        of url: String, originalURL: String? = nil, in tree: PatternTree<Payload>,
        _ visit: (Elf.RouteMatch, Int) -> Bool
    ) -> Elf.MalformedURL? {
        withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return Elf.MalformedURL(url: url, reason: error.reason, offset: error.offset)
            }
            if let ordering = tree.tree.ordering {
                orderedMatches(
                    of: url, scanned, in: bytes, originalURL: originalURL, tree: tree, ordering: ordering,
                    recorder: nil, visit)
                return nil
            }
            tree.tree.forEachCandidate(scanned, in: bytes, options: options) { candidate in
                guard let match = self.match(candidate, of: url, scanned, originalURL: originalURL, in: tree) else {
                    return false
                }
                return visit(match, candidate.route)
            }
            return nil
        }
    }

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
        of url: String, _ scanned: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, originalURL: String?,
        tree: PatternTree<Payload>, ordering: RouteOrdering, recorder: DeadEndRecorder?,
        rejected: ((Int, Elf.RouteExplanation.Mismatch) -> Void)? = nil,
        _ visit: (Elf.RouteMatch, Int) -> Bool
    ) {
        var found: [(match: Elf.RouteMatch, route: Int)] = []
        var stopped = false
        // Whether to stop the walk: only when a match was taken and no recorder needs the rest.
        func offer(_ route: Int, _ candidate: RouteTree.Candidate) -> Bool {
            guard
                let match = self.match(
                    route: route, candidate, of: url, scanned, in: bytes, originalURL: originalURL, tree: tree,
                    rejected: rejected)
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
        func body(_ candidate: RouteTree.Candidate) -> Bool {
            guard !stopped else { return false }
            if let pathForms, tree.tree.routes[candidate.route].isPathForm != pathForms { return false }
            if let group = ordering.routes(at: candidate.route) {
                for route in group where offer(route, candidate) { break }
            } else {
                _ = offer(candidate.route, candidate)
            }
            // Explain's walk runs on to record every dead end.
            return stopped && recorder == nil
        }
        // The first literal of a path pattern is filed lowercased (ROUTING.md §3):
        // a first path segment with capitals walks lowercased, and each match
        // is checked against the literal as written (match(route:...)).
        // Captures are ranges, and ASCII lowercasing keeps every range.
        var folded: [UInt8]?
        if ordering.foldsPathRoot, !options.caseInsensitivePaths, let first = firstPathSegmentToFold(scanned, bytes) {
            folded = Self.lowercasing(first, of: bytes)
        }
        func walk(_ walked: UnsafeBufferPointer<UInt8>, recording: Bool) {
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
            if !stopped { folded.withUnsafeBufferPointer { walk($0, recording: false) } }
        } else {
            walk(bytes, recording: true)
        }
        if stopped { return }
        let customRoutes = ordering.customRoutes
        guard ordering.hasPriorities else {
            // Custom routes come after every pattern, in the order they were added.
            for route in customRoutes {
                if let match = customMatch(
                    route, of: url, scanned, originalURL: originalURL, tree: tree, rejected: rejected),
                    visit(match, route)
                {
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
                let match = entry.match
                    ?? customMatch(
                        entry.route, of: url, scanned, originalURL: originalURL, tree: tree, rejected: rejected)
            else { continue }
            if visit(match, entry.route) { return }
        }
    }

    /// The match custom route `route` makes of `url`, or `nil` when its
    /// matcher returns `nil` or throws (then `rejected` hears why).
    ///
    /// The matcher is the app's own code, run on the lookup's thread. An
    /// error it throws is not a match for that route, and the lookup goes
    /// on to the next candidate; a trap in it is the app's, as in any
    /// closure the app hands Elf.
    func customMatch<Payload>(
        _ route: Int, of url: String, _ scanned: ScannedURL, originalURL: String?, tree: PatternTree<Payload>,
        rejected: ((Int, Elf.RouteExplanation.Mismatch) -> Void)?
    ) -> Elf.RouteMatch? {
        let record = tree.tree.routes[route]
        guard let matcher = record.custom else { return nil }
        let parts = Elf.URLParts(url: url, scanned: scanned, decodesPlusAsSpace: decodesPlusAsSpace)
        let params: [String: String]?
        do {
            params = try matcher(parts)
        } catch {
            rejected?(route, .customRouteThrew(String(describing: error)))
            return nil
        }
        guard let params else {
            rejected?(route, .customRouteDeclined)
            return nil
        }
        return Elf.RouteMatch(
            url: url, customRoute: record, params: params, scanned: scanned, decodesPlusAsSpace: decodesPlusAsSpace,
            originalURL: originalURL, entryPoints: tree.entryPoints)
    }

    /// The match route `index` makes of the walk's `candidate` (a route at
    /// the same node), or `nil` when it does not take the URL: the entry
    /// point rule of ``match(_:of:_:originalURL:in:)``, then the route's query
    /// constraints, whose placeholders add their captures.
    func match<Payload>(
        route index: Int, _ candidate: RouteTree.Candidate, of url: String, _ scanned: ScannedURL,
        in bytes: UnsafeBufferPointer<UInt8>, originalURL: String?, tree: PatternTree<Payload>,
        rejected: ((Int, Elf.RouteExplanation.Mismatch) -> Void)?
    ) -> Elf.RouteMatch? {
        let route = tree.tree.routes[index]
        let entryPoints = tree.entryPoints
        if entryPoints != nil, route.isPathForm, scanned.hasScheme { return nil }
        if let first = route.firstLiteral, tree.tree.ordering?.foldsPathRoot == true,
            !firstSegment(of: scanned, in: bytes, equals: first)
        {
            if let rejected {
                var segments = Segments(bytes: bytes, range: scanned.path)
                let found = segments.next().map { PercentDecoding.string(bytes, $0) } ?? ""
                rejected(
                    index,
                    .literalMismatch(segment: 1, url: found, pattern: String(decoding: first, as: UTF8.self)))
            }
            return nil
        }
        if route.query.isEmpty {
            return Elf.RouteMatch(
                url: url, route: route, captures: CaptureList(candidate.captures),
                converted: candidate.converted, scanned: scanned, decodesPlusAsSpace: decodesPlusAsSpace,
                originalURL: originalURL, entryPoints: entryPoints)
        }
        var captures = Array(candidate.captures)
        var converted = candidate.converted
        if let failure = QueryConstraint.check(
            route.query, in: bytes, query: scanned.query, plusAsSpace: decodesPlusAsSpace,
            customTypes: tree.tree.customTypes, captures: &captures, converted: &converted)
        {
            rejected?(index, .queryMismatch(key: failure.key, url: failure.value, pattern: failure.expected))
            return nil
        }
        return Elf.RouteMatch(
            url: url, route: route, captures: captures, converted: converted, scanned: scanned,
            decodesPlusAsSpace: decodesPlusAsSpace, originalURL: originalURL, entryPoints: entryPoints)
    }

    /// The raw range of the URL's first path segment when it is the first
    /// element of a path pattern (the host does not stand in) and may have
    /// capitals, raw or escaped; `nil` otherwise.
    func firstPathSegmentToFold(_ scanned: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        if hostStandsIn(scanned, bytes) { return nil }
        var segments = Segments(bytes: bytes, range: scanned.path)
        guard let first = segments.next(),
            PercentDecoding.string(bytes, first).utf8.contains(where: ASCII.isUppercase)
        else { return nil }
        return first
    }

    /// A copy of `bytes` whose `range` decodes to the same text ASCII-lowercased,
    /// in as many bytes: raw capitals are lowercased, and an escape of a
    /// capital becomes the escape of its lowercase letter.
    static func lowercasing(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var copy = Array(bytes)
        var index = range.lowerBound
        let hex = Array("0123456789abcdef".utf8)
        while index < range.upperBound {
            if copy[index] == ASCII.percent, index + 2 < range.upperBound,
                let high = ASCII.hexValue(copy[index + 1]), let low = ASCII.hexValue(copy[index + 2])
            {
                let lowered = ASCII.lowercased(high << 4 | low)
                copy[index + 1] = hex[Int(lowered >> 4)]
                copy[index + 2] = hex[Int(lowered & 0xF)]
                index += 3
            } else {
                copy[index] = ASCII.lowercased(copy[index])
                index += 1
            }
        }
        return copy
    }

    /// Whether the URL's host stands as the first segment of path patterns (ROUTING.md §3).
    func hostStandsIn(_ scanned: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard scanned.hasHost else { return false }
        let host = Array(
            PercentDecoding.string(bytes, scanned.host, options: .init(lowercase: scanned.hostNeedsTransform)).utf8)
        if host == [ASCII.dot] || host == [ASCII.dot, ASCII.dot] { return false }
        return host.withUnsafeBufferPointer { RouteTree.hostCountsAsSegment($0, options.hostAsPathSegment) }
    }

    /// Whether the first element of a path pattern, the literal `literal`
    /// as written, takes the URL's first element (ROUTING.md §3).
    ///
    /// The host, when it stands in, compares as hosts do (the walk already
    /// compared it with the lowercased label); a first path segment compares
    /// as path literals do.
    func firstSegment(of scanned: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, equals literal: [UInt8]) -> Bool {
        if hostStandsIn(scanned, bytes) { return true }
        var segments = Segments(bytes: bytes, range: scanned.path)
        guard let segment = segments.next() else { return false }
        let value = PercentDecoding.string(bytes, segment).utf8
        return options.caseInsensitivePaths
            ? value.elementsEqual(literal, by: { ASCII.lowercased($0) == ASCII.lowercased($1) })
            : value.elementsEqual(literal)
    }

    /// The match `candidate` makes, or `nil` when the route does not take
    /// the URL: with entry points, a path pattern reaches URLs with a scheme
    /// through its written-out forms only, and its own form takes bare
    /// `/path` URLs (ROUTING.md §2a).
    @inline(__always)
    func match<Payload>(
        _ candidate: RouteTree.Candidate, of url: String, _ scanned: ScannedURL, originalURL: String?,
        in tree: PatternTree<Payload>
    ) -> Elf.RouteMatch? {
        let route = tree.tree.routes[candidate.route]
        let entryPoints = tree.entryPoints
        if entryPoints != nil, route.isPathForm, scanned.hasScheme { return nil }
        return Elf.RouteMatch(
            url: url, route: route, captures: CaptureList(candidate.captures),
            converted: candidate.converted, scanned: scanned, decodesPlusAsSpace: decodesPlusAsSpace,
            originalURL: originalURL, entryPoints: entryPoints)
    }

    /// How a lookup for the most specific route ended.
    enum FirstMatch {
        /// The most specific match, and its route's index in the tree.
        case found(Elf.RouteMatch, route: Int)
        /// The URL could not be read.
        case malformed(Elf.MalformedURL)
        /// No route matches.
        case none
    }

    /// The most specific route of `tree` for `target`.
    ///
    /// Not a `Result` of a tuple: a generic tuple is copied through the
    /// runtime's value witnesses, which doubled the cost of a lookup.
    ///
    /// - Complexity: as ``candidates(of:originalURL:in:_:)``.
    @inline(__always)
    func first<Payload>(_ target: Target, in tree: PatternTree<Payload>) -> FirstMatch {
        var route = -1
        var failure: ScanFailure?
        if let match = firstMatch(
            target.url, originalURL: target.originalURL, in: tree, route: &route, failure: &failure)
        {
            return .found(match, route: route)
        }
        guard let failure else { return .none }
        return .malformed(Elf.MalformedURL(url: target.url, reason: failure.reason, offset: failure.offset))
    }

    /// The most specific match of `url` in `tree`, with its route's index
    /// in `route`; `nil` when none matches, with `failure` set when the URL
    /// cannot be read.
    ///
    /// ``Elf/match(_:)-(String)`` calls this directly: returning the match
    /// itself, not wrapped in ``FirstMatch``, spares a lookup two copies of it.
    @inline(__always)
    func firstMatch<Payload>(
        _ url: String, originalURL: String?, in tree: PatternTree<Payload>, route: inout Int,
        failure: inout ScanFailure?
    ) -> Elf.RouteMatch? {
        withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                failure = error
                return nil
            }
            guard tree.firstCandidateWins else {
                var first: Elf.RouteMatch?
                if let ordering = tree.tree.ordering {
                    // Priorities, query constraints or custom routes decide the order: the first in it.
                    orderedMatches(
                        of: url, scanned, in: bytes, originalURL: originalURL, tree: tree, ordering: ordering,
                        recorder: nil
                    ) { match, index in
                        first = match
                        route = index
                        return true
                    }
                    return first
                }
                // A candidate may not take the URL (see match(_:of:_:originalURL:in:)): the first that does.
                tree.tree.forEachCandidate(scanned, in: bytes, options: options) { candidate in
                    first = self.match(candidate, of: url, scanned, originalURL: originalURL, in: tree)
                    route = candidate.route
                    return first != nil
                }
                return first
            }
            // Without entry points, priorities, query constraints or custom routes
            // every candidate takes the URL in the walk's order, so the walk's
            // first route is the answer, found without a candidate callback.
            guard let found = tree.tree.firstMatch(scanned, in: bytes, options: options) else { return nil }
            route = found.route
            return Elf.RouteMatch(
                url: url, route: tree.tree.routes[found.route], captures: found.captures,
                converted: found.converted, scanned: scanned, decodesPlusAsSpace: decodesPlusAsSpace,
                originalURL: originalURL)
        }
    }
}
