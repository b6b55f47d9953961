import Elf

/// Shows a user's profile for `app://user/<name>`.
@MainActor
public final class ProfileHandler: NavigatingHandler {
    /// The navigator the profile is shown with; the router sets it.
    public var navigator: (any Navigator)?
    /// The user's name, from the typed route.
    public let name: String

    private let log: ShopLog?

    /// Creates a handler for `name` that writes what it did to `log`.
    ///
    /// The router decodes the name (``ProfileRoute``) and hands it to the factory,
    /// so the handler reads nothing from the URL itself.
    public init(name: String, log: ShopLog? = nil) {
        self.name = name
        self.log = log
    }

    /// Shows the profile.
    public func handle() {
        guard let navigator else { return }
        let outcome = navigator.show(.user(name: name))
        log?.record(outcome.description)
    }
}
