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
package struct Lookup: Sendable {
    package let scanner: URLScanner
    let options: MatchOptions
    let decodesPlusAsSpace: Bool

    package init(configuration: Elf.Configuration) {
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
    package struct Target {
        /// The URL to look up.
        var url: String
        /// The URL as given, when rules rewrote it.
        var originalURL: String?
        /// The rules applied, in order (empty when none applied).
        var rules: [Elf.RewriteRule] = []

        package init(url: String, originalURL: String? = nil, rules: [Elf.RewriteRule] = []) {
            self.url = url
            self.originalURL = originalURL
            self.rules = rules
        }
    }

    /// Applies the rewrite rules to `url`; a failed rewrite fails closed.
    ///
    /// - Complexity: O(1) without rules; see ``RewriteTable/rewrite(_:)``.
    @inline(__always)
    func rewrite(_ url: String, with rewrites: RewriteTable?, logger: EventLogger? = nil) -> Result<
        Target, Elf.RewriteError
    > {
        guard let rewrites else { return .success(Target(url: url)) }
        switch rewrites.rewrite(url) {
        case .unchanged:
            return .success(Target(url: url))
        case .rewritten(let target, let original, let rules):
            logger?(.rewritten(from: original, to: target, rule: rules.map(\.sourceText).joined(separator: " → ")))
            return .success(Target(url: target, originalURL: original, rules: rules))
        case .failed(let error):
            return .failure(error)
        }
    }

    /// Offers every route of `tree` that matches `url` to `visit`, most
    /// specific first (ROUTING.md §2), until `visit` returns `true`: a loop
    /// over ``Candidates``, which the lookup's callers may also pull
    /// themselves.
    ///
    /// - Returns: `nil`, or why `url` could not be read (then nothing is visited).
    /// - Complexity: O(*n*) in the length of the URL when no placeholder has
    ///   to be abandoned, whatever the number of routes; each candidate
    ///   visited adds the copy of its captures.
    ///
    /// `rejected` hears of each route the URL reached but that did not take
    /// it (a query constraint it does not meet, a custom route that declined
    /// or threw), as explain reports them. `visit` and `rejected` run after
    /// the walk has returned (``Candidates``).
    func candidates<Payload>(
        of url: String, originalURL: String? = nil, in tree: PatternTree<Payload>,
        rejected: ((Int, Rejection) -> Void)? = nil, judgesDecoding: Bool = false,
        _ visit: (Elf.RouteMatch, Payload) -> Bool
    ) -> Elf.MalformedURL? {
        var candidates = Candidates(
            of: url, originalURL: originalURL, in: tree, lookup: self, reportsRejections: rejected != nil,
            judgesDecoding: judgesDecoding)
        while let candidate = candidates.next() {
            switch candidate {
            case .match(let match, let route): if visit(match, tree.values[route]) { return nil }
            case .rejected(let route, let reason): rejected?(route, reason)
            }
        }
        return candidates.malformed
    }

    /// Offers the matches of a scanned URL to `visit` with their routes'
    /// indices, in precedence order, until `visit` returns `true`: in the
    /// order priorities, query constraints and custom routes set when the
    /// router has any (``orderedMatches(of:_:in:originalURL:tree:ordering:recorder:rejected:_:)``),
    /// otherwise in the walk's order, each candidate that takes the URL.
    ///
    /// With a `recorder` (explain), the walk tells it where it turned back;
    /// `rejected` hears of each route whose query constraints the URL does not meet.
    @inline(__always)
    func matches<Payload>(
        of url: String, _ scanned: ScannedURL, in bytes: BorrowedBytes, originalURL: String?,
        tree: PatternTree<Payload>, recorder: DeadEndRecorder? = nil,
        rejected: ((Int, Rejection) -> Void)? = nil, judgesDecoding: Bool = false,
        _ visit: (Elf.RouteMatch, Int) -> Bool
    ) {
        if let ordering = tree.tree.ordering {
            orderedMatches(
                of: url, scanned, in: bytes, originalURL: originalURL, tree: tree, ordering: ordering,
                recorder: recorder, rejected: rejected, judgesDecoding: judgesDecoding, visit)
            return
        }
        func body(_ candidate: RouteTree.Candidate) -> Bool {
            guard let match = self.match(candidate, of: url, scanned, originalURL: originalURL, in: tree) else {
                return false
            }
            // Explain's walk (the one with a recorder) and handling (which decodes
            // the value it hands its handler) see every candidate and judge decoding themselves.
            if recorder == nil, !judgesDecoding, let reason = tree.declineReason(of: match, route: candidate.route) {
                rejected?(candidate.route, .valueNotDecoded(reason))
                return false
            }
            return visit(match, candidate.route)
        }
        if let recorder {
            tree.tree.forEachCandidate(scanned, in: bytes, options: options, recorder: recorder, body)
        } else {
            tree.tree.forEachCandidate(scanned, in: bytes, options: options, body)
        }
    }

    /// A copy of `bytes` whose `range` decodes to the same text ASCII-lowercased,
    /// in as many bytes: raw capitals are lowercased, and an escape of a
    /// capital becomes the escape of its lowercase letter.
    static func lowercasing(_ range: Range<Int>, of bytes: BorrowedBytes) -> [UInt8] {
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
            url: url, route: route, captures: candidate.captures,
            converted: candidate.converted, scanned: scanned, decodesPlusAsSpace: decodesPlusAsSpace,
            originalURL: originalURL, entryPoints: entryPoints)
    }

    /// How a lookup for the most specific route ended.
    package enum FirstMatch {
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
    package func first<Payload>(_ target: Target, in tree: PatternTree<Payload>) -> FirstMatch {
        var route = -1
        var failure: ScanFailure?
        if let match = firstMatch(
            target.url, originalURL: target.originalURL, in: tree, route: &route, failure: &failure)
        {
            return .found(match, route: route)
        }
        guard let failure else { return .none }
        return .malformed(Elf.MalformedURL(url: target.url, failure))
    }

    /// The most specific match of `url` in `tree`, with its route's index
    /// in `route`; `nil` when none matches, with `failure` set when the URL
    /// cannot be read.
    ///
    /// ``Elf/match(_:)`` calls this directly: returning the match
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
                return firstInOrder(of: url, scanned, in: bytes, originalURL: originalURL, tree: tree, route: &route)
            }
            // Without entry points, priorities, query constraints or custom routes
            // every candidate comes in the walk's order, so the walk's first route
            // is the answer, found without a candidate callback, unless its check
            // refuses it (a typed route whose values do not decode).
            guard let found = tree.tree.firstMatch(scanned, in: bytes, options: options) else { return nil }
            let match = Elf.RouteMatch(
                url: url, route: tree.tree.routes[found.route], captures: found.captures,
                converted: found.converted, scanned: scanned, decodesPlusAsSpace: decodesPlusAsSpace,
                originalURL: originalURL)
            if tree.checks != nil, tree.declineReason(of: match, route: found.route) != nil {
                return firstInOrder(of: url, scanned, in: bytes, originalURL: originalURL, tree: tree, route: &route)
            }
            route = found.route
            return match
        }
    }

    /// The first match in precedence order, through every candidate: when a
    /// candidate may not take the URL, or the order is not the walk's.
    ///
    /// Out of line, so `match`'s fast path stays as small as it was.
    @inline(never)
    func firstInOrder<Payload>(
        of url: String, _ scanned: ScannedURL, in bytes: BorrowedBytes, originalURL: String?,
        tree: PatternTree<Payload>, route: inout Int
    ) -> Elf.RouteMatch? {
        var first: Elf.RouteMatch?
        var index = -1
        matches(of: url, scanned, in: bytes, originalURL: originalURL, tree: tree) { match, found in
            first = match
            index = found
            return true
        }
        route = index
        return first
    }
}
