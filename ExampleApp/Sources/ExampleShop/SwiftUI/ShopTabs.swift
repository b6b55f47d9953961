import Elf

/// The tabs of the SwiftUI shop.
public enum ShopTab: String, CaseIterable, Sendable {
    /// The products.
    case shop
    /// The orders, behind the login.
    case orders
}

/// The shop of the SwiftUI app: one router, and its navigation state with a
/// tab for the products and one for the orders, each with its own stack.
///
/// It is plain Swift, so the tests drive it on Linux; `ShopTabsView` only
/// shows it.
@MainActor
public final class ShopTabs {
    /// The navigation state: the tabs, their stacks and sheets.
    public let navigation = Navigation(tabs: ShopTab.allCases)
    /// The router; its navigator is ``navigation``.
    public let elf: Elf
    /// The products.
    public let catalog: Catalog
    /// Who is logged in.
    public let session: Session
    /// What the handlers did.
    public let log = ShopLog()

    /// A shop with the shop's routes, showing into ``navigation``.
    ///
    /// The routes are registered here, at launch, where an error stops a
    /// debug build at once (``Elf/init(configuration:navigator:routes:)``).
    public init(catalog: Catalog = Catalog(), session: Session = Session()) {
        self.catalog = catalog
        self.session = session
        let log = log
        elf = Elf(navigator: navigation) { elf in
            try ShopRoutes.register(in: elf, catalog: catalog, session: session, settings: Settings(), log: log)
        }
    }
}
