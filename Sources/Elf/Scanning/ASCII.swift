/// Byte-level character classes used by the scanner and the pattern parser.
///
/// Everything here works on UTF-8 code units, never on `Character`s: a `/`
/// followed by a combining mark is still a separator (ROUTING.md §3).
enum ASCII {
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let percent = UInt8(ascii: "%")
    static let plus = UInt8(ascii: "+")
    static let space = UInt8(ascii: " ")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let at = UInt8(ascii: "@")
    static let backslash = UInt8(ascii: "\\")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let dot = UInt8(ascii: ".")
    static let minus = UInt8(ascii: "-")

    /// Space, TAB, LF, FF and CR: the whitespace trimmed from both ends of a URL.
    @inline(__always)
    static func isTrimmedWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    @inline(__always)
    static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always)
    static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Lowercases an ASCII capital and leaves every other byte alone, so
    /// UTF-8 sequences pass through untouched.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        isUppercase(byte) ? byte | 0x20 : byte
    }

    /// `ALPHA / DIGIT / "+" / "-" / "."`: the bytes allowed after the first
    /// letter of a scheme (RFC 3986 §3.1).
    @inline(__always)
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte) || byte == plus || byte == minus || byte == dot
    }

    /// The value of a hexadecimal digit, or `nil`.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// The raw ASCII bytes ROUTING.md §4a makes a host malformed with
    /// (besides `#`, `/`, `?`, `:`, `%`, `\` and controls, which the
    /// scanner handles as delimiters, a port, escapes and refused bytes).
    ///
    /// The other bytes RFC 3986 leaves out of a host name, `"`, the
    /// backtick, `{` and `}`, are read as they are (§4b): `app://a{b}/x`
    /// has the host `a{b}`.
    @inline(__always)
    static func isForbiddenInHost(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "^"), UInt8(ascii: "|"),
            openBracket, closeBracket, at:
            true
        default:
            false
        }
    }

    /// The host bytes §4b reads as they are although RFC 3986 leaves them out of a host name.
    ///
    /// `"`, the backtick, `{` and `}`. The one-pass scan of the common form leaves hosts with them to the
    /// full scan.
    static func isOutsideRegName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "{")
            || byte == UInt8(ascii: "}")
    }
}

/// A set of ASCII bytes as two 64-bit masks: membership is a shift and a test,
/// with no table to load and no branch per character class.
struct ASCIISet: Sendable {
    private let low: UInt64
    private let high: UInt64

    /// The set of ASCII bytes (below 0x80) for which `predicate` holds.
    init(_ predicate: (UInt8) -> Bool) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in UInt8(0)..<0x80 where predicate(byte) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        self.low = low
        self.high = high
    }

    /// The set with the given masks: bit *n* of `low` is byte *n*, bit *n* of `high` is byte 64 + *n*.
    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// Whether `byte` (which must be below 0x80) is in the set.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let mask = byte < 64 ? low : high
        return mask & (1 << UInt64(byte & 63)) != 0
    }
}
