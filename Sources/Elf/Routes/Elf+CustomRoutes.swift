extension Elf {
    /// Registers a custom route: a route matched by the app's own code, for
    /// what patterns cannot say.
    ///
    /// ```swift
    /// // Pocket Casts' DeepLinkFactory: any https link whose host is not excluded.
    /// let excludedHosts: Set<String> = ["pca.st", "lists.pocketcasts.com"]
    /// try elf.register(custom: "web-player") { parts in
    ///     guard parts.scheme == "https", let host = parts.host, !excludedHosts.contains(host) else { return nil }
    ///     return ["host": host]
    /// } _: { WebPlayerHandler() }
    /// elf.match("https://example.com/a")?.params   // ["host": "example.com"]
    /// elf.match("https://pca.st/a")                 // nil
    /// ```
    ///
    /// The matcher receives the URL's parts (scheme, host, decoded path
    /// segments, query, fragment, as ``URLParts``) and returns the
    /// parameters it binds, which the match's ``RouteMatch/params`` reports,
    /// or `nil` when the route does not take the URL. The route is otherwise
    /// a route like any other: `factory` makes its handler, the handler may
    /// decline, ``unregister(_:)-(String)`` removes it by name,
    /// ``RouteMatch/pattern`` is its name, and ``explain(_:)`` lists it with
    /// its verdict.
    ///
    /// **Precedence** (ROUTING.md §2, <doc:Precedence#Custom-routes>): among
    /// the routes that match a URL, a higher priority is tried first; at
    /// equal priority a custom route comes after every pattern, and custom
    /// routes among themselves in the order they were added. A matcher runs
    /// only when its turn comes, so the common URL that a pattern takes does
    /// not run it. It may run more than once for one URL: handling looks the
    /// URL up again when every candidate of a batch is passed over (see
    /// Architecture.md), so keep it free of side effects.
    ///
    /// **Errors in the matcher.** The matcher runs on the thread of the
    /// lookup (it is `@Sendable`). An error it throws is not a match for
    /// that route: the lookup goes on to the next candidate, and
    /// ``explain(_:)`` reports
    /// ``RouteExplanation/Mismatch/customRouteThrew(_:)`` with the error.
    /// A trap (a failed precondition, a forced unwrap of `nil`) is the app's
    /// own, as in any closure an app hands a library: Elf cannot catch it.
    ///
    /// - Parameters:
    ///   - name: The route's name: letters, digits, `_`, `-` and `.`,
    ///     starting with a letter or `_`, unique among the registered
    ///     patterns and custom routes.
    ///   - priority: As for ``register(_:priority:allowedSources:_:)-(String,_,_,_)``; 0 by default.
    ///   - allowedSources: As for ``register(_:priority:allowedSources:_:)-(String,_,_,_)``; `nil`, everyone, by default.
    ///   - matcher: The app's code: the parameters the URL binds, or `nil`.
    ///   - factory: Makes the route's handler.
    /// - Throws: ``InputError`` naming the name and the column of an
    ///   invalid character, or ``InputError/Reason/duplicate(existing:)``.
    /// - Complexity: O(*n*) in the name's length. A lookup in a router with
    ///   custom routes runs each matcher it reaches, after the walk.
    public func register(
        custom name: String, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        matching matcher: @escaping @Sendable (URLParts) throws -> [String: String]?,
        _ factory: @escaping HandlerFactory
    ) throws(InputError) {
        let entry = RoutingTableEntry(allowedSources: allowedSources, factory)
        let failure = locked { registry -> InputError? in
            do throws(InputError) {
                try registry.insertCustom(
                    named: name, priority: priority,
                    matcher: { url, scanned, plusAsSpace in
                        try matcher(URLParts(url: url, scanned: scanned, decodesPlusAsSpace: plusAsSpace))
                    }, entry)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }
}
