import Elf

/// The shop's URL patterns, and the one place they are registered.
///
/// The command-line ``Shop`` and the iOS scene delegate register the same
/// table, each on a router of its own:
///
/// ```swift
/// let elf = Elf()
/// try ShopRoutes.register(in: elf, catalog: catalog, session: session, settings: settings, log: log)
/// ```
public enum ShopRoutes {
    /// The product list.
    public static let products = "app://products"
    /// A product's detail, by id.
    public static let product = "app://product/<int:id>"
    /// The share sheet of a product; takes a ``SharePayload`` as context.
    public static let share = "app://product/<int:id>/share"
    /// A user's profile.
    public static let profile = "app://user/<name>"
    /// The users a user follows.
    public static let following = "app://user/<name>/following"
    /// The debug switch: `app://settings?debug=1`.
    public static let settings = "app://settings"
    /// An alert: `app://alert?title=...&message=...`.
    public static let alert = "app://alert"
    /// The user's orders; needs a login.
    public static let orders = "app://account/orders"
    /// Logs out; only from inside the app or a universal link (``logOutSources``).
    public static let logOut = "app://account/logout"
    /// Who may open ``logOut``: not a custom-scheme link, which any app or page can send.
    public static let logOutSources: Set<LinkSource> = [.internal, .universalLink]

    /// Every pattern, in the order they are registered.
    public static let all = [products, product, share, profile, following, settings, alert, orders, logOut]

    /// Registers every route on `elf`, with handlers that use the given parts of the shop.
    ///
    /// - Throws: `PatternError` when a pattern is invalid or already registered on `elf`.
    @MainActor
    public static func register(
        in elf: Elf, catalog: Catalog, session: Session, settings: Settings, log: ShopLog
    ) throws(Elf.PatternError) {
        try elf.register(products) { ProductListHandler(log: log) }
        try elf.register(product) { ProductHandler(catalog: catalog, log: log) }
        try elf.register(share) { ShareHandler(catalog: catalog, log: log) }
        try elf.register(profile) { ProfileHandler(log: log) }
        try elf.register(following) { FollowingHandler(log: log) }
        try elf.register(Self.settings) { SettingsHandler(settings: settings, log: log) }
        try elf.register(alert) { AlertHandler(log: log) }
        try elf.register(orders) { OrdersHandler(session: session, log: log) }
        try elf.register(logOut, allowedSources: logOutSources) { LogOutHandler(session: session, log: log) }
    }
}
