// A navigator says why it showed nothing (`Navigator.takeFailure()`), and
// handling reports it: a screen the navigator's factory cannot make, or a push
// a sheet refuses, makes `handleURL` return false with a `notShown` miss,
// whether a handler, a closure route or an async handler asked for it (issue
// 39: "a screen the factory cannot make is reported, and handleURL returns
// false"; and the push over an alert, identical in every navigator).

import Elf
import ElfTesting
import Testing

/// A navigator that makes each screen's "view controller" with a factory, as
/// `UIKitNavigator` does, and says why when the factory makes none: the
/// UIKit navigator's contract, on Linux.
@MainActor
final class FactoryNavigator: Navigator {
    let stack = StackNavigator()
    let makes: (any Screen) -> Bool
    private var failure: String?

    init(makes: @escaping (any Screen) -> Bool) { self.makes = makes }

    var visibleStack: [any Screen] { stack.visibleStack }

    func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
        guard makes(screen) else {
            failure = failure ?? "the factory made no view controller for \(screen.identity)"
            return false
        }
        return stack.push(screen, animated: animated, allowsDuplicate: allowsDuplicate)
    }

    func present(
        _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        guard makes(screen) else {
            failure = failure ?? "the factory made no view controller for \(screen.identity)"
            return
        }
        stack.present(
            screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: animated, completion: completion)
    }

    func pop(animated: Bool) -> Bool { stack.pop(animated: animated) }
    func popToRoot(animated: Bool) -> Bool { stack.popToRoot(animated: animated) }
    func dismiss(animated: Bool) -> Bool { stack.dismiss(animated: animated) }
    func replaceTop(with screen: any Screen, animated: Bool) { stack.replaceTop(with: screen, animated: animated) }
    func setStack(_ screens: [any Screen], animated: Bool) { stack.setStack(screens, animated: animated) }

    func takeFailure() -> String? {
        defer { failure = nil }
        return failure ?? stack.takeFailure()
    }
}

/// A navigator that adopts only the protocol's requirements it must: no `takeFailure()`.
@MainActor
final class SilentNavigator: Navigator {
    var visibleStack: [any Screen] { [] }
    func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool { false }
    func present(
        _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {}
    func pop(animated: Bool) -> Bool { false }
    func popToRoot(animated: Bool) -> Bool { false }
    func dismiss(animated: Bool) -> Bool { false }
    func replaceTop(with screen: any Screen, animated: Bool) {}
    func setStack(_ screens: [any Screen], animated: Bool) {}
}

@MainActor
@Suite struct NavigatorFailureTests {
    final class PinHandler: NavigatingHandler {
        var navigator: (any Navigator)?
        var id = ""
        func convert(params: [String: String], queryParams: [String: String]) { id = params["id"] ?? "" }
        func handle() { navigator?.push(TestScreen("pin/\(id)")) }
    }

    /// A handler that keeps the navigator itself, as handlers written before `NavigatingHandler` do.
    final class ReceivingHandler: Handler {
        var navigator: (any Navigator)?
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) { self.navigator = navigator }
        func handle() { navigator?.present(TestScreen("share")) }
    }

    final class LoadingHandler: NavigatingHandler, AsyncHandler {
        var navigator: (any Navigator)?
        func prepare() async {}
        func handle() { navigator?.push(TestScreen("loaded")) }
    }

    /// A router whose navigator makes every screen but those named in `unmade`.
    static func app(unmade: Set<String>) throws -> (Elf, FactoryNavigator, () -> [RouteMiss]) {
        let navigator = FactoryNavigator { !unmade.contains($0.identity) }
        let elf = Elf(navigator: navigator)
        try elf.register("app://pin/<id>") { PinHandler() }
        try elf.register("app://share") { ReceivingHandler() }
        try elf.register("app://load") { LoadingHandler() }
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        return (elf, navigator, { misses })
    }

    /// Every way a URL asks a navigator to show a screen, and what the factory cannot make.
    nonisolated static let unmadeScreens: [(url: String, unmade: String)] = [
        ("app://pin/3", "pin/3"),  // a NavigatingHandler's push
        ("app://share", "share"),  // a handler that keeps the navigator from receive, presenting
    ]

    @Test(arguments: unmadeScreens.indices)
    func aScreenTheFactoryCannotMakeIsAMissAndHandleURLReturnsFalse(_ index: Int) throws {
        let row = Self.unmadeScreens[index]
        let (elf, navigator, misses) = try Self.app(unmade: [row.unmade])
        #expect(!elf.handleURL(url: row.url))
        let reason = "the factory made no view controller for \(row.unmade)"
        #expect(misses() == [RouteMiss(url: row.url, reason: .notShown(reason))])
        #expect(navigator.takeFailure() == nil)  // taken by handling, once
    }

    @Test func theSameURLIsShownWhenTheFactoryMakesItsScreen() throws {
        let (elf, navigator, misses) = try Self.app(unmade: [])
        #expect(elf.handleURL(url: "app://pin/3"))
        #expect(navigator.visibleStack.map(\.identity) == ["pin/3"])
        #expect(misses().isEmpty)
    }

    @Test func aClosureRouteWhosePushFailsIsReportedToo() throws {
        struct PinRoute: Route {
            static let pattern = "app://board/<int:id>"
            var id: Int
        }
        let (elf, navigator, misses) = try Self.app(unmade: ["board/1"])
        try elf.register(PinRoute.self) { pin in
            navigator.push(TestScreen("board/\(pin.id)"))
            return true
        }
        #expect(!elf.handleURL(url: "app://board/1"))
        #expect(misses().map(\.reason) == [.notShown("the factory made no view controller for board/1")])
    }

    /// A closure that answers with the push's result declines when the push fails: a miss too, which names the route.
    @Test func aClosureRouteThatAnswersWithThePushDeclines() throws {
        struct PinRoute: Route {
            static let pattern = "app://board/<int:id>"
            var id: Int
        }
        let (elf, navigator, misses) = try Self.app(unmade: ["board/1"])
        try elf.register(PinRoute.self) { pin in navigator.push(TestScreen("board/\(pin.id)")) }
        #expect(!elf.handleURL(url: "app://board/1"))
        #expect(misses().map(\.reason) == [.declined(patterns: ["app://board/<int:id>"])])
    }

    @Test func anAsyncHandlersFailureReachesTheMissHandlerAfterItPrepares() async throws {
        let (elf, _, misses) = try Self.app(unmade: ["loaded"])
        #expect(elf.handleURL(url: "app://load"))  // answered before it loads
        await elf.pendingNavigation?.value
        #expect(misses().map(\.reason) == [.notShown("the factory made no view controller for loaded")])
    }

    @Test func whatATapFailedToShowBeforeTheLinkIsNotTheLinksFailure() throws {
        let (elf, navigator, misses) = try Self.app(unmade: ["tapped"])
        #expect(!navigator.push(TestScreen("tapped")))  // a tap, outside handling
        #expect(elf.handleURL(url: "app://pin/4"))
        #expect(misses().isEmpty)
    }

    @Test func aDuplicateOfTheTopScreenIsNoFailure() throws {
        let (elf, _, misses) = try Self.app(unmade: [])
        #expect(elf.handleURL(url: "app://pin/3"))
        #expect(elf.handleURL(url: "app://pin/3"))  // already on top: skipped, not refused
        #expect(misses().isEmpty)
    }

    @Test func aNavigatorWithoutTakeFailureIsTakenAtItsWord() throws {
        let navigator = SilentNavigator()
        let elf = Elf(navigator: navigator)
        try elf.register("app://pin/<id>") { PinHandler() }
        #expect(navigator.takeFailure() == nil)
        #expect(elf.handleURL(url: "app://pin/1"))
    }

    // MARK: - A push over an alert, refused: reported by every navigator

    /// The navigators of the core and ElfTesting, each with an alert up and dismissal turned off.
    static func coveredNavigators() -> [(name: String, navigator: any Navigator)] {
        let stack = StackNavigator()
        let recording = RecordingNavigator()
        let navigation = Navigation(tabs: ["home"])
        stack.dismissesSheetsToPush = false
        recording.dismissesSheetsToPush = false
        navigation.dismissesSheetsToPush = false
        return [("StackNavigator", stack), ("RecordingNavigator", recording), ("Navigation", navigation)]
    }

    @Test(arguments: 0..<3)
    func aHandlersPushThatASheetRefusesIsReportedNotShown(_ index: Int) throws {
        let (name, navigator) = Self.coveredNavigators()[index]
        let elf = Elf(navigator: navigator)
        try elf.register("app://pin/<id>") { PinHandler() }
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        navigator.present(TestScreen("alert"))
        #expect(!elf.handleURL(url: "app://pin/1"), "\(name)")
        #expect(
            misses.map(\.reason) == [
                .notShown("a sheet or cover without navigation covers the stack, and dismissesSheetsToPush is false")
            ], "\(name)")
    }

    /// The doc comment of `Navigator.takeFailure()` and `StackNavigator.takeFailure()`.
    @Test func docTakeFailure() {
        let navigator = StackNavigator()
        navigator.dismissesSheetsToPush = false
        navigator.present(TestScreen("alert"))
        #expect(!navigator.push(TestScreen("product/42")))
        #expect(navigator.takeFailure()?.hasPrefix("a sheet or cover without navigation covers the stack, ") == true)
        #expect(navigator.takeFailure() == nil)  // already taken
    }

    /// The doc comment of `Navigation.takeFailure()`.
    @Test func docNavigationTakeFailure() {
        enum AppTab: String, CaseIterable, Sendable { case home, orders }
        let navigation = Navigation(tabs: AppTab.allCases)
        #expect(!navigation.uncoverStack(ofTab: "orders"))  // a String is not a tab
        #expect(navigation.takeFailure() == "the navigator has no tab \"orders\"")
    }

    /// The doc comment of `RecordingNavigator.takeFailure()`.
    @Test func docRecordingTakeFailure() {
        let navigator = RecordingNavigator()
        navigator.dismissesSheetsToPush = false
        navigator.present(TestScreen("alert"))
        #expect(!navigator.push(TestScreen("a")))
        #expect(navigator.takeFailure()?.hasPrefix("a sheet or cover without navigation covers the stack, ") == true)
    }
}
