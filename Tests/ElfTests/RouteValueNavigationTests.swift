import Elf
import Foundation
import Testing

/// The tabs of the app these suites navigate.
enum AppTab: String, CaseIterable, Sendable {
    case home, search, orders, account
}

/// A model a list already has, carried by a route value.
struct Product: Sendable, Equatable {
    var id: Int
    var name: String
}

struct ShopProductRoute: Route {
    static let pattern = "/product/<int:id>"
    var id: Int
    @Carried var product: Product? = nil
}

struct ReviewsRoute: Route {
    static let pattern = "/product/<int:id>/reviews"
    var id: Int
    var parent: (any Route)? { ShopProductRoute(id: id) }
}

struct OrderRoute: Route {
    static let pattern = "/orders/<int:id>"
    static let presentation = Presentation.push(in: AppTab.orders)
    var id: Int
}

struct SearchTabRoute: Route {
    static let pattern = "/search"
    static let presentation = Presentation.tab(AppTab.search)
}

struct LoginSheetRoute: Route {
    static let pattern = "/login"
    static let presentation = Presentation.sheet
}

struct PlayerRoute: Route {
    static let pattern = "/play/<int:id>"
    static let presentation = Presentation.fullScreenCover
    var id: Int
}

/// The routing of the shortest correct SwiftUI app, without SwiftUI: route
/// values are the screens, the navigation state is typed, and nothing fails
/// silently.
@MainActor
@Suite struct RouteValueNavigationTests {
    /// A router showing into a fresh four-tab navigation, with the entry point `app://`.
    static func app() throws -> (Elf, Navigation<AppTab>) {
        let elf = Elf()
        let navigation = Navigation(tabs: AppTab.allCases)
        elf.navigator = navigation
        try elf.addEntryPoint("app://")
        try elf.register(ShopProductRoute.self)
        try elf.register(ReviewsRoute.self)
        try elf.register(OrderRoute.self)
        try elf.register(SearchTabRoute.self)
        try elf.register(LoginSheetRoute.self)
        try elf.register(PlayerRoute.self)
        return (elf, navigation)
    }

    struct ShowCase: CustomTestStringConvertible, Sendable {
        var url: String
        var selected: AppTab
        var description: String
        var testDescription: String { url }
    }

    @Test(arguments: [
        ShowCase(url: "app://product/1", selected: .home, description: "stack\n└─ /product/1"),
        ShowCase(url: "app://orders/7", selected: .orders, description: "stack\n└─ /orders/7"),
        ShowCase(url: "app://login", selected: .home, description: "stack\n└─ (empty)\npresented\n└─ /login"),
        ShowCase(url: "app://play/3", selected: .home, description: "stack\n└─ (empty)\npresented\n└─ /play/3"),
        ShowCase(url: "app://search", selected: .search, description: "stack\n└─ (empty)"),
    ])
    func aRouteTypeWithoutAHandlerIsShownAsItDeclares(row: ShowCase) throws {
        let (elf, navigation) = try Self.app()
        #expect(elf.handleURL(url: row.url, source: .customScheme))
        #expect(navigation.selectedTab == row.selected)
        #expect(navigation[row.selected].stackDescription == row.description)
    }

    @Test func aTabRootRoutePopsItsTabToTheRoot() throws {
        let (elf, navigation) = try Self.app()
        navigation[.search].push(ShopProductRoute(id: 1))
        #expect(elf.handleURL(url: "app://search"))
        #expect(navigation.selectedTab == .search)
        #expect(navigation[.search].visibleIdentities.isEmpty)
    }

    @Test func aLinkFromAColdStartBuildsTheParentFirst() throws {
        let (elf, navigation) = try Self.app()
        #expect(elf.handleURL(url: "app://product/5/reviews", source: .universalLink))
        #expect(navigation.visibleIdentities == ["/product/5", "/product/5/reviews"])
    }

    @Test func aLinkWhoseParentIsAlreadyThereAddsOnlyItself() throws {
        let (elf, navigation) = try Self.app()
        elf.handleURL(url: "app://product/5")
        elf.handleURL(url: "app://orders/1")
        navigation.selectedTab = .home
        #expect(elf.handleURL(url: "app://product/5/reviews"))
        #expect(navigation.visibleIdentities == ["/product/5", "/product/5/reviews"])
    }

    @Test func aModelTravelsWithTheRouteValueButNotInItsURL() throws {
        let (elf, navigation) = try Self.app()
        let loaded = Product(id: 42, name: "Hat")
        let fromList = ShopProductRoute(id: 42, product: loaded)
        let fromLink = ShopProductRoute(id: 42)
        #expect(fromList == fromLink, "the model is not part of the value's identity")
        #expect(Set([fromList, fromLink]).count == 1)
        #expect((try? elf.url(for: fromList)) == "/product/42")
        #expect(elf.open(fromList))
        #expect((navigation.topScreen as? ShopProductRoute)?.product == loaded)
        // A link to the same place makes the value without the model.
        #expect(elf.route(for: "app://product/42", as: ShopProductRoute.self)?.product == nil)
        let data = try JSONEncoder().encode(fromList)
        #expect(try JSONDecoder().decode(ShopProductRoute.self, from: data).product == nil)
    }

    @Test func openingARouteValueGoesThroughTheSameGatesAsALink() throws {
        let (elf, navigation) = try Self.app()
        struct DeleteRoute: Route {
            static let pattern = "/account/delete"
        }
        try elf.register(DeleteRoute.self, allowedSources: [.internal])
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        #expect(!elf.open(DeleteRoute(), source: .customScheme))
        #expect(misses.map(\.reason) == [.sourceNotAllowed(pattern: "/account/delete", source: .customScheme)])
        #expect(elf.open(DeleteRoute()))
        #expect(navigation.visibleIdentities == ["/account/delete"])
    }

    struct AdminRoute: Route {
        static let pattern = "/admin/<int:id>"
        var id: Int
    }
    struct AdminLogRoute: Route {
        static let pattern = "/admin/<int:id>/log"
        var id: Int
        var parent: (any Route)? { AdminRoute(id: id) }
    }

    /// Issue 36, 1: a parent is opened as if it were routed from the link's
    /// own source, so a link cannot reach a refused screen as a parent.
    @Test(arguments: [LinkSource.customScheme, .universalLink, .other])
    func aLinkWhoseParentItsSourceMayNotOpenIsRefusedWhole(source: LinkSource) throws {
        let (elf, navigation) = try Self.app()
        try elf.register(AdminRoute.self, allowedSources: [.internal])
        try elf.register(AdminLogRoute.self)
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }

        #expect(!elf.handleURL(url: "app://admin/3/log", source: source))
        #expect(!elf.canHandle("app://admin/3/log", source: source))
        #expect(elf.explainHandling("app://admin/3/log", source: source).winner == nil, "explain agrees")
        #expect(navigation.visibleIdentities.isEmpty)
        #expect(misses.map(\.reason) == [.sourceNotAllowed(pattern: "/admin/<int:id>", source: source)])
        #expect(misses.map(\.url) == ["app://admin/3/log"])

        #expect(elf.handleURL(url: "app://admin/3/log", source: .internal))
        #expect(navigation.visibleIdentities == ["/admin/3", "/admin/3/log"])
    }

    @Test func aLinkWhoseParentAnInterceptorRejectsIsRefusedWhole() throws {
        let (elf, navigation) = try Self.app()
        try elf.register(AdminRoute.self)
        try elf.register(AdminLogRoute.self)
        elf.addInterceptor(
            Interceptor("admins only") { match in
                match.pattern == "/admin/<int:id>" ? .reject(reason: "not an admin") : .pass
            })
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        #expect(!elf.open(AdminLogRoute(id: 3)))
        #expect(navigation.visibleIdentities.isEmpty)
        #expect(misses.map(\.reason) == [.rejected(by: "admins only", reason: "not an admin")])
    }

    /// A logged-out link to the child of a protected route shows the login,
    /// and once the user logs in, the whole link: the parent, then the child.
    @Test func aLinkWhoseParentALoginGateProtectsIsHeldWholeAndContinuedAfterLogin() throws {
        let (elf, navigation) = try Self.app()
        try elf.register(AdminRoute.self)
        try elf.register(AdminLogRoute.self)
        final class Session: @unchecked Sendable { var loggedIn = false }
        let session = Session()
        elf.addInterceptor(
            .loginGate(isLoggedIn: { session.loggedIn }, loginURL: "app://login", protecting: ["/admin/<int:id>"]))

        #expect(elf.handleURL(url: "app://admin/3/log", source: .universalLink))
        #expect(navigation.stack.stackDescription == "stack\n└─ (empty)\npresented\n└─ /login")
        #expect(elf.deferredURL == "app://admin/3/log")

        session.loggedIn = true
        #expect(elf.resumeDeferredURL())
        #expect(navigation.visibleIdentities == ["/admin/3", "/admin/3/log"])
    }

    /// A link while a sheet covers the stack dismisses the sheet and shows the
    /// route: it used to show nothing while `handleURL` still said true.
    @Test func aLinkWhileASheetIsUpDismissesItAndShowsTheRoute() throws {
        let (elf, navigation) = try Self.app()
        elf.handleURL(url: "app://login")
        #expect(elf.handleURL(url: "app://product/2"))
        #expect(navigation.stack.stackDescription == "stack\n└─ /product/2")
    }

    @Test func aLinkTheNavigatorMayNotShowReturnsFalseAndTheMissHandlerHearsWhy() throws {
        let (elf, navigation) = try Self.app()
        navigation.dismissesSheetsToPush = false
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        elf.handleURL(url: "app://login")
        #expect(!elf.handleURL(url: "app://product/2"))
        guard case .notShown(let reason) = misses.first?.reason else {
            Issue.record("expected a notShown miss, got \(misses)")
            return
        }
        #expect(reason.contains("dismissesSheetsToPush"))
    }

    @Test func aRouteTypeWhoseTabTheNavigationLacksIsARegistrationError() throws {
        let elf = Elf()
        elf.navigator = Navigation(tabs: [AppTab.home, .search])
        #expect(throws: RouteTypeError.self) { try elf.register(OrderRoute.self) }
        do {
            try elf.register(OrderRoute.self)
        } catch {
            #expect(error.reason == .unknownTab("orders"))
            #expect(error.description.contains("OrderRoute"))
        }
        #expect(elf.registeredPatterns.isEmpty, "nothing registered is lost or half-added")
    }

    struct LoopA: Route {
        static let pattern = "app://loop/a"
        var parent: (any Route)? { LoopB() }
    }
    struct LoopB: Route {
        static let pattern = "app://loop/b"
        var parent: (any Route)? { LoopA() }
    }

    @Test func aParentChainThatLoopsIsARegistrationErrorThatNamesTheType() throws {
        let elf = Elf()
        do {
            try elf.register(LoopA.self)
            Issue.record("a looping parent chain registered")
        } catch {
            #expect(error.reason == .parentLoop(["LoopA", "LoopB", "LoopA"]))
            #expect(error.description.contains("LoopA"))
        }
    }

    @Test func aTypedClosureGetsTheNavigationTypedAndSwitchesTabs() throws {
        let (elf, navigation) = try Self.app()
        struct OrdersTabRoute: Route {
            static let pattern = "/tab/orders"
        }
        try elf.register(OrdersTabRoute.self) { (_, navigation: Navigation<AppTab>) in
            navigation.selectedTab = .orders
        }
        #expect(elf.handleURL(url: "app://tab/orders"))
        #expect(navigation.selectedTab == .orders)
        // Another navigator is not the closure's navigation: the route declines.
        elf.navigator = StackNavigator()
        #expect(!elf.handleURL(url: "app://tab/orders"))
    }

    /// Every API gives one answer for a URL whose values do not decode: such a
    /// typed route used to be a match for `match` and ElfTesting, but not for
    /// `handleURL` and `canHandle`.
    @Test func everyAPIGivesOneAnswerForAURLWhoseValuesDoNotDecode() throws {
        let (elf, _) = try Self.app()
        let url = "app://orders/seven"
        #expect(elf.match(url) == nil)
        #expect((try? elf.resolve(url).get()) == nil)
        #expect(!elf.canHandle(url))
        #expect(!elf.handleURL(url: url))
        #expect(elf.explain(url).winner == nil)
        #expect(elf.route(for: url, as: OrderRoute.self) == nil)
        #expect(throws: Never.self) { try elf.expectNoRoute(url) }
    }

    /// A rewrite rule's left side takes query constraints, as PatternSyntax says.
    @Test func aRewriteRuleMatchesOnAQueryConstraint() throws {
        let (elf, navigation) = try Self.app()
        try elf.addRewriteRule(from: "app://show?id=<int:id>", to: "app://product/<id>")
        #expect(try elf.rewrite("app://show?id=42") == "app://product/42")
        #expect(try elf.rewrite("app://show?id=abc") == "app://show?id=abc", "a constraint it does not meet")
        #expect(elf.handleURL(url: "app://show?id=42"))
        #expect(navigation.visibleIdentities == ["/product/42"])
    }

    /// URLs come in and go out as `URL` where a URL is meant.
    @Test func urlsComeInAndGoOutAsFoundationURLs() throws {
        let (elf, navigation) = try Self.app()
        #expect(elf.handleURL(try #require(URL(string: "app://product/3")), source: .customScheme))
        #expect(navigation.visibleIdentities == ["/product/3"])
        #expect(try elf.url(for: ShopProductRoute(id: 3), through: "app://") == "app://product/3")
        var missed: URL?
        elf.missHandler = { missed = $0.link }
        elf.handleURL(url: "app://nowhere")
        #expect(missed == URL(string: "app://nowhere"))
    }

    @Test func aLoginGateWrittenWithRoutesHoldsTheRouteAndContinuesItAfterLogin() throws {
        let (elf, navigation) = try Self.app()
        final class Session: @unchecked Sendable { var loggedIn = false }
        let session = Session()
        elf.addInterceptor(
            .loginGate(isLoggedIn: { session.loggedIn }, login: LoginSheetRoute(), protecting: [OrderRoute.self]))
        #expect(elf.open(OrderRoute(id: 9)))
        #expect(navigation.stack.stackDescription == "stack\n└─ (empty)\npresented\n└─ /login")
        session.loggedIn = true
        navigation.dismiss()
        #expect(elf.resumeDeferredURL())
        #expect(navigation.selectedTab == .orders)
        #expect(navigation.visibleIdentities == ["/orders/9"])
    }
}
