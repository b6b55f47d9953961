extension Elf {
    /// The URL `pattern` matches with its placeholders filled from `values`;
    /// throws an error naming the placeholder when no such URL can be built.
    ///
    /// It throws rather than answer `nil`, so a URL that cannot be built
    /// says which placeholder and why, as a route value's
    /// ``url(for:through:)`` does; write `try?` where `nil` will do.
    ///
    /// ```swift
    /// let url = try elf.url(for: "app://files/<path:rest>", ["rest": "docs/read me.txt", "mode": "edit"])
    /// // "app://files/docs/read%20me.txt?mode=edit"
    /// elf.match(url)?.params        // ["rest": "docs/read me.txt"]
    /// elf.match(url)?.queryParams   // ["mode": "edit"]
    /// ```
    ///
    /// The pattern need not be registered. It is read by this router, so
    /// custom placeholder types (``addPlaceholderType(_:_:)``) are known and
    /// check their values. Every URL built matches `pattern` and binds exactly
    /// `values` (a custom type binds what its closure returns):
    ///
    /// - Each value is percent-encoded for its place: in a path segment
    ///   everything but RFC 3986's unreserved characters, sub-delimiters,
    ///   `:` and `@` is escaped, so `/`, `?`, `#`, `%`, spaces and every byte
    ///   of a non-ASCII character always are. A `<path:name>` value keeps its
    ///   `/` between segments and encodes each segment; `*` takes the value
    ///   under the key `"*"`, and no value means it matches nothing.
    /// - A value that cannot fill a segment is an error: an empty value or
    ///   segment (`""`, `"a//b"`), `.` and `..`, a control character, or a
    ///   value its typed placeholder does not accept.
    /// - A value in the host position (`app://<name>/...`) must not contain
    ///   ASCII capitals, because the router reads hosts lowercased.
    /// - An optional group is written when all of its placeholders have
    ///   values and left out when none do; a group with only some is an
    ///   error, and a group without placeholders is left out.
    /// - Values the pattern does not name become the query, sorted by name
    ///   (`&`, `=`, `+`, `#`, `%` and spaces escaped).
    /// - A `*://` pattern names no scheme, so it is an error: write the scheme
    ///   the URL should have in its place (`app://user/<id>` builds a URL that
    ///   `*://user/<id>` matches).
    ///
    /// With `entryPoint`, a path pattern's URL is written through it, as a
    /// universal link is: the entry point's scheme, host and path prefix,
    /// then the path, checked to route back to the pattern with the same
    /// values (<doc:EntryPoints>):
    ///
    /// ```swift
    /// try elf.url(for: "/product/<int:id>", ["id": "42"], through: "https://example.com/app")
    /// // "https://example.com/app/product/42"
    /// ```
    ///
    /// - Throws: ``InputError`` naming the pattern, the placeholder and the reason.
    /// - Complexity: O(*n*) in the length of the pattern and the URL.
    public func url(
        for pattern: String, _ values: [String: String], through entryPoint: String? = nil
    ) throws(InputError) -> String {
        let path = try pathURL(for: pattern, values)
        guard let entryPoint else { return path }
        return try url(path: path, for: pattern, through: entryPoint)
    }

    /// The URL of `pattern` itself, filled from `values`.
    func pathURL(for pattern: String, _ values: [String: String]) throws(InputError) -> String {
        let (patternParser, types) = locked { ($0.parser, $0.customTypes) }
        let compiled: RoutePattern
        do throws(InputError) {
            compiled = try patternParser.parse(pattern)
        } catch {
            throw InputError(pattern: pattern, reason: .invalidPattern(error))
        }
        let builder = URLBuilder(
            pattern: pattern, values: values, customTypes: types, maxLength: configuration.maxURLLength,
            options: lookup.options)
        return try builder.build(compiled)
    }

}
