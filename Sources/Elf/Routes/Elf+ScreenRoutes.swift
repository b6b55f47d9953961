extension Elf {
    /// Registers a route type whose values are the screens its URLs show:
    /// handling one of its URLs, opening one of its values or restoring one
    /// shows the value on the router's ``navigator`` as the type's
    /// ``Route/presentation`` says, under its ``Route/parent``.
    ///
    /// ```swift
    /// struct ProfileRoute: Route {
    ///     static let pattern = "app://user/<int:id>"
    ///     var id: Int
    /// }
    ///
    /// elf.navigator = navigation
    /// try elf.register(ProfileRoute.self)
    /// elf.handleURL(url: "app://user/7")   // pushes ProfileRoute(id: 7)
    /// navigation.visibleIdentities         // ["app://user/7"]
    /// ```
    ///
    /// The value is decoded as for ``register(_:_:)-(R.Type,_)`` (a URL
    /// whose values do not decode is not a match). A router without a
    /// navigator declines the URL, so it reaches the next matching pattern
    /// or the not-found handler; a value that cannot be shown (its tab is
    /// missing, a sheet covers its stack and the navigator may not dismiss
    /// it) makes handling return `false`, and the miss handler hears why.
    /// Register a factory or a closure instead when a URL should do more
    /// than show a screen.
    ///
    /// - Parameters:
    ///   - type: The route type; its values are the screens.
    ///   - priority: Tried before routes of lower priority, as for patterns (default 0).
    ///   - allowedSources: The sources that may open the route; `nil` (the default) for all.
    /// - Throws: ``RouteTypeError``, as ``register(_:_:)-(R.Type,_)``, and when the
    ///   type's tab is not one of the router's navigation or its parents loop.
    public func register<R: Route>(
        _ type: R.Type, priority: Int = 0, allowedSources: Set<LinkSource>? = nil
    ) throws(RouteTypeError) {
        try registerRoute(type, allowing: allowedSources, priority: priority) { route in
            RouteValueHandler(route: route)
        }
    }

    /// Registers a route type whose URLs run `action` with the decoded value
    /// and the router's navigation, typed: for routes that do something
    /// other than show their value (switch tabs, start playback).
    ///
    /// ```swift
    /// try elf.register(PlayRoute.self) { (route, navigation: Navigation<AppTab>) in
    ///     navigation.selectedTab = .music
    ///     guard !navigation.isRestoring else { return }   // select the tab, but do not play again at launch
    ///     player.play(route.id)
    /// }
    /// ```
    ///
    /// The router's ``navigator`` must be a ``Navigation`` of that tab type;
    /// with any other navigator the route declines, so the URL reaches the
    /// next matching pattern or the not-found handler.
    ///
    /// - Throws: ``RouteTypeError``, as ``register(_:priority:allowedSources:)``.
    public func register<R: Route, Tab: Hashable & Sendable>(
        _ type: R.Type, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        _ action: @escaping @MainActor (R, Navigation<Tab>) -> Void
    ) throws(RouteTypeError) {
        try registerRoute(type, allowing: allowedSources, priority: priority) { route in
            NavigationActionHandler<Tab> { navigation in action(route, navigation) }
        }
    }
}

/// The handler of a route registered without one: it shows the value, and
/// remembers why when it could not.
final class RouteValueHandler: Elf.NavigatingHandler, ReportingHandler {
    var navigator: (any Elf.Navigator)?
    let route: any Elf.Route
    private(set) var failure: String?

    init(route: any Elf.Route) {
        self.route = route
    }

    /// Takes the URL only when there is a navigator to show the screen with.
    func shouldHandle() -> Bool { navigator != nil }

    func handle() {
        guard let navigator else {
            failure = "the router has no navigator"
            return
        }
        failure = RouteShowing.show(route, on: navigator)
    }
}

/// The handler of a route type registered with a navigation action: it
/// declines when the router's navigator is not the action's navigation.
final class NavigationActionHandler<Tab: Hashable & Sendable>: Elf.NavigatingHandler {
    var navigator: (any Elf.Navigator)?
    private let action: @MainActor (Elf.Navigation<Tab>) -> Void

    init(_ action: @escaping @MainActor (Elf.Navigation<Tab>) -> Void) {
        self.action = action
    }

    func shouldHandle() -> Bool { navigator is Elf.Navigation<Tab> }

    func handle() {
        guard let navigation = navigator as? Elf.Navigation<Tab> else { return }
        action(navigation)
    }
}

/// A handler that says, after `handle()`, why it did not show or handle anything.
@MainActor
protocol ReportingHandler {
    /// Why the last `handle()` did nothing, or `nil` when it did its work.
    var failure: String? { get }
}
