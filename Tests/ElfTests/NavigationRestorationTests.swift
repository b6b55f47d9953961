import Elf
import Foundation
import Testing

/// Restoring the app's `Navigation`: route values come back as themselves,
/// other screens by routing their URLs again from `.restoration`, through
/// the same gates as links; links that arrive meanwhile wait and stay.
@MainActor
@Suite struct NavigationRestorationTests {
    /// Counts what handlers did, and from which source.
    final class Effects {
        var played: [Int] = []
        var sources: [LinkSource] = []
    }

    /// A handler that shows its track and starts playback, unless restoring.
    final class PlayHandler: Handler {
        var navigator: (any Navigator)?
        var match: RouteMatch?
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }; self.match = match
        }
        let route: PlayerRoute
        let effects: Effects
        init(_ route: PlayerRoute, _ effects: Effects) {
            self.route = route
            self.effects = effects
        }
        func handle() {
            navigator?.push(route)
            effects.sources.append(match?.source ?? .other)
            if match?.source != .restoration { effects.played.append(route.id) }
        }
    }

    static func app(effects: Effects = Effects()) throws -> (Elf, Navigation<AppTab>) {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        elf.unregister(PlayerRoute.pattern)
        try elf.register(PlayerRoute.self) { route in PlayHandler(route, effects) }
        return (elf, navigation)
    }

    @Test func aRestoredAppShowsTheSameTabsStacksAndSheets() async throws {
        let (elf, navigation) = try Self.app()
        elf.handleURL(url: "app://product/1/reviews")
        elf.handleURL(url: "app://orders/7")
        elf.handleURL(url: "app://login")
        let saved = navigation.savedNavigation.data

        let (relaunched, restored) = try Self.app()
        let dropped = await relaunched.restore(SavedNavigation(data: saved), into: restored)
        #expect(dropped.isEmpty)
        #expect(restored.stackDescription == navigation.stackDescription)
        #expect(restored.selectedTab == .orders)
        #expect(restored.savedNavigation == navigation.savedNavigation)
    }

    /// A route value its handler showed restores as itself, so the handler's
    /// side effects do not run again: restore used to run every handler
    /// again, side effects included, and then ran it from `.restoration`
    /// (issue 36, 8: now it does not run at all).
    @Test func aRouteValueItsHandlerShowedRestoresWithoutRunningTheHandlerAgain() async throws {
        let effects = Effects()
        let (elf, navigation) = try Self.app(effects: effects)
        elf.handleURL(url: "app://play/3", source: .customScheme)
        #expect(effects.played == [3])

        let (relaunched, restored) = try Self.app(effects: effects)
        await relaunched.restore(SavedNavigation(data: navigation.savedNavigation.data), into: restored)
        #expect(effects.sources == [.customScheme], "the handler did not run again")
        #expect(effects.played == [3], "playback did not start again")
        #expect(restored.visibleIdentities == ["/play/3"])
    }

    /// Restoring without a source never opens a route restricted to other
    /// sources: it used to trust the saved file and run an `.internal`-only
    /// handler from it.
    @Test func restoringWithoutASourceNeverOpensARestrictedRoute() async throws {
        let (elf, restored) = try Self.app()
        var deleted = 0
        struct DeleteRoute: Route {
            static let pattern = "/account/delete"
        }
        try elf.register(DeleteRoute.self, allowedSources: [.internal]) { _ in
            deleted += 1
            return true
        }
        let tampered = SavedNavigation(
            selectedTab: "home",
            stacks: [
                .init(
                    tab: "home", containers: [.init(urls: ["/account/delete"], style: nil, isNavigationContainer: true)]
                )
            ])
        let dropped = await elf.restore(tampered, into: restored)
        #expect(deleted == 0)
        #expect(dropped.map(\.url) == ["/account/delete"])
        #expect(restored.visibleIdentities.isEmpty)
    }

    /// A gated page restored while logged out is held behind the gate and
    /// shown after login: it used to come back with the login screen pushed
    /// as a page, and nothing continued after login.
    @Test func aGatedPageIsHeldBehindTheGateAndContinuedAfterLogin() async throws {
        let (elf, navigation) = try Self.app()
        elf.handleURL(url: "app://orders/7")
        let saved = navigation.savedNavigation

        let (relaunched, restored) = try Self.app()
        final class Session: @unchecked Sendable { var loggedIn = false }
        let session = Session()
        relaunched.addInterceptor(
            .loginGate(isLoggedIn: { session.loggedIn }, login: LoginSheetRoute(), protecting: [OrderRoute.self]))
        await relaunched.restore(saved, into: restored)
        #expect(restored[.orders].stackDescription == "stack\n└─ (empty)\npresented\n└─ /login")
        #expect(relaunched.deferredURL == "/orders/7")

        session.loggedIn = true
        restored.dismiss()
        #expect(relaunched.resumeDeferredURL())
        #expect(restored[.orders].visibleIdentities == ["/orders/7"])
    }

    /// A link that arrives while restoring is shown after the restored
    /// screens: it used to be overwritten when the restored stacks replaced
    /// the live ones.
    @Test func aLinkThatArrivesWhileRestoringIsShownAfterIt() async throws {
        let (elf, navigation) = try Self.app()
        let gate = LoadGate()
        struct SlowRoute: Route {
            static let pattern = "/slow/<int:id>"
            var id: Int
        }
        final class SlowHandler: AsyncHandler {
            var navigator: (any Navigator)?

            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                if let navigator { self.navigator = navigator }
            }
            let route: SlowRoute
            let gate: LoadGate
            init(_ route: SlowRoute, _ gate: LoadGate) {
                self.route = route
                self.gate = gate
            }
            func prepare() async { await gate.wait() }
            func handle() { navigator?.push(route) }
        }
        try elf.register(SlowRoute.self) { route in SlowHandler(route, gate) }
        let saved = SavedNavigation(
            selectedTab: "home",
            stacks: [
                .init(tab: "home", containers: [.init(urls: ["/slow/1"], style: nil, isNavigationContainer: true)])
            ])
        let restoring = Task { await elf.restore(saved, into: navigation) }
        while !gate.isWaiting { await Task.yield() }
        #expect(elf.handleURL(url: "app://product/9", source: .customScheme), "it routes: answered now, shown after")
        gate.open()
        _ = await restoring.value
        #expect(navigation.visibleIdentities == ["/slow/1", "/product/9"])
    }

    /// A closure that captured the navigation restores into its own tab: it
    /// used to push into the live tab during restore, and its screen was
    /// dropped.
    @Test func aClosureThatCapturedTheNavigationRestoresIntoItsOwnTab() async throws {
        let (elf, navigation) = try Self.app()
        struct NoteRoute: Route {
            static let pattern = "/note/<int:id>"
            var id: Int
        }
        try elf.register(NoteRoute.self) { (route: NoteRoute) -> Bool in
            navigation.push(route)
            return true
        }
        navigation.selectedTab = .account
        elf.handleURL(url: "app://note/4")
        let saved = navigation.savedNavigation
        navigation[.account].popToRoot()
        navigation.selectedTab = .home

        let dropped = await elf.restore(saved, into: navigation)
        #expect(dropped.isEmpty)
        #expect(navigation[.account].visibleIdentities == ["/note/4"])
        #expect(navigation[.home].visibleIdentities.isEmpty)
        #expect(navigation.selectedTab == .account)
    }

    @Test func aCorruptedOrForeignStateRestoresWhatItCanAndLogsTheRest() async throws {
        let (elf, navigation) = try Self.app()
        let log = EventLog()
        elf.logger = { event in log.append(event) }
        let saved = SavedNavigation(
            selectedTab: "gone\u{202E}tab",
            stacks: [
                .init(
                    tab: "home",
                    containers: [.init(urls: ["/product/1", "/removed/2"], style: nil, isNavigationContainer: true)]),
                .init(
                    tab: "old\ntab", containers: [.init(urls: ["/product/3"], style: nil, isNavigationContainer: true)]),
            ])
        let dropped = await elf.restore(saved, into: navigation)
        #expect(navigation[.home].visibleIdentities == ["/product/1"])
        #expect(dropped.count == 3)
        let logged = log.events.filter {
            if case .restorationDropped = $0 { true } else { false }
        }.map(\.description)
        #expect(logged.count == 3)
        #expect(logged.allSatisfy { !$0.contains("\n") && !$0.contains("\u{202E}") }, "\(logged)")
        #expect(await elf.restore(SavedNavigation(data: Data("{\"junk\"".utf8)), into: navigation).count == 1)
    }

    @Test func aModelThatCannotCrossARelaunchIsAbsentAfterRestore() async throws {
        let (elf, navigation) = try Self.app()
        elf.open(ShopProductRoute(id: 42, product: Product(id: 42, name: "Hat")))
        let (relaunched, restored) = try Self.app()
        await relaunched.restore(navigation.savedNavigation, into: restored)
        let top = try #require(restored.topScreen as? ShopProductRoute)
        #expect(top == ShopProductRoute(id: 42))
        #expect(top.product == nil)
    }
}

/// A gate an async handler waits at until the test opens it.
@MainActor
final class LoadGate {
    private var continuation: CheckedContinuation<Void, Never>?
    private(set) var isWaiting = false
    private var isOpen = false

    func wait() async {
        guard !isOpen else { return }
        isWaiting = true
        await withCheckedContinuation { continuation = $0 }
    }

    func open() {
        isOpen = true
        continuation?.resume()
        continuation = nil
    }
}
