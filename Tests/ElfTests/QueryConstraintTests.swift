import Testing

@testable import Elf

/// Query constraints in patterns (ROUTING.md §1, §2 and §4b).
@Suite struct QueryConstraintTests {
    static let uuid = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"

    @Test(arguments: [
        // The ROUTING.md §2 example: literal beats placeholder beats no constraint.
        MatchCase(
            ["app://home?tab=discover", "app://home?tab=<t>", "app://home"], "app://home?tab=discover",
            "app://home?tab=discover"),
        MatchCase(
            ["app://home?tab=discover", "app://home?tab=<t>", "app://home"], "app://home?tab=new",
            "app://home?tab=<t>", ["t": "new"]),
        MatchCase(["app://home?tab=discover", "app://home?tab=<t>", "app://home"], "app://home", "app://home"),
        MatchCase(["app://home?tab=<t>", "app://home"], "app://home?other=1", "app://home"),
        // Typed placeholders parse, or the route does not match.
        MatchCase(
            ["app://podcast?uuid=<uuid:id>"], "app://podcast?uuid=\(uuid)", "app://podcast?uuid=<uuid:id>", ["id": uuid]
        ),
        MatchCase(["app://podcast?uuid=<uuid:id>"], "app://podcast?uuid=nope", nil),
        MatchCase(["app://podcast?uuid=<uuid:id>"], "app://podcast", nil),
        MatchCase(
            ["app://order?id=<int:id>", "app://order?id=<x>"], "app://order?id=42", "app://order?id=<int:id>",
            ["id": "42"]),
        MatchCase(
            ["app://order?id=<int:id>", "app://order?id=<x>"], "app://order?id=4x", "app://order?id=<x>", ["x": "4x"]),
        // The last value of a repeated key is checked and bound.
        MatchCase(["app://a?k=<int:n>"], "app://a?k=x&k=7", "app://a?k=<int:n>", ["n": "7"]),
        MatchCase(["app://a?k=<int:n>"], "app://a?k=7&k=x", nil),
        // Keys and values are decoded; `+` in the URL's query is a space.
        MatchCase(["app://s?q=a%20b"], "app://s?q=a+b", "app://s?q=a%20b"),
        MatchCase(["app://s?q=<q>"], "app://s?q=caf%C3%A9+au+lait", "app://s?q=<q>", ["q": "café au lait"]),
        MatchCase(["app://s?my%20key=1"], "app://s?my+key=1", "app://s?my%20key=1"),
        // Query placeholders bind any value, `.` and `..` and the empty value included.
        MatchCase(["app://s?q=<q>"], "app://s?q=..", "app://s?q=<q>", ["q": ".."]),
        MatchCase(["app://s?q=<q>"], "app://s?q=", "app://s?q=<q>", ["q": ""]),
        // More constrained keys first; then the sorted key lists in byte order.
        MatchCase(["app://h?a=1", "app://h?a=1&b=2"], "app://h?b=2&a=1", "app://h?a=1&b=2"),
        MatchCase(["app://h?b=<x>", "app://h?a=<y>"], "app://h?a=1&b=2", "app://h?a=<y>", ["y": "1"]),
        MatchCase(["app://h?a=<bool:x>", "app://h?a=<int:x>"], "app://h?a=1", "app://h?a=<int:x>", ["x": "1"]),
        // Path specificity comes first: query constraints only order patterns that tie on the path.
        MatchCase(["app://user/7", "app://user/<id>?tab=<t>"], "app://user/7?tab=x", "app://user/7"),
        // Path and query placeholders together; `:name` spelling in the value.
        MatchCase(
            ["app://user/<id>?tab=:tab"], "app://user/7?tab=top", "app://user/<id>?tab=:tab", ["id": "7", "tab": "top"]),
        // Path patterns and the root pattern.
        MatchCase(["/deeplink?location=tab"], "pktc://deeplink?location=tab", "/deeplink?location=tab"),
        MatchCase(["/?x=<x>"], "/?x=1", "/?x=<x>", ["x": "1"]),
    ])
    func queryConstraintsMatchAndOrder(_ row: MatchCase) throws {
        try row.check()
    }

    /// Kickstarter's project route declines when `token` is present: the
    /// more constrained route takes those URLs.
    @Test func moreConstrainedRouteTakesTheURLsItNames() throws {
        let elf = try Elf.with(["app://projects/<slug>", "app://projects/<slug>?token=<token>"])
        #expect(elf.match("app://projects/x?token=t")?.params == ["slug": "x", "token": "t"])
        #expect(elf.match("app://projects/x")?.pattern == "app://projects/<slug>")
        // The pair stays in queryParams.
        #expect(elf.match("app://projects/x?token=t")?.queryParams == ["token": "t"])
    }

    @Test(arguments: [
        ("app://home?tab", Elf.PatternError.Reason.invalidQueryItem, 14),
        ("app://home?tab=", .invalidQueryItem, 15),
        ("app://home?=1", .invalidQueryItem, 11),
        ("app://home?a=1&&b=2", .invalidQueryItem, 15),
        ("app://home?a=1&", .invalidQueryItem, 15),
        ("app://home?", .invalidQueryItem, 11),
        ("app://home?a=b=c", .invalidQueryItem, 14),
        ("app://home?<k>=1", .placeholderAsQueryKey, 11),
        ("app://home?:k=1", .placeholderAsQueryKey, 11),
        ("app://home?a=x<y>", .mustFillSegment, 14),
        ("app://home?a=<y>x", .mustFillSegment, 16),
        ("app://home?a=*", .catchAllInQuery, 13),
        ("app://home?a=<path:p>", .catchAllInQuery, 13),
        ("app://home?a=1&a=2", .duplicateQueryKey("a"), 15),
        ("app://home?a=<int:x", .unclosed("<"), 13),
        ("app://home?a=<nope:x>", .unknownType("nope"), 14),
        ("app://home?a=:1x", .invalidName("1x"), 14),
        ("app://home?a=<x>&b=<x>", .duplicateName("x"), 19),
        ("app://u/<x>?a=<x>", .duplicateName("x"), 14),
        ("app://home?a=1#f", .invalidCharacter("#"), 14),
        ("app://home?a=1?b=2", .invalidQueryItem, 16),
        ("app://home?a=%zz", .invalidPercentEscape, 13),
        ("app://home?a=(b)", .invalidCharacter("("), 13),
    ])
    func malformedConstraintsNameTheColumn(_ pattern: String, _ reason: Elf.PatternError.Reason, _ offset: Int) {
        let elf = Elf()
        #expect(throws: Elf.PatternError(pattern: pattern, reason: reason, offset: offset)) {
            try elf.register(pattern) { NoopHandler() }
        }
        #expect(elf.registeredPatterns.isEmpty)
    }

    @Test(arguments: [
        (["app://home?tab=<t>"], "app://home?tab=<x>", true),
        (["app://home?tab=<t>"], "app://home?tab={x}", true),
        (["app://home?tab=discover"], "app://home?tab=new", false),
        (["app://home"], "app://home?tab=new", false),
        (["app://h?a=1&b=<x>"], "app://h?b=<y>&a=1", true),
        (["app://h?a=<float:x>"], "app://h?a=<double:y>", true),
        (["app://a(/b)?k=v"], "app://a/b?k=v", true),
        (["app://a(/b)?k=v"], "app://a/b", false),
    ])
    func shapesIncludeTheQueryConstraints(_ registered: [String], _ pattern: String, _ duplicate: Bool) throws {
        let elf = try Elf.with(registered)
        let registeredOK = (try? elf.register(pattern) { NoopHandler() }) != nil
        #expect(registeredOK == !duplicate)
        if registeredOK {
            #expect(elf.unregister(pattern))
            #expect(elf.registeredPatterns == registered)
        }
    }

    /// Unregistering one of the routes that share a node leaves the others matching.
    @Test func unregisteringOneVariantKeepsTheOthers() throws {
        let patterns = ["app://home?tab=discover", "app://home?tab=<t>", "app://home"]
        for removed in patterns {
            let elf = try Elf.with(patterns)
            #expect(elf.unregister(removed))
            for (url, expected) in [
                ("app://home?tab=discover", "app://home?tab=discover"), ("app://home?tab=new", "app://home?tab=<t>"),
                ("app://home", "app://home"),
            ] {
                let match = elf.match(url)?.pattern
                if expected == removed {
                    #expect(match != removed)
                } else {
                    #expect(match == expected, "\(url) after removing \(removed)")
                }
            }
        }
    }

    /// Routes without query constraints pay nothing: the tree has no ordering.
    @Test func withoutQueryConstraintsTheFirstCandidateWins() throws {
        let elf = try Elf.with(["app://home", "app://user/<id>"])
        #expect(elf.currentTree().firstCandidateWins)
        try elf.register("app://home?tab=<t>") { NoopHandler() }
        #expect(!elf.currentTree().firstCandidateWins)
        #expect(elf.unregister("app://home?tab=<t>"))
        #expect(elf.currentTree().firstCandidateWins)
    }

    /// Explain lists constrained patterns in order and says which key failed.
    @Test func explainNamesTheFailingKey() throws {
        let elf = try Elf.with(["app://home?tab=discover", "app://home?tab=<int:t>", "app://home"])
        let explained = elf.explain("app://home?tab=new")
        #expect(explained.winner?.pattern == "app://home")
        #expect(
            explained.entries.map(\.outcome) == [
                .matched, .mismatched(.queryMismatch(key: "tab", url: "new", pattern: "discover")),
                .mismatched(.queryMismatch(key: "tab", url: "new", pattern: "<int:t>")),
            ])
        #expect(
            elf.explain("app://home").entries[1].outcome
                == .mismatched(.queryMismatch(key: "tab", url: nil, pattern: "discover")))
        #expect(
            elf.explain("app://home?tab=discover").entries.filter(\.matches).map(\.pattern) == [
                "app://home?tab=discover", "app://home",
            ])
    }

    /// The snippet of PatternSyntax.md's "Query constraints" section.
    @Test func patternSyntaxArticleSnippet() throws {
        let elf = try Elf.with([
            "app://podcast?uuid=<uuid:id>", "app://home?tab=discover", "app://home?tab=<tab>", "app://home",
        ])
        #expect(elf.match("app://podcast?uuid=\(Self.uuid)")?.params == ["id": Self.uuid])
        #expect(elf.match("app://podcast?uuid=42") == nil)
        #expect(elf.match("app://home?tab=discover")?.pattern == "app://home?tab=discover")
        #expect(elf.match("app://home?tab=new")?.params == ["tab": "new"])
        #expect(elf.match("app://home?ref=mail")?.pattern == "app://home")
    }

    /// Custom placeholder types convert query values too.
    @Test func customTypesConvertQueryValues() throws {
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in text.allSatisfy(\.isHexDigit) ? text.lowercased() : nil }
        try elf.register("app://color?value=<hex:c>") { NoopHandler() }
        #expect(elf.match("app://color?value=FF00AA")?.params == ["c": "ff00aa"])
        #expect(elf.match("app://color?value=zz") == nil)
    }
}

/// Reverse routing and typed routes with query constraints.
@MainActor
@Suite struct QueryConstraintRoundTripTests {
    @Test(arguments: [
        (
            "app://podcast?uuid=<uuid:id>", ["id": QueryConstraintTests.uuid],
            "app://podcast?uuid=\(QueryConstraintTests.uuid)"
        ),
        ("app://home?tab=discover", [:], "app://home?tab=discover"),
        ("app://home?tab=discover", ["ref": "x"], "app://home?ref=x&tab=discover"),
        ("app://user/<id>?tab=<t>&a=1", ["id": "7", "t": "top", "z": "last"], "app://user/7?a=1&tab=top&z=last"),
        ("app://s?q=<q>", ["q": "a b&c"], "app://s?q=a%20b%26c"),
        ("app://s?my%20key=a%2Bb", [:], "app://s?my%20key=a%2Bb"),
    ])
    func reverseRoutingWritesTheConstraints(_ pattern: String, _ values: [String: String], _ expected: String) throws {
        let elf = try Elf.with([pattern])
        let url = try elf.url(for: pattern, values)
        #expect(url == expected)
        // And the URL matches the pattern back, binding the same values.
        let match = elf.match(url)
        #expect(match?.pattern == pattern)
        for name in elf.match(url)?.params.keys.sorted() ?? [] { #expect(match?.params[name] == values[name]) }
    }

    @Test(arguments: [
        ("app://podcast?uuid=<uuid:id>", [String: String](), Elf.ReverseRoutingError.Reason.missingValue),
        ("app://podcast?uuid=<uuid:id>", ["id": "nope"], .invalidValue("nope", type: "uuid")),
    ])
    func reverseRoutingChecksQueryValues(
        _ pattern: String, _ values: [String: String], _ reason: Elf.ReverseRoutingError.Reason
    ) throws {
        let elf = try Elf.with([pattern])
        #expect(throws: Elf.ReverseRoutingError(pattern: pattern, placeholder: "id", reason: reason)) {
            try elf.url(for: pattern, values)
        }
    }

    struct OrderRoute: Route, Equatable {
        static let pattern = "woo://orders?blog_id=<int:blogID>&order_id=<int:orderID>"
        var blogID: Int64
        var orderID: Int64
        var note: String?
    }

    /// WooCommerce routes on `blog_id` and `order_id` as Int64: a typed route takes the query placeholders.
    @Test func typedRoutesTakeQueryPlaceholders() throws {
        let elf = Elf()
        var opened: [OrderRoute] = []
        try elf.register(OrderRoute.self) { route in
            opened.append(route)
            return true
        }
        #expect(elf.handleURL(url: "woo://orders?order_id=9000000000&blog_id=42&note=hi"))
        #expect(opened == [OrderRoute(blogID: 42, orderID: 9_000_000_000, note: "hi")])
        #expect(!elf.handleURL(url: "woo://orders?blog_id=42"))
        let route = OrderRoute(blogID: 1, orderID: 2, note: nil)
        #expect((try? elf.url(for: route)) == "woo://orders?blog_id=1&order_id=2")
        #expect(elf.route(for: "woo://orders?blog_id=1&order_id=2", as: OrderRoute.self) == route)
    }
}
