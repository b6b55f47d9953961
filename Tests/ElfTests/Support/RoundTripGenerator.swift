// The fuzz build compiles this file into the module Elf itself (`-D ELF_FUZZ_TARGET`).
#if !ELF_FUZZ_TARGET
    @testable import Elf
#endif

/// Writes random patterns with values that fit them, for the reverse-routing
/// round trip: every such example must build a URL that matches back.
///
/// The choices come from `Random`: a ``SeededRandom`` in
/// `ReverseRoutingTests`, the fuzzer's input in the reverse fuzz target
/// (`scripts/fuzz.sh` compiles this file into it, where it imports nothing).
///
/// ```swift
/// var generator = RoundTripGenerator(random: SeededRandom(seed: 7))
/// let example = generator.example()   // pattern, values, params, query
/// ```

struct RoundTripGenerator<Random: RandomChoices> {
    struct Example {
        var pattern: String
        /// Everything handed to `requireURL`.
        var values: [String: String]
        /// What the match must bind.
        var params: [String: String]
        /// What the match's query must hold.
        var query: [String: String]
    }

    var random: Random

    init(random: Random) {
        self.random = random
    }

    mutating func example() -> Example {
        var names = ["id", "x", "name", "n_1", "Y", "q", "rest", "tail"]
        var pattern = ""
        var values: [String: String] = [:]
        var params: [String: String] = [:]
        let isPath = random.chance(0.25)

        func takeName(_ random: inout Random) -> String {
            names.remove(at: random.int(in: 0...names.count - 1))
        }
        func placeholder(_ random: inout Random, isHost: Bool) -> (text: String, name: String, value: String) {
            let name = takeName(&random)
            let type = random.element(of: RoundTripVocabulary.types)
            let text = type == "{}" ? "{\(name)}" : "<\(type)\(name)>"
            return (text, name, Self.value(ofType: type, isHost: isHost, &random))
        }

        if !isPath {
            pattern = random.element(of: RoundTripVocabulary.schemes) + "://"
            switch random.int(in: 0...9) {
            case 0...5:
                pattern += random.element(of: RoundTripVocabulary.hostLiterals)
            case 6...8:
                let host = placeholder(&random, isHost: true)
                pattern += host.text
                values[host.name] = host.value
                params[host.name] = host.value
            default:
                // A catch-all in the host position: the host, then the path.
                let name = random.chance(0.5) ? "*" : takeName(&random)
                let value = ([Self.hostValue(&random)] + (0..<random.int(in: 0...2)).map { _ in Self.string(&random) })
                    .joined(separator: "/")
                pattern += name == "*" ? "*" : "<path:\(name)>"
                values[name] = value
                params[name] = value
                return finish(pattern, values, params)
            }
        }

        let segments: [(text: String, bound: [String: String])] = (0..<random.int(in: 0...4)).map { _ in
            if random.chance(0.45) { return (random.element(of: RoundTripVocabulary.segmentLiterals), [:]) }
            let item = placeholder(&random, isHost: false)
            return (item.text, [item.name: item.value])
        }
        // At most one optional group, over whole segments, given all or none of its values.
        var group: Range<Int>?
        if !segments.isEmpty, random.chance(0.3) {
            let start = random.int(in: 0...segments.count - 1)
            group = start..<random.int(in: start + 1...segments.count)
        }
        for (index, segment) in segments.enumerated() {
            pattern += group?.lowerBound == index ? "/(" : "/"
            pattern += segment.text
            if group?.upperBound == index + 1 { pattern += ")" }
        }
        let includesGroup = random.chance(0.5)
        for (index, segment) in segments.enumerated() where group?.contains(index) != true || includesGroup {
            values.merge(segment.bound) { first, _ in first }
            params.merge(segment.bound) { first, _ in first }
        }

        if random.chance(0.35) {
            let name = random.chance(0.5) ? "*" : takeName(&random)
            let count = random.int(in: name == "*" ? 0...3 : 1...3)
            let value = (0..<count).map { _ in Self.string(&random) }.joined(separator: "/")
            pattern += name == "*" ? "/*" : "/<path:\(name)>"
            if name != "*" || count > 0 || random.chance(0.5) { values[name] = value }
            params[name] = value
        }
        if pattern.isEmpty { pattern = "/" }
        return finish(pattern, values, params)
    }

    /// Adds a few values the pattern does not name: they become the query.
    private mutating func finish(_ pattern: String, _ values: [String: String], _ params: [String: String]) -> Example {
        var values = values
        var query: [String: String] = [:]
        for _ in 0..<random.int(in: 0...2) {
            let name = "k" + Self.string(&random)
            let value = random.chance(0.2) ? "" : Self.string(&random) + (random.chance(0.1) ? "\u{1}" : "")
            values[name] = value
            query[name] = value
        }
        return Example(pattern: pattern, values: values, params: params, query: query)
    }

    /// A value for one segment: any text but `/`, `.`, `..` or controls.
    static func string(_ random: inout Random) -> String {
        var text = (0..<random.int(in: 1...6)).map { _ in random.element(of: RoundTripVocabulary.alphabet) }.joined()
        // `<path:>` and `*` values are joined by the caller; one segment has no `/`.
        text = text.replacingSlashes()
        return text == "." || text == ".." ? text + "a" : text
    }

    /// A host value: lowercase, because hosts are read lowercased, and free
    /// of the delimiters and invisible characters a host cannot hold (§4a).
    static func hostValue(_ random: inout Random) -> String {
        let text = string(&random)
        let lowered = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    if URLScanner.isForbiddenInDecodedHost(scalar) { return "x" }
                    return ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
                }))
        return lowered == "." || lowered == ".." ? lowered + "a" : lowered
    }

    static func value(ofType type: String, isHost: Bool, _ random: inout Random) -> String {
        switch type {
        case "double:", "float:":
            return random.element(of: ["1.5", "-2e10", "3", "0.25", "1E+3", "2e-3", "-0.0", "12345678901234567890"])
                .lowercased()
        case "int:":
            return String(Int64.random(in: Int64.min...Int64.max, using: &random))
        case "bool:":
            let value = random.element(of: ["true", "FALSE", "Yes", "no", "1", "0"])
            return isHost ? value.lowercased() : value
        case "uuid:":
            let hex = Array(isHost ? "0123456789abcdef" : "0123456789abcdefABCDEF")
            return [8, 4, 4, 4, 12].map { count in String((0..<count).map { _ in random.element(of: hex) }) }
                .joined(separator: "-")
        case "word:":
            let letters = Array(isHost ? "abcxyz019é" : "abcXYZ019éÉ中")
            return String((0..<random.int(in: 1...5)).map { _ in random.element(of: letters) })
        default:
            return isHost ? hostValue(&random) : string(&random)
        }
    }
}

extension String {
    /// The text with every `/` replaced by `|`.
    ///
    /// Replacing rather than drawing again: a fuzzer's finite input could run
    /// out before a draw without `/` came up.
    fileprivate func replacingSlashes() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "/" ? "|" : $0 }))
    }
}

/// The small alphabets ``RoundTripGenerator`` writes patterns and values from
/// (stored here: a generic type cannot hold static stored properties).
enum RoundTripVocabulary {
    static let schemes = ["app", "my-app.v2+x", "HTTPS"]
    static let hostLiterals = ["h", "host", "a.b", "Caf%C3%A9", "x-y"]
    static let segmentLiterals = ["a", "B", "%61", "é", "a+b", "x~y", "%2F", "c;d=e"]
    static let types = ["", "string:", "{}", "int:", "double:", "float:", "bool:", "uuid:", "word:"]
    static let alphabet = [
        "a", "b", "z", "A", "Q", "0", "7", "-", ".", "_", "~", " ", "/", "%", "?", "#", "&", "=", "+", ":", "@",
        ";", ",", "!", "*", "'", "(", "[", "]", "\"", "<", "\\", "é", "É", "中", "😀", "e\u{301}", "\u{301}x",
        "%2F", "%zz", "\u{A0}", "\u{FEFF}",
    ]
}
