extension Elf {
    /// Registers `pattern` with a closure that handles its URLs: a route
    /// that needs no handler class.
    ///
    /// ```swift
    /// try elf.register("app://settings/<section>") { match in
    ///     settings.open(match.params["section"] ?? "")
    ///     return true
    /// }
    /// ```
    ///
    /// When a URL the pattern matches is handled, the closure runs on the
    /// main actor with the match (its ``RouteMatch/source`` included) and
    /// returns whether it handled the URL. Returning `false` declines it, as
    /// a handler's ``Handler/shouldHandle()`` does: the next matching pattern
    /// gets the URL, and ``handleURL(url:)`` returns `false` when none is
    /// left. Decline before you act.
    ///
    /// It is sugar over the usual lifecycle: a handler object is made for
    /// every URL (interceptors and link sources apply first, as for any
    /// route), and its `handle()` runs the closure. Because the closure both
    /// decides and acts, it runs only when a URL is handled:
    /// ``canHandle(_:source:)``, ``explainHandling(_:)`` and
    /// ``handler(for:context:)`` count a closure route as taking every URL
    /// its pattern matches, without running it. Write a ``Handler`` with
    /// ``Handler/shouldHandle()`` when they must know.
    ///
    /// The label keeps the two registrations apart: a trailing closure that
    /// takes a match is this one, and one that takes nothing is a handler
    /// factory (``register(_:_:)-(String,_)``).
    ///
    /// - Throws: ``PatternError``, as ``register(_:_:)-(String,_)``.
    public func register(
        _ pattern: String, handling body: @escaping @MainActor (RouteMatch) -> Bool
    ) throws(PatternError) {
        try insertRoute(pattern, Self.closureEntry(allowing: nil, body))
    }

    /// Registers `pattern` with a closure and an explicit priority.
    ///
    /// ```swift
    /// try elf.register("app://item/<slug>", priority: 10) { match in
    ///     catalog.open(match.params["slug"] ?? "")
    ///     return true
    /// }
    /// ```
    ///
    /// The closure runs as for ``register(_:handling:)-(String,_)``; the
    /// priority orders the route as for ``register(_:priority:_:)-(String,_,_)``.
    ///
    /// - Throws: ``PatternError``, as ``register(_:_:)-(String,_)``.
    public func register(
        _ pattern: String, priority: Int, handling body: @escaping @MainActor (RouteMatch) -> Bool
    ) throws(PatternError) {
        try insertRoute(pattern, Self.closureEntry(allowing: nil, body), priority: priority)
    }

    /// Registers `pattern` with a closure, as ``register(_:handling:)-(String,_)``
    /// does, for URLs from the given sources only.
    ///
    /// ```swift
    /// try elf.register("app://logout", allowedSources: [.internal]) { _ in
    ///     session.logOut()
    ///     return true
    /// }
    /// ```
    ///
    /// - Throws: ``PatternError``, as ``register(_:_:)-(String,_)``.
    public func register(
        _ pattern: String, allowedSources: Set<LinkSource>, handling body: @escaping @MainActor (RouteMatch) -> Bool
    ) throws(PatternError) {
        try insertRoute(pattern, Self.closureEntry(allowing: allowedSources, body))
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
    /// The value is decoded as for ``register(_:_:)-(R.Type,_)`` (a URL
    /// whose values do not decode is not a match), and the closure runs as
    /// for ``register(_:handling:)-(String,_)``.
    ///
    /// - Throws: ``RouteTypeError``, as ``register(_:_:)-(R.Type,_)``.
    public func register<R: Route>(
        _ type: R.Type, handling body: @escaping @MainActor (R) -> Bool
    ) throws(RouteTypeError) {
        try registerRoute(type, allowing: nil) { route in ClosureRouteHandler { body(route) } }
    }

    /// Registers a route type with a closure, as
    /// ``register(_:handling:)-(R.Type,_)`` does, for URLs from the
    /// given sources only.
    ///
    /// ```swift
    /// try elf.register(TransferRoute.self, allowedSources: [.internal]) { transfer in
    ///     bank.start(transfer)
    ///     return true
    /// }
    /// ```
    ///
    /// - Throws: ``RouteTypeError``, as ``register(_:_:)-(R.Type,_)``.
    public func register<R: Route>(
        _ type: R.Type, allowedSources: Set<LinkSource>, handling body: @escaping @MainActor (R) -> Bool
    ) throws(RouteTypeError) {
        try registerRoute(type, allowing: allowedSources) { route in ClosureRouteHandler { body(route) } }
    }

    /// An entry whose handler runs `body` with the match.
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
