extension Elf {
    /// Why an untrusted URL was rejected by ``Elf/URLAllowlist``.
    public struct UnsafeURLError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The specific rule the URL broke.
        public enum Reason: Sendable, Equatable {
            /// The parameter holding the URL is not there.
            case missingParameter(name: String)
            /// The URL is longer than ``Elf/URLAllowlist/maxLength`` bytes.
            case tooLong(maxLength: Int)
            /// The URL is empty.
            case empty
            /// The URL contains a raw space, or starts or ends with whitespace.
            case whitespace
            /// The URL contains a raw control character (tab, newline, NUL, DEL…).
            case controlCharacter
            /// The URL contains a raw non-ASCII character; percent-encode paths
            /// and write internationalized hosts in their `xn--` form.
            case nonASCII
            /// The URL contains a backslash, which browsers treat as `/`.
            case backslash
            /// A `%` is not followed by two hexadecimal digits.
            case malformedPercentEncoding
            /// A percent-encoded character that forges or disguises text: a
            /// C0 or C1 control (`%0d%0a`, `%00`, `%c2%85`), a line separator
            /// or bidirectional control (`%e2%80%a8`, `%e2%80%ae`), or a
            /// character whose low byte is CR or LF (`%e5%98%8a%e5%98%8d`,
            /// which servers that keep only each character's low byte read as
            /// CRLF).
            case encodedControlCharacter
            /// The URL has no scheme, such as `//evil.com` or `/path`.
            case missingScheme
            /// The scheme is not in the allowlist.
            case disallowedScheme(String)
            /// The scheme is not followed by `//` and a host.
            case missingAuthority
            /// The authority has userinfo (`user:password@`).
            case userinfo
            /// The host contains a percent-encoded byte.
            case encodedHost
            /// The host is empty or not a valid DNS name: characters other than
            /// letters, digits, `-` and `.`, an empty label, or a trailing dot.
            case invalidHost
            /// The host is an IP address (any IPv4 spelling, or an IPv6 literal).
            case ipAddressHost
            /// A subdomain label is IDN punycode (`xn--`) that the allowlist does
            /// not name.
            case punycodeHost
            /// The port is empty, not a number, or out of range.
            case invalidPort
            /// The port is neither the scheme's default nor in the allowlist.
            case disallowedPort(Int)
            /// The host is not in the allowlist.
            case disallowedHost(String)
            /// A `.` or `..` path segment, raw or percent-encoded.
            case dotSegment
            /// A percent-encoded `/` or `\` in the host or path, also encoded twice (`%252f`).
            case encodedSlash
            /// The path starts with `//` (`https://example.com//evil.com`): an
            /// app or server that reuses the path alone reads it as a link to
            /// the host `evil.com`.
            case protocolRelativePath
            /// Foundation could not parse the normalized URL.
            case malformed
        }

        /// The rejected text, or the parameter name for
        /// ``Reason/missingParameter(name:)``.
        public let url: String
        /// Why the URL was rejected.
        public let reason: Reason

        /// Creates an error for `url` with `reason`.
        public init(url: String, reason: Reason) {
            self.url = url
            self.reason = reason
        }

        /// A one-line explanation naming the URL and the reason.
        ///
        /// The URL (and a scheme or host taken from it) is shown safe to log:
        /// control characters, line separators and bidirectional overrides
        /// are escaped, and a URL over 200 characters is cut, with its length
        /// in bytes.
        public var description: String {
            // A missing parameter is about a pattern's placeholder, not the URL.
            if case .missingParameter = reason { return explanation }
            return ErrorShape(what: "unsafe URL", input: url, offset: nil).describe(explanation)
        }

        /// Why the URL is unsafe, as the description's sentence ends (the
        /// whole sentence for a missing parameter).
        private var explanation: String {
            switch reason {
            case .missingParameter(let name): "URL parameter \(loggableText(name)) is missing"
            case .tooLong(let maxLength): "longer than \(maxLength) bytes"
            case .empty: "empty"
            case .whitespace: "contains whitespace"
            case .controlCharacter: "contains a control character"
            case .nonASCII: "contains a non-ASCII character"
            case .backslash: "contains a backslash"
            case .malformedPercentEncoding: "malformed percent-encoding"
            case .encodedControlCharacter: "contains an encoded control character"
            case .missingScheme: "no scheme"
            case .disallowedScheme(let scheme): "scheme \(loggableText(scheme)) is not allowed"
            case .missingAuthority: "no \"//\" and host after the scheme"
            case .userinfo: "contains userinfo"
            case .encodedHost: "the host is percent-encoded"
            case .invalidHost: "the host is not a valid name"
            case .ipAddressHost: "the host is an IP address"
            case .punycodeHost: "the host has a punycode label the allowlist does not name"
            case .invalidPort: "invalid port"
            case .disallowedPort(let port): "port \(port) is not allowed"
            case .disallowedHost(let host): "host \(loggableText(host)) is not allowed"
            case .dotSegment: "contains a dot segment"
            case .encodedSlash: "contains an encoded slash"
            case .protocolRelativePath: "the path starts with //"
            case .malformed: "malformed"
            }
        }
    }
}

/// Why an untrusted URL was rejected; the same type as ``Elf/UnsafeURLError``.
public typealias UnsafeURLError = Elf.UnsafeURLError
