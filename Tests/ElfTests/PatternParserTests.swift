import Testing

@testable import Elf

/// Pattern syntax and registration errors (ROUTING.md §1, §4a).
@Suite struct PatternParserTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        var reason: Elf.PatternError.Reason
        var column: Int
        var testDescription: String { pattern }
        init(_ pattern: String, _ reason: Elf.PatternError.Reason, column: Int) {
            self.pattern = pattern
            self.reason = reason
            self.column = column
        }
    }

    static let errors: [ErrorCase] = [
        ErrorCase("user/<id>", .invalidStart, column: 1),
        ErrorCase("", .invalidStart, column: 1),
        ErrorCase("app:/x", .invalidStart, column: 1),
        ErrorCase("1app://x", .invalidScheme, column: 1),
        ErrorCase("my_app://x", .invalidScheme, column: 3),
        ErrorCase("app://", .missingHost, column: 7),
        ErrorCase("app:///x", .missingHost, column: 7),
        ErrorCase("app://user/<id", .unclosed("<"), column: 12),
        ErrorCase("app://user/{id", .unclosed("{"), column: 12),
        ErrorCase("app://user(/a", .unclosed("("), column: 11),
        ErrorCase("app://user/id>", .unopened(">"), column: 14),
        ErrorCase("app://user/id}", .unopened("}"), column: 14),
        ErrorCase("app://user/a)", .unopened(")"), column: 13),
        ErrorCase("app://user/<>", .emptyName, column: 13),
        ErrorCase("app://user/<int:>", .emptyName, column: 17),
        ErrorCase("app://user/<1id>", .invalidName("1id"), column: 13),
        ErrorCase("app://user/<a-b>", .invalidName("a-b"), column: 13),
        ErrorCase("app://user/<long:id>", .unknownType("long"), column: 13),
        ErrorCase("app://user/<Int:id>", .unknownType("Int"), column: 13),
        ErrorCase("app://user/{int:x}", .typeInBraces, column: 16),
        ErrorCase("app://user-<id>", .mustFillSegment, column: 12),
        ErrorCase("app://user/<id>x", .mustFillSegment, column: 16),
        ErrorCase("app://a*", .mustFillSegment, column: 8),
        ErrorCase("app://a/*x", .mustFillSegment, column: 10),
        ErrorCase("app://x(a)", .mustFillSegment, column: 9),
        ErrorCase("app://a/(b)c", .mustFillSegment, column: 12),
        ErrorCase("app://a/*/b", .catchAllNotLast, column: 9),
        ErrorCase("app://a/<path:p>/b", .catchAllNotLast, column: 9),
        ErrorCase("app://a/*(/b)", .catchAllNotLast, column: 9),
        ErrorCase("app://a/<x>/<x>", .duplicateName("x"), column: 13),
        ErrorCase("app://a/<x>(/{x})", .duplicateName("x"), column: 14),
        ErrorCase("app://a/<int:x>/<path:x>", .duplicateName("x"), column: 17),
        ErrorCase("app://a()", .emptyGroup, column: 8),
        ErrorCase("app://a/()", .emptyGroup, column: 9),
        ErrorCase("app://a(/b(/c))", .nestedGroup, column: 11),
        ErrorCase("app://a/(b/(c))", .nestedGroup, column: 12),
        ErrorCase("app://(a)/b", .groupInHost, column: 7),
        ErrorCase("app://a(/b)(/c)(/d)(/e)(/f)(/g)(/h)(/i)(/j)", .tooManyGroups(limit: 8), column: 1),
        // `?` starts query constraints, and `?c` is not `key=value`.
        ErrorCase("app://a/b?c", .invalidQueryItem, column: 12),
        ErrorCase("app://a/b#c", .invalidCharacter("#"), column: 10),
        ErrorCase("app://a/b\\c", .invalidCharacter("\\"), column: 10),
        ErrorCase("app://u@a/b", .invalidCharacter("@"), column: 8),
        ErrorCase("app://[::1]/b", .invalidCharacter("["), column: 7),
        ErrorCase("app://a/b c", .invalidCharacter(" "), column: 10),
        ErrorCase("app://a/b\u{7}", .invalidCharacter("\u{7}"), column: 10),
        ErrorCase("app://a//b", .emptySegment, column: 9),
        ErrorCase("app://a/", .emptySegment, column: 9),
        ErrorCase("app://a(/b/)", .emptySegment, column: 12),
        ErrorCase("//a/b", .emptySegment, column: 2),
        ErrorCase("app://a/./b", .dotSegment, column: 9),
        ErrorCase("app://a/..", .dotSegment, column: 9),
        ErrorCase("app://a/%2E%2e", .dotSegment, column: 9),
        ErrorCase("app://a/%zz", .invalidPercentEscape, column: 9),
        ErrorCase("app://a/%4", .invalidPercentEscape, column: 9),
        ErrorCase("app://a/%FF", .invalidPercentEscape, column: 9),
        ErrorCase("app://a/%0A", .invalidPercentEscape, column: 9),
        ErrorCase("app://host:80/a", .portNotAllowed, column: 11),
        // A host that no URL can carry, so no URL could ever reach the route (found by the
        // reverse-routing fuzzer; FuzzRegressionTests pins it too).
        ErrorCase("app://i|em/<int:id>", .invalidCharacter("|"), column: 8),
        ErrorCase("app://a^b/x", .invalidCharacter("^"), column: 8),
        ErrorCase("app://a%7Cb/x", .invalidCharacter("|"), column: 7),
        ErrorCase("app://中文/<x", .unclosed("<"), column: 10),
    ]

    @Test(arguments: errors)
    func invalidPatternThrowsWithReasonAndColumn(_ row: ErrorCase) {
        let elf = Elf()
        do {
            try elf.register(row.pattern) { NoopHandler() }
            Issue.record("\(row.pattern) registered")
        } catch {
            #expect(error.pattern == row.pattern)
            #expect(error.reason == row.reason)
            #expect(error.column == row.column)
            // Quoted as every error quotes its input: controls escaped, so it stays one line.
            #expect(error.description.contains("\(loggableText(row.pattern)) at column \(row.column):"))
        }
        #expect(elf.registeredPatterns.isEmpty)
    }

    @Test func errorMessageNamesPatternColumnAndReason() {
        let error = Elf.PatternError(pattern: "app://user/<id", reason: .unclosed("<"), offset: 11)
        #expect(error.description == "invalid pattern \"app://user/<id\" at column 12: '<' is never closed")
    }

    @Test func tooLongPatternIsRejected() {
        let elf = Elf(configuration: .init(maxURLLength: 20))
        #expect(throws: Elf.PatternError.self) {
            try elf.register("app://a/" + String(repeating: "b", count: 13)) { NoopHandler() }
        }
        #expect(throws: Never.self) {
            try elf.register("app://a/" + String(repeating: "b", count: 12)) { NoopHandler() }
        }
    }

    struct FormCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        /// The forms, each written as its segments joined by spaces after the root.
        var forms: [String]
        var testDescription: String { pattern }
        init(_ pattern: String, _ forms: [String]) {
            self.pattern = pattern
            self.forms = forms
        }
    }

    static let forms: [FormCase] = [
        FormCase("app://user/<username>/following", ["app| user <string:username> following"]),
        FormCase("app://user/{username}/following", ["app| user <string:username> following"]),
        FormCase("APP://User/Name", ["app| user Name"]),
        FormCase("app://item/<int:id>", ["app| item <int:id>"]),
        FormCase(
            "app://v/<float:x>/<double:y>/<bool:b>/<uuid:u>/<string:s>",
            ["app| v <double:x> <double:y> <bool:b> <uuid:u> <string:s>"]),
        FormCase("app://files/<path:rest>", ["app| files <path:rest>"]),
        FormCase("app://wildcard/*", ["app| wildcard *"]),
        FormCase("app://*", ["app| *"]),
        FormCase(
            "app://the(/foo/<a>)(/bar/<b>)",
            [
                "app| the", "app| the foo <string:a>", "app| the bar <string:b>",
                "app| the foo <string:a> bar <string:b>",
            ]),
        FormCase("app://my/(optional)/module", ["app| my module", "app| my optional module"]),
        FormCase("app://my(/optional)/module", ["app| my module", "app| my optional module"]),
        FormCase("app://a/(b/c)", ["app| a", "app| a b c"]),
        FormCase("https://<path:url>", ["https| <path:url>"]),
        FormCase("*://user/<id>", ["*| user <string:id>"]),
        FormCase("/user/view/<userID>", ["/| user view <string:userID>"]),
        FormCase("/", ["/|"]),
        FormCase("/(a)", ["/|", "/| a"]),
        FormCase("app://a/b%20c/%E4%B8%AD", ["app| a b c 中"]),
        FormCase("app://a/é/b:c", ["app| a é b:c"]),
        FormCase("app://a(/<path:rest>)", ["app| a", "app| a <path:rest>"]),
    ]

    @Test(arguments: forms)
    func patternExpandsToForms(_ row: FormCase) throws {
        let pattern = try PatternParser().parse(row.pattern)
        #expect(pattern.text == row.pattern)
        #expect(pattern.forms.map(Self.describe) == row.forms)
    }

    static func describe(_ form: RoutePattern.Form) -> String {
        let root: String
        switch form.root {
        case .scheme(let bytes): root = String(decoding: bytes, as: UTF8.self)
        case .anyScheme: root = "*"
        case .path: root = "/"
        }
        let segments = form.segments.map { segment -> String in
            switch segment {
            case .literal(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .placeholder(let name, let kind): return "<\(kind):\(name)>"
            case .path(let name): return "<path:\(name)>"
            case .wildcard: return "*"
            }
        }
        return ([root + "|"] + segments).joined(separator: " ")
    }

    struct DuplicateCase: CustomTestStringConvertible, Sendable {
        var existing: String
        var pattern: String
        var testDescription: String { "\(pattern) after \(existing)" }
        init(_ existing: String, _ pattern: String) {
            self.existing = existing
            self.pattern = pattern
        }
    }

    static let duplicates: [DuplicateCase] = [
        DuplicateCase("app://a/<x>", "app://a/<y>"),
        DuplicateCase("app://a/<x>", "app://a/{y}"),
        DuplicateCase("app://a/<x>", "app://a/<string:y>"),
        DuplicateCase("app://a/<float:x>", "app://a/<double:y>"),
        DuplicateCase("APP://Host/x", "app://host/x"),
        DuplicateCase("app://a", "app://a(/b)"),
        DuplicateCase("app://a/b", "app://a(/b)"),
        DuplicateCase("app://a/b%20c", "app://a/b c".replacingOccurrences(of: " ", with: "%20")),
        DuplicateCase("app://a/*", "app://a/*"),
        DuplicateCase("app://a/<path:p>", "app://a/<path:q>"),
        DuplicateCase("/x/<y>", "/x/{z}"),
    ]

    @Test(arguments: duplicates)
    func sameShapeIsADuplicateNamingBothPatterns(_ row: DuplicateCase) throws {
        let elf = try Elf.with([row.existing])
        do {
            try elf.register(row.pattern) { NoopHandler() }
            Issue.record("duplicate registered")
        } catch {
            #expect(error.reason == .duplicate(existing: row.existing))
            #expect(error.description.contains(row.pattern))
            #expect(error.description.contains(row.existing))
        }
        #expect(elf.registeredPatterns == [row.existing])
    }

    @Test(arguments: [
        ("app://a/<x>", "app://a/<int:x>"),
        ("app://a/<path:p>", "app://a/*"),
        ("app://a/x", "app://a/X"),
        ("app://a", "*://a"),
        ("app://a", "/a"),
        ("app://a/<x>", "app://a/<x>/b"),
    ])
    func differentShapesAreNotDuplicates(_ first: String, _ second: String) throws {
        let elf = try Elf.with([first, second])
        #expect(elf.registeredPatterns == [first, second])
    }

    @Test func twoFormsOfOnePatternWithTheSameShapeAreADuplicate() {
        #expect(
            throws: Elf.PatternError(
                pattern: "app://a(/<x>)(/<y>)", reason: .duplicate(existing: "app://a(/<x>)(/<y>)"), offset: 0)
        ) {
            try Elf().register("app://a(/<x>)(/<y>)") { NoopHandler() }
        }
    }

    @Test func failedRegistrationKeepsEverythingAlreadyRegistered() throws {
        let elf = try Elf.with(["app://a", "app://b/<x>"])
        #expect(throws: Elf.PatternError.self) { try elf.register("app://c(/d)(/<x>)(/<x>)") { NoopHandler() } }
        #expect(throws: Elf.PatternError.self) { try elf.register("app://b/<y>(/c)") { NoopHandler() } }
        #expect(elf.registeredPatterns == ["app://a", "app://b/<x>"])
        // The first form of the rejected pattern was not half-registered.
        #expect(elf.match("app://b/1/c") == nil)
        #expect(elf.match("app://b/1")?.pattern == "app://b/<x>")
    }

    @Test func plainLiteralMasksHoldExactlyTheBytesTheirRuleAllows() {
        for byte in UInt8(0)..<0x80 {
            #expect(PatternParser.plainLiteral.contains(byte) == PatternParser.isPlainLiteral(byte), "byte \(byte)")
        }
    }

    @Test func hostDelimitersAreTheBytesRoutingForbidsInADecodedHost() {
        let delimiters = Set("#%/:<>?@[\\]^|".unicodeScalars)
        for value in UInt32(0x21)..<0x7F {
            let scalar = Unicode.Scalar(value)!
            #expect(URLScanner.isForbiddenInDecodedHost(scalar) == delimiters.contains(scalar), "\(scalar)")
        }
    }

    /// A pattern of `count` placeholders `<p0>`...`<pN>`, then `<p{repeated}>` when given.
    static func manyPlaceholders(_ count: Int, repeating repeated: Int? = nil) -> String {
        let names = (0..<count).map { "<p\($0)>" } + (repeated.map { ["<p\($0)>"] } ?? [])
        return "app://a/" + names.joined(separator: "/")
    }

    @Test(arguments: [(20, 0), (20, 3), (20, 17), (20, 19), (3, 1)])
    func aRepeatedNameIsFoundAmongManyAtItsColumn(count: Int, repeated: Int) {
        let pattern = Self.manyPlaceholders(count, repeating: repeated)
        let column = pattern.utf8.count - "<p\(repeated)>".utf8.count + 1
        #expect(throws: Elf.PatternError(pattern: pattern, reason: .duplicateName("p\(repeated)"), offset: column - 1))
        {
            try Elf().register(pattern) { NoopHandler() }
        }
    }

    @Test(arguments: [(20, 5, "p7"), (1, 20, "q13"), (1, 1, "q0"), (3, 0, "p2")])
    func aQueryNameBoundBeforeIsFoundAmongManyAtItsColumn(pathNames: Int, queryNames: Int, repeated: String) {
        // `queryNames` query placeholders `<q0>`... after `pathNames` path ones, then `repeated` again.
        let query = (0..<queryNames).map { "k\($0)=<q\($0)>" } + ["again=<\(repeated)>"]
        let pattern = Self.manyPlaceholders(pathNames) + "?" + query.joined(separator: "&")
        let column = pattern.utf8.count - "<\(repeated)>".utf8.count + 1
        #expect(throws: Elf.PatternError(pattern: pattern, reason: .duplicateName(repeated), offset: column - 1)) {
            try Elf().register(pattern) { NoopHandler() }
        }
    }

    @Test func patternsOfManyDistinctNamesRegister() throws {
        let elf = Elf()
        try elf.register(Self.manyPlaceholders(40)) { NoopHandler() }
        let url = "app://a/" + (0..<40).map { "v\($0)" }.joined(separator: "/")
        #expect(elf.match(url)?.params["p39"] == "v39")
    }
}
