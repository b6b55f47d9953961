extension EntryPoint {
    /// Reads `text` as `scheme://`, `scheme://host` or `scheme://host/literal/…`
    /// (ROUTING.md §2a and §4b).
    ///
    /// Entry points are literal text: no placeholders, groups, `*`, query,
    /// fragment, percent escapes, port, userinfo or IPv6 host, no empty
    /// segment (a trailing or doubled `/`, `scheme:///x`) and no `.` or `..`
    /// segment. Each error carries the byte offset of the offending character.
    ///
    /// - Parameter caseInsensitivePaths: Whether the prefix is stored
    ///   lowercased, as path literals of such a router are.
    /// - Complexity: O(*n*) in the length of `text`.
    static func parse(_ text: String, caseInsensitivePaths: Bool) throws(Elf.InputError) -> EntryPoint {
        let bytes = Array(text.utf8)
        func fail(_ reason: Elf.InputError.Reason, at offset: Int) -> Elf.InputError {
            Elf.InputError(entryPoint: text, reason: reason, offset: offset)
        }
        func invalidCharacter(at offset: Int) -> Elf.InputError {
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            return fail(.invalidCharacter(text[index]), at: offset)
        }

        // The scheme.
        guard let colon = bytes.firstIndex(of: ASCII.colon), bytes[colon...].starts(with: "://".utf8) else {
            throw fail(.invalidStart, at: 0)
        }
        guard colon > 0, ASCII.isAlpha(bytes[0]) else { throw fail(.invalidScheme, at: 0) }
        if let bad = bytes[1..<colon].firstIndex(where: { !ASCII.isSchemeByte($0) }) {
            throw fail(.invalidScheme, at: bad)
        }
        let scheme = bytes[0..<colon].map(ASCII.lowercased)
        var cursor = colon + 3
        guard cursor < bytes.count else { return EntryPoint(text: text, scheme: scheme, host: nil, prefix: []) }

        // The host.
        let hostStart = cursor
        while cursor < bytes.count, bytes[cursor] != ASCII.slash {
            let byte = bytes[cursor]
            if byte == ASCII.colon { throw fail(.portNotAllowed, at: cursor) }
            guard isHostByte(byte) else { throw invalidCharacter(at: cursor) }
            cursor += 1
        }
        guard cursor > hostStart else { throw fail(.missingHost, at: hostStart) }
        let host = bytes[hostStart..<cursor].map(ASCII.lowercased)
        if isDot(host) { throw fail(.dotSegment, at: hostStart) }

        // The literal path prefix.
        var prefix: [[UInt8]] = []
        while cursor < bytes.count {
            // bytes[cursor] is `/`.
            let start = cursor + 1
            var end = start
            while end < bytes.count, bytes[end] != ASCII.slash {
                let byte = bytes[end]
                let startsWithColon = byte == ASCII.colon && end == start
                guard isSegmentByte(byte), !startsWithColon else { throw invalidCharacter(at: end) }
                end += 1
            }
            guard end > start else { throw fail(.emptySegment, at: cursor) }
            let segment = Array(bytes[start..<end])
            if isDot(segment) { throw fail(.dotSegment, at: start) }
            prefix.append(caseInsensitivePaths ? segment.map(ASCII.lowercased) : segment)
            cursor = end
        }
        // A String is valid UTF-8, so only the C1 controls are left to refuse among non-ASCII bytes.
        var offset = 0
        for scalar in text.unicodeScalars {
            if (0x80...0x9F).contains(scalar.value) { throw invalidCharacter(at: offset) }
            offset += UTF8.width(scalar)
        }
        return EntryPoint(text: text, scheme: scheme, host: host, prefix: prefix)
    }

    /// Letters, digits, `-`, `.`, `_` and `~`: what a universal-link host is made of.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        ASCII.isAlpha(byte) || ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.dot
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// RFC 3986 path characters that mean themselves in a pattern literal:
    /// unreserved, the sub-delimiters but `(`, `)` and `*` (pattern syntax),
    /// `:`, and raw non-ASCII text.
    private static func isSegmentByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 || isHostByte(byte) { return true }
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), ASCII.colon:
            return true
        default:
            return false
        }
    }

    private static func isDot(_ bytes: [UInt8]) -> Bool {
        bytes == [ASCII.dot] || bytes == [ASCII.dot, ASCII.dot]
    }
}
