extension Elf {
    /// The most specific route for `url`, or `nil` when none matches or the URL is malformed.
    ///
    /// Matching runs on any thread and creates no handler.
    ///
    /// ```swift
    /// let match = elf.match("app://item/42?ref=home")
    /// match?.params["id"]          // "42"
    /// match?.queryParams["ref"]    // "home"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the URL, whatever the number of routes.
    public func match(_ url: String) -> RouteMatch? {
        try? resolve(url).get()
    }

    /// The most specific route for `url`, or why there is none.
    ///
    /// ```swift
    /// switch elf.resolve("app://user/%zz") {
    /// case .success(let match): print(match.pattern)
    /// case .failure(let miss): print(miss)   // malformed URL ... at column 12: invalid percent escape
    /// }
    /// ```
    public func resolve(_ url: String) -> Result<RouteMatch, RouteMiss> {
        let tree = currentTree()
        let options = matchOptions
        let plusAsSpace = configuration.decodesPlusAsSpace
        return withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .failure(RouteMiss(url: url, reason: .malformed(malformed(url, error))))
            }
            var found: RouteMatch?
            tree.forEachCandidate(scanned, in: bytes, options: options) { candidate in
                found = RouteMatch(
                    url: url, route: tree.routes[candidate.route], candidate: candidate, scanned: scanned,
                    decodesPlusAsSpace: plusAsSpace)
                return true
            }
            guard let found else { return .failure(RouteMiss(url: url, reason: .noMatchingRoute)) }
            return .success(found)
        }
    }

    /// Whether some pattern matches `url` (no handler is created, so none can decline).
    ///
    /// ```swift
    /// if elf.canHandle(link) { elf.handleURL(url: link) }
    /// ```
    public func canHandle(_ url: String) -> Bool {
        match(url) != nil
    }

    func malformed(_ url: String, _ failure: ScanFailure) -> MalformedURL {
        MalformedURL(url: url, reason: failure.reason, offset: failure.offset)
    }
}
