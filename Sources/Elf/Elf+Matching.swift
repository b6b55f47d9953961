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
        // SnapshotCell), without rewrite rules or a namespace: straight to the
        // walk. Everything else takes `slowMatch`, out of line, so the walk's
        // match has a single way out: each place where two ways of making a
        // match meet copied all 120 bytes of it (three copies, measured).
        if let snapshot = published.enter() {
            if snapshot._withUnsafeGuaranteedRef({ $0.rewrites == nil }), namespace == nil {
                var route = -1
                var failure: ScanFailure?
                // The snapshot holds its routes for the whole lookup: borrowing
                // them spares a retain and a release (about 40 instructions).
                let result = snapshot._withUnsafeGuaranteedRef { snapshot in
                    Unmanaged.passUnretained(snapshot.routes)._withUnsafeGuaranteedRef { routes in
                        lookup.firstMatch(url, originalURL: nil, in: routes, route: &route, failure: &failure)
                    }
                }
                published.exit()
                return result
            }
            published.exit()
        }
        return slowMatch(url)
    }

    /// ``match(_:)`` when no snapshot is published, or with rewrite rules or a namespace.
    @inline(never)
    private func slowMatch(_ url: String) -> RouteMatch? {
        let snapshot = snapshot()
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
