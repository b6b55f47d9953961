import Foundation
import Testing

@testable import Elf

/// The round trip of typed routes, over seeded random values: for every
/// route value `v` that has a URL, `route(for: url(for: v)!)` is `v`; and
/// every value whose parts a URL can carry has one.
@MainActor
@Suite struct TypedRouteRoundTripTests {
    enum Tab: String, Codable, Sendable, CaseIterable {
        case top, new, hot = "h o/t"
    }

    struct MixedRoute: Route {
        static let pattern = "app://r/<name>/<int:id>(/v/<variant>)/<uuid:key>"
        var name: String
        var id: Int
        var variant: String?
        var key: UUID
        var text: String?
        var tags: [String]
        var price: Double?
        var flag: Bool
        var big: Int64?
        var link: URL?
        var tab: Tab?
        var counts: [Int]
    }

    struct FilesRoute: Route {
        static let pattern = "/files/<double:version>/<path:rest>"
        var version: Double
        var rest: String
        var mode: String
    }

    /// Text from the shared vocabulary, with every delimiter and non-ASCII text.
    static func text(_ random: inout SeededRandom, maxLength: Int = 8) -> String {
        let alphabet = RoundTripVocabulary.alphabet + ["/", "?", "#", "%", "+", " ", "&", "=", "中文", "Ä"]
        return (0..<random.int(in: 0...maxLength)).map { _ in random.element(of: alphabet) }.joined()
    }

    /// Whether `text` can fill one path segment (the reasons `url(for:)` refuses one).
    static func fillsASegment(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".."
    }

    static func double(_ random: inout SeededRandom) -> Double {
        switch random.int(in: 0...3) {
        case 0: return Double(random.int(in: -1000...1000)) / 8
        case 1: return Double.random(in: -1e300...1e300, using: &random)
        case 2: return Double.random(in: -1e-300...1e-300, using: &random)
        default:
            let value = Double(bitPattern: random.next())
            return value.isFinite ? value : 0
        }
    }

    static func uuid(_ random: inout SeededRandom) -> UUID {
        let hex = (0..<32).map { _ in String(random.int(in: 0...15), radix: 16) }.joined()
        var text = ""
        for (index, character) in hex.enumerated() {
            if [8, 12, 16, 20].contains(index) { text.append("-") }
            text.append(character)
        }
        return UUID(uuidString: text)!
    }

    static func mixed(_ random: inout SeededRandom) -> MixedRoute {
        let token = (0..<random.int(in: 0...6)).map { _ in random.element(of: ["a", "Z", "9", "-", "_", "~", "%2F"]) }
        return MixedRoute(
            name: text(&random), id: Int(truncatingIfNeeded: random.next()),
            variant: random.chance(0.5) ? text(&random) : nil,
            key: uuid(&random),
            text: random.chance(0.7) ? text(&random) : nil,
            tags: (0..<random.int(in: 0...3)).map { _ in text(&random) },
            price: random.chance(0.7) ? double(&random) : nil, flag: random.chance(0.5),
            big: random.chance(0.5) ? Int64(truncatingIfNeeded: random.next()) : nil,
            link: random.chance(0.5) ? URL(string: "https://example.com/\(token.joined())?q=\(token.joined())") : nil,
            tab: random.chance(0.7) ? random.element(of: Tab.allCases) : nil,
            counts: (0..<random.int(in: 0...3)).map { _ in random.int(in: -5...5) })
    }

    static func files(_ random: inout SeededRandom) -> FilesRoute {
        let segments = (0..<random.int(in: 1...3)).map { _ in text(&random, maxLength: 4) }
        return FilesRoute(version: double(&random), rest: segments.joined(separator: "/"), mode: text(&random))
    }

    @Test(arguments: 0..<8)
    func everyURLWrittenReadsBackAsTheSameValue(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let registered = Elf()
        var handled: [MixedRoute] = []
        try registered.register(MixedRoute.self) { route in
            handled.append(route)
            return true
        }
        try registered.register(FilesRoute.self) { _ in true }
        let unregistered = Elf()
        var written = 0
        for _ in 0..<150 {
            let value = Self.mixed(&random)
            let carries = Self.fillsASegment(value.name) && value.variant.map(Self.fillsASegment) ?? true
            guard let url = (try? registered.url(for: value)) else {
                #expect(!carries, "seed \(seed): no URL for \(value)")
                continue
            }
            written += 1
            #expect(url.unicodeScalars.allSatisfy { $0.isASCII }, "seed \(seed): \(url)")
            #expect(registered.route(for: url, as: MixedRoute.self) == value, "seed \(seed): \(url)")
            #expect(unregistered.route(for: url, as: MixedRoute.self) == nil, "seed \(seed): not routed there")
            #expect(MixedRoute(parsing: url) == value, "seed \(seed): \(url)")
            #expect((try? unregistered.url(for: value)) == url)
            handled = []
            #expect(registered.handleURL(url: url), "seed \(seed): \(url)")
            #expect(handled == [value], "seed \(seed): \(url)")
        }
        for _ in 0..<100 {
            let value = Self.files(&random)
            // Split on the byte `/`, as URLs are (a `/` before a combining mark is still one).
            let carries = value.rest.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
                .allSatisfy { Self.fillsASegment(String(decoding: $0, as: UTF8.self)) }
            guard let url = (try? registered.url(for: value)) else {
                #expect(!carries, "seed \(seed): no URL for \(value)")
                continue
            }
            written += 1
            #expect(url.unicodeScalars.allSatisfy { $0.isASCII }, "seed \(seed): \(url)")
            #expect(registered.route(for: url, as: FilesRoute.self) == value, "seed \(seed): \(url)")
            // A path pattern matches the URL through a custom scheme's host too.
            let throughScheme = "app:/" + url
            #expect(registered.route(for: throughScheme, as: FilesRoute.self) == value, "seed \(seed): \(url)")
        }
        #expect(written > 150, "most values have a URL")
    }
}
