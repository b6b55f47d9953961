import Elf
import ElfTesting
import Testing

/// UIKit.md and the README's UIKit section.
///
/// The routing of the article's app, run on Linux: its handlers, routes, sources and miss handler, with a
/// `Navigation` of the same tabs standing in for `UIKitNavigator` (both are `TabbedNavigator`s, and a tab's root is
/// its root view in both). Where the article's handlers push a view controller they build
/// (`navigator?.push("pin/\(id)") { … }`, a `ViewControllerScreen`), these push a screen of the same identity that
/// carries the title. The UIKit code itself is type-checked against the stub UIKit by scripts/typecheck-apple.sh.
/// Each test is one bullet of the article's "What it does".
@MainActor
@Suite struct UIKitDocTests {
    enum AppTab: String, CaseIterable, Sendable { case home, search, account }

    struct Pin: Sendable, Equatable { var id: Int; var title: String }

    enum PinStore {
        static let pins = [Pin(id: 1, title: "Lamp"), Pin(id: 2, title: "Chair")]
        static func pin(id: Int) async -> Pin? { pins.first { $0.id == id } }
    }

    final class PinHandler: NavigatingHandler, AsyncHandler {
        var navigator: (any Navigator)?
        var pin: Pin?
        var id = 0

        init(pin: Pin? = nil, navigator: (any Navigator)? = nil) {
            self.pin = pin
            self.id = pin?.id ?? 0
            self.navigator = navigator
        }

        func convert(params: [String: String], queryParams: [String: String]) {
            id = Int(params["id"] ?? "") ?? 0
        }

        func prepare() async {
            if pin == nil { pin = await PinStore.pin(id: id) }
        }

        func handle() {
            let title = pin?.title ?? "Pin \(id) not found"
            navigator?.push(TestScreen("pin/\(id)", model: title))
        }
    }

    final class DeleteAccountHandler: NavigatingHandler {
        var navigator: (any Navigator)?
        func handle() { navigator?.present(TestScreen("delete-account")) }
    }

    struct SearchRoute: Route {
        static let pattern = "/search"
        static let presentation = Presentation.push(in: AppTab.search)
        var q: String
    }

    struct AccountRoute: Route {
        static let pattern = "/account"
        static let presentation = Presentation.tab(AppTab.account)
    }

    /// The article's router, its navigator and what its unopened-link alert said.
    static func app() -> (Elf, Navigation<AppTab>, () -> [String]) {
        let navigation = Navigation(tabs: AppTab.allCases)
        var alerts: [String] = []
        let router = Elf(navigator: navigation) { elf in
            try elf.addEntryPoint("pins://")
            try elf.addEntryPoint("https://pins.example.com")
            try elf.register("/pin/<int:id>") { PinHandler() }
            try elf.register("/account/delete", allowedSources: [.internal]) { DeleteAccountHandler() }
            try elf.register(SearchRoute.self)
            try elf.register(AccountRoute.self)
        }
        // showUnopenedLink(_:)
        router.missHandler = { [weak navigation] miss in
            let message =
                switch miss.reason {
                case .sourceNotAllowed: "This link works only inside the app."
                default: "The app cannot show this link."
                }
            alerts.append(message)
            navigation?.present(TestScreen("unopened-link"))
        }
        return (router, navigation, { alerts })
    }

    @Test func aTapOpensThePinWithThePinTheRowHad() {
        let (_, navigation, _) = Self.app()
        PinHandler(pin: PinStore.pins[0], navigator: navigation).handle()
        #expect(navigation.visibleIdentities == ["pin/1"])
        #expect((navigation.topScreen as? TestScreen)?.model == "Lamp")
    }

    @Test(arguments: [("pins://pin/2", LinkSource.customScheme), ("https://pins.example.com/pin/2", .universalLink)])
    func aLinkLoadsThePinThenShowsIt(url: String, source: LinkSource) async {
        let (router, navigation, alerts) = Self.app()
        #expect(router.handleURL(url: url, source: source))
        await router.pendingNavigation?.value
        #expect(navigation.visibleIdentities == ["pin/2"])
        #expect((navigation.topScreen as? TestScreen)?.model == "Chair")
        #expect(alerts().isEmpty)
    }

    @Test func aSearchLandsOnItsTabAndTheAccountLinkPopsItsTab() async {
        let (router, navigation, _) = Self.app()
        #expect(router.handleURL(url: "pins://search?q=chairs"))
        #expect(navigation.selectedTab == .search)
        #expect(navigation.visibleIdentities == ["/search?q=chairs"])
        #expect(router.open(SearchRoute(q: "lamp")))  // the search tab's row
        #expect(navigation.visibleIdentities == ["/search?q=chairs", "/search?q=lamp"])
        navigation[.account].push(TestScreen("settings"))
        #expect(router.handleURL(url: "pins://account"))
        #expect(navigation.selectedTab == .account)
        #expect(navigation.visibleIdentities == [])
    }

    @Test func theDeleteLinkOpensOnlyFromInsideTheApp() {
        let (router, navigation, alerts) = Self.app()
        #expect(router.handleURL(url: "pins://account/delete", source: .internal))  // the account tab's row
        #expect(navigation.visibleIdentities == ["delete-account"])
        navigation.dismiss()
        #expect(!router.handleURL(url: "pins://account/delete", source: .customScheme))
        #expect(alerts() == ["This link works only inside the app."])
        #expect(navigation.visibleIdentities == ["unopened-link"])
    }

    @Test(arguments: ["pins://pin/lamp", "pins://nowhere"])
    func aLinkTheAppDoesNotOpenShowsTheAlert(url: String) {
        let (router, navigation, alerts) = Self.app()
        #expect(!router.handleURL(url: url, source: .customScheme))
        #expect(alerts() == ["The app cannot show this link."])
        #expect(navigation.visibleIdentities == ["unopened-link"])
    }

    @Test func aLinkWhileTheAlertIsUpDismissesItThenShowsItsScreen() async {
        let (router, navigation, _) = Self.app()
        router.handleURL(url: "pins://nowhere")
        #expect(navigation.stack.containers.count == 2)
        #expect(router.handleURL(url: "pins://pin/1"))
        await router.pendingNavigation?.value
        #expect(navigation.stack.containers.count == 1)
        #expect(navigation.visibleIdentities == ["pin/1"])
    }

    // MARK: - README, "UIKit"

    enum ReadmeTab: CaseIterable, Sendable { case home, orders }

    struct OrderRoute: Route {
        static let pattern = "/orders/<int:id>"
        static let presentation = Presentation.push(in: ReadmeTab.orders)
        var id: Int
    }

    final class ReadmePinHandler: NavigatingHandler {
        var navigator: (any Navigator)?
        var id = 0
        func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") ?? 0 }
        func handle() { navigator?.push(TestScreen("pin/\(id)", model: "Pin \(id)")) }
    }

    @Test func readmeUIKit() throws {
        let navigation = Navigation(tabs: ReadmeTab.allCases)
        var misses: [RouteMiss] = []
        let router = Elf(navigator: navigation) { elf in
            try elf.addEntryPoint("app://")
            try elf.register("/pin/<int:id>") { ReadmePinHandler() }
            try elf.register(OrderRoute.self)
        }
        router.missHandler = { misses.append($0) }
        #expect(router.handleURL(url: "app://pin/3"))
        #expect(navigation[.home].visibleIdentities == ["pin/3"])
        #expect(router.handleURL(url: "app://orders/7"))
        #expect(navigation.selectedTab == .orders)
        #expect(navigation[.orders].visibleIdentities == ["/orders/7"])
        navigation.present(TestScreen("alert"))
        #expect(router.handleURL(url: "app://pin/4"))  // the alert is dismissed first
        #expect(navigation.visibleIdentities == ["/orders/7", "pin/4"])
        navigation.dismissesSheetsToPush = false
        navigation.present(TestScreen("alert"))
        #expect(!router.handleURL(url: "app://pin/5"))
        #expect(misses.count == 1)
    }
}
