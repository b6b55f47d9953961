import Foundation

extension Elf.URLAllowlist {
    /// The longest URL, in UTF-8 bytes, that ``validate(_:)`` accepts.
    public static let maxLength = 2048

    /// The URL `text` names, normalized, if it is well formed and the allowlist
    /// accepts its scheme, host and port; otherwise an error naming the reason.
    ///
    /// The result has a lowercase scheme and host and no default port; the
    /// path, query and fragment are kept as written. Queries and fragments are
    /// allowed. Rejected, in this order: text longer than ``maxLength``;
    /// whitespace, raw control or non-ASCII characters; backslashes; bad or
    /// control percent-escapes; a missing or unlisted scheme; no `//`
    /// authority; userinfo; an encoded, invalid, IP-address or unlisted host;
    /// punycode subdomains; an unlisted port; `.`/`..` path segments (also
    /// encoded, or with path parameters: `..;x`); and encoded `/` or `\` in
    /// the path.
    ///
    /// ```swift
    /// let allowlist = URLAllowlist(schemes: ["https"], hosts: [.domain("example.com")])
    /// try allowlist.validate("https://a.example.com/x")          // accepted
    /// try allowlist.validate("https://example.com@evil.com/")     // throws: userinfo
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`, which is capped at
    ///   ``maxLength``.
    /// - Throws: ``Elf/InputError`` with the reason.
    public func validate(_ text: String) throws(Elf.InputError) -> URL {
        let normalized: String
        do {
            normalized = try normalize(Array(text.utf8))
        } catch {
            throw Elf.InputError(url: text, reason: error.reason)
        }
        guard let url = URL(string: normalized) else {
            throw Elf.InputError(url: text, reason: .malformed)
        }
        return url
    }

    /// Whether `text` passes ``validate(_:)``.
    public func accepts(_ text: String) -> Bool {
        (try? validate(text)) != nil
    }

    private struct Rejection: Error {
        let reason: Elf.InputError.Reason
        init(_ reason: Elf.InputError.Reason) { self.reason = reason }
    }

    private func normalize(_ bytes: [UInt8]) throws(Rejection) -> String {
        guard !bytes.isEmpty else { throw Rejection(.empty) }
        guard bytes.count <= Self.maxLength else { throw Rejection(.tooLong(limit: Self.maxLength)) }
        try checkCharacters(bytes)
        let (scheme, afterScheme) = try readScheme(bytes)
        guard schemes.contains(scheme) else { throw Rejection(.disallowedScheme(scheme)) }
        guard afterScheme + 1 < bytes.count, bytes[afterScheme] == slash, bytes[afterScheme + 1] == slash else {
            throw Rejection(.missingAuthority)
        }
        let authorityStart = afterScheme + 2
        var authorityEnd = authorityStart
        while authorityEnd < bytes.count, !isAuthorityEnd(bytes[authorityEnd]) { authorityEnd += 1 }
        let authority = bytes[authorityStart..<authorityEnd]
        if authority.contains(at) { throw Rejection(.userinfo) }
        if authority.contains(percent) { throw Rejection(.encodedHost) }
        if authority.first == openBracket { throw Rejection(.ipAddressHost) }
        let colon = authority.firstIndex(of: colonByte)
        let hostBytes = authority[authorityStart..<(colon ?? authorityEnd)]
        let port = try readPort(colon.map { authority[($0 + 1)...] }, scheme: scheme)
        let host = try checkHost(hostBytes)
        let rest = bytes[authorityEnd...]
        try checkPath(rest)
        var result = scheme + "://" + host
        if let port { result += ":\(port)" }
        result += String(decoding: rest, as: UTF8.self)
        return result
    }

    private func checkCharacters(_ bytes: [UInt8]) throws(Rejection) {
        if isWhitespace(bytes[0]) || isWhitespace(bytes[bytes.count - 1]) { throw Rejection(.whitespace) }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { throw Rejection(.controlCharacter) }
            if byte == space { throw Rejection(.whitespace) }
            if byte >= 0x80 { throw Rejection(.nonASCII) }
            if byte == backslash { throw Rejection(.backslash) }
            if byte == percent {
                index = try checkEscapes(bytes, from: index)
                continue
            }
            index += 1
        }
    }

    /// Checks the run of percent escapes that starts at `start`, decoded as
    /// UTF-8, and returns the index after it.
    ///
    /// Elf's own URL reader treats escaped C1 controls as malformed; the
    /// allowlist must not be weaker. Each decoded scalar is checked: C0 and
    /// C1 controls and DEL, line separators and bidirectional controls (they
    /// disguise text in logs and UIs), and scalars whose low byte is CR or LF
    /// (`U+560A U+560D`, `%E5%98%8A%E5%98%8D`: servers that keep only each
    /// character's low byte turn them into CRLF). Bytes that do not form
    /// UTF-8 are left for Foundation to judge, as before.
    ///
    /// The CR/LF low-byte rule also refuses 2 in 256 encoded CJK and other
    /// non-Latin characters (U+560A 嘊 among them): a redirect target rarely
    /// holds them encoded, and one that does cannot be told from the attack.
    ///
    /// - Complexity: O(*n*) in the length of the run.
    private func checkEscapes(_ bytes: [UInt8], from start: Int) throws(Rejection) -> Int {
        var decoded: [UInt8] = []
        var index = start
        while index < bytes.count, bytes[index] == percent {
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { throw Rejection(.malformedPercentEncoding) }
            decoded.append(high << 4 | low)
            index += 3
        }
        var iterator = decoded.makeIterator()
        var utf8 = UTF8()
        decoding: while true {
            switch utf8.decode(&iterator) {
            case .scalarValue(let scalar):
                if Self.isForbiddenEncoded(scalar.value) { throw Rejection(.encodedControlCharacter) }
            case .error:
                continue  // bytes that are not UTF-8: Foundation judges them, as before
            case .emptyInput:
                break decoding
            }
        }
        return index
    }

    /// Whether an encoded scalar must be refused (see ``checkEscapes(_:from:)``).
    private static func isForbiddenEncoded(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x200E, 0x200F, 0x061C: return true  // directional marks
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidirectional embeddings, overrides, isolates
        case 0x100...: return value & 0xFF == 0x0A || value & 0xFF == 0x0D  // a CR or LF low byte
        default: return false
        }
    }

    private func readScheme(_ bytes: [UInt8]) throws(Rejection) -> (String, Int) {
        guard isLetter(bytes[0]) else { throw Rejection(.missingScheme) }
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == colonByte {
                return (String(decoding: bytes[0..<index], as: UTF8.self).lowercased(), index + 1)
            }
            guard isLetter(byte) || isDigit(byte) || byte == plus || byte == minus || byte == dot else {
                throw Rejection(.missingScheme)
            }
            index += 1
        }
        throw Rejection(.missingScheme)
    }

    private func readPort(_ digits: ArraySlice<UInt8>?, scheme: String) throws(Rejection) -> Int? {
        guard let digits else { return nil }
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(isDigit) else { throw Rejection(.invalidPort) }
        let port = digits.reduce(0) { $0 * 10 + Int($1 - zero) }
        guard port <= 65535 else { throw Rejection(.invalidPort) }
        if port == Self.defaultPort(of: scheme) { return nil }
        guard ports.contains(port) else { throw Rejection(.disallowedPort(port)) }
        return port
    }

    private static func defaultPort(of scheme: String) -> Int? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        default: nil
        }
    }

    private func checkHost(_ bytes: ArraySlice<UInt8>) throws(Rejection) -> String {
        guard !bytes.isEmpty else { throw Rejection(.invalidHost) }
        let host = String(decoding: bytes, as: UTF8.self).lowercased()
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        for label in labels {
            guard !label.isEmpty, label.utf8.count <= 63,
                label.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == minus })
            else { throw Rejection(.invalidHost) }
        }
        // WHATWG URL: a host whose last label is a number (decimal, octal or
        // 0x-hex) is parsed as an IPv4 address, in any of its spellings.
        if let last = labels.last, Self.isNumeric(last) { throw Rejection(.ipAddressHost) }
        for label in labels where label.first == "-" || label.last == "-" { throw Rejection(.invalidHost) }
        guard let suffixLength = matchedSuffixLength(host) else { throw Rejection(.disallowedHost(host)) }
        let subdomain = host.dropLast(suffixLength)
        if subdomain.split(separator: ".").contains(where: { $0.hasPrefix("xn--") }) { throw Rejection(.punycodeHost) }
        return host
    }

    /// The length of the allowlisted name `host` matched, or `nil`.
    private func matchedSuffixLength(_ host: String) -> Int? {
        var best: Int?
        for entry in hosts {
            switch entry {
            case .exact(let name) where name == host:
                return host.count
            case .domain(let name) where host == name || host.hasSuffix("." + name):
                best = max(best ?? 0, name.count)
            default:
                continue
            }
        }
        return best
    }

    private static func isNumeric(_ label: Substring) -> Bool {
        let utf8 = label.utf8
        if utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return true }
        let lower = label.lowercased()
        guard lower.hasPrefix("0x") else { return false }
        return lower.dropFirst(2).utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    private func checkPath(_ rest: ArraySlice<UInt8>) throws(Rejection) {
        if rest.starts(with: [slash, slash]) { throw Rejection(.protocolRelativePath) }
        var segmentStart = rest.startIndex
        var index = rest.startIndex
        while true {
            let atEnd = index == rest.endIndex || rest[index] == question || rest[index] == hash
            if atEnd || rest[index] == slash {
                if Self.isDotSegment(rest[segmentStart..<index]) { throw Rejection(.dotSegment) }
                if atEnd { return }
                segmentStart = index + 1
            } else if rest[index] == percent {
                let decoded = Self.decodedTwice(rest, at: index)
                if decoded == slash || decoded == backslash { throw Rejection(.encodedSlash) }
            }
            index += 1
        }
    }

    /// The byte the escape at `index` stands for, decoding `%25` once more.
    ///
    /// `%252f` is `/` to a server that decodes twice. The escape was checked
    /// when the characters were.
    private static func decodedTwice(_ rest: ArraySlice<UInt8>, at index: Int) -> UInt8 {
        let once = hexValue(rest[index + 1])! << 4 | hexValue(rest[index + 2])!
        guard once == percent, index + 4 < rest.endIndex, let high = hexValue(rest[index + 3]),
            let low = hexValue(rest[index + 4])
        else { return once }
        return high << 4 | low
    }

    /// Whether `segment` is `.` or `..`, also encoded (`%2e`), encoded twice
    /// (`%252e`), or followed by path parameters (`..;x`, `..%3bx`), which
    /// servers such as Tomcat drop before resolving the path, so `/..;/admin`
    /// climbs out of the directory.
    private static func isDotSegment(_ segment: ArraySlice<UInt8>) -> Bool {
        var text = String(decoding: segment, as: UTF8.self).lowercased()
        // Decoded twice at most, as a server that decodes twice would.
        text = text.replacingOccurrences(of: "%25", with: "%")
        text = text.replacingOccurrences(of: "%2e", with: ".").replacingOccurrences(of: "%3b", with: ";")
        let name = text.prefix { $0 != ";" }
        return name == "." || name == ".."
    }
}

private let slash = UInt8(ascii: "/")
private let backslash = UInt8(ascii: "\\")
private let percent = UInt8(ascii: "%")
private let at = UInt8(ascii: "@")
private let colonByte = UInt8(ascii: ":")
private let question = UInt8(ascii: "?")
private let hash = UInt8(ascii: "#")
private let openBracket = UInt8(ascii: "[")
private let space = UInt8(ascii: " ")
private let plus = UInt8(ascii: "+")
private let minus = UInt8(ascii: "-")
private let dot = UInt8(ascii: ".")
private let zero = UInt8(ascii: "0")

private func isAuthorityEnd(_ byte: UInt8) -> Bool { byte == slash || byte == question || byte == hash }
private func isWhitespace(_ byte: UInt8) -> Bool { byte == space || (byte >= 0x09 && byte <= 0x0D) }
private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
}
