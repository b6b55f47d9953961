extension Elf {
    /// Registers a route type whose values are screens: handling one of its
    /// URLs pushes the decoded value onto the router's ``navigator``.
    ///
    /// ```swift
    /// struct ProfileRoute: Route, Screen {
    ///     static let pattern = "app://user/<int:id>"
    ///     var id: Int
    /// }
    ///
    /// elf.navigator = navigator
    /// try elf.register(ProfileRoute.self)
    /// elf.handleURL(url: "app://user/7")   // pushes ProfileRoute(id: 7)
    /// navigator.visibleIdentities          // ["app://user/7"]
    /// ```
    ///
    /// The value is decoded as for ``register(_:_:)-(R.Type,_)`` (a URL
    /// whose values do not decode is not a match), and pushed as
    /// ``Navigator/push(_:)`` pushes it: a screen already on top is not
    /// pushed again. A router without a navigator declines the URL, so it
    /// reaches the next matching pattern or the not-found handler. Register
    /// a factory or a closure instead when a URL should present its screen
    /// or do more than show it.
    ///
    /// - Throws: ``RouteTypeError``, as ``register(_:_:)-(R.Type,_)``.
    public func register<R: Route & Screen>(_ type: R.Type) throws(RouteTypeError) {
        try registerRoute(type, allowing: nil) { route in ScreenRouteHandler(screen: route) }
    }
}

/// The handler of a route whose value is its screen: it pushes the value.
final class ScreenRouteHandler: Elf.NavigatingHandler {
    var navigator: (any Elf.Navigator)?
    let screen: any Elf.Screen

    init(screen: any Elf.Screen) {
        self.screen = screen
    }

    /// Takes the URL only when there is a navigator to show the screen with.
    func shouldHandle() -> Bool { navigator != nil }

    func handle() { navigator?.push(screen) }
}
