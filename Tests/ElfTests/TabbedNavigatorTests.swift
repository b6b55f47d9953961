// `TabbedNavigator` is the public way for a navigator with tabs of its own to
// show route values whose presentation names a tab, as a `Navigation` does:
// ElfUIKit's `UIKitNavigator` adopts it from another module (issue 39: "tabs:
// select a tab and push onto its navigation controller, typed by the app's
// enum as Navigation<Tab> is").

import Elf
import Testing

@MainActor
@Suite struct TabbedNavigatorTests {
    enum AppTab: String, CaseIterable, Sendable { case home, orders }
    enum OtherTab: Hashable, Sendable { case music }

    /// A navigator with a stack per tab that adopts only the public protocol, as `UIKitNavigator` does.
    final class PagerNavigator: TabbedNavigator {
        var selected = AppTab.home
        let stacks = [AppTab.home: StackNavigator(), .orders: StackNavigator()]
        /// The tab of each `uncoverStack(ofTab:)` call, `nil` for the selected one.
        var uncovered: [AppTab?] = []
        var refuses = false
        private var failure: String?

        var stack: StackNavigator { stacks[selected]! }

        nonisolated func hasTab(_ tab: any Hashable & Sendable) -> Bool { tab is AppTab }

        func uncoverStack(ofTab tab: (any Hashable & Sendable)?) -> Bool {
            guard !refuses else {
                failure = "an alert is up"
                return false
            }
            uncovered.append(tab as? AppTab)
            if let tab = tab as? AppTab { selected = tab }
            stack.dismissContainers(above: 0)
            return true
        }

        func takeFailure() -> String? {
            defer { failure = nil }
            return failure
        }

        var visibleStack: [any Screen] { stack.visibleStack }
        func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
            stack.push(screen, animated: animated, allowsDuplicate: allowsDuplicate)
        }
        func present(
            _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            stack.present(
                screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: animated,
                completion: completion)
        }
        func pop(animated: Bool) -> Bool { stack.pop(animated: animated) }
        func popToRoot(animated: Bool) -> Bool { stack.popToRoot(animated: animated) }
        func dismiss(animated: Bool) -> Bool { stack.dismiss(animated: animated) }
        func replaceTop(with screen: any Screen, animated: Bool) { stack.replaceTop(with: screen, animated: animated) }
        func setStack(_ screens: [any Screen], animated: Bool) { stack.setStack(screens, animated: animated) }
    }

    struct OrderRoute: Route {
        static let pattern = "app://orders/<int:id>"
        static let presentation = Presentation.push(in: AppTab.orders)
        var id: Int
    }

    struct OrdersRoute: Route {
        static let pattern = "app://orders"
        static let presentation = Presentation.tab(AppTab.orders)
    }

    struct ProductRoute: Route {
        static let pattern = "app://product/<int:id>"
        var id: Int
    }

    struct LoginRoute: Route {
        static let pattern = "app://login"
        static let presentation = Presentation.sheet
    }

    struct PlaylistRoute: Route {
        static let pattern = "app://playlist"
        static let presentation = Presentation.push(in: OtherTab.music)
    }

    static func app() throws -> (Elf, PagerNavigator) {
        let navigator = PagerNavigator()
        let elf = Elf(navigator: navigator) { elf in
            try elf.register(OrderRoute.self)
            try elf.register(OrdersRoute.self)
            try elf.register(ProductRoute.self)
            try elf.register(LoginRoute.self)
        }
        return (elf, navigator)
    }

    @Test func aRouteOnATabSelectsItAndPushesOntoItsStack() throws {
        let (elf, navigator) = try Self.app()
        #expect(elf.handleURL(url: "app://orders/7"))
        #expect(navigator.uncovered == [.orders])
        #expect(navigator.selected == .orders)
        #expect(navigator.stacks[.orders]!.visibleIdentities == ["app://orders/7"])
    }

    @Test func aTabRootSelectsTheTabAndEmptiesItsStack() throws {
        let (elf, navigator) = try Self.app()
        elf.handleURL(url: "app://orders/7")
        navigator.selected = .home
        #expect(elf.handleURL(url: "app://orders"))
        #expect(navigator.selected == .orders)
        #expect(navigator.stacks[.orders]!.visibleIdentities == [])
    }

    @Test func aRouteWithoutATabUncoversTheSelectedStack() throws {
        let (elf, navigator) = try Self.app()
        elf.handleURL(url: "app://login")
        #expect(navigator.uncovered == [])  // a sheet goes over what is there
        #expect(elf.handleURL(url: "app://product/2"))
        #expect(navigator.uncovered == [nil])
        #expect(navigator.stack.stackDescription == "stack\n└─ app://product/2")
    }

    @Test func aStackTheNavigatorDoesNotUncoverIsReportedWithItsReason() throws {
        let (elf, navigator) = try Self.app()
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        navigator.refuses = true
        #expect(!elf.handleURL(url: "app://orders/7"))
        #expect(misses.map(\.reason) == [.notShown("an alert is up")])
    }

    @Test func aRouteTypeWhoseTabTheNavigatorLacksIsARegistrationError() throws {
        let (elf, _) = try Self.app()
        #expect(throws: RouteTypeError.self) { try elf.register(PlaylistRoute.self) }
    }

    /// The doc comments of `TabbedNavigator` and of `Navigation.hasTab(_:)` and `uncoverStack(ofTab:)`.
    @Test func docNavigationAdoptsTheProtocol() {
        let navigation = Navigation(tabs: AppTab.allCases)
        let tabbed: any TabbedNavigator = navigation
        #expect(tabbed.hasTab(AppTab.orders))
        #expect(!tabbed.hasTab("orders"))  // a String is not an AppTab
        navigation.present(LoginRoute())
        #expect(navigation.uncoverStack(ofTab: AppTab.orders))
        #expect(navigation.selectedTab == .orders)
        #expect(navigation[.home].containers.count == 1)  // the sheet on the tab it left is dismissed
        navigation.push(OrderRoute(id: 7))
        #expect(navigation.visibleIdentities == ["app://orders/7"])
    }

    /// A present answers nothing, so a failure the navigator kept from before is not the sheet's.
    @Test func aSheetShownAfterARefusedPushIsShown() {
        let navigation = Navigation(tabs: AppTab.allCases)
        navigation.dismissesSheetsToPush = false
        navigation.present(LoginRoute())
        #expect(!navigation.push(OrderRoute(id: 1)))  // refused, and the reason never taken
        #expect(navigation.show(LoginRoute()))  // already up: shown
        #expect(!navigation.push(OrderRoute(id: 1)))
        #expect(navigation.show(PromoRoute()))
        #expect(navigation.visibleIdentities == ["app://promo"])
    }

    struct PromoRoute: Route {
        static let pattern = "app://promo"
        static let presentation = Presentation.fullScreenCover
    }

    @Test func aNavigationThatMayNotDismissChangesNothingAndSaysWhy() {
        let navigation = Navigation(tabs: AppTab.allCases)
        navigation.dismissesSheetsToPush = false
        navigation.present(LoginRoute())
        #expect(!navigation.uncoverStack(ofTab: AppTab.orders))
        #expect(navigation.selectedTab == .home)
        #expect(navigation[.home].containers.count == 2)
        #expect(navigation.takeFailure()?.contains("dismissesSheetsToPush is false") == true)
        #expect(navigation.uncoverStack(ofTab: nil) == false)
    }
}
