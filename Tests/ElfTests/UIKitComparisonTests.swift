import Elf
import Testing

/// Comparison/ElfUIKit/ShopApp.swift, the UIKit variant of Comparison/SPEC.md.
///
/// The app's routes, router and login gate as it declares them, run on Linux with a `Navigation` of its tabs
/// standing in for its `UIKitNavigator` (both are `TabbedNavigator`s, and a tab's root is its root view in both);
/// the UIKit code is type-checked against the stub UIKit by scripts/typecheck-apple.sh. One test per link of the
/// spec, and its other rules.
@MainActor
@Suite struct UIKitComparisonTests {
    enum AppTab: String, CaseIterable, Sendable { case home, search, orders, account }

    struct Product: Sendable { var id: Int; var name: String }

    struct ProductRoute: Route {
        static let pattern = "/product/<int:id>"
        var id: Int
        @Carried var product: Product? = nil
    }

    struct ReviewsRoute: Route {
        static let pattern = "/product/<int:id>/reviews"
        var id: Int
        var parent: (any Route)? { ProductRoute(id: id) }
    }

    struct CategoryRoute: Route {
        static let pattern = "/category/<name>"
        static let presentation = Presentation.push(in: AppTab.home)
        var name: String
    }

    struct SearchRoute: Route {
        static let pattern = "/search"
        static let presentation = Presentation.push(in: AppTab.search)
        var q: String
    }

    struct OrdersRoute: Route {
        static let pattern = "/orders"
        static let presentation = Presentation.tab(AppTab.orders)
    }

    struct OrderRoute: Route {
        static let pattern = "/orders/<int:id>"
        static let presentation = Presentation.push(in: AppTab.orders)
        var id: Int
    }

    struct LoginRoute: Route {
        static let pattern = "/login"
        static let presentation = Presentation.sheet
    }

    struct AccountRoute: Route {
        static let pattern = "/account"
        static let presentation = Presentation.tab(AppTab.account)
    }

    struct PromoRoute: Route {
        static let pattern = "/promo/<code>"
        static let presentation = Presentation.fullScreenCover
        var code: String
    }

    struct DeleteAccountRoute: Route {
        static let pattern = "/account/delete"
        static let presentation = Presentation.sheet
    }

    /// The app, as it builds its router; `misses` is what its alert would say.
    @MainActor final class App {
        let navigation = Navigation(tabs: AppTab.allCases)
        var isLoggedIn = false
        var misses: [RouteMiss] = []
        var shop = Elf()

        init() throws {
            shop = Elf(navigator: navigation) { elf in
                try elf.addEntryPoint("shop://")
                try elf.addEntryPoint("https://shop.example.com")
                try elf.addRewriteRule(from: "shop://item?id=<int:id>", to: "shop://product/<id>")
                try elf.register(ProductRoute.self)
                try elf.register(ReviewsRoute.self)
                try elf.register(CategoryRoute.self)
                try elf.register(SearchRoute.self)
                try elf.register(OrdersRoute.self)
                try elf.register(OrderRoute.self)
                try elf.register(LoginRoute.self)
                try elf.register(AccountRoute.self)
                try elf.register(PromoRoute.self)
                try elf.register(DeleteAccountRoute.self, allowedSources: [.internal])
                elf.addInterceptor(
                    .loginGate(
                        isLoggedIn: { [unowned self] in isLoggedIn }, login: LoginRoute(),
                        protecting: [OrdersRoute.self, OrderRoute.self]))
            }
            shop.missHandler = { [unowned self] miss in
                misses.append(miss)
                navigation.present(TestScreen("not-opened"))
            }
        }

        /// `Session.logIn()`.
        func logIn() {
            isLoggedIn = true
            navigation.dismiss()
            shop.resumeDeferredURL()
        }
    }

    struct LinkRow: Sendable, CustomStringConvertible {
        var url: String
        var tab: AppTab
        var stack: [String]
        var description: String { url }
    }

    /// Links 1 to 4, 8 and 10 from a cold start, in both spellings where the spec names them.
    nonisolated static let links: [LinkRow] = [
        LinkRow(url: "shop://product/1", tab: .home, stack: ["/product/1"]),
        LinkRow(url: "https://SHOP.example.com/product/1", tab: .home, stack: ["/product/1"]),
        LinkRow(url: "shop://product/2/reviews", tab: .home, stack: ["/product/2", "/product/2/reviews"]),
        LinkRow(url: "shop://category/hats%2Fcaps", tab: .home, stack: ["/category/hats%2Fcaps"]),
        LinkRow(url: "https://shop.example.com/search?q=wool+hats", tab: .search, stack: ["/search?q=wool%20hats"]),
        LinkRow(url: "shop://account", tab: .account, stack: []),
        LinkRow(url: "shop://item?id=2", tab: .home, stack: ["/product/2"]),
    ]

    @Test(arguments: links)
    func aLinkShowsItsScreenOnItsTab(_ row: LinkRow) throws {
        let app = try App()
        #expect(app.shop.handleURL(url: row.url, source: .customScheme))
        #expect(app.navigation.selectedTab == row.tab)
        #expect(app.navigation.visibleIdentities == row.stack)
        #expect(app.misses.isEmpty)
    }

    @Test func aListRowPassesTheProductItHas() throws {
        let app = try App()
        #expect(app.shop.open(ProductRoute(id: 1, product: Product(id: 1, name: "Hat"))))
        #expect((app.navigation.topScreen as? ProductRoute)?.product?.name == "Hat")
        let share = try app.shop.url(for: ProductRoute(id: 1), through: "https://shop.example.com")
        #expect(share == "https://shop.example.com/product/1")
    }

    @Test(arguments: ["shop://orders", "shop://orders/7"])
    func theOrdersWaitForTheLoginAndShowAfterIt(url: String) throws {
        let app = try App()
        #expect(app.shop.handleURL(url: url))
        #expect(app.navigation.visibleIdentities == ["/login"])
        app.logIn()
        #expect(app.navigation.selectedTab == .orders)
        #expect(app.navigation.visibleIdentities == (url.hasSuffix("7") ? ["/orders/7"] : []))
    }

    @Test func theLoginAndThePromotionArePresented() throws {
        let app = try App()
        #expect(app.shop.handleURL(url: "shop://login"))
        #expect(app.navigation.stack.containers.last?.style == .sheet)
        #expect(app.shop.handleURL(url: "shop://promo/SPRING"))
        #expect(app.navigation.stack.containers.last?.style == .fullScreenCover)
        #expect(app.navigation.visibleIdentities == ["/promo/SPRING"])
    }

    @Test func theDeleteLinkOpensOnlyFromInsideTheApp() throws {
        let app = try App()
        #expect(app.shop.open(DeleteAccountRoute()))  // the account tab's row
        #expect(app.navigation.visibleIdentities == ["/account/delete"])
        app.navigation.dismiss()
        #expect(!app.shop.handleURL(url: "shop://account/delete", source: .customScheme))
        #expect(
            app.misses.map(\.reason) == [.sourceNotAllowed(pattern: "/account/delete", source: .customScheme)])
        #expect(app.navigation.visibleIdentities == ["not-opened"])
    }

    @Test(arguments: ["shop://product/abc", "shop://nowhere", "https://elsewhere.example.com/product/1"])
    func aLinkTheAppDoesNotOpenShowsTheAlert(url: String) throws {
        let app = try App()
        #expect(!app.shop.handleURL(url: url, source: .customScheme))
        #expect(app.misses.count == 1)
        #expect(app.navigation.visibleIdentities == ["not-opened"])
    }

    @Test func aLinkWhileTheAlertIsUpDismissesItThenShowsItsScreen() throws {
        let app = try App()
        app.shop.handleURL(url: "shop://nowhere")
        #expect(app.shop.handleURL(url: "shop://product/1"))
        #expect(app.navigation.stack.containers.count == 1)
        #expect(app.navigation.visibleIdentities == ["/product/1"])
    }
}
