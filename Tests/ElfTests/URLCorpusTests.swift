import ElfMigration
import Foundation
import Testing

@testable import Elf

// The web-platform-tests URL corpus (Resources/urltestdata.json, see
// Resources/README.md), read two ways:
// every input must be read without a crash or a hang, and where Elf and the
// WHATWG parser both accept an absolute input, they must agree on every part
// of the URL, except where a named `Deviation` below says why Elf reads it
// differently (ROUTING.md §3, §4a). A disagreement no rule explains fails the
// test.

// MARK: - Tests

/// Every corpus input goes through the scanner and the router; the counts prove the whole file was read.
@Test func everyCorpusInputIsReadWithoutCrashing() throws {
    let corpus = try WPTURLCase.loadCorpus()
    #expect(corpus.count == 891)
    #expect(corpus.filter(\.failure).count == 267)
    #expect(corpus.filter { $0.base == nil }.count == 555)

    // A router with patterns of every kind, so matching runs as well as scanning.
    let elf = try Elf.with(["/*", "/user/<id>", "*://<path:rest>", "https://<path:url>", "app://item/<int:id>"])
    let lenient = URLScanner(maxLength: 8192, allowsUserinfo: true)
    for test in corpus {
        let scanned = ElfReading.read(test.input, with: elf.lookup.scanner)
        _ = ElfReading.read(test.input, with: lenient)
        // The router reports exactly what the scanner found.
        switch (elf.resolve(test.input), scanned) {
        case (.failure(let miss), .failure(let failure)):
            #expect(miss.reason == .malformed(MalformedURL(url: test.input, failure)), "\(test)")
        case (.failure(let miss), .success):
            if case .malformed(let error) = miss.reason {
                Issue.record("\(test): the router says \(error), the scanner accepted it")
            }
        case (.success, .failure(let failure)):
            Issue.record("\(test): matched although the scanner failed with \(failure)")
        case (.success, .success):
            break
        }
    }
}

/// The scanner's one-pass reading of `scheme://host/...` URLs agrees with its
/// general reading on every corpus input (LookupTests has the edge cases).
@Test func commonFormScanAgreesWithTheGeneralScanOnTheCorpus() throws {
    for test in try WPTURLCase.loadCorpus() {
        #expect(LookupTests.scansAgree(test.input), "\(test)")
        #expect(LookupTests.scansAgree("app://x/" + test.input), "\(test) after app://x/")
    }
}

/// Where Elf accepts an absolute input the WHATWG parser accepts, they agree on
/// every part unless a named deviation explains the difference.
@Test func acceptedCorpusInputsAgreeWithWHATWGOrANamedDeviation() throws {
    let corpus = try WPTURLCase.loadCorpus().filter { $0.base == nil && !$0.failure }
    let catchAll = try Elf.with(["/*"], configuration: .init(hostAsPathSegment: .never))
    var accepted = 0
    var agreed = 0
    var explained: [String: Int] = [:]
    for test in corpus {
        let observation = CorpusObservation(test: test, scanner: catchAll.lookup.scanner)
        guard let reading = observation.reading, let elf = observation.elfParts, let wpt = observation.wptParts
        else { continue }
        accepted += 1
        reading.checkAgainstPublicAPI(catchAll.resolve(test.input), test)

        let disagreements = URLPart.allCases.filter { elf[$0] != wpt[$0] }
        if disagreements.isEmpty {
            agreed += 1
            continue
        }
        var used: Set<String> = []
        for part in disagreements {
            if let rule = Deviation.readings.first(where: { $0.explains.contains(part) && $0.applies(observation) }) {
                used.insert(rule.name)
            } else {
                Issue.record(
                    """
                    \(test): Elf and WHATWG disagree on the \(part), and no deviation explains it
                      Elf:    \(elf[part])
                      WHATWG: \(wpt[part])
                    """)
            }
        }
        for name in used { explained[name, default: 0] += 1 }
    }

    print(Deviation.report("valid absolute inputs Elf accepts", total: accepted, agreed: agreed, explained: explained))
    // Review the printed table before changing these: a change means Elf reads the corpus differently.
    #expect(corpus.count == 350)
    #expect(accepted == 254)
    #expect(agreed == 166)
    for rule in Deviation.readings {
        #expect(explained[rule.name, default: 0] > 0, "deviation \(rule.name) explains nothing: remove it")
    }
}

/// Where Elf rejects an absolute input the WHATWG parser accepts, a named
/// deviation says which ROUTING.md rule rejects it, checked at the reported offset.
@Test func rejectedValidCorpusInputsAreExplainedByANamedDeviation() throws {
    let scanner = URLScanner(maxLength: 8192, allowsUserinfo: false)
    let corpus = try WPTURLCase.loadCorpus().filter { $0.base == nil && !$0.failure }
    var rejected = 0
    var explained: [String: Int] = [:]
    for test in corpus {
        let observation = CorpusObservation(test: test, scanner: scanner)
        guard let failure = observation.failure else { continue }
        rejected += 1
        if let rule = Deviation.rejections.first(where: { $0.applies(observation) }) {
            explained[rule.name, default: 0] += 1
        } else {
            Issue.record(
                "\(test): Elf rejects it (\(failure.reason) at byte \(failure.offset)), and no deviation explains it")
        }
    }

    print(Deviation.report("valid absolute inputs Elf rejects", total: rejected, agreed: 0, explained: explained))
    #expect(rejected == 96)
    for rule in Deviation.rejections {
        #expect(explained[rule.name, default: 0] > 0, "deviation \(rule.name) explains nothing: remove it")
    }
}

/// Inputs the WHATWG parser must refuse: count how many Elf refuses too, and
/// explain every one Elf accepts.
@Test func corpusFailuresAreRejectedOrExplainedByANamedDeviation() throws {
    let scanner = URLScanner(maxLength: 8192, allowsUserinfo: false)
    let corpus = try WPTURLCase.loadCorpus().filter(\.failure)
    var rejected = 0
    var explained: [String: Int] = [:]
    for test in corpus {
        let observation = CorpusObservation(test: test, scanner: scanner)
        guard observation.reading != nil else {
            rejected += 1
            continue
        }
        if let rule = Deviation.acceptedFailures.first(where: { $0.applies(observation) }) {
            explained[rule.name, default: 0] += 1
        } else {
            Issue.record("\(test): WHATWG must fail, Elf accepts it, and no deviation explains it")
        }
    }

    print(
        Deviation.report(
            "inputs WHATWG must fail, Elf rejects", total: corpus.count, agreed: rejected, explained: explained))
    #expect(corpus.count == 267)
    #expect(rejected == 204)
    for rule in Deviation.acceptedFailures {
        #expect(explained[rule.name, default: 0] > 0, "deviation \(rule.name) explains nothing: remove it")
    }
}

/// The percent-encoding vectors: the UTF-8 escapes decode back to the input in a
/// query value, and a raw backslash among them is malformed.
@Test func percentEncodingVectorsDecodeToTheirInput() throws {
    let url = try #require(
        Bundle.module.url(forResource: "percent-encoding", withExtension: "json", subdirectory: "Resources"))
    let entries = try JSONDecoder().decode([CorpusEntry<PercentEncodingVector>].self, from: Data(contentsOf: url))
    let vectors = entries.compactMap(\.test)
    #expect(vectors.count == 7)
    let elf = try Elf.with(["/*"])
    for vector in vectors {
        let encoded = try #require(vector.output["utf-8"])
        let link = "app://host/?q=" + encoded
        switch elf.resolve(link) {
        case .success(let match):
            #expect(match.queryValues("q") == [vector.input.replacingOccurrences(of: "+", with: " ")], "\(link)")
        case .failure(let miss):
            // WHATWG leaves `\` raw in a query; ROUTING.md §3 makes a raw backslash malformed.
            #expect(encoded.contains("\\"), "\(link): \(miss)")
            guard case .malformed(let error) = miss.reason else { continue }
            #expect(error.reason == .backslash)
        }
    }
}

// MARK: - Deviations

/// A documented reason why Elf reads a corpus input differently from the WHATWG URL Standard.
///
/// Each rule names the ROUTING.md rule Elf follows instead, and decides for one
/// input whether it is the cause; rules are narrow on purpose, so a new
/// difference shows up as a failure instead of being swallowed.
private struct Deviation: Sendable {
    let name: String
    /// Which ROUTING.md rule Elf follows, and why that differs from WHATWG.
    let reason: String
    /// The parts of the URL this rule may explain (for inputs both accept).
    let explains: Set<URLPart>
    let applies: @Sendable (CorpusObservation) -> Bool

    init(
        _ name: String, explains: Set<URLPart> = [], _ reason: String,
        applies: @escaping @Sendable (CorpusObservation) -> Bool
    ) {
        self.name = name
        self.reason = reason
        self.explains = explains
        self.applies = applies
    }

    /// Inputs both accept, read differently.
    static let readings: [Deviation] = [
        Deviation(
            "defaultPortKept", explains: [.port],
            "§3: the port is reported as written; WHATWG drops a special scheme's default port (http:80, https:443, ...)"
        ) { observed in
            guard let port = observed.reading?.port, let scheme = observed.reading?.scheme else { return false }
            return observed.test.expected?.port == "" && specialSchemeDefaultPorts[scheme] == port
        },
        Deviation(
            "specialSchemeWithoutSlashesHasNoHost", explains: [.host, .path],
            "§3/§4a: `scheme:/path` and `scheme:path` have no host; WHATWG reads `http:/x` and `http:x` as `http://x`"
        ) { observed in
            guard let reading = observed.reading, let wpt = observed.wptParts, observed.isSpecial,
                reading.rawAuthority == nil, !wpt.host.isEmpty
            else { return false }
            // The would-be authority is Elf's first segment; the rest of the path agrees.
            return reading.pathSegments.first?.hasSuffix(wpt.host) == true
                && Array(reading.pathSegments.dropFirst()) == wpt.path
        },
        Deviation(
            "noIDNA", explains: [.host],
            "§4a: there is no IDNA processing, the host is kept as decoded Unicode; WHATWG maps it with UTS 46 (punycode, case folding, soft hyphens removed)"
        ) { observed in
            guard let host = observed.reading?.host, let wpt = observed.wptParts, observed.isSpecial else {
                return false
            }
            return host.unicodeScalars.contains { !$0.isASCII } && wpt.host.unicodeScalars.allSatisfy(\.isASCII)
        },
        Deviation(
            "noIPv4NumberNormalisation", explains: [.host],
            "§4a: an IP literal is a dotted quad as written; WHATWG reads hex, octal and short IPv4 forms and rewrites them"
        ) { observed in
            guard let host = observed.reading?.host, let wpt = observed.wptParts, observed.isSpecial else {
                return false
            }
            return Oracle.isDottedQuad(wpt.host) && Oracle.endsInANumber(host)
        },
        Deviation(
            "opaqueHostDecodedAndLowercased", explains: [.host],
            "§4a: every host is percent-decoded once, then ASCII-lowercased; WHATWG keeps a non-special scheme's host as written, percent-encoded"
        ) { observed in
            guard let host = observed.reading?.host, let wpt = observed.wptParts, !observed.isSpecial else {
                return false
            }
            return host == Oracle.asciiLowercased(Oracle.percentDecoded(wpt.host))
        },
        Deviation(
            "ipv6LiteralAsWritten", explains: [.host],
            "§3: the host is reported as written (lowercased); WHATWG serialises an IPv6 address in its shortest form"
        ) { observed in
            guard let host = observed.reading?.host, let wpt = observed.wptParts, let address = Oracle.ipv6Address(host)
            else { return false }
            return address == Oracle.ipv6Address(wpt.host)
        },
        Deviation(
            "fileDriveLetterPipeKept", explains: [.path],
            "§4a: `|` in a path means itself, and Elf has no file-scheme rules; WHATWG turns a drive letter `C|` into `C:`"
        ) { observed in
            guard let reading = observed.reading, let wpt = observed.wptParts, reading.scheme == "file",
                reading.pathSegments.count == wpt.path.count
            else { return false }
            return zip(reading.pathSegments, wpt.path).allSatisfy { elf, whatwg in
                elf == whatwg || (Oracle.isDriveLetter(elf, "|") && whatwg == String(elf.dropLast()) + ":")
            }
        },
        Deviation(
            "fileLocalhostKept", explains: [.host],
            "§3: the host is reported as written; WHATWG empties the host `localhost` in file URLs"
        ) { observed in
            observed.reading?.scheme == "file" && observed.reading?.host == "localhost" && observed.wptParts?.host == ""
        },
        Deviation(
            "noDotSegmentRemoval", explains: [.path],
            "§3: segments are not normalised, and no placeholder or `*` binds `.` or `..`, so such a URL matches no capturing branch; WHATWG removes dot segments"
        ) { observed in
            guard let reading = observed.reading, let wpt = observed.wptParts,
                reading.pathSegments.contains(where: { $0 == "." || $0 == ".." })
            else { return false }
            return Oracle.removingDotSegments(reading.rawPath).map(Oracle.percentDecoded) == wpt.path
        },
    ]

    /// Inputs WHATWG accepts and Elf rejects, checked at the offset Elf reports.
    static let rejections: [Deviation] = [
        Deviation(
            "backslashRejected", "§3: a raw backslash anywhere is malformed; WHATWG reads it as `/` in special URLs"
        ) { observed in
            observed.failure?.reason == .backslash && observed.byteAtFailure == UInt8(ascii: "\\")
        },
        Deviation(
            "rawControlCharacterRejected",
            "§3: raw C0, DEL and C1 characters are malformed; WHATWG strips TAB, LF and CR anywhere and leading C0, and percent-encodes the rest"
        ) { observed in
            observed.failure?.reason == .controlCharacter && observed.scalarAtFailure.map(Oracle.isControl) == true
        },
        Deviation(
            "controlCharacterInScheme",
            "§4a: only space, TAB, LF, FF and CR are trimmed, at the ends; a control character left in the scheme makes it invalid, where WHATWG strips it"
        ) { observed in
            observed.failure?.reason == .invalidScheme && observed.scalarAtFailure.map(Oracle.isControl) == true
        },
        Deviation(
            "userinfoRejected", "§3: userinfo is a spoofing trick in deep links and is malformed by default"
        ) { observed in
            observed.failure?.reason == .userinfo && observed.byteAtFailure == UInt8(ascii: "@")
        },
        Deviation("strayPercentRejected", "§3: `%` not followed by two hex digits is malformed; WHATWG keeps it as is")
        { observed in
            observed.failure?.reason == .invalidPercentEscape && observed.byteAtFailure == UInt8(ascii: "%")
                && !observed.hasTwoHexDigitsAfterFailure
        },
        Deviation(
            "escapesThatAreNotUTF8Rejected",
            "§3: escapes must decode to UTF-8 anywhere; WHATWG leaves the bytes encoded"
        ) { observed in
            observed.failure?.reason == .invalidUTF8 && observed.byteAtFailure == UInt8(ascii: "%")
        },
        Deviation(
            "encodedControlInHostOrPathRejected",
            "§3: an escape decoding to a control character is malformed in the host and the path (allowed in query and fragment)"
        ) { observed in
            guard observed.failure?.reason == .encodedControlCharacter, observed.byteAtFailure == UInt8(ascii: "%"),
                let offset = observed.failure?.offset
            else { return false }
            let beforeQuery = observed.test.input.utf8.prefix(offset)
            return !beforeQuery.contains(UInt8(ascii: "?")) && !beforeQuery.contains(UInt8(ascii: "#"))
        },
        Deviation(
            "characterNotAllowedInHost",
            "§4a: raw space, `\"`, `<`, `>`, `^`, backtick, `{`, `|`, `}` are allowed only in path, query and fragment; WHATWG allows some in hosts"
        ) { observed in
            observed.failure?.reason == .invalidHost
                && observed.byteAtFailure.map { Array(" \"<>^`{|}".utf8).contains($0) } == true
        },
        Deviation(
            "delimiterOrInvisibleCharacterInHost",
            "§4a: a host that holds a delimiter, a control, or a white-space or format character, raw or once decoded, is malformed, so a host placeholder never binds one; WHATWG maps or keeps some of them"
        ) { observed in
            observed.failure?.reason == .delimiterInHost
        },
    ]

    /// Inputs WHATWG must fail and Elf accepts.
    static let acceptedFailures: [Deviation] = [
        Deviation(
            "pathReadWithoutBase",
            "§3: `/path` is a form of its own and Elf never resolves against a base; WHATWG fails because the base cannot be a base"
        ) { observed in
            observed.test.base != nil && observed.reading?.scheme == nil
        },
        Deviation(
            "specialSchemeWithoutHost",
            "§3/§4a: a URL may have no host or an empty host (`app:x`, `app:///x`); WHATWG requires one for http, https, ws, wss, ftp"
        ) { observed in
            guard let reading = observed.reading, observed.isSpecial, reading.scheme != "file" else { return false }
            return (reading.host ?? "").isEmpty
        },
        Deviation(
            "emptyHostWithEmptyPort",
            "§3: an empty port means none, and §4a rejects an empty host only with a port number; WHATWG fails on `:` after an empty host"
        ) { observed in
            observed.reading?.rawAuthority == ":"
        },
        Deviation(
            "fileURLWithPort",
            "Elf has no scheme-specific rules: a file URL may carry a port; WHATWG file URLs have none"
        ) { observed in
            observed.reading?.scheme == "file" && observed.reading?.port != nil
        },
        Deviation(
            "hostEndingInANumberIsAName",
            "§4a: an IP literal is exactly a dotted quad, any other host is text; WHATWG parses a host ending in a number as IPv4 and fails when it is not one"
        ) { observed in
            guard let host = observed.reading?.host, observed.isSpecial else { return false }
            return Oracle.endsInANumber(host)
        },
        Deviation(
            "noIDNA",
            "§4a: there is no IDNA processing; WHATWG fails where UTS 46 rejects the host (noncharacters, U+FFFD, full-width `%`, a host that maps to nothing)"
        ) { observed in
            guard let host = observed.reading?.host, observed.isSpecial else { return false }
            return host.unicodeScalars.contains { !$0.isASCII }
        },
    ]

    /// A summary table for the test log.
    static func report(_ title: String, total: Int, agreed: Int, explained: [String: Int]) -> String {
        let rows = explained.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }
        return (["URL corpus, \(title): \(total) in all, \(agreed) as WHATWG, explained by rule:"] + rows)
            .joined(separator: "\n")
    }
}

/// The schemes the WHATWG URL Standard treats specially, with their default ports.
private let specialSchemeDefaultPorts: [String: Int] = ["http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21]

// MARK: - Corpus

/// One input of the web-platform-tests URL corpus, with what the WHATWG parser makes of it.
private struct WPTURLCase: Sendable, CustomStringConvertible {
    /// The position among the inputs (comments not counted), from 1.
    let number: Int
    let input: String
    let base: String?
    /// Whether the WHATWG parser must fail.
    let failure: Bool
    /// The expected parts when it does not fail.
    let expected: WHATWGParts?

    var description: String { "corpus input #\(number) \(input.debugDescription)" }

    /// Reads `Resources/urltestdata.json`; strings in it are comments and are skipped.
    static func loadCorpus() throws -> [WPTURLCase] {
        let url = try #require(
            Bundle.module.url(forResource: "urltestdata", withExtension: "json", subdirectory: "Resources"))
        let entries = try JSONDecoder().decode([CorpusEntry<WHATWGParts>].self, from: Data(contentsOf: url))
        return entries.compactMap(\.test).enumerated().map { index, raw in
            WPTURLCase(
                number: index + 1, input: raw.input, base: raw.base, failure: raw.failure ?? false,
                expected: raw.failure == true ? nil : raw)
        }
    }
}

/// An element of a web-platform-tests JSON file: a comment string or a test object.
private enum CorpusEntry<Test: Decodable & Sendable>: Decodable, Sendable {
    case comment(String)
    case test(Test)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let comment = try? container.decode(String.self) {
            self = .comment(comment)
        } else {
            self = .test(try container.decode(Test.self))
        }
    }

    var test: Test? {
        if case .test(let test) = self { test } else { nil }
    }
}

/// The fields of a `urltestdata.json` test object that the comparison uses.
private struct WHATWGParts: Decodable, Sendable {
    var input: String
    var base: String?
    var failure: Bool?
    var `protocol`: String?
    var hostname: String?
    var port: String?
    var pathname: String?
    var search: String?
    var hash: String?
}

/// A `percent-encoding.json` test object.
private struct PercentEncodingVector: Decodable, Sendable {
    var input: String
    var output: [String: String]
}

// MARK: - Reading and comparing

/// The parts of a URL compared between Elf and WHATWG.
private enum URLPart: String, CaseIterable, Sendable, CustomStringConvertible {
    case scheme, host, port, path, query, fragment
    var description: String { rawValue }
}

/// A URL's parts as Elf defines them (ROUTING.md §3): lowercased scheme and
/// host, decoded path segments with empty ones skipped, decoded query pairs,
/// decoded fragment; a missing host or fragment is empty.
private struct URLParts: Equatable, Sendable {
    var scheme: String
    var host: String
    var port: Int?
    var path: [String]
    var query: [QueryItem]
    var fragment: String

    subscript(part: URLPart) -> String {
        switch part {
        case .scheme: scheme
        case .host: host
        case .port: port.map(String.init) ?? "none"
        case .path: path.debugDescription
        case .query: query.debugDescription
        case .fragment: fragment
        }
    }
}

/// One decoded query pair.
private struct QueryItem: Equatable, Sendable, CustomDebugStringConvertible {
    var name: String
    var value: String
    var debugDescription: String { "\(name.debugDescription)=\(value.debugDescription)" }
}

/// What Elf reads from a URL, through the scanner and the decoders the router uses.
private struct ElfReading: Sendable, Equatable {
    var scheme: String?
    var host: String?
    var port: Int?
    var pathSegments: [String]
    var queryItems: [QueryItem]
    var fragment: String?
    /// The path as written.
    var rawPath: String
    /// The authority as written, between `//` and the path, or `nil` when there is none.
    var rawAuthority: String?

    static func read(_ url: String, with scanner: URLScanner) -> Result<ElfReading, ScanFailure> {
        withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .failure(error)
            }
            func raw(_ range: Range<Int>) -> String {
                bytes.string(in: range)
            }
            let lowercase = PercentDecoding.Options(lowercase: true)
            return .success(
                ElfReading(
                    scheme: scanned.hasScheme ? PercentDecoding.string(bytes, scanned.scheme, options: lowercase) : nil,
                    host: scanned.hasAuthority ? PercentDecoding.string(bytes, scanned.host, options: lowercase) : nil,
                    port: scanned.port,
                    pathSegments: Segments(bytes: bytes, range: scanned.path).map { PercentDecoding.string(bytes, $0) },
                    queryItems: scanned.query.map { query in
                        QueryDecoder.pairs(bytes, query, plusAsSpace: true).map {
                            QueryItem(name: $0.key, value: $0.value)
                        }
                    } ?? [],
                    fragment: scanned.fragment.map { PercentDecoding.string(bytes, $0) },
                    rawPath: raw(scanned.path),
                    rawAuthority: scanned.hasAuthority
                        ? raw(scanned.scheme.upperBound + 3..<scanned.path.lowerBound) : nil))
        }
    }

    var parts: URLParts {
        URLParts(
            scheme: scheme ?? "", host: host ?? "", port: port, path: pathSegments, query: queryItems,
            fragment: fragment ?? "")
    }

    /// The public API of a router whose only route is `/*` reports the same
    /// reading, or no match when a segment is `.` or `..` (which `*` never binds).
    func checkAgainstPublicAPI(_ result: Result<Elf.RouteMatch, Elf.RouteMiss>, _ test: WPTURLCase) {
        switch result {
        case .success(let match):
            #expect(match.scheme == scheme, "\(test)")
            #expect(match.host == host, "\(test)")
            #expect(match.port == port, "\(test)")
            #expect(match.pathSegments == pathSegments, "\(test)")
            #expect(match.queryItems.map { QueryItem(name: $0.name, value: $0.value) } == queryItems, "\(test)")
            #expect(match.fragment == fragment, "\(test)")
        case .failure(let miss):
            #expect(miss.reason == .noMatchingRoute, "\(test)")
            #expect(pathSegments.contains { $0 == "." || $0 == ".." }, "\(test): `/*` did not match")
        }
    }
}

/// One corpus input with Elf's reading of it and the WHATWG parts in Elf's terms.
private struct CorpusObservation: Sendable {
    let test: WPTURLCase
    let reading: ElfReading?
    let failure: ScanFailure?

    init(test: WPTURLCase, scanner: URLScanner) {
        self.test = test
        switch ElfReading.read(test.input, with: scanner) {
        case .success(let reading):
            self.reading = reading
            self.failure = nil
        case .failure(let failure):
            self.reading = nil
            self.failure = failure
        }
    }

    var elfParts: URLParts? { reading?.parts }

    /// The expected fields, put in Elf's terms: scheme without the colon,
    /// pathname split on `/` (empty segments skipped) and percent-decoded,
    /// search split into pairs as ROUTING.md §3 says, hash decoded.
    var wptParts: URLParts? {
        guard let expected = test.expected, let scheme = expected.protocol, let pathname = expected.pathname else {
            return nil
        }
        // WHATWG writes `/.` before a path that starts with an empty segment when there is no host.
        let path = pathname.hasPrefix("/.//") ? String(pathname.dropFirst(2)) : pathname
        return URLParts(
            scheme: String(scheme.dropLast()),
            host: expected.hostname ?? "",
            port: expected.port.flatMap { Int($0) },
            path: path.split(separator: "/").map { Oracle.percentDecoded(String($0)) },
            query: Oracle.queryItems(String(expected.search?.dropFirst() ?? "")),
            fragment: Oracle.percentDecoded(String(expected.hash?.dropFirst() ?? "")))
    }

    /// Whether the scheme Elf read is one WHATWG treats specially.
    var isSpecial: Bool {
        guard let scheme = reading?.scheme ?? test.expected?.protocol.map({ String($0.dropLast()) }) else {
            return false
        }
        return scheme == "file" || specialSchemeDefaultPorts[scheme] != nil
    }

    /// The byte of the input at the offset of Elf's failure.
    var byteAtFailure: UInt8? {
        guard let offset = failure?.offset, offset < test.input.utf8.count else { return nil }
        return Array(test.input.utf8)[offset]
    }

    /// The Unicode scalar of the input starting at the offset of Elf's failure.
    var scalarAtFailure: Unicode.Scalar? {
        guard let offset = failure?.offset else { return nil }
        var bytes = 0
        for scalar in test.input.unicodeScalars {
            if bytes == offset { return scalar }
            bytes += UTF8.width(scalar)
        }
        return nil
    }

    /// Whether the failure's `%` is followed by two hexadecimal digits.
    var hasTwoHexDigitsAfterFailure: Bool {
        guard let offset = failure?.offset else { return false }
        let after = Array(test.input.utf8.dropFirst(offset + 1).prefix(2))
        return after.count == 2 && after.allSatisfy { Oracle.hexValue($0) != nil }
    }
}

// MARK: - An independent reading of WHATWG's output

/// An independent reading of what the WHATWG parser produced, sharing no code with Elf.
private enum Oracle {
    /// Percent-decodes `text` as UTF-8 with the reference matcher's decoder
    /// (independent of Elf's; bad UTF-8 becomes U+FFFD).
    static func percentDecoded(_ text: String) -> String {
        ReferenceMatcher.string(ReferenceMatcher.percentDecoded(Array(text.utf8)))
    }

    static func hexValue(_ byte: UInt8) -> UInt8? { ReferenceMatcher.hexValue(byte) }

    /// The query pairs of `query` as ROUTING.md §3 defines them.
    static func queryItems(_ query: String) -> [QueryItem] {
        query.split(separator: "&").compactMap { piece in
            let parts = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first, !name.isEmpty else { return nil }
            let decode = { (text: Substring) in percentDecoded(text.replacingOccurrences(of: "+", with: " ")) }
            return QueryItem(name: decode(name), value: parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Four decimal numbers up to 255 separated by dots.
    static func isDottedQuad(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { !$0.isEmpty && $0.count <= 3 && Int($0).map { $0 <= 255 } == true }
    }

    /// WHATWG's "ends in a number": the last label (before one trailing dot) is
    /// decimal digits, or `0x` and hex digits.
    static func endsInANumber(_ host: String) -> Bool {
        var labels = host.split(separator: ".", omittingEmptySubsequences: false)
        if labels.last == "", labels.count > 1 { labels.removeLast() }
        guard let last = labels.last, !last.isEmpty else { return false }
        if last.allSatisfy(\.isASCII) && last.allSatisfy(\.isNumber) { return true }
        return last.lowercased().hasPrefix("0x") && last.dropFirst(2).allSatisfy { $0.isASCII && $0.isHexDigit }
    }

    /// The eight 16-bit groups of a bracketed IPv6 address, or `nil`.
    static func ipv6Address(_ host: String) -> [UInt16]? {
        guard host.hasPrefix("["), host.hasSuffix("]") else { return nil }
        let text = host.dropFirst().dropLast()
        func groups(_ part: Substring) -> [UInt16]? {
            if part.isEmpty { return [] }
            var result: [UInt16] = []
            for piece in part.split(separator: ":", omittingEmptySubsequences: false) {
                if piece.contains(".") {
                    let octets = piece.split(separator: ".").compactMap { UInt16($0) }
                    guard octets.count == 4 else { return nil }
                    result += [octets[0] << 8 | octets[1], octets[2] << 8 | octets[3]]
                } else {
                    guard let value = UInt16(piece, radix: 16) else { return nil }
                    result.append(value)
                }
            }
            return result
        }
        let halves = text.components(separatedBy: "::")
        switch halves.count {
        case 1:
            return groups(text).flatMap { $0.count == 8 ? $0 : nil }
        case 2:
            guard let head = groups(Substring(halves[0])), let tail = groups(Substring(halves[1])),
                head.count + tail.count < 8
            else { return nil }
            return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
        default:
            return nil
        }
    }

    /// Whether `segment` is a Windows drive letter followed by `separator` (`C|`).
    static func isDriveLetter(_ segment: String, _ separator: Character) -> Bool {
        segment.count == 2 && segment.first!.isASCII && segment.first!.isLetter && segment.last == separator
    }

    /// WHATWG's dot-segment removal over a raw path, returning the non-empty segments.
    ///
    /// `.` and `..` may be written with `%2e`; `..` drops the segment before it,
    /// and either, when last, leaves an empty segment.
    static func removingDotSegments(_ rawPath: String) -> [String] {
        var input = rawPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if rawPath.hasPrefix("/") { input.removeFirst() }
        var output: [String] = []
        for (index, segment) in input.enumerated() {
            let lowered = segment.lowercased()
            let isLast = index == input.count - 1
            if [".", "%2e"].contains(lowered) {
                if isLast { output.append("") }
            } else if ["..", ".%2e", "%2e.", "%2e%2e"].contains(lowered) {
                if !output.isEmpty { output.removeLast() }
                if isLast { output.append("") }
            } else {
                output.append(segment)
            }
        }
        return output.filter { !$0.isEmpty }
    }
}
