extension Elf {
    /// `path`, a route value's URL, written through `entryPoint`, checked to
    /// read back as `route` there (``url(for:through:)`` with an entry point),
    /// or, when `path` was written without the properties in `leavingOut`,
    /// as a value equal to `route` in every other property.
    func url<R: Route>(
        path: String, for route: R, through entryPoint: String, leavingOut: Set<String> = []
    ) throws(InputError) -> String {
        let url = try url(path: path, pattern: R.pattern, through: entryPoint).url
        let readBack = self.route(for: url, as: R.self)
        let same: Bool
        if leavingOut.isEmpty {
            same = readBack == route
        } else if let readBack, let encoded = try? RouteEncoding.encode(route) {
            let kept = encoded.filter { !leavingOut.contains($0.key) }
            same = RouteEncoding.sameValues(readBack, kept, leavingOut: leavingOut)
        } else {
            same = false
        }
        guard same else {
            throw InputError(
                pattern: R.pattern, reason: .doesNotRouteBack(url: url, reason: "it reads back as another value"))
        }
        return url
    }

    /// `path`, a path pattern's URL, written through `entryPoint`, checked to
    /// match `pattern` there binding what the path alone binds
    /// (``url(for:_:through:)`` with an entry point).
    func url(path: String, for pattern: String, through entryPoint: String) throws(InputError) -> String {
        let (url, match) = try url(path: path, pattern: pattern, through: entryPoint)
        // The same values as the path alone binds (a custom type binds what it converts to).
        func bound(_ match: RouteMatch) -> [String: String] {
            match.params.merging(match.queryParams) { placeholder, _ in placeholder }
        }
        guard bound(match) == self.match(path).map(bound) else {
            throw InputError(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it binds other values than the path"))
        }
        return url
    }

    /// `path` (a URL built from the path pattern `pattern`) behind the
    /// router's entry point `text`, checked to match `pattern` through it,
    /// with that match (the callers check its values without a second lookup).
    private func url(
        path: String, pattern: String, through text: String
    ) throws(InputError) -> (url: String, match: RouteMatch) {
        guard path.utf8.first == ASCII.slash else {
            throw InputError(pattern: pattern, reason: .notAPathPattern)
        }
        let found = locked { registry in registry.entryPointIndex(of: text).map { registry.entryPoints[$0] } }
        guard let entryPoint = found else {
            throw InputError(pattern: pattern, reason: .unknownEntryPoint(text))
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
            throw InputError(pattern: pattern, reason: .tooLong(limit: configuration.maxURLLength))
        }
        guard let match = match(url) else {
            throw InputError(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "no registered route matches it"))
        }
        guard match.pattern == pattern else {
            throw InputError(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it matches \"\(match.pattern)\" instead")
            )
        }
        guard match.entryPoint == entryPoint.text else {
            let other = match.entryPoint ?? ""
            throw InputError(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it comes through \"\(other)\" instead"))
        }
        return (url, match)
    }
}
