import Elf

/// The shop's URL patterns, and the one place they are registered.
///
/// Every route is a path pattern, reachable through both of the shop's
/// ``entryPoints``: the custom scheme (`app://product/42`) and the website's
/// universal links (`https://shop.example.com/product/42`). The profile
/// routes are typed (``ProfileRoute``, ``FollowingRoute``), the alert is a
/// closure route (``AlertRoute``), and the rest have handler classes.
///
/// The command-line ``Shop`` and the iOS scene delegate register the same
/// table, each on a router of its own:
///
/// ```swift
/// let elf = Elf()
/// try ShopRoutes.register(in: elf, catalog: catalog, session: session, settings: settings, log: log)
/// ```
public enum ShopRoutes {
    /// The app's custom scheme and the website whose links the app opens.
    public static let entryPoints = ["app://", "https://\(UniversalLink.host)"]

    /// The product list.
    public static let products = "/products"
    /// A product's detail, by id.
    public static let product = "/product/<int:id>"
    /// The share sheet of a product; takes a ``SharePayload`` as context.
    public static let share = "/product/<int:id>/share"
    /// A user's profile.
    public static let profile = ProfileRoute.pattern
    /// The users a user follows.
    public static let following = FollowingRoute.pattern
    /// The debug switch: `app://settings?debug=1`.
    public static let settings = "/settings"
    /// An alert: `app://alert?title=...&message=...`.
    public static let alert = AlertRoute.pattern
    /// The user's orders; needs a login.
    public static let orders = "/account/orders"
    /// Logs out; only from inside the app or a universal link (``logOutSources``).
    public static let logOut = "/account/logout"
    /// Who may open ``logOut``: not a custom-scheme link, which any app or page can send.
    public static let logOutSources: Set<LinkSource> = [.internal, .universalLink]

    /// Every pattern, in the order they are registered.
    public static let all = [products, product, share, profile, following, settings, alert, orders, logOut]

    /// Registers the entry points, the website's front page and every route
    /// on `elf`, with handlers that use the given parts of the shop.
    ///
    /// - Throws: An `EntryPointError`, `RewriteError`, `PatternError` or
    ///   `RouteTypeError` when something is invalid or already registered on `elf`.
    @MainActor
    public static func register(
        in elf: Elf, catalog: Catalog, session: Session, settings: Settings, log: ShopLog
    ) throws {
        for entryPoint in entryPoints { try elf.addEntryPoint(entryPoint) }
        // The website's front page opens the product list.
        try elf.addRewriteRule(from: "https://\(UniversalLink.host)", to: "app://products?$query")

        try elf.register(products) { ProductListHandler(log: log) }
        try elf.register(product) { ProductHandler(catalog: catalog, log: log) }
        try elf.register(share) { ShareHandler(catalog: catalog, log: log) }
        try elf.register(ProfileRoute.self) { route in UserScreenHandler(.user(name: route.name), log: log) }
        try elf.register(FollowingRoute.self) { route in UserScreenHandler(.following(name: route.name), log: log) }
        try elf.register(Self.settings) { SettingsHandler(settings: settings, log: log) }
        try elf.register(AlertRoute.self) { [unowned elf] alert in
            guard !alert.title.isEmpty, let navigator = elf.navigator else { return false }
            navigator.present(ShopScreen.alert(title: alert.title, message: alert.message ?? ""))
            log.record("presented alert \"\(alert.title)\": \(alert.message ?? "")")
            return true
        }
        try elf.register(orders) { OrdersHandler(session: session, log: log) }
        try elf.register(logOut, allowedSources: logOutSources) { LogOutHandler(session: session, log: log) }
    }
}
