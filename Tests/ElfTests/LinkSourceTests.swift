// Where a link came from: the source passed to `handleURL(url:source:)`
// reaches the handler, the interceptors and the match, and a route
// registered with `allowedSources` refuses the others — without falling
// through to a catch-all, and through rewrites, redirects and deferrals alike.
//
// `import Elf` (not `@testable`): everything here is public API.

import Elf
import ElfMigration
import Testing

@MainActor
@Suite struct LinkSourceTests {
    typealias Source = Elf.LinkSource

    /// Records what it was given and answers the source it received.
    final class SourceHandler: ValueHandler {
        let name: String
        let log: Log
        var received: Source?
        var matchSource: Source??

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
        }

        func convert(params: [String: String], queryParams: [String: String]) {}
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            matchSource = .some(match.source)
            received = match.source
        }
        func makeValue() -> String? { name }
        func handle() { log.entries.append("\(name) from \(received.map(\.rawValue) ?? "nothing")") }
    }

    @MainActor final class Log {
        var entries: [String] = []
        var misses: [Elf.RouteMiss] = []
        var loggedIn = false
    }

    /// A router with a restricted route, an open route and a catch-all, and a log of what ran.
    @MainActor struct Fixture {
        let elf = Elf()
        let log = Log()

        init(allowed: Set<Source> = [.internal, .universalLink]) throws {
            let log = self.log
            try elf.register("app://account/delete", allowedSources: allowed) { SourceHandler("delete", log: log) }
            try elf.register("app://product/<int:id>") { SourceHandler("product", log: log) }
            try elf.register("app://*") { SourceHandler("catch-all", log: log) }
            elf.missHandler = { log.misses.append($0) }
        }
    }

    // MARK: - Allowed sources

    /// Every declaration against every source: handled exactly when the source is allowed.
    @Test(
        arguments: [
            [.internal, .universalLink], [.internal], [.universalLink, .notification], Set(Source.allCases), [.other],
        ] as [Set<Source>], Source.allCases)
    func aRestrictedRouteOpensOnlyFromItsSources(allowed: Set<Source>, source: Source) throws {
        let fixture = try Fixture(allowed: allowed)
        let handled = fixture.elf.handleURL(url: "app://account/delete", source: source)
        #expect(handled == allowed.contains(source))
        if handled {
            #expect(fixture.log.entries == ["delete from \(source.rawValue)"])
            #expect(fixture.log.misses.isEmpty)
        } else {
            // Refused at the route: no handler ran, and the catch-all did not get it.
            #expect(fixture.log.entries.isEmpty)
            #expect(
                fixture.log.misses == [
                    Elf.RouteMiss(
                        url: "app://account/delete",
                        reason: .sourceNotAllowed(pattern: "app://account/delete", source: source))
                ])
        }
    }

    /// A route registered without sources opens from any source, and the source reaches its handler.
    @Test(arguments: Source.allCases)
    func anOpenRouteOpensFromEverySourceAndItsHandlerHearsWhich(source: Source) throws {
        let fixture = try Fixture()
        #expect(fixture.elf.handleURL(url: "app://product/7", source: source))
        #expect(fixture.log.entries == ["product from \(source.rawValue)"])
        let handler = try #require(fixture.elf.handler(for: "app://product/7", source: source) as? SourceHandler)
        #expect(handler.received == source)
        #expect(handler.matchSource == .some(source))
    }

    /// Each entry point without a source counts as `.other`, the least trusted.
    @Test func entryPointsWithoutASourceCountAsOther() throws {
        let fixture = try Fixture(allowed: [.internal])
        #expect(!fixture.elf.handleURL(url: "app://account/delete"))
        #expect(!fixture.elf.handleURL(url: "app://account/delete", context: "payload"))
        #expect(fixture.elf.handler(for: "app://account/delete") == nil)
        #expect(fixture.elf.value(for: "app://account/delete", as: String.self) == nil)
        #expect(
            fixture.log.misses.map(\.reason).allSatisfy {
                $0 == .sourceNotAllowed(pattern: "app://account/delete", source: .other)
            })
        #expect(fixture.log.misses.count == 2)

        let open = try #require(fixture.elf.handler(for: "app://product/1") as? SourceHandler)
        #expect(open.received == .other)
        // With the source, each entry point opens the route.
        #expect(fixture.elf.value(for: "app://account/delete", as: String.self, source: .internal) == "delete")
        #expect(fixture.elf.handler(for: "app://account/delete", source: .internal) is SourceHandler)
        #expect(fixture.elf.handleURL(url: "app://account/delete", context: "payload", source: .internal))
        #expect(fixture.log.entries == ["delete from internal"])
    }

    /// Matching knows nothing of sources: it finds the route, and the match carries no source.
    @Test func matchingIgnoresSources() throws {
        let fixture = try Fixture(allowed: [])
        let match = try #require(fixture.elf.match("app://account/delete"))
        #expect(match.pattern == "app://account/delete")
        #expect(match.source == nil)
    }

    /// canHandle checks the source as handling does.
    @Test @MainActor func canHandleChecksTheSource() throws {
        let fixture = try Fixture(allowed: [.internal])
        #expect(!fixture.elf.canHandle("app://account/delete"))
        #expect(!fixture.elf.canHandle("app://account/delete", source: .customScheme))
        #expect(fixture.elf.canHandle("app://account/delete", source: .internal))
        #expect(fixture.log.entries.isEmpty)
    }

    // MARK: - No way around it

    /// The refusal holds whatever path leads to the route: a rewrite rule,
    /// an interceptor's redirect, a deferral replayed after login.
    @Test func rewritesAndRedirectsKeepTheSource() throws {
        let fixture = try Fixture(allowed: [.internal])
        try fixture.elf.addRewriteRule(from: "app://legacy/delete", to: "app://account/delete")
        #expect(!fixture.elf.handleURL(url: "app://legacy/delete", source: .customScheme))
        #expect(
            fixture.log.misses.last?.reason
                == .sourceNotAllowed(pattern: "app://account/delete", source: .customScheme))
        #expect(fixture.elf.handleURL(url: "app://legacy/delete", source: .internal))

        fixture.elf.addInterceptor(
            Elf.Interceptor("old links") { match in
                match.url == "app://product/0" ? .redirect(to: "app://account/delete") : .pass
            })
        #expect(!fixture.elf.handleURL(url: "app://product/0", source: .universalLink))
        #expect(fixture.elf.handleURL(url: "app://product/0", source: .internal))
        #expect(fixture.log.entries == ["delete from internal", "delete from internal"])
    }

    /// The login gate sets the link aside; after login it is replayed from the source it came from.
    @Test(arguments: [Source.customScheme, .internal, .notification])
    func aDeferredURLIsReplayedWithItsSource(source: Source) throws {
        do {
            let fixture = try Fixture(allowed: [.internal])
            try fixture.elf.register("app://login") { SourceHandler("login", log: fixture.log) }
            fixture.elf.addInterceptor(
                .loginGate(
                    isLoggedIn: { fixture.log.loggedIn }, loginURL: "app://login",
                    protecting: ["app://product/<int:id>"]))
            #expect(fixture.elf.handleURL(url: "app://product/3", source: source))
            fixture.log.loggedIn = true
            #expect(fixture.elf.resumeDeferredURL())
            #expect(fixture.log.entries == ["login from \(source.rawValue)", "product from \(source.rawValue)"])
        }
    }

    /// Interceptors see the source on the match, so they can decide by it.
    @Test(arguments: [(Source.internal, true), (.notification, false), (.customScheme, false)])
    func interceptorsDecideBySource(source: Source, handled: Bool) throws {
        let fixture = try Fixture()
        fixture.elf.addInterceptor(
            Elf.Interceptor("products from the app only") { match in
                guard match.pattern == "app://product/<int:id>", match.source != .internal else { return .pass }
                return .reject(reason: "opened from \(match.source?.description ?? "nowhere")")
            })
        #expect(fixture.elf.handleURL(url: "app://product/5", source: source) == handled)
        if !handled {
            #expect(
                fixture.log.misses.map(\.description) == [
                    "interceptor \"products from the app only\" rejected \"app://product/5\": opened from \(source)"
                ])
        }
    }

    // MARK: - Reports

    @Test(
        arguments: [
            (.customScheme, "a custom-scheme link"), (.universalLink, "a universal link"),
            (.internal, "internal navigation"), (.notification, "a notification"), (.other, "an unknown source"),
        ] as [(Source, String)])
    func missesNameTheSource(source: Source, phrase: String) {
        #expect(source.description == phrase)
        let miss = Elf.RouteMiss(
            url: "app://pay/1", reason: .sourceNotAllowed(pattern: "app://pay/<int:id>", source: source))
        #expect(miss.description == "\"app://pay/<int:id>\" may not be opened from \(phrase): \"app://pay/1\"")
    }

    @Test func explainHandlingShowsWhereTheSourceStopsHandling() throws {
        let fixture = try Fixture()
        let refused = fixture.elf.explainHandling("app://account/delete", source: .customScheme)
        #expect(refused.entries.first?.outcome == .sourceNotAllowed(.customScheme))
        #expect(
            refused.entries.first?.description == "✗ app://account/delete  may not be opened from a custom-scheme link")
        #expect(refused.winner == nil)
        #expect(fixture.elf.explainHandling("app://account/delete").entries.first?.outcome == .sourceNotAllowed(.other))
        let allowed = fixture.elf.explainHandling("app://account/delete", source: .universalLink)
        #expect(allowed.winner?.pattern == "app://account/delete")
        #expect(fixture.log.entries.isEmpty)
    }

    /// Re-registering a pattern without sources lifts the restriction; unregistering forgets it.
    @Test func theRestrictionBelongsToTheRegistration() throws {
        let fixture = try Fixture(allowed: [.internal])
        #expect(!fixture.elf.handleURL(url: "app://account/delete", source: .customScheme))
        #expect(fixture.elf.unregister("app://account/delete"))
        // Now the catch-all takes it.
        #expect(fixture.elf.handleURL(url: "app://account/delete", source: .customScheme))
        try fixture.elf.register("app://account/delete") { SourceHandler("open delete", log: fixture.log) }
        #expect(fixture.elf.handleURL(url: "app://account/delete", source: .customScheme))
        #expect(fixture.log.entries == ["catch-all from customScheme", "open delete from customScheme"])
        // A restricted registration is still a registration: the same shape is a duplicate.
        #expect(throws: Elf.PatternError.self) {
            try fixture.elf.register("app://account/delete", allowedSources: [.internal]) {
                SourceHandler("again", log: fixture.log)
            }
        }
    }

    /// A routing table restricts some entries and leaves the others open, and
    /// a refused table changes nothing, restrictions included (the example of
    /// `registerRoutingTable(entries:notFoundHandler:)`).
    @Test(arguments: Source.allCases)
    func aRoutingTableRestrictsItsEntries(source: Source) throws {
        let elf = Elf()
        let log = Log()
        elf.missHandler = { log.misses.append($0) }
        let errors = elf.registerRoutingTable(
            entries: [
                "app://account/delete": RoutingTableEntry(allowedSources: [.internal, .universalLink]) {
                    SourceHandler("delete", log: log)
                },
                "app://product/<int:id>": RoutingTableEntry { SourceHandler("product", log: log) },
                "app://*": RoutingTableEntry(allowedSources: nil) { SourceHandler("catch-all", log: log) },
            ], notFoundHandler: { _ in })
        #expect(errors.isEmpty)
        let allowed = source == .internal || source == .universalLink
        #expect(elf.handleURL(url: "app://account/delete", source: source) == allowed)
        #expect(elf.handleURL(url: "app://product/7", source: source))
        #expect(elf.handleURL(url: "app://elsewhere", source: source))
        let ran = (allowed ? ["delete"] : []) + ["product", "catch-all"]
        #expect(log.entries == ran.map { "\($0) from \(source.rawValue)" })
        let refusals =
            allowed ? [] : [Elf.RouteMiss.Reason.sourceNotAllowed(pattern: "app://account/delete", source: source)]
        #expect(log.misses.map(\.reason) == refusals)

        // A table with an error is not applied: the restriction stays.
        let refused = elf.registerRoutingTable(
            entries: [
                "app://account/delete": RoutingTableEntry { SourceHandler("open", log: log) },
                "app://<oops": RoutingTableEntry { SourceHandler("bad", log: log) },
            ],
            notFoundHandler: { _ in })
        #expect(refused.map(\.pattern) == ["app://<oops"])
        #expect(elf.handleURL(url: "app://account/delete", source: source) == allowed)
        // A table of plain factories replaces it, and every route opens from every source again.
        elf.registerRoutingTable(
            ["app://account/delete": { SourceHandler("open", log: log) }], notFoundHandler: { _ in })
        #expect(elf.handleURL(url: "app://account/delete", source: source))
        #expect(log.entries.last == "open from \(source.rawValue)")
        // An empty table clears everything; the literal `[:]` picks the plain form (the entries form has a label).
        elf.registerRoutingTable([:], notFoundHandler: { _ in })
        #expect(elf.registeredPatterns.isEmpty)
    }

    // MARK: - The Handling Untrusted Links article, "Say where a link came from"

    @MainActor enum Console {
        static var lines: [String] = []
        static func print(_ line: String) { lines.append(line) }
    }

    final class TransferHandler: Handler {
        var amount = 0
        var source = LinkSource.other

        func convert(params: [String: String], queryParams: [String: String]) {
            amount = queryParams.value("amount", as: Int.self) ?? 0
        }

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            source = match.source ?? .other
        }

        func handle() {
            Console.print(source == .internal ? "transfer \(amount)" : "confirm transfer of \(amount)?")
        }
    }

    @Test(arguments: [
        (LinkSource.internal, "transfer 20"), (.universalLink, "confirm transfer of 20?"),
        (.customScheme, "confirm transfer of 20?"),
    ])
    func articleTransferHandlerConfirmsLinksFromOutside(source: LinkSource, line: String) throws {
        Console.lines = []
        let elf = Elf()
        try elf.register("app://transfer") { TransferHandler() }
        #expect(elf.handleURL(url: "app://transfer?amount=20", source: source))
        #expect(Console.lines == [line])
    }

    @Test func namespacesPassTheSourceToTheSchemesRouter() throws {
        let namespaces = Elf.SchemeNamespaces()
        let log = Log()
        try namespaces.router(forScheme: "shop").register("shop://checkout", allowedSources: [.universalLink]) {
            SourceHandler("checkout", log: log)
        }
        #expect(!namespaces.handleURL(url: "shop://checkout", source: .customScheme))
        #expect(!namespaces.handleURL(url: "shop://checkout"))
        #expect(namespaces.handleURL(url: "shop://checkout", source: .universalLink))
        #expect(namespaces.handleURL(url: "shop://checkout", context: 1, source: .universalLink))
        #expect(log.entries == ["checkout from universalLink", "checkout from universalLink"])
    }
}

/// Every door has its own source, and a route's `allowedSources` names them
/// one by one (issue: every door).
@MainActor
@Suite struct EveryDoorSourceTests {
    @Test(arguments: LinkSource.allCases)
    func aRouteOpenToTheAppAndItsDomainsRefusesEveryOtherDoor(_ source: LinkSource) throws {
        let elf = Elf()
        try elf.register("app://account/delete", allowedSources: [.internal, .universalLink]) { NoopHandler() }
        let opens = elf.handleURL(url: "app://account/delete", source: source)
        #expect(opens == (source == .internal || source == .universalLink), "\(source)")
    }

    @Test(arguments: LinkSource.allCases)
    func aRouteOpenToOneDoorOpensFromItAlone(_ door: LinkSource) throws {
        let elf = Elf()
        try elf.register("app://pin/<id>", allowedSources: [door]) { NoopHandler() }
        for source in LinkSource.allCases {
            #expect(elf.handleURL(url: "app://pin/1", source: source) == (source == door), "\(door) from \(source)")
        }
    }

    @Test func theFirstSixSourcesKeepTheirSavedNames() {
        #expect(
            [LinkSource.customScheme, .universalLink, .internal, .notification, .other, .restoration].map(\.rawValue)
                == ["customScheme", "universalLink", "internal", "notification", "other", "restoration"])
        #expect(LinkSource(rawValue: "widget") == .widget)
    }

    final class NoopHandler: Handler {
        func handle() {}
    }
}
