extension Elf.SchemeNamespaces {
    /// Handles `url` in the router its scheme names and returns whether some
    /// handler took it.
    ///
    /// The URL goes to one router, ``router(forURL:)``, which runs the whole
    /// lifecycle of ``Elf/handleURL(url:context:source:)``: candidates in precedence order
    /// (<doc:Precedence>), declining handlers, interceptors, and on a miss its own
    /// ``Elf/missHandler`` and ``Elf/notFoundHandler``. So a miss reaches the
    /// not-found handler of the URL's namespace, once.
    ///
    /// ```swift
    /// namespaces.handleURL(url: "shop://item/42")   // true
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String) -> Bool {
        router(forURL: url).handleURL(url: url, context: nil)
    }

    /// Handles `url` as ``handleURL(url:context:source:)`` does, handing `context` to a
    /// ``Elf/Handler/receive(_:navigator:context:)`` of its type.
    ///
    /// ```swift
    /// namespaces.handleURL(url: "shop://share", context: photo)
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String, context: Any?) -> Bool {
        router(forURL: url).handleURL(url: url, context: context)
    }

    /// Handles `url` as ``handleURL(url:context:source:)`` does, knowing where it came
    /// from, as ``Elf/handleURL(url:context:source:)`` does.
    ///
    /// ```swift
    /// namespaces.handleURL(url: "shop://checkout", source: .universalLink)
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String, source: Elf.LinkSource) -> Bool {
        router(forURL: url).handleURL(url: url, context: nil, source: source)
    }

    /// Handles `url` with a `context`, knowing where it came from.
    ///
    /// ```swift
    /// namespaces.handleURL(url: "shop://share", context: photo, source: .internal)
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String, context: Any?, source: Elf.LinkSource) -> Bool {
        router(forURL: url).handleURL(url: url, context: context, source: source)
    }

    /// The most specific route for `url` in the router ``handleURL(url:context:source:)``
    /// would use, or `nil`.
    ///
    /// ```swift
    /// namespaces.match("shop://item/42")?.pattern   // "shop://item/<int:id>"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the URL; twice that when the
    ///   scheme falls back to the global router.
    public func match(_ url: String) -> Elf.RouteMatch? {
        guard let (router, fallsBack) = schemeRouter(for: url) else { return global.match(url) }
        if let match = router.match(url) { return match }
        return fallsBack ? global.match(url) : nil
    }

    /// The router that handles `url`.
    ///
    /// It is the router of the URL's scheme (compared ignoring case), or
    /// ``global`` when the scheme has none or the URL has no scheme
    /// (`/path`). When the scheme falls back
    /// (``setFallsBackToGlobal(_:forScheme:)``), a URL its router has no
    /// route for goes to the global router if that one has a route for it.
    /// The choice is made by matching, before any handler is made: a handler
    /// that declines keeps the URL in its own router, which then tries its
    /// next candidate and finally calls its own not-found handler.
    ///
    /// The scheme is read with Elf's URL reader. A malformed URL whose
    /// scheme can still be read (`shop://item/%zz`) goes to that scheme's
    /// router, so its miss handler hears why.
    ///
    /// ```swift
    /// namespaces.router(forURL: "shop://item/42") === namespaces.router(forScheme: "shop")   // true
    /// ```
    public func router(forURL url: String) -> Elf {
        guard let (router, fallsBack) = schemeRouter(for: url) else { return global }
        if fallsBack, router.match(url) == nil, global.match(url) != nil { return global }
        return router
    }

    /// The router of the URL's scheme and whether the scheme falls back, or
    /// `nil` when the URL has no scheme or its scheme no router.
    private func schemeRouter(for url: String) -> (router: Elf, fallsBack: Bool)? {
        guard let scheme = scheme(of: url) else { return nil }
        return locked {
            guard let router = $0.routers[scheme] else { return nil }
            return (router, $0.fallbackSchemes.contains(scheme))
        }
    }

    /// The lowercased scheme of `url`, or `nil` for a `/path` URL or a string with no readable scheme.
    ///
    /// The scheme is what Elf's URL reader takes for one: after the leading
    /// whitespace it trims, `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` up to
    /// the first `:`. A URL the reader refuses further on keeps its scheme.
    func scheme(of url: String) -> String? {
        let trimmed = url.utf8.drop(while: Self.isTrimmedWhitespace)
        let scheme = trimmed.prefix(while: Self.isSchemeByte)
        guard let first = scheme.first, Self.isAlpha(first),
            trimmed.dropFirst(scheme.count).first == UInt8(ascii: ":")
        else { return nil }
        return String(decoding: scheme.map(Self.lowercased), as: UTF8.self)
    }
}
