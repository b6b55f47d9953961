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
        let tree = currentTree()
        return withUTF8Bytes(of: url) { bytes in
            guard let scanned = try? scanner.scan(bytes) else { return nil }
            return firstMatch(url, scanned, bytes, in: tree)
        }
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
        return withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .failure(RouteMiss(url: url, reason: .malformed(malformed(url, error))))
            }
            guard let found = firstMatch(url, scanned, bytes, in: tree) else {
                return .failure(RouteMiss(url: url, reason: .noMatchingRoute))
            }
            return .success(found)
        }
    }

    /// The most specific candidate of `tree` for a scanned URL.
    @inline(__always)
    func firstMatch(
        _ url: String, _ scanned: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>, in tree: RouteTree
    ) -> RouteMatch? {
        guard let found = tree.firstMatch(scanned, in: bytes, options: matchOptions) else { return nil }
        return RouteMatch(
            url: url, route: tree.routes[found.route], captures: found.captures, converted: found.converted,
            scanned: scanned, decodesPlusAsSpace: configuration.decodesPlusAsSpace)
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
