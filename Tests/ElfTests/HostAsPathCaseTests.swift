import Testing

@testable import Elf

/// With the host standing as the first path segment, a literal there
/// compares as a host does: ASCII case-insensitively (ROUTING.md §3).
@Suite struct HostAsPathCaseTests {
    @Test(arguments: [
        // The §5 example, both spellings of the host.
        MatchCase(["/Module/<page>"], "https://Module/A", "/Module/<page>", ["page": "A"]),
        MatchCase(["/Module/<page>"], "https://module/A", "/Module/<page>", ["page": "A"]),
        MatchCase(["/Module/<page>"], "https://MODULE/A", "/Module/<page>", ["page": "A"]),
        MatchCase(["/module/<page>"], "https://Module/A", "/module/<page>", ["page": "A"]),
        MatchCase(["/MoDuLe"], "app://module", "/MoDuLe"),
        // Forced on, the same; a placeholder there binds the lowercased host.
        MatchCase(
            ["/Localhost/<page>"], "https://LocalHost/A", "/Localhost/<page>", ["page": "A"],
            configuration: .init(hostAsPathSegment: .always)),
        MatchCase(["/<m>/<page>"], "https://Module/A", "/<m>/<page>", ["m": "module", "page": "A"]),
        // A first path segment in that position compares as path literals do: case-sensitively.
        MatchCase(["/Module/<page>"], "/Module/A", "/Module/<page>", ["page": "A"]),
        MatchCase(["/Module/<page>"], "/module/A", nil),
        MatchCase(["/module/<page>"], "/Module/A", nil),
        MatchCase(["/Module/<page>"], "https://example.com/Module/A", "/Module/<page>", ["page": "A"]),
        MatchCase(["/Module/<page>"], "https://example.com/module/A", nil),
        MatchCase(["/Module/<page>", "/<m>/<page>"], "/module/A", "/<m>/<page>", ["m": "module", "page": "A"]),
        MatchCase(["/Module/<page>", "/<m>/<page>"], "https://module/A", "/Module/<page>", ["page": "A"]),
        // Escaped letters count as what they decode to.
        MatchCase(["/Module/<page>"], "/%4Dodule/A", "/Module/<page>", ["page": "A"]),
        MatchCase(["/Module/<page>"], "/%6Dodule/A", nil),
        // Scheme patterns in the same table read the URL as it is.
        MatchCase(
            ["/Module/<page>", "web://a.b/Module/<page>"], "web://a.b/Module/A", "web://a.b/Module/<page>",
            ["page": "A"]),
        // ...unless the router folds paths.
        MatchCase(
            ["/Module/<page>"], "/module/A", "/Module/<page>", ["page": "A"],
            configuration: .init(caseInsensitivePaths: true)),
        // The host never stands in when the router is told so.
        MatchCase(["/Module/<page>"], "https://Module/A", nil, configuration: .init(hostAsPathSegment: .never)),
        // Deeper literals stay case-sensitive.
        MatchCase(["/module/Page"], "https://Module/page", nil),
        MatchCase(["/module/Page"], "https://Module/Page", "/module/Page"),
    ])
    func firstLiteralComparesAsAHost(_ row: MatchCase) throws {
        try row.check()
    }

    /// Explain agrees with match for both spellings.
    @Test(arguments: ["https://Module/A", "https://module/A"])
    func explainAgrees(_ url: String) throws {
        let elf = try Elf.with(["/Module/<page>", "/other"])
        #expect(elf.explain(url).winner?.pattern == "/Module/<page>")
    }

    /// `/Module/x` and `/module/x` are one shape (ROUTING.md §4b): the second is a duplicate.
    @Test func firstLiteralsDifferingInCaseAreDuplicates() throws {
        let elf = try Elf.with(["/Module/x"])
        #expect(throws: Elf.PatternError(pattern: "/module/x", reason: .duplicate(existing: "/Module/x"), offset: 0)) {
            try elf.register("/module/x") { NoopHandler() }
        }
        #expect(elf.match("https://Module/x")?.pattern == "/Module/x")
    }
}
