import Elf

/// Shows the user's orders for `app://account/orders`, or asks for a login first.
///
/// When nobody is logged in, the handler presents the login screen in a
/// navigation container of its own and remembers the link in
/// ``Session/returnURL``, with where it came from in ``Session/returnSource``;
/// ``Session/completeLogIn(as:navigator:)`` hands both back once the user has
/// logged in.
@MainActor
public final class OrdersHandler: Handler {
    /// The navigator the orders or the login are shown with; the router sets it.
    public var navigator: (any Navigator)?

    /// Where the link came from, set by the router before ``handle()``.
    ///
    /// A handler the app makes and calls itself is internal navigation.
    private var source: LinkSource = .internal
    /// The link that was opened (`app://account/orders` or the website's), to open again after a login.
    private var url = "app://account/orders"

    private let session: Session
    private let log: ShopLog?

    /// Creates a handler that checks `session`.
    public init(session: Session, log: ShopLog? = nil) {
        self.session = session
        self.log = log
    }

    /// Takes nothing from the URL.
    public func convert(params: [String: String], queryParams: [String: String]) {}

    /// Keeps the link and its source, for the continuation after a login.
    public func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        self.navigator = navigator
        if let source = match.source { self.source = source }
        url = match.url
    }

    /// Shows the orders, or presents the login when nobody is logged in.
    public func handle() {
        guard let navigator else { return }
        guard let user = session.user else {
            session.returnURL = url
            session.returnSource = source
            navigator.present(ShopScreen.login, wrappedInNavigation: true)
            log?.record("not logged in: presented login in navigation, to return to \(url)")
            return
        }
        let outcome = navigator.show(.orders)
        log?.record("logged in as \(user): \(outcome)")
    }
}
