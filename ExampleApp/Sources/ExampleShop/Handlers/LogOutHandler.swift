import Elf

/// Logs the user out for `app://account/logout`, and says from where.
///
/// Any app or web page can send a custom-scheme link, so the route is
/// registered for internal navigation and universal links only
/// (``ShopRoutes/logOutSources``): a stray `app://account/logout` from
/// elsewhere is refused before this handler is made.
///
/// ```swift
/// elf.handleURL(url: "app://account/logout", source: .internal)       // logs out
/// elf.handleURL(url: "app://account/logout", source: .customScheme)   // refused
/// ```
@MainActor
public final class LogOutHandler: Handler {
    /// Where the link came from, as the router reports it.
    public private(set) var source: LinkSource?

    private let session: Session
    private let log: ShopLog?

    /// Creates a handler that logs `session` out.
    public init(session: Session, log: ShopLog? = nil) {
        self.session = session
        self.log = log
    }

    /// Takes nothing from the URL.
    public func convert(params: [String: String], queryParams: [String: String]) {}

    /// Remembers the link's source, to report it.
    public func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        source = match.source
    }

    /// Logs out, if somebody is logged in.
    public func handle() {
        guard let user = session.user else {
            log?.record("nobody is logged in")
            return
        }
        session.logOut()
        log?.record("logged out \(user) (from \(source?.description ?? "nowhere"))")
    }
}
