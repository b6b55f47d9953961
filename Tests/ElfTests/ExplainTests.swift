import ElfMigration
import Testing

@testable import Elf

/// `explain` and `explainHandling`: why each pattern does or does not match.
@Suite struct ExplainTests {
    typealias Outcome = Elf.RouteExplanation.Outcome

    struct ExplainCase: CustomTestStringConvertible, Sendable {
        var routes: [String]
        var url: String
        /// Every entry, in order: the pattern and its outcome.
        var entries: [(pattern: String, outcome: Outcome)]
        var configuration = Elf.Configuration()
        var testDescription: String { "\(url) on \(routes)" }

        init(
            _ routes: [String], _ url: String, _ entries: [(String, Outcome)],
            configuration: Elf.Configuration = .init()
        ) {
            self.routes = routes
            self.url = url
            self.entries = entries.map { (pattern: $0.0, outcome: $0.1) }
            self.configuration = configuration
        }
    }

    static let cases: [ExplainCase] = [
        ExplainCase(
            ["app://user/<int:id>/following", "app://user/<id>", "https://example.com/user/<id>"],
            "app://user/42/following",
            [
                ("app://user/<int:id>/following", .matched),
                ("app://user/<id>", .mismatched(.tooManySegments(url: 3, pattern: 2))),
                ("https://example.com/user/<id>", .mismatched(.wrongScheme(url: "app", pattern: "https"))),
            ]),
        // Matching patterns in precedence order, whatever the registration order.
        ExplainCase(
            ["app://item/*", "app://item/<slug>", "app://item/<int:id>", "app://item/42", "app://item/<double:d>"],
            "app://item/42",
            [
                ("app://item/42", .matched), ("app://item/<int:id>", .matched), ("app://item/<double:d>", .matched),
                ("app://item/<slug>", .matched), ("app://item/*", .matched),
            ]),
        ExplainCase(
            ["*://user/<id>", "/user/<id>", "app://user/<id>"], "APP://user/7",
            [
                ("app://user/<id>", .matched), ("*://user/<id>", .matched), ("/user/<id>", .matched),
            ]),
        ExplainCase(
            ["app://a", "*://a"], "/a",
            [
                ("app://a", .mismatched(.noScheme)), ("*://a", .mismatched(.noScheme)),
            ]),
        ExplainCase(
            ["app://a", "/b"], "app:/a",
            [
                ("app://a", .mismatched(.noHost)),
                ("/b", .mismatched(.literalMismatch(segment: 1, url: "a", pattern: "b"))),
            ]),
        ExplainCase(["app://a"], "app:///a", [("app://a", .mismatched(.noHost))]),
        ExplainCase(
            ["app://profile"], "app://Settings?id=1",
            [
                ("app://profile", .mismatched(.hostMismatch(url: "settings", pattern: "profile")))
            ]),
        ExplainCase(
            ["app://user/<id>/following"], "app://user/7/followers",
            [
                (
                    "app://user/<id>/following",
                    .mismatched(.literalMismatch(segment: 3, url: "followers", pattern: "following"))
                )
            ]),
        ExplainCase(
            ["app://item/<int:id>"], "app://item/hat",
            [
                (
                    "app://item/<int:id>",
                    .mismatched(.typeMismatch(segment: 2, placeholder: "id", type: "int", value: "hat"))
                )
            ]),
        ExplainCase(
            ["app://item/<float:price>"], "app://item/%E4%B8%AD",
            [
                (
                    "app://item/<float:price>",
                    .mismatched(.typeMismatch(segment: 2, placeholder: "price", type: "double", value: "中"))
                )
            ]),
        ExplainCase(
            ["app://<int:id>"], "app://abc",
            [
                ("app://<int:id>", .mismatched(.typeMismatch(segment: 1, placeholder: "id", type: "int", value: "abc")))
            ]),
        ExplainCase(
            ["app://item/<int:id>"], "app://item",
            [
                ("app://item/<int:id>", .mismatched(.tooFewSegments(url: 1, pattern: 2)))
            ]),
        ExplainCase(
            ["app://files/<path:rest>", "app://w/x/*"], "app://files",
            [
                ("app://files/<path:rest>", .mismatched(.tooFewSegments(url: 1, pattern: 2))),
                ("app://w/x/*", .mismatched(.hostMismatch(url: "files", pattern: "w"))),
            ]),
        ExplainCase(["app://w/x/*"], "app://w", [("app://w/x/*", .mismatched(.tooFewSegments(url: 1, pattern: 2)))]),
        // A path pattern sees the host as its first segment only when the host is not a domain.
        ExplainCase(
            ["/user/view/<id>"], "https://example.com/user/view",
            [
                ("/user/view/<id>", .mismatched(.tooFewSegments(url: 2, pattern: 3)))
            ]),
        ExplainCase(
            ["/user/view/<id>"], "myapp://user/view/joe/x",
            [
                ("/user/view/<id>", .mismatched(.tooManySegments(url: 4, pattern: 3)))
            ]),
        ExplainCase(
            ["/user/view/<id>"], "myapp://user/view/joe/x",
            [("/user/view/<id>", .mismatched(.literalMismatch(segment: 1, url: "view", pattern: "user")))],
            configuration: .init(hostAsPathSegment: .never)),
        ExplainCase(["app://user/<id>"], "app://user/..", [("app://user/<id>", .mismatched(.dotSegment(segment: 2)))]),
        ExplainCase(
            ["app://user/<id>"], "app://user/%2E/x", [("app://user/<id>", .mismatched(.dotSegment(segment: 2)))]),
        ExplainCase(["app://<id>"], "app://../x", [("app://<id>", .mismatched(.dotSegment(segment: 1)))]),
        // The walk stops at a dot segment before it reads anything else, so
        // every pattern reports it, numbered as the pattern counts segments.
        ExplainCase(
            ["app://user/<int:id>", "web://a/b/c/d", "/user/<y>"], "app://user/x/..",
            [
                ("app://user/<int:id>", .mismatched(.dotSegment(segment: 3))),
                ("web://a/b/c/d", .mismatched(.dotSegment(segment: 3))),
                ("/user/<y>", .mismatched(.dotSegment(segment: 3))),
            ]),
        ExplainCase(
            ["https://example.com/<x>", "/x/<y>"], "https://example.com/x/..",
            [
                ("https://example.com/<x>", .mismatched(.dotSegment(segment: 3))),
                ("/x/<y>", .mismatched(.dotSegment(segment: 2))),
            ]),
        ExplainCase(
            ["app://<id>/x", "/x/<y>"], "app://../x/..",
            [
                ("app://<id>/x", .mismatched(.dotSegment(segment: 1))),
                ("/x/<y>", .mismatched(.dotSegment(segment: 2))),
            ]),
        // Without a host, the walk does not read the scheme.
        ExplainCase(
            ["web://a", "*://a"], "app:/a", [("web://a", .mismatched(.noHost)), ("*://a", .mismatched(.noHost))]),
        // For optional groups, the form that got furthest: a wrong element
        // before a wrong count, then the form with the fewest segments, then
        // the tree's order (literal labels sorted, placeholders by rank).
        ExplainCase(
            ["app://the(/foo/<a>)(/bar/<b>)"], "app://the/bar",
            [
                ("app://the(/foo/<a>)(/bar/<b>)", .mismatched(.tooFewSegments(url: 2, pattern: 3)))
            ]),
        ExplainCase(
            ["app://the(/foo/<a>)(/bar/<b>)"], "app://the/baz/1",
            [
                ("app://the(/foo/<a>)(/bar/<b>)", .mismatched(.literalMismatch(segment: 2, url: "baz", pattern: "bar")))
            ]),
        ExplainCase(
            ["app://a(/b)"], "app://a/b/c", [("app://a(/b)", .mismatched(.tooManySegments(url: 3, pattern: 2)))]),
        ExplainCase(
            ["/a(/<int:id>)/<uuid:u>"], "/a/x",
            [
                (
                    "/a(/<int:id>)/<uuid:u>",
                    .mismatched(.typeMismatch(segment: 2, placeholder: "u", type: "uuid", value: "x"))
                )
            ]),
        ExplainCase(
            ["app://a(/b)/c/d"], "app://a",
            [("app://a(/b)/c/d", .mismatched(.tooFewSegments(url: 1, pattern: 3)))]),
        // A pattern two of whose forms match appears once per form, in precedence order.
        ExplainCase(
            ["app://a(/<x>)/*"], "app://a/b/c", [("app://a(/<x>)/*", .matched), ("app://a(/<x>)/*", .matched)]),
        ExplainCase(
            ["app://a/Users"], "app://a/USERS", [("app://a/Users", .matched)],
            configuration: .init(caseInsensitivePaths: true)),
        ExplainCase(
            ["app://a/Users"], "app://a/USERS",
            [
                ("app://a/Users", .mismatched(.literalMismatch(segment: 2, url: "USERS", pattern: "Users")))
            ]),
        ExplainCase(
            ["app://a/é"], "app://a/e%CC%81",
            [
                ("app://a/é", .mismatched(.literalMismatch(segment: 2, url: "e\u{301}", pattern: "é")))
            ]),
    ]

    @Test("Each pattern is explained: the matches in precedence order, then why the others miss", arguments: cases)
    func eachPatternIsExplained(_ explainCase: ExplainCase) throws {
        let elf = try Elf.with(explainCase.routes, configuration: explainCase.configuration)
        let explanation = elf.explain(explainCase.url)
        #expect(explanation.malformed == nil)
        #expect(explanation.entries.map(\.pattern) == explainCase.entries.map(\.pattern))
        #expect(explanation.entries.map(\.outcome) == explainCase.entries.map(\.outcome))
        #expect(explanation.winner?.pattern == elf.match(explainCase.url)?.pattern)
        #expect(explanation.winner?.params == elf.match(explainCase.url)?.params)
    }

    @Test func matchingEntriesCarryTheirParams() throws {
        let elf = try Elf.with(["app://item/<int:id>", "app://item/<slug>", "app://a(/<x>)/*"])
        #expect(elf.explain("app://item/42?ref=home").entries.map(\.params) == [["id": "42"], ["slug": "42"], [:]])
        #expect(elf.explain("app://a/b/c").entries.map(\.params) == [["x": "b", "*": "c"], ["*": "b/c"], [:], [:]])
    }

    @Test func customTypesAreNamedInTypeMismatches() throws {
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in text.allSatisfy(\.isHexDigit) ? text.lowercased() : nil }
        try elf.register("app://color/<hex:value>") { NoopHandler() }
        #expect(elf.explain("app://color/FF00AA").entries[0].params == ["value": "ff00aa"])
        #expect(
            elf.explain("app://color/red").entries.map(\.outcome) == [
                .mismatched(.typeMismatch(segment: 2, placeholder: "value", type: "hex", value: "red"))
            ])
    }

    struct MalformedCase: CustomTestStringConvertible, Sendable {
        var url: String
        var reason: Elf.MalformedURL.Reason
        var column: Int
        var testDescription: String { url }
    }

    static let malformedCases: [MalformedCase] = [
        MalformedCase(url: "app://user/%zz", reason: .invalidPercentEscape, column: 12),
        MalformedCase(url: "app://a@user/7", reason: .userinfo, column: 8),
        MalformedCase(url: "app://user:65536/7", reason: .invalidPort, column: 12),
        MalformedCase(url: "user/7", reason: .notAURL, column: 1),
        MalformedCase(url: "app://中文/%FF", reason: .invalidUTF8, column: 10),
    ]

    @Test("A malformed URL is explained by its reason and column, with no entries", arguments: malformedCases)
    func malformedURLIsExplainedByItsReasonAndColumn(_ malformed: MalformedCase) throws {
        let elf = try Elf.with(["app://user/<id>"])
        let explanation = elf.explain(malformed.url)
        #expect(explanation.malformed?.reason == malformed.reason)
        #expect(explanation.malformed?.column == malformed.column)
        #expect(explanation.entries.isEmpty)
        #expect(explanation.winner == nil)
    }

    @Test func rewriteRulesApplyFirstAsForMatch() throws {
        let elf = try Elf.with(["app://search/<q>", "https://www.amazon.com/search/<q>"])
        try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search/<q>")
        let explanation = elf.explain("https://www.amazon.com/search/shoes")
        #expect(explanation.url == "app://search/shoes")
        #expect(explanation.originalURL == "https://www.amazon.com/search/shoes")
        #expect(explanation.rewriteRules == [.init(from: "https://www.amazon.com/search/<q>", to: "app://search/<q>")])
        #expect(explanation.winner?.pattern == elf.match("https://www.amazon.com/search/shoes")?.pattern)
        #expect(
            explanation.description == """
                "https://www.amazon.com/search/shoes" rewritten to "app://search/shoes" by rule from \
                "https://www.amazon.com/search/<q>" to "app://search/<q>"
                "app://search/shoes": 1 of 2 patterns match
                ✓ app://search/<q>  (wins)
                ✗ https://www.amazon.com/search/<q>  wrong scheme: "app", pattern needs "https"
                """)
        // A URL no rule applies to is explained as it was given.
        #expect(elf.explain("app://search/hats").originalURL == nil)
    }

    @Test func failedRewriteIsExplainedWithNoEntries() throws {
        let elf = try Elf.with(["app://a/<x>"])
        try elf.addRewriteRule(from: "app://a/<x>", to: "app://b/<x>")
        try elf.addRewriteRule(from: "app://b/<x>", to: "app://a/<x>")
        let explanation = elf.explain("app://a/1")
        #expect(explanation.rewriteError != nil)
        #expect(explanation.entries.isEmpty)
        #expect(explanation.winner == nil)
        #expect(elf.match("app://a/1") == nil)
        #expect(explanation.description == "\"app://a/1\": \(explanation.rewriteError!)")
    }

    // MARK: - Reports

    static let reports: [(routes: [String], url: String, text: String)] = [
        (
            ["app://user/<int:id>/following", "app://user/<id>", "https://example.com/user/<id>"],
            "app://user/42/following",
            """
            "app://user/42/following": 1 of 3 patterns match
            ✓ app://user/<int:id>/following  (wins)
            ✗ app://user/<id>  too many segments: URL has 3, pattern has 2
            ✗ https://example.com/user/<id>  wrong scheme: "app", pattern needs "https"
            """
        ),
        (
            ["app://item/<slug>", "app://item/<int:id>", "app://item/new", "web://item/<int:id>"], "app://item/7",
            """
            "app://item/7": 2 of 4 patterns match
            ✓ app://item/<int:id>  (wins)
            ✓ app://item/<slug>  matches, ranks lower
            ✗ app://item/new  segment 2 mismatch: "7", pattern needs "new"
            ✗ web://item/<int:id>  wrong scheme: "app", pattern needs "web"
            """
        ),
        (
            ["app://item/<int:id>", "app://user/<id>", "/a/<uuid:u>/b", "*://x"], "myapp://a/1234/b",
            """
            "myapp://a/1234/b": 0 of 4 patterns match
            ✗ app://item/<int:id>  wrong scheme: "myapp", pattern needs "app"
            ✗ app://user/<id>  wrong scheme: "myapp", pattern needs "app"
            ✗ /a/<uuid:u>/b  typed placeholder <uuid:u> failed at segment 2: "1234" is not of type uuid
            ✗ *://x  host mismatch: "a", pattern needs "x"
            """
        ),
        (
            ["app://user/<id>"], "app://user/%zz",
            #"malformed URL "app://user/%zz" at column 12: invalid percent escape"#
        ),
        ([], "app://x", #""app://x": no patterns registered"#),
        (
            ["app://user/<id>"], "/user/7",
            """
            "/user/7": 0 of 1 pattern match
            ✗ app://user/<id>  no scheme: only path patterns match a /path URL
            """
        ),
        (
            ["app://files/<path:p>", "app://user/<id>"], "app://files/..",
            """
            "app://files/..": 0 of 2 patterns match
            ✗ app://files/<path:p>  segment 2 is "." or "..", which nothing matches
            ✗ app://user/<id>  segment 2 is "." or "..", which nothing matches
            """
        ),
    ]

    @Test("The report reads as a bug report", arguments: reports.indices)
    func reportReadsAsABugReport(_ index: Int) throws {
        let (routes, url, text) = Self.reports[index]
        let elf = try Elf.with(routes)
        #expect(elf.explain(url).description == text)
    }

    static let outcomeTexts: [(outcome: Outcome, text: String)] = [
        (.matched, "matches"),
        (.declined, "handler declined"),
        (.rejected(by: "login gate", reason: "not signed in"), #"rejected by interceptor "login gate": not signed in"#),
        (.redirected(by: "legacy", to: "app://orders/7"), #"redirected by interceptor "legacy" to "app://orders/7""#),
        (.mismatched(.noHost), "no host: only path patterns match a URL without one"),
        (.mismatched(.tooFewSegments(url: 1, pattern: 3)), "too few segments: URL has 1, pattern needs 3"),
        (.mismatched(.unexplained), "no element explains the miss (a bug in Elf: please report it)"),
    ]

    @Test("Each outcome reads as a short phrase", arguments: outcomeTexts.indices)
    func eachOutcomeReadsAsAShortPhrase(_ index: Int) {
        let (outcome, text) = Self.outcomeTexts[index]
        #expect(outcome.description == text)
    }

    @Test func reportMarksInterceptedEntriesAndWhatWasNotReached() {
        typealias Entry = Elf.RouteExplanation.Entry
        let explanation = Elf.RouteExplanation(
            url: "app://orders/7",
            entries: [
                Entry(pattern: "app://orders/<int:id>", outcome: .declined, params: ["id": "7"]),
                Entry(pattern: "app://orders/<id>", outcome: .redirected(by: "login gate", to: "app://login")),
                Entry(pattern: "app://orders/*", outcome: .matched, params: ["*": "7"]),
                Entry(pattern: "app://user/<id>", outcome: .mismatched(.hostMismatch(url: "orders", pattern: "user"))),
            ])
        #expect(explanation.winner == nil)
        #expect(
            explanation.description == """
                "app://orders/7": 3 of 4 patterns match
                ✗ app://orders/<int:id>  handler declined
                → app://orders/<id>  redirected by interceptor "login gate" to "app://login"
                ✓ app://orders/*  matches, not reached
                ✗ app://user/<id>  host mismatch: "orders", pattern needs "user"
                """)
        #expect(
            explanation.entries[1].description
                == #"→ app://orders/<id>  redirected by interceptor "login gate" to "app://login""#)
        #expect(explanation.entries.map(\.matches) == [true, true, true, false])
    }

    // MARK: - Handlers

    @MainActor
    @Test func explainMakesNoHandler() throws {
        ExplainProbe.log = []
        let elf = Elf()
        try elf.register("app://item/<int:id>") { ExplainProbe("int") }
        _ = elf.explain("app://item/7")
        #expect(ExplainProbe.log.isEmpty)
    }

    @MainActor
    @Test func explainHandlingReportsDecliningHandlersAndTheWinner() throws {
        ExplainProbe.log = []
        let elf = Elf()
        try elf.register("app://item/<int:id>") { ExplainProbe("int", accepts: false) }
        try elf.register("app://item/<slug>") { ExplainProbe("slug") }
        try elf.register("app://item/*") { ExplainProbe("any") }
        try elf.register("app://user/<id>") { ExplainProbe("user") }
        let explanation = elf.explainHandling("app://item/7")
        #expect(
            explanation.entries.map(\.outcome) == [
                .declined, .matched, .matched, .mismatched(.hostMismatch(url: "item", pattern: "user")),
            ])
        #expect(explanation.winner?.pattern == "app://item/<slug>")
        #expect(
            explanation.description == """
                "app://item/7": 3 of 4 patterns match
                ✗ app://item/<int:id>  handler declined
                ✓ app://item/<slug>  (wins)
                ✓ app://item/*  matches, ranks lower
                ✗ app://user/<id>  host mismatch: "item", pattern needs "user"
                """)
        // Every matching handler was made, converted, given the match and asked; none handled.
        #expect(ExplainProbe.log.filter { $0.hasPrefix("make") } == ["make int", "make slug", "make any"])
        #expect(ExplainProbe.log.contains("match int app://item/<int:id>"))
        #expect(!ExplainProbe.log.contains { $0.hasPrefix("handle") })
        // The winner's handler is the one handling would take.
        #expect((elf.handler(for: "app://item/7") as? ExplainProbe)?.name == "slug")
    }

    @MainActor
    @Test func explainHandlingHasNoWinnerWhenEveryHandlerDeclines() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { ExplainProbe("int", accepts: false) }
        let explanation = elf.explainHandling("app://item/7")
        #expect(explanation.winner == nil)
        #expect(explanation.entries.map(\.outcome) == [.declined])
        #expect(elf.explainHandling("app://item/%zz").malformed?.reason == .invalidPercentEscape)
    }

    @MainActor
    @Test func explainHandlingGivesHandlersTheNavigator() throws {
        final class NeedsNavigator: Handler {
            var navigator: (any Navigator)?

            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                if let navigator { self.navigator = navigator }
            }
            func convert(params: [String: String], queryParams: [String: String]) {}
            func shouldHandle() -> Bool { navigator != nil }
            func handle() {}
        }
        let elf = Elf()
        try elf.register("app://screen") { NeedsNavigator() }
        #expect(elf.explainHandling("app://screen").entries.map(\.outcome) == [.declined])
        elf.navigator = StackNavigator()
        #expect(elf.explainHandling("app://screen").entries.map(\.outcome) == [.matched])
    }

    @MainActor
    @Test func explainHandlingReportsInterceptorsThatStopTheURL() throws {
        ExplainProbe.log = []
        let elf = Elf()
        try elf.register("app://orders/<int:id>") { ExplainProbe("orders") }
        try elf.register("app://orders/*") { ExplainProbe("any") }
        elf.addInterceptor(
            Elf.Interceptor("gate") { match in
                match.pattern == "app://orders/<int:id>" ? .reject(reason: "not logged in") : .pass
            })
        let rejected = elf.explainHandling("app://orders/7")
        #expect(rejected.entries.map(\.outcome) == [.rejected(by: "gate", reason: "not logged in"), .matched])
        #expect(rejected.winner == nil)
        // A rejected URL makes no handler at all.
        #expect(ExplainProbe.log.isEmpty)

        for name in elf.interceptorNames { elf.removeInterceptor(named: name) }
        elf.addInterceptor(Elf.Interceptor("login") { _ in .deferUntilResumed(redirectTo: "app://login") })
        let redirected = elf.explainHandling("app://orders/7")
        #expect(redirected.entries.first?.outcome == .redirected(by: "login", to: "app://login"))
        #expect(redirected.winner == nil)
        // Explaining never defers or replays anything.
        #expect(elf.deferredURL == nil)
    }

    // MARK: - Explain.md and the doc comments

    final class FollowingHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {}
    }

    final class UserHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {}
    }

    /// Declines articles that do not exist (only 1 to 10 do).
    final class ArticleHandler: Handler {
        var id = 0
        func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") ?? 0 }
        func shouldHandle() -> Bool { (1...10).contains(id) }
        func handle() {}
    }

    final class SearchHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {}
    }

    /// Explain.md, "Overview", "Reading an explanation", "Malformed URLs" and
    /// "Rewritten URLs", in the order the article runs them on one router
    /// (and the doc comments of `explain(_:)`, `RouteExplanation` and `Mismatch`).
    @Test func articleOnOneRouter() throws {
        var printed: [String] = []

        // Overview
        let elf = Elf()
        try elf.register("app://user/<int:id>/following") { FollowingHandler() }
        try elf.register("app://user/<id>") { UserHandler() }
        try elf.register("https://example.com/user/<id>") { UserHandler() }
        printed.append("\(elf.explain("app://user/42/following"))")
        #expect(
            printed.last == """
                "app://user/42/following": 1 of 3 patterns match
                ✓ app://user/<int:id>/following  (wins)
                ✗ app://user/<id>  too many segments: URL has 3, pattern has 2
                ✗ https://example.com/user/<id>  wrong scheme: "app", pattern needs "https"
                """)

        // Reading an explanation
        let explanation = elf.explain("app://user/42/following")
        #expect(explanation.winner?.pattern == "app://user/<int:id>/following")
        #expect(explanation.entries[0].params == ["id": "42"])
        #expect(explanation.entries[1].outcome == .mismatched(.tooManySegments(url: 3, pattern: 2)))

        // Malformed URLs
        printed.append("\(elf.explain("app://user/%zz"))")
        #expect(printed.last == #"malformed URL "app://user/%zz" at column 12: invalid percent escape"#)

        // Rewritten URLs
        try elf.addRewriteRule(from: "https://example.com/u/<id>", to: "app://user/<id>")
        printed.append("\(elf.explain("https://example.com/u/7"))")
        #expect(
            printed.last == """
                "https://example.com/u/7" rewritten to "app://user/7" by rule from "https://example.com/u/<id>" \
                to "app://user/<id>"
                "app://user/7": 1 of 3 patterns match
                ✓ app://user/<id>  (wins)
                ✗ app://user/<int:id>/following  too few segments: URL has 2, pattern needs 3
                ✗ https://example.com/user/<id>  wrong scheme: "app", pattern needs "https"
                """)
    }

    /// Explain.md, "Handlers that decline" (and the doc comment of `explainHandling(_:)`).
    @MainActor
    @Test func articleHandlersThatDecline() throws {
        let articles = Elf()
        try articles.register("app://article/<int:id>") { ArticleHandler() }  // declines articles that do not exist
        try articles.register("app://article/<query>") { SearchHandler() }
        #expect(
            "\(articles.explainHandling("app://article/99"))" == """
                "app://article/99": 2 of 2 patterns match
                ✗ app://article/<int:id>  handler declined
                ✓ app://article/<query>  (wins)
                """)
        #expect(articles.explainHandling("app://article/7").winner?.pattern == "app://article/<int:id>")
    }

    /// The doc comment of `RouteExplanation.Entry`.
    @Test func entryDocComment() throws {
        let elf = try Elf.with(["app://item/<int:id>"])
        let entry = elf.explain("app://item/42").entries[0]
        #expect(entry.pattern == "app://item/<int:id>")
        #expect(entry.outcome == .matched)
        #expect(entry.params == ["id": "42"])
        #expect(entry.description == "✓ app://item/<int:id>  matches")
    }

    // MARK: - Agreement with the router

    static let seeds: [UInt64] = Array(1...12)

    @Test("On random tables, explain agrees with match and the reference matcher", arguments: seeds)
    func explainAgreesWithMatchAndTheReference(seed: UInt64) throws {
        var generator = ExplainGenerator(seed: seed)
        let elf = Elf()
        var reference = ReferenceMatcher()
        for _ in 0..<(seed.isMultiple(of: 3) ? 45 : 25) {
            let pattern = generator.pattern()
            guard reference.clashes(with: pattern).isEmpty else { continue }
            try elf.register(pattern) { NoopHandler() }
            reference.register(pattern)
        }
        var matched = 0
        for _ in 0..<150 {
            let url = generator.url(from: reference.patterns)
            let explanation = elf.explain(url)
            let match = elf.match(url)
            #expect(explanation.winner?.pattern == match?.pattern, "seed \(seed): \(url)")
            #expect(explanation.winner?.params == match?.params, "seed \(seed): \(url)")
            if match != nil { matched += 1 }
            // A malformed URL (a host that decodes to a delimiter, §4a) has no entries.
            if explanation.malformed != nil {
                #expect(reference.match(url) == nil, "seed \(seed): \(url)")
                #expect(explanation.entries.isEmpty)
                continue
            }

            // The matching patterns, in the reference's precedence order.
            var remaining = reference
            var order: [String] = []
            while let best = remaining.match(url) {
                order.append(best.pattern)
                remaining.unregister(best.pattern)
            }
            var seen: Set<String> = []
            let matching = explanation.entries.filter(\.matches).map(\.pattern).filter { seen.insert($0).inserted }
            #expect(matching == order, "seed \(seed): \(url)")

            // Every other pattern, in registration order, each with a reason.
            let misses = explanation.entries.filter { !$0.matches }
            #expect(misses.map(\.pattern) == reference.patterns.filter { !seen.contains($0) }, "seed \(seed): \(url)")
            for miss in misses {
                #expect(miss.outcome != .mismatched(.unexplained), "seed \(seed): \(url) \(miss.pattern)")
            }
        }
        #expect(matched > 25, "seed \(seed): only \(matched) URLs matched")
    }
}

/// A handler that records its lifecycle, for the `explainHandling` tests.
@MainActor
private final class ExplainProbe: Handler {
    static var log: [String] = []
    let name: String
    let accepts: Bool

    init(_ name: String, accepts: Bool = true) {
        self.name = name
        self.accepts = accepts
        Self.log.append("make \(name)")
    }

    func convert(params: [String: String], queryParams: [String: String]) { Self.log.append("convert \(name)") }
    func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        Self.log.append("match \(name) \(match.pattern)")
    }
    func shouldHandle() -> Bool { accepts }
    func handle() { Self.log.append("handle \(name)") }
}

/// Random patterns and well-formed URLs aimed at them, for the agreement test.
private struct ExplainGenerator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    static let schemes = ["app", "App", "web"]
    static let urlSchemes = ["app", "APP", "web", "other"]
    static let hosts = ["h", "host", "a.b", "h%41", "localhost"]
    static let literals = ["a", "b", "ab", "A", "%61", "é"]
    static let types = ["", "string:", "{}", "int:", "double:", "bool:", "uuid:"]

    mutating func pattern() -> String {
        var names = ["id", "x", "name", "q", "r"].shuffled(using: &random)
        func placeholder(_ random: inout SeededRandom) -> String {
            let name = names.removeLast()
            let type = random.element(of: Self.types)
            return type == "{}" ? "{\(name)}" : "<\(type)\(name)>"
        }
        let roll = random.int(in: 0...9)
        var text = roll >= 7 ? "" : (roll < 5 ? random.element(of: Self.schemes) + "://" : "*://")
        if !text.isEmpty {
            text += random.chance(0.7) ? random.element(of: Self.hosts) : placeholder(&random)
        }
        var segments = (0..<random.int(in: 0...3)).map { _ in
            random.chance(0.55) ? random.element(of: Self.literals) : placeholder(&random)
        }
        if random.chance(0.2) { segments.append(random.chance(0.5) ? "*" : "<path:\(names.removeLast())>") }
        if text.isEmpty, segments.isEmpty { return "/" }
        if segments.count >= 2, random.chance(0.25) {
            // One optional group around the second segment.
            return text + "/" + segments[0] + "(/" + segments[1] + ")"
                + segments.dropFirst(2).map { "/" + $0 }.joined()
        }
        return text + segments.map { "/" + $0 }.joined()
    }

    mutating func url(from patterns: [String]) -> String {
        guard !patterns.isEmpty, random.chance(0.85) else {
            return random.element(of: Self.urlSchemes) + "://" + random.element(of: Self.hosts) + "/" + encode(value())
        }
        let form = random.element(of: ReferenceMatcher.forms(of: random.element(of: patterns)))
        var elements: [String] = form.elements.flatMap { element -> [String] in
            switch element {
            case .literal(let bytes):
                let text = String(decoding: bytes, as: UTF8.self)
                return [encode(random.chance(0.1) ? text.uppercased() : text)]
            case .placeholder(let type, _):
                return [encode(value(ofType: random.chance(0.8) ? type : "string"))]
            case .path: return (0..<random.int(in: 1...2)).map { _ in encode(value()) }
            case .wildcard: return (0..<random.int(in: 0...2)).map { _ in encode(value()) }
            }
        }
        if random.chance(0.25), !elements.isEmpty {
            let index = random.int(in: 0...elements.count - 1)
            if random.chance(0.5) { elements.remove(at: index) } else { elements.insert(encode(value()), at: index) }
        }
        let query = random.chance(0.2) ? "?a=1&b" : ""
        switch form.root {
        case .scheme(let scheme):
            return scheme + "://" + (elements.first ?? "x") + elements.dropFirst().map { "/" + $0 }.joined() + query
        case .anyScheme:
            return random.element(of: Self.urlSchemes) + "://" + (elements.first ?? "x")
                + elements.dropFirst().map { "/" + $0 }.joined()
        case .path:
            let path = elements.map { "/" + $0 }.joined()
            switch random.int(in: 0...3) {
            case 0: return path.isEmpty ? "/" : path
            case 1: return "https://example.com" + path
            case 2: return "app:" + (path.isEmpty ? "/" : path)
            default: return "app://" + (elements.first ?? "") + elements.dropFirst().map { "/" + $0 }.joined()
            }
        }
    }

    private mutating func value(ofType type: String = "string") -> String {
        switch type {
        case "int": random.element(of: ["42", "-7", "007", "x", "9223372036854775808"])
        case "double": random.element(of: ["1.5", "2e3", "1.", "inf"])
        case "bool": random.element(of: ["true", "NO", "on"])
        case "uuid": random.element(of: ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8"])
        default: random.element(of: ["a", "b", "ab", "é", "x y", "a/b", "..", "%", "A"])
        }
    }

    /// Percent-encodes everything but unreserved ASCII.
    private func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return encoded
    }
}

extension String {
    /// A one-digit hexadecimal byte with its leading zero.
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
