extension Elf {
    /// Registers `pattern` with a closure that handles its URLs: a route
    /// that needs no handler class.
    ///
    /// ```swift
    /// import ElfMigration
    ///
    /// try elf.register("app://settings/<section>") { match in
    ///     settings.open(match.params["section"] ?? "")
    ///     return true
    /// }
    /// try elf.register("app://logout", allowedSources: [.internal]) { _ in
    ///     session.logOut()
    ///     return true
    /// }
    /// ```
    ///
    /// When a URL the pattern matches is handled, the closure runs on the
    /// main actor with the match (its ``RouteMatch/source`` included) and
    /// returns whether it handled the URL. Returning `false` declines it, as
    /// a handler's ``Handler/shouldHandle()`` does: the next matching pattern
    /// gets the URL, and ``handleURL(url:context:source:)`` returns `false`
    /// when none is left. Decline before you act.
    ///
    /// It is sugar over the usual lifecycle: a handler object is made for
    /// every URL (interceptors and link sources apply first, as for any
    /// route), and its `handle()` runs the closure. Because the closure both
    /// decides and acts, it runs only when a URL is handled:
    /// ``canHandle(_:source:)`` and ``explainHandling(_:source:)`` count a closure
    /// route as taking every URL its pattern matches, without running it.
    /// Write a ``Handler`` with ``Handler/shouldHandle()`` when they must know.
    ///
    /// The label keeps the two registrations apart: a trailing closure that
    /// takes a match is this one, and one that takes nothing is a handler
    /// factory.
    ///
    /// - Parameters:
    ///   - priority: As for ``register(_:priority:allowedSources:_:)-(String,_,_,_)``.
    ///   - allowedSources: As for ``register(_:priority:allowedSources:_:)-(String,_,_,_)``.
    /// - Throws: ``InputError``, as ``register(_:priority:allowedSources:_:)-(String,_,_,_)``.
    public func register(
        _ pattern: String, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        handling body: @escaping @MainActor (RouteMatch) -> Bool
    ) throws(InputError) {
        try register(
            pattern, priority: priority, entry: RoutingTableEntry(allowedSources: allowedSources, handling: body))
    }
}
