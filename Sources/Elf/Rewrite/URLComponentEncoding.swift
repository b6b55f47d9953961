/// Percent-encoding and lenient decoding for the values a rewrite template
/// pastes into a URL.
///
/// Each position keeps raw only the bytes that mean themselves there, so a
/// value read back by Elf's URL reader (ROUTING.md §3) is the value that went
/// in: `/` is encoded in a path segment, `&`, `=` and `+` in the query and the
/// fragment, `#` and `%` everywhere.
enum URLComponentEncoding {
    /// Where in a URL a value lands.
    enum Position: Sendable, Equatable {
        case scheme
        case host
        case path
        case query
        case fragment
    }

    /// ALPHA, DIGIT, `-`, `.`, `_`, `~` (RFC 3986 unreserved).
    private static let unreserved = ASCIISet { byte in
        ASCII.isAlpha(byte) || ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.dot
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }
    /// Unreserved plus the sub-delimiters `!$&'()*+,;=`.
    private static let hostSafe = ASCIISet { byte in
        unreserved.contains(byte) || "!$&'()*+,;=".utf8.contains(byte)
    }
    /// ``hostSafe`` plus `:` and `@`: what a path segment may hold raw.
    private static let pathSafe = ASCIISet { byte in
        hostSafe.contains(byte) || byte == ASCII.colon || byte == ASCII.at
    }
    /// What a query or fragment value may hold raw: not `&`, `=`, `+`, `#` or `%`.
    private static let querySafe = ASCIISet { byte in
        unreserved.contains(byte) || "!$'()*,;:@/?".utf8.contains(byte)
    }

    private static func safeSet(for position: Position) -> ASCIISet {
        switch position {
        case .scheme: unreserved
        case .host: hostSafe
        case .path: pathSafe
        case .query, .fragment: querySafe
        }
    }

    /// Appends `value` to `output`, percent-encoding every byte that does not mean itself at `position`.
    static func encode(_ value: some Sequence<UInt8>, for position: Position, into output: inout [UInt8]) {
        let safe = safeSet(for: position)
        for byte in value {
            if byte < 0x80, safe.contains(byte) {
                output.append(byte)
            } else {
                output.append(ASCII.percent)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            }
        }
    }

    /// Appends the segments of a multi-segment value (`<path:…>`, `*`), each
    /// encoded for `position`, separated by raw `/`.
    static func encode(segments: [String], for position: Position, into output: inout [UInt8]) {
        for (index, segment) in segments.enumerated() {
            if index > 0 { output.append(ASCII.slash) }
            encode(segment.utf8, for: position, into: &output)
        }
    }

    /// Decodes every valid `%XX` escape of `bytes`; anything else, `+` and
    /// broken escapes included, stays as it is.
    static func decodeLeniently(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            let first = bytes.index(after: index)
            if byte == ASCII.percent, first != bytes.endIndex {
                let second = bytes.index(after: first)
                if second != bytes.endIndex, let high = ASCII.hexValue(bytes[first]),
                    let low = ASCII.hexValue(bytes[second])
                {
                    output.append(high << 4 | low)
                    index = bytes.index(after: second)
                    continue
                }
            }
            output.append(byte)
            index = first
        }
        return output
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
