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
        // Issue 19: marks that reorder text without being overrides.
        Case(text: "a\u{200E}b\u{200F}c\u{061C}", shown: "\"a\\u{200E}b\\u{200F}c\\u{061C}\""),
        // Issue 19: the cut counts scalars, so combining marks cannot stretch one character.
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
        let tooLong = UnsafeURLError(url: long, reason: .tooLong(maxLength: URLAllowlist.maxLength))
        #expect(tooLong.description.count < 300)
        #expect(tooLong.description.hasSuffix("(1048596 bytes): longer than 2048 bytes"))
    }

    @Test func rewriteCycleDescriptionIsSafeToLog() throws {
        let elf = Elf()
        try elf.addRewriteRules([
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

    /// Issue 19, finding 1: one character with 200,000 combining marks made
    /// a 400 KB description; every description of such a URL stays short.
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
    /// Issue 19, finding 6: explain printed the URL raw.
    @Test(arguments: ["app://a/\u{202E}b", "app://a/\u{2028}b", "app://a/\u{200F}b"])
    func explanationIsSafeToLog(url: String) throws {
        let elf = Elf()
        #expect(!"\(elf.explain(url))".unicodeScalars.contains { [0x202E, 0x2028, 0x200F].contains($0.value) })
        try elf.register("app://a/<x>") { NoopHandler() }
        let explained = "\(elf.explain(url))"
        #expect(!explained.unicodeScalars.contains { [0x202E, 0x2028, 0x200F].contains($0.value) })
        #expect(!explained.contains("\n\"app"))
    }
}

extension Result {
    /// The error, or `nil` for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Issue 19's closing note: the size of each description the review measured
/// for its combining-mark inputs, now (before: 400,071 bytes, 400 KB, 200 KB).
@MainActor
@Suite struct HostileDescriptionSizeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The description's length in UTF-8 bytes.
        var bytes: Int
        var testDescription: String { name }
    }

    static let marks = String(repeating: "\u{301}", count: 200_000)

    /// The text each input gives, as the review read it.
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
