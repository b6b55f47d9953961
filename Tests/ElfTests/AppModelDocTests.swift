import Elf
import Testing

/// SwiftUI.md, "An app tests can make": the article's app model, which the
/// app makes once and each test makes fresh, so tests share no state.
@MainActor
@Suite struct AppModelDocTests {
    typealias AppTab = SwiftUIDocTests.AppTab
    typealias OrderRoute = SwiftUIDocTests.OrderRoute
    typealias LoginRoute = SwiftUIDocTests.LoginRoute

    // The article's model, word for word.
    @MainActor final class ShopModel {
        let navigation = Navigation(tabs: AppTab.allCases)
        var isLoggedIn = false
        private(set) lazy var router = Elf(navigator: navigation) { elf in
            try elf.addEntryPoint("shop://")
            try elf.register(OrderRoute.self)
            try elf.register(LoginRoute.self)
            elf.addInterceptor(
                .loginGate(
                    isLoggedIn: { [unowned self] in isLoggedIn }, login: LoginRoute(), protecting: [OrderRoute.self]))
        }

        func logIn() {
            isLoggedIn = true
            navigation.dismiss()
            router.resumeDeferredURL()
        }
    }

    @Test func anOrderLinkWaitsForLoginThenShows() {
        let model = ShopModel()
        #expect(model.router.handleURL(url: "shop://orders/7"))
        #expect(model.navigation.visibleIdentities == ["/login"])
        model.logIn()
        #expect(model.navigation.selectedTab == .orders)
        #expect(model.navigation[.orders].visibleIdentities == ["/orders/7"])
    }

    @Test func eachTestGetsAFreshApp() {
        let first = ShopModel()
        first.isLoggedIn = true
        #expect(first.router.handleURL(url: "shop://orders/7"))
        let second = ShopModel()
        #expect(second.navigation[.orders].visibleIdentities.isEmpty)
        #expect(!second.isLoggedIn)
    }
}
