extension Elf {
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
    /// The value is decoded as for `register(_:priority:allowedSources:_:)` with a route type
    /// (a URL whose values do not decode is not a match), and the closure runs
    /// as for ``register(_:priority:allowedSources:handling:)``.
    ///
    /// - Throws: ``InputError``, as `register(_:priority:allowedSources:_:)` with a route type.
    public func register<R: Route>(
        _ type: R.Type, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        handling body: @escaping @MainActor (R) -> Bool
    ) throws(InputError) {
        try registerRoute(type, allowing: allowedSources, priority: priority) { route in
            ClosureRouteHandler { body(route) }
        }
    }
}

extension Elf.RoutingTableEntry {
    /// Creates the entry of a closure route: `body` handles the URLs the
    /// route takes, and returns whether it handled them.
    ///
    /// ```swift
    /// let logout = RoutingTableEntry(allowedSources: [.internal]) { _ in
    ///     session.logOut()
    ///     return true
    /// }
    /// try elf.register("app://logout", entry: logout)
    /// ```
    ///
    /// The closure runs as a closure route's does (ElfMigration's
    /// `register(_:priority:allowedSources:handling:)` is built on this entry,
    /// <doc:ExtendingElf>): on the main actor, only when a URL is handled,
    /// and returning `false` declines the URL so the next candidate gets it.
    /// ``Elf/canHandle(_:source:)`` counts the route as taking every URL
    /// its pattern matches, without running the closure.
    ///
    /// - Parameters:
    ///   - allowedSources: As for ``init(allowedSources:_:)``.
    ///   - body: Handles a match; returns whether it did.
    public init(
        allowedSources: Set<Elf.LinkSource>? = nil, handling body: @escaping @MainActor (Elf.RouteMatch) -> Bool
    ) {
        self.init(allowedSources: allowedSources, making: { match in ClosureRouteHandler { body(match) } })
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
