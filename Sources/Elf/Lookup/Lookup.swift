/// The one lookup every entry point runs: read the URL, walk the tree, and
/// hand out the candidates in precedence order, for the caller to pull.
///
/// ```
///  url ─▶ Target.rewriting (RewriteTable) ─▶ scan (URLScanner) ─▶ walk (RouteTree)
///                                                                  │ a batch of owned matches
///                                                                  ▼
///                              caller: while let candidate = candidates.next() { … }
/// ```
///
/// Six functions: ``init(configuration:)``; ``firstMatch(_:originalURL:in:route:failure:)``
/// for `match` and `resolve`; ``candidates(of:originalURL:in:reportsRejections:judgesDecoding:recordsDeadEnds:)``,
/// the iterator every other caller pulls (handling, `canHandle`,
/// `route(for:)`, parent gates, explain); and, inside the iterator's walk,
/// ``matches(of:_:in:originalURL:tree:recorder:rejected:_:)``,
/// ``orderedMatches(of:_:in:originalURL:tree:ordering:recorder:rejected:_:)``
/// and ``match(route:_:_:of:_:in:originalURL:tree:rejected:)``, the one
/// place a walk's candidate becomes an ``Elf/RouteMatch``. No caller's
/// closure goes down into the walk.
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

    /// Why the lookup passed over a route the walk reached: the lookup's own
    /// reasons, which explain maps to ``Elf/RouteExplanation/Mismatch`` and
    /// handling to its log events (the lookup names nothing above it).
    enum Rejection {
        /// The first path literal differs (a route folded under the path root).
        case literalMismatch(segment: Int, url: String, pattern: String)
        /// A query constraint is not met.
        case queryMismatch(key: String, url: String?, pattern: String)
        /// A custom route's matcher returned `nil`.
        case customRouteDeclined
        /// A custom route's matcher threw.
        case customRouteThrew(String)
        /// A typed route's values do not decode.
        case valueNotDecoded(String)
    }

    /// The URL the rewrite rules make of `url`, before it is looked up.
    struct Target {
        /// The URL to look up.
        var url: String
        /// The URL as given, when rules rewrote it.
        var originalURL: String?
        /// The rules applied, in order (empty when none applied).
        var rules: [Elf.RewriteRule] = []

        init(url: String, originalURL: String? = nil, rules: [Elf.RewriteRule] = []) {
            self.url = url
            self.originalURL = originalURL
            self.rules = rules
        }

        /// The URL to look up for `url`: `rewrites` applied, when there are
        /// any; a failed rewrite fails closed.
        ///
        /// - Complexity: O(1) without rules; see ``RewriteTable/rewrite(_:)``.
        @inline(__always)
        static func rewriting(_ url: String, with rewrites: RewriteTable?, logger: EventLogger? = nil) -> Result<
            Target, Elf.RewriteError
        > {
            guard let rewrites else { return .success(Target(url: url)) }
            switch rewrites.rewrite(url) {
            case .unchanged:
                return .success(Target(url: url))
            case .rewritten(let target, let original, let rules):
                logger?(
                    .rewritten(from: original, to: target, rule: rules.map(\.sourceText).joined(separator: " → ")))
                return .success(Target(url: target, originalURL: original, rules: rules))
            case .failed(let error):
                return .failure(error)
            }
        }
    }

    /// The candidates of `url` in `tree`, most specific first (ROUTING.md
    /// §2), for the caller to pull one at a time (``Candidates``).
    ///
    /// ```swift
    /// var candidates = lookup.candidates(of: url, in: routes)
    /// while case .match(let match, let route)? = candidates.next() { … }
    /// ```
    ///
    /// - Parameters:
    ///   - reportsRejections: Whether the routes the URL reached but that did
    ///     not take it (a query constraint it does not meet, a custom route
    ///     that declined or threw, a typed route whose values do not decode)
    ///     come out as ``WalkEvent/rejected(route:_:)``.
    ///   - judgesDecoding: Whether the caller decodes typed values itself
    ///     (handling, which hands the decoded value on), so the lookup does not.
    ///   - recordsDeadEnds: Whether the walk runs to its end and records
    ///     where it turned back, for explain (``Candidates/deadEnds``); every
    ///     candidate then comes out, decoding judged by the caller.
    /// - Complexity: O(*n*) in the length of the URL when no placeholder has
    ///   to be abandoned, whatever the number of routes; each candidate
    ///   adds the copy of its captures.
    func candidates<Payload>(
        of url: String, originalURL: String? = nil, in tree: PatternTree<Payload>,
        reportsRejections: Bool = false, judgesDecoding: Bool = false, recordsDeadEnds: Bool = false
    ) -> Candidates<Payload> {
        Candidates(
            of: url, originalURL: originalURL, in: tree, lookup: self, reportsRejections: reportsRejections,
            judgesDecoding: judgesDecoding || recordsDeadEnds, recordsDeadEnds: recordsDeadEnds)
    }

    /// Offers the matches of a scanned URL to `visit` with their routes'
    /// indices, in precedence order, until `visit` returns `true`: in the
    /// order priorities, query constraints and custom routes set when the
    /// router has any (``orderedMatches(of:_:in:originalURL:tree:ordering:recorder:rejected:_:)``),
    /// otherwise in the walk's order.
    ///
    /// Only ``Candidates`` calls it, with closures of its own that collect
    /// owned values: no caller's closure goes down into the walk. With a
    /// `recorder` (explain), the walk tells it where it turned back;
    /// `rejected` hears of each route whose query constraints the URL does not meet.
    @inline(__always)
    func matches<Payload>(
        of url: String, _ scanned: ScannedURL, in bytes: BorrowedBytes, originalURL: String?,
        tree: PatternTree<Payload>, recorder: DeadEndRecorder? = nil,
        rejected: ((Int, Rejection) -> Void)? = nil, _ visit: (Elf.RouteMatch, Int) -> Bool
    ) {
        if let ordering = tree.tree.ordering {
            orderedMatches(
                of: url, scanned, in: bytes, originalURL: originalURL, tree: tree, ordering: ordering,
                recorder: recorder, rejected: rejected, visit)
            return
        }
        func body(_ candidate: RouteTree.Candidate) -> Bool {
            guard
                let match = self.match(
                    route: candidate.route, CaptureList(candidate.captures), candidate.converted, of: url, scanned,
                    in: bytes, originalURL: originalURL, tree: tree, rejected: rejected)
            else { return false }
            return visit(match, candidate.route)
        }
        if let recorder {
            tree.tree.forEachCandidate(scanned, in: bytes, options: options, recorder: recorder, body)
        } else {
            tree.tree.forEachCandidate(scanned, in: bytes, options: options, body)
        }
    }

    /// The match route `index` makes of the walk's captures (the route or
    /// one at the same node), or `nil` when it does not take the URL: the one
    /// place a walk's candidate becomes an ``Elf/RouteMatch``.
    ///
    /// With entry points, a path pattern reaches URLs with a scheme through
    /// its written-out forms only, and its own form takes bare `/path` URLs
    /// (ROUTING.md §2a). Where the router folds the case of first path
    /// literals, the literal as written must take the URL's first segment;
    /// then the route's query constraints, whose placeholders add their
    /// captures.
    @inline(__always)
    func match<Payload>(
        route index: Int, _ captures: CaptureList, _ converted: [String]?, of url: String,
        _ scanned: ScannedURL, in bytes: BorrowedBytes, originalURL: String?,
        tree: PatternTree<Payload>, rejected: ((Int, Rejection) -> Void)? = nil
    ) -> Elf.RouteMatch? {
        let route = tree.tree.routes[index]
        let entryPoints = tree.entryPoints
        if entryPoints != nil, route.isPathForm, scanned.hasScheme { return nil }
        guard let ordering = tree.tree.ordering else {
            return Elf.RouteMatch(
                url: url, route: route, captures: captures, converted: converted, scanned: scanned,
                decodesPlusAsSpace: decodesPlusAsSpace, originalURL: originalURL, entryPoints: entryPoints)
        }
        if let first = route.firstLiteral, ordering.foldsPathRoot,
            !options.firstSegment(of: scanned, in: bytes, equals: first)
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
        var captures = captures
        var converted = converted
        if !route.query.isEmpty {
            // The query's placeholders add their captures to the path's.
            var list = Array(captures)
            var values = converted ?? []
            if let failure = QueryConstraint.check(
                route.query, in: bytes, query: scanned.query, plusAsSpace: decodesPlusAsSpace,
                customTypes: tree.tree.customTypes, captures: &list, converted: &values)
            {
                rejected?(index, .queryMismatch(key: failure.key, url: failure.value, pattern: failure.expected))
                return nil
            }
            (captures, converted) = (CaptureList(list), values)
        }
        return Elf.RouteMatch(
            url: url, route: route, captures: captures, converted: converted, scanned: scanned,
            decodesPlusAsSpace: decodesPlusAsSpace, originalURL: originalURL, entryPoints: entryPoints)
    }

    /// The most specific match of `url` in `tree`, with its route's index in `route`.
    ///
    /// `nil` when none matches, with `failure` set when the URL cannot be
    /// read. ``Elf/match(_:)`` and ``Elf/resolve(_:)`` take it.
    ///
    /// Returning the match itself, not wrapped in a result, spares a lookup
    /// two copies of it.
    ///
    /// - Complexity: as ``candidates(of:originalURL:in:reportsRejections:judgesDecoding:recordsDeadEnds:)``.
    @inline(__always)
    func firstMatch<Payload>(
        _ url: String, originalURL: String?, in tree: PatternTree<Payload>, route: inout Int,
        failure: inout ScanFailure?
    ) -> Elf.RouteMatch? {
        var inOrder = false
        let match: Elf.RouteMatch? = withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                failure = error
                return nil
            }
            // Without entry points, priorities, query constraints or custom routes
            // every candidate comes in the walk's order, so the walk's first route
            // is the answer, found without a candidate callback.
            guard tree.firstCandidateWins else {
                inOrder = true
                return nil
            }
            guard let found = tree.tree.firstMatch(scanned, in: bytes, options: options) else { return nil }
            route = found.route
            // Built here, not by `match(route:...)`: the fast path has no entry
            // point, fold or query rule to apply, and skipping them is worth 90
            // instructions a lookup (scripts/lookup-costs.sh).
            return Elf.RouteMatch(
                url: url, route: tree.tree.routes[found.route], captures: found.captures,
                converted: found.converted, scanned: scanned, decodesPlusAsSpace: decodesPlusAsSpace,
                originalURL: originalURL)
        }
        // A typed route's check runs here, after the walk: when it refuses
        // the walk's first route, the candidates after it decide.
        if !inOrder, tree.checks == nil || tree.takes(match, route: route) {
            return match
        }
        return Candidates.first(of: url, originalURL: originalURL, in: tree, lookup: self, route: &route)
    }
}
