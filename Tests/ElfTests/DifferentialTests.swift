import Foundation
import Testing

@testable import Elf

// Differential testing: on valid RFC 3986 URLs, what Elf reads
// (scheme, host, port, decoded path segments, query pairs, fragment) must agree
// with Foundation's `URLComponents`, except for the deliberate differences
// below. Each is a named rule that turns Foundation's raw reading into what
// Elf's contract (ROUTING.md §3, URLReading.md) says; a disagreement that no
// rule explains fails the test.
//
// Structured random URLs routed by Elf against `ReferenceMatcher` are covered
// by RandomRoutingTests, so they are not repeated here.

/// A deliberate difference between Elf and `URLComponents`.
enum DeliberateDifference: String, CaseIterable, Sendable {
    /// ROUTING.md §3, URLReading.md "Scheme, host and port": the scheme is ASCII-lowercased when read.
    case schemeLowercased
    /// ROUTING.md §3, URLReading.md "Scheme, host and port": the host is
    /// percent-decoded once, then ASCII-lowercased (non-ASCII keeps its case).
    case hostLowercased
    /// ROUTING.md §3, URLReading.md "Path segments and decoding": empty
    /// segments (doubled or trailing slashes) are ignored.
    case emptySegmentsIgnored
    /// ROUTING.md §3, URLReading.md "Path segments and decoding": nothing binds
    /// `.` or `..` (also written `%2E`), so such a URL matches no pattern.
    /// Foundation keeps dot segments as they are (no normalization).
    case dotSegmentMatchesNothing
    /// ROUTING.md §3 "Query", `Configuration.decodesPlusAsSpace`: `+` in the
    /// query means a space; `URLComponents` keeps it.
    case plusIsSpaceInQuery
    /// ROUTING.md §3 "Query": a bare `key` has the value `""`; Foundation gives `nil`.
    case bareKeyHasEmptyValue
    /// ROUTING.md §3 "Query": empty pieces (`a&&b`) and pieces with an empty
    /// key (`=x`) are skipped; Foundation reports them with the name `""`.
    case emptyKeysSkipped
    /// ROUTING.md §3 "Malformed": an escape that decodes to a control
    /// character (C0, DEL, C1) in the host or a path segment makes the URL malformed.
    case encodedControlCharacterIsMalformed
    /// ROUTING.md §3 "Malformed": escapes must decode to UTF-8 anywhere in the URL.
    case escapesMustDecodeToUTF8
    /// ROUTING.md §3, URLReading.md "Scheme, host and port": userinfo is a
    /// spoofing trick in deep links; such a URL is malformed by default.
    case userinfoIsMalformed
    /// URLReading.md "Malformed URLs" (`app://:80/x`): a port after an empty host is malformed.
    case portAfterEmptyHostIsMalformed
    /// ROUTING.md §4a: a host that holds, once decoded, a
    /// delimiter, a control or a white-space or format character is malformed.
    case hostDelimiterIsMalformed

    /// One line for the printed summary.
    var explanation: String {
        switch self {
        case .schemeLowercased: "scheme ASCII-lowercased (§3)"
        case .hostLowercased: "host decoded then ASCII-lowercased (§3)"
        case .emptySegmentsIgnored: "empty path segments ignored (§3)"
        case .dotSegmentMatchesNothing: "`.`/`..` segment: no match (§3)"
        case .plusIsSpaceInQuery: "`+` is a space in the query (§3, decodesPlusAsSpace)"
        case .bareKeyHasEmptyValue: "bare query key has value \"\" (§3)"
        case .emptyKeysSkipped: "empty query pieces and keys skipped (§3)"
        case .encodedControlCharacterIsMalformed: "encoded control char in host/path: malformed (§3)"
        case .escapesMustDecodeToUTF8: "escapes must decode to UTF-8: malformed (§3)"
        case .userinfoIsMalformed: "userinfo: malformed (§3)"
        case .portAfterEmptyHostIsMalformed: "port after empty host: malformed (URLReading.md)"
        case .hostDelimiterIsMalformed: "delimiter or invisible character in the decoded host: malformed (§4a)"
        }
    }
}

/// What a reader makes of a URL: the parts `RouteMatch` reports.
struct URLReading: Equatable, CustomStringConvertible {
    struct Pair: Equatable {
        var name: String
        var value: String?
    }
    var scheme: String?
    var host: String?
    var port: Int?
    var segments: [String]
    var query: [Pair]
    var fragment: String?

    var description: String {
        let pairs = query.map { "\($0.name)=\($0.value ?? "<nil>")" }
        return "scheme \(scheme ?? "-") host \(host ?? "-") port \(port.map(String.init) ?? "-") "
            + "segments \(segments) query \(pairs) fragment \(fragment ?? "-")"
    }

    /// Elf's reading, or `nil` when the catch-all route does not match.
    init?(elf: Elf, url: String) {
        guard let match = elf.match(url) else { return nil }
        scheme = match.scheme
        host = match.host
        port = match.port
        segments = match.pathSegments
        query = match.queryItems.map { Pair(name: $0.name, value: $0.value) }
        fragment = match.fragment
    }

    /// Foundation's reading with `rules` applied, or `nil` when the rules say Elf matches nothing.
    init?(_ components: URLComponents, url: String, rules: Set<DeliberateDifference>, plusAsSpace: Bool) {
        func decoded(_ text: some StringProtocol) -> String {
            String(text).removingPercentEncoding ?? String(text)
        }
        func asciiLowercased(_ text: String) -> String {
            String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        }
        func hasControl(_ text: String) -> Bool {
            text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        }

        scheme = components.scheme
        host = components.percentEncodedHost.map(decoded)
        port = components.port
        let rawSegments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
        segments = rawSegments.dropFirst().map(decoded)
        let rawPairs = components.percentEncodedQueryItems ?? []
        let plus = rules.contains(.plusIsSpaceInQuery) && plusAsSpace
        func queryDecoded(_ text: String) -> String {
            decoded(plus ? text.replacingOccurrences(of: "+", with: " ") : text)
        }
        query = rawPairs.map { Pair(name: queryDecoded($0.name), value: $0.value.map(queryDecoded)) }
        fragment = components.percentEncodedFragment.map(decoded)

        if rules.contains(.schemeLowercased) { scheme = scheme.map(asciiLowercased) }
        if rules.contains(.hostLowercased) { host = host.map(asciiLowercased) }
        if rules.contains(.emptySegmentsIgnored) { segments.removeAll { $0.isEmpty } }
        if rules.contains(.bareKeyHasEmptyValue) {
            query = query.map { Pair(name: $0.name, value: $0.value ?? "") }
        }
        if rules.contains(.emptyKeysSkipped) { query.removeAll { $0.name.isEmpty } }

        if rules.contains(.dotSegmentMatchesNothing), segments.contains(where: { $0 == "." || $0 == ".." }) {
            return nil
        }
        if rules.contains(.encodedControlCharacterIsMalformed),
            hasControl(host ?? "") || segments.contains(where: hasControl)
        {
            return nil
        }
        if rules.contains(.escapesMustDecodeToUTF8), url.removingPercentEncoding == nil { return nil }
        if rules.contains(.userinfoIsMalformed), components.percentEncodedUser != nil { return nil }
        if rules.contains(.portAfterEmptyHostIsMalformed), host == "", components.port != nil { return nil }
        if rules.contains(.hostDelimiterIsMalformed), let host, !host.hasPrefix("["),
            host.unicodeScalars.contains(where: { scalar in
                scalar.value < 0x21 || (0x7F...0x9F).contains(scalar.value)
                    || " #%/:<>?@[\\]^|".unicodeScalars.contains(scalar)
                    || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
            })
        {
            return nil
        }
    }
}

@Suite("Elf against Foundation's URLComponents on random valid RFC 3986 URLs")
struct DifferentialTests {
    static let seeds: [UInt64] = Array(1...6)
    static let urlsPerSeed = 1_000

    @Test("Every disagreement is a listed deliberate difference")
    func agreesWithURLComponents() throws {
        // The catch-all: `/*` with the host never taken as a segment matches every readable URL.
        let withPlus = Elf(configuration: .init(hostAsPathSegment: .never))
        let withoutPlus = Elf(configuration: .init(decodesPlusAsSpace: false, hostAsPathSegment: .never))
        try withPlus.register("/*") { DifferentialHandler() }
        try withoutPlus.register("/*") { DifferentialHandler() }

        var cases = 0
        var agreed = 0
        var explained: [DeliberateDifference: Int] = [:]
        let allRules = Set(DeliberateDifference.allCases)
        for seed in Self.seeds {
            var generator = RandomURLGenerator(seed: seed)
            for _ in 0..<Self.urlsPerSeed {
                let url = generator.url()
                let plusAsSpace = generator.random.chance(0.5)
                let elf = plusAsSpace ? withPlus : withoutPlus
                guard let components = URLComponents(string: url) else {
                    Issue.record("seed \(seed): URLComponents rejects the valid URL \(url)")
                    continue
                }
                cases += 1
                let elfReading = URLReading(elf: elf, url: url)
                let raw = URLReading(components, url: url, rules: [], plusAsSpace: plusAsSpace)
                if elfReading == raw {
                    agreed += 1
                    continue
                }
                let adjusted = URLReading(components, url: url, rules: allRules, plusAsSpace: plusAsSpace)
                #expect(
                    elfReading == adjusted,
                    """
                    seed \(seed), plusAsSpace \(plusAsSpace): \(url)
                      Elf:        \(elfReading.map(String.init(describing:)) ?? "no match")
                      Foundation: \(adjusted.map(String.init(describing:)) ?? "no match") (rules applied)
                    """)
                // A rule explains the case when it changes Foundation's reading of it.
                for rule in DeliberateDifference.allCases
                where URLReading(components, url: url, rules: [rule], plusAsSpace: plusAsSpace) != raw {
                    explained[rule, default: 0] += 1
                }
            }
        }

        // Prints how many cases each deliberate difference explained, for the
        // record (a case may need several rules).
        print("Differential: \(cases) URLs, \(agreed) agree fully with URLComponents")
        for rule in DeliberateDifference.allCases {
            print("  \(rule.rawValue): \(explained[rule, default: 0]) (\(rule.explanation))")
        }
        #expect(cases >= 5_000)
        // Random hosts often hold an escaped delimiter, which §4a makes
        // malformed: most URLs still agree with Foundation as they are.
        #expect(Double(agreed) >= 0.85 * Double(cases), "only \(agreed) of \(cases) agree fully")
        // The generator must exercise every rule, or the list is untested.
        for rule in DeliberateDifference.allCases {
            #expect(explained[rule, default: 0] > 0, "no case needed \(rule.rawValue)")
        }
    }

    /// The examples of URLReading.md's "Where Elf and URLComponents differ",
    /// one per deliberate difference, each with the rule that explains it.
    static let documentedDifferences: [(url: String, rule: DeliberateDifference)] = [
        ("APP://x", .schemeLowercased),
        ("app://Sh%6Fp", .hostLowercased),
        ("app://x/a//b/", .emptySegmentsIgnored),
        ("app://x/a/../b", .dotSegmentMatchesNothing),
        ("app://x?q=a+b", .plusIsSpaceInQuery),
        ("app://x?flag", .bareKeyHasEmptyValue),
        ("app://x?a=1&&=x", .emptyKeysSkipped),
        ("app://x/a%0Ab", .encodedControlCharacterIsMalformed),
        ("app://x/%FF", .escapesMustDecodeToUTF8),
        ("app://me@x/", .userinfoIsMalformed),
        ("app://:80/x", .portAfterEmptyHostIsMalformed),
        ("app://a%40b/", .hostDelimiterIsMalformed),
    ]

    @Test("Each documented difference is one the list names, and that rule alone explains it")
    func documentedDifferencesAreExplainedByTheirRule() throws {
        #expect(Set(Self.documentedDifferences.map(\.rule)) == Set(DeliberateDifference.allCases))
        let elf = Elf(configuration: .init(hostAsPathSegment: .never))
        try elf.register("/*") { DifferentialHandler() }
        for (url, rule) in Self.documentedDifferences {
            let components = try #require(URLComponents(string: url), "URLComponents rejects \(url)")
            let elfReading = URLReading(elf: elf, url: url)
            let raw = URLReading(components, url: url, rules: [], plusAsSpace: true)
            let adjusted = URLReading(components, url: url, rules: [rule], plusAsSpace: true)
            #expect(elfReading != raw, "\(url): Elf and URLComponents agree, so it shows no difference")
            #expect(elfReading == adjusted, "\(url): \(rule.rawValue) does not explain Elf's reading")
        }
    }
}

private final class DifferentialHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
