/// Writes random route tables and URLs that exercise ROUTING.md §1–§3, in
/// the subset of patterns ``ReferenceMatcher`` reads.
///
/// Small alphabets make patterns collide and literals compete with
/// placeholders; URLs are mostly aimed at the table's own patterns. The
/// choices come from `Random`: a ``SeededRandom`` in `RandomRoutingTests`,
/// the fuzzer's input in the router fuzz target (`scripts/fuzz.sh` compiles
/// this file into it, so it imports nothing).
///
/// ```swift
/// var generator = RouteGenerator(random: SeededRandom(seed: 7), catchAllRate: 0.3)
/// let table = generator.table(size: 40)
/// let url = generator.url(from: table)
/// ```
struct RouteGenerator<Random: RandomChoices> {
    var random: Random
    /// Every pattern written so far, registered or not (URLs aimed at refused
    /// patterns make good near misses).
    private(set) var generated: [String] = []
    private var formsByPattern: [String: [ReferenceMatcher.Form]] = [:]

    /// How often a pattern ends in `*` or `<path:…>`: catch-alls match most
    /// URLs, so keeping them rare leaves room for misses.
    let catchAllRate: Double

    init(random: Random, catchAllRate: Double) {
        self.random = random
        self.catchAllRate = catchAllRate
    }

    // MARK: Patterns

    mutating func table(size: Int) -> [String] {
        (0..<size).map { _ in pattern() }
    }

    /// A pattern that ``ReferenceMatcher`` can read and `Elf` must accept (or refuse as a duplicate).
    mutating func pattern() -> String {
        let text = makePattern()
        generated.append(text)
        return text
    }

    private mutating func makePattern() -> String {
        var names = RouteVocabulary.names
        func placeholder(_ random: inout Random) -> String {
            let name = names.remove(at: random.int(in: 0...names.count - 1))
            let type = random.element(of: RouteVocabulary.types)
            return type == "{}" ? "{\(name)}" : "<\(type)\(name)>"
        }
        func catchAll(_ random: inout Random) -> String {
            random.chance(0.5) ? "*" : "<path:\(names.remove(at: random.int(in: 0...names.count - 1)))>"
        }

        let roll = random.int(in: 0...9)
        let isPath = roll >= 7
        var text = isPath ? "" : roll < 5 ? random.element(of: RouteVocabulary.patternSchemes) + "://" : "*://"
        if !isPath {
            switch random.int(in: 0...19) {
            case 0...10: text += random.element(of: RouteVocabulary.hostLiterals)
            case 11...17: text += placeholder(&random)
            case 18: return text + catchAll(&random)  // `https://<path:url>`, `app://*`
            default: text += random.element(of: RouteVocabulary.hostLiterals)
            }
        }
        var segments = (0..<random.int(in: 0...3)).map { _ in
            random.chance(0.55) ? random.element(of: RouteVocabulary.segmentLiterals) : placeholder(&random)
        }
        if random.chance(catchAllRate) { segments.append(catchAll(&random)) }
        if isPath, segments.isEmpty { return "/" }

        // Up to two optional groups, written `x(/a/b)` or `x/(a/b)`.
        var index = 0
        var groups = 0
        var afterWholeSegmentGroup = false
        while index < segments.count {
            guard groups < 2, random.chance(0.2) else {
                text += "/" + segments[index]
                index += 1
                afterWholeSegmentGroup = false
                continue
            }
            let length = random.int(in: 1...min(2, segments.count - index))
            let body = segments[index..<index + length].joined(separator: "/")
            // `(/…)` needs a segment (or a `(/…)` group) right before it.
            let hasPrevious = !text.isEmpty && !afterWholeSegmentGroup
            if hasPrevious, random.chance(0.5) {
                text += "(/" + body + ")"
                afterWholeSegmentGroup = false
            } else {
                text += "/(" + body + ")"
                afterWholeSegmentGroup = true
            }
            index += length
            groups += 1
        }
        return text
    }

    // MARK: URLs

    /// A URL: mostly one built from a form of one of `patterns`, sometimes
    /// changed a little, sometimes entirely made up.
    mutating func url(from patterns: [String]) -> String {
        var text =
            patterns.isEmpty || random.chance(0.12)
            ? randomURL() : url(hitting: random.element(of: patterns))
        if random.chance(0.3) { text += "?" + random.element(of: ["a=1&b=%20x", "next=/a/b?c", "a+b=c+d&&=e", ""]) }
        if random.chance(0.2) { text += "#" + random.element(of: ["frag", "k=v&x", "/a?b", ""]) }
        if random.chance(0.1) {
            text = random.element(of: [" ", "\t", "\n "]) + text + random.element(of: [" ", "\r\n"])
        }
        return text
    }

    private mutating func url(hitting pattern: String) -> String {
        if formsByPattern[pattern] == nil { formsByPattern[pattern] = ReferenceMatcher.forms(of: pattern) }
        let form = random.element(of: formsByPattern[pattern]!)
        var elements = form.elements.map { encodedValues(for: $0) }
        // Sometimes drop, add or replace an element: near misses and other winners.
        if random.chance(0.25), !elements.isEmpty {
            let index = random.int(in: 0...elements.count - 1)
            switch random.int(in: 0...2) {
            case 0: elements.remove(at: index)
            case 1: elements.insert([encode(stringValue())], at: index)
            default: elements[index] = [encode(value(ofType: random.element(of: ["int", "string", "uuid"])))]
            }
        }
        var values = elements.flatMap { $0 }
        switch form.root {
        case .scheme(let scheme):
            let spelling = random.chance(0.3) ? scheme.uppercased() : scheme
            return assemble(scheme: spelling, host: values.first ?? "", path: Array(values.dropFirst()))
        case .anyScheme:
            return assemble(
                scheme: random.element(of: RouteVocabulary.urlSchemes), host: values.first ?? "",
                path: Array(values.dropFirst()))
        case .path:
            let scheme = random.element(of: RouteVocabulary.urlSchemes)
            switch random.int(in: 0...5) {
            case 0: return "/" + values.joined(separator: "/")
            case 1:
                let domain = random.element(of: ["example.com", "localhost", "LocalHost", "127.0.0.1", "[::1]", "a.b"])
                return assemble(scheme: scheme, host: domain, path: values)
            case 2: return scheme + ":/" + values.joined(separator: "/")
            case 3: return scheme + ":" + values.joined(separator: "/")
            case 4: return scheme + ":///" + values.joined(separator: "/")
            default:
                // The first segment written as the host (§3's host-as-segment rule).
                guard !values.isEmpty else { return "/" }
                let host = values.removeFirst()
                return assemble(scheme: scheme, host: host, path: values)
            }
        }
    }

    private mutating func randomURL() -> String {
        let host = random.chance(0.5) ? random.element(of: RouteVocabulary.hostLiterals) : encode(stringValue())
        let path = (0..<random.int(in: 0...4)).map { _ in
            random.chance(0.5) ? random.element(of: RouteVocabulary.segmentLiterals) : encode(stringValue())
        }
        return assemble(scheme: random.element(of: RouteVocabulary.urlSchemes), host: host, path: path)
    }

    /// `scheme://host[:port]/path`, with the odd doubled or trailing slash.
    private mutating func assemble(scheme: String, host: String, path: [String]) -> String {
        var url = scheme + "://" + host
        if !host.isEmpty, random.chance(0.1) { url += random.element(of: [":8080", ":", ":0", ":65535"]) }
        for segment in path { url += (random.chance(0.05) ? "//" : "/") + segment }
        if random.chance(0.1) { url += "/" }
        return url
    }

    // MARK: Values

    /// The encoded URL elements standing for one pattern element.
    private mutating func encodedValues(for element: ReferenceMatcher.Element) -> [String] {
        switch element {
        case .literal(let bytes):
            let literal = String(decoding: bytes, as: UTF8.self)
            // Hosts compare ignoring case; paths do not, so a case change there is a miss.
            return [encode(random.chance(0.15) ? flipCase(literal) : literal)]
        case .placeholder(let type, _):
            let type = random.chance(0.8) ? type : random.element(of: ["int", "double", "bool", "uuid", "string"])
            return [encode(value(ofType: type))]
        case .path:
            return (0..<random.int(in: 1...3)).map { _ in encode(stringValue()) }
        case .wildcard:
            return (0..<random.int(in: 0...3)).map { _ in encode(stringValue()) }
        }
    }

    private mutating func value(ofType type: String) -> String {
        switch type {
        case "int":
            random.chance(0.6)
                ? String(Int64.random(in: -1000...1000_000, using: &random))
                : random.element(of: [
                    "007", "-0", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "+5", "1.5",
                    "-", "٣",
                ])
        case "double":
            random.element(of: [
                "1.5", "-2e10", "3", "0.25", "1E+3", "2e-3", "1e999", "1.", "-.5", ".5", "nan", "inf", "1e", "12",
            ])
        case "bool":
            random.element(of: ["true", "FALSE", "Yes", "no", "1", "0", "2", "truee", "on"])
        case "uuid":
            random.chance(0.85) ? uuid() : String(uuid().dropLast()) + random.element(of: ["", "g", "-"])
        default:
            stringValue()
        }
    }

    private mutating func uuid() -> String {
        let hex = Array("0123456789abcdefABCDEF")
        return [8, 4, 4, 4, 12].map { count in String((0..<count).map { _ in random.element(of: hex) }) }
            .joined(separator: "-")
    }

    /// A decoded string value: often a pattern literal (so literals and
    /// placeholders compete), otherwise text that needs escaping.
    private mutating func stringValue() -> String {
        if random.chance(0.3) {
            let literal = random.element(of: RouteVocabulary.segmentLiterals)
            return ReferenceMatcher.string(ReferenceMatcher.percentDecoded(Array(literal.utf8)))
        }
        if random.chance(0.03) { return random.element(of: [".", ".."]) }
        let alphabet = [
            "a", "b", "z", "A", "0", "7", "-", ".", "_", "~", " ", "/", "%", "?", "#", "&", "=", "+", ":", "@",
            "é", "中", "😀", "e\u{301}", "\u{301}x",
        ]
        return (0..<random.int(in: 1...4)).map { _ in random.element(of: alphabet) }.joined()
    }

    /// Percent-encodes what must be, and some of what need not be.
    private mutating func encode(_ text: String) -> String {
        var encoded = ""
        for scalar in text.unicodeScalars {
            let raw: Bool
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~": raw = !random.chance(0.1)
            case "+": raw = random.chance(0.5)
            case _ where !scalar.isASCII: raw = random.chance(0.5)
            default: raw = false
            }
            if raw {
                encoded.unicodeScalars.append(scalar)
            } else {
                let digits = Array(random.chance(0.5) ? "0123456789ABCDEF" : "0123456789abcdef")
                for byte in String(scalar).utf8 {
                    encoded += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
                }
            }
        }
        return encoded
    }

    private mutating func flipCase(_ text: String) -> String {
        String(text.map { $0.isASCII && random.chance(0.5) ? Character($0.uppercased()) : $0 })
    }
}

/// The small alphabets ``RouteGenerator`` writes patterns and URLs from
/// (stored here: a generic type cannot hold static stored properties).
enum RouteVocabulary {
    // `App` and `app` are one scheme; `h%41` is the host `ha`; `%61` is the literal `a`.
    static let patternSchemes = ["app", "App", "web", "my-app.v2+x"]
    static let urlSchemes = ["app", "APP", "web", "my-app.v2+x", "other"]
    static let hostLiterals = ["h", "host", "Host", "a.b", "h%41", "localhost"]
    static let segmentLiterals = ["a", "b", "ab", "A", "%61", "é", "x-y", "a.b", "c~"]
    static let types = ["", "string:", "{}", "int:", "double:", "float:", "bool:", "uuid:"]
    static let names = ["id", "x", "name", "n_1", "Y", "q"]
}
