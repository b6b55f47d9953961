import Elf
import Foundation
import Testing

/// SwiftUI.md.
///
/// The logic of the article's app, run on Linux through its navigation state, with the article's routes, gate
/// and router (the SwiftUI code itself, views and `RouterView`, is type-checked against the stub SwiftUI
/// module by scripts/typecheck-apple.sh). Each test is one bullet of the article's "What it does".
@MainActor
@Suite struct SwiftUIDocTests {
    enum AppTab: String, CaseIterable, Sendable { case home, orders, account }

    struct Product: Sendable, Equatable { var id: Int; var name: String }

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

    struct OrderRoute: Route {
        static let pattern = "/orders/<int:id>"
        static let presentation = Presentation.push(in: AppTab.orders)
        var id: Int
    }

    struct LoginRoute: Route {
        static let pattern = "/login"
        static let presentation = Presentation.sheet
    }

    /// The article's session: logging in dismisses the login and continues the held page.
    @MainActor final class Session {
        var isLoggedIn = false
        weak var shop: Elf?
        weak var navigation: Navigation<AppTab>?

        func logIn() {
            isLoggedIn = true
            navigation?.dismiss()
            shop?.resumeDeferredURL()
        }
    }

    /// The article's router, built as it builds it.
    static func app() -> (Elf, Navigation<AppTab>, Session) {
        let navigation = Navigation(tabs: AppTab.allCases)
        let session = Session()
        let shop = Elf(navigator: navigation) { elf in
            try elf.addEntryPoint("shop://")
            try elf.addEntryPoint("https://shop.example.com")
            try elf.register(ProductRoute.self)
            try elf.register(ReviewsRoute.self)
            try elf.register(OrderRoute.self)
            try elf.register(LoginRoute.self)
            elf.addInterceptor(
                .loginGate(isLoggedIn: { session.isLoggedIn }, login: LoginRoute(), protecting: [OrderRoute.self]))
        }
        session.shop = shop
        session.navigation = navigation
        return (shop, navigation, session)
    }

    @Test func aReviewsLinkFromAColdStartShowsTheProductFirst() {
        let (shop, navigation, _) = Self.app()
        #expect(shop.handleURL(url: "shop://product/2/reviews", source: .customScheme))
        #expect(navigation.selectedTab == .home)
        #expect(navigation.visibleIdentities == ["/product/2", "/product/2/reviews"])
        navigation.pop()
        #expect(navigation.visibleIdentities == ["/product/2"])
    }

    @Test func aTapCarriesTheModelAndALinkMakesTheSamePlaceWithoutIt() throws {
        let (shop, navigation, _) = Self.app()
        let hat = Product(id: 1, name: "Hat")
        #expect(shop.open(ProductRoute(id: 1, product: hat)))
        #expect((navigation.topScreen as? ProductRoute)?.product == hat)
        navigation.pop()
        #expect(shop.handleURL(url: "https://shop.example.com/product/1", source: .universalLink))
        let linked = try #require(navigation.topScreen as? ProductRoute)
        #expect(linked == ProductRoute(id: 1, product: hat))
        #expect(linked.product == nil)
    }

    @Test func anOrderLinkWhileLoggedOutShowsTheLoginThenTheOrder() {
        let (shop, navigation, session) = Self.app()
        #expect(shop.handleURL(url: "shop://orders/7", source: .customScheme))
        #expect(navigation.stack.stackDescription == "stack\n└─ (empty)\npresented\n└─ /login")
        session.logIn()
        #expect(navigation.selectedTab == .orders)
        #expect(navigation.visibleIdentities == ["/orders/7"])
        // A tap meets the same gate.
        session.isLoggedIn = false
        navigation[.orders].popToRoot()
        navigation[.orders].pop()
        #expect(shop.open(OrderRoute(id: 8)))
        #expect(navigation.stack.containers.last?.screens.first?.identity == "/login")
    }

    @Test func aURLWithAnIdThatIsNotAnIntHasNoRouteAnywhere() {
        let (shop, navigation, _) = Self.app()
        var misses: [RouteMiss] = []
        shop.missHandler = { misses.append($0) }
        #expect(shop.match("shop://product/abc") == nil)
        #expect(!shop.canHandle("shop://product/abc"))
        #expect(!shop.handleURL(url: "shop://product/abc", source: .customScheme))
        #expect(misses.count == 1)
        #expect(navigation.visibleIdentities.isEmpty)
    }

    @Test func aRelaunchShowsTheSameStateAndTheLaunchLinkOnTop() async {
        let (shop, navigation, session) = Self.app()
        session.isLoggedIn = true
        shop.handleURL(url: "shop://product/1")
        shop.handleURL(url: "shop://orders/3")
        shop.handleURL(url: "shop://login")
        let saved = navigation.savedNavigation.data

        let (relaunched, restored, relaunchedSession) = Self.app()
        relaunchedSession.isLoggedIn = true
        await relaunched.restore(SavedNavigation(data: saved), into: restored)
        #expect(restored.stackDescription == navigation.stackDescription)
        #expect(restored.selectedTab == .orders)
    }

    /// The article's app registers at launch, where errors stop a debug build.
    ///
    /// It used to register routes in `.task` with `try?`, so a link that
    /// arrived first found nothing and errors vanished.
    @Test func theArticlesAppRegistersAtLaunchAndSwallowsNoError() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Elf/Elf.docc/SwiftUI.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let app = try #require(
            text.components(separatedBy: "```swift").dropFirst().first?.components(separatedBy: "```").first)
        #expect(app.contains("Elf(navigator: navigation) { elf in"))
        #expect(!app.contains("try?"))
        #expect(!app.contains(".task"))
        #expect(!text.contains("try? elf.register"))
    }
}
