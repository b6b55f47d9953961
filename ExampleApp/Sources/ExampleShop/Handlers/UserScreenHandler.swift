import Elf

/// Shows one of a user's screens: the profile (`app://user/<name>`) or whom
/// they follow (`app://user/<name>/following`).
///
/// ```swift
/// try elf.register(ProfileRoute.self) { route in UserScreenHandler(.user(name: route.name)) }
/// try elf.register(FollowingRoute.self) { route in UserScreenHandler(.following(name: route.name)) }
/// ```
@MainActor
public final class UserScreenHandler: Handler {
    /// The navigator the screen is shown with; the router sets it.
    public var navigator: (any Navigator)?

    /// Takes the router's navigator.
    public func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        self.navigator = navigator
    }
    /// The screen to show, made from the typed route.
    public let screen: ShopScreen

    private let log: ShopLog?

    /// Creates a handler that shows `screen` and writes what it did to `log`.
    ///
    /// The router decodes the name (``ProfileRoute``, ``FollowingRoute``) and
    /// the factory picks the screen, so the handler reads nothing from the URL.
    public init(_ screen: ShopScreen, log: ShopLog? = nil) {
        self.screen = screen
        self.log = log
    }

    /// Shows the screen.
    public func handle() {
        guard let navigator else { return }
        let outcome = navigator.show(screen)
        log?.record(outcome.description)
    }
}
