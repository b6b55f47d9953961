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
    /// The matching patterns come first, in the order ``handleURL(url:context:source:)``
    /// offers the URL to them, so the first is ``match(_:)``'s pattern; then
    /// every other registered pattern, in registration order, with where the
    /// lookup's own walk of the routing tree turned back on the way to it:
    /// the scheme, the host, a literal segment (expected and found), a typed
    /// placeholder (its type and the value), the number of segments, or a
    /// `.`/`..` segment. Nothing is matched a second time: the walk that
    /// finds the matches reports its dead ends too. A malformed URL gets no
    /// entries, only ``RouteExplanation/malformed`` with the reason and column.
    ///
    /// Rewrite rules apply first, as for ``match(_:)``: the entries are for
    /// the rewritten URL, ``RouteExplanation/originalURL`` and
    /// ``RouteExplanation/rewriteRules`` say how it came about, and a rewrite
    /// that fails gives ``RouteExplanation/rewriteError`` and no entries.
    ///
    /// No handler is made and no interceptor is asked; call it from any
    /// thread. ``explainHandling(_:source:)`` runs handlers too.
    ///
    /// - Complexity: The lookup's walk, as for ``match(_:)`` but run to its
    ///   end instead of stopping at the first match, plus O(*t*) for a
    ///   routing tree of *t* nodes and routes, to map the walk's dead ends to
    ///   the patterns. Meant for diagnostics, not for every URL.
    public func explain(_ url: String) -> RouteExplanation {
        explanation(of: url, in: snapshot()) { match, entry in
            // A typed route whose values do not decode is no match, as in every lookup.
            entry.check?(match).map { .notDecoded($0) } ?? .matched
        }
    }

    /// Explains `url` as ``explain(_:)`` does, and also asks each matching
    /// pattern's handler whether it takes the URL, so the winner is the
    /// handler ``handleURL(url:context:source:)`` would run.
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
    /// made, handed the match and the router's ``navigator``
    /// (``Handler/receive(_:navigator:context:)``), converted, and asked ``Handler/shouldHandle()``;
    /// one that declines is reported as ``RouteExplanation/Outcome/declined``,
    /// and a typed route whose values do not decode as
    /// ``RouteExplanation/Outcome/notDecoded(_:)``, with the value and why.
    /// No handler's `handle()` or `prepare()` runs, and no miss handler,
    /// not-found handler or logger is called.
    ///
    /// With a `source`, a route that may not be opened from it is reported
    /// as ``RouteExplanation/Outcome/sourceNotAllowed(_:)``, and handling
    /// stops there, as in ``handleURL(url:context:source:)``:
    ///
    /// ```swift
    /// print(elf.explainHandling("app://account/delete", source: .customScheme))
    /// // ✗ app://account/delete  may not be opened from a custom-scheme link
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL to explain.
    ///   - source: Where the URL comes from; ``LinkSource/other`` by default.
    /// - Complexity: as ``explain(_:)``, plus one handler per matching form.
    @MainActor
    public func explainHandling(_ url: String, source: LinkSource = .other) -> RouteExplanation {
        let pass = startPass(context: nil, source: source, mode: .checking)
        return explanation(of: url, in: pass.snapshot) { match, entry in
            // Judged as handling judges it: one verdict function for both.
            switch self.verdict(on: match, entry, pass) {
            case .accepted: return .matched
            case .declined: return .declined
            case .notDecoded(let reason): return .notDecoded(reason)
            case .stopped(.sourceNotAllowed): return .sourceNotAllowed(source)
            case .stopped(.rejected(let name, let reason)): return .rejected(by: name, reason: reason)
            case .stopped(.redirected(let name, let target, _)): return .redirected(by: name, to: target)
            }
        }
    }

    /// Rewrites `url` as ``match(_:)`` does, then explains the URL looked up,
    /// with `outcome` deciding each match's outcome in precedence order.
    private func explanation(
        of url: String, in snapshot: RouterSnapshot,
        _ outcome: (RouteMatch, RoutingTableEntry) -> RouteExplanation.Outcome
    ) -> RouteExplanation {
        let target: Lookup.Target
        switch Lookup.Target.rewriting(url, with: snapshot.rewrites) {
        case .success(let rewritten): target = rewritten
        case .failure(let error): return RouteExplanation(url: url, rewriteError: error)
        }
        let (originalURL, rules) = (target.originalURL, target.rules)
        switch explainedCandidates(of: target.url, originalURL: originalURL, in: snapshot) {
        case .failure(let malformed):
            return RouteExplanation(
                url: target.url, originalURL: originalURL, rewriteRules: rules, malformed: malformed)
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
                return RouteExplanation.Entry(
                    pattern: match.pattern, outcome: decided, params: match.params, priority: match.route.priority)
            }
            return RouteExplanation(
                url: target.url, originalURL: originalURL, rewriteRules: rules, entries: matched + candidates.misses)
        }
    }

    struct ExplainedCandidates {
        /// One match per matching form, most specific first.
        var matches: [(match: RouteMatch, entry: RoutingTableEntry)]
        /// One entry per registered pattern with no matching form, in registration order.
        var misses: [RouteExplanation.Entry]
    }

    func explainedCandidates(
        of url: String, originalURL: String? = nil, in snapshot: RouterSnapshot
    ) -> Result<ExplainedCandidates, InputError> {
        // One walk: its candidates, in the order handling meets them, and its dead ends.
        var matches: [(match: RouteMatch, entry: RoutingTableEntry)] = []
        // Patterns the walk reached whose match the lookup refused: query
        // constraints the URL does not meet, a first path segment in another case.
        var refused: [String: RouteExplanation.Mismatch] = [:]
        let routes = snapshot.routes
        var candidates = lookup.candidates(
            of: url, originalURL: originalURL, in: routes, reportsRejections: true, recordsDeadEnds: true)
        while let candidate = candidates.next() {
            switch candidate {
            case .match(let match, let route):
                matches.append((match, routes.values[route]))
            case .rejected(let route, let rejection):
                let pattern = routes.tree.routes[route].pattern
                refused[pattern] = refused[pattern] ?? RouteExplanation.Mismatch(rejection)
            }
        }
        if let malformed = candidates.malformed { return .failure(malformed) }
        // The first `next()` walks, and only a URL that cannot be read leaves
        // no record; the fallback names the URL all the same.
        guard let recorded = candidates.deadEnds else {
            return .failure(MalformedURL(url: url, reason: .notAURL, offset: 0))
        }
        let matched = Set(matches.map(\.match.pattern))
        let deadEnds = DeadEndMap(tree: snapshot.routes.tree, recorded: recorded)
        let misses = snapshot.registrations.filter { !matched.contains($0) }.map { pattern in
            if let mismatch = refused[pattern] {
                return RouteExplanation.Entry(pattern: pattern, outcome: .mismatched(mismatch))
            }
            return RouteExplanation.Entry(
                pattern: pattern, outcome: .mismatched(deadEnds.mismatch(ofPattern: pattern)))
        }
        return .success(ExplainedCandidates(matches: matches, misses: misses))
    }
}
