extension Elf {
    /// Handles `url` and returns whether some handler handled it.
    ///
    /// The router makes a fresh handler for the most specific matching
    /// pattern, calls ``Handler/convert(params:queryParams:)``, and then
    /// ``Handler/handle()``.
    ///
    /// If the handler declines (``Handler/shouldHandle()`` returns
    /// `false`), the next matching pattern in precedence order gets a fresh
    /// handler of its own. When none is left, ``missHandler`` and then
    /// ``notFoundHandler`` are called.
    ///
    /// ```swift
    /// Elf.instance.handleURL(url: "app://user/limboy/following")   // true
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String) -> Bool {
        let tree = currentTree()
        let options = matchOptions
        let plusAsSpace = configuration.decodesPlusAsSpace
        var declined: [String] = []
        let outcome: RouteMiss.Reason? = withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .malformed(malformed(url, error))
            }
            var handled = false
            tree.forEachCandidate(scanned, in: bytes, options: options) { candidate in
                let route = tree.routes[candidate.route]
                let match = RouteMatch(
                    url: url, route: route, captures: Array(candidate.captures), converted: candidate.converted,
                    scanned: scanned, decodesPlusAsSpace: plusAsSpace)
                let handler = route.factory()
                handler.convert(params: match.params, queryParams: match.queryParams)
                guard handler.shouldHandle() else {
                    declined.append(route.pattern)
                    return false
                }
                handler.handle()
                handled = true
                return true
            }
            if handled { return nil }
            return declined.isEmpty ? .noMatchingRoute : .declined(patterns: declined)
        }
        guard let outcome else { return true }
        let (missHandler, notFoundHandler) = locked { (storedMissHandler, storedNotFoundHandler) }
        missHandler?(RouteMiss(url: url, reason: outcome))
        notFoundHandler?(url)
        return false
    }
}
