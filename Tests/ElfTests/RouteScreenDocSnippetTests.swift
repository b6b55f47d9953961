import Elf
import Foundation
import Testing

/// The doc snippets about route values and screens: README "SwiftUI", Rewriting
/// "a legacy link that carries its id in the query", Interceptors "with
/// route values", SwiftUI "Routes that act" (SwiftUIDocTests runs the
/// article's app).
@MainActor
@Suite struct RouteScreenDocSnippetTests {
    enum AppTab: String, CaseIterable, Sendable { case home, orders, account, music }

    struct OrderRoute: Route {
        static let pattern = "/orders/<int:id>"
        static let presentation = Presentation.push(in: AppTab.orders)
        var id: Int
    }

    /// README, "SwiftUI": the router as the snippet builds it, and the button's tap.
    @Test func readmeSwiftUI() {
        let navigation = Navigation(tabs: AppTab.allCases)
        let shop = Elf(navigator: navigation) { elf in
            try elf.addEntryPoint("shop://")
            try elf.register(OrderRoute.self)
        }
        #expect(shop.open(OrderRoute(id: 7)))
        #expect(navigation.selectedTab == .orders)
        #expect(navigation[.orders].visibleIdentities == ["/orders/7"])
        #expect(shop.handleURL(url: "shop://orders/8", source: .customScheme))
        #expect(navigation[.orders].visibleIdentities == ["/orders/7", "/orders/8"])
    }

    /// Rewriting, "Write a rule": a query constraint on the left side.
    @Test func rewritingALegacyQueryLink() throws {
        let elf = Elf()
        try elf.addRewriteRule(from: "app://show?id=<uuid:id>", to: "app://episode/<id>")
        #expect(
            try elf.rewrite("app://show?id=E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
                == "app://episode/E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(try elf.rewrite("app://show?id=42") == "app://show?id=42")
    }

    /// Interceptors, "Send users to login and replay the link", with route values.
    @Test func interceptorsLoginGateWithRoutes() throws {
        struct LoginRoute: Route {
            static let pattern = "/login"
            static let presentation = Presentation.sheet
        }
        @MainActor final class Session { var isLoggedIn = false }
        let session = Session()
        let navigation = Navigation(tabs: AppTab.allCases)
        let elf = Elf(navigator: navigation) { elf in
            try elf.addEntryPoint("app://")
            try elf.register(OrderRoute.self)
            try elf.register(LoginRoute.self)
        }
        elf.addInterceptor(
            .loginGate(isLoggedIn: { session.isLoggedIn }, login: LoginRoute(), protecting: [OrderRoute.self]))
        #expect(elf.handleURL(url: "app://orders/42"))
        #expect(navigation.stack.containers.last?.screens.first?.identity == "/login")
        #expect(elf.deferredURL == "app://orders/42")
        session.isLoggedIn = true
        navigation.dismiss()
        #expect(elf.resumeDeferredURL())
        #expect(navigation[.orders].visibleIdentities == ["/orders/42"])
    }

    /// SwiftUI, "Routes that act": a closure with the typed navigation, which skips playback while restoring.
    @Test func swiftUIRoutesThatAct() async throws {
        struct PlayRoute: Route {
            static let pattern = "app://play/<int:id>"
            var id: Int
        }
        @MainActor final class Player {
            var played: [Int] = []
            func play(_ id: Int) { played.append(id) }
        }
        let player = Player()
        let navigation = Navigation(tabs: AppTab.allCases)
        let elf = Elf(navigator: navigation) { elf in
            try elf.register(PlayRoute.self) { (route, navigation: Navigation<AppTab>) in
                navigation.selectedTab = .music
                guard !navigation.isRestoring else { return }
                player.play(route.id)
            }
        }
        #expect(elf.handleURL(url: "app://play/3"))
        #expect(navigation.selectedTab == .music)
        #expect(player.played == [3])
        navigation.selectedTab = .home
        let saved = SavedNavigation(
            selectedTab: "home",
            stacks: [
                .init(tab: "home", containers: [.init(urls: ["app://play/4"], style: nil, isNavigationContainer: true)])
            ])
        await elf.restore(saved, into: navigation)
        #expect(player.played == [3], "restoring did not play again")
    }
}
