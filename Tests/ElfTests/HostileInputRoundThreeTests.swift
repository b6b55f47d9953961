import Elf
import Foundation
import Testing

/// Hostile input, round three: each problem an independent suite
/// reproduced through the public API, fixed (the restoration ones are in
/// NavigationRestorationTests: the default source, a link during an awaiting
/// restore, a gated page).
@MainActor
@Suite struct HostileInputRoundThreeTests {
    /// ROUTING.md §4b: `"`, `{`, `}`, the backtick and non-ASCII in a host are read as they are.
    @Test(arguments: [
        ("app://a\"b/x", "a\"b"), ("app://a{b}/x", "a{b}"), ("app://a`b/x", "a`b"), ("app://été/x", "été"),
    ])
    func hostCharactersOutsideRegNameAreReadAsTheyAre(url: String, host: String) throws {
        let elf = Elf()
        try elf.register("app://<h>/x") { _ in true }
        let match = try #require(elf.match(url), "\(url) is malformed")
        #expect(match.params["h"] == host)
        #expect(elf.handleURL(url: url))
    }

    @Test(arguments: ["app://a b/x", "app://a<b/x", "app://a^b/x", "app://a|b/x", "app://a%2Fb/x"])
    func hostCharactersROUTINGForbidsStayMalformed(url: String) throws {
        let elf = Elf()
        try elf.register("app://<h>/x") { _ in true }
        guard case .failure(let miss) = elf.resolve(url), case .malformed = miss.reason else {
            Issue.record("\(url) was not malformed")
            return
        }
    }

    /// Problem 5: a custom placeholder type whose converter reads the router
    /// deadlocked `appSiteAssociation`, which ran it under the router's lock.
    @Test func appSiteAssociationRunsConvertersOutsideTheLock() throws {
        let elf = Elf()
        let router = elf
        try elf.addPlaceholderType("region") { text in
            // App code that reads the router: it would wait for the lock forever.
            router.entryPoints.isEmpty ? nil : text
        }
        try elf.addEntryPoint("https://shop.example.com")
        try elf.register("https://<region:r>/deals") { _ in true }
        let finished = DispatchSemaphore(value: 0)
        Thread {
            _ = router.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"])
            finished.signal()
        }.start()
        #expect(finished.wait(timeout: .now() + 10) == .success, "appSiteAssociation deadlocked")
    }

    /// Problem 6: a list property cost quadratic time, and a value that
    /// would be refused as too long paid the whole encoding first.
    @Test func aLongListIsWrittenInOrderAndATooLongOneIsRefusedAtTheLimit() throws {
        struct TaggedRoute: Route {
            static let pattern = "app://tagged"
            var tags: [Int]
        }
        let elf = Elf(configuration: .init(maxURLLength: 1 << 20))
        let url = try #require(elf.url(for: TaggedRoute(tags: Array(0..<20_000))))
        #expect(url.hasPrefix("app://tagged?tags=0&tags=1&"))
        #expect(url.hasSuffix("&tags=19999"))
        let short = Elf(configuration: .init(maxURLLength: 100))
        #expect(throws: ReverseRoutingError.self) { try short.requireURL(for: TaggedRoute(tags: Array(0..<100_000))) }
        do {
            _ = try short.requireURL(for: TaggedRoute(tags: Array(0..<100_000)))
        } catch {
            #expect(error.reason == .tooLong(limit: 100))
        }
    }

    /// Problem 7: `route(for:as:)` decoded a URL into a type whose registration threw.
    @Test func routeForAnswersOnlyForTheTypeTheURLRoutesTo() throws {
        struct ItemRoute: Route {
            static let pattern = "app://item/<int:id>"
            var id: Int
        }
        struct OtherItemRoute: Route {
            static let pattern = "app://item/<int:number>"
            var number: Int
        }
        let elf = Elf()
        try elf.register(ItemRoute.self) { _ in true }
        #expect(throws: RouteTypeError.self) { try elf.register(OtherItemRoute.self) { _ in true } }
        #expect(elf.route(for: "app://item/4", as: ItemRoute.self) == ItemRoute(id: 4))
        #expect(elf.route(for: "app://item/4", as: OtherItemRoute.self) == nil)
    }

    /// Problem 3: restoration's and explain's descriptions were not log-safe.
    @Test func explanationsOfHostileValuesAreLogSafeAndShort() throws {
        struct CountRoute: Route {
            static let pattern = "app://count/<n>"
            var n: Int
        }
        let elf = Elf()
        try elf.register(CountRoute.self) { _ in true }
        for hostile in ["1\u{2028}2", "1\u{0085}2", "1\u{202E}2", "1\u{200F}2", String(repeating: "9", count: 3000)] {
            let escaped = hostile.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? hostile
            let text = elf.explainHandling("app://count/\(escaped)").description
            #expect(!text.unicodeScalars.contains { [0x2028, 0x85, 0x202E, 0x200F].contains($0.value) }, "\(text)")
            #expect(text.utf8.count < 1200, "\(text.utf8.count) bytes")
        }
    }

    @Test func aHostileSavedTabNameIsEscapedAndCutInTheLog() async throws {
        let elf = Elf()
        let log = EventLog()
        elf.logger = { log.append($0) }
        let hostile = "tab\n\u{202E}" + String(repeating: "x", count: 100_000)
        let saved = SavedNavigation(
            selectedTab: hostile,
            stacks: [.init(tab: hostile, containers: [.init(urls: [], style: nil, isNavigationContainer: true)])])
        let dropped = await elf.restore(saved, into: Navigation(tabs: ["home"]))
        #expect(dropped.count == 2)
        for event in log.events {
            #expect(!event.description.contains("\n") && !event.description.contains("\u{202E}"))
            #expect(event.description.utf8.count < 1000)
        }
    }

    /// Every description this round added goes through the one escaping-and-cutting function.
    @Test(arguments: [
        "line\nbreak", "bidi\u{202E}override", "mark\u{200F}", "separator\u{2028}", "next\u{0085}line",
        String(repeating: "x", count: 10_000),
    ])
    func newDescriptionsAreLogSafe(hostile: String) {
        let descriptions = [
            RouteMiss(url: hostile, reason: .notShown(hostile)).description,
            RouteMiss(url: hostile, reason: .held(by: hostile, redirectTo: hostile)).description,
            RouteMiss(url: hostile, reason: .rejected(by: hostile, reason: hostile)).description,
            RouteEvent.restorationDropped(url: hostile, reason: "it no longer routes").description,
            RouteExplanation.Mismatch.valueNotDecoded(hostile).description,
            RouteExplanation.Outcome.notDecoded(hostile).description,
            RouteExplanation.Outcome.rejected(by: hostile, reason: hostile).description,
            RouteTypeError(routeType: "T", pattern: "/t", reason: .unknownTab(hostile), offset: 0).description,
        ]
        for (index, description) in descriptions.enumerated() {
            #expect(
                !description.unicodeScalars.contains { [0x0A, 0x85, 0x2028, 0x202E, 0x200F].contains($0.value) },
                "description \(index)")
            #expect(description.utf8.count < 2_000, "\(description.utf8.count) bytes")
        }
    }

    // MARK: - Problem 4: the site-association file means what the routes mean

    static let appID = "ABCDE12345.com.example.app"

    /// What Apple's matching (Support/AppleLinkMatcher.swift) does with each URL under `elf`'s file.
    static func opensApp(_ elf: Elf, _ urls: [String]) throws -> [Bool] {
        let matcher = try AppleLinkMatcher(file: elf.appSiteAssociation(appIDs: [appID]), appID: appID)
        return urls.map { matcher.decision(for: $0).opensApp }
    }

    @Test func anExclusionWithAQueryConstraintCarriesTheQuery() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com")
        try elf.register("/home") { _ in true }
        try elf.register("/home?tab=discover", allowedSources: [.internal]) { _ in true }
        let urls = [
            "https://example.com/home", "https://example.com/home?tab=new", "https://example.com/home?tab=discover",
        ]
        #expect(try Self.opensApp(elf, urls) == [true, true, false])
        #expect(urls.map { elf.canHandle($0, source: .universalLink) } == [true, true, false])
    }

    @Test func routesThatRefuseUniversalLinksAreExcludedUnderAPathPrefix() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com/app")
        try elf.register("/account/<id>") { _ in true }
        try elf.register("/account/delete", allowedSources: [.internal]) { _ in true }
        let urls = ["https://example.com/app/account/7", "https://example.com/app/account/delete"]
        #expect(urls.map { elf.canHandle($0, source: .universalLink) } == [true, false])
        #expect(try Self.opensApp(elf, urls) == [true, false])
    }

    @Test func aHigherPriorityRouteComesBeforeTheExclusionItOvertakes() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com")
        try elf.register("/p/<id>", priority: 5) { NoopHandler() }
        try elf.register("/p/x", allowedSources: [.internal]) { _ in true }
        // Priority first: the placeholder route takes /p/x, and it accepts universal links.
        #expect(elf.canHandle("https://example.com/p/x", source: .universalLink))
        #expect(try Self.opensApp(elf, ["https://example.com/p/x", "https://example.com/p/y"]) == [true, true])
    }

    @Test func aLiteralDollarParenthesisIsNotASubstitutionVariable() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com")
        try elf.register("/promo/%24%28alpha%29") { _ in true }
        let file = String(decoding: elf.appSiteAssociation(appIDs: [Self.appID]), as: UTF8.self)
        #expect(!file.contains("$("), "\(file)")
        let urls = ["https://example.com/promo/%24%28alpha%29", "https://example.com/promo/a"]
        #expect(try Self.opensApp(elf, urls) == [true, false])
    }
}
