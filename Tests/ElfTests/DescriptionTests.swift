import Elf
import Foundation
import Testing

/// Public values print what they mean (pattern, values, source), never the
/// engine's layout, so a failed expectation reads as the app's own words.
@MainActor
@Suite struct DescriptionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let url: String
        let source: LinkSource?
        let expected: String
        var testDescription: String { url }
    }

    @Test(arguments: [
        Case(url: "app://user/42", source: nil, expected: #""app://user/42" → app://user/<int:id> [id: "42"]"#),
        Case(
            url: "app://user/7?ref=home&b=2#top", source: nil,
            expected:
                #""app://user/7?ref=home&b=2#top" → app://user/<int:id> [id: "7"] query [b: "2", ref: "home"] fragment "top""#
        ),
        Case(
            url: "app://user/9", source: .universalLink,
            expected: #""app://user/9" → app://user/<int:id> [id: "9"] from a universal link"#),
        Case(
            url: "app://search/a%E2%80%A8b", source: nil,
            expected: #""app://search/a%E2%80%A8b" → app://search/<q> [q: "a\u{2028}b"]"#),
    ])
    func aMatchPrintsItsURLPatternValuesAndSource(_ row: Case) throws {
        let elf = Elf()
        try elf.register("app://user/<int:id>") { Noop() }
        try elf.register("app://search/<q>") { Noop() }
        var printed: String?
        elf.addInterceptor(
            Interceptor("spy") { match in
                printed = String(describing: match)
                return .pass
            })
        if let source = row.source {
            #expect(elf.handleURL(url: row.url, source: source))
        } else {
            printed = try #require(elf.match(row.url)).description
        }
        #expect(printed == row.expected)
        #expect(printed?.contains("SIMD") == false)
    }

    @Test func aMatchRewrittenOrThroughAnEntryPointSaysSo() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com")
        try elf.register("/item/<int:id>") { Noop() }
        try elf.addRewriteRule(from: "https://old.example.com/i/<n>", to: "https://example.com/item/<n>")
        let match = try #require(elf.match("https://old.example.com/i/3"))
        #expect(
            match.description
                == #""https://example.com/item/3" → /item/<int:id> through "https://example.com" [id: "3"] rewritten from "https://old.example.com/i/3""#
        )
        #expect(match.debugDescription == match.description)
    }

    @Test func valuesAroundAMatchPrintByName() {
        #expect(String(describing: Interceptor("login") { _ in .pass }) == #"Interceptor "login""#)
        #expect(String(describing: RoutingTableEntry { Noop() }) == "RoutingTableEntry open to every source")
        #expect(
            String(describing: RoutingTableEntry(allowedSources: [.universalLink, .internal]) { Noop() })
                == "RoutingTableEntry open to internal, universalLink")
        #expect(String(describing: Carried(wrappedValue: 42)) == "carried 42")
        #expect(String(describing: Carried<Int>(wrappedValue: nil)) == "carried nil")
    }

    /// Every error about an input says what went wrong, the input quoted and
    /// escaped one way, the column when it points somewhere, and why.
    @Test func errorsShareOneShape() throws {
        let elf = Elf()
        var descriptions: [(String, String)] = []
        do { try elf.register("app://a/<b\u{7}") { Noop() } } catch {
            descriptions.append(("invalid pattern", "\(error)"))
        }
        if case .failure(let miss) = elf.resolve("app://a/b\u{7}"), case .malformed(let error) = miss.reason {
            descriptions.append(("malformed URL", "\(error)"))
        }
        do { try elf.addEntryPoint("https://e.com/a b") } catch {
            descriptions.append(("invalid entry point", "\(error)"))
        }
        do { _ = try elf.url(for: "app://item/<int:id>", ["id": "hat\u{2028}"]) } catch {
            descriptions.append(("cannot build a URL from", "\(error)"))
        }
        do {
            _ = try URLAllowlist(schemes: ["https"], hosts: [.exact("example.com")]).validate(
                "https://evil.com/\u{202E}")
        } catch { descriptions.append(("unsafe URL", "\(error)")) }
        #expect(descriptions.count == 5)
        for (what, description) in descriptions {
            #expect(description.hasPrefix(what + " \""), "\(description)")
            #expect(description.contains("\": ") || description.contains(" at column "), "\(description)")
            let raw = description.unicodeScalars.filter { $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x202E }
            #expect(raw.isEmpty, "\(description.debugDescription)")
        }
    }

    final class Noop: Handler {
        func handle() {}
    }
}
