extension Elf {
    /// Why each registered pattern does or does not match `url`, in
    /// precedence order: a diagnostic for debug screens and bug reports.
    ///
    /// ```swift
    /// try elf.register("app://user/<int:id>/following") { FollowingHandler() }
    /// try elf.register("app://user/<id>") { UserHandler() }
    /// try elf.register("https://example.com/user/<id>") { UserHandler() }
    /// let explanation = elf.explain("app://user/42/following")
    /// explanation.winner?.pattern   // "app://user/<int:id>/following", as elf.match(...) says
    /// print(explanation)
    /// // "app://user/42/following": 1 of 3 patterns match
    /// // ✓ app://user/<int:id>/following  (wins)
    /// // ✗ app://user/<id>  too many segments: URL has 3, pattern has 2
    /// // ✗ https://example.com/user/<id>  wrong scheme: "app", pattern needs "https"
    /// ```
    ///
    /// The matching patterns come first, in the order ``handleURL(url:)``
    /// offers the URL to them, so the first is ``match(_:)``'s pattern; then
    /// every other registered pattern, in registration order, with the first
    /// element that fails: the scheme, the host, a literal segment (expected
    /// and found), a typed placeholder (its type and the value), the number
    /// of segments, or a `.`/`..` segment. A malformed URL gets no entries,
    /// only ``RouteExplanation/malformed`` with the reason and column.
    ///
    /// Rewrite rules apply first, as for ``match(_:)``: the entries are for
    /// the rewritten URL, ``RouteExplanation/originalURL`` and
    /// ``RouteExplanation/rewriteRules`` say how it came about, and a rewrite
    /// that fails gives ``RouteExplanation/rewriteError`` and no entries.
    ///
    /// No handler is made and no interceptor is asked; call it from any
    /// thread. ``explainHandling(_:)`` runs handlers too.
    ///
    /// - Complexity: O(*r* · *n*) for *r* registered patterns and a URL of
    ///   length *n*: every pattern is read and compared again. Meant for
    ///   diagnostics, not for every URL.
    public func explain(_ url: String) -> RouteExplanation {
        explanation(of: url) { _, _ in .matched }
    }

    /// Explains `url` as ``explain(_:)`` does, and also asks each matching
    /// pattern's handler whether it takes the URL, so the winner is the
    /// handler ``handleURL(url:)`` would run.
    ///
    /// ```swift
    /// // ArticleHandler declines articles that do not exist.
    /// print(elf.explainHandling("app://article/99"))
    /// // "app://article/99": 2 of 2 patterns match
    /// // ✗ app://article/<int:id>  handler declined
    /// // ✓ app://article/<query>  (wins)
    /// ```
    ///
    /// For every matching pattern, in precedence order, a fresh handler is
    /// made, given the router's ``navigator``, converted, given the match when
    /// it is a ``MatchAwareHandler``, and asked ``Handler/shouldHandle()``;
    /// one that declines is reported as ``RouteExplanation/Outcome/declined``.
    /// No handler's `handle()` or `prepare()` runs, and no miss handler,
    /// not-found handler or logger is called.
    ///
    /// The URL counts as coming from ``LinkSource/other``, as in
    /// ``handleURL(url:)``; ``explainHandling(_:source:)`` takes the source.
    ///
    /// - Complexity: as ``explain(_:)``, plus one handler per matching form.
    @MainActor
    public func explainHandling(_ url: String) -> RouteExplanation {
        explainHandling(url, source: .other)
    }

    /// Explains handling `url` from `source`, as ``handleURL(url:source:)``
    /// would: a route that may not be opened from it is reported as
    /// ``RouteExplanation/Outcome/sourceNotAllowed(_:)``, and handling stops there.
    ///
    /// ```swift
    /// print(elf.explainHandling("app://account/delete", source: .customScheme))
    /// // ✗ app://account/delete  may not be opened from a custom-scheme link
    /// ```
    @MainActor
    public func explainHandling(_ url: String, source: LinkSource) -> RouteExplanation {
        let navigator = self.navigator
        let interceptors = locked { storedInterceptors }
        return explanation(of: url) { match, entry in
            handlingOutcome(of: match, entry: entry, source: source, navigator: navigator, interceptors: interceptors)
        }
    }

    /// Rewrites `url` as ``match(_:)`` does, then explains the URL looked up,
    /// with `outcome` deciding each match's outcome in precedence order.
    private func explanation(
        of url: String, _ outcome: (RouteMatch, RoutingTableEntry) -> RouteExplanation.Outcome
    ) -> RouteExplanation {
        let snapshot = explainSnapshot()
        var target = url
        var originalURL: String?
        var rules: [RewriteRule] = []
        switch snapshot.rewrites?.rewrite(url) ?? .unchanged {
        case .unchanged:
            break
        case .rewritten(let rewritten, let original, let applied):
            (target, originalURL, rules) = (rewritten, original, applied)
        case .failed(let error):
            return RouteExplanation(url: url, rewriteError: error)
        }
        switch explainedCandidates(of: target, originalURL: originalURL, in: snapshot) {
        case .failure(let malformed):
            return RouteExplanation(url: target, originalURL: originalURL, rewriteRules: rules, malformed: malformed)
        case .success(let candidates):
            // Handling ends at an interceptor that stops the URL, so the
            // matches after it make no handler here either.
            var stopped = false
            let matched = candidates.matches.map { match, entry in
                let decided = stopped ? .matched : outcome(match, entry)
                switch decided {
                case .rejected, .redirected, .sourceNotAllowed: stopped = true
                default: break
                }
                return RouteExplanation.Entry(pattern: match.pattern, outcome: decided, params: match.params)
            }
            return RouteExplanation(
                url: target, originalURL: originalURL, rewriteRules: rules, entries: matched + candidates.misses)
        }
    }

    /// What ``handleURL(url:)`` would do with one candidate, short of running its handler.
    @MainActor
    private func handlingOutcome(
        of match: RouteMatch, entry: RoutingTableEntry, source: LinkSource, navigator: (any Navigator)?,
        interceptors: [Interceptor]
    ) -> RouteExplanation.Outcome {
        // The source is checked first, then the interceptors, before the handler is made, as in handling.
        guard entry.allows(source) else { return .sourceNotAllowed(source) }
        var match = match
        match.source = source
        if let (name, decision) = Self.interception(of: match, by: interceptors) {
            switch decision {
            case .pass: break
            case .reject(let reason): return .rejected(by: name, reason: reason)
            case .redirect(let target), .deferUntilResumed(let target): return .redirected(by: name, to: target)
            }
        }
        let handler = Self.prepare(entry.factory(), for: match, navigator: navigator, context: nil)
        return handler.shouldHandle() ? .matched : .declined
    }

    /// The matches of `url` in precedence order and the explained misses.
    struct ExplainedCandidates {
        /// One match per matching form, most specific first.
        var matches: [(match: RouteMatch, entry: RoutingTableEntry)]
        /// One entry per registered pattern with no matching form, in registration order.
        var misses: [RouteExplanation.Entry]
    }

    /// Everything one explanation reads, fetched under one lock, so the
    /// rewrite rules, the tree and the pattern list are from the same moment.
    struct ExplainSnapshot {
        let tree: PatternTree<RoutingTableEntry>
        /// The registered pattern texts, in registration order.
        let patterns: [String]
        let parser: PatternParser
        let customTypes: [PlaceholderType]
        /// The rewrite rules; `nil` when there are none.
        let rewrites: RewriteSnapshot?
    }

    /// The router's current state for ``explain(_:)``, under one lock.
    func explainSnapshot() -> ExplainSnapshot {
        locked {
            ExplainSnapshot(
                tree: frozenTreeLocked(), patterns: registrations, parser: parser, customTypes: customTypes,
                rewrites: storedRewriteSnapshot)
        }
    }

    /// Matches `url` against every form (the tree decides what matches and in
    /// which order) and explains each pattern that does not match.
    func explainedCandidates(
        of url: String, originalURL: String? = nil, in snapshot: ExplainSnapshot
    ) -> Result<ExplainedCandidates, MalformedURL> {
        let tree = snapshot.tree
        let options = matchOptions
        let plusAsSpace = configuration.decodesPlusAsSpace
        return withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .failure(malformed(url, error))
            }
            var matches: [(match: RouteMatch, entry: RoutingTableEntry)] = []
            tree.tree.forEachCandidate(scanned, in: bytes, options: options) { candidate in
                let (record, entry) = tree[route: candidate.route]
                let match = RouteMatch(
                    url: url, route: record, captures: Array(candidate.captures),
                    converted: candidate.converted, scanned: scanned, decodesPlusAsSpace: plusAsSpace,
                    originalURL: originalURL)
                matches.append((match, entry))
                return false
            }
            let matched = Set(matches.map(\.match.pattern))
            let evaluator = FormEvaluator(scanned, in: bytes, options: options, customTypes: snapshot.customTypes)
            var misses: [RouteExplanation.Entry] = []
            for pattern in snapshot.patterns where !matched.contains(pattern) {
                // A registered text parsed once, so it parses again.
                guard let compiled = try? snapshot.parser.parse(pattern) else { continue }
                let mismatch = evaluator.bestFailure(of: compiled)?.mismatch ?? .unexplained
                misses.append(RouteExplanation.Entry(pattern: pattern, outcome: .mismatched(mismatch)))
            }
            return .success(ExplainedCandidates(matches: matches, misses: misses))
        }
    }
}
