import Testing

@testable import Elf

/// Matching precedence (ROUTING.md §2).
///
/// Every case is checked with the routes registered in the order given and in
/// reverse: registration order never matters.
@Suite struct PrecedenceTests {
    static let uuid = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"

    @Test(arguments: [
        MatchCase(["app://a/<x>", "app://a/b"], "app://a/b", "app://a/b"),
        MatchCase(["app://a/<int:x>", "app://a/1"], "app://a/1", "app://a/1"),
        MatchCase(["app://a/<x>", "app://a/<int:x>"], "app://a/7", "app://a/<int:x>", ["x": "7"]),
        MatchCase(["app://a/<double:x>", "app://a/<int:x>"], "app://a/7", "app://a/<int:x>", ["x": "7"]),
        MatchCase(["app://a/<double:x>", "app://a/<int:x>"], "app://a/7.5", "app://a/<double:x>", ["x": "7.5"]),
        MatchCase(["app://a/<bool:x>", "app://a/<double:x>"], "app://a/1", "app://a/<double:x>", ["x": "1"]),
        MatchCase(["app://a/<bool:x>", "app://a/<x>"], "app://a/YES", "app://a/<bool:x>", ["x": "YES"]),
        MatchCase(
            ["app://a/<uuid:x>", "app://a/<bool:x>", "app://a/<x>"], "app://a/\(uuid)", "app://a/<uuid:x>", ["x": uuid]),
        MatchCase(["app://a/<x>", "app://a/<path:p>"], "app://a/b", "app://a/<x>", ["x": "b"]),
        MatchCase(["app://a/<x>", "app://a/<path:p>"], "app://a/b/c", "app://a/<path:p>", ["p": "b/c"]),
        MatchCase(["app://a/<path:p>", "app://a/*"], "app://a/b/c", "app://a/<path:p>", ["p": "b/c"]),
        MatchCase(["app://a/<path:p>", "app://a/*"], "app://a", "app://a/*", ["*": ""]),
        MatchCase(["app://w", "app://w/*"], "app://w", "app://w"),
        MatchCase(["app://w/*"], "app://w", "app://w/*", ["*": ""]),
        MatchCase(["app://w/*"], "app://w/", "app://w/*", ["*": ""]),
        MatchCase(["app://w/<path:p>"], "app://w", nil),
        MatchCase(["app://a/b", "*://a/b"], "app://a/b", "app://a/b"),
        MatchCase(["app://a/b", "*://a/b"], "other://a/b", "*://a/b"),
        MatchCase(["*://a/b", "/a/b"], "app://a/b", "*://a/b"),
        MatchCase(["app://<x>/b", "/a/b"], "app://a/b", "app://<x>/b", ["x": "a"]),
        MatchCase(["*://a/<x>", "app://<h>/b"], "app://a/b", "app://<h>/b", ["h": "a"]),
        // Backtracking: the preferred branch fails deeper down.
        MatchCase(["app://test/test/<x>", "app://test/<x>", "app://test/test"], "app://test/test", "app://test/test"),
        MatchCase(
            ["app://test/test/<x>", "app://test/<x>", "app://test/test"], "app://test/other", "app://test/<x>",
            ["x": "other"]),
        MatchCase(
            ["app://test/test/<x>", "app://test/<x>", "app://test/test"], "app://test/test/z", "app://test/test/<x>",
            ["x": "z"]),
        MatchCase(["app://a/b/c", "app://a/<x>/d"], "app://a/b/d", "app://a/<x>/d", ["x": "b"]),
        MatchCase(["app://a/<int:n>/c", "app://a/<x>/d"], "app://a/1/d", "app://a/<x>/d", ["x": "1"]),
        MatchCase(["app://a/b/<int:n>", "app://a/*"], "app://a/b/c", "app://a/*", ["*": "b/c"]),
        MatchCase(
            ["app://a/b/c/d", "app://a/<x>/<path:p>"], "app://a/b/c/e", "app://a/<x>/<path:p>", ["x": "b", "p": "c/e"]),
        MatchCase(["app://a/b", "/a/<x>"], "app://a/c", "/a/<x>", ["x": "c"]),
        MatchCase(["app://a/b", "/<x>/c"], "app://a/c", "/<x>/c", ["x": "a"]),
        // A typed placeholder that does not parse is simply not a match for that branch.
        MatchCase(["app://item/<int:id>"], "app://item/4x", nil),
        MatchCase(["app://item/<int:id>"], "app://item/99999999999999999999", nil),
        MatchCase(["app://item/<int:id>", "app://item/<x>"], "app://item/+4", "app://item/<x>", ["x": "+4"]),
    ])
    func moreSpecificWins(_ row: MatchCase) throws {
        try row.check()
    }

    @Test func customTypesRankAfterBuiltInsInTheOrderAdded() throws {
        for order in [
            ["app://a/<x>", "app://a/<vowel:x>", "app://a/<short:x>", "app://a/<int:x>"],
            ["app://a/<int:x>", "app://a/<short:x>", "app://a/<vowel:x>", "app://a/<x>"],
        ] {
            let elf = Elf()
            try elf.addPlaceholderType("vowel") { $0.allSatisfy { "aeiou".contains($0) } ? $0.uppercased() : nil }
            try elf.addPlaceholderType("short") { $0.count <= 2 ? $0 : nil }
            for pattern in order { try elf.register(pattern) { NoopHandler() } }
            #expect(elf.match("app://a/12")?.pattern == "app://a/<int:x>")
            #expect(elf.match("app://a/ae")?.pattern == "app://a/<vowel:x>")
            #expect(elf.match("app://a/ae")?.params == ["x": "AE"], "the converted value is bound")
            #expect(elf.match("app://a/zz")?.pattern == "app://a/<short:x>")
            #expect(elf.match("app://a/zzz")?.pattern == "app://a/<x>")
        }
    }

    @Test func customTypeErrors() throws {
        let elf = Elf()
        #expect(throws: Elf.PlaceholderTypeError.invalidName("Hex")) { try elf.addPlaceholderType("Hex") { $0 } }
        #expect(throws: Elf.PlaceholderTypeError.invalidName("")) { try elf.addPlaceholderType("") { $0 } }
        #expect(throws: Elf.PlaceholderTypeError.alreadyDefined("int")) { try elf.addPlaceholderType("int") { $0 } }
        #expect(throws: Elf.PlaceholderTypeError.alreadyDefined("path")) { try elf.addPlaceholderType("path") { $0 } }
        try elf.addPlaceholderType("hex") { $0 }
        #expect(throws: Elf.PlaceholderTypeError.alreadyDefined("hex")) { try elf.addPlaceholderType("hex") { $0 } }
        #expect(throws: Elf.PatternError.self) { try elf.register("app://c/<color:c>") { NoopHandler() } }
    }

    struct TypedCase: CustomTestStringConvertible, Sendable {
        var type: String
        var value: String
        var matches: Bool
        var testDescription: String { "<\(type)> \(value)" }
        init(_ type: String, _ value: String, _ matches: Bool) {
            self.type = type
            self.value = value
            self.matches = matches
        }
    }

    static let typed: [TypedCase] = [
        TypedCase("int", "0", true), TypedCase("int", "-12", true), TypedCase("int", "007", true),
        TypedCase("int", "9223372036854775807", true), TypedCase("int", "-9223372036854775808", true),
        TypedCase("int", "9223372036854775808", false), TypedCase("int", "-9223372036854775809", false),
        TypedCase("int", "+1", false), TypedCase("int", "-", false), TypedCase("int", "1.0", false),
        TypedCase("int", "%34%32", true), TypedCase("int", "١", false),
        TypedCase("double", "1", true), TypedCase("double", "-1.5", true), TypedCase("double", "1e10", true),
        TypedCase("double", "1.5E-3", true), TypedCase("double", "2e+8", true), TypedCase("double", ".5", false),
        TypedCase("double", "1.", false), TypedCase("double", "inf", false), TypedCase("double", "nan", false),
        TypedCase("double", "1e400", false), TypedCase("double", "1e-400", true), TypedCase("double", "+1", false),
        TypedCase("double", "1e", false), TypedCase("double", "0x10", false),
        TypedCase("double", String(repeating: "9", count: 400), false),
        TypedCase("bool", "true", true), TypedCase("bool", "FALSE", true), TypedCase("bool", "Yes", true),
        TypedCase("bool", "no", true), TypedCase("bool", "1", true), TypedCase("bool", "0", true),
        TypedCase("bool", "2", false), TypedCase("bool", "y", false), TypedCase("bool", "truee", false),
        TypedCase("uuid", "3f2504e0-4f89-11d3-9a0c-0305e82c3301", true),
        TypedCase("uuid", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", true),
        TypedCase("uuid", "3F2504E04F8911D39A0C0305E82C3301", false),
        TypedCase("uuid", "3F2504E0-4F89-11D3-9A0C-0305E82C330", false),
        TypedCase("uuid", "GF2504E0-4F89-11D3-9A0C-0305E82C3301", false),
        TypedCase("string", "anything", true), TypedCase("float", "2.5", true),
    ]

    @Test(arguments: typed)
    func typedPlaceholderAcceptsExactlyItsValues(_ row: TypedCase) throws {
        let elf = try Elf.with(["app://v/<\(row.type):value>"])
        let match = elf.match("app://v/\(row.value)")
        #expect((match != nil) == row.matches)
    }
}
