import ElfMigration
import Testing

@testable import Elf

/// A path pattern's first literal with and without entry points (ROUTING.md
/// §4b): without entry points it compares as the host
/// standing in for it does, ignoring case; with entry points a path pattern
/// reaches scheme URLs only through its written-out forms, so its own form
/// takes bare `/path` URLs only and compares as written.
@Suite struct EntryPointCaseTests {
    static let pair = ["/Module/x", "/module/x"]

    /// With an entry point, `/Module/x` and `/module/x` are two routes, each matching case-sensitively.
    @Test(
        arguments: [
            ("/Module/x", "/Module/x"),
            ("/module/x", "/module/x"),
            ("/MODULE/x", nil),
            ("https://e.com/Module/x", "/Module/x"),
            ("https://e.com/module/x", "/module/x"),
            ("https://e.com/MODULE/x", nil),
            // The host never stands in: this URL comes through no entry point.
            ("https://Module/x", nil),
        ] as [(String, String?)])
    func withAnEntryPointFirstLiteralsDifferingInCaseAreTwoRoutes(url: String, pattern: String?) throws {
        let elf = try EntryPointTests.router(entryPoints: ["https://e.com"], routes: Self.pair)
        #expect(elf.registeredPatterns == Self.pair)
        #expect(elf.match(url)?.pattern == pattern, "\(url)")
        #expect(elf.explain(url).winner?.pattern == pattern, "\(url)")
        try EntryPointTests.expectInvariants(elf)
    }

    /// Routes first, entry point after: adding the first entry point files
    /// path patterns as written, so the second spelling registers then.
    @Test func addingTheFirstEntryPointKeepsFirstLiteralsAsWritten() throws {
        let elf = try EntryPointTests.router(entryPoints: [], routes: ["/Module/<page>"])
        #expect(elf.match("https://Module/A")?.pattern == "/Module/<page>")
        try elf.addEntryPoint("https://e.com")
        try elf.register("/module/<page>") { NoopHandler() }
        try EntryPointTests.expectInvariants(elf)
        #expect(elf.match("/Module/A")?.pattern == "/Module/<page>")
        #expect(elf.match("/module/A")?.pattern == "/module/<page>")
        #expect(elf.match("https://e.com/Module/A")?.params["page"] == "A")
        #expect(elf.match("https://Module/A") == nil)
    }

    /// Removing the last entry point when two path patterns would then be
    /// duplicates is an error naming both, and nothing changes.
    @Test(arguments: [
        (pair, "/module/x", "/Module/x"),
        (["/(a)/(A)/x"], "/(a)/(A)/x", "/(a)/(A)/x"),
        (["/Module/<int:a>", "/p", "/module/<int:b>"], "/module/<int:b>", "/Module/<int:a>"),
    ])
    func removingTheLastEntryPointThatWouldMakeDuplicatesIsAnError(
        routes: [String], pattern: String, existing: String
    ) throws {
        let elf = try EntryPointTests.router(entryPoints: ["https://e.com"], routes: routes)
        let answers = ["/Module/x", "/module/x", "/a/x", "/A/x", "https://e.com/module/x"].map {
            elf.match($0)?.pattern
        }
        #expect(
            throws: Elf.EntryPointError(
                entryPoint: "https://e.com", reason: .duplicateWithoutEntryPoints(pattern: pattern, existing: existing),
                offset: 0)
        ) {
            try elf.removeEntryPoint("https://e.com")
        }
        #expect(elf.entryPointTexts == ["https://e.com"])
        #expect(elf.registeredPatterns == routes)
        try EntryPointTests.expectInvariants(elf)
        #expect(
            ["/Module/x", "/module/x", "/a/x", "/A/x", "https://e.com/module/x"].map { elf.match($0)?.pattern }
                == answers)
    }

    /// The error names both patterns, or the one pattern twice.
    @Test func theRemovalErrorNamesBothPatterns() {
        let two = Elf.EntryPointError(
            entryPoint: "app://", reason: .duplicateWithoutEntryPoints(pattern: "/module/x", existing: "/Module/x"),
            offset: 0)
        #expect(
            two.description
                == #"entry point "app://" not removed: without entry points, "/module/x" would match the same URLs as "/Module/x""#
        )
        let one = Elf.EntryPointError(
            entryPoint: "app://", reason: .duplicateWithoutEntryPoints(pattern: "/(a)/(A)/x", existing: "/(a)/(A)/x"),
            offset: 0)
        #expect(
            one.description
                == #"entry point "app://" not removed: without entry points, "/(a)/(A)/x" would match the same URLs twice"#
        )
    }

    /// Removing an entry point that is not the last keeps the pair; removing
    /// the last once the pair is gone folds the first literal again.
    @Test func removingTheLastEntryPointFoldsAgain() throws {
        let elf = try EntryPointTests.router(entryPoints: ["app://", "https://e.com"], routes: ["/Module/<page>"])
        #expect(try elf.removeEntryPoint("app://"))
        try elf.register("/module/<page>") { NoopHandler() }
        #expect(elf.unregister("/module/<page>"))
        #expect(try elf.removeEntryPoint("https://e.com"))
        try EntryPointTests.expectInvariants(elf)
        #expect(elf.entryPointTexts.isEmpty)
        #expect(elf.match("https://Module/A")?.pattern == "/Module/<page>")
        #expect(elf.match("https://module/A")?.params["page"] == "A")
        #expect(elf.match("/Module/A")?.pattern == "/Module/<page>")
        #expect(elf.match("/module/A") == nil)
        #expect(throws: Elf.PatternError.self) { try elf.register("/module/<page>") { NoopHandler() } }
    }

    enum CaseModule: RouteModule {
        enum Page: String, CaseIterable { case a = "A" }
        static let path = "/Module"
        static func makeHandler(for page: Page) -> any Handler { NoopHandler() }
    }

    /// Refiling keeps each route's record: a module registered before the
    /// entry points came and went is still unregistered whole.
    @Test(arguments: [["https://e.com"], ["https://e.com", "-https://e.com"]])
    func aModuleOutlivesRefiling(changes: [String]) throws {
        let elf = Elf()
        try elf.register(module: CaseModule.self)
        for change in changes {
            if change.hasPrefix("-") {
                #expect(try elf.removeEntryPoint(String(change.dropFirst())))
            } else {
                try elf.addEntryPoint(change)
            }
        }
        #expect(elf.match("/Module/A")?.pattern == "/Module/A")
        #expect(elf.unregister(module: CaseModule.self))
        #expect(elf.registeredPatterns.isEmpty)
        #expect(elf.match("/Module/A") == nil)
    }
}
