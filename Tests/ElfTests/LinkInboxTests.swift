// One inbox from process start, and one outcome per link (issue: every
// door): links delivered before a navigator exists or while restoring are
// held and shown in arrival order; the same link through two doors is shown
// once; every link ends in exactly one outcome.

import Foundation
import Testing

@testable import Elf

@MainActor
@Suite struct LinkInboxTests {
    struct Screen1: Screen {
        var identity: String
    }

    /// Pushes the URL's page; declines nothing.
    final class PageHandler: NavigatingHandler {
        var navigator: (any Navigator)?
        var name = ""
        func convert(params: [String: String], queryParams: [String: String]) { name = params["name"] ?? "" }
        func handle() { navigator?.push(Screen1(identity: name)) }
    }

    /// Shows nothing: a toggle.
    final class ToggleHandler: Handler {
        func handle() {}
    }

    /// A router with pages, a toggle, a login, a protected page and a
    /// page only the app may open; and the outcomes it reports, in order.
    @MainActor final class App {
        let elf = Elf()
        var outcomes: [LinkOutcome] = []
        var isLoggedIn = true
        var clock = Date(timeIntervalSince1970: 0)

        init() throws {
            try elf.register("app://page/<name>") { PageHandler() }
            try elf.register("app://toggle") { ToggleHandler() }
            try elf.register("app://login") { PageHandler() }
            try elf.register("app://orders/<name>") { PageHandler() }
            try elf.register("app://account/<name>", allowedSources: [.internal]) { PageHandler() }
            elf.addInterceptor(
                .loginGate(
                    isLoggedIn: { [unowned self] in isLoggedIn }, loginURL: "app://login",
                    protecting: ["app://orders/<name>"]))
            elf.linkOutcomeHandler = { [unowned self] in outcomes.append($0) }
            elf.handling.inbox.now = { [unowned self] in clock }
        }

        func results() -> [String: LinkOutcome.Result] {
            Dictionary(uniqueKeysWithValues: outcomes.map { ($0.arrival.url, $0.result) })
        }
    }

    @Test func aLinkBeforeAnyNavigatorIsHeldThenShownWhenOneIsAttached() async throws {
        let app = try App()
        app.elf.deliver("app://page/launch", from: .notification)
        #expect(app.elf.heldLinks.map(\.url) == ["app://page/launch"])
        #expect(app.outcomes.isEmpty)
        let navigator = StackNavigator()
        app.elf.navigator = navigator
        await Task.yield()
        #expect(navigator.visibleIdentities == ["launch"])
        #expect(app.outcomes.map(\.result) == [.shown])
        #expect(app.outcomes.first?.arrival.source == .notification)
    }

    @Test func heldLinksAreShownInTheOrderTheyArrived() async throws {
        let app = try App()
        for name in ["a", "b", "c"] { app.elf.deliver("app://page/\(name)", from: .widget) }
        let navigator = StackNavigator()
        app.elf.navigator = navigator
        await Task.yield()
        #expect(navigator.visibleIdentities == ["a", "b", "c"])
        #expect(app.outcomes.map(\.arrival.id) == [1, 2, 3])
    }

    @Test func theSameLinkThroughTwoDoorsIsShownOnce() throws {
        let app = try App()
        let navigator = StackNavigator()
        app.elf.navigator = navigator
        app.elf.deliver("https://pins.example.com/page/x", from: .universalLink)
        app.elf.deliver("https://pins.example.com/page/x", from: .handoff)
        #expect(app.outcomes.map(\.result) == [.notFound, .duplicate])
        app.clock += Elf.duplicateLinkWindow + 1
        app.elf.deliver("app://page/x", from: .customScheme)
        app.elf.deliver("app://page/x", from: .otherApp)
        app.clock += Elf.duplicateLinkWindow + 1
        app.elf.deliver("app://page/x", from: .customScheme)  // later: a new link, the page already on top
        #expect(app.outcomes.map(\.result) == [.notFound, .duplicate, .shown, .duplicate, .handled])
        #expect(navigator.visibleIdentities == ["x"])
    }

    @Test func eachKindOfOutcomeIsReported() throws {
        let app = try App()
        app.elf.navigator = StackNavigator()
        app.isLoggedIn = false
        app.elf.deliver("app://page/p", from: .spotlight)
        app.elf.deliver("app://toggle", from: .quickAction)
        app.elf.deliver("app://nowhere", from: .widget)
        app.elf.deliver("app://account/delete", from: .notification)
        app.elf.deliver("app://orders/7", from: .notification)
        #expect(
            app.results() == [
                "app://page/p": .shown,
                "app://toggle": .handled,
                "app://nowhere": .notFound,
                "app://account/delete": .refused(
                    .sourceNotAllowed(pattern: "app://account/<name>", source: .notification)),
                "app://orders/7": .heldByGate,
            ])
    }

    @Test func aFloodKeepsTheNewestAndDropsTheRest() async throws {
        let app = try App()
        let count = Elf.inboxLimit + 5
        for index in 0..<count { app.elf.deliver("app://page/\(index)", from: .notification) }
        #expect(app.outcomes.map(\.result) == Array(repeating: .dropped, count: 5))
        #expect(app.outcomes.map(\.arrival.id) == [1, 2, 3, 4, 5])
        let navigator = StackNavigator()
        app.elf.navigator = navigator
        await Task.yield()
        #expect(navigator.visibleIdentities == (5..<count).map(String.init))
        #expect(app.outcomes.count == count)
    }

    @Test func aLaunchLinkGoesOnTopOfRestoredNavigation() async throws {
        let app = try App()
        let navigator = StackNavigator()
        app.elf.holdLinksForRestoration()
        app.elf.navigator = navigator
        app.elf.deliver("app://page/launch", from: .universalLink)
        await Task.yield()
        #expect(navigator.visibleIdentities.isEmpty)
        let saved = StackNavigator(root: [Screen1(identity: "restored")]).savedNavigation
        await app.elf.restore(saved, into: navigator)
        #expect(navigator.visibleIdentities.last == "launch")
        #expect(app.outcomes.map(\.result) == [.shown])
    }

    // MARK: - Random schedule

    /// A seeded generator, so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func tenThousandArrivalsEachEndInExactlyOneOutcome(seed: UInt64) async throws {
        var random = SplitMix(state: seed)
        let app = try App()
        let navigator = StackNavigator()
        let urls = [
            "app://page/a", "app://page/b", "app://toggle", "app://nowhere", "app://account/x", "app://orders/1",
        ]
        var delivered: [Int] = []
        var attached = false
        for step in 0..<10_000 {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<2:  // cold start again: no navigator
                app.elf.navigator = nil
                attached = false
            case 2..<5:  // a navigator is attached (foreground)
                app.elf.navigator = navigator
                attached = true
            case 5..<7:  // logged out, or back in
                app.isLoggedIn.toggle()
            case 7..<9:  // a sheet is shown
                navigator.present(Screen1(identity: "sheet"))
            case 9..<10 where attached:  // restoring
                app.elf.holdLinksForRestoration()
                await app.elf.restore(StackNavigator(root: [Screen1(identity: "r")]).savedNavigation, into: navigator)
            case 10..<12:
                app.clock += Double(Int.random(in: 0...3, using: &random))
            default:
                let url = urls.randomElement(using: &random)! + (Bool.random(using: &random) ? "" : "?s=\(step)")
                let source = LinkSource.allCases.randomElement(using: &random)!
                delivered.append(app.elf.deliver(url, from: source))
            }
            if step % 97 == 0 { await Task.yield() }
        }
        app.elf.navigator = navigator
        app.isLoggedIn = true
        await Task.yield()
        let ids = app.outcomes.map(\.arrival.id)
        #expect(Set(ids).count == ids.count, "no link has two outcomes")
        #expect(Set(ids) == Set(delivered), "every link has an outcome")
        #expect(app.elf.heldLinks.isEmpty)
    }
}

/// A door that hands over garbage is a miss with a reason, never a crash.
@MainActor
@Suite struct PayloadDoorTests {
    /// Each row: a payload (as a case, since `[AnyHashable: Any]` is not `Sendable`) and what the miss says of it.
    enum Garbage: CaseIterable, Sendable {
        case empty, notAString, otherKey

        var payload: [AnyHashable: Any] {
            switch self {
            case .empty: [:]
            case .notAString: ["url": 42]
            case .otherKey: ["link": "app://page/a"]
            }
        }

        var says: String { self == .notAString ? "a Int" : "nothing" }
    }

    @Test(arguments: Garbage.allCases)
    func aPayloadWithoutAURLAtTheKeyIsAMissThatSaysWhy(_ garbage: Garbage) throws {
        let payload = garbage.payload
        let says = garbage.says
        let app = try LinkInboxTests.App()
        app.elf.navigator = StackNavigator()
        var misses: [RouteMiss] = []
        var notFound: [String] = []
        app.elf.missHandler = { misses.append($0) }
        app.elf.notFoundHandler = { notFound.append($0) }
        app.elf.deliver(payload: payload)
        #expect(notFound.isEmpty, "a payload with no URL gives the not-found handler no URL")
        guard case .notShown(let reason) = misses.first?.reason else {
            Issue.record("expected a notShown miss, got \(misses)")
            return
        }
        #expect(reason.contains(says))
        #expect(app.outcomes.count == 1)
    }

    @Test func aPayloadWithAURLAtTheKeyIsShown() throws {
        let app = try LinkInboxTests.App()
        let navigator = StackNavigator()
        app.elf.navigator = navigator
        app.elf.deliver(payload: ["link": URL(string: "app://page/n")!], key: "link")
        #expect(navigator.visibleIdentities == ["n"])
        #expect(app.outcomes.map(\.result) == [.shown])
        #expect(app.outcomes.first?.arrival.source == .notification)
    }
}

/// Several windows, one router: a link goes to the window it arrived in, or
/// the active one; and what each user activity carries (issue: every door;
/// the SwiftUI app, windows).
@MainActor
@Suite struct WindowAndActivityDoorTests {
    @Test func aLinkGoesToTheWindowItArrivedInOrTheActiveOne() throws {
        let app = try LinkInboxTests.App()
        let left = Navigation(tabs: AppTab.allCases)
        let right = Navigation(tabs: AppTab.allCases)
        app.elf.navigator = left  // the active window
        app.elf.deliver("app://page/a", from: .customScheme, into: right)
        // The window a link arrived in is the active one now (issue 40, windows).
        app.elf.deliver("app://page/b", from: .notification)
        app.elf.navigator = left  // left becomes active again
        app.elf.deliver("app://page/c", from: .notification)
        #expect(right.visibleStack.map(\.identity) == ["a", "b"])
        #expect(left.visibleStack.map(\.identity) == ["c"])
        #expect(app.outcomes.map(\.result) == [.shown, .shown, .shown])
    }

    @Test func aWindowsLinkIsShownThereBeforeTheRouterHasANavigator() throws {
        let app = try LinkInboxTests.App()
        let window = StackNavigator()
        app.elf.deliver("app://page/a", from: .universalLink, into: window)
        #expect(window.visibleIdentities == ["a"])
    }

    /// Each row: an activity, and the URL and door it becomes (`nil`: a miss).
    struct ActivityRow: Sendable, CustomTestStringConvertible {
        var type: String
        var webpageURL: String?
        var userInfoURL: (key: String, url: String)?
        var expected: (url: String, source: LinkSource)?
        var testDescription: String { type }
    }

    nonisolated static let activities: [ActivityRow] = [
        ActivityRow(
            type: Elf.browsingWebActivityType, webpageURL: "app://page/w",
            expected: ("app://page/w", .universalLink)),
        ActivityRow(
            type: Elf.spotlightActivityType, userInfoURL: (Elf.spotlightIdentifierKey, "app://page/s"),
            expected: ("app://page/s", .spotlight)),
        ActivityRow(type: "com.example.pins.viewing", webpageURL: "app://page/h", expected: ("app://page/h", .handoff)),
        ActivityRow(
            type: "com.example.pins.viewing", userInfoURL: ("url", "app://page/u"), expected: ("app://page/u", .handoff)
        ),
        ActivityRow(type: Elf.browsingWebActivityType, expected: nil),
        ActivityRow(type: Elf.spotlightActivityType, userInfoURL: ("other", "app://page/x"), expected: nil),
        ActivityRow(type: "com.example.unknown", expected: nil),
    ]

    @Test(arguments: activities)
    func eachActivityBecomesItsLinkFromItsDoor(_ row: ActivityRow) throws {
        let app = try LinkInboxTests.App()
        let navigator = StackNavigator()
        app.elf.navigator = navigator
        var misses: [RouteMiss] = []
        app.elf.missHandler = { misses.append($0) }
        app.elf.deliver(
            activityType: row.type, webpageURL: row.webpageURL.flatMap(URL.init(string:)),
            userInfo: row.userInfoURL.map { [$0.key: $0.url] })
        let outcome = try #require(app.outcomes.first)
        if let expected = row.expected {
            #expect(outcome.arrival.url == expected.url)
            #expect(outcome.arrival.source == expected.source)
            #expect(outcome.result == .shown)
        } else {
            guard case .refused(.notShown(let reason)) = outcome.result else {
                Issue.record("expected a refusal, got \(outcome)")
                return
            }
            #expect(reason.contains("carries no URL"))
            #expect(misses.count == 1)
        }
    }

    @Test func aURLTheSystemOpensIsAUniversalLinkOnlyOverHTTP() throws {
        #expect(LinkSource(openedURL: try #require(URL(string: "https://pins.example.com/pin/3"))) == .universalLink)
        #expect(LinkSource(openedURL: try #require(URL(string: "HTTP://pins.example.com/pin/3"))) == .universalLink)
        #expect(LinkSource(openedURL: try #require(URL(string: "pins://pin/3"))) == .customScheme)
    }
}
