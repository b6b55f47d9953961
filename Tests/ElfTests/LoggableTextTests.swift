import Foundation
import Testing

@testable import Elf

/// Error and event descriptions show hostile URLs safe to log: no raw line
/// breaks, controls or bidirectional overrides, and no megabyte-long lines.
@Suite struct LoggableTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var shown: String
        var testDescription: String { shown }
    }

    static let cases: [Case] = [
        Case(text: "app://a/b", shown: "\"app://a/b\""),
        Case(text: "app://a/\nb", shown: "\"app://a/\\nb\""),
        Case(text: "app://a/\r\nSet-Cookie: x", shown: "\"app://a/\\r\\nSet-Cookie: x\""),
        Case(text: "app://a/\u{0}\u{7F}\u{85}", shown: "\"app://a/\\0\\u{7F}\\u{0085}\""),
        Case(text: "app://a/\u{202E}gpj.exe", shown: "\"app://a/\\u{202E}gpj.exe\""),
        Case(text: "app://a/\u{2028}\u{2066}", shown: "\"app://a/\\u{2028}\\u{2066}\""),
        // Printable text, quotes and backslashes included, is shown as it is.
        Case(text: "app://\"é\"/\\", shown: "\"app://\"é\"/\\\""),
        Case(text: String(repeating: "a", count: 200), shown: "\"\(String(repeating: "a", count: 200))\""),
        Case(
            text: String(repeating: "é", count: 201),
            shown: "\"\(String(repeating: "é", count: 200))…\" (402 bytes)"),
        // Marks that reorder text without being overrides are escaped too.
        Case(text: "a\u{200E}b\u{200F}c\u{061C}", shown: "\"a\\u{200E}b\\u{200F}c\\u{061C}\""),
        // The cut counts scalars, so combining marks cannot stretch one character.
        Case(
            text: "app://x/a" + String(repeating: "\u{301}", count: 200_000),
            shown: "\"app://x/a" + String(repeating: "\u{301}", count: 191) + "…\" (400009 bytes)"),
    ]

    @Test(arguments: cases)
    func showsTextSafeToLog(_ example: Case) {
        #expect(loggableText(example.text) == example.shown)
    }

    @Test func malformedURLDescriptionEscapesControls() {
        guard case .failure(let miss) = Elf().resolve("app://a/\nb") else {
            Issue.record("a raw line feed must make the URL malformed")
            return
        }
        #expect(miss.description == "malformed URL \"app://a/\\nb\" at column 9: control character")
        #expect(!miss.description.contains("\n"))
    }

    @Test func overLongURLDescriptionIsShort() {
        let url = "app://a/" + String(repeating: "x", count: 1 << 20)
        guard case .failure(let miss) = Elf().resolve(url) else {
            Issue.record("a 1 MiB URL must be refused")
            return
        }
        guard case .malformed(let error) = miss.reason else {
            Issue.record("expected a malformed-URL miss, got \(miss.reason)")
            return
        }
        #expect(error.url == url, "the error keeps the URL as given")
        #expect(miss.description.count < 300)
        #expect(miss.description.hasSuffix("(1048584 bytes) at column 8193: longer than 8192 bytes"))
    }

    @Test func unmatchedURLDescriptionEscapesBidiOverrides() {
        let url = "app://a/\u{202E}b"
        guard case .failure(let miss) = Elf().resolve(url) else {
            Issue.record("nothing is registered")
            return
        }
        #expect(miss.description == "no route for \"app://a/\\u{202E}b\"")
    }

    @Test func unsafeURLErrorDescriptionIsSafeToLog() {
        let allowlist = URLAllowlist(schemes: ["https"], hosts: [.exact("example.com")])
        let hostile = "https://example.com/\u{202E}gpj.exe"
        #expect(throws: UnsafeURLError(url: hostile, reason: .nonASCII)) { try allowlist.validate(hostile) }
        let error = UnsafeURLError(url: hostile, reason: .nonASCII)
        #expect(
            error.description == "unsafe URL \"https://example.com/\\u{202E}gpj.exe\": contains a non-ASCII character")

        let long = "https://example.com/" + String(repeating: "x", count: 1 << 20)
        let tooLong = UnsafeURLError(url: long, reason: .tooLong(limit: URLAllowlist.maxLength))
        #expect(tooLong.description.count < 300)
        #expect(tooLong.description.hasSuffix("(1048596 bytes): longer than 2048 bytes"))
    }

    @Test func rewriteCycleDescriptionIsSafeToLog() throws {
        let elf = Elf()
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(from: "app://a/<x>", to: "app://b/<x>"),
                .init(from: "app://b/<x>", to: "app://a/<x>"),
            ])
        do {
            _ = try elf.rewrite("app://a/\u{202E}1")
            Issue.record("expected a cycle")
        } catch {
            // The URL as given keeps its raw U+202E, shown escaped; rewritten ones are percent-encoded.
            #expect(
                error.description.hasSuffix(
                    #"rewrite cycle: "app://a/\u{202E}1" -> "app://b/%E2%80%AE1" -> "app://a/%E2%80%AE1" -> "app://b/%E2%80%AE1""#
                ))
            #expect(!error.description.unicodeScalars.contains("\u{202E}"))
        }
    }

    /// One character with 200,000 combining marks used to make a 400 KB
    /// description; every description of such a URL stays short.
    @Test func combiningMarksCannotStretchADescription() throws {
        let marks = String(repeating: "\u{301}", count: 200_000)
        let url = "app://x/a" + marks
        let miss = try #require(Elf().resolve(url).failure)
        #expect("\(miss)".utf8.count < 1_000)
        let unsafe = UnsafeURLError(url: "https://example.com/a" + marks, reason: .nonASCII)
        #expect(unsafe.description.utf8.count < 1_000)
        #expect(RouteEvent.missed(miss).description.utf8.count < 1_000)
    }
}

extension LoggableTextTests {
    /// `explain` escapes the URL it describes; it used to print it raw.
    @Test(arguments: ["app://a/\u{202E}b", "app://a/\u{2028}b", "app://a/\u{200F}b"])
    func explanationIsSafeToLog(url: String) throws {
        let elf = Elf()
        #expect(!"\(elf.explain(url))".unicodeScalars.contains { [0x202E, 0x2028, 0x200F].contains($0.value) })
        try elf.register("app://a/<x>") { NoopHandler() }
        let explained = "\(elf.explain(url))"
        #expect(!explained.unicodeScalars.contains { [0x202E, 0x2028, 0x200F].contains($0.value) })
        #expect(!explained.contains("\n\"app"))
    }

    /// `explainHandling` shows hostile values escaped and cut short.
    @MainActor
    @Test func explanationsOfHostileValuesAreLogSafeAndShort() throws {
        struct CountRoute: Route {
            static let pattern = "app://count/<n>"
            var n: Int
        }
        let elf = Elf()
        try elf.register(CountRoute.self) { _ in true }
        for hostile in ["1\u{2028}2", "1\u{0085}2", "1\u{202E}2", "1\u{200F}2", String(repeating: "9", count: 3000)] {
            let escaped = hostile.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? hostile
            let text = elf.explainHandling("app://count/\(escaped)").description
            #expect(!text.unicodeScalars.contains { [0x2028, 0x85, 0x202E, 0x200F].contains($0.value) }, "\(text)")
            #expect(text.utf8.count < 1200, "\(text.utf8.count) bytes")
        }
    }

    /// Restoring a saved tab name with a line feed, a bidi override and
    /// 100,000 characters logs it escaped and cut short.
    @MainActor
    @Test func aHostileSavedTabNameIsEscapedAndCutInTheLog() async throws {
        let elf = Elf()
        let log = EventLog()
        elf.logger = { log.append($0) }
        let hostile = "tab\n\u{202E}" + String(repeating: "x", count: 100_000)
        let saved = SavedNavigation(
            selectedTab: hostile,
            stacks: [.init(tab: hostile, containers: [.init(urls: [], style: nil, isNavigationContainer: true)])])
        let dropped = await elf.restore(saved, into: Navigation(tabs: ["home"]))
        #expect(dropped.count == 2)
        for event in log.events {
            #expect(!event.description.contains("\n") && !event.description.contains("\u{202E}"))
            #expect(event.description.utf8.count < 1000)
        }
    }

    /// The descriptions of misses, restoration events, explanations and
    /// route type errors all go through the one escaping-and-cutting function.
    @MainActor
    @Test(arguments: [
        "line\nbreak", "bidi\u{202E}override", "mark\u{200F}", "separator\u{2028}", "next\u{0085}line",
        String(repeating: "x", count: 10_000),
    ])
    func missExplanationAndRestorationDescriptionsAreLogSafe(hostile: String) {
        let descriptions = [
            RouteMiss(url: hostile, reason: .notShown(hostile)).description,
            RouteMiss(url: hostile, reason: .held(by: hostile, redirectTo: hostile)).description,
            RouteMiss(url: hostile, reason: .rejected(by: hostile, reason: hostile)).description,
            RouteEvent.restorationDropped(url: hostile, reason: "it no longer routes").description,
            RouteExplanation.Mismatch.valueNotDecoded(hostile).description,
            RouteExplanation.Outcome.notDecoded(hostile).description,
            RouteExplanation.Outcome.rejected(by: hostile, reason: hostile).description,
            RouteTypeError(routeType: "T", pattern: "/t", reason: .unknownTab(hostile), offset: 0).description,
        ]
        for (index, description) in descriptions.enumerated() {
            #expect(
                !description.unicodeScalars.contains { [0x0A, 0x85, 0x2028, 0x202E, 0x200F].contains($0.value) },
                "description \(index)")
            #expect(description.utf8.count < 2_000, "\(description.utf8.count) bytes")
        }
    }
}

extension Result {
    /// The error, or `nil` for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The exact size of each description of a URL stretched by combining marks,
/// pinned so that a change shows; before the cut counted scalars, they were
/// 400,071 bytes, about 400 KB and about 200 KB.
@MainActor
@Suite struct HostileDescriptionSizeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The description's length in UTF-8 bytes.
        var bytes: Int
        var testDescription: String { name }
    }

    static let marks = String(repeating: "\u{301}", count: 200_000)

    /// The description each input gives, as an app would log it.
    static func description(of name: String) throws -> String {
        switch name {
        case "resolve":
            return "\(Elf().resolve("app://x/a" + marks))"
        case "missed event":
            let elf = Elf()
            let events = Locked<[RouteEvent]>([])
            elf.logger = { event in events.withLock { $0.append(event) } }
            #expect(!elf.handleURL(url: "app://x/a" + marks))
            let missed = try #require(events.withLock { $0 }.first)
            return missed.description
        default:
            let allowlist = URLAllowlist(schemes: ["https"], hosts: [.exact("example.com")])
            let url = "https://example.com/a" + String(repeating: "\u{301}", count: 100_000)
            do {
                _ = try allowlist.validate(url)
                Issue.record("the allowlist accepted \(url.utf8.count) bytes")
                return ""
            } catch {
                return error.description
            }
        }
    }

    nonisolated static let cases: [Case] = [
        // `"\(Elf().resolve(url))"`, url = "app://x/a" + 200,000 × U+0301: 400,071 bytes before.
        Case(name: "resolve", bytes: 471),
        // The `.missed` event the logger hears from handleURL for the same URL: about 400 KB before.
        Case(name: "missed event", bytes: 475),
        // UnsafeURLError for "https://example.com/a" + 100,000 × U+0301: about 200 KB before.
        Case(name: "UnsafeURLError", bytes: 434),
    ]

    @Test(arguments: cases)
    func descriptionOfCombiningMarksIsShort(_ example: Case) throws {
        let text = try Self.description(of: example.name)
        #expect(text.utf8.count == example.bytes)
        #expect(!text.contains("\n"))
    }
}
