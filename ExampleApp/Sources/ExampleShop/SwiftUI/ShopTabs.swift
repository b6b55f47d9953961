import Elf

/// The shop of the SwiftUI app: one router, and a navigator with a tab for
/// the products and one for the orders, each with its own stack.
///
/// It is plain Swift, so the tests drive it on Linux; `ShopTabsView` only
/// shows it.
@MainActor
public final class ShopTabs {
    /// The router; its navigator is ``tabs``.
    public let elf = Elf()
    /// The tabs: `"shop"` and `"orders"`.
    public let tabs = TabNavigator(tabs: ["shop", "orders"])
    /// The products.
    public let catalog: Catalog
    /// Who is logged in.
    public let session: Session
    /// What the handlers did.
    public let log = ShopLog()

    /// A shop with the shop's routes, showing into ``tabs``.
    public init(catalog: Catalog = Catalog(), session: Session = Session()) {
        self.catalog = catalog
        self.session = session
        do {
            try ShopRoutes.register(in: elf, catalog: catalog, session: session, settings: Settings(), log: log)
        } catch {
            // The patterns are constants, and every test registers them: this cannot happen.
            fatalError("invalid shop route: \(error)")
        }
        elf.navigator = tabs
    }
}
