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
        // One path on every platform: the current snapshot under the lock
        // (one lock, one retain), the rewrite rules when there are any, then
        // the walk. The walk's match has a single way out: each place where
        // two ways of making a match meet copied all 120 bytes of it.
        let snapshot = snapshot()
        var target = Lookup.Target(url: url)
        if snapshot.rewrites != nil {
            guard case .success(let rewritten) = Lookup.Target.rewriting(url, with: snapshot.rewrites) else {
                return nil
            }
            target = rewritten
        }
        var route = -1
        var failure: ScanFailure?
        // The snapshot is kept alive around the lookup, so its routes are read
        // in place; read from a plain local, they were retained and released
        // (about 20 instructions per lookup, measured).
        let match = withExtendedLifetime(snapshot) { snapshot in
            lookup.firstMatch(
                target.url, originalURL: target.originalURL, in: snapshot.routes, route: &route, failure: &failure)
        }
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
        switch Lookup.Target.rewriting(url, with: snapshot.rewrites) {
        case .success(let rewritten): target = rewritten
        case .failure(let error): return .failure(RouteMiss(url: url, reason: .rewriteFailed(error)))
        }
        var route = -1
        var failure: ScanFailure?
        if let match = lookup.firstMatch(
            target.url, originalURL: target.originalURL, in: snapshot.routes, route: &route, failure: &failure)
        {
            return .success(namespace.map(match.inNamespace) ?? match)
        }
        if let failure {
            return .failure(RouteMiss(url: url, reason: .malformed(MalformedURL(url: target.url, failure))))
        }
        return .failure(RouteMiss(url: url, reason: .noMatchingRoute))
    }
}
