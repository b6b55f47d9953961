extension Elf {

    /// The URL of a route value written through one of the router's entry
    /// points; throws an error that says why when there is none.
    ///
    /// ```swift
    /// let link = try elf.requireURL(for: ProductRoute(id: 42), through: "https://www.example.com")
    /// // "https://www.example.com/product/42": share it, and the app opens it as a universal link
    /// elf.route(for: link, as: ProductRoute.self)   // ProductRoute(id: 42)
    /// ```
    ///
    /// The route's path is written as ``url(for:through:)`` writes it, then
    /// put behind the entry point: after `https://host` (and its path
    /// prefix, if it has one), or, through a bare `scheme://`, with its first
    /// segment in the host position. Only a URL that comes back is returned:
    /// this router must match it with the route's pattern, through that
    /// entry point, and read it back as the same value, so the route must be
    /// registered, and a more specific route or entry point that would take
    /// the URL instead is an error.
    ///
    /// - Throws: ``ReverseRoutingError``: what ``url(for:through:)`` throws,
    ///   ``ReverseRoutingError/Reason/unknownEntryPoint(_:)`` for an entry point
    ///   the router does not have, ``ReverseRoutingError/Reason/notAPathPattern``
    ///   for a route whose pattern names a scheme, and
    ///   ``ReverseRoutingError/Reason/doesNotRouteBack(url:reason:)`` for a URL
    ///   that would not come back to this route through this entry point.
    /// - Complexity: O(*n*) in the length of the pattern and the URL, plus a lookup.
    func url<R: Route>(path: String, for route: R, through entryPoint: String) throws(ReverseRoutingError) -> String {
        let url = try url(path: path, pattern: R.pattern, through: entryPoint).url
        guard self.route(for: url, as: R.self) == route else {
            throw ReverseRoutingError(
                pattern: R.pattern, reason: .doesNotRouteBack(url: url, reason: "it reads back as another value"))
        }
        return url
    }

    /// The URL a path pattern matches through one of the router's entry
    /// points, with its placeholders filled from `values`; throws an error
    /// that says why when there is none.
    ///
    /// ```swift
    /// try elf.addEntryPoint("app://")
    /// try elf.register("/item/<int:id>") { ItemHandler() }
    /// try elf.requireURL(for: "/item/<int:id>", ["id": "42"], through: "app://")   // "app://item/42"
    /// ```
    ///
    /// The path is built as ``url(for:_:through:)`` builds it and put behind
    /// the entry point as ``url(for:through:)`` does. This router must
    /// match the URL with `pattern`, registered, through that entry point,
    /// and bind what the path alone binds (through `scheme://`, a value in
    /// the host position must be lowercase, as hosts are read lowercased).
    ///
    /// - Throws: ``ReverseRoutingError``, as ``url(for:through:)``.
    /// - Complexity: O(*n*) in the length of the pattern and the URL, plus a lookup.
    func url(
        path: String, for pattern: String, _ values: [String: String], through entryPoint: String
    ) throws(ReverseRoutingError) -> String {
        let (url, match) = try url(path: path, pattern: pattern, through: entryPoint)
        // The same values as the path alone binds (a custom type binds what it converts to).
        func bound(_ match: RouteMatch) -> [String: String] {
            match.params.merging(match.queryParams) { placeholder, _ in placeholder }
        }
        guard bound(match) == self.match(path).map(bound) else {
            throw ReverseRoutingError(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it binds other values than the path"))
        }
        return url
    }

    /// `path` (a URL built from the path pattern `pattern`) behind the
    /// router's entry point `text`, checked to match `pattern` through it,
    /// with that match (the callers check its values without a second lookup).
    private func url(
        path: String, pattern: String, through text: String
    ) throws(ReverseRoutingError) -> (url: String, match: RouteMatch) {
        guard path.utf8.first == ASCII.slash else {
            throw ReverseRoutingError(pattern: pattern, reason: .notAPathPattern)
        }
        let found = locked { registry in registry.entryPointIndex(of: text).map { registry.entryPoints[$0] } }
        guard let entryPoint = found else {
            throw ReverseRoutingError(pattern: pattern, reason: .unknownEntryPoint(text))
        }
        var url = String(decoding: entryPoint.scheme, as: UTF8.self) + "://"
        if let host = entryPoint.host {
            url += String(decoding: host, as: UTF8.self)
            for literal in entryPoint.prefix { url += "/" + String(decoding: literal, as: UTF8.self) }
            url += path
        } else {
            // Through `scheme://`, the path's first segment stands in the host position.
            url += path.dropFirst()
        }
        guard url.utf8.count <= configuration.maxURLLength else {
            throw ReverseRoutingError(pattern: pattern, reason: .tooLong(limit: configuration.maxURLLength))
        }
        guard let match = match(url) else {
            throw ReverseRoutingError(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "no registered route matches it"))
        }
        guard match.pattern == pattern else {
            throw ReverseRoutingError(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it matches \"\(match.pattern)\" instead")
            )
        }
        guard match.entryPoint == entryPoint.text else {
            let other = match.entryPoint ?? ""
            throw ReverseRoutingError(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it comes through \"\(other)\" instead"))
        }
        return (url, match)
    }
}
