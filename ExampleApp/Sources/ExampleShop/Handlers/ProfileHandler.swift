import Elf

/// Shows a user's profile for `app://user/<name>`.
@MainActor
public final class ProfileHandler: NavigatingHandler {
    /// The navigator the profile is shown with; the router sets it.
    public var navigator: (any Navigator)?
    /// The user's name from the URL.
    public private(set) var name = ""

    private let log: ShopLog?

    /// Creates a handler that writes what it did to `log`.
    public init(log: ShopLog? = nil) {
        self.log = log
    }

    /// Reads the user's name.
    public func convert(params: [String: String], queryParams: [String: String]) {
        name = params["name"] ?? ""
    }

    /// Shows the profile.
    public func handle() {
        guard let navigator else { return }
        let outcome = navigator.show(.user(name: name))
        log?.record(outcome.description)
    }
}
