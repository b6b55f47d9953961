extension Elf {
    /// The most specific route for `url`, or `nil` when none matches or the URL is malformed.
    ///
    /// Matching runs on any thread and creates no handler. Rewrite rules
    /// apply first (see <doc:Rewriting>); a URL whose rewrite fails matches
    /// nothing.
    ///
    /// ```swift
    /// let match = elf.match("app://item/42?ref=home")
    /// match?.params["id"]          // "42"
    /// match?.queryParams["ref"]    // "home"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the URL, whatever the number of routes.
    public func match(_ url: String) -> RouteMatch? {
        // The published snapshot when there is one (no lock, no retain: see
        // SnapshotCell), otherwise the one the lock hands out.
        guard let snapshot = published.enter() else { return lockedMatch(url) }
        defer { published.exit() }
        return snapshot._withUnsafeGuaranteedRef { match(url, in: $0) }
    }

    /// ``match(_:)-(String)`` when no snapshot is published: frozen under the lock.
    @inline(never)
    private func lockedMatch(_ url: String) -> RouteMatch? {
        match(url, in: snapshot())
    }

    /// ``match(_:)-(String)`` in `snapshot`.
    @inline(__always)
    private func match(_ url: String, in snapshot: RouterSnapshot) -> RouteMatch? {
        // Without rewrite rules or a namespace, straight to the walk: the
        // rewrite step's result (a target or a miss) costs copies a plain
        // lookup need not pay.
        guard snapshot.rewrites != nil || namespace != nil else {
            var route = -1
            var failure: ScanFailure?
            // The snapshot holds its routes for the whole lookup: borrowing
            // them spares a retain and a release (about 40 instructions).
            return Unmanaged.passUnretained(snapshot.routes)._withUnsafeGuaranteedRef { routes in
                lookup.firstMatch(url, originalURL: nil, in: routes, route: &route, failure: &failure)
            }
        }
        return rewrittenMatch(url, in: snapshot)
    }

    /// ``match(_:)-(String)`` for a router with rewrite rules or a
    /// namespace, out of line so the plain lookup stays small.
    @inline(never)
    private func rewrittenMatch(_ url: String, in snapshot: RouterSnapshot) -> RouteMatch? {
        guard case .success(let target) = lookup.rewrite(url, with: snapshot.rewrites) else { return nil }
        var route = -1
        var failure: ScanFailure?
        let match = lookup.firstMatch(
            target.url, originalURL: target.originalURL, in: snapshot.routes, route: &route, failure: &failure)
        guard let namespace, let match else { return match }
        return match.inNamespace(namespace)
    }

    /// The most specific route for `url`, or why there is none.
    ///
    /// ```swift
    /// switch elf.resolve("app://user/%zz") {
    /// case .success(let match): print(match.pattern)
    /// case .failure(let miss): print(miss)   // malformed URL ... at column 12: invalid percent escape
    /// }
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the URL, whatever the number of routes.
    public func resolve(_ url: String) -> Result<RouteMatch, RouteMiss> {
        let snapshot = snapshot()
        let target: Lookup.Target
        switch lookup.rewrite(url, with: snapshot.rewrites) {
        case .success(let rewritten): target = rewritten
        case .failure(let miss): return .failure(miss)
        }
        switch lookup.first(target, in: snapshot.routes) {
        case .found(let match, _): return .success(namespace.map(match.inNamespace) ?? match)
        case .malformed(let malformed): return .failure(RouteMiss(url: url, reason: .malformed(malformed)))
        case .none: return .failure(RouteMiss(url: url, reason: .noMatchingRoute))
        }
    }

    func malformed(_ url: String, _ failure: ScanFailure) -> MalformedURL {
        MalformedURL(url: url, reason: failure.reason, offset: failure.offset)
    }
}
