import Elf
import ElfMigration
import ElfTesting
import Foundation
import Testing

/// The whole navigation state saved as URLs (`Codable`,
/// versioned) and restored by routing them again; what no longer routes is
/// dropped with a logged reason, and bad data never crashes.
@MainActor
@Suite struct RestorationTests {
    typealias Page = TestScreen

    /// A router for the three route values, each shown by pushing it onto
    /// the navigator the router hands its handler.
    static func router(log: EventLog? = nil) throws -> Elf {
        let elf = Elf()
        try elf.register(NavItemRoute.self) { route in ShowRouteHandler(route) }
        try elf.register(NavHelpRoute.self) { route in ShowRouteHandler(route) }
        try elf.register(NavSearchRoute.self) { route in ShowRouteHandler(route) }
        if let log { elf.logger = { event in log.append(event) } }
        return elf
    }

    // MARK: - Round trips

    @Test(arguments: [
        "stack\n└─ (empty)",
        "stack\n├─ app://item/1\n└─ app://help",
        "stack\n└─ app://item/1\npresented in navigation\n├─ app://search?query=hat\n└─ app://item/2",
        "stack\n└─ (empty)\npresented\n└─ app://help\npresented in navigation\n└─ app://item/3",
    ])
    func aSavedStateRestoresTheSameContainers(description: String) async throws {
        let elf = try Self.router()
        let original = StackNavigator()
        Self.build(description, in: original)
        #expect(original.stackDescription == description)

        let data = original.savedNavigation.data
        let restored = StackNavigator()
        let dropped = await elf.restore(SavedNavigation(data: data), into: restored)
        #expect(dropped.isEmpty)
        #expect(restored.stackDescription == description)
        #expect(restored.path == original.path)
        #expect(restored.containers.map(\.style) == original.containers.map(\.style))
        #expect(restored.savedNavigation == original.savedNavigation)
    }

    @Test func screensWithoutAURLAreNotSaved() {
        let navigator = StackNavigator(root: [Page("products"), NavItemRoute(id: 1), Page("settings")])
        #expect(navigator.savedNavigation.stacks.map(\.containers).first?.first?.urls == ["app://item/1"])
    }

    @Test func theSavedFormIsVersionedJSON() throws {
        let navigator = StackNavigator(root: [NavItemRoute(id: 7)])
        navigator.present(NavHelpRoute(), style: .fullScreenCover)
        let json = try #require(String(data: navigator.savedNavigation.data, encoding: .utf8))
        #expect(json.contains("\"version\":1"))
        #expect(SavedNavigation.currentVersion == 1)
        let decoded = try JSONDecoder().decode(SavedNavigation.self, from: Data(json.utf8))
        #expect(decoded == navigator.savedNavigation)
        #expect(decoded.stacks[0].containers[1].style == .fullScreenCover)
    }

    @Test func tabsRestoreTheirStacksAndTheSelection() async throws {
        let elf = try Self.router()
        let tabs = TabNavigator(tabs: ["shop", "orders"])
        tabs.push(NavItemRoute(id: 1))
        tabs.push(NavItemRoute(id: 2))
        tabs.show(tab: "orders", stack: [NavHelpRoute()])

        let restored = TabNavigator(tabs: ["shop", "orders"])
        let dropped = await elf.restore(SavedNavigation(data: tabs.savedNavigation.data), into: restored)
        #expect(dropped.isEmpty)
        #expect(restored.stackDescription == tabs.stackDescription)
        #expect(restored.selectedTab == "orders")
    }

    @Test func aTabTheAppNoLongerHasIsDropped() async throws {
        let elf = try Self.router()
        let tabs = TabNavigator(tabs: ["shop", "old"])
        tabs.show(tab: "old", stack: [NavHelpRoute()])
        let restored = TabNavigator(tabs: ["shop", "orders"])
        let dropped = await elf.restore(tabs.savedNavigation, into: restored)
        #expect(
            dropped.map(\.description) == [
                #"the navigator has no tab "old""#, #"the navigator has no tab "old" to select"#,
            ])
        #expect(restored.selectedTab == "shop")
    }

    // MARK: - URLs that no longer route

    struct DropCase: CustomTestStringConvertible, Sendable {
        var name: String
        var urls: [String]
        var kept: [String]
        var dropped: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        DropCase(
            name: "a route that was removed", urls: ["app://item/1", "app://gone/2", "app://help"],
            kept: ["app://item/1", "app://help"],
            dropped: [#"app://gone/2: it no longer routes: no route for "app://gone/2""#]),
        DropCase(
            name: "a value that no longer decodes", urls: ["app://item/hat"], kept: [],
            dropped: [#"app://item/hat: it no longer routes: no route for "app://item/hat""#]),
        DropCase(
            name: "not a URL", urls: ["", "%zz", "app://help"], kept: ["app://help"],
            dropped: [
                #": it no longer routes: malformed URL "" at column 1: not a URL (expected scheme:... or /path)"#,
                #"%zz: it no longer routes: malformed URL "%zz" at column 1: not a URL (expected scheme:... or /path)"#,
            ]),
        DropCase(
            name: "a handler that shows nothing", urls: ["app://silent"], kept: [],
            dropped: ["app://silent: its handler showed no screen"]),
    ])
    func urlsThatNoLongerRouteAreDroppedWithALoggedReason(row: DropCase) async throws {
        let log = EventLog()
        let elf = try Self.router(log: log)
        try elf.register("app://silent") { SilentHandler() }
        let saved = SavedNavigation(stacks: [
            .init(tab: nil, containers: [.init(urls: row.urls, style: nil, isNavigationContainer: true)])
        ])
        let navigator = StackNavigator()
        let dropped = await elf.restore(saved, into: navigator)
        #expect(navigator.visibleIdentities == row.kept)
        #expect(dropped.map(\.description) == row.dropped)
        let logged = log.events.compactMap { event -> String? in
            guard case .restorationDropped(let url, let reason) = event else { return nil }
            return SavedNavigation.Dropped(url: url, reason: reason).description
        }
        #expect(logged == row.dropped)
    }

    @Test func aPresentedContainerWithNoScreenLeftIsDropped() async throws {
        let elf = try Self.router()
        let saved = SavedNavigation(stacks: [
            .init(
                tab: nil,
                containers: [
                    .init(urls: ["app://help"], style: nil, isNavigationContainer: true),
                    .init(urls: ["app://gone"], style: .sheet, isNavigationContainer: true),
                    .init(urls: ["app://item/4"], style: .fullScreenCover, isNavigationContainer: false),
                ])
        ])
        let navigator = StackNavigator()
        let dropped = await elf.restore(saved, into: navigator)
        #expect(navigator.stackDescription == "stack\n└─ app://help\npresented\n└─ app://item/4")
        #expect(navigator.presentedContainer(over: 0, style: .fullScreenCover) != nil)
        #expect(dropped.count == 2)
    }

    /// `restore(_:into:source:)` takes its navigator as a generic parameter
    /// (Platforms.md, "Known compiler problems"); a navigator held as
    /// `any Navigator`, or as `Navigation`, still restores, each the way its
    /// dynamic type restores.
    @Test func aNavigatorHeldAsAnExistentialRestoresAsItsDynamicType() async throws {
        let elf = try Self.router()
        let saved = StackNavigator(root: [NavItemRoute(id: 4), NavHelpRoute()]).savedNavigation
        let stack = StackNavigator()
        let heldStack: any Navigator = stack
        #expect(await elf.restore(saved, into: heldStack).isEmpty)
        #expect(stack.visibleIdentities == ["app://item/4", "app://help"])

        let tabbed = Navigation(tabs: ["home"])
        let held: any Navigator = tabbed
        #expect(await elf.restore(tabbed.savedNavigation, into: held).isEmpty)
        let recording: any Navigator = RecordingNavigator()
        let dropped = await elf.restore(saved, into: recording)
        #expect(dropped.map(\.reason).contains { $0.contains("cannot be restored into") })
    }

    /// A route value pushed by a handler of the app's own comes back as
    /// itself: the handler does not run again (issue 36, 8).
    @Test func aRouteValuePushedByAHandlerRestoresAsItselfWithoutTheHandler() async throws {
        final class PushingHandler: Handler {
            nonisolated(unsafe) static var made = 0
            let route: NavItemRoute
            var navigator: (any Navigator)?
            init(_ route: NavItemRoute) {
                self.route = route
                Self.made += 1
            }
            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) { self.navigator = navigator }
            func handle() { navigator?.push(route, animated: true, allowsDuplicate: false) }
        }
        let elf = Elf()
        try elf.register(NavItemRoute.self) { route in PushingHandler(route) }
        let live = StackNavigator()
        elf.navigator = live
        #expect(elf.handleURL(url: "app://item/6"))
        #expect(PushingHandler.made == 1)
        let saved = live.savedNavigation
        #expect(saved.stacks[0].containers[0].routeValueIndices == [0])

        let restored = StackNavigator()
        #expect(await elf.restore(saved, into: restored).isEmpty)
        #expect(PushingHandler.made == 1, "the handler did not run again")
        #expect(restored.visibleStack.first as? NavItemRoute == NavItemRoute(id: 6))

        // Without the positions (a file from before them), the URL is routed again, as it was.
        var old = saved
        old.stacks[0].containers[0].routeValueIndices = []
        #expect(await elf.restore(old, into: StackNavigator()).isEmpty)
        #expect(PushingHandler.made == 2)
    }

    @Test func theRouteValuePositionsAreSavedOnlyWhenThereAreSome() throws {
        let saved = StackNavigator(root: [NavHelpRoute()]).savedNavigation
        let json = try #require(String(data: saved.data, encoding: .utf8))
        #expect(json.contains("\"routeValues\":[0]"))
        let empty = try #require(String(data: StackNavigator().savedNavigation.data, encoding: .utf8))
        #expect(!empty.contains("routeValues"))
        let decoded = try JSONDecoder().decode(
            SavedNavigation.self, from: Data(json.replacingOccurrences(of: "[0]", with: "[0,\"x\",7]").utf8))
        #expect(decoded.stacks[0].containers[0].routeValueIndices == [0, 7])
    }

    @Test func restoringDoesNotLeaveTheScratchNavigatorBehind() async throws {
        let elf = try Self.router()
        let navigator = StackNavigator()
        elf.navigator = navigator
        await elf.restore(StackNavigator(root: [NavHelpRoute()]).savedNavigation, into: navigator)
        #expect(elf.navigator === navigator)
        #expect(elf.handleURL(url: "app://item/5", source: .internal))
        #expect(navigator.visibleIdentities == ["app://help", "app://item/5"])
    }

    @Test func aLinkHandledWhileRestoringIsNotCancelled() async throws {
        let elf = try Self.router()
        try elf.register("app://slow/<int:id>") { SlowHandler() }
        let navigator = StackNavigator()
        elf.navigator = navigator
        elf.handleURL(url: "app://slow/1", source: .customScheme)  // preparing: the link that opened the app
        let saved = StackNavigator(root: [NavHelpRoute(), SlowScreen(identity: "slow/2")]).savedNavigation
        let dropped = await elf.restore(saved, into: navigator)
        #expect(dropped.isEmpty)
        #expect(elf.navigator === navigator)
        await elf.pendingNavigation?.value
        #expect(navigator.visibleIdentities == ["app://help", "slow/2", "slow/1"])
    }

    // MARK: - Bad data

    struct DataCase: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String?
        var kept: [String]
        var problems: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        DataCase(name: "no data", json: nil, kept: [], problems: 0),
        // Empty data is what `@SceneStorage` holds before anything was saved: nothing to report.
        DataCase(name: "empty data", json: "", kept: [], problems: 0),
        DataCase(name: "not JSON", json: "junk", kept: [], problems: 1),
        DataCase(name: "not an object", json: "[1, 2]", kept: [], problems: 1),
        DataCase(name: "no version", json: #"{"stacks": []}"#, kept: [], problems: 1),
        DataCase(
            name: "a newer version",
            json: #"{"version": 2, "stacks": [{"containers": [{"urls": ["app://help"]}]}]}"#, kept: [], problems: 1),
        DataCase(name: "an old version 0", json: #"{"version": 0, "stacks": []}"#, kept: [], problems: 1),
        DataCase(name: "stacks not a list", json: #"{"version": 1, "stacks": "x"}"#, kept: [], problems: 1),
        DataCase(
            name: "a URL that is not a string",
            json: #"{"version": 1, "stacks": [{"containers": [{"urls": [1, "app://help", null]}]}]}"#,
            kept: ["app://help"], problems: 0),
        DataCase(
            name: "an unreadable stack is skipped",
            json: #"{"version": 1, "stacks": [7, {"containers": [{"urls": ["app://item/3"]}]}]}"#,
            kept: ["app://item/3"], problems: 1),
        DataCase(
            name: "an unknown style reads as a sheet",
            json:
                #"{"version": 1, "stacks": [{"containers": [{"urls": []}, {"urls": ["app://help"], "style": "popover"}]}]}"#,
            kept: ["app://help"], problems: 0),
        DataCase(
            name: "a huge version", json: #"{"version": 99999999999999999999, "stacks": []}"#, kept: [], problems: 1),
    ])
    func corruptedOrOldDataRestoresAnEmptyOrPartialState(row: DataCase) async throws {
        let log = EventLog()
        let elf = try Self.router(log: log)
        let navigator = StackNavigator()
        let dropped = await elf.restore(SavedNavigation(data: row.json.map { Data($0.utf8) }), into: navigator)
        #expect(navigator.visibleIdentities == row.kept)
        #expect(dropped.filter { $0.url == nil }.count == row.problems)
        #expect(log.events.count { if case .restorationDropped = $0 { true } else { false } } == dropped.count)
    }

    // MARK: - Fixtures

    /// Builds containers from a description as `stackDescription` draws it.
    static func build(_ description: String, in navigator: StackNavigator) {
        var presenting: (wrapped: Bool, first: Bool)?
        for line in description.split(separator: "\n") {
            switch line {
            case "stack": presenting = nil
            case "presented": presenting = (false, true)
            case "presented in navigation": presenting = (true, true)
            default:
                let url = String(line.dropFirst(3))
                guard url != "(empty)" else { continue }
                let screen = Self.screen(url)
                if let current = presenting, current.first {
                    navigator.present(screen, style: .sheet, wrappedInNavigation: current.wrapped)
                    presenting = (current.wrapped, false)
                } else {
                    navigator.push(screen, allowsDuplicate: true)
                }
            }
        }
    }

    static func screen(_ url: String) -> any Screen {
        if url == "app://help" { return NavHelpRoute() }
        if url.hasPrefix("app://search?query=") { return NavSearchRoute(query: String(url.dropFirst(19))) }
        return NavItemRoute(id: Int(url.dropFirst(11)) ?? 0)
    }
}

/// Shows a route value on the navigator the router hands it.
@MainActor
final class ShowRouteHandler: Handler {
    var navigator: (any Navigator)?

    func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        if let navigator { self.navigator = navigator }
    }
    let route: any Screen
    init(_ route: any Screen) { self.route = route }
    func handle() { navigator?.push(route) }
}

/// A screen of `app://slow/<id>`.
struct SlowScreen: Screen {
    var identity: String
    var restorationURL: String? { "app://\(identity)" }
}

/// Loads before it shows its screen.
@MainActor
final class SlowHandler: AsyncHandler {
    var navigator: (any Navigator)?

    func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        if let navigator { self.navigator = navigator }
    }
    var id = 0
    func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") ?? 0 }
    func prepare() async { await Task.yield() }
    func handle() { navigator?.push(SlowScreen(identity: "slow/\(id)")) }
}

/// Handles its URL and shows nothing.
@MainActor
final class SilentHandler: Handler {
    func handle() {}
}

/// Collects logged events (the logger may be called on any thread).
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [RouteEvent] = []
    var events: [RouteEvent] { lock.withLock { stored } }
    func append(_ event: RouteEvent) { lock.withLock { stored.append(event) } }
}
