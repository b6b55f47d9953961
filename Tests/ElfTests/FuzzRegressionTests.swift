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
            let url = try elf.requireURL(for: example.pattern, values)
            #expect(url == example.url, "capacity \(capacity)")
            // And the URL still round-trips: the names the pattern does not bind are the query.
            let query = values.filter { $0.key != "id" }
            #expect(elf.match(url)?.queryParams == query, "capacity \(capacity)")
        }
    }
}

private final class FuzzRegressionHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
