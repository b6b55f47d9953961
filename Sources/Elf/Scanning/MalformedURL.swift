extension Elf {
    /// Why a URL string could not be read, and where.
    ///
    /// Malformed URLs match nothing (ROUTING.md §3). ``Elf/resolve(_:)`` and
    /// the miss handler report this value so a debug screen or a bug report
    /// can say exactly what was wrong:
    ///
    /// ```swift
    /// if case .failure(let miss) = elf.resolve("app://user/%zz"),
    ///    case .malformed(let error) = miss.reason {
    ///     print(error)   // malformed URL "app://user/%zz" at column 12: invalid percent escape
    /// }
    /// ```
    public struct MalformedURL: Error, Sendable, Equatable, CustomStringConvertible {
        /// What kind of problem the reader found.
        public enum Reason: Sendable, Equatable {
            /// The string is in none of the accepted forms (`scheme:...` or `/path`).
            case notAURL
            /// The URL is longer than the router's limit, in UTF-8 bytes after trimming.
            case tooLong(limit: Int)
            /// A `%` is not followed by two hexadecimal digits.
            case invalidPercentEscape
            /// Percent escapes decode to bytes that are not UTF-8.
            case invalidUTF8
            /// A raw control character (C0, DEL or C1).
            case controlCharacter
            /// A raw backslash.
            case backslash
            /// A percent escape in the host or path decodes to a control character.
            case encodedControlCharacter
            /// The scheme is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
            case invalidScheme
            /// The host holds a character hosts cannot hold, or a malformed IPv6 literal.
            case invalidHost
            /// The host holds, raw or after percent-decoding, a delimiter (`@`,
            /// `/`, `?`, `#`, `:`, `\`, …), a control, or an invisible or
            /// white-space character (a bidi override, a no-break space), so
            /// `https://evil.com%40example.com/x` is not read as a host ending
            /// in `example.com` (ROUTING.md §4a).
            case delimiterInHost
            /// The port is not ASCII digits up to 65535, or follows an empty host.
            case invalidPort
            /// The URL carries userinfo (`app://user@host`), which the router does not allow.
            case userinfo
        }

        /// The URL as it was given.
        public let url: String
        /// What was wrong.
        public let reason: Reason
        /// The position of the problem, as a UTF-8 byte offset into ``url``.
        public let offset: Int

        /// The 1-based column (in characters) of the problem within ``url``.
        public var column: Int { shape.column ?? 1 }

        /// A one-line explanation naming the URL and the column.
        ///
        /// The URL is shown safe to log: control, line-separator and
        /// bidirectional-override characters are escaped (`\n`, `\u{202E}`),
        /// so a hostile link cannot forge or reorder log lines, and a URL of
        /// more than 200 characters is cut, with its length in bytes, so an
        /// over-long link does not become an over-long log line. ``url`` keeps
        /// the URL as given.
        ///
        /// ```swift
        /// // malformed URL "app://a/\nb" at column 9: control character
        /// ```
        public var description: String {
            shape.describe(reason.explanation)
        }

        private var shape: ErrorShape { ErrorShape(what: "malformed URL", input: url, offset: offset) }
    }
}

/// Why a URL could not be read, with the column; the same type as ``Elf/MalformedURL``.
///
/// ```swift
/// if case .malformed(let error) = miss.reason { print(error.column) }   // error: MalformedURL
/// ```
public typealias MalformedURL = Elf.MalformedURL

extension Elf.MalformedURL.Reason {
    /// A short human phrase for the reason.
    var explanation: String {
        switch self {
        case .notAURL: "not a URL (expected scheme:... or /path)"
        case .tooLong(let limit): "longer than \(limit) bytes"
        case .invalidPercentEscape: "invalid percent escape"
        case .invalidUTF8: "percent escapes do not decode to UTF-8"
        case .controlCharacter: "control character"
        case .backslash: "backslash"
        case .encodedControlCharacter: "percent escape decodes to a control character"
        case .invalidScheme: "invalid scheme"
        case .invalidHost: "invalid host"
        case .delimiterInHost: "the host holds a delimiter, control or invisible character once decoded"
        case .invalidPort: "invalid port"
        case .userinfo: "userinfo is not allowed"
        }
    }
}

/// A scanner failure before it is tied to the URL string that caused it.
package struct ScanFailure: Error, Equatable {
    var reason: Elf.MalformedURL.Reason
    var offset: Int
}

extension Elf.MalformedURL {
    /// The error for `url`, which the scanner refused with `failure`: the one
    /// place a scan failure is tied to its URL.
    init(url: String, _ failure: ScanFailure) {
        self.init(url: url, reason: failure.reason, offset: failure.offset)
    }
}
