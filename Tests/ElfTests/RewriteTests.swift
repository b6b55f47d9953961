import Dispatch
import ElfMigration
import Foundation
import Testing

@testable import Elf

/// URL rewriting: declarative and regex rules applied before
/// matching, their templates, chains and cycles, the caps on untrusted rules,
/// JSON rule sets, and the original URL after a rewrite.
@Suite("Rewriting")
struct RewriteTests {

    // MARK: - Lookups

    /// Each lookup that must apply the rules before matching.
    enum Lookup: String, CaseIterable, Sendable {
        case match, resolve, canHandle
    }

    @Test(arguments: Lookup.allCases)
    @MainActor func lookupsApplyTheRulesBeforeMatching(lookup: Lookup) throws {
        let elf = try Elf.with(["app://search"])
        let link = "https://www.amazon.com/search/ipad%20pro"
        #expect(elf.match(link) == nil)
        try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>")
        let match: Elf.RouteMatch?
        switch lookup {
        case .match: match = elf.match(link)
        case .resolve: match = try? elf.resolve(link).get()
        case .canHandle:
            #expect(elf.canHandle(link))
            return
        }
        #expect(match?.pattern == "app://search")
        #expect(match?.url == "app://search?product=ipad%20pro")
        #expect(match?.queryParams == ["product": "ipad pro"])
        #expect(match?.originalURL == link)
    }

    @Test func withoutRulesLookupsSeeTheURLAsGiven() throws {
        let elf = try Elf.with(["app://item/<int:id>"])
        #expect(elf.snapshot().rewrites == nil)
        let match = elf.match("app://item/42")
        #expect(match?.url == "app://item/42")
        #expect(match?.originalURL == nil)
        #expect(match?.original == nil)
        #expect((elf.snapshot().rewrites?.rewrite("app://item/42") ?? .unchanged) == .unchanged)
    }

    // MARK: - Declarative templates

    /// A rule, a URL, and what the URL must become (itself when no rule applies).
    struct RewriteCase: CustomTestStringConvertible, Sendable {
        var rules: [Elf.RewriteRule]
        var url: String
        var result: String
        var configuration = Elf.Configuration()

        var testDescription: String { "\(url) → \(result)" }

        init(_ rules: [Elf.RewriteRule], _ url: String, _ result: String, configuration: Elf.Configuration = .init()) {
            self.rules = rules
            self.url = url
            self.result = result
            self.configuration = configuration
        }

        init(from: String, to: String, _ url: String, _ result: String, configuration: Elf.Configuration = .init()) {
            self.init([.init(from: from, to: to)], url, result, configuration: configuration)
        }

        init(regex: String, to: String, _ url: String, _ result: String) {
            self.init([.init(regex: regex, to: to)], url, result)
        }

        /// Adds the rules in the given order and in reverse, and checks both routers.
        func check() throws {
            for order in [rules, rules.reversed()] {
                let elf = Elf(configuration: configuration)
                try elf.replaceRewriteRules(with: elf.rewriteRules + order)
                #expect(try elf.rewrite(url) == result, "order \(order)")
            }
        }
    }

    @Test(arguments: [
        // `/`, `?`, `#` and `%` in a value stay inside one path segment.
        RewriteCase(from: "app://a/<x>", to: "app://b/<x>", "app://a/a%2Fb", "app://b/a%2Fb"),
        RewriteCase(from: "app://a/<x>", to: "app://b/<x>", "app://a/what%3F%23%25", "app://b/what%3F%23%25"),
        RewriteCase(from: "app://a/<x>", to: "app://b/<x>", "app://a/two%20words", "app://b/two%20words"),
        RewriteCase(from: "app://a/<x>", to: "app://b/<x>", "app://a/中文", "app://b/%E4%B8%AD%E6%96%87"),
        // Sub-delimiters, `:` and `@` mean themselves in a path segment.
        RewriteCase(from: "app://a/<x>", to: "app://b/<x>", "app://a/it's(1),ok;x=y:z@w", "app://b/it's(1),ok;x=y:z@w"),
        // In the query, `&`, `=` and `+` are encoded (a `+` in the path is a plus).
        RewriteCase(from: "app://a/<x>", to: "app://b?x=<x>", "app://a/a&b=c+d", "app://b?x=a%26b%3Dc%2Bd"),
        RewriteCase(from: "app://a/<x>", to: "app://b?x=<x>", "app://a/a%2Fb%3F", "app://b?x=a/b?"),
        // In the fragment, `#` and spaces are encoded.
        RewriteCase(from: "app://a/<x>", to: "app://b#<x>", "app://a/a%23b%20c", "app://b#a%23b%20c"),
        // A value can be the host.
        RewriteCase(from: "app://a/<x>", to: "https://<x>/page", "app://a/example.com", "https://example.com/page"),
        // Values from the query and the fragment of the pattern's URL are not placeholders.
        RewriteCase(from: "app://a/<x>", to: "app://b/<x>", "app://a/1?x=2#3", "app://b/1"),
    ])
    func placeholderValuesAreEncodedForWhereTheyLand(_ rewrite: RewriteCase) throws {
        try rewrite.check()
    }

    /// Values that need encoding in some part of a URL, or in all of them.
    static let trickyValues = [
        "a/b", "what?", "#tag", "100%", "a&b=c", "1+1", "two words", "中文", "é", "😀", "it's (ok)",
        "~user.name_x-y", "%2F", "a=b=c", "::@!$",
    ]

    @Test(arguments: trickyValues)
    func encodedValuesReadBackUnchanged(value: String) throws {
        let elf = try Elf.with(["app://path/<x>", "app://query", "app://fragment"])
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(from: "app://in/path/<x>", to: "app://path/<x>"),
                .init(from: "app://in/query/<x>", to: "app://query?x=<x>"),
                .init(from: "app://in/fragment/<x>", to: "app://fragment#<x>"),
            ])
        let encoded = try #require(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        #expect(elf.match("app://in/path/\(encoded)")?.params["x"] == value)
        #expect(elf.match("app://in/query/\(encoded)")?.queryParams["x"] == value)
        #expect(elf.match("app://in/fragment/\(encoded)")?.fragment == value)
    }

    @Test(arguments: [
        RewriteCase(
            from: "app://files/<path:rest>", to: "app://docs/<rest>", "app://files/a/b%20c/d", "app://docs/a/b%20c/d"),
        // A `/` inside one segment stays encoded; the separators stay slashes.
        RewriteCase(
            from: "app://files/<path:rest>", to: "app://docs/<rest>", "app://files/a%2Fb/c", "app://docs/a%2Fb/c"),
        RewriteCase(from: "app://old/*", to: "app://new/*", "app://old/x/y", "app://new/x/y"),
        // `*` matching nothing drops its segment.
        RewriteCase(from: "app://old/*", to: "app://new/*", "app://old", "app://new"),
        RewriteCase(
            from: "app://web/<path:url>", to: "https://<url>", "app://web/example.com/a/b", "https://example.com/a/b"),
        RewriteCase(
            from: "app://files/<path:rest>", to: "app://open?path=<rest>", "app://files/a/b", "app://open?path=a/b"),
        // A `*` that is not a whole path segment is text.
        RewriteCase(from: "app://old/*", to: "app://new?all=*", "app://old/x", "app://new?all=*"),
    ])
    func multiSegmentValuesKeepTheirSlashes(_ rewrite: RewriteCase) throws {
        try rewrite.check()
    }

    static let amazon = "https://www.amazon.com/search/<q>"

    @Test(arguments: [
        RewriteCase(
            from: amazon, to: "app://search?product=<q>", "https://www.amazon.com/search/ipad?ref=mail#top",
            "app://search?product=ipad"),
        RewriteCase(
            from: amazon, to: "app://search?product=<q>&$query", "https://www.amazon.com/search/ipad?ref=mail",
            "app://search?product=ipad&ref=mail"),
        // Tidying: no query, no trailing `&`; an empty query or fragment leaves no `?` or `#`.
        RewriteCase(
            from: amazon, to: "app://search?product=<q>&$query", "https://www.amazon.com/search/ipad",
            "app://search?product=ipad"),
        RewriteCase(
            from: amazon, to: "app://search/<q>?$query#$fragment", "https://www.amazon.com/search/ipad",
            "app://search/ipad"),
        RewriteCase(
            from: amazon, to: "app://search/<q>#$fragment", "https://www.amazon.com/search/ipad#top",
            "app://search/ipad#top"),
        // `$query` is pasted as written, escapes and `+` included.
        RewriteCase(
            from: amazon, to: "app://s?$query", "https://www.amazon.com/search/x?name=a%20b&x=1+2",
            "app://s?name=a%20b&x=1+2"),
        RewriteCase(from: amazon, to: "app://s?$query&q=<q>", "https://www.amazon.com/search/x", "app://s?q=x"),
    ])
    func queryAndFragmentCarryOverWhenTheTemplateAsks(_ rewrite: RewriteCase) throws {
        try rewrite.check()
    }

    @Test(arguments: [
        RewriteCase(from: "app://list(/<page>)", to: "app://items/<page>/view", "app://list/3", "app://items/3/view"),
        RewriteCase(from: "app://list(/<page>)", to: "app://items/<page>/view", "app://list", "app://items/view"),
        RewriteCase(from: "app://list(/<page>)", to: "app://items?page=<page>", "app://list", "app://items?page="),
    ])
    func aValueAnOptionalGroupLeftOutIsEmpty(_ rewrite: RewriteCase) throws {
        try rewrite.check()
    }

    @Test func customPlaceholderTypesGiveTheirConvertedValue() throws {
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in text.allSatisfy(\.isHexDigit) ? text.lowercased() : nil }
        try elf.addRewriteRule(from: "app://c/<hex:value>", to: "app://color/<value>")
        #expect(try elf.rewrite("app://c/FF00aa") == "app://color/ff00aa")
        #expect(try elf.rewrite("app://c/nothex") == "app://c/nothex")
    }

    // MARK: - Declarative precedence and URL forms

    @Test(arguments: [
        RewriteCase(
            [
                .init(from: "app://item/<int:id>", to: "x://int/<id>"),
                .init(from: "app://item/<slug>", to: "x://slug/<slug>"),
            ],
            "app://item/42", "x://int/42"),
        RewriteCase(
            [
                .init(from: "app://item/<int:id>", to: "x://int/<id>"),
                .init(from: "app://item/<slug>", to: "x://slug/<slug>"),
            ],
            "app://item/hat", "x://slug/hat"),
        RewriteCase(
            [.init(from: "app://hello/world", to: "x://literal"), .init(from: "app://hello/<x>", to: "x://param/<x>")],
            "app://hello/world", "x://literal"),
        RewriteCase(
            [
                .init(from: "app://test/<t>", to: "x://one/<t>"), .init(from: "app://test/test/<t>", to: "x://two/<t>"),
                .init(from: "app://test/test", to: "x://literal"),
            ],
            "app://test/test/yes", "x://two/yes"),
        RewriteCase(
            [
                .init(from: "app://u/<id>", to: "x://scheme"), .init(from: "*://u/<id>", to: "x://any"),
                .init(from: "/u/<id>", to: "x://path"),
            ],
            "app://u/1", "x://scheme"),
        RewriteCase(
            [
                .init(from: "app://u/<id>", to: "x://scheme"), .init(from: "*://u/<id>", to: "x://any"),
                .init(from: "/u/<id>", to: "x://path"),
            ],
            "web://u/1", "x://any"),
        RewriteCase(
            [
                .init(from: "app://u/<id>", to: "x://scheme"), .init(from: "*://u/<id>", to: "x://any"),
                .init(from: "/u/<id>", to: "x://path"),
            ],
            "/u/1", "x://path"),
        RewriteCase(
            [.init(from: "app://w", to: "x://exact"), .init(from: "app://w/*", to: "x://wild/*")], "app://w",
            "x://exact"),
        RewriteCase(
            [.init(from: "app://w", to: "x://exact"), .init(from: "app://w/*", to: "x://wild/*")], "app://w/a",
            "x://wild/a"),
        RewriteCase(
            [.init(from: "app://f/<path:p>", to: "x://path/<p>"), .init(from: "app://f/*", to: "x://star/*")],
            "app://f/a", "x://path/a"),
        RewriteCase(
            [.init(from: "app://f/<path:p>", to: "x://path/<p>"), .init(from: "app://f/*", to: "x://star/*")],
            "app://f", "x://star"),
    ])
    func declarativeRulesFollowRoutingPrecedence(_ rewrite: RewriteCase) throws {
        try rewrite.check()
    }

    @Test(arguments: [
        RewriteCase(
            from: "/user/view/<id>", to: "app://profile/<id>", "myapp://user/view/joeldev", "app://profile/joeldev"),
        RewriteCase(
            from: "/user/view/<id>", to: "app://profile/<id>", "https://example.com/user/view/joeldev",
            "app://profile/joeldev"),
        RewriteCase(
            from: "https://www.example.com/user/<id>", to: "app://user/<id>", "HTTPS://WWW.Example.com/user/7",
            "app://user/7"),
        RewriteCase(
            from: "https://www.example.com/user/<id>", to: "app://user/<id>", "  https://www.example.com/user/7\n",
            "app://user/7"),
        RewriteCase(
            from: "https://www.example.com/user/<id>", to: "app://user/<id>", "https://www.example.com:8443/user/7",
            "app://user/7"),
        RewriteCase(
            from: "https://<path:url>", to: "app://web?u=<url>", "https://Google.com/search",
            "app://web?u=google.com/search"),
        RewriteCase(from: "app://foo/<bar>", to: "app://bar/<bar>", "app://foo/a%2Fb", "app://bar/a%2Fb"),
        // Placeholders never bind `.` or `..`.
        RewriteCase(from: "app://user/<id>", to: "app://u/<id>", "app://user/..", "app://user/.."),
        // No host, or an empty one: only path patterns match.
        RewriteCase(from: "/x", to: "app://xx", "app:///x", "app://xx"),
        RewriteCase(from: "/x", to: "app://xx", "app:x", "app://xx"),
        RewriteCase(from: "foo://hello/<name>", to: "app://hi/<name>", "bar://hello/world", "bar://hello/world"),
        RewriteCase(
            from: "app://x/Shop/<id>", to: "app://store/<id>", "app://x/shop/1", "app://store/1",
            configuration: .init(caseInsensitivePaths: true)),
    ])
    func declarativeRulesReadURLsAsRoutingDoes(_ rewrite: RewriteCase) throws {
        try rewrite.check()
    }

    // MARK: - Regex templates

    @Test(arguments: [
        RewriteCase(
            regex: #"^https://m\.example\.com/item/(\d+)$"#, to: "app://item/$1", "https://m.example.com/item/42",
            "app://item/42"),
        // `$1` pastes the text as written; `$$1` decodes and encodes it for where it lands; `$#1` decodes it.
        RewriteCase(regex: "^app://s/(.*)$", to: "app://t?q=$1", "app://s/a%20b", "app://t?q=a%20b"),
        RewriteCase(regex: "^app://s/(.*)$", to: "app://t?q=$$1", "app://s/a%20b&c", "app://t?q=a%20b%26c"),
        RewriteCase(regex: "^app://s/(.*)$", to: "app://t/$$1", "app://s/a%2Fb", "app://t/a%2Fb"),
        RewriteCase(regex: "^app://s/(.*)$", to: "app://t/$#1", "app://s/a%20b", "app://t/a b"),
        RewriteCase(regex: "^app://s/x", to: "app://t?from=$$0", "app://s/x/y", "app://t?from=app://s/x"),
        RewriteCase(
            regex: "^myapp://", to: "app://v?s=$scheme&h=$host&p=$port&path=$path&q=$$query&f=$fragment",
            "myapp://Host:8080/a/b?x=1&y=2#frag", "app://v?s=myapp&h=Host&p=8080&path=/a/b&q=x%3D1%26y%3D2&f=frag"),
        RewriteCase(
            regex: "^http://", to: "https://web?u=$$url", "http://a.com/x?y=1", "https://web?u=http://a.com/x?y%3D1"),
        // The host is `d`, so `$path` is `/a%20b`.
        RewriteCase(regex: "^app://d/", to: "app://e$#path", "app://d/a%20b", "app://e/a b"),
        RewriteCase(regex: "^app://np", to: "app://v?p=$port&h=$$host", "app://np/x", "app://v?p=&h=np"),
        RewriteCase(
            regex: "^app://(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)$", to: "app://r/$10$1", "app://abcdefghij", "app://r/ja"),
        // A group that took no part is empty.
        RewriteCase(regex: "^app://o/(a)?(b)$", to: "app://r/x$1y$2", "app://o/b", "app://r/xyb"),
        // `<`, `{` and `*` are text in regex templates.
        RewriteCase(regex: "^app://lit$", to: "app://r/<x>/{y}/*", "app://lit", "app://r/<x>/{y}/*"),
    ])
    func regexTemplatesFillEveryDollarForm(_ rewrite: RewriteCase) throws {
        try rewrite.check()
    }

    @Test(arguments: [
        ("app://p/1", "app://decl/1"),
        ("app://p/x", "app://regex1"),
        ("app://p/1x", "app://regex1"),
        ("app://q", "app://q"),
    ])
    func regexRulesComeAfterDeclarativeRulesInTheOrderAdded(url: String, result: String) throws {
        let elf = Elf()
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(regex: "^app://p/", to: "app://regex1"),
                .init(regex: "^app://p/1", to: "app://regex2"),
                .init(from: "app://p/<int:id>", to: "app://decl/<id>"),
            ])
        #expect(try elf.rewrite(url) == result)
    }

    // MARK: - Chains and cycles

    @Test func rulesApplyAgainToTheirResult() throws {
        let elf = try Elf.with(["app://product/<int:id>"])
        let http = Elf.RewriteRule(regex: "^http://(.*)$", to: "https://$1")
        let product = Elf.RewriteRule(from: "https://www.example.com/p/<int:id>", to: "app://product/<id>")
        try elf.replaceRewriteRules(with: elf.rewriteRules + [http, product])
        #expect(
            elf.snapshot().rewrites?.rewrite("http://www.example.com/p/7")
                == .rewritten(
                    url: "app://product/7", originalURL: "http://www.example.com/p/7", rules: [http, product]))
        let match = elf.match("http://www.example.com/p/7")
        #expect(match?.params == ["id": "7"])
        #expect(match?.originalURL == "http://www.example.com/p/7")
    }

    @Test func aRuleThatLeavesTheURLAsItIsEndsTheChain() throws {
        let elf = try Elf.with(["app://same/<x>"])
        try elf.addRewriteRule(regex: "^app://same", to: "$url")
        #expect((elf.snapshot().rewrites?.rewrite("app://same/x") ?? .unchanged) == .unchanged)
        #expect(elf.match("app://same/x")?.originalURL == nil)
    }

    @Test @MainActor func rulesThatLoopAreACycleError() throws {
        let elf = try Elf.with(["app://a/<x>", "app://b/<x>"])
        let back = Elf.RewriteRule(from: "app://b/<x>", to: "app://a/<x>")
        try elf.replaceRewriteRules(with: elf.rewriteRules + [.init(from: "app://a/<x>", to: "app://b/<x>"), back])
        #expect(throws: Elf.RewriteError(rule: back, reason: .cycle(chain: ["app://a/1", "app://b/1", "app://a/1"]))) {
            try elf.rewrite("app://a/1")
        }
        #expect(elf.match("app://a/1") == nil)
        #expect(!elf.canHandle("app://b/1"))
    }

    @Test(arguments: [(2, nil), (3, "app://d/1")] as [(Int, String?)])
    func chainsLongerThanTheLimitFail(limit: Int, result: String?) throws {
        var configuration = Elf.Configuration()
        configuration.rewriteLimits.maxChainLength = limit
        let elf = Elf(configuration: configuration)
        let last = Elf.RewriteRule(from: "app://c/<x>", to: "app://d/<x>")
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(from: "app://a/<x>", to: "app://b/<x>"), .init(from: "app://b/<x>", to: "app://c/<x>"), last,
            ])
        if let result {
            #expect(try elf.rewrite("app://a/1") == result)
        } else {
            let chain = ["app://a/1", "app://b/1", "app://c/1", "app://d/1"]
            #expect(throws: Elf.RewriteError(rule: last, reason: .tooManyRewrites(limit: limit, chain: chain))) {
                try elf.rewrite("app://a/1")
            }
        }
    }

    @Test func aChainThatNeverRepeatsStopsAtTheDefaultLimit() throws {
        let elf = Elf()
        try elf.addRewriteRule(from: "app://grow/<path:p>", to: "app://grow/<p>/x")
        do {
            _ = try elf.rewrite("app://grow/x")
            Issue.record("expected a failure")
        } catch {
            guard case .tooManyRewrites(let limit, let chain) = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(limit == 8)
            #expect(chain.count == 10)
            #expect(chain.last == "app://grow/" + Array(repeating: "x", count: 10).joined(separator: "/"))
        }
    }

    // MARK: - Failing closed

    @Test(arguments: [
        // `$#1` decodes `%25zz` to `%zz`, which is no URL.
        (Elf.RewriteRule(regex: "^app://x/(.*)$", to: "$#1"), "app://x/%25zz", Elf.MalformedURL.Reason.notAURL, 0),
        (Elf.RewriteRule(regex: "^app://p/(.*)$", to: "app://q/$#1"), "app://p/%25zz", .invalidPercentEscape, 8),
        (Elf.RewriteRule(regex: "^app://c/(.*)$", to: "app://q/$#1"), "app://c/%250A", .encodedControlCharacter, 8),
    ])
    func aResultThatIsNoURLFailsClosed(rule: Elf.RewriteRule, url: String, reason: Elf.MalformedURL.Reason, offset: Int)
        throws
    {
        let elf = try Elf.with(["/<path:anything>"])
        try elf.replaceRewriteRules(with: elf.rewriteRules + [rule])
        do {
            _ = try elf.rewrite(url)
            Issue.record("expected a failure")
        } catch {
            #expect(error.rule == rule)
            guard case .malformedResult(let malformed) = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(malformed.reason == reason)
            #expect(malformed.offset == offset)
        }
        #expect(elf.match(url) == nil)
    }

    @Test func aResultLongerThanTheURLLimitFails() throws {
        let elf = Elf(configuration: .init(maxURLLength: 64))
        try elf.addRewriteRule(from: "app://long/<path:p>", to: "app://long/<p>/<p>/<p>")
        let url = "app://long/" + String(repeating: "a", count: 20)
        #expect(throws: Elf.RewriteError.self) { try elf.rewrite(url) }
        do {
            _ = try elf.rewrite(url)
        } catch {
            guard case .malformedResult(let malformed) = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(malformed.reason == .tooLong(limit: 64))
        }
    }

    @Test func aMalformedURLIsReportedAsMalformedWhenRulesExist() throws {
        let elf = try Elf.with(["app://user/<id>"])
        try elf.addRewriteRule(regex: ".*", to: "app://user/1")
        #expect((elf.snapshot().rewrites?.rewrite("app://user/%zz") ?? .unchanged) == .unchanged)
        guard case .failure(let miss) = elf.resolve("app://user/%zz"), case .malformed(let error) = miss.reason else {
            Issue.record("expected a malformed URL")
            return
        }
        #expect(error.reason == .invalidPercentEscape)
        #expect(error.column == 12)
    }

    @Test(arguments: [0.05, 0.01])
    func aCatastrophicRegexFailsClosedInsteadOfHanging(limit: TimeInterval) throws {
        var configuration = Elf.Configuration()
        configuration.rewriteLimits.regexTimeLimit = limit
        let elf = try Elf.with(["app://x/<rest>", "app://ok"], configuration: configuration)
        // Nested quantifiers on a string that almost matches: backtracking
        // would take 2^40 steps (days) without the deadline.
        let evil = Elf.RewriteRule(regex: "^app://x/(a+)+$", to: "app://ok")
        try elf.replaceRewriteRules(with: elf.rewriteRules + [evil])
        let url = "app://x/" + String(repeating: "a", count: 40) + "!"
        #expect(throws: Elf.RewriteError(rule: evil, reason: .timedOut(limit: limit))) { try elf.rewrite(url) }
        #expect(elf.match(url) == nil)
        #expect(
            elf.resolve(url).failure?.reason
                == .rewriteFailed(Elf.RewriteError(rule: evil, reason: .timedOut(limit: limit))))
        // The router is not stuck: the rule still applies where it can.
        #expect(elf.match("app://x/aaaa")?.pattern == "app://ok")
    }

    // MARK: - Rejected rules

    /// A rule that must be rejected, and why.
    struct BadRule: CustomTestStringConvertible, Sendable {
        var rule: Elf.RewriteRule
        var reason: Elf.RewriteError.Reason
        var offset: Int?
        var testDescription: String { rule.description }

        init(_ rule: Elf.RewriteRule, _ reason: Elf.RewriteError.Reason, at offset: Int? = nil) {
            self.rule = rule
            self.reason = reason
            self.offset = offset
        }
    }

    @Test(arguments: [
        BadRule(
            .init(from: "app://user/<id", to: "app://u"),
            .invalidPattern(.init(pattern: "app://user/<id", reason: .unclosed("<"), offset: 11))),
        BadRule(.init(regex: "a(b", to: "app://x"), .invalidRegex),
        BadRule(.init(from: "app://a/<x>", to: "app://b/<y>"), .unboundPlaceholder("y"), at: 8),
        BadRule(.init(from: "app://a", to: "app://b/*"), .unboundPlaceholder("*"), at: 8),
        BadRule(
            .init(from: "app://a/<x>", to: "app://b/$1"),
            .invalidTemplate("declarative templates name values as <name>, not $1"), at: 8),
        BadRule(.init(regex: "^a(b)$", to: "app://b/$2"), .missingCaptureGroup(2, available: 1), at: 8),
        BadRule(.init(from: "app://a", to: "app://b/$foo"), .unknownVariable("foo"), at: 8),
        BadRule(.init(regex: "a", to: "app://b/$$hostname"), .unknownVariable("hostname"), at: 8),
        BadRule(
            .init(from: "app://a", to: "app://b/$"),
            .invalidTemplate("'$' starts $1, $name, $$… or $#…; write %24 for a literal $"), at: 8),
        BadRule(
            .init(from: "app://a/<x>", to: "app://b/<int:x>"), .invalidTemplate("templates take no type: write <name>"),
            at: 8),
        BadRule(.init(from: "app://a/<x>", to: "app://b/<x"), .invalidTemplate("'<' is never closed"), at: 8),
        BadRule(
            .init(from: "app://a/<x>", to: "app://b/<x-y>"), .invalidTemplate("invalid placeholder name 'x-y'"), at: 8),
        BadRule(.init(from: "app://a", to: "app://b/x>"), .invalidTemplate("'>' was never opened"), at: 9),
        BadRule(.init(from: "app://a", to: "1app://b"), .invalidTemplate("invalid scheme"), at: 0),
        BadRule(.init(from: "app://a", to: "ap_p://b"), .invalidTemplate("invalid scheme"), at: 2),
        BadRule(
            .init(from: "app://a", to: "search?q=1"), .invalidTemplate("a template starts with scheme: or /"), at: 0),
        BadRule(.init(from: "app://a", to: "search"), .invalidTemplate("a template starts with scheme: or /"), at: 0),
        BadRule(.init(from: "app://a", to: "app://b/%zz"), .invalidTemplate("invalid percent escape"), at: 8),
        BadRule(.init(from: "app://a", to: #"app://b/\x"#), .invalidTemplate("backslash"), at: 8),
        BadRule(.init(from: "app://a", to: ""), .invalidTemplate("empty template"), at: 0),
        BadRule(.init(from: "app://" + String(repeating: "a", count: 2043), to: "app://b"), .tooLong(limit: 2048)),
        BadRule(.init(regex: "a", to: "app://" + String(repeating: "b", count: 2043)), .tooLong(limit: 2048)),
    ])
    func badRulesAreRejectedWithTheReason(_ bad: BadRule) throws {
        let elf = Elf()
        try elf.addRewriteRule(from: "app://kept/<x>", to: "app://still/<x>")
        #expect(throws: Elf.RewriteError(rule: bad.rule, reason: bad.reason, offset: bad.offset)) {
            switch bad.rule.source {
            case .pattern(let pattern): try elf.addRewriteRule(from: pattern, to: bad.rule.template)
            case .regex(let regex): try elf.addRewriteRule(regex: regex, to: bad.rule.template)
            }
        }
        // Nothing was added, and the rule already there keeps working.
        #expect(elf.rewriteRules == [.init(from: "app://kept/<x>", to: "app://still/<x>")])
        #expect(try elf.rewrite("app://kept/1") == "app://still/1")
    }

    @Test(arguments: [
        (
            Elf.RewriteRule(from: "app://old/<id>", to: "app://new/<name>"),
            #"rewrite rule from "app://old/<id>" to "app://new/<name>": template column 11: placeholder <name> is not bound by the pattern"#
        ),
        (
            Elf.RewriteRule(from: "app://user/<id", to: "app://u"),
            #"rewrite rule from "app://user/<id" to "app://u": invalid pattern "app://user/<id" at column 12: '<' is never closed"#
        ),
        (
            Elf.RewriteRule(regex: "(", to: "app://u"),
            #"rewrite rule regex "(" to "app://u": NSRegularExpression does not accept the regex"#
        ),
        (
            Elf.RewriteRule(from: "app://é/<x>", to: "app://ü/<y>"),
            #"rewrite rule from "app://é/<x>" to "app://ü/<y>": template column 9: placeholder <y> is not bound by the pattern"#
        ),
    ])
    func errorMessagesNameTheRuleAndWhere(rule: Elf.RewriteRule, message: String) throws {
        do {
            try Elf().replaceRewriteRules(with: [rule])
            Issue.record("expected a failure")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    message.replacingOccurrences(of: "rewrite rule ", with: "rewrite rule 0 ")
                ])
        }
        do {
            switch rule.source {
            case .pattern(let pattern): try Elf().addRewriteRule(from: pattern, to: rule.template)
            case .regex(let regex): try Elf().addRewriteRule(regex: regex, to: rule.template)
            }
            Issue.record("expected a failure")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        (Elf.RewriteRule(from: "app://a/{y}", to: "app://c"), "app://a/<x>"),
        (Elf.RewriteRule(from: "app://a/<string:z>", to: "app://c"), "app://a/<x>"),
        (Elf.RewriteRule(from: "app://b(/<x>)", to: "app://c"), "app://b"),
        (Elf.RewriteRule(regex: "^app://r$", to: "app://c"), "^app://r$"),
    ])
    func rulesThatMatchTheSameURLsAsAnotherAreRejected(rule: Elf.RewriteRule, existing: String) throws {
        let elf = Elf()
        let kept: [Elf.RewriteRule] = [
            .init(from: "app://a/<x>", to: "app://one/<x>"), .init(from: "app://b", to: "app://two"),
            .init(regex: "^app://r$", to: "app://three"),
        ]
        try elf.replaceRewriteRules(with: elf.rewriteRules + kept)
        #expect(throws: Elf.RewriteError(rule: rule, reason: .duplicate(existing: existing))) {
            switch rule.source {
            case .pattern(let pattern): try elf.addRewriteRule(from: pattern, to: rule.template)
            case .regex(let regex): try elf.addRewriteRule(regex: regex, to: rule.template)
            }
        }
        #expect(elf.rewriteRules == kept)
        #expect(try elf.rewrite("app://a/1") == "app://one/1")
    }

    @Test func aBatchIsAllOrNothingAndNamesEachBadRule() throws {
        let elf = Elf()
        let kept = Elf.RewriteRule(from: "app://kept", to: "app://k")
        try elf.replaceRewriteRules(with: elf.rewriteRules + [kept])
        let batch: [Elf.RewriteRule] = [
            .init(from: "app://a", to: "app://b"),
            .init(from: "app://bad/<x", to: "app://b"),
            .init(from: "app://c/<x>", to: "app://d/<x>"),
            .init(from: "app://a", to: "app://other"),
            .init(regex: "(", to: "app://e"),
        ]
        do {
            // Adding is replacing with the rules there plus the batch: the
            // indices count from the first rule of the whole list.
            try elf.replaceRewriteRules(with: elf.rewriteRules + batch)
            Issue.record("expected a failure")
        } catch {
            #expect(error.errors.map(\.index) == [2, 4, 5])
            #expect(error.errors.map(\.rule) == [batch[1], batch[3], batch[4]])
            #expect(error.errors[1].reason == .duplicate(existing: "app://a"))
            #expect(error.errors[2].reason == .invalidRegex)
        }
        #expect(elf.rewriteRules == [kept])
        #expect(try elf.rewrite("app://a") == "app://a")
        try elf.replaceRewriteRules(with: elf.rewriteRules + [batch[0], batch[2]])
        #expect(elf.rewriteRules == [kept, batch[0], batch[2]])
        #expect(try elf.rewrite("app://c/1") == "app://d/1")
    }

    @Test func theNumberOfRulesIsCapped() throws {
        var configuration = Elf.Configuration()
        configuration.rewriteLimits.maxRules = 2
        let elf = Elf(configuration: configuration)
        try elf.addRewriteRule(from: "app://a", to: "app://x")
        try elf.addRewriteRule(regex: "^app://b$", to: "app://x")
        let third = Elf.RewriteRule(from: "app://c", to: "app://x")
        #expect(throws: Elf.RewriteError(rule: third, reason: .tooManyRules(limit: 2))) {
            try elf.addRewriteRule(from: "app://c", to: "app://x")
        }
        let tooMany = Elf.RewriteRuleSetError(errors: [.init(rule: nil, reason: .tooManyRules(limit: 2))])
        #expect(throws: tooMany) { try elf.replaceRewriteRules(with: elf.rewriteRules + [third]) }
        #expect(throws: tooMany) { try elf.replaceRewriteRules(with: [third, third, third]) }
        let json = Data(
            #"{"rules": [{"from": "app://1", "to": "app://x"}, {"from": "app://2", "to": "app://x"}, {"from": "app://3", "to": "app://x"}]}"#
                .utf8)
        #expect(throws: tooMany) { try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: json)) }
        #expect(elf.rewriteRules.count == 2)
        #expect(try elf.rewrite("app://b") == "app://x")
        // Replacing may use the whole allowance again.
        try elf.replaceRewriteRules(with: [third])
        #expect(elf.rewriteRules == [third])
    }

    // MARK: - JSON rule sets

    static let ruleSetJSON = #"""
        {"rules": [
            {"from": "https://www.amazon.com/search/<q>", "to": "app://search?product=<q>"},
            {"regex": "^https://m\\.example\\.com/item/(\\d+)$", "to": "app://item/$1", "comment": "mobile site"}
        ]}
        """#

    @Test func aJSONRuleSetLoads() throws {
        let elf = Elf()
        try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: Data(Self.ruleSetJSON.utf8)))
        #expect(
            elf.rewriteRules == [
                .init(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>"),
                .init(regex: #"^https://m\.example\.com/item/(\d+)$"#, to: "app://item/$1"),
            ])
        #expect(try elf.rewrite("https://m.example.com/item/42") == "app://item/42")
        #expect(try elf.rewrite("https://www.amazon.com/search/ipad") == "app://search?product=ipad")
    }

    @Test func loadingReplacesTheRules() throws {
        let elf = Elf()
        try elf.addRewriteRule(from: "app://old", to: "app://replaced")
        try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: Data(Self.ruleSetJSON.utf8)))
        #expect(elf.rewriteRules.count == 2)
        #expect(try elf.rewrite("app://old") == "app://old")
    }

    static let shapeProblem = #"expected an object with a "rules" array"#

    @Test(
        arguments: [
            ("not json", [(nil, Elf.RewriteError.Reason.invalidJSON("not JSON; " + shapeProblem))]),
            ("[]", [(nil, .invalidJSON(shapeProblem))]),
            (#"{"rules": {}}"#, [(nil, .invalidJSON(shapeProblem))]),
            (#"{"rules": [1]}"#, [(0, .invalidJSON("the rule is not an object"))]),
            (#"{"rules": [{"to": "app://x"}]}"#, [(0, .invalidJSON(#"a rule has either "from" or "regex""#))]),
            (
                #"{"rules": [{"from": "app://a", "regex": "a", "to": "app://x"}]}"#,
                [(0, .invalidJSON(#"a rule has either "from" or "regex""#))]
            ),
            (#"{"rules": [{"from": "app://a"}]}"#, [(0, .invalidJSON(#""to" is missing or not a string"#))]),
            (#"{"rules": [{"from": 5, "to": "app://x"}]}"#, [(0, .invalidJSON(#""from" is not a string"#))]),
            (#"{"rules": [{"regex": null, "to": "app://x"}]}"#, [(0, .invalidJSON(#""regex" is not a string"#))]),
            (
                #"{"rules": [{"from": "app://a", "to": "app://b"}, {"from": "app://a/<x", "to": "app://b"}, {"regex": "(", "to": "app://c"}, {"from": "app://a", "to": "app://d"}]}"#,
                [
                    (1, .invalidPattern(.init(pattern: "app://a/<x", reason: .unclosed("<"), offset: 8))),
                    (2, .invalidRegex), (3, .duplicate(existing: "app://a")),
                ]
            ),
        ] as [(String, [(Int?, Elf.RewriteError.Reason)])])
    func aBadJSONRuleSetIsRejectedAndTheRulesKeepWorking(json: String, problems: [(Int?, Elf.RewriteError.Reason)])
        throws
    {
        let elf = Elf()
        try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: Data(Self.ruleSetJSON.utf8)))
        let before = elf.rewriteRules
        do {
            try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: Data(json.utf8)))
            Issue.record("expected a failure")
        } catch {
            #expect(error.errors.map(\.index) == problems.map(\.0))
            #expect(error.errors.map(\.reason) == problems.map(\.1))
        }
        #expect(elf.rewriteRules == before)
        #expect(try elf.rewrite("https://m.example.com/item/42") == "app://item/42")
    }

    // MARK: - Managing rules

    @Test(arguments: [
        ("from", "https://www.amazon.com/search/<q>", true),
        ("from", "https://www.amazon.com/search/{term}", false),
        ("from", "https://www.amazon.com/other/<q>", false),
        ("regex", #"^https://m\.example\.com/item/(\d+)$"#, true),
        ("regex", "^https://m.example.com", false),
    ])
    func removingOneRuleLeavesTheOthers(kind: String, text: String, removed: Bool) throws {
        let elf = Elf()
        try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: Data(Self.ruleSetJSON.utf8)))
        let result = elf.removeRewriteRules(where: { $0.source == (kind == "from" ? .pattern(text) : .regex(text)) })
        #expect(result == removed)
        #expect(elf.rewriteRules.count == (removed ? 1 : 2))
        let amazon = try elf.rewrite("https://www.amazon.com/search/ipad")
        let mobile = try elf.rewrite("https://m.example.com/item/42")
        #expect((amazon == "app://search?product=ipad") == !(removed && kind == "from"))
        #expect((mobile == "app://item/42") == !(removed && kind == "regex"))
    }

    /// Removing every rule, at once or one by one, leaves no rewriting step before matching.
    @Test func removingAllRulesLeavesNoRewritingStep() throws {
        let elf = try Elf.with(["app://item/<int:id>"])
        try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: Data(Self.ruleSetJSON.utf8)))
        #expect(elf.match("https://m.example.com/item/42")?.pattern == "app://item/<int:id>")
        try? elf.replaceRewriteRules(with: [])
        #expect(elf.rewriteRules.isEmpty)
        #expect(elf.snapshot().rewrites == nil)
        #expect(elf.match("https://m.example.com/item/42") == nil)
        // Removing the last rule one by one does the same.
        try elf.addRewriteRule(from: "app://a", to: "app://b")
        elf.removeRewriteRules { $0.source == .pattern("app://a") }
        #expect(elf.snapshot().rewrites == nil)
    }

    @Test func rulesAreListedInTheOrderAdded() throws {
        let elf = Elf()
        let rules: [Elf.RewriteRule] = [
            .init(regex: "^z", to: "app://z"), .init(from: "app://a", to: "app://b"), .init(regex: "^a", to: "app://y"),
        ]
        for rule in rules { try elf.replaceRewriteRules(with: elf.rewriteRules + [rule]) }
        #expect(elf.rewriteRules == rules)
        #expect(
            rules.map(\.description) == [
                #"regex "^z" to "app://z""#, #"from "app://a" to "app://b""#, #"regex "^a" to "app://y""#,
            ])
    }

    // MARK: - The original URL

    @Test func theOriginalURLsPartsAreReadableFromTheMatch() throws {
        let elf = try Elf.with(["app://search"])
        try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>")
        let match = try #require(
            elf.match("https://WWW.amazon.com:8443/search/ipad?utm_campaign=spring+sale&a=1&a=2#x%20y"))
        #expect(match.url == "app://search?product=ipad")
        let original = try #require(match.original)
        #expect(original.url == "https://WWW.amazon.com:8443/search/ipad?utm_campaign=spring+sale&a=1&a=2#x%20y")
        #expect(original.scheme == "https")
        #expect(original.host == "www.amazon.com")
        #expect(original.port == 8443)
        #expect(original.pathSegments == ["search", "ipad"])
        #expect(original.queryParams == ["utm_campaign": "spring sale", "a": "2"])
        #expect(original.queryItems.map(\.value) == ["spring sale", "1", "2"])
        #expect(original.fragment == "x y")
    }

    @MainActor
    final class OriginalReadingHandler: Handler {
        var url: String?
        var original: Elf.URLParts?
        func convert(params: [String: String], queryParams: [String: String]) {}
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            url = match.url
            original = match.original
        }
        func handle() {}
    }

    @MainActor
    @Test func theOriginalURLIsReadableInAMatchAwareHandler() throws {
        let elf = Elf()
        try elf.register("app://search") { OriginalReadingHandler() }
        try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>")
        let handler =
            elf.handler(for: "https://www.amazon.com/search/ipad?utm_campaign=spring") as? OriginalReadingHandler
        #expect(handler?.url == "app://search?product=ipad")
        #expect(handler?.original?.host == "www.amazon.com")
        #expect(handler?.original?.queryParams["utm_campaign"] == "spring")
    }

    // MARK: - Threads

    /// Patterns a lookup returned that it should not have, from any thread.
    final class Unexpected: @unchecked Sendable {
        private let lock = NSLock()
        private var patterns: [String] = []
        func record(_ pattern: String) {
            lock.lock()
            defer { lock.unlock() }
            patterns.append(pattern)
        }
        var recorded: [String] {
            lock.lock()
            defer { lock.unlock() }
            return patterns
        }
    }

    @Test func rulesChangeSafelyWhileOtherThreadsLookUp() throws {
        let elf = try Elf.with(["app://new/<int:id>", "app://old/<int:id>"])
        let rule = Elf.RewriteRule(from: "app://old/<int:id>", to: "app://new/<id>")
        let unexpected = Unexpected()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<200 {
                if worker == 0 {
                    if round.isMultiple(of: 2) {
                        try? elf.replaceRewriteRules(with: elf.rewriteRules + [rule])
                    } else {
                        try? elf.replaceRewriteRules(with: [])
                    }
                } else {
                    // Either the rule applied or it did not: never anything else.
                    let pattern = elf.match("app://old/\(round)")?.pattern ?? "nil"
                    if pattern != "app://new/<int:id>" && pattern != "app://old/<int:id>" {
                        unexpected.record(pattern)
                    }
                }
            }
        }
        #expect(unexpected.recorded.isEmpty)
        // The last round removed the rule.
        #expect(elf.match("app://old/1")?.pattern == "app://old/<int:id>")
    }

    // MARK: - Doc snippets (Rewriting.md and the doc comments)

    /// The handler of the snippets: the search screen.
    @MainActor
    final class SearchHandler: Handler {
        var product: String?
        var campaign: String?

        func convert(params: [String: String], queryParams: [String: String]) {
            product = queryParams["product"]
        }

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            // The link was https://www.amazon.com/search/ipad?utm_campaign=spring
            campaign = match.original?.queryParams["utm_campaign"]  // "spring"
        }

        func handle() {
            // show the results for `product`, and count the visit for `campaign`
        }
    }

    /// Rewriting.md, "Overview".
    @Test func articleOverview() throws {
        let elf = Elf()
        try elf.register("app://search") { SearchHandler() }
        try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>")

        let match = elf.match("https://www.amazon.com/search/ipad%20pro")
        #expect(match?.pattern == "app://search")
        #expect(match?.url == "app://search?product=ipad%20pro")
        #expect(match?.queryParams["product"] == "ipad pro")
    }

    /// Rewriting.md, "Fill a template".
    @Test func articleFillATemplate() throws {
        let elf = Elf()
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(from: "app://tag/<name>", to: "app://search?q=<name>#<name>"),
                .init(from: "https://files.example.com/<path:rest>", to: "app://files/<rest>"),
            ])
        #expect(try elf.rewrite("app://tag/rock%20%26%20roll") == "app://search?q=rock%20%26%20roll#rock%20%26%20roll")
        #expect(
            try elf.rewrite("https://files.example.com/photos/2024/beach%20day.jpg")
                == "app://files/photos/2024/beach%20day.jpg")
    }

    /// Rewriting.md, "Carry the query and the fragment over".
    @Test func articleCarryTheQueryAndTheFragmentOver() throws {
        let elf = Elf()
        try elf.addRewriteRule(
            from: "https://shop.example.com/p/<int:id>", to: "app://product/<id>?$query#$fragment")
        #expect(try elf.rewrite("https://shop.example.com/p/42?color=red") == "app://product/42?color=red")
        #expect(try elf.rewrite("https://shop.example.com/p/42") == "app://product/42")
        // The table of variables.
        try elf.addRewriteRule(
            regex: "^https://Shop", to: "app://v?s=$scheme&h=$host&p=$port&path=$path&q=$query&f=$fragment&u=$$url")
        #expect(
            try elf.rewrite("https://Shop.example.com:8443/a/b?x=1#top")
                == "app://v?s=https&h=Shop.example.com&p=8443&path=/a/b&q=x=1&f=top"
                + "&u=https://Shop.example.com:8443/a/b?x%3D1%23top")
    }

    /// Rewriting.md, "Use regex rules".
    @Test func articleUseRegexRules() throws {
        let elf = Elf()
        try elf.addRewriteRule(regex: #"^https?://m\.example\.com/item/(\d+)$"#, to: "app://item/$1")
        try elf.addRewriteRule(regex: "^https://www.taobao.com/search/(.*)$", to: "app://search?keywords=$$1")
        #expect(try elf.rewrite("http://m.example.com/item/42") == "app://item/42")
        #expect(try elf.rewrite("https://www.taobao.com/search/a%20b&c") == "app://search?keywords=a%20b%26c")
    }

    /// Rewriting.md, "Chains and cycles".
    @Test func articleChainsAndCycles() throws {
        let elf = Elf()
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(regex: "^http://(.*)$", to: "https://$1"),
                .init(from: "https://shop.example.com/p/<int:id>", to: "app://product/<id>"),
                .init(from: "app://a/<x>", to: "app://b/<x>"),
                .init(from: "app://b/<x>", to: "app://a/<x>"),
            ])
        #expect(try elf.rewrite("http://shop.example.com/p/42") == "app://product/42")
        do {
            _ = try elf.rewrite("app://a/1")
            Issue.record("expected a cycle")
        } catch {
            #expect(
                error.description
                    == #"rewrite rule from "app://b/<x>" to "app://a/<x>": rewrite cycle: "app://a/1" -> "app://b/1" -> "app://a/1""#
            )
        }
    }

    /// Rewriting.md, "Read the original URL in a handler", and the ``Elf/URLParts`` doc comment.
    @MainActor
    @Test func articleReadTheOriginalURLInAHandler() throws {
        let elf = Elf()
        try elf.register("app://search") { SearchHandler() }
        try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>")
        let match = try #require(elf.match("https://www.amazon.com/search/ipad?utm_campaign=spring"))
        // The router's handler path is covered by theOriginalURLIsReadableInAMatchAwareHandler;
        // this runs the snippet's handler on the match it would get.
        let handler = SearchHandler()
        handler.convert(params: match.params, queryParams: match.queryParams)
        handler.receive(match, navigator: nil, context: nil)
        #expect(handler.product == "ipad")
        #expect(handler.campaign == "spring")
    }

    /// Rewriting.md, "Load rules from a remote config" (both snippets).
    @Test func articleLoadRulesFromARemoteConfig() throws {
        let elf = Elf()
        let json = Data(
            #"""
            {"rules": [
                {"from": "https://www.amazon.com/search/<q>", "to": "app://search?product=<q>"},
                {"regex": "^https://m\\.example\\.com/item/(\\d+)$", "to": "app://item/$1", "comment": "mobile site"}
            ]}
            """#.utf8)
        try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: json))
        #expect(elf.rewriteRules.count == 2)

        var printed: [String] = []
        let broken = Data(
            #"{"rules": [{"from": "app://old/<id", "to": "app://new"}, {"regex": "(", "to": "app://x"}]}"#.utf8)
        do {
            try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: broken))
        } catch {
            for problem in error.errors { printed.append(problem.description) }
        }
        #expect(
            printed == [
                #"rewrite rule 0 from "app://old/<id" to "app://new": invalid pattern "app://old/<id" at column 11: '<' is never closed"#,
                #"rewrite rule 1 regex "(" to "app://x": NSRegularExpression does not accept the regex"#,
            ])
        #expect(try elf.rewrite("https://m.example.com/item/42") == "app://item/42")
    }

    /// Rewriting.md, "Add, remove and list rules".
    @Test func articleAddRemoveAndListRules() throws {
        let elf = Elf()
        try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: Data(Self.ruleSetJSON.utf8)))
        #expect(elf.removeRewriteRules { $0.source == .pattern("https://www.amazon.com/search/<q>") })
        #expect(elf.removeRewriteRules { $0.source == .regex(#"^https://m\.example\.com/item/(\d+)$"#) })
        #expect(elf.rewriteRules == [])
        try? elf.replaceRewriteRules(with: [])
        #expect(elf.rewriteRules.isEmpty)
    }

    /// Rewriting.md, "Rules from outside the app", and the ``Elf/RewriteLimits`` doc comment.
    @Test func articleRulesFromOutsideTheApp() throws {
        var configuration = Elf.Configuration()
        configuration.rewriteLimits.maxRules = 200
        configuration.rewriteLimits.regexTimeLimit = 0.02
        let elf = Elf(configuration: configuration)
        #expect(elf.configuration.rewriteLimits == Elf.RewriteLimits(maxRules: 200, regexTimeLimit: 0.02))
        #expect(
            Elf.RewriteLimits()
                == Elf.RewriteLimits(maxRules: 1000, maxRuleLength: 2048, maxChainLength: 8, regexTimeLimit: 0.05))
    }

    /// The doc comments of ``Elf/addRewriteRule(from:to:)``, ``Elf/addRewriteRule(regex:to:)``,
    /// ``Elf/rewrite(_:)`` and ``Elf/RouteMatch/original``.
    @Test func docCommentsOfAddingOneRule() throws {
        let elf = try Elf.with(["app://search", "app://item/<int:id>"])
        try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>")
        #expect(elf.match("https://www.amazon.com/search/ipad%20pro")?.url == "app://search?product=ipad%20pro")
        try elf.addRewriteRule(regex: #"^https://m\.example\.com/item/(\d+)$"#, to: "app://item/$1")
        #expect(elf.match("https://m.example.com/item/42")?.params == ["id": "42"])
        #expect(try elf.rewrite("https://www.amazon.com/search/ipad") == "app://search?product=ipad")

        let match = try #require(elf.match("https://www.amazon.com/search/ipad?utm_campaign=spring"))
        #expect(match.url == "app://search?product=ipad")
        #expect(match.original?.host == "www.amazon.com")
        #expect(match.original?.queryParams["utm_campaign"] == "spring")
    }

    /// The doc comments of ``Elf/RewriteRule``, ``Elf/addRewriteRules(_:)``,
    /// ``Elf/replaceRewriteRules(with:)``, ``Elf/RewriteRule/rules(fromJSON:limits:)`` and the remove calls.
    @Test func docCommentsOfManagingRules() throws {
        let elf = Elf()
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>"),
                .init(regex: #"^https://m\.example\.com/item/(\d+)$"#, to: "app://item/$1"),
            ])
        #expect(elf.rewriteRules.count == 2)
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(from: "https://shop.example.com/p/<int:id>", to: "app://product/<id>"),
                .init(regex: "^http://(.*)$", to: "https://$1"),
            ])
        #expect(try elf.rewrite("http://shop.example.com/p/7") == "app://product/7")
        #expect(elf.removeRewriteRules { $0.source == .pattern("https://www.amazon.com/search/<q>") })
        #expect(elf.removeRewriteRules { $0.source == .regex(#"^https://m\.example\.com/item/(\d+)$"#) })
        #expect(elf.rewriteRules.count == 2)

        try elf.replaceRewriteRules(with: [.init(from: "app://old/<id>", to: "app://new/<id>")])
        #expect(elf.rewriteRules == [.init(from: "app://old/<id>", to: "app://new/<id>")])

        let json = Data(
            #"""
            {"rules": [
                {"from": "https://www.amazon.com/search/<q>", "to": "app://search?product=<q>"},
                {"regex": "^https://m\\.example\\.com/item/(\\d+)$", "to": "app://item/$1"}
            ]}
            """#.utf8)
        try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: json))
        #expect(try elf.rewrite("https://m.example.com/item/42") == "app://item/42")
    }

    /// The doc comments of ``Elf/RewriteError`` and ``Elf/RewriteRuleSetError``.
    @Test func docCommentsOfTheErrors() throws {
        let elf = Elf()
        do {
            try elf.addRewriteRule(from: "app://old/<id>", to: "app://new/<name>")
            Issue.record("expected a failure")
        } catch {
            #expect(
                error.description
                    == #"rewrite rule from "app://old/<id>" to "app://new/<name>": template column 11: placeholder <name> is not bound by the pattern"#
            )
        }
        let remoteConfig = Data(#"{"rules": [{"from": "app://a", "to": "app://b"}, {"from": "app://c"}]}"#.utf8)
        do {
            try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: remoteConfig))
            Issue.record("expected a failure")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    #"rewrite rule 1: invalid rule set JSON: "to" is missing or not a string"#
                ])
            #expect(error.description.hasPrefix("rewrite rules rejected, nothing changed: rewrite rule 1"))
        }
    }
}

extension Result {
    /// The error of a failed result, for comparing reasons in one expression.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
