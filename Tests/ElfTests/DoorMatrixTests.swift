// Every door × every app state (issue 41, "A matrix test on Linux passes:
// every door × cold start, background, foreground, restoring, logged out and
// sheet shown"): each door hands the same pin link to the router through the
// core call its adapter makes (ElfUIKit's scene and notification helpers,
// ElfSwiftUI's `handlesLinks`, an App Intent), in each state; the test
// records the link's one outcome and where its screen went, and checks that
// the table of Sources/Elf/Elf.docc/EveryDoor.md is what it measured.
//
//     ELF_WRITE_DOOR_MATRIX=1 swift test --filter DoorMatrixTests   # rewrites the article's table

import Foundation
import Testing

@testable import Elf

@MainActor
@Suite struct DoorMatrixTests {
    enum AppTab: String, CaseIterable, Sendable { case home, search, account }

    /// The linked screen: `/pin/<id>`, pushed on the home tab.
    struct PinRoute: Route {
        static let pattern = "/pin/<int:id>"
        static let presentation = Presentation.push(in: AppTab.home)
        var id: Int
    }

    /// The login a signed-out user sees instead, as a sheet.
    struct LoginRoute: Route {
        static let pattern = "/login"
        static let presentation = Presentation.sheet
    }

    /// A screen the app showed itself: search results, a settings sheet.
    struct Page: Screen {
        var identity: String
    }

    /// The states an app can be in when a link arrives.
    enum AppState: String, CaseIterable, Sendable {
        case coldStart = "cold start"
        case background, foreground, restoring
        case loggedOut = "logged out"
        case sheetShown = "sheet shown"
    }

    /// The doors, each as the core call its adapter makes.
    enum Door: String, CaseIterable, Sendable {
        case customScheme = "custom-scheme link"
        case universalLink = "universal link"
        case notification = "notification tap"
        case quickAction = "quick action"
        case widget = "widget, Live Activity"
        case appIntent = "App Intent, Control"
        case handoff = "Handoff"
        case spotlight = "Spotlight"
        case appClip = "App Clip"
        case otherApp = "another app"
        case `internal` = "a tap in the app"

        /// Hands the pin over; `true`/`false` for a tap, which answers at once, `nil` for a door.
        @MainActor func arrive(pin id: Int, at elf: Elf) -> Bool? {
            let link = "pins://pin/\(id)"
            let web = URL(string: "https://pins.example.com/pin/\(id)")
            switch self {
            case .customScheme:
                let url = URL(string: link)!
                elf.deliver(link, from: LinkSource(openedURL: url, sourceApplication: nil))
            case .otherApp:
                let url = URL(string: link)!
                elf.deliver(link, from: LinkSource(openedURL: url, sourceApplication: "com.example.notes"))
            case .universalLink:
                elf.deliver(activityType: Elf.browsingWebActivityType, webpageURL: web, userInfo: nil)
            case .notification:
                elf.deliver(payload: ["link": link, "aps": ["alert": "Your pin"]], key: "link")
            case .quickAction:
                elf.deliver(payload: ["url": link], from: .quickAction)
            case .widget:
                elf.deliver(link, from: .widget)
            case .appIntent:
                elf.deliver(PinRoute(id: id), from: .appIntent)
            case .handoff:
                elf.deliver(activityType: "com.example.pins.viewing", webpageURL: web, userInfo: nil)
            case .spotlight:
                elf.deliver(
                    activityType: Elf.spotlightActivityType, webpageURL: nil,
                    userInfo: [Elf.spotlightIdentifierKey: link])
            case .appClip:
                elf.deliver(web!.absoluteString, from: .appClip)
            case .internal:
                return elf.open(PinRoute(id: id))
            }
            return nil
        }
    }

    /// What one cell measured: the link's source and answer, and where its screen went.
    struct Cell: Equatable {
        var source: String
        var text: String
    }

    /// The app: three tabs, pins, a login gate; the outcomes it hears.
    @MainActor final class App {
        let elf = Elf()
        let navigation = Navigation(tabs: AppTab.allCases)
        var outcomes: [LinkOutcome] = []
        var misses: [RouteMiss] = []
        var isLoggedIn = true

        init() throws {
            try elf.addEntryPoint("pins://")
            try elf.addEntryPoint("https://pins.example.com")
            try elf.register(PinRoute.self)
            try elf.register(LoginRoute.self)
            elf.addInterceptor(
                .loginGate(
                    isLoggedIn: { [unowned self] in isLoggedIn }, login: LoginRoute(), protecting: [PinRoute.self]))
            elf.linkOutcomeHandler = { [unowned self] in outcomes.append($0) }
            elf.missHandler = { [unowned self] in misses.append($0) }
        }

        /// Every screen of every tab and container, for "shown at most once".
        var everyIdentity: [String] {
            AppTab.allCases.flatMap { tab in navigation[tab].containers.flatMap { $0.screens.map(\.identity) } }
        }
    }

    /// Puts the app in `state`, lets `door` hand over pin 2, and says what became of it.
    static func measure(_ door: Door, in state: AppState) async throws -> Cell {
        let app = try App()
        let navigation = app.navigation
        switch state {
        case .coldStart: break  // no navigator yet
        case .background:  // left on the search tab, with its results
            app.elf.navigator = navigation
            navigation.selectedTab = .search
            navigation[.search].push(Page(identity: "results"))
        case .foreground:  // on a pin the user opened
            app.elf.navigator = navigation
            navigation[.home].push(PinRoute(id: 1))
        case .restoring:  // the saved pin is being restored
            app.elf.holdLinksForRestoration()
            app.elf.navigator = navigation
        case .loggedOut:
            app.elf.navigator = navigation
            app.isLoggedIn = false
        case .sheetShown:
            app.elf.navigator = navigation
            navigation.present(Page(identity: "settings"))
        }
        await Task.yield()
        let tabBefore = navigation.selectedTab
        let presentedBefore = navigation[tabBefore].containers.count > 1
        var below = navigation[.home].containers[0].screens.map(\.identity)

        let answer = door.arrive(pin: 2, at: app.elf)
        switch state {
        case .coldStart:
            app.elf.navigator = navigation
            await Task.yield()
        case .restoring:
            let saved = Navigation(tabs: AppTab.allCases)
            saved[.home].push(PinRoute(id: 1))
            await app.elf.restore(saved.savedNavigation, into: navigation)
            below = [PinRoute(id: 1).identity]
        default: break
        }
        await Task.yield()

        let pin = PinRoute(id: 2).identity
        var places: [String] = []
        if navigation.selectedTab != tabBefore { places.append("tab selected") }
        if presentedBefore, navigation[tabBefore].containers.count == 1 { places.append("sheet dismissed") }
        let home = navigation[.home]
        if navigation.selectedTab == .home, home.containers.count == 1, home.visibleIdentities == below + [pin] {
            places.append(below.isEmpty ? "pushed" : "pushed on top")
        } else if navigation.stack.visibleIdentities.last == LoginRoute().identity {
            places.append("login shown")
            app.isLoggedIn = true
            app.elf.resumeDeferredURL()
            await Task.yield()
            if navigation.selectedTab == .home, home.visibleIdentities == below + [pin] {
                places.append("then pushed after logging in")
            }
        } else if !app.everyIdentity.contains(pin) {
            places.append("not shown")
        } else {
            places.append("shown at \(navigation.selectedTab): \(navigation.stack.visibleIdentities)")
        }
        #expect(app.everyIdentity.filter { $0 == pin }.count <= 1, "\(door) in \(state): the pin is shown at most once")

        let verdict: String
        let source: LinkSource
        if let answer {
            #expect(app.outcomes.isEmpty, "a tap is no inbox link")
            verdict = "`\(answer)`"
            source = .internal
            if !answer { #expect(app.misses.count == 1, "\(door) in \(state): a tap not shown is a miss") }
        } else {
            #expect(app.outcomes.count == 1, "\(door) in \(state): exactly one outcome, got \(app.outcomes)")
            let outcome = try #require(app.outcomes.first)
            verdict = "`\(Self.name(of: outcome.result))`"
            source = outcome.arrival.source
        }
        return Cell(source: "`\(source.rawValue)`", text: ([verdict] + places).joined(separator: ", "))
    }

    /// The table the article shows: a row per door, a column per state.
    static func table() async throws -> String {
        var lines = [
            "| door | source | " + AppState.allCases.map(\.rawValue).joined(separator: " | ") + " |",
            "|---|---|" + String(repeating: "---|", count: AppState.allCases.count),
        ]
        for door in Door.allCases {
            var cells: [Cell] = []
            for state in AppState.allCases { cells.append(try await measure(door, in: state)) }
            let sources = Set(cells.map(\.source))
            #expect(sources.count == 1, "\(door): one source in every state, got \(sources)")
            lines.append(
                "| \(door.rawValue) | \(cells[0].source) | " + cells.map(\.text).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Elf/Elf.docc/EveryDoor.md")
    static let begin = "<!-- door matrix: measured by Tests/ElfTests/DoorMatrixTests.swift -->\n"
    static let end = "<!-- door matrix: end -->"

    @Test func theEveryDoorArticleShowsTheMeasuredMatrix() async throws {
        let measured = try await Self.table()
        var text = try String(contentsOf: Self.article, encoding: .utf8)
        guard let start = text.range(of: Self.begin),
            let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex)
        else {
            Issue.record("EveryDoor.md has no door matrix markers")
            return
        }
        if ProcessInfo.processInfo.environment["ELF_WRITE_DOOR_MATRIX"] == "1" {
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: measured)
            try text.write(to: Self.article, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[start.upperBound..<stop.lowerBound]) == measured,
            "EveryDoor.md's matrix differs from the measurement: run ELF_WRITE_DOOR_MATRIX=1 swift test --filter DoorMatrixTests"
        )
    }

    static func name(of result: LinkOutcome.Result) -> String {
        switch result {
        case .refused: "refused"
        default: "\(result)"
        }
    }
}

/// What the inbox calls `shown` (issue 41): a link whose screen is a tab that only gets selected is shown.
@MainActor
@Suite struct ShownOutcomeTests {
    struct AccountRoute: Route {
        static let pattern = "/account"
        static let presentation = Presentation.tab(DoorMatrixTests.AppTab.account)
    }

    @Test func aLinkThatSelectsAnEmptyTabIsShown() throws {
        let elf = Elf()
        let navigation = Navigation(tabs: DoorMatrixTests.AppTab.allCases)
        try elf.addEntryPoint("pins://")
        try elf.register(AccountRoute.self)
        var outcomes: [LinkOutcome.Result] = []
        elf.linkOutcomeHandler = { outcomes.append($0.result) }
        elf.navigator = navigation
        elf.deliver("pins://account", from: .widget)
        #expect(navigation.selectedTab == .account)
        elf.deliver("pins://account", from: .quickAction)  // a duplicate
        #expect(outcomes == [.shown, .duplicate])
    }
}

/// The core calls ElfUIKit's delegate helpers make (issue 41): a URL context
/// with its sending app, and a quick action's or notification's payload into
/// the window it arrived in.
@MainActor
@Suite struct UIKitDoorCoreTests {
    /// Each row: the opened URL, the app the system names, and the source the link gets.
    nonisolated static let openedURLs: [(url: String, sender: String?, source: LinkSource)] = [
        ("pins://pin/3", nil, .customScheme),
        ("https://pins.example.com/pin/3", nil, .universalLink),
        ("pins://pin/3", "com.example.notes", .otherApp),
        ("https://pins.example.com/pin/3", "com.example.notes", .otherApp),
    ]

    @Test(arguments: openedURLs)
    func anOpenedURLIsFromAnotherAppOnlyWhenTheSystemNamesIt(_ row: (url: String, sender: String?, source: LinkSource))
        throws
    {
        let app = try DoorMatrixTests.App()
        app.elf.navigator = app.navigation
        app.elf.deliver(openedURL: try #require(URL(string: row.url)), sourceApplication: row.sender)
        #expect(app.outcomes.map(\.arrival.source) == [row.source])
        #expect(app.outcomes.map(\.result) == [.shown])
    }

    @Test func aPayloadGoesToTheWindowItArrivedIn() throws {
        let app = try DoorMatrixTests.App()
        let other = Navigation(tabs: DoorMatrixTests.AppTab.allCases)
        app.elf.navigator = app.navigation
        app.elf.deliver(payload: ["url": "pins://pin/4"], from: .quickAction, into: other)
        #expect(other[.home].visibleIdentities == [DoorMatrixTests.PinRoute(id: 4).identity])
        #expect(app.navigation[.home].visibleIdentities.isEmpty)
        #expect(app.outcomes.map(\.result) == [.shown])
    }
}
