/// A slow, direct reading of ROUTING.md §3 and §4a, for the URL-reader
/// target to compare `URLScanner` with: which URLs are malformed, and how
/// the others split.
///
/// It shares no code with the library (not even its character classes): it
/// trims, splits on the delimiters with array searches, then checks each
/// rule of the contract in turn, component by component. Only the verdict
/// and the split are compared, not the reason or the column: the scanner
/// reports the leftmost problem, which this reading does not try to find.
struct ReferenceURLReader {
    /// The parts of a URL that was read, as raw byte ranges of the untrimmed input.
    struct Split: Equatable {
        var scheme: Range<Int>?
        var host: Range<Int>?
        var port: Int?
        var path: Range<Int>
        var query: Range<Int>?
        var fragment: Range<Int>?
    }

    var maxLength = 8192
    var allowsUserinfo = false

    /// The split of `bytes`, or `nil` when the contract calls the URL malformed.
    func read(_ bytes: [UInt8]) -> Split? {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0C, 0x0D]
        var start = 0
        var end = bytes.count
        while start < end, whitespace.contains(bytes[start]) { start += 1 }
        while end > start, whitespace.contains(bytes[end - 1]) { end -= 1 }
        guard start < end, end - start <= maxLength else { return nil }
        let text = bytes[start..<end]

        // Anywhere: no raw control (C0, DEL, C1 = UTF-8 C2 80...C2 9F), no backslash, only valid escapes.
        for index in text.indices {
            let byte = text[index]
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") { return nil }
            if byte == 0xC2, index + 1 < end, (0x80...0x9F).contains(text[index + 1]) { return nil }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < end, Self.hex(text[index + 1]) != nil, Self.hex(text[index + 2]) != nil else {
                    return nil
                }
            }
        }

        var split = Split(path: 0..<0)
        var rest = start..<end
        if text.first == UInt8(ascii: "/") {
            // `//host/x` names no scheme: not a form Elf reads.
            if text.dropFirst().first == UInt8(ascii: "/") { return nil }
        } else {
            guard let colon = text.firstIndex(where: { ":/?#".utf8.contains($0) }), text[colon] == UInt8(ascii: ":"),
                colon > start, Self.isLetter(text[start]),
                text[start + 1..<colon].allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || "+-.".utf8.contains($0) })
            else { return nil }
            split.scheme = start..<colon
            rest = colon + 1..<end
            if bytes[rest].starts(with: "//".utf8) {
                let authorityEnd = bytes[rest].dropFirst(2).firstIndex(where: { "/?#".utf8.contains($0) }) ?? end
                guard readAuthority(bytes, rest.lowerBound + 2..<authorityEnd, into: &split) else { return nil }
                rest = authorityEnd..<end
            }
        }
        let pathEnd = bytes[rest].firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) ?? end
        split.path = rest.lowerBound..<pathEnd
        let hash = bytes[rest].firstIndex(of: UInt8(ascii: "#"))
        if pathEnd < end, bytes[pathEnd] == UInt8(ascii: "?") { split.query = pathEnd + 1..<(hash ?? end) }
        if let hash { split.fragment = hash + 1..<end }

        // Escapes decode to UTF-8 in every part; in the host and path not to controls.
        var decodedParts: [(bytes: [UInt8], noControls: Bool)] = [(Self.decoded(bytes[split.path]), true)]
        if let host = split.host { decodedParts.append((Self.decoded(bytes[host]), true)) }
        if let query = split.query { decodedParts.append((Self.decoded(bytes[query]), false)) }
        if let fragment = split.fragment { decodedParts.append((Self.decoded(bytes[fragment]), false)) }
        for (decoded, noControls) in decodedParts {
            let text = String(decoding: decoded, as: UTF8.self)
            guard Array(text.utf8) == decoded else { return nil }
            if noControls, text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            {
                return nil
            }
        }
        // §4a: a host (not an IPv6 literal) that holds, once decoded, a
        // delimiter, a control, or a white-space or format character is malformed.
        if let host = split.host, bytes[host].first != UInt8(ascii: "[") {
            let text = String(decoding: Self.decoded(bytes[host]), as: UTF8.self)
            if text.unicodeScalars.contains(where: { scalar in
                scalar.value < 0x21 || (0x7F...0x9F).contains(scalar.value)
                    || " #%/:<>?@[\\]^|".unicodeScalars.contains(scalar)
                    || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
            }) {
                return nil
            }
        }
        return split
    }

    /// Reads `[userinfo@]host[:port]`; `false` when it is malformed.
    private func readAuthority(_ bytes: [UInt8], _ range: Range<Int>, into split: inout Split) -> Bool {
        var hostStart = range.lowerBound
        if let at = bytes[range].lastIndex(of: UInt8(ascii: "@")) {
            guard allowsUserinfo else { return false }
            hostStart = at + 1
        }
        let authority = bytes[hostStart..<range.upperBound]
        var portText: ArraySlice<UInt8>?
        if authority.first == UInt8(ascii: "[") {
            guard let close = authority.firstIndex(of: UInt8(ascii: "]")),
                Self.isIPv6(Array(bytes[hostStart + 1..<close]))
            else { return false }
            split.host = hostStart..<close + 1
            let after = bytes[close + 1..<range.upperBound]
            if !after.isEmpty {
                guard after.first == UInt8(ascii: ":"), !after.dropFirst().contains(UInt8(ascii: ":")) else {
                    return false
                }
                portText = after.dropFirst()
            }
        } else {
            let colon = authority.firstIndex(of: UInt8(ascii: ":")) ?? range.upperBound
            let host = bytes[hostStart..<colon]
            // ROUTING.md §4a: these make a host malformed; `"`, the backtick, `{` and `}` are read as they are (§4b).
            guard !host.contains(where: { " <>^|[]@".utf8.contains($0) }) else { return false }
            split.host = hostStart..<colon
            if colon < range.upperBound { portText = bytes[colon + 1..<range.upperBound] }
        }
        if let portText, !portText.isEmpty {
            guard portText.allSatisfy(Self.isDigit), split.host?.isEmpty == false else { return false }
            // Leading zeros are fine: compare the value, not the text.
            let digits = portText.drop { $0 == UInt8(ascii: "0") }
            guard digits.count <= 5,
                let port = Int(String(decoding: digits, as: UTF8.self)) ?? (digits.isEmpty ? 0 : nil),
                port <= 65535
            else { return false }
            split.port = port
        }
        return true
    }

    /// RFC 3986's `IPv6address`, without zone identifiers.
    static func isIPv6(_ text: [UInt8]) -> Bool {
        let string = String(decoding: text, as: UTF8.self)
        let halves = string.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        func groups(_ part: String) -> [String]? {
            part.isEmpty ? [] : part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        }
        guard var head = groups(halves[0]) else { return false }
        var tail = halves.count == 2 ? (groups(halves[1]) ?? []) : []
        // A dotted IPv4 address may end the address, counting as two groups.
        var extra = 0
        let last = halves.count == 2 ? tail.last : head.last
        if let last, last.contains(".") {
            guard isIPv4(last) else { return false }
            if halves.count == 2 { tail.removeLast() } else { head.removeLast() }
            extra = 2
        }
        let isGroup = { (group: String) in
            (1...4).contains(group.utf8.count) && group.utf8.allSatisfy { hex($0) != nil }
        }
        guard (head + tail).allSatisfy(isGroup) else { return false }
        let count = head.count + tail.count + extra
        return halves.count == 2 ? count <= 7 : count == 8
    }

    /// Four decimal numbers up to 255, each of one to three digits.
    static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                (1...3).contains(part.utf8.count) && part.utf8.allSatisfy(isDigit) && Int(part)! <= 255
            }
    }

    /// The bytes with every valid `%XX` decoded (the reference matcher's decoding).
    static func decoded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        ReferenceMatcher.percentDecoded(Array(bytes))
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        ReferenceMatcher.hexValue(byte)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
