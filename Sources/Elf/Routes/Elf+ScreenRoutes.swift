extension Elf {
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
    /// - Throws: ``InputError``, as `register(_:priority:allowedSources:_:)` with a route type.
    public func register<R: Route, Tab: Hashable & Sendable>(
        _ type: R.Type, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        _ action: @escaping @MainActor (R, Navigation<Tab>) -> Void
    ) throws(InputError) {
        try registerRoute(type, allowing: allowedSources, priority: priority) { route in
            NavigationActionHandler<Tab> { navigation in action(route, navigation) }
        }
    }
}

/// The handler of a route registered without one: it shows the value, and
/// remembers why when it could not.
final class RouteValueHandler: Elf.Handler, ReportingHandler {
    private var navigator: (any Elf.Navigator)?
    let route: any Elf.Route
    private(set) var failure: String?
    /// The door of the link being handled: a window opened for the route shows its URL from there.
    var source: Elf.LinkSource = .internal
    /// What became of a route presented as ``Elf/Presentation/window``, once handled.
    private(set) var window: RouteShowing.WindowDecision?

    init(route: any Elf.Route) {
        self.route = route
    }

    func receive(_ match: Elf.RouteMatch, navigator: (any Elf.Navigator)?, context: Any?) {
        self.navigator = navigator
    }

    /// Takes the URL only when there is a navigator to show the screen with.
    func shouldHandle() -> Bool { navigator != nil }

    func handle() {
        guard let navigator else {
            failure = "the router has no navigator"
            return
        }
        window = nil
        failure = RouteShowing.show(route, on: navigator, source: source) { self.window = $0 }
    }
}

/// The handler of a route type registered with a navigation action: it
/// declines when the router's navigator is not the action's navigation.
final class NavigationActionHandler<Tab: Hashable & Sendable>: Elf.Handler {
    private var navigator: (any Elf.Navigator)?
    private let action: @MainActor (Elf.Navigation<Tab>) -> Void

    init(_ action: @escaping @MainActor (Elf.Navigation<Tab>) -> Void) {
        self.action = action
    }

    func receive(_ match: Elf.RouteMatch, navigator: (any Elf.Navigator)?, context: Any?) {
        self.navigator = navigator
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
