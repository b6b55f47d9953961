import Testing

@testable import Elf

/// Inputs the libFuzzer targets found to break a property, kept as tests once fixed.
///
/// See Fuzz/README.md; each input is also a seed in `Fuzz/Corpus/`.
@Suite struct FuzzRegressionTests {
    /// One reverse-routing finding: a pattern, the values, and the one URL they must build.
    struct QueryOrderCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        var values: [(name: String, value: String)]
        var url: String
        var testDescription: String { "\(pattern) \(values.map(\.name))" }
    }

    /// Query names that `String`'s `<` cannot order.
    ///
    /// It compares by canonical equivalence, and neither `"k\u{E9}<"` nor `"ke\u{301}"` sorts before
    /// the other, so the query order followed the dictionary's. Names are
    /// sorted by their UTF-8 bytes now (`e` 0x65 before `é` 0xC3 0xA9).
    /// Found by `fuzz-reverse` (seed `regression-query-order`).
    static let queryOrderCases: [QueryOrderCase] = [
        QueryOrderCase(
            pattern: "app://p", values: [("k\u{E9}<", "1"), ("ke\u{301}", "2")],
            url: "app://p?ke%CC%81=2&k%C3%A9%3C=1"),
        QueryOrderCase(
            pattern: "app://p", values: [("k\u{E9}<", "1"), ("ke\u{301}", "2"), ("a", "3")],
            url: "app://p?a=3&ke%CC%81=2&k%C3%A9%3C=1"),
        QueryOrderCase(
            pattern: "app://item/<int:id>", values: [("id", "7"), ("\u{E9}x", "1"), ("e\u{301}", "2")],
            url: "app://item/7?e%CC%81=2&%C3%A9x=1"),
    ]

    @Test("The same values build the same URL, whatever the dictionary's order", arguments: queryOrderCases)
    func sameValuesBuildTheSameURL(_ example: QueryOrderCase) throws {
        let elf = Elf()
        try elf.register(example.pattern) { FuzzRegressionHandler() }
        // Dictionaries of different capacities hold the same names in different orders.
        for capacity in [2, 4, 8, 16, 32, 64, 128, 256] {
            var values = [String: String](minimumCapacity: capacity)
            for (name, value) in example.values { values[name] = value }
            let url = try elf.url(for: example.pattern, values)
            #expect(url == example.url, "capacity \(capacity)")
            // And the URL still round-trips: the names the pattern does not bind are the query.
            let query = values.filter { $0.key != "id" }
            #expect(elf.match(url)?.queryParams == query, "capacity \(capacity)")
        }
    }
}

extension FuzzRegressionTests {
    /// A host literal with `|` or `^` is a pattern error.
    ///
    /// It registered, but no URL could ever reach it: reverse routing built
    /// `app://i%7Cem/-7`, which the reader refuses (ROUTING.md §4a). Found by
    /// `fuzz-reverse`, whose corpus keeps the input as a seed.
    @Test(arguments: ["app://i|em/<int:id>", "app://a^b/x", "app://a%7Cb/x", "app://a%5Eb/x"])
    func hostLiteralThatNoURLCanReachIsAnError(pattern: String) {
        #expect(throws: Elf.PatternError.self) { try Elf().register(pattern) { FuzzRegressionHandler() } }
    }

    /// Uppercasing a URL's scheme changes only the note that the scheme holds capitals.
    ///
    /// The walk lowercases such a scheme. `fuzz-url-reader` compared the
    /// whole reading, note included, and stopped on its first seed, `app:x`
    /// (`seed-3c399772e1e3`).
    @Test(arguments: ["app:x", "app://h/a?q#f", "a+b-c.d://x/y", "/path"])
    func uppercasedSchemeReadsTheSame(url: String) throws {
        let scanner = URLScanner(maxLength: 8192, allowsUserinfo: false)
        func read(_ text: String) -> ScannedURL? { withUTF8Bytes(of: text) { try? scanner.scan($0) } }
        let lower = try #require(read(url))
        let end = url.firstIndex(of: ":").map { url.utf8.distance(from: url.startIndex, to: $0) } ?? 0
        let upper = url.hasPrefix("/") ? url : url.prefix(end).uppercased() + url.dropFirst(end)
        var upperRead = try #require(read(upper))
        #expect(upperRead.schemeHasCapitals == !url.hasPrefix("/"))
        upperRead.schemeHasCapitals = lower.schemeHasCapitals
        #expect(upperRead == lower)
    }

    /// A placeholder first in a path pattern reads the URL's first segment as
    /// written, when a route's first literal has capitals and the segment too.
    ///
    /// Such a segment walks lowercased for the patterns that start with a
    /// literal; the custom type `word` then converted `"z"` for the URL's
    /// `"Z"`. Found by `fuzz-reverse` (seed `regression-first-placeholder-case`).
    @Test(arguments: [
        ("/Z/B/B/B", "<word:id> first", ["id": "Z", "*": ""]),
        ("/B/B/B/B", "the literal first", ["*": "B"]),
        ("/Zz/B/B/B/rest", "<word:id> first", ["id": "Zz", "*": "rest"]),
    ])
    func firstPlaceholderReadsTheSegmentAsWritten(url: String, expected: String, params: [String: String]) throws {
        let elf = Elf()
        try elf.addPlaceholderType("word") { text in text.allSatisfy(\.isLetter) ? text : nil }
        try elf.register("/(<word:id>)/B/B/B/*") { FuzzRegressionHandler() }
        let match = try #require(elf.match(url), "\(expected)")
        #expect(match.params == params)
    }

    /// Reverse routing judges a built path's optional group by the router's reading.
    ///
    /// `/B/aa` is read with the group of
    /// `/(B/<q>)/*`, so `*` = `B/aa` alone has no URL. It once walked a tree
    /// whose first literal was filed lowercased without the router's case
    /// rule. Found by `fuzz-reverse` (seed `regression-folded-first-literal`).
    @Test func otherFormIsJudgedByTheRoutersReading() throws {
        let elf = Elf()
        try elf.register("/(B/<q>)/*") { FuzzRegressionHandler() }
        #expect(elf.match("/B/aa")?.parameterNames == ["q", "*"])
        #expect(throws: Elf.ReverseRoutingError.self) { try elf.url(for: "/(B/<q>)/*", ["*": "B/aa"]) }
        do {
            _ = try elf.url(for: "/(B/<q>)/*", ["*": "B/aa"])
        } catch {
            guard case .otherForm(let url, let binds) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(url == "/B/aa" && binds == ["q", "*"])
        }
    }

    /// A URL built from a pattern with query constraints carries them.
    ///
    /// It matches with them in its query. Found by `fuzz-reverse`, whose
    /// property predated query constraints (seed `regression-query-constraint`).
    @Test func builtURLCarriesTheQueryConstraints() throws {
        let elf = Elf()
        try elf.register("app://x?i.=8&id=<int:n>") { FuzzRegressionHandler() }
        let url = try elf.url(for: "app://x?i.=8&id=<int:n>", ["n": "5"])
        let match = try #require(elf.match(url))
        #expect(match.queryParams == ["i.": "8", "id": "5"])
        #expect(match.params == ["n": "5"])
    }

    /// A query constraint whose key is also a placeholder's name reads back either way.
    ///
    /// The URL built without values carries the constraint and leaves the
    /// optional group out; given as a value, the name fills the placeholder. Found by `fuzz-reverse`, whose round trip had fed the
    /// query back in as values (seed `regression-query-key-names-a-placeholder`).
    @Test func aQueryKeyThatNamesAPlaceholderIsNotTakenForItsValue() throws {
        let elf = Elf()
        let pattern = "app://the(/bar/<b>)?b=6"
        try elf.register(pattern) { FuzzRegressionHandler() }
        let bare = try elf.url(for: pattern, [:])
        #expect(bare == "app://the?b=6")
        let match = try #require(elf.match(bare))
        #expect(match.params.isEmpty && match.queryParams == ["b": "6"])
        let filled = try elf.url(for: pattern, ["b": "6"])
        #expect(filled == "app://the/bar/6?b=6")
        #expect(elf.match(filled)?.params == ["b": "6"])
    }
}

private final class FuzzRegressionHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
