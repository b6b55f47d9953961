/// One thing a user does in the shop: open a link, or tap something.
public enum TourStep: Sendable, Equatable {
    /// Opens a URL, as a link from outside the app would.
    case open(String)
    /// Opens a URL from inside the app (a button), as internal navigation.
    case openFromApp(String)
    /// Opens a link to the shop's website as the system hands over a universal link.
    case openUniversalLink(String)
    /// Opens a URL with a share payload as its context.
    case openWithPayload(String, SharePayload)
    /// Asks for the screen a URL would show, without showing it.
    case preview(String)
    /// Taps a product in the list (internal navigation with the model).
    case tapProduct(id: Int)
    /// Taps Like on the product screen on top.
    case likeVisibleProduct
    /// Logs in on the login screen.
    case logIn(user: String)

    /// The step as a header line, such as `open app://product/42`.
    public var title: String {
        switch self {
        case .open(let url): "open \(url)"
        case .openFromApp(let url): "open \(url) from a button in the app"
        case .openUniversalLink(let url): "open universal link \(url)"
        case .openWithPayload(let url, let payload): "open \(url) with context SharePayload(\(payload.imageName))"
        case .preview(let url): "preview \(url)"
        case .tapProduct(let id): "tap product \(id) in the list"
        case .likeVisibleProduct: "tap Like on the product screen"
        case .logIn(let user): "log in as \(user)"
        }
    }
}
