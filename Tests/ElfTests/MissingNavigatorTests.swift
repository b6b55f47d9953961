// A handler that shows a screen while the router has no navigator is a miss
// that says how to fix it, never `true` with nothing shown (issue: the UIKit
// app, silent failure 6); and `NavigatingHandler` is the one-line idiom that
// keeps the navigator.

import Elf
import ElfTesting
import Testing

@MainActor
@Suite struct MissingNavigatorTests {
    final class PushingHandler: NavigatingHandler {
        var navigator: (any Navigator)?
        var id = ""
        init(navigator: (any Navigator)? = nil) { self.navigator = navigator }
        func convert(params: [String: String], queryParams: [String: String]) { id = params["id"] ?? "" }
        func handle() { navigator?.push(TestScreen("pin/\(id)")) }
    }

    final class PresentingHandler: NavigatingHandler {
        var navigator: (any Navigator)?
        func handle() { navigator?.present(TestScreen("alert")) }
    }

    final class LoadingHandler: NavigatingHandler, AsyncHandler {
        var navigator: (any Navigator)?
        func prepare() async {}
        func handle() { navigator?.push(TestScreen("loaded")) }
    }

    /// Every way a handler shows a screen, with the word the miss uses for it.
    nonisolated static let showings: [(pattern: String, url: String, factory: HandlerFactory, says: String)] = [
        ("app://pin/<id>", "app://pin/3", { PushingHandler() }, "the handler pushed \"TestScreen\""),
        ("app://alert", "app://alert", { PresentingHandler() }, "the handler presented \"TestScreen\""),
    ]

    @Test(arguments: showings.indices)
    func aScreenShownWithoutANavigatorIsAMissThatSaysHowToFixIt(_ index: Int) throws {
        let showing = Self.showings[index]
        let elf = Elf()
        try elf.register(showing.pattern, showing.factory)
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        #expect(!elf.handleURL(url: showing.url))
        guard case .notShown(let reason) = misses.first?.reason else {
            Issue.record("expected a notShown miss, got \(misses)")
            return
        }
        #expect(reason.contains(showing.says))
        #expect(reason.contains("elf.navigator"))
    }

    @Test func theSameHandlerShowsItsScreenOnceTheRouterHasANavigator() throws {
        let navigator = StackNavigator()
        let elf = Elf(navigator: navigator)
        try elf.register("app://pin/<id>") { PushingHandler() }
        #expect(elf.handleURL(url: "app://pin/3"))
        #expect(navigator.visibleIdentities == ["pin/3"])
    }

    @Test func aHandlerThatShowsNothingNeedsNoNavigator() throws {
        let elf = Elf()
        var ran = false
        try elf.register("app://ping") { ClosureHandler { ran = true } }
        #expect(elf.handleURL(url: "app://ping"))
        #expect(ran)
    }

    @Test func aHandlerMadeWithItsOwnNavigatorKeepsIt() throws {
        let navigator = StackNavigator()
        let elf = Elf()
        try elf.register("app://pin/<id>") { PushingHandler(navigator: navigator) }
        #expect(elf.handleURL(url: "app://pin/5"))
        #expect(navigator.visibleIdentities == ["pin/5"])
    }

    @Test func anAsyncHandlerWithoutANavigatorIsReportedWhenItShows() async throws {
        let elf = Elf()
        try elf.register("app://load") { LoadingHandler() }
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        #expect(elf.handleURL(url: "app://load"))  // answered before it loads
        await elf.pendingNavigation?.value
        guard case .notShown(let reason) = misses.first?.reason else {
            Issue.record("expected a notShown miss, got \(misses)")
            return
        }
        #expect(reason.contains("the handler pushed \"TestScreen\""))
    }

    final class ClosureHandler: Handler {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
        func handle() { body() }
    }
}

/// A push while an alert is presented: every navigator dismisses what covers
/// the stack, then pushes (issue: the UIKit app, silent failure 9).
@MainActor
@Suite struct PushOverAPresentedSheetTests {
    @Test func aStackNavigatorDismissesTheAlertThenPushes() {
        let navigator = StackNavigator()
        navigator.present(TestScreen("alert"))
        #expect(navigator.push(TestScreen("pin/1")))
        #expect(navigator.containers.count == 1)
        #expect(navigator.visibleIdentities == ["pin/1"])
    }

    @Test func aRecordingNavigatorRecordsTheDismissalItMakes() {
        let navigator = RecordingNavigator()
        navigator.present(TestScreen("alert"))
        #expect(navigator.push(TestScreen("pin/1")))
        #expect(navigator.events.suffix(2) == [.dismiss, .push(identity: "pin/1", animated: true)])
        #expect(navigator.visibleIdentities == ["pin/1"])
    }

    @Test func withDismissalTurnedOffThePushIsRefusedAndRecordedSo() {
        let navigator = RecordingNavigator()
        navigator.dismissesSheetsToPush = false
        navigator.present(TestScreen("alert"))
        #expect(!navigator.push(TestScreen("pin/1")))
        #expect(navigator.events.last == .pushRejected(identity: "pin/1"))
    }
}

/// Internal navigation is newest-wins too: a tap that shows a screen while a
/// deep link's async handler prepares keeps the tapped screen on top (issue:
/// the UIKit app, silent failure 8).
@MainActor
@Suite struct TapWhileALinkPreparesTests {
    final class SlowPinHandler: NavigatingHandler, AsyncHandler {
        var navigator: (any Navigator)?
        var id = ""
        let gate: Gate
        init(gate: Gate) { self.gate = gate }
        func convert(params: [String: String], queryParams: [String: String]) { id = params["id"] ?? "" }
        func prepare() async { await gate.wait() }
        func handle() { navigator?.push(TestScreen("pin/\(id)")) }
    }

    /// Holds `prepare()` until the test opens it.
    @MainActor final class Gate {
        private var waiter: CheckedContinuation<Void, Never>?
        private var isOpen = false
        func wait() async {
            if isOpen { return }
            await withCheckedContinuation { waiter = $0 }
        }
        func open() {
            isOpen = true
            waiter?.resume()
            waiter = nil
        }
    }

    @Test func aTapDuringTheLoadWinsAndTheStaleLinkIsReported() async throws {
        let navigator = StackNavigator()
        let elf = Elf(navigator: navigator)
        let gate = Gate()
        try elf.register("app://pin/<id>") { SlowPinHandler(gate: gate) }
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        #expect(elf.handleURL(url: "app://pin/1"))
        await Task.yield()
        // The user taps pin 2 in the grid: the app shows it through the same handler, directly.
        let tapped = SlowPinHandler(gate: gate)
        tapped.navigator = navigator
        tapped.id = "2"
        tapped.handle()
        gate.open()
        await elf.pendingNavigation?.value
        #expect(navigator.visibleIdentities == ["pin/2"])
        guard case .replaced(let reason) = misses.first?.reason else {
            Issue.record("expected a replaced miss, got \(misses)")
            return
        }
        #expect(reason.contains("newer navigation wins"))
    }

    final class SleepingPinHandler: NavigatingHandler, AsyncHandler {
        var navigator: (any Navigator)?
        var loadWasCancelled = false
        func prepare() async {
            try? await Task.sleep(for: .seconds(60))
            loadWasCancelled = Task.isCancelled
        }
        func handle() { navigator?.push(TestScreen("slow")) }
    }

    /// The ways app code shows a screen itself, each of which must cancel the load.
    nonisolated static let taps: [(name: String, tap: @MainActor (any Navigator) -> Void)] = [
        ("push", { _ = $0.push(TestScreen("tapped")) }),
        ("push allowing duplicates", { _ = $0.push(TestScreen("tapped"), allowsDuplicate: true) }),
        ("present", { $0.present(TestScreen("tapped")) }),
        ("replaceTop", { $0.replaceTop(with: TestScreen("tapped")) }),
    ]

    @Test(arguments: taps.indices)
    func aTapCancelsTheLoadAtOnceAndSettlesTheLinkAsReplaced(_ index: Int) async throws {
        let navigator = StackNavigator(root: [TestScreen("home")])
        let elf = Elf(navigator: navigator)
        let handler = SleepingPinHandler()
        try elf.register("app://slow") { handler }
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        var outcomes: [LinkOutcome.Result] = []
        elf.linkOutcomeHandler = { outcomes.append($0.result) }
        _ = elf.deliver("app://slow", from: .notification)
        let load = try #require(elf.pendingNavigation)
        Self.taps[index].tap(navigator)
        #expect(elf.pendingNavigation == nil)
        #expect(misses.count == 1)
        if case .replaced(let reason) = misses.first?.reason {
            #expect(reason.contains("newer navigation wins"))
        } else {
            Issue.record("expected a replaced miss, got \(misses)")
        }
        #expect(outcomes == [.replaced])
        await load.value
        #expect(handler.loadWasCancelled)
        #expect(navigator.visibleIdentities.last == "tapped")
        #expect(outcomes == [.replaced])
    }

    @Test func aLinkTheRouterHandlesDoesNotCountAsATapButStillReplacesTheLoad() async throws {
        let navigator = StackNavigator(root: [TestScreen("home")])
        let elf = Elf(navigator: navigator)
        let handler = SleepingPinHandler()
        try elf.register("app://slow") { handler }
        try elf.register("app://fast") { MissingNavigatorTests.PushingHandler() }
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        #expect(elf.handleURL(url: "app://slow"))
        let load = try #require(elf.pendingNavigation)
        #expect(elf.handleURL(url: "app://fast"))
        await load.value
        #expect(handler.loadWasCancelled)
        #expect(misses.isEmpty)
    }

    @Test func withoutATapTheLinkIsShownWhenItHasLoaded() async throws {
        let navigator = StackNavigator()
        let elf = Elf(navigator: navigator)
        let gate = Gate()
        try elf.register("app://pin/<id>") { SlowPinHandler(gate: gate) }
        #expect(elf.handleURL(url: "app://pin/1"))
        gate.open()
        await elf.pendingNavigation?.value
        #expect(navigator.visibleIdentities == ["pin/1"])
    }
}

/// Back means back: on a tab of a `Navigation`, every pushed route can be
/// popped, and `pop()`, `popToRoot()` and setting the path agree (issue: the
/// SwiftUI app, silent failure 1).
@MainActor
@Suite struct BackMeansBackTests {
    enum Tab: Hashable, Sendable, CaseIterable { case home, search }

    /// Each row: what was pushed, the way back, the tab's path after, and whether anything changed.
    nonisolated static let rows: [(pushed: [String], back: String, after: [String], changed: Bool)] = [
        (["a"], "pop", [], true),
        (["a", "b"], "pop", ["a"], true),
        ([], "pop", [], false),
        (["a"], "popToRoot", [], true),
        (["a", "b", "c"], "popToRoot", [], true),
        ([], "popToRoot", [], false),
        (["a"], "path = []", [], true),
        (["a", "b"], "path = []", [], true),
    ]

    @Test(arguments: rows.indices)
    func everyWayBackAgreesOnATab(_ index: Int) {
        let row = Self.rows[index]
        let navigation = Navigation(tabs: Tab.allCases)
        for identity in row.pushed { navigation.push(TestScreen(identity)) }
        let changed: Bool
        switch row.back {
        case "pop": changed = navigation.pop()
        case "popToRoot": changed = navigation.popToRoot()
        default:
            navigation[.home].path = []
            changed = true
        }
        #expect(changed == row.changed)
        #expect(navigation.visibleStack.map(\.identity) == row.after)
    }

    @Test func aStandaloneStackNavigatorKeepsItsRootScreenAsUIKitDoes() {
        let navigator = StackNavigator(root: [TestScreen("products")])
        #expect(!navigator.pop())
        #expect(navigator.visibleIdentities == ["products"])
    }
}

/// A UI layer reports what it could not show (issue: the SwiftUI app, silent
/// failure 4: a route type with no view); the logger and the miss handler
/// hear it, the not-found handler does not (the URL did route).
@MainActor
@Suite struct ReportedMissTests {
    @Test func aMissAUILayerReportsReachesTheLoggerAndTheMissHandler() {
        let elf = Elf()
        var misses: [RouteMiss] = []
        let events = SharedBox<[RouteEvent]>([])
        var notFound: [String] = []
        elf.missHandler = { misses.append($0) }
        elf.logger = { event in events.withLock { $0.append(event) } }
        elf.notFoundHandler = { notFound.append($0) }
        elf.reportMiss(RouteMiss(url: "/pin/3", reason: .notShown("no view for PinRoute")))
        #expect(misses.map(\.reason) == [.notShown("no view for PinRoute")])
        #expect(events.withLock { $0.count } == 1)
        #expect(notFound.isEmpty)
    }
}
