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
        let (tree, rewrites) = currentTreeAndRewrites()
        guard let rewrites else { return firstMatch(url, in: tree) }
        switch rewrites.rewrite(url) {
        case .unchanged: return firstMatch(url, in: tree)
        case .rewritten(let target, let original, _): return firstMatch(target, in: tree, originalURL: original)
        case .failed: return nil
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
        let (tree, rewrites) = currentTreeAndRewrites()
        var target = url
        var originalURL: String?
        if let rewrites {
            switch rewrites.rewrite(url) {
            case .unchanged: break
            case .rewritten(let rewritten, let original, _):
                target = rewritten
                originalURL = original
            case .failed(let error):
                return .failure(RouteMiss(url: url, reason: .rewriteFailed(error)))
            }
        }
        return withUTF8Bytes(of: target) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .failure(RouteMiss(url: url, reason: .malformed(malformed(url, error))))
            }
            guard let found = firstMatch(target, scanned, bytes, in: tree, originalURL: originalURL) else {
                return .failure(RouteMiss(url: url, reason: .noMatchingRoute))
            }
            return .success(found)
        }
    }

    /// The current routing tree and rewrite rules, fetched under one lock.
    ///
    /// Without rewrite rules the second value is `nil`, so a lookup pays one
    /// `nil` check for the feature.
    @inline(__always)
    func currentTreeAndRewrites() -> (PatternTree<RoutingTableEntry>, RewriteSnapshot?) {
        locked { (frozenTreeLocked(), storedRewriteSnapshot) }
    }

    /// The most specific candidate of `tree` for `url`, or `nil` when none matches or the URL is malformed.
    @inline(__always)
    func firstMatch(_ url: String, in tree: PatternTree<RoutingTableEntry>, originalURL: String? = nil) -> RouteMatch? {
        withUTF8Bytes(of: url) { bytes in
            guard let scanned = try? scanner.scan(bytes) else { return nil }
            return firstMatch(url, scanned, bytes, in: tree, originalURL: originalURL)
        }
    }

    /// The most specific candidate of `tree` for a scanned URL.
    @inline(__always)
    func firstMatch(
        _ url: String, _ scanned: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>,
        in tree: PatternTree<RoutingTableEntry>, originalURL: String? = nil
    ) -> RouteMatch? {
        guard let found = tree.tree.firstMatch(scanned, in: bytes, options: matchOptions) else { return nil }
        return RouteMatch(
            url: url, route: tree.tree.routes[found.route], captures: found.captures, converted: found.converted,
            scanned: scanned, decodesPlusAsSpace: configuration.decodesPlusAsSpace, originalURL: originalURL)
    }

    /// Whether some pattern matches `url` (no handler is created, so none can decline).
    ///
    /// Rewrite rules apply first, as in ``match(_:)``.
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
