extension Elf {
    /// Registers `pattern` with a closure that handles its URLs: a route
    /// that needs no handler class.
    ///
    /// ```swift
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
    /// ``canHandle(_:source:)`` and ``explain(_:source:)`` count a closure
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
    /// - Throws: ``PatternError``, as ``register(_:priority:allowedSources:_:)-(String,_,_,_)``.
    public func register(
        _ pattern: String, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        handling body: @escaping @MainActor (RouteMatch) -> Bool
    ) throws(PatternError) {
        try insertRoute(pattern, Self.closureEntry(allowing: allowedSources, body), priority: priority)
    }

    /// Registers a route type with a closure that handles its values.
    ///
    /// ```swift
    /// struct AlertRoute: Route {
    ///     static let pattern = "app://alert"
    ///     var title: String
    ///     var message: String?
    /// }
    ///
    /// try elf.register(AlertRoute.self) { alert in
    ///     alerts.show(alert.title, alert.message)
    ///     return true
    /// }
    /// elf.handleURL(url: "app://alert?title=Hello")   // alerts.show("Hello", nil)
    /// ```
    ///
    /// The value is decoded as for ``register(_:priority:allowedSources:_:)-(R.Type,_,_,_)``
    /// (a URL whose values do not decode is not a match), and the closure runs
    /// as for ``register(_:priority:allowedSources:handling:)-(String,_,_,_)``.
    ///
    /// - Throws: ``RouteTypeError``, as ``register(_:priority:allowedSources:_:)-(R.Type,_,_,_)``.
    public func register<R: Route>(
        _ type: R.Type, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        handling body: @escaping @MainActor (R) -> Bool
    ) throws(RouteTypeError) {
        try registerRoute(type, allowing: allowedSources, priority: priority) { route in
            ClosureRouteHandler { body(route) }
        }
    }

    static func closureEntry(
        allowing sources: Set<LinkSource>?, _ body: @escaping @MainActor (RouteMatch) -> Bool
    ) -> RoutingTableEntry {
        RoutingTableEntry(allowedSources: sources, making: { match in .success(ClosureRouteHandler { body(match) }) })
    }
}

/// The handler of a closure route: its closure decides and acts in one call.
///
/// Handling runs it in the verdict (``Elf/verdict(on:_:_:)``), where a
/// handler may still decline, so a closure that returns `false` hands the
/// URL on; `handle()` then does not run it again.
final class ClosureRouteHandler: Elf.Handler {
    private let body: @MainActor () -> Bool
    /// The closure's answer, once it has run.
    private var answer: Bool?

    init(_ body: @escaping @MainActor () -> Bool) {
        self.body = body
    }

    /// Runs the closure, once, and returns whether it handled the URL.
    func run() -> Bool {
        if let answer { return answer }
        let handled = body()
        answer = handled
        return handled
    }

    func handle() { _ = run() }
}
