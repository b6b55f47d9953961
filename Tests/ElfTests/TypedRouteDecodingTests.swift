import Foundation
import Testing

@testable import Elf

/// The answers of typed-route decoding, pinned: the value a URL decodes to,
/// or the reason it does not, through the lookup's check (`match`,
/// `explain`) and through handling (`explainHandling`, `route(for:as:)`).
///
/// The decoder was rewritten to read the match directly (issue 37: typed
/// tables on `match`'s fast path); these answers were recorded from the
/// decoder before it, so any change to a value or to a reason's text shows here.
@MainActor
@Suite struct TypedRouteDecodingTests {
    enum Tab: String, Codable, Sendable {
        case top, new
    }

    enum Level: Int, Codable, Sendable {
        case low = 1
        case high = 2
    }

    /// A `ParameterConvertible` type that is also `Codable` (as a string).
    struct Pair: Elf.ParameterConvertible, Codable, Hashable, Sendable {
        var left: Int
        var right: Int

        init?(parameter: String) {
            let parts = parameter.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let left = Int(parts[0]), let right = Int(parts[1]) else { return nil }
            self.left = left
            self.right = right
        }

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let pair = Pair(parameter: text) else {
                throw DecodingError.dataCorruptedError(
                    in: try decoder.singleValueContainer(), debugDescription: "not a pair")
            }
            self = pair
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode("\(left):\(right)")
        }
    }

    /// A type that decodes itself from a single value and checks it.
    struct Even: Codable, Hashable, Sendable {
        var value: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            value = try container.decode(Int.self)
            guard value.isMultiple(of: 2) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(value) is odd")
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    struct ScalarsRoute: Route {
        static let pattern = "app://s/<int:id>(/<name>)"
        var id: Int
        var name: String?
        var key: UUID?
        var tab: Tab?
        var level: Level?
        var pair: Pair?
        var small: Int8?
        var ratio: Float?
        var on: Bool?
        var link: URL?
        var even: Even?
    }

    struct ListsRoute: Route {
        static let pattern = "app://l"
        var tags: [String]
        var counts: [Int]?
        var tabs: [Tab]?
        var evens: [Even]?
        var pairs: [Pair]?
    }

    struct RequiredRoute: Route {
        static let pattern = "app://r/<a>"
        var a: String
        var tab: Tab
        var count: Int
    }

    struct GroupRoute: Route {
        static let pattern = "app://g(/x/<a>)(/y/<int:b>)"
        var a: String?
        var b: Int?
    }

    struct RestRoute: Route {
        static let pattern = "app://w/*"
        var rest: String

        enum CodingKeys: String, CodingKey {
            case rest = "*"
        }
    }

    /// A type whose own `init(from:)` reads the container's keys and asks what it holds.
    struct KeysRoute: Route {
        static let pattern = "app://k/<a>(/<b>)"
        var a: String
        var b: String?
        var keys: [String]
        var has: [String]

        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            a = try container.decode(String.self, forKey: AnyKey(stringValue: "a"))
            b = try container.decodeIfPresent(String.self, forKey: AnyKey(stringValue: "b"))
            keys = container.allKeys.map(\.stringValue).sorted()
            has = ["a", "b", "q", "r"].filter { container.contains(AnyKey(stringValue: $0)) }
            if try container.decodeNil(forKey: AnyKey(stringValue: "r")) { has.append("nil r") }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(a, forKey: AnyKey(stringValue: "a"))
            try container.encodeIfPresent(b, forKey: AnyKey(stringValue: "b"))
        }
    }

    /// Values a URL cannot carry, asked for by a type's own decoding.
    struct ShapesRoute: Route {
        static let pattern = "app://shape/<kind>"
        var kind: String

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            kind = try container.decode(String.self, forKey: Key(stringValue: "kind"))
            let q = Key(stringValue: "q")
            switch kind {
            case "nested": _ = try container.nestedContainer(keyedBy: Key.self, forKey: q)
            case "unkeyed": _ = try container.nestedUnkeyedContainer(forKey: q)
            case "super": _ = try container.superDecoder()
            case "superkey": _ = try container.superDecoder(forKey: q)
            case "listoflists": _ = try container.decode([[Int]].self, forKey: q)
            case "struct": _ = try container.decode(Inner.self, forKey: q)
            case "corrupt":
                throw DecodingError.dataCorruptedError(forKey: q, in: container, debugDescription: "bad q")
            case "keynotfound":
                throw DecodingError.keyNotFound(
                    q, .init(codingPath: container.codingPath, debugDescription: "no q"))
            case "typemismatch":
                throw DecodingError.typeMismatch(
                    Int.self, .init(codingPath: [q], debugDescription: "q is not an Int"))
            case "valuenotfound":
                throw DecodingError.valueNotFound(Int.self, .init(codingPath: [], debugDescription: "none"))
            case "other": throw CocoaError(.featureUnsupported)
            case "listpast":
                var list = try container.decode(Past.self, forKey: q)
                list.value = 0
            case "unkeyedroute": _ = try decoder.unkeyedContainer()
            case "singleroute": _ = try decoder.singleValueContainer()
            default: break
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(kind, forKey: Key(stringValue: "kind"))
        }

        struct Inner: Decodable {
            var x: Int
        }

        /// Reads one element more than the list has.
        struct Past: Decodable {
            var value: Int

            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                var last = 0
                while !list.isAtEnd { last = try list.decode(Int.self) }
                value = try list.decode(Int.self) + last
            }
        }
    }

    /// The path and the paths of decoding errors, as the decoder reports them.
    struct PathsRoute: Route {
        static let pattern = "app://p/<a>"
        var a: String
        var seen: [String]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        struct Probe: Decodable {
            var paths: [String]

            init(from decoder: any Decoder) throws {
                func text(_ path: [any CodingKey]) -> String {
                    path.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }.joined(separator: ".")
                }
                paths = [text(decoder.codingPath)]
                if var list = try? decoder.unkeyedContainer() {
                    paths.append("list \(text(list.codingPath)) count \(list.count ?? -1)")
                    while !list.isAtEnd {
                        let element = try list.decode(Element.self)
                        paths.append(element.path)
                    }
                } else {
                    paths.append("single \(text(try decoder.singleValueContainer().codingPath))")
                }
            }
        }

        struct Element: Decodable {
            var path: String

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                path =
                    decoder.codingPath.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }.joined(separator: ".")
                    + " nil \(container.decodeNil()) " + (try container.decode(String.self))
                if path.hasSuffix("fail") {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "failed")
                }
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            a = try container.decode(String.self, forKey: Key(stringValue: "a"))
            seen = [container.codingPath.isEmpty ? "root" : "not root"]
            if container.contains(Key(stringValue: "q")) {
                seen += try container.decode(Probe.self, forKey: Key(stringValue: "q")).paths
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(a, forKey: Key(stringValue: "a"))
        }
    }

    /// The answers for `url` under `type`: the value handling decodes (or
    /// why not), the value `route(for:as:)` gives, and the lookup's check as
    /// `explain` reports it.
    static func answers<R: Route>(_ type: R.Type, _ url: String) throws -> String {
        let elf = Elf()
        try elf.register(type) { _ in IdleHandler() }
        let handling = elf.explainHandling(url).entries.first?.outcome.description ?? "no entry"
        let value = elf.route(for: url, as: R.self).map { String(describing: $0) } ?? "nil"
        let checked = elf.explain(url).entries.first.map { String(describing: $0.outcome) } ?? "no entry"
        let matched = elf.match(url) != nil
        return "handling: «\(handling)»\nvalue: \(value)\ncheck: «\(checked)»\nmatch: \(matched)"
    }

    static let cases: [(type: any Route.Type, url: String)] = [
        (ScalarsRoute.self, "app://s/1"),
        (ScalarsRoute.self, "app://s/1/n%20m?name=q&key=E621E1F8-C36C-495A-93FC-0C247A3E6E5F&tab=new&level=2"),
        (ScalarsRoute.self, "app://s/1?name=q"),
        (ScalarsRoute.self, "app://s/1?pair=3:4&small=127&ratio=1.5&on=yes&link=https%3A%2F%2Fx.org&even=4"),
        (ScalarsRoute.self, "app://s/1?tab=old"),
        (ScalarsRoute.self, "app://s/1?level=3"),
        (ScalarsRoute.self, "app://s/1?level=x"),
        (ScalarsRoute.self, "app://s/1?key=nope"),
        (ScalarsRoute.self, "app://s/1?pair=3"),
        (ScalarsRoute.self, "app://s/1?small=128"),
        (ScalarsRoute.self, "app://s/1?ratio=inf"),
        (ScalarsRoute.self, "app://s/1?on=maybe"),
        (ScalarsRoute.self, "app://s/1?link=nolink"),
        (ScalarsRoute.self, "app://s/1?even=3"),
        (ScalarsRoute.self, "app://s/1?even=x"),
        (ScalarsRoute.self, "app://s/1?small=1&small=x"),
        (ScalarsRoute.self, "app://s/1?small=x&small=1"),
        (ScalarsRoute.self, "app://s/1?tab=old&tab=new"),
        (ScalarsRoute.self, "app://s/1?tab="),
        (ScalarsRoute.self, "app://s/1?name"),
        (ListsRoute.self, "app://l"),
        (ListsRoute.self, "app://l?tags=a&tags=b+c&counts=1&counts=2&tabs=top&evens=2&pairs=1:2&pairs=3:4"),
        (ListsRoute.self, "app://l?tags=a&counts=1&counts=x&counts=3"),
        (ListsRoute.self, "app://l?tags=a&tabs=top&tabs=old"),
        (ListsRoute.self, "app://l?tags=a&evens=2&evens=3"),
        (ListsRoute.self, "app://l?tags=a&pairs=1:2&pairs=x"),
        (ListsRoute.self, "app://l?tags="),
        (RequiredRoute.self, "app://r/x?tab=top&count=2"),
        (RequiredRoute.self, "app://r/x?count=2"),
        (RequiredRoute.self, "app://r/x?tab=top"),
        (RequiredRoute.self, "app://r/x?tab=top&count=two"),
        (RequiredRoute.self, "app://r/x?tab=top&count=2&count=3"),
        (RequiredRoute.self, "app://r/x?tab=top&count=two&count=3"),
        (RequiredRoute.self, "app://r/x?tab=top&count=2&a=y"),
        (GroupRoute.self, "app://g"),
        (GroupRoute.self, "app://g/x/1"),
        (GroupRoute.self, "app://g/y/2?a=5"),
        (GroupRoute.self, "app://g/x/%E4%B8%AD/y/2?b=3"),
        (RestRoute.self, "app://w/a/b%20c/d"),
        (KeysRoute.self, "app://k/1"),
        (KeysRoute.self, "app://k/1/2?q=3&q=4&z=5&a=6"),
        (KeysRoute.self, "app://k/1?b=2&r"),
        (ShapesRoute.self, "app://shape/plain"),
        (ShapesRoute.self, "app://shape/nested?q=1"),
        (ShapesRoute.self, "app://shape/unkeyed?q=1"),
        (ShapesRoute.self, "app://shape/super"),
        (ShapesRoute.self, "app://shape/superkey"),
        (ShapesRoute.self, "app://shape/listoflists?q=1"),
        (ShapesRoute.self, "app://shape/struct?q=1"),
        (ShapesRoute.self, "app://shape/corrupt"),
        (ShapesRoute.self, "app://shape/keynotfound"),
        (ShapesRoute.self, "app://shape/typemismatch"),
        (ShapesRoute.self, "app://shape/valuenotfound"),
        (ShapesRoute.self, "app://shape/other"),
        (ShapesRoute.self, "app://shape/listpast?q=1&q=2"),
        (ShapesRoute.self, "app://shape/unkeyedroute"),
        (ShapesRoute.self, "app://shape/singleroute"),
        (PathsRoute.self, "app://p/a"),
        (PathsRoute.self, "app://p/a?q=x&q=y"),
        (PathsRoute.self, "app://p/a?q=x&q=fail"),
        (PathsRoute.self, "app://p/a?q=one"),
    ]

    @Test func decodingGivesTheAnswersItGaveBefore() throws {
        var lines: [String] = []
        for (type, url) in Self.cases {
            lines.append("== \(type) \(url)\n" + (try Self.answers(type, url)))
        }
        let text = lines.joined(separator: "\n")
        if let path = ProcessInfo.processInfo.environment["ELF_RECORD_DECODING_ANSWERS"] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(text == Self.recorded)
    }

    static let recorded = #"""
        == ScalarsRoute app://s/1
        handling: «matches»
        value: ScalarsRoute(id: 1, name: nil, key: nil, tab: nil, level: nil, pair: nil, small: nil, ratio: nil, on: nil, link: nil, even: nil)
        check: «matches»
        match: true
        == ScalarsRoute app://s/1/n%20m?name=q&key=E621E1F8-C36C-495A-93FC-0C247A3E6E5F&tab=new&level=2
        handling: «matches»
        value: ScalarsRoute(id: 1, name: Optional("n m"), key: Optional(E621E1F8-C36C-495A-93FC-0C247A3E6E5F), tab: Optional(ElfTests.TypedRouteDecodingTests.Tab.new), level: Optional(ElfTests.TypedRouteDecodingTests.Level.high), pair: nil, small: nil, ratio: nil, on: nil, link: nil, even: nil)
        check: «matches»
        match: true
        == ScalarsRoute app://s/1?name=q
        handling: «matches»
        value: ScalarsRoute(id: 1, name: nil, key: nil, tab: nil, level: nil, pair: nil, small: nil, ratio: nil, on: nil, link: nil, even: nil)
        check: «matches»
        match: true
        == ScalarsRoute app://s/1?pair=3:4&small=127&ratio=1.5&on=yes&link=https%3A%2F%2Fx.org&even=4
        handling: «matches»
        value: ScalarsRoute(id: 1, name: nil, key: nil, tab: nil, level: nil, pair: Optional(ElfTests.TypedRouteDecodingTests.Pair(left: 3, right: 4)), small: Optional(127), ratio: Optional(1.5), on: Optional(true), link: Optional(https://x.org), even: Optional(ElfTests.TypedRouteDecodingTests.Even(value: 4)))
        check: «matches»
        match: true
        == ScalarsRoute app://s/1?tab=old
        handling: «values do not decode into ScalarsRoute: parameter "tab": Cannot initialize Tab from invalid String value old»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "tab": Cannot initialize Tab from invalid String value old»
        match: false
        == ScalarsRoute app://s/1?level=3
        handling: «values do not decode into ScalarsRoute: parameter "level": Cannot initialize Level from invalid Int value 3»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "level": Cannot initialize Level from invalid Int value 3»
        match: false
        == ScalarsRoute app://s/1?level=x
        handling: «values do not decode into ScalarsRoute: parameter "level": "x" is not a valid Int»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "level": "x" is not a valid Int»
        match: false
        == ScalarsRoute app://s/1?key=nope
        handling: «values do not decode into ScalarsRoute: parameter "key": "nope" is not a valid UUID»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "key": "nope" is not a valid UUID»
        match: false
        == ScalarsRoute app://s/1?pair=3
        handling: «values do not decode into ScalarsRoute: parameter "pair": "3" is not a valid Pair»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "pair": "3" is not a valid Pair»
        match: false
        == ScalarsRoute app://s/1?small=128
        handling: «values do not decode into ScalarsRoute: parameter "small": "128" is not a valid Int8»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "small": "128" is not a valid Int8»
        match: false
        == ScalarsRoute app://s/1?ratio=inf
        handling: «values do not decode into ScalarsRoute: parameter "ratio": "inf" is not a valid Float»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "ratio": "inf" is not a valid Float»
        match: false
        == ScalarsRoute app://s/1?on=maybe
        handling: «values do not decode into ScalarsRoute: parameter "on": "maybe" is not a valid Bool»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "on": "maybe" is not a valid Bool»
        match: false
        == ScalarsRoute app://s/1?link=nolink
        handling: «values do not decode into ScalarsRoute: parameter "link": "nolink" is not a valid URL»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "link": "nolink" is not a valid URL»
        match: false
        == ScalarsRoute app://s/1?even=3
        handling: «values do not decode into ScalarsRoute: parameter "even": 3 is odd»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "even": 3 is odd»
        match: false
        == ScalarsRoute app://s/1?even=x
        handling: «values do not decode into ScalarsRoute: parameter "even": "x" is not a valid Int»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "even": "x" is not a valid Int»
        match: false
        == ScalarsRoute app://s/1?small=1&small=x
        handling: «values do not decode into ScalarsRoute: parameter "small": "x" is not a valid Int8»
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "small": "x" is not a valid Int8»
        match: false
        == ScalarsRoute app://s/1?small=x&small=1
        handling: «matches»
        value: ScalarsRoute(id: 1, name: nil, key: nil, tab: nil, level: nil, pair: nil, small: Optional(1), ratio: nil, on: nil, link: nil, even: nil)
        check: «matches»
        match: true
        == ScalarsRoute app://s/1?tab=old&tab=new
        handling: «matches»
        value: ScalarsRoute(id: 1, name: nil, key: nil, tab: Optional(ElfTests.TypedRouteDecodingTests.Tab.new), level: nil, pair: nil, small: nil, ratio: nil, on: nil, link: nil, even: nil)
        check: «matches»
        match: true
        == ScalarsRoute app://s/1?tab=
        handling: «values do not decode into ScalarsRoute: parameter "tab": Cannot initialize Tab from invalid String value »
        value: nil
        check: «values do not decode into ScalarsRoute: parameter "tab": Cannot initialize Tab from invalid String value »
        match: false
        == ScalarsRoute app://s/1?name
        handling: «matches»
        value: ScalarsRoute(id: 1, name: nil, key: nil, tab: nil, level: nil, pair: nil, small: nil, ratio: nil, on: nil, link: nil, even: nil)
        check: «matches»
        match: true
        == ListsRoute app://l
        handling: «matches»
        value: ListsRoute(tags: [], counts: nil, tabs: nil, evens: nil, pairs: nil)
        check: «matches»
        match: true
        == ListsRoute app://l?tags=a&tags=b+c&counts=1&counts=2&tabs=top&evens=2&pairs=1:2&pairs=3:4
        handling: «matches»
        value: ListsRoute(tags: ["a", "b c"], counts: Optional([1, 2]), tabs: Optional([ElfTests.TypedRouteDecodingTests.Tab.top]), evens: Optional([ElfTests.TypedRouteDecodingTests.Even(value: 2)]), pairs: Optional([ElfTests.TypedRouteDecodingTests.Pair(left: 1, right: 2), ElfTests.TypedRouteDecodingTests.Pair(left: 3, right: 4)]))
        check: «matches»
        match: true
        == ListsRoute app://l?tags=a&counts=1&counts=x&counts=3
        handling: «values do not decode into ListsRoute: parameter "counts": value "x" at index 1 is not a valid Int»
        value: nil
        check: «values do not decode into ListsRoute: parameter "counts": value "x" at index 1 is not a valid Int»
        match: false
        == ListsRoute app://l?tags=a&tabs=top&tabs=old
        handling: «values do not decode into ListsRoute: parameter "tabs" at index 1: Cannot initialize Tab from invalid String value old»
        value: nil
        check: «values do not decode into ListsRoute: parameter "tabs" at index 1: Cannot initialize Tab from invalid String value old»
        match: false
        == ListsRoute app://l?tags=a&evens=2&evens=3
        handling: «values do not decode into ListsRoute: parameter "evens" at index 1: 3 is odd»
        value: nil
        check: «values do not decode into ListsRoute: parameter "evens" at index 1: 3 is odd»
        match: false
        == ListsRoute app://l?tags=a&pairs=1:2&pairs=x
        handling: «values do not decode into ListsRoute: parameter "pairs": value "x" at index 1 is not a valid Pair»
        value: nil
        check: «values do not decode into ListsRoute: parameter "pairs": value "x" at index 1 is not a valid Pair»
        match: false
        == ListsRoute app://l?tags=
        handling: «matches»
        value: ListsRoute(tags: [""], counts: nil, tabs: nil, evens: nil, pairs: nil)
        check: «matches»
        match: true
        == RequiredRoute app://r/x?tab=top&count=2
        handling: «matches»
        value: RequiredRoute(a: "x", tab: ElfTests.TypedRouteDecodingTests.Tab.top, count: 2)
        check: «matches»
        match: true
        == RequiredRoute app://r/x?count=2
        handling: «values do not decode into RequiredRoute: parameter "tab" is missing»
        value: nil
        check: «values do not decode into RequiredRoute: parameter "tab" is missing»
        match: false
        == RequiredRoute app://r/x?tab=top
        handling: «values do not decode into RequiredRoute: parameter "count" is missing»
        value: nil
        check: «values do not decode into RequiredRoute: parameter "count" is missing»
        match: false
        == RequiredRoute app://r/x?tab=top&count=two
        handling: «values do not decode into RequiredRoute: parameter "count": "two" is not a valid Int»
        value: nil
        check: «values do not decode into RequiredRoute: parameter "count": "two" is not a valid Int»
        match: false
        == RequiredRoute app://r/x?tab=top&count=2&count=3
        handling: «matches»
        value: RequiredRoute(a: "x", tab: ElfTests.TypedRouteDecodingTests.Tab.top, count: 3)
        check: «matches»
        match: true
        == RequiredRoute app://r/x?tab=top&count=two&count=3
        handling: «matches»
        value: RequiredRoute(a: "x", tab: ElfTests.TypedRouteDecodingTests.Tab.top, count: 3)
        check: «matches»
        match: true
        == RequiredRoute app://r/x?tab=top&count=2&a=y
        handling: «matches»
        value: RequiredRoute(a: "x", tab: ElfTests.TypedRouteDecodingTests.Tab.top, count: 2)
        check: «matches»
        match: true
        == GroupRoute app://g
        handling: «matches»
        value: GroupRoute(a: nil, b: nil)
        check: «matches»
        match: true
        == GroupRoute app://g/x/1
        handling: «matches»
        value: GroupRoute(a: Optional("1"), b: nil)
        check: «matches»
        match: true
        == GroupRoute app://g/y/2?a=5
        handling: «matches»
        value: GroupRoute(a: nil, b: Optional(2))
        check: «matches»
        match: true
        == GroupRoute app://g/x/%E4%B8%AD/y/2?b=3
        handling: «matches»
        value: GroupRoute(a: Optional("中"), b: Optional(2))
        check: «matches»
        match: true
        == RestRoute app://w/a/b%20c/d
        handling: «matches»
        value: RestRoute(rest: "a/b c/d")
        check: «matches»
        match: true
        == KeysRoute app://k/1
        handling: «matches»
        value: KeysRoute(a: "1", b: nil, keys: ["a"], has: ["a", "nil r"])
        check: «matches»
        match: true
        == KeysRoute app://k/1/2?q=3&q=4&z=5&a=6
        handling: «matches»
        value: KeysRoute(a: "1", b: Optional("2"), keys: ["a", "b", "q", "z"], has: ["a", "b", "q", "nil r"])
        check: «matches»
        match: true
        == KeysRoute app://k/1?b=2&r
        handling: «matches»
        value: KeysRoute(a: "1", b: nil, keys: ["a", "r"], has: ["a", "r"])
        check: «matches»
        match: true
        == ShapesRoute app://shape/plain
        handling: «matches»
        value: ShapesRoute(kind: "plain")
        check: «matches»
        match: true
        == ShapesRoute app://shape/nested?q=1
        handling: «values do not decode into ShapesRoute: parameter "q": its type asks for a keyed container; a route's values are single values, and lists of them in the query»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q": its type asks for a keyed container; a route's values are single values, and lists of them in the query»
        match: false
        == ShapesRoute app://shape/unkeyed?q=1
        handling: «values do not decode into ShapesRoute: parameter "q": its type asks for a nested container; a route's values are single values, and lists of them in the query»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q": its type asks for a nested container; a route's values are single values, and lists of them in the query»
        match: false
        == ShapesRoute app://shape/super
        handling: «values do not decode into ShapesRoute: parameter "super": a route has no superclass values; a route's values are single values, and lists of them in the query»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "super": a route has no superclass values; a route's values are single values, and lists of them in the query»
        match: false
        == ShapesRoute app://shape/superkey
        handling: «values do not decode into ShapesRoute: parameter "q": a route has no superclass values; a route's values are single values, and lists of them in the query»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q": a route has no superclass values; a route's values are single values, and lists of them in the query»
        match: false
        == ShapesRoute app://shape/listoflists?q=1
        handling: «values do not decode into ShapesRoute: parameter "q": a list's elements cannot be lists; a route's values are single values, and lists of them in the query»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q": a list's elements cannot be lists; a route's values are single values, and lists of them in the query»
        match: false
        == ShapesRoute app://shape/struct?q=1
        handling: «values do not decode into ShapesRoute: parameter "q": its type asks for a keyed container; a route's values are single values, and lists of them in the query»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q": its type asks for a keyed container; a route's values are single values, and lists of them in the query»
        match: false
        == ShapesRoute app://shape/corrupt
        handling: «values do not decode into ShapesRoute: parameter "q": bad q»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q": bad q»
        match: false
        == ShapesRoute app://shape/keynotfound
        handling: «values do not decode into ShapesRoute: parameter "q" is missing»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q" is missing»
        match: false
        == ShapesRoute app://shape/typemismatch
        handling: «values do not decode into ShapesRoute: parameter "q": q is not an Int»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q": q is not an Int»
        match: false
        == ShapesRoute app://shape/valuenotfound
        handling: «values do not decode into ShapesRoute: the route: none»
        value: nil
        check: «values do not decode into ShapesRoute: the route: none»
        match: false
        == ShapesRoute app://shape/other
        handling: «values do not decode into ShapesRoute: Error Domain=NSCocoaErrorDomain Code=3328 "The requested operation is not supported."»
        value: nil
        check: «values do not decode into ShapesRoute: Error Domain=NSCocoaErrorDomain Code=3328 "The requested operation is not supported."»
        match: false
        == ShapesRoute app://shape/listpast?q=1&q=2
        handling: «values do not decode into ShapesRoute: parameter "q": no more values»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "q": no more values»
        match: false
        == ShapesRoute app://shape/unkeyedroute
        handling: «values do not decode into ShapesRoute: parameter "": a route decodes a keyed container, not a list; a route's values are single values, and lists of them in the query»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "": a route decodes a keyed container, not a list; a route's values are single values, and lists of them in the query»
        match: false
        == ShapesRoute app://shape/singleroute
        handling: «values do not decode into ShapesRoute: parameter "": a route decodes a keyed container, not a single value; a route's values are single values, and lists of them in the query»
        value: nil
        check: «values do not decode into ShapesRoute: parameter "": a route decodes a keyed container, not a single value; a route's values are single values, and lists of them in the query»
        match: false
        == PathsRoute app://p/a
        handling: «matches»
        value: PathsRoute(a: "a", seen: ["root"])
        check: «matches»
        match: true
        == PathsRoute app://p/a?q=x&q=y
        handling: «matches»
        value: PathsRoute(a: "a", seen: ["root", "q", "list q count 2", "q.#0 nil false x", "q.#1 nil false y"])
        check: «matches»
        match: true
        == PathsRoute app://p/a?q=x&q=fail
        handling: «values do not decode into PathsRoute: parameter "q" at index 1: failed»
        value: nil
        check: «values do not decode into PathsRoute: parameter "q" at index 1: failed»
        match: false
        == PathsRoute app://p/a?q=one
        handling: «matches»
        value: PathsRoute(a: "a", seen: ["root", "q", "list q count 1", "q.#0 nil false one"])
        check: «matches»
        match: true
        """#
}

/// A handler that takes every URL and does nothing.
private final class IdleHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
