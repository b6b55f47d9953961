/// libFuzzer target for reverse routing: build a URL from a pattern and
/// values (`url(for:_:through:)`), then match it.
///
/// Two kinds of input:
///
/// - `G` then bytes: a pattern with values that fit it, written by
///   ``RoundTripGenerator`` (the round-trip test's own); the URL must build (or be refused as reading
///   another optional group, as in the tests) and match back with exactly
///   the values.
/// - Anything else: text lines. `P pattern` is the pattern (else the first
///   line), `C flags` the configuration (``fuzzConfiguration(_:base:)``), and
///   every other line a value, `name=value` (`\n`, `\t`, `\\` and `\xHH`
///   escapes allowed). Anything may fail to build; what builds must round-trip,
///   and a refusal must be true of the values (the value named is empty,
///   not of its type, ...).
///
/// The round trip (ReverseRouting.md): matched against a router holding only
/// the pattern, the URL gives back the pattern, the values it names as
/// params (`*` binds `""` when it has no value) and the other values as the
/// query; building again from what matched gives the same URL.
/// One input of this target (the entry point, `FuzzMain.swift`, picks the target).
func fuzzReverse(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if bytes.first == UInt8(ascii: "G") {
        var random = FuzzBytes(Array(bytes.dropFirst()))
        let configuration = Elf.Configuration(
            caseInsensitivePaths: random.chance(0.2), decodesPlusAsSpace: random.chance(0.5))
        var grammar = RoundTripGenerator(random: random)
        let example = grammar.example()
        ReverseCase(
            pattern: example.pattern, values: example.values, configuration: configuration,
            expected: (example.params, example.query)
        ).check()
    } else {
        ReverseCase(TaggedLines(fuzzText(data, size))).check()
    }
    return 0
}

private struct ReverseCase {
    let pattern: String
    let values: [String: String]
    let configuration: Elf.Configuration
    /// For grammar cases, what the match must bind and its query.
    let expected: (params: [String: String], query: [String: String])?

    init(
        pattern: String, values: [String: String], configuration: Elf.Configuration,
        expected: (params: [String: String], query: [String: String])?
    ) {
        self.pattern = pattern
        self.values = values
        self.configuration = configuration
        self.expected = expected
    }

    init(_ lines: TaggedLines) {
        configuration = fuzzConfiguration(lines.texts("C").first ?? "", base: Elf.Configuration(maxURLLength: 512))
        var rest = lines.lines.filter { $0.tag != "C" && $0.tag != "P" }.map { line in
            line.tag.map { "\($0) \(line.text)" } ?? line.text
        }
        if let first = lines.texts("P").first {
            pattern = first
        } else {
            pattern = rest.isEmpty ? "" : rest.removeFirst()
        }
        var values: [String: String] = [:]
        for line in rest.prefix(12) {
            let text = line.hasPrefix("V ") ? String(line.dropFirst(2)) : line
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            values[Self.unescaped(String(parts[0]))] = parts.count > 1 ? Self.unescaped(String(parts[1])) : ""
        }
        self.values = values
        expected = nil
    }

    /// `text` with `\n`, `\t`, `\\` and `\xHH` escapes replaced by their bytes.
    static func unescaped(_ text: String) -> String {
        var output: [UInt8] = []
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            guard byte == ASCII.backslash, let next = bytes.first else {
                output.append(byte)
                continue
            }
            switch next {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case ASCII.backslash: output.append(ASCII.backslash)
            case UInt8(ascii: "x"):
                let digits = bytes.dropFirst().prefix(2)
                if digits.count == 2, let high = ASCII.hexValue(digits.first!), let low = ASCII.hexValue(digits.last!) {
                    output.append(high << 4 | low)
                    bytes = bytes.dropFirst(2)
                } else {
                    output += [byte, next]
                }
            default: output += [byte, next]
            }
            bytes = bytes.dropFirst()
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The `/`-separated parts of a value, split on bytes as the URL reader
    /// splits (a `/` followed by a combining mark is still a separator).
    static func segments(_ text: String) -> [[UInt8]] {
        text.utf8.split(separator: ASCII.slash, omittingEmptySubsequences: false).map(Array.init)
    }

    /// A router as the tests make it: with an identity custom type `word`.
    func makeRouter() -> Elf {
        let elf = Elf(configuration: configuration)
        do {
            try elf.addPlaceholderType("word") { text in
                text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) } ? text : nil
            }
        } catch {
            fatalError("cannot add the placeholder type word: \(error)")
        }
        return elf
    }

    func check() {
        let elf = makeRouter()
        let built = Result { () throws(Elf.ReverseRoutingError) in try elf.url(for: pattern, values) }
        switch built {
        case .success(let url): checkRoundTrip(url, elf)
        case .failure(let error): checkRefusal(error, elf)
        }
    }

    /// Registers the pattern; `false` when two of its own forms clash (url(for:_:) does not register).
    func register(in elf: Elf) -> Bool {
        do {
            try elf.register(pattern) { FuzzHandler() }
            return true
        } catch {
            guard case .duplicate = error.reason else {
                fatalError("fuzz invariant broken: url(for:_:) reads \(pattern), register refuses it: \(error)")
            }
            return false
        }
    }

    func checkRoundTrip(_ url: String, _ elf: Elf) {
        require(url.utf8.count <= configuration.maxURLLength, "\(url) is longer than \(configuration.maxURLLength)")
        guard register(in: elf) else { return }
        guard let match = elf.match(url) else {
            fatalError(
                "fuzz invariant broken: \(pattern) \(values) built \(url.debugDescription), which does not match")
        }
        require(match.pattern == pattern, "\(url.debugDescription) matched \(match.pattern), not \(pattern)")
        let forms = elf.locked { $0.parser }.parseOrStop(pattern).forms
        let names = Set(forms.flatMap(\.parameterNames))
        var params = values.filter { names.contains($0.key) }
        if match.parameterNames.contains("*"), params["*"] == nil { params["*"] = "" }
        // The query: the values no placeholder takes, and each of the pattern's
        // query constraints, which the URL carries as written (a literal) or
        // with its placeholder's value; a constraint's key is written once.
        var query = values.filter { !names.contains($0.key) }
        for constraint in forms.first?.query ?? [] {
            let key = String(decoding: constraint.key, as: UTF8.self)
            switch constraint.value {
            case .literal(let value): query[key] = String(decoding: value, as: UTF8.self)
            case .placeholder(let name, _): query[key] = values[name]
            }
        }
        require(match.params == params, "\(pattern) \(values): \(url.debugDescription) binds \(match.params)")
        require(
            match.queryParams == query,
            "\(pattern) \(values): \(url.debugDescription) has the query \(match.queryParams)")
        if let expected {
            require(
                match.params == expected.params,
                "\(url.debugDescription) binds \(match.params), expected \(expected.params)")
            require(match.queryParams == expected.query, "\(url.debugDescription) has the query \(match.queryParams)")
        }
        // Building again from what matched gives the same URL. A query key that
        // is also a placeholder's name (`app://a(/b/<x>)?x=1`) stays out: given
        // as a value, it would fill the placeholder, a different URL the
        // caller asked for.
        let again = Result { () throws(Elf.ReverseRoutingError) in
            try elf.url(
                for: pattern,
                match.params.merging(match.queryParams.filter { !names.contains($0.key) }) { first, _ in first })
        }
        require(again.success == url, "\(url.debugDescription) built again from its match: \(again)")
    }

    func checkRefusal(_ error: Elf.ReverseRoutingError, _ elf: Elf) {
        _ = error.description
        require(error.pattern == pattern, "\(error) names another pattern")
        let value = error.placeholder.flatMap { values[$0] }
        switch error.reason {
        case .invalidPattern(let patternError):
            do {
                try elf.register(pattern) { FuzzHandler() }
                fatalError("fuzz invariant broken: url(for:_:) says \(patternError), but register takes \(pattern)")
            } catch {
                require(error == patternError, "url(for:_:) says \(patternError), register \(error)")
            }
            return
        case .otherForm(let url, let binds):
            guard register(in: elf) else { return }
            let match = elf.match(url)
            require(
                match?.pattern == pattern,
                "\(error): \(url.debugDescription) matches \(String(describing: match?.pattern))")
            require(
                match?.parameterNames == binds, "\(error): the match binds \(String(describing: match?.parameterNames))"
            )
            return
        case .anyScheme: require(pattern.utf8.starts(with: "*://".utf8), "\(error): not a *:// pattern")
        case .missingValue:
            require(error.placeholder != nil && value == nil, "\(error): the value is \(String(describing: value))")
        case .emptyValue: require(value == "", "\(error): the value is \(String(describing: value))")
        case .invalidValue(let text, _): require(value == text, "\(error): the value is \(String(describing: value))")
        case .emptySegmentInValue(let text):
            require(
                value == text && Self.segments(text).contains([]), "\(error)")
        case .dotSegmentInValue(let text):
            require(
                value == text
                    && Self.segments(text).contains { $0 == Array(".".utf8) || $0 == Array("..".utf8) },
                "\(error)")
        case .delimiterInHostValue(let text):
            // A catch-all that starts at the host reports its whole value.
            require(
                value == text && text.unicodeScalars.contains(where: URLScanner.isForbiddenInDecodedHost), "\(error)")
        case .controlCharacterInValue(let text):
            require(
                value == text && text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "\(error)")
        case .uppercaseHost(let text):
            require(value == text && text.utf8.contains(where: ASCII.isUppercase), "\(error)")
        case .incompleteGroup(let given):
            require(value == nil && values[given] != nil, "\(error): the values are \(values)")
        case .emptyQueryName: require(values[""] != nil, "\(error): no empty name in \(values)")
        case .tooLong(let limit): require(limit == configuration.maxURLLength, "\(error): limit \(limit)")
        case .unsupportedValue, .doesNotRouteBack:
            require(false, "\(error): only a route value's URL is refused so, not a pattern's")
        case .notAPathPattern, .unknownEntryPoint:
            require(false, "\(error): only a URL through an entry point is refused so")
        default:
            require(false, "\(error): not a reason reverse routing gives")
        }
        // The grammar writes values that fit: only another form's reading may refuse them.
        require(expected == nil, "\(pattern) \(values) cannot build: \(error)")
    }
}

extension PatternParser {
    /// The compiled pattern, for a text the router has already read.
    func parseOrStop(_ text: String) -> RoutePattern {
        do {
            return try parse(text)
        } catch {
            fatalError("fuzz invariant broken: \(text) parsed before, now \(error)")
        }
    }
}
