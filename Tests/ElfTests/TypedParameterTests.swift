// Typed parameters: ParameterConvertible and its built-in
// conformances, the dictionary and RouteMatch readers, ParameterError, and
// every snippet of Sources/Elf/Elf.docc/TypedParameters.md.
//
// `import Elf` (not `@testable`), so everything here, snippets included,
// compiles against the public API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Typed parameters")
struct TypedParameterTests {

    // MARK: - Types the tests and the article use

    enum Tab: String, ParameterConvertible {
        case top, new
    }

    enum Priority: Int, ParameterConvertible {
        case low = 1, high = 2
    }

    struct Coordinate: ParameterConvertible, Equatable {
        var latitude: Double
        var longitude: Double

        init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }

        init?(parameter: String) {
            let parts = parameter.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2,
                let latitude = Double(parameter: String(parts[0])),
                let longitude = Double(parameter: String(parts[1]))
            else { return nil }
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// Records what a snippet prints or a handler did.
    @MainActor
    enum Console {
        static var lines: [String] = []
        static func print(_ item: Any) { lines.append("\(item)") }
    }

    final class SilentHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {}
    }

    // MARK: - Built-in conversions

    @Test(
        arguments: [
            ("0", 0), ("42", 42), ("-42", -42), ("-0", 0), ("007", 7),
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
            ("9223372036854775808", nil), ("-9223372036854775809", nil), ("99999999999999999999", nil),
            ("+1", nil), (" 1", nil), ("1 ", nil), ("1e3", nil), ("1.0", nil), ("0x10", nil),
            ("1_000", nil), ("-", nil), ("", nil), ("\u{0661}", nil), ("--1", nil),
        ] as [(String, Int?)])
    func intAcceptsOptionalMinusAndASCIIDigitsThatFit(text: String, expected: Int?) {
        #expect(Int(parameter: text) == expected)
        #expect(Int64(parameter: text) == expected.map(Int64.init))
    }

    @Test(
        arguments: [
            ("UInt8 255", "255"), ("UInt8 256", nil), ("UInt8 -0", nil), ("UInt8 -1", nil),
            ("Int8 -128", "-128"), ("Int8 -129", nil), ("Int8 127", "127"), ("Int8 128", nil),
            ("Int16 -32768", "-32768"), ("Int32 2147483648", nil), ("UInt16 65535", "65535"),
            ("UInt32 4294967295", "4294967295"), ("UInt -0", nil),
            ("UInt 18446744073709551615", "18446744073709551615"),
            ("UInt64 18446744073709551616", nil), ("UInt +1", nil),
        ] as [(String, String?)])
    func otherIntegerTypesParseTheSameGrammarWithinTheirRange(spec: String, expected: String?) {
        let parts = spec.split(separator: " ").map(String.init)
        let (type, text) = (parts[0], parts[1])
        let parsed: String? =
            switch type {
            case "Int8": Int8(parameter: text).map(String.init)
            case "Int16": Int16(parameter: text).map(String.init)
            case "Int32": Int32(parameter: text).map(String.init)
            case "UInt": UInt(parameter: text).map(String.init)
            case "UInt8": UInt8(parameter: text).map(String.init)
            case "UInt16": UInt16(parameter: text).map(String.init)
            case "UInt32": UInt32(parameter: text).map(String.init)
            case "UInt64": UInt64(parameter: text).map(String.init)
            default: "unknown type \(type)"
            }
        #expect(parsed == expected)
    }

    @Test(
        arguments: [
            ("1", 1.0), ("1.5", 1.5), ("-2.5e3", -2500.0), ("1E3", 1000.0), ("1e+3", 1000.0), ("1e-3", 0.001),
            ("007.50", 7.5), ("1e-400", 0.0),
            ("nan", nil), ("NaN", nil), ("inf", nil), ("-inf", nil), ("infinity", nil), ("Infinity", nil),
            (".5", nil), ("5.", nil), ("+1", nil), ("0x1p3", nil), ("1e309", nil), ("-1e309", nil),
            ("1e", nil), ("1e+", nil), ("1.5.2", nil), (" 1", nil), ("1 ", nil), ("", nil), ("-", nil), ("1,5", nil),
        ] as [(String, Double?)])
    func doubleAcceptsFiniteDecimalsOnly(text: String, expected: Double?) {
        #expect(Double(parameter: text) == expected)
    }

    @Test func doubleKeepsTheSignOfMinusZero() throws {
        let value = try #require(Double(parameter: "-0"))
        #expect(value == 0 && value.sign == .minus)
    }

    @Test(
        arguments: [
            ("0.5", Float(0.5)), ("-3", Float(-3)), ("65504", Float(65504)),
            ("1e39", nil), ("-1e39", nil), ("nan", nil), ("inf", nil), (".5", nil),
        ] as [(String, Float?)])
    func floatAcceptsFiniteDecimalsWithinFloatRange(text: String, expected: Float?) {
        #expect(Float(parameter: text) == expected)
    }

    @Test(
        arguments: [
            ("true", true), ("TRUE", true), ("True", true), ("yes", true), ("YES", true), ("yEs", true), ("1", true),
            ("false", false), ("FALSE", false), ("no", false), ("No", false), ("0", false),
            ("on", nil), ("off", nil), ("t", nil), ("f", nil), ("y", nil), ("2", nil), ("", nil), (" true", nil),
            ("true ", nil), ("yes!", nil), ("tru\u{0065}\u{0301}", nil),
        ] as [(String, Bool?)])
    func boolAcceptsSixSpellingsInAnyCase(text: String, expected: Bool?) {
        #expect(Bool(parameter: text) == expected)
    }

    @Test(arguments: ["", "abc", " spaced ", "a,b", "中文", "a\"b", "%2F"])
    func stringIsTheTextUnchanged(text: String) {
        #expect(String(parameter: text) == text)
    }

    @Test(arguments: [
        ("e621e1f8-c36c-495a-93fc-0c247a3e6e5f", true), ("E621E1F8-C36C-495A-93FC-0C247A3E6E5F", true),
        ("E621e1f8-C36c-495A-93fc-0C247a3E6e5F", true),
        ("e621e1f8c36c495a93fc0c247a3e6e5f", false), ("{e621e1f8-c36c-495a-93fc-0c247a3e6e5f}", false),
        (" e621e1f8-c36c-495a-93fc-0c247a3e6e5f", false), ("e621e1f8-c36c-495a-93fc-0c247a3e6e5", false),
        ("g621e1f8-c36c-495a-93fc-0c247a3e6e5f", false), ("e621e1f8-c36c-495a-93fc_0c247a3e6e5f", false),
        ("", false),
    ])
    func uuidAcceptsTheHyphenatedFormInAnyCase(text: String, valid: Bool) {
        let expected = valid ? UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") : nil
        #expect(UUID(parameter: text) == expected)
    }

    @Test(
        arguments: [
            ("https://example.com/help?x=1", "https"), ("mailto:a@example.com", "mailto"), ("app:", "app"),
            ("javascript:alert(1)", "javascript"),
            ("example.com", nil), ("/path", nil), ("", nil), ("://x", nil), ("1http://x", nil),
        ] as [(String, String?)])
    func urlNeedsANonEmptyScheme(text: String, scheme: String?) {
        let url = URL(parameter: text)
        #expect(url?.scheme == scheme)
        if scheme != nil { #expect(url?.absoluteString == text) }
    }

    /// A value a typed placeholder matches converts to its Swift type, and one
    /// it does not match does not convert (ROUTING.md §1).
    @Test(arguments: [
        (
            "int",
            [
                "0", "-0", "42", "007", "-9223372036854775808", "9223372036854775807", "9223372036854775808",
                "+1", " 1", "1e3", "1.0", "0x10", "-", "--1", "\u{0661}",
            ]
        ),
        (
            "double",
            [
                "1", "-0", "1.5", "-2.5e3", "1E3", "1e+3", "1e-400", "nan", "NaN", "inf", "infinity",
                ".5", "5.", "+1", "0x1p3", "1e309", "1e", "1.5.2", " 1",
            ]
        ),
        ("bool", ["true", "TRUE", "Yes", "no", "1", "0", "on", "off", "t", "2", "yes "]),
        (
            "uuid",
            [
                "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                "e621e1f8c36c495a93fc0c247a3e6e5f", "{e621e1f8-c36c-495a-93fc-0c247a3e6e5f}",
                "g621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            ]
        ),
    ])
    func conversionsAcceptExactlyWhatTheirPlaceholderTypeMatches(type: String, texts: [String]) throws {
        let elf = Elf()
        try elf.register("app://v/<\(type):value>") { SilentHandler() }
        for text in texts {
            let segment = try #require(text.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let matched = elf.match("app://v/\(segment)")?.param("value")
            let converts =
                switch type {
                case "int": Int64(parameter: text) != nil
                case "double": Double(parameter: text) != nil
                case "bool": Bool(parameter: text) != nil
                default: UUID(parameter: text) != nil
                }
            #expect((matched == text) == converts, "\(type) \(text.debugDescription)")
        }
    }

    // MARK: - Enums and user types

    @Test(
        arguments: [("top", Tab.top), ("new", .new), ("New", nil), ("NEW", nil), ("", nil), (" top", nil)]
            as [(String, Tab?)])
    func stringEnumsMatchTheirRawValuesExactly(text: String, expected: Tab?) {
        #expect(Tab(parameter: text) == expected)
        #expect(["tab": text].value("tab", as: Tab.self) == expected)
    }

    @Test(
        arguments: [("1", Priority.low), ("2", .high), ("3", nil), ("01", .low), ("+2", nil), ("high", nil)]
            as [(String, Priority?)])
    func intEnumsConvertTheirRawValueFirst(text: String, expected: Priority?) {
        #expect(Priority(parameter: text) == expected)
    }

    @Test(
        arguments: [
            ("52.52:13.40", Coordinate(latitude: 52.52, longitude: 13.4)),
            ("-1:2e1", Coordinate(latitude: -1, longitude: 20)),
            ("52.52", nil), ("52.52:", nil), ("a:b", nil), ("1:2:3", nil), ("nan:1", nil),
        ] as [(String, Coordinate?)])
    func userTypesConvertThroughTheirInitializer(text: String, expected: Coordinate?) throws {
        let query = ["at": text]
        #expect(query.value("at", as: Coordinate.self) == expected)
        if expected == nil {
            #expect(throws: Elf.ParameterError(name: "at", value: text, expectedType: "Coordinate", reason: .invalid)) {
                try query.require("at", as: Coordinate.self)
            }
        } else {
            #expect(try query.require("at", as: Coordinate.self) == expected)
        }
    }

    // MARK: - Reading from dictionaries

    @Test(
        arguments: [
            (["id": "42"], "id", 42), (["id": "abc"], "id", nil), (["id": ""], "id", nil), ([:], "id", nil),
            (["ID": "42"], "id", nil),
        ] as [([String: String], String, Int?)])
    func dictionaryValueIsNilWhenMissingOrInvalid(dictionary: [String: String], name: String, expected: Int?) {
        #expect(dictionary.value(name, as: Int.self) == expected)
    }

    @Test func dictionaryValueInfersTheTypeFromContext() {
        let query = ["page": "3", "tab": "new"]
        let page: Int? = query.value("page")
        let tab: Tab = query.value("tab") ?? .top
        #expect(page == 3)
        #expect(tab == .new)
    }

    @Test(
        arguments: [
            (["id": "42"], "id", .success(42)),
            ([:], "id", .failure(Elf.ParameterError(name: "id", value: nil, expectedType: "Int", reason: .missing))),
            (
                ["id": "abc"], "id",
                .failure(Elf.ParameterError(name: "id", value: "abc", expectedType: "Int", reason: .invalid))
            ),
            (
                ["id": ""], "id",
                .failure(Elf.ParameterError(name: "id", value: "", expectedType: "Int", reason: .invalid))
            ),
        ] as [([String: String], String, Result<Int, Elf.ParameterError>)])
    func requireReturnsTheValueOrSaysWhichParameterFailedAndWhy(
        dictionary: [String: String], name: String, expected: Result<Int, Elf.ParameterError>
    ) {
        let result: Result<Int, Elf.ParameterError>
        do {
            result = .success(try dictionary.require(name, as: Int.self))
        } catch {
            result = .failure(error)
        }
        #expect(result == expected)
    }

    @Test(arguments: [
        ("UUID", "nope"), ("Bool", "maybe"), ("URL", "example.com"), ("Tab", "old"), ("Double", "nan"),
    ])
    func requireNamesTheExpectedType(type: String, text: String) {
        let query = ["p": text]
        var caught: Elf.ParameterError?
        do {
            switch type {
            case "UUID": _ = try query.require("p", as: UUID.self)
            case "Bool": _ = try query.require("p", as: Bool.self)
            case "URL": _ = try query.require("p", as: URL.self)
            case "Tab": _ = try query.require("p", as: Tab.self)
            default: _ = try query.require("p", as: Double.self)
            }
        } catch {
            caught = error
        }
        #expect(caught == Elf.ParameterError(name: "p", value: text, expectedType: type, reason: .invalid))
    }

    // MARK: - Lists

    @Test(
        arguments: [
            ("1,2,3", [1, 2, 3]), ("42", [42]), ("", []), ("-1,007", [-1, 7]),
            ("1, 2", nil), ("1,,2", nil), ("1,2,", nil), (",", nil), ("1,x,3", nil), ("1;2", nil),
        ] as [(String, [Int]?)])
    func listSplitsOnEveryCommaAndFailsOnAnyBadElement(text: String, expected: [Int]?) {
        #expect(["ids": text].list("ids", as: Int.self) == expected)
    }

    @Test(
        arguments: [
            ("a,,b", ["a", "", "b"]), ("a,b,", ["a", "b", ""]), (",", ["", ""]), ("", []), ("a b", ["a b"]),
        ] as [(String, [String])])
    func stringListsKeepEmptyElements(text: String, expected: [String]) {
        #expect(["tags": text].list("tags", as: String.self) == expected)
    }

    @Test func listOfMissingParameterIsNil() {
        #expect([String: String]().list("ids", as: Int.self) == nil)
    }

    @Test(arguments: [
        ("1,x,3", Elf.ParameterError.Reason.invalidListElement(index: 1, element: "x")),
        ("1,2,", .invalidListElement(index: 2, element: "")),
        ("x,y", .invalidListElement(index: 0, element: "x")),
        ("1, 2", .invalidListElement(index: 1, element: " 2")),
    ])
    func requireListNamesTheFirstFailingElement(text: String, reason: Elf.ParameterError.Reason) {
        #expect(throws: Elf.ParameterError(name: "ids", value: text, expectedType: "Int", reason: reason)) {
            try ["ids": text].requireList("ids", as: Int.self)
        }
    }

    @Test func requireListOfMissingParameterThrowsMissing() {
        #expect(throws: Elf.ParameterError(name: "ids", value: nil, expectedType: "Tab", reason: .missing)) {
            try [String: String]().requireList("ids", as: Tab.self)
        }
    }

    // MARK: - Reading from a match

    @Test(
        arguments: [
            ("app://item/42", 42), ("app://item/-7", -7), ("app://item/%34%32", 42), ("app://item/4%202", nil),
            ("app://item/abc", nil),
        ] as [(String, Int?)])
    func matchValueConvertsDecodedPathValues(url: String, expected: Int?) throws {
        let elf = try Self.router("app://item/<id>")
        let match = try #require(elf.match(url))
        #expect(match.value("id", as: Int.self) == expected)
    }

    @Test func matchRequireSaysWhichPlaceholderFailed() throws {
        let elf = try Self.router("app://user/<name>/<tab>")
        let match = try #require(elf.match("app://user/ann/old"))
        #expect(try match.require("name", as: String.self) == "ann")
        #expect(throws: Elf.ParameterError(name: "tab", value: "old", expectedType: "Tab", reason: .invalid)) {
            try match.require("tab", as: Tab.self)
        }
        #expect(throws: Elf.ParameterError(name: "id", value: nil, expectedType: "Int", reason: .missing)) {
            try match.require("id", as: Int.self)
        }
        #expect(match.value("id", as: Int.self) == nil)
    }

    @Test func matchReadsTheValuesOfCustomPlaceholderTypes() throws {
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in Int(text, radix: 16).map(String.init) }
        try elf.register("app://color/<hex:value>") { SilentHandler() }
        let match = try #require(elf.match("app://color/ff"))
        #expect(match.value("value", as: Int.self) == 255)
    }

    @Test(
        arguments: [
            ("app://compare/1,2,3", [1, 2, 3]), ("app://compare/7", [7]), ("app://compare/1%2C2", [1, 2]),
            ("app://compare/1,x", nil),
        ] as [(String, [Int]?)])
    func matchListReadsCommaSeparatedPathValues(url: String, expected: [Int]?) throws {
        let elf = try Self.router("app://compare/<ids>")
        let match = try #require(elf.match(url))
        #expect(match.list("ids", as: Int.self) == expected)
    }

    @Test func matchRequireListNamesTheFailingElement() throws {
        let elf = try Self.router("app://compare/<ids>")
        let match = try #require(elf.match("app://compare/1,2,zz"))
        #expect(
            throws: Elf.ParameterError(
                name: "ids", value: "1,2,zz", expectedType: "Int", reason: .invalidListElement(index: 2, element: "zz"))
        ) {
            try match.requireList("ids", as: Int.self)
        }
        #expect(try match.requireList("ids", as: String.self) == ["1", "2", "zz"])
    }

    /// The dictionary (ElfMigration, on public API only) and the match read
    /// a value alike: the same value or list, the same error, word for word.
    @Test(arguments: ["42", "-7", "x", "1,2,3", "1,x,3", "1,,2", "1,2,", ",", "a%20b", "1%2C2", "%E2%9C%93"])
    func dictionaryAndMatchReadAlike(text: String) throws {
        func outcome<T>(_ read: () throws(Elf.InputError) -> T) -> String {
            do throws(Elf.InputError) {
                return "\(try read())"
            } catch {
                return "\(error.reason) \(error.description)"
            }
        }
        let elf = try Self.router("app://v/<v>")
        let match = try #require(elf.match("app://v/\(text)"))
        let dictionary = ["v": try #require(match.params["v"])]
        #expect(dictionary.value("v", as: Int.self) == match.value("v", as: Int.self))
        #expect(dictionary.list("v", as: Int.self) == match.list("v", as: Int.self))
        #expect(dictionary.list("v", as: String.self) == match.list("v", as: String.self))
        #expect(
            outcome { () throws(Elf.InputError) in try dictionary.require("v", as: Int.self) }
                == outcome { () throws(Elf.InputError) in try match.require("v", as: Int.self) })
        #expect(
            outcome { () throws(Elf.InputError) in try dictionary.requireList("v", as: Int.self) }
                == outcome { () throws(Elf.InputError) in try match.requireList("v", as: Int.self) })
        #expect(
            outcome { () throws(Elf.InputError) in try dictionary.require("w", as: Int.self) }
                == outcome { () throws(Elf.InputError) in try match.require("w", as: Int.self) })
        #expect(
            outcome { () throws(Elf.InputError) in try dictionary.requireList("w", as: Tab.self) }
                == outcome { () throws(Elf.InputError) in try match.requireList("w", as: Tab.self) })
    }

    @Test(
        arguments: [
            ("app://s?tag=1&tag=2&tag=3", [1, 2, 3]), ("app://s?tag=5", [5]), ("app://s", []), ("app://s?other=1", []),
            ("app://s?tag=1&tag=x", nil), ("app://s?tag=1&tag=", nil), ("app://s?tag=%2D4&tag=+5", nil),
            ("app://s?tag=%2D4", [-4]), ("app://s?tag=1,2", nil),
        ] as [(String, [Int]?)])
    func repeatedQueryKeysReadAsTypedArrays(url: String, expected: [Int]?) throws {
        let elf = try Self.router("app://s")
        let match = try #require(elf.match(url))
        #expect(match.queryValues("tag", as: Int.self) == expected)
    }

    @Test func untypedQueryValuesStillReturnEveryString() throws {
        let elf = try Self.router("app://s")
        let match = try #require(elf.match("app://s?tag=a&tag=2"))
        let strings: [String] = match.queryValues("tag")
        #expect(strings == ["a", "2"])
        #expect(match.queryValues("tag", as: String.self) == ["a", "2"])
    }

    @Test(arguments: [
        ("app://s?tag=1&tag=x&tag=y", 1, "x"), ("app://s?tag=&tag=2", 0, ""), ("app://s?tag=1&tag=a+b", 1, "a b"),
    ])
    func requireQueryValuesNamesTheFirstFailingValue(url: String, index: Int, value: String) throws {
        let elf = try Self.router("app://s")
        let match = try #require(elf.match(url))
        #expect(
            throws: Elf.ParameterError(
                name: "tag", value: value, expectedType: "Int", reason: .invalidRepeatedValue(index: index))
        ) {
            try match.requireQueryValues("tag", as: Int.self)
        }
    }

    @Test func requireQueryValuesOfAbsentKeyIsEmpty() throws {
        let elf = try Self.router("app://s")
        let match = try #require(elf.match("app://s?x=1"))
        #expect(try match.requireQueryValues("tag", as: Int.self) == [])
    }

    @Test(
        arguments: [
            ("app://video#t=90&hd=yes", 90, true), ("app://video#t=%39%30&hd=NO", 90, false),
            ("app://video#t=x&hd=on", nil, nil), ("app://video#t", nil, nil), ("app://video", nil, nil),
        ] as [(String, Int?, Bool?)])
    func fragmentParamsReadThroughTheDictionaryReaders(url: String, time: Int?, hd: Bool?) throws {
        let elf = try Self.router("app://video")
        let match = try #require(elf.match(url))
        #expect(match.fragmentParams.value("t", as: Int.self) == time)
        #expect(match.fragmentParams.value("hd", as: Bool.self) == hd)
        #expect(match.queryParams.value("t", as: Int.self) == nil)
    }

    @Test func queryValuesAreDecodedBeforeConversion() throws {
        let elf = try Self.router("app://s")
        let match = try #require(elf.match("app://s?q=a+b&ids=1%2C2&n=%2D3"))
        #expect(match.queryParams.value("q", as: String.self) == "a b")
        #expect(match.queryParams.list("ids", as: Int.self) == [1, 2])
        #expect(match.queryParams.value("n", as: Int.self) == -3)
    }

    // MARK: - Errors

    @Test(arguments: [
        (
            Elf.ParameterError(name: "id", value: nil, expectedType: "Int", reason: .missing),
            #"parameter "id" is missing"#
        ),
        (
            Elf.ParameterError(name: "id", value: "abc", expectedType: "Int", reason: .invalid),
            #"parameter "id": "abc" is not a valid Int"#
        ),
        (
            Elf.ParameterError(name: "id", value: "", expectedType: "UUID", reason: .invalid),
            #"parameter "id": "" is not a valid UUID"#
        ),
        (
            Elf.ParameterError(
                name: "ids", value: "1,x,3", expectedType: "Int", reason: .invalidListElement(index: 1, element: "x")),
            #"parameter "ids": element "x" at index 1 of "1,x,3" is not a valid Int"#
        ),
        (
            Elf.ParameterError(name: "tag", value: "x", expectedType: "Int", reason: .invalidRepeatedValue(index: 2)),
            #"parameter "tag": value "x" at index 2 is not a valid Int"#
        ),
        (
            Elf.ParameterError(name: "a\"b", value: "x\ny\\", expectedType: "Tab", reason: .invalid),
            #"parameter "a\"b": "x\ny\\" is not a valid Tab"#
        ),
        (
            Elf.ParameterError(name: "名", value: "中文", expectedType: "Int", reason: .invalid),
            #"parameter "名": "中文" is not a valid Int"#
        ),
    ])
    func errorDescriptionsNameParameterValueAndType(error: Elf.ParameterError, description: String) {
        #expect(error.description == description)
        #expect("\(error)" == description)
    }

    // MARK: - Inside a handler

    /// A handler that reads typed values in `convert` and declines without a valid id.
    final class TypedItemHandler: Handler {
        var id: Int?
        var ids: [Int] = []
        var flag = false
        var problem: Elf.ParameterError?

        func convert(params: [String: String], queryParams: [String: String]) {
            do {
                id = try params.require("id", as: Int.self)
            } catch {
                problem = error
            }
            ids = queryParams.list("ids") ?? []
            flag = queryParams.value("flag") ?? false
        }

        func shouldHandle() -> Bool {
            if let problem { Console.print("declined: \(problem)") }
            return id != nil
        }

        func handle() {
            Console.print("item \(id.map(String.init) ?? "nil") ids=\(ids) flag=\(flag)")
        }
    }

    final class FallbackHandler: Handler {
        var rest = ""
        func convert(params: [String: String], queryParams: [String: String]) { rest = params["*"] ?? "" }
        func handle() { Console.print("fallback \(rest)") }
    }

    @Test(arguments: [
        ("app://item/42?ids=1,2&flag=yes", ["item 42 ids=[1, 2] flag=true"]),
        ("app://item/7?ids=1,x&flag=maybe", ["item 7 ids=[] flag=false"]),
        ("app://item/%2D1", ["item -1 ids=[] flag=false"]),
        ("app://item/abc?ids=1", [#"declined: parameter "id": "abc" is not a valid Int"#, "fallback abc"]),
    ])
    func handlersConvertTypedParametersAndDeclineOnInvalidOnes(url: String, expected: [String]) throws {
        Console.lines = []
        let elf = Elf()
        try elf.register("app://item/<id>") { TypedItemHandler() }
        try elf.register("app://item/*") { FallbackHandler() }
        #expect(elf.handleURL(url: url))
        #expect(Console.lines == expected)
    }

    // MARK: - TypedParameters.md snippets

    enum ProductTab: String, ParameterConvertible {
        case overview, reviews
    }

    final class ProductHandler: Handler {
        var id: Int?
        var tab = ProductTab.overview

        func convert(params: [String: String], queryParams: [String: String]) {
            do {
                id = try params.require("id", as: Int.self)
            } catch {
                Console.print(error)  // parameter "id": "abc" is not a valid Int
            }
            tab = queryParams.value("tab") ?? .overview
        }

        func shouldHandle() -> Bool { id != nil }

        func handle() {
            Console.print("product \(id.map(String.init) ?? "nil") \(tab)")
        }
    }

    /// TypedParameters.md, "Overview".
    @Test func articleOverviewHandlerReadsTypedValuesInConvert() throws {
        Console.lines = []
        let elf = Elf()
        try elf.register("app://product/<id>") { ProductHandler() }
        var notFound: [String] = []
        elf.notFoundHandler = { notFound.append($0) }
        #expect(elf.handleURL(url: "app://product/42?tab=reviews"))
        #expect(Console.lines == ["product 42 reviews"])
        #expect(!elf.handleURL(url: "app://product/abc"))
        #expect(Console.lines == ["product 42 reviews", #"parameter "id": "abc" is not a valid Int"#])
        #expect(notFound == ["app://product/abc"])
    }

    /// TypedParameters.md, "Read one value".
    @Test func articleReadOneValue() throws {
        let query = ["page": "3", "sort": "price", "limit": "lots"]
        #expect(query.value("page", as: Int.self) == 3)
        #expect(query.value("limit", as: Int.self) == nil)
        #expect(query.value("missing", as: Int.self) == nil)
        let page: Int = try query.require("page")
        #expect(page == 3)
    }

    /// TypedParameters.md, "Enums and your own types".
    @Test func articleEnumsAndYourOwnTypes() {
        let query = ["tab": "new", "priority": "2", "at": "52.52:13.40"]
        #expect(query.value("tab", as: Tab.self) == .new)
        #expect(query.value("priority", as: Priority.self) == .high)
        let at = query.value("at", as: Coordinate.self)
        #expect(at?.latitude == 52.52)
        #expect(at?.longitude == 13.4)
    }

    /// TypedParameters.md, "Lists and repeated keys" (first snippet).
    @Test func articleCommaSeparatedLists() {
        Console.lines = []
        let query = ["ids": "1,2,3", "none": "", "bad": "1,x,3"]
        #expect(query.list("ids", as: Int.self) == [1, 2, 3])
        #expect(query.list("none", as: Int.self) == [])
        #expect(query.list("bad", as: Int.self) == nil)
        do {
            _ = try query.requireList("bad", as: Int.self)
        } catch {
            Console.print(error)
        }
        #expect(Console.lines == [#"parameter "bad": element "x" at index 1 of "1,x,3" is not a valid Int"#])
    }

    /// TypedParameters.md, "Lists and repeated keys" (second snippet).
    @Test func articleRepeatedQueryKeys() throws {
        Console.lines = []
        let elf = Elf()
        try elf.register("app://search") { SilentHandler() }  // SearchHandler in the article
        let match = try #require(elf.match("app://search?tag=3&tag=5&tag=x"))
        #expect(match.queryValues("tag") == ["3", "5", "x"])
        #expect(match.queryValues("tag", as: Int.self) == nil)
        do {
            _ = try match.requireQueryValues("tag", as: Int.self)
        } catch {
            Console.print(error)
        }
        #expect(Console.lines == [#"parameter "tag": value "x" at index 2 is not a valid Int"#])
    }

    /// TypedParameters.md, "Path, query and fragment values on a match".
    @Test func articleValuesOnAMatch() throws {
        let elf = Elf()
        try elf.register("app://video/<int:id>/<clips>") { SilentHandler() }  // VideoHandler in the article
        let match = try #require(elf.match("app://video/7/1,4?autoplay=YES#t=90"))
        #expect(match.value("id", as: Int.self) == 7)
        #expect(match.list("clips", as: Int.self) == [1, 4])
        #expect(match.queryParams.value("autoplay", as: Bool.self) == true)
        #expect(match.fragmentParams.value("t", as: Int.self) == 90)
    }

    /// TypedParameters.md, "Errors": the table's descriptions.
    @Test func articleErrorTable() {
        let rows: [(Elf.ParameterError, String)] = [
            (.init(name: "id", value: nil, expectedType: "Int", reason: .missing), #"parameter "id" is missing"#),
            (
                .init(name: "id", value: "abc", expectedType: "Int", reason: .invalid),
                #"parameter "id": "abc" is not a valid Int"#
            ),
            (
                .init(
                    name: "ids", value: "1,x,3", expectedType: "Int",
                    reason: .invalidListElement(index: 1, element: "x")),
                #"parameter "ids": element "x" at index 1 of "1,x,3" is not a valid Int"#
            ),
            (
                .init(name: "tag", value: "x", expectedType: "Int", reason: .invalidRepeatedValue(index: 2)),
                #"parameter "tag": value "x" at index 2 is not a valid Int"#
            ),
        ]
        for (error, description) in rows {
            #expect(error.description == description)
        }
    }

    /// TypedParameters.md, "Built-in types": the table's examples.
    @Test func articleBuiltInTypesTable() {
        #expect(["42", "-0", "007"].map { Int(parameter: $0) } == [42, 0, 7])
        #expect(["+1", " 1", "1e3", "1.0", "0x10", "9223372036854775808"].allSatisfy { Int(parameter: $0) == nil })
        #expect(Double(parameter: "-2.5e3") == -2500)
        #expect(
            ["nan", "inf", "infinity", ".5", "5.", "+1", "0x1p3", "1e309"].allSatisfy { Double(parameter: $0) == nil })
        #expect(Float(parameter: "1e39") == nil)
        #expect(
            ["true", "yes", "1", "false", "no", "0"].map { Bool(parameter: $0) } == [
                true, true, true, false, false, false,
            ])
        #expect(["on", "off", "t", ""].allSatisfy { Bool(parameter: $0) == nil })
        #expect(URL(parameter: "https://example.com") != nil)
        #expect(URL(parameter: "mailto:a@example.com") != nil)
        #expect(["example.com", "/path", ""].allSatisfy { URL(parameter: $0) == nil })
    }

    // MARK: - Doc comment snippets

    /// The example in ParameterConvertible's and the conformances' doc comments.
    @Test func docCommentExamples() throws {
        #expect(Tab(parameter: "new") == .new)
        #expect(Tab(parameter: "New") == nil)
        #expect(Int(parameter: "-42") == -42)
        #expect(UInt8(parameter: "256") == nil)
        #expect(Double(parameter: "nan") == nil)
        #expect(Float(parameter: "0.5") == 0.5)
        #expect(Bool(parameter: "YES") == true)
        #expect(Bool(parameter: "off") == nil)
        #expect(UUID(parameter: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") != nil)
        #expect(UUID(parameter: "e621e1f8c36c495a93fc0c247a3e6e5f") == nil)
        #expect(URL(parameter: "https://example.com/help")?.host == "example.com")
        #expect(["ids": "1,x"].list("ids", as: Int.self) == nil)
        #expect(["ids": ""].list("ids", as: Int.self) == [])
        let elf = Elf()
        try elf.register("app://compare/<ids>") { SilentHandler() }
        try elf.register("app://item/<int:id>") { SilentHandler() }
        #expect(elf.match("app://compare/1,2,3")?.list("ids", as: Int.self) == [1, 2, 3])
        #expect(elf.match("app://item/42")?.value("id", as: Int.self) == 42)
        #expect(elf.match("app://compare/a?tag=1&tag=2")?.queryValues("tag", as: Int.self) == [1, 2])
    }

    /// The examples in ParameterError's and the dictionary readers' doc comments.
    @Test func docCommentErrorExamples() {
        Console.lines = []
        do {
            let id = try ["id": "abc"].require("id", as: Int.self)
            Console.print(id)
        } catch {
            Console.print(error)
        }
        do {
            let ids = try ["ids": "1,x,3"].requireList("ids", as: Int.self)
            Console.print(ids)
        } catch {
            Console.print(error)
        }
        let custom = Elf.ParameterError(name: "size", value: "XXL", expectedType: "Size", reason: .invalid)
        Console.print(custom)
        #expect(
            Console.lines == [
                #"parameter "id": "abc" is not a valid Int"#,
                #"parameter "ids": element "x" at index 1 of "1,x,3" is not a valid Int"#,
                #"parameter "size": "XXL" is not a valid Size"#,
            ])
    }

    // MARK: - Helpers

    static func router(_ pattern: String) throws -> Elf {
        let elf = Elf()
        try elf.register(pattern) { SilentHandler() }
        return elf
    }
}
