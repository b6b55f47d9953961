import Elf

/// A whole shop for the command line and tests: its router, navigator,
/// catalog, session, settings and log.
///
/// Make a fresh shop for each run or test; shops share nothing (none uses
/// `Elf.instance`).
///
/// ```swift
/// let shop = Shop()
/// await shop.open("app://product/42")
/// print(shop.navigator.stackDescription)
/// // stack
/// // ├─ products
/// // └─ product/42
/// ```
@MainActor
public final class Shop {
    /// The shop's own router.
    public let elf = Elf()
    /// Where the shop's screens are kept.
    public let navigator: StackNavigator
    /// The products.
    public let catalog: Catalog
    /// Who is logged in.
    public let session: Session
    /// The switches links can flip.
    public let settings: Settings
    /// What happened, one sentence a line.
    public let log = ShopLog()

    /// Creates a shop with its routes registered and the not-found path logging why a URL missed.
    public init(
        catalog: Catalog = Catalog(), session: Session = Session(), settings: Settings = Settings(),
        navigator: StackNavigator = StackNavigator()
    ) {
        self.catalog = catalog
        self.session = session
        self.settings = settings
        self.navigator = navigator
        do {
            try ShopRoutes.register(in: elf, catalog: catalog, session: session, settings: settings, log: log)
        } catch {
            // The patterns are constants, and every test registers them: this cannot happen.
            fatalError("invalid shop route: \(error)")
        }
        elf.navigator = navigator
        elf.missHandler = { [log] miss in log.record("not found: \(miss)") }
    }

    /// Opens `url` (with `context`, if given) and waits until an async handler has shown its screen.
    ///
    /// The URL comes from `source`: a custom-scheme link unless told
    /// otherwise, as links from outside the app are.
    ///
    /// - Returns: Whether a handler took the URL.
    @discardableResult
    public func open(_ url: String, context: Any? = nil, source: LinkSource = .customScheme) async -> Bool {
        let handled = elf.handleURL(url: url, context: context, source: source)
        await elf.pendingNavigation?.value
        return handled
    }
}
