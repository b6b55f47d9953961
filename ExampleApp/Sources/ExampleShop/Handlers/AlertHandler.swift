import Elf

/// Presents an alert for `app://alert?title=...&message=...`.
@MainActor
public final class AlertHandler: NavigatingHandler {
    /// The navigator the alert is presented with; the router sets it.
    public var navigator: (any Navigator)?
    /// The alert's title, from the query.
    public private(set) var title = ""
    /// The alert's message, from the query.
    public private(set) var message = ""

    private let log: ShopLog?

    /// Creates a handler that writes what it did to `log`.
    public init(log: ShopLog? = nil) {
        self.log = log
    }

    /// Reads `title` and `message` from the query.
    public func convert(params: [String: String], queryParams: [String: String]) {
        title = queryParams["title"] ?? ""
        message = queryParams["message"] ?? ""
    }

    /// Declines an alert without a title.
    public func shouldHandle() -> Bool {
        !title.isEmpty
    }

    /// Presents the alert.
    public func handle() {
        guard let navigator else { return }
        navigator.present(ShopScreen.alert(title: title, message: message))
        log?.record("presented alert \"\(title)\": \(message)")
    }
}
