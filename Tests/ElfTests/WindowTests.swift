import Elf
import Foundation
import Testing

/// A document: a route that asks for a window of its own.
struct DocumentRoute: Route {
    static let pattern = "/documents/<int:id>"
    static let presentation = Presentation.window
    var id: Int
}

/// A page of a document: pushed under its document, in the document's window.
struct DocumentPageRoute: Route {
    static let pattern = "/documents/<int:id>/pages/<int:page>"
    var id: Int
    var page: Int
    var parent: (any Route)? { DocumentRoute(id: id) }
}

/// One router, several windows, each with its own `Navigation` (issue 40,
/// "Windows"): links go to the window they arrive in or the active one, a
/// `.window` route opens a window through the opener or, where none opens,
/// is pushed in the active window and logged, and each window saves and
/// restores its own state.
@MainActor
@Suite struct WindowTests {
    /// A router with the shop's routes and the documents, and what it logged.
    @MainActor
    struct App {
        let elf: Elf
        let events = SharedBox<[RouteEvent]>([])

        init() throws {
            let (elf, _) = try RouteValueNavigationTests.app()
            elf.navigator = nil
            try elf.register(DocumentRoute.self)
            try elf.register(DocumentPageRoute.self)
            let events = events
            elf.logger = { event in events.withLock { $0.append(event) } }
            self.elf = elf
        }

        var windowEvents: [RouteEvent] {
            events.withLock { events in
                events.filter { if case .shownInActiveWindow = $0 { true } else { false } }
            }
        }
    }

    /// A window: its navigation, with an opener that records what it opens.
    @MainActor
    final class Window {
        let navigation = Navigation(tabs: AppTab.allCases)
        var opened: [WindowLink] = []

        init(opens: Bool = true, link: WindowLink? = nil) {
            navigation.window = link
            if opens {
                navigation.windowOpener = { [unowned self] link in
                    opened.append(link); return true
                }
            }
        }
    }

    @Test func aLinkGoesToTheWindowItArrivedInAndNoWindowMeansTheActiveOne() throws {
        let app = try App()
        let (a, b, c) = (Window(), Window(), Window())
        app.elf.navigator = a.navigation  // the first window
        app.elf.deliver("app://product/1", from: .customScheme, into: b.navigation)
        #expect(b.navigation.visibleIdentities == ["/product/1"])
        #expect(a.navigation.visibleIdentities.isEmpty, "not shown in the window it did not arrive in")
        // The window a link arrived in is the active one now.
        app.elf.deliver("app://product/2", from: .notification)
        #expect(b.navigation.visibleIdentities == ["/product/1", "/product/2"])
        // A window that becomes active takes the links without a window.
        app.elf.navigator = c.navigation
        app.elf.deliver("app://product/3", from: .notification)
        #expect(c.navigation.visibleIdentities == ["/product/3"])
        #expect(a.navigation.visibleIdentities.isEmpty)
        #expect(b.navigation.visibleIdentities == ["/product/1", "/product/2"])
    }

    @Test func aWindowRouteOpensAWindowThroughTheOpener() throws {
        let app = try App()
        let window = Window()
        app.elf.navigator = window.navigation
        let outcomes = SharedBox<[LinkOutcome.Result]>([])
        app.elf.linkOutcomeHandler = { outcome in outcomes.withLock { $0.append(outcome.result) } }
        #expect(app.elf.handleURL(url: "app://documents/7"))
        app.elf.deliver("app://documents/8", from: .universalLink)
        #expect(window.navigation.show(DocumentRoute(id: 9)))
        #expect(
            window.opened == [
                WindowLink(url: "/documents/7", source: .other),  // handleURL's default source
                WindowLink(url: "/documents/8", source: .universalLink),
                WindowLink(url: "/documents/9"),  // shown by the app: internal
            ], "each window shows its link from the door the link came through")
        #expect(outcomes.withLock { $0 } == [.shown], "opened in a window of its own: shown")
        #expect(window.navigation.visibleIdentities.isEmpty, "nothing is pushed in the window it came from")
        #expect(app.windowEvents.isEmpty)
    }

    /// Each row: a window that cannot open one, and why the log says it was pushed.
    struct NoWindowRow: Sendable, CustomTestStringConvertible {
        var kind: Kind
        var reason: String
        enum Kind: Sendable { case noOpener, openerRefuses, stackNavigator }
        var testDescription: String { "\(kind)" }
    }

    nonisolated static let noWindowRows: [NoWindowRow] = [
        NoWindowRow(kind: .noOpener, reason: "no window opener is installed (the platform opens no windows)"),
        NoWindowRow(kind: .openerRefuses, reason: "the window opener opened no window"),
        NoWindowRow(kind: .stackNavigator, reason: "a StackNavigator opens no windows"),
    ]

    @Test(arguments: noWindowRows)
    func whereNoWindowOpensAWindowRouteIsPushedInTheActiveWindowAndLogged(_ row: NoWindowRow) throws {
        let app = try App()
        let navigator: any Navigator
        switch row.kind {
        case .noOpener: navigator = Navigation(tabs: AppTab.allCases)
        case .openerRefuses:
            let navigation = Navigation(tabs: AppTab.allCases)
            navigation.windowOpener = { _ in false }
            navigator = navigation
        case .stackNavigator: navigator = StackNavigator()
        }
        app.elf.navigator = navigator
        #expect(app.elf.handleURL(url: "app://documents/7/pages/2"), "shown: pushed in the active window")
        #expect(navigator.visibleStack.map(\.identity) == ["/documents/7", "/documents/7/pages/2"])
        #expect(app.elf.handleURL(url: "app://documents/8"))
        #expect(navigator.visibleStack.map(\.identity).last == "/documents/8")
        let events = app.windowEvents
        #expect(events.count == 1, "the page is pushed as it always is; only the document asked for a window")
        guard case .shownInActiveWindow(let url, let reason)? = events.first else { return }
        #expect(url == "app://documents/8")
        #expect(reason.hasPrefix(row.reason))
    }

    @Test func theWindowOpenedForARouteShowsItFirstAndOpensNoOther() async throws {
        let app = try App()
        let main = Window()
        app.elf.navigator = main.navigation
        app.elf.deliver("app://documents/7", from: .universalLink)
        let link = try #require(main.opened.first)

        // What RouterView(…, window: link) does in the new window.
        let document = Window(link: link)
        await app.elf.restore(SavedNavigation(data: nil), into: document.navigation)
        #expect(document.navigation.visibleIdentities == ["/documents/7"])
        #expect(document.opened.isEmpty, "its own route is pushed in it, not opened again")
        #expect(document.navigation.savedNavigation.window == "/documents/7")
        #expect(app.elf.navigator === document.navigation, "the new window is the active one")
        // Another document from the document's window opens a window of its own.
        app.elf.handleURL(url: "app://documents/8", source: .internal)
        #expect(document.opened == [WindowLink(url: "/documents/8")])
        #expect(app.windowEvents.isEmpty)
    }

    @Test func twoWindowsSaveAndRestoreIndependently() async throws {
        let app = try App()
        let main = Window()
        app.elf.navigator = main.navigation
        app.elf.deliver("app://orders/3", from: .customScheme, into: main.navigation)
        app.elf.deliver("app://documents/7", from: .customScheme, into: main.navigation)
        let link = try #require(main.opened.first)
        let document = Window(link: link)
        await app.elf.restore(SavedNavigation(data: nil), into: document.navigation)
        app.elf.deliver("app://documents/7/pages/2", from: .customScheme, into: document.navigation)
        let saved = (main: main.navigation.savedNavigation.data, document: document.navigation.savedNavigation.data)

        // Relaunch: a new router; SwiftUI gives each window back its link and its scene storage.
        let relaunched = try App()
        let (main2, document2) = (Window(), Window(link: document.navigation.window))
        relaunched.elf.navigator = main2.navigation
        await relaunched.elf.restore(SavedNavigation(data: saved.document), into: document2.navigation)
        await relaunched.elf.restore(SavedNavigation(data: saved.main), into: main2.navigation)
        #expect(main2.navigation.stackDescription == main.navigation.stackDescription)
        #expect(main2.navigation.selectedTab == .orders)
        #expect(document2.navigation.stackDescription == document.navigation.stackDescription)
        #expect(
            document2.navigation.visibleIdentities == ["/documents/7", "/documents/7/pages/2"],
            "the window's own link is restored once, not shown again on top")
        #expect(main2.opened.isEmpty && document2.opened.isEmpty)
    }

    /// A slow page: its handler loads before it shows, so a restoration that routes it waits.
    struct SlowPageRoute: Route {
        static let pattern = "/slow/<int:id>"
        var id: Int
    }

    final class SlowPageHandler: AsyncHandler {
        var navigator: (any Navigator)?
        let route: SlowPageRoute
        let gate: LoadGate
        init(_ route: SlowPageRoute, _ gate: LoadGate) {
            self.route = route
            self.gate = gate
        }
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        func prepare() async { await gate.wait() }
        func handle() { navigator?.push(route) }
    }

    /// Two windows restoring at once: the one that ends first used to end
    /// restoration for both, and a link then landed under the other's restored screens.
    @Test func aLinkWaitsUntilEveryWindowHasRestored() async throws {
        let app = try App()
        let gate = LoadGate()
        try app.elf.register(SlowPageRoute.self) { route in SlowPageHandler(route, gate) }
        let (slow, quick) = (Window(), Window())
        app.elf.navigator = slow.navigation
        app.elf.holdLinksForRestoration()
        let slowState = SavedNavigation(
            selectedTab: "home",
            stacks: [
                .init(tab: "home", containers: [.init(urls: ["/slow/1"], style: nil, isNavigationContainer: true)])
            ]
        )
        let restoring = Task { await app.elf.restore(slowState, into: slow.navigation) }
        while !gate.isWaiting { await Task.yield() }
        await app.elf.restore(SavedNavigation(data: nil), into: quick.navigation)
        app.elf.deliver("app://product/9", from: .notification, into: slow.navigation)
        #expect(slow.navigation.visibleIdentities.isEmpty, "held: the slow window is still restoring")
        gate.open()
        _ = await restoring.value
        #expect(slow.navigation.visibleIdentities == ["/slow/1", "/product/9"])
        #expect(quick.navigation.visibleIdentities.isEmpty)
    }

    /// States saved before windows existed have no `window` key.
    nonisolated static let olderState = """
        {"version":1,"selectedTab":"home","stacks":[{"tab":"home","containers":[\
        {"urls":["/product/1"],"isNavigationContainer":true,"routeValues":[0]}]}]}
        """

    @Test(arguments: [nil, WindowLink(url: "/documents/7")] as [WindowLink?])
    func anOlderStateWithoutWindowDataStillRestores(_ link: WindowLink?) async throws {
        let app = try App()
        let saved = SavedNavigation(data: Data(Self.olderState.utf8))
        #expect(saved.window == nil)
        #expect(saved.stacks.count == 1)
        let window = Window(link: link)
        let dropped = await app.elf.restore(saved, into: window.navigation)
        #expect(dropped.isEmpty)
        let expected = ["/product/1"] + (link == nil ? [] : ["/documents/7"])
        #expect(window.navigation.visibleIdentities == expected, "a window's link goes on top of what is restored")
        #expect(window.opened.isEmpty)
    }

    @Test func aSavedWindowRoundTripsAndAStateWithoutOneWritesNoKey() throws {
        let navigation = Navigation(tabs: AppTab.allCases)
        let plain = String(decoding: navigation.savedNavigation.data, as: UTF8.self)
        #expect(!plain.contains("window"))
        navigation.window = WindowLink(url: "/documents/7")
        let saved = SavedNavigation(data: navigation.savedNavigation.data)
        #expect(saved.window == "/documents/7")
        #expect(saved == navigation.savedNavigation)
        #expect(saved != SavedNavigation(data: Data(plain.utf8)), "the window is part of the state")
    }

    @Test func aWindowLinkIsCodableAndAnUnknownSourceReadsAsOther() throws {
        let link = WindowLink(url: "app://documents/7", source: .universalLink)
        let data = try JSONEncoder().encode(link)
        #expect(try JSONDecoder().decode(WindowLink.self, from: data) == link)
        let unknown = Data(#"{"url":"app://documents/7","source":"hologram"}"#.utf8)
        #expect(try JSONDecoder().decode(WindowLink.self, from: unknown).source == .other)
        let bare = Data(#"{"url":"app://documents/7"}"#.utf8)
        #expect(try JSONDecoder().decode(WindowLink.self, from: bare) == WindowLink(url: "app://documents/7"))
        #expect(Presentation.window.description == "window")
    }
}
