import Testing

@testable import Elf

/// Every row of the examples table in ROUTING.md §5.
@Suite struct RoutingExamplesTests {
    static let table: [MatchCase] = [
        MatchCase(
            ["app://user/<username>/following"], "app://user/limboy/following", "app://user/<username>/following",
            ["username": "limboy"]),
        MatchCase(["app://profile"], "app://profile?id=1024", "app://profile"),
        MatchCase(["app://hello/<foo>", "app://hello/world"], "app://hello/world", "app://hello/world"),
        MatchCase(
            ["app://test/<t>", "app://test/test/<t>", "app://test/test"], "app://test/test/yes",
            "app://test/test/<t>", ["t": "yes"]),
        MatchCase(["app://foo/<bar>"], "app://foo/中文", "app://foo/<bar>", ["bar": "中文"]),
        MatchCase(["app://foo/<bar>"], "app://foo/a%2Fb", "app://foo/<bar>", ["bar": "a/b"]),
        MatchCase(["app://item/<int:id>", "app://item/<slug>"], "app://item/42", "app://item/<int:id>", ["id": "42"]),
        MatchCase(
            ["app://item/<int:id>", "app://item/<slug>"], "app://item/hat", "app://item/<slug>", ["slug": "hat"]),
        MatchCase(["foo://hello/<name>"], "bar://hello/world", nil),
        MatchCase(["/user/view/<id>"], "myapp://user/view/joeldev", "/user/view/<id>", ["id": "joeldev"]),
        MatchCase(["/user/view/<id>"], "https://example.com/user/view/joeldev", "/user/view/<id>", ["id": "joeldev"]),
        MatchCase(["app://the(/foo/<a>)(/bar/<b>)"], "app://the/bar/2", "app://the(/foo/<a>)(/bar/<b>)", ["b": "2"]),
        MatchCase(["app://wildcard/*"], "app://wildcard/a/b/c", "app://wildcard/*", ["*": "a/b/c"]),
        MatchCase(["app://files/<path:rest>"], "app://files/a/b%20c", "app://files/<path:rest>", ["rest": "a/b c"]),
        MatchCase(
            ["https://<path:url>"], "https://Google.com/search", "https://<path:url>", ["url": "google.com/search"]),
        MatchCase(["app://w", "app://w/*"], "app://w", "app://w"),
        MatchCase(["app://user/<id>"], "app://user/..", nil),
        MatchCase(["app://user/<id>"], "app://user/%zz", nil),
    ]

    @Test(arguments: table)
    func exampleRowHolds(_ row: MatchCase) throws {
        try row.check()
    }

    @Test func malformedExampleIsReportedAsMalformed() throws {
        let elf = try Elf.with(["app://user/<id>"])
        guard case .failure(let miss) = elf.resolve("app://user/%zz"), case .malformed(let error) = miss.reason else {
            Issue.record("expected a malformed URL")
            return
        }
        #expect(error.reason == .invalidPercentEscape)
        #expect(error.column == 12)
    }

    @Test func optionalGroupClashesWithPlainPattern() throws {
        let elf = try Elf.with(["app://a"])
        #expect(throws: Elf.PatternError(pattern: "app://a(/b)", reason: .duplicate(existing: "app://a"), offset: 0)) {
            try elf.register("app://a(/b)") { NoopHandler() }
        }
        #expect(elf.registeredPatterns == ["app://a"])
    }

    /// The entry-point row (§2a): one path pattern reached through a custom scheme and a host, entry points
    /// added before and after the routes.
    @Test(
        arguments: [
            ("https://www.example.com/product/42", "/product/<int:id>", ["id": "42"]),
            ("app://product/42", "/product/<int:id>", ["id": "42"]),
            ("https://www.example.com/about", "https://www.example.com/*", ["*": "about"]),
            ("https://google.com/product/42", nil, [:]),
        ] as [(String, String?, [String: String])])
    func entryPointExampleRowHolds(url: String, pattern: String?, params: [String: String]) throws {
        for entryPointsFirst in [true, false] {
            let elf = try EntryPointTests.router(
                entryPoints: ["app://", "https://www.example.com"],
                routes: ["/product/<int:id>", "https://www.example.com/*"], entryPointsFirst: entryPointsFirst)
            #expect(elf.match(url)?.pattern == pattern)
            if pattern != nil { #expect(elf.match(url)?.params == params) }
        }
    }
}
