import Elf
import ElfMigration
import Observation
import Testing

/// A navigator with tabs, each with its own stack; a deep link
/// selects a tab and sets its stack; switching keeps each stack.
@MainActor
@Suite struct TabNavigatorTests {
    typealias Page = TestScreen

    @Test(arguments: [
        (names: ["shop", "orders"], tabs: ["shop", "orders"]),
        (names: ["shop", "shop", "orders"], tabs: ["shop", "orders"]),
        (names: [], tabs: ["main"]),
    ])
    func tabsAreNamedOnceAndTheFirstIsSelected(names: [String], tabs: [String]) {
        let navigator = TabNavigator(tabs: names)
        #expect(navigator.tabs.map(\.name) == tabs)
        #expect(navigator.selectedTab == tabs[0])
    }

    @Test func switchingTabsKeepsEachStack() {
        let navigator = TabNavigator(tabs: ["shop", "orders"])
        navigator.push(Page("products"))
        navigator.push(Page("product/42"))
        #expect(navigator.select("orders"))
        navigator.push(Page("order/7"))
        #expect(navigator.visibleIdentities == ["order/7"])
        navigator.select("shop")
        #expect(navigator.visibleIdentities == ["products", "product/42"])
        navigator.selectedTab = "orders"
        #expect(navigator.visibleIdentities == ["order/7"])
    }

    struct SelectCase: CustomTestStringConvertible, Sendable {
        var tab: String
        var selected: Bool
        var after: String
        var testDescription: String { "select \(tab)" }
    }

    @Test(arguments: [
        SelectCase(tab: "orders", selected: true, after: "orders"),
        SelectCase(tab: "shop", selected: true, after: "shop"),
        SelectCase(tab: "nope", selected: false, after: "shop"),
        SelectCase(tab: "", selected: false, after: "shop"),
    ])
    func selectingAnUnknownTabChangesNothing(row: SelectCase) {
        let navigator = TabNavigator(tabs: ["shop", "orders"])
        #expect(navigator.select(row.tab) == row.selected)
        #expect(navigator.selectedTab == row.after)
        navigator.selectedTab = row.tab
        #expect(navigator.selectedTab == row.after)
    }

    @Test func leavingATabDismissesWhatItPresentedButKeepsItsStack() {
        let navigator = TabNavigator(tabs: ["shop", "orders"])
        navigator.push(Page("products"))
        navigator.present(Page("login"), style: .sheet)
        navigator.select("orders")
        #expect(navigator.navigator(for: "shop")?.stackDescription == "stack\n└─ products")
    }

    @Test func navigatorCallsActOnTheSelectedTab() {
        let navigator = TabNavigator(tabs: ["shop", "orders"])
        navigator.setStack([Page("a"), Page("b")])
        navigator.replaceTop(with: Page("c"))
        navigator.present(Page("sheet"), wrappedInNavigation: true)
        navigator.push(Page("d"))
        navigator.pop()
        navigator.dismiss()
        navigator.popToRoot()  // a tab's root is its root view: every pushed page goes
        #expect(navigator.stackDescription == "tab shop *\nstack\n└─ (empty)\ntab orders\nstack\n└─ (empty)")
    }

    // MARK: - Deep links

    struct LinkCase: CustomTestStringConvertible, Sendable {
        var url: String
        var handled: Bool
        var description: String
        var testDescription: String { url }
    }

    @Test(arguments: [
        LinkCase(
            url: "app://tab/orders/item/7", handled: true,
            description: "tab shop\nstack\n└─ products\ntab orders *\nstack\n└─ app://item/7"),
        LinkCase(
            url: "app://item/9?location=orders", handled: true,
            description: "tab shop\nstack\n└─ products\ntab orders *\nstack\n└─ app://item/9"),
        LinkCase(
            url: "app://item/9", handled: true,
            description: "tab shop *\nstack\n├─ products\n└─ app://item/9\ntab orders\nstack\n└─ (empty)"),
        // A tab the app does not have: the handler declines, the stacks stay.
        LinkCase(
            url: "app://tab/nope/item/7", handled: false,
            description: "tab shop *\nstack\n└─ products\ntab orders\nstack\n└─ (empty)"),
    ])
    func aDeepLinkSelectsATabAndSetsItsStack(row: LinkCase) throws {
        let elf = Elf()
        let tabs = TabNavigator(tabs: ["shop", "orders"])
        tabs.push(Page("products"))
        elf.navigator = tabs
        try elf.register("app://tab/<tab>/item/<int:id>") { TabLinkHandler(tabs: tabs) }
        try elf.register(NavItemRoute.self) { route in TabLinkHandler(tabs: tabs, route: route) }
        #expect(elf.handleURL(url: row.url) == row.handled)
        #expect(tabs.stackDescription == row.description)
    }

    // MARK: - The Navigation underneath (TabNavigator lives in ElfMigration)

    /// A route type that names a tab reaches it when the router's navigator
    /// is the `Navigation<String>` the tabs live in; the `TabNavigator` sees
    /// the same stacks and selection.
    @Test func aRouteTypeThatNamesATabIsShownThroughTheNavigation() throws {
        let elf = Elf()
        let tabs = TabNavigator(tabs: ["shop", "orders"])
        elf.navigator = tabs.navigation
        try elf.register(StringTabOrderRoute.self)
        #expect(elf.handleURL(url: "app://order/7"))
        #expect(tabs.selectedTab == "orders")
        #expect(tabs.navigator(for: "orders")?.visibleIdentities == ["app://order/7"])
        #expect(tabs.stackDescription == tabs.navigation.stackDescription)
    }

    /// A `TabNavigator` saves what a `Navigation` of the same names saves,
    /// so a state restores into either.
    @Test func itSavesAndRestoresAsANavigationOfItsNames() async throws {
        let elf = Elf()
        try elf.register(NavItemRoute.self)
        let tabs = TabNavigator(tabs: ["shop", "orders"])
        tabs.push(NavItemRoute(id: 1))
        tabs.show(tab: "orders", stack: [NavItemRoute(id: 2)])
        tabs.present(NavItemRoute(id: 3), style: .fullScreenCover)
        #expect(tabs.savedNavigation == tabs.navigation.savedNavigation)

        let navigation = Navigation(tabs: ["shop", "orders"])
        #expect(await elf.restore(tabs.savedNavigation, into: navigation).isEmpty)
        #expect(navigation.stackDescription == tabs.stackDescription)

        let restored = TabNavigator(tabs: ["shop", "orders"])
        #expect(await elf.restore(navigation.savedNavigation, into: restored).isEmpty)
        #expect(restored.stackDescription == tabs.stackDescription)
        #expect(restored.selectedNavigator.containers.last?.style == .fullScreenCover)
    }

    @Test func selectingATabIsObserved() {
        let navigator = TabNavigator(tabs: ["shop", "orders"])
        let changed = Changed()
        withObservationTracking {
            _ = navigator.selectedTab
        } onChange: {
            changed.count += 1
        }
        navigator.select("shop")
        #expect(changed.count == 0, "selecting the selected tab changes nothing")
        navigator.select("orders")
        #expect(changed.count == 1)
    }
}

/// Handles `app://tab/<tab>/item/<id>` and `app://item/<id>?location=<tab>`:
/// selects the tab and sets its stack, or pushes onto the selected tab.
@MainActor
final class TabLinkHandler: Handler {
    let tabs: TabNavigator
    var tab: String?
    var route: NavItemRoute?
    init(tabs: TabNavigator, route: NavItemRoute? = nil) {
        self.tabs = tabs
        self.route = route
    }
    func convert(params: [String: String], queryParams: [String: String]) {
        tab = params["tab"] ?? queryParams["location"]
        if route == nil, let id = params["id"].flatMap({ Int($0) }) { route = NavItemRoute(id: id) }
    }
    func shouldHandle() -> Bool { route != nil && (tab.map { tabs.navigator(for: $0) != nil } ?? true) }
    func handle() {
        guard let route else { return }
        if let tab {
            tabs.show(tab: tab, stack: [route])
        } else {
            tabs.push(route)
        }
    }
}

/// `app://order/<int:id>`, pushed onto the tab named `"orders"`.
struct StringTabOrderRoute: Route, Screen {
    static let pattern = "app://order/<int:id>"
    static let presentation = Presentation.push(in: "orders")
    var id: Int
}
