extension Elf {
    /// The schemes, hosts and ports a URL taken from an untrusted link may use.
    ///
    /// Validate URL-valued parameters (redirect targets, web view addresses)
    /// before acting on them:
    ///
    /// ```swift
    /// let allowlist = URLAllowlist(
    ///     schemes: ["https"],
    ///     hosts: [.exact("example.com"), .domain("cdn.example.net")]
    /// )
    /// let url = try allowlist.validate("https://Example.COM/help?topic=1")
    /// // https://example.com/help?topic=1
    /// ```
    ///
    /// Schemes and hosts compare case-insensitively. Write hosts without a
    /// trailing dot: a URL whose host ends in a dot (`example.com.`) is always
    /// rejected. Only a scheme's default port (80 for `http`, 443 for
    /// `https`) is accepted unless `ports` lists others.
    public struct URLAllowlist: Sendable, Equatable {
        /// A host, or a family of hosts, that an allowlist accepts.
        public enum Host: Sendable, Hashable {
            /// Exactly this host name, and none of its subdomains.
            case exact(String)
            /// This host name and every subdomain of it, at a dot boundary:
            /// `.domain("example.com")` accepts `example.com` and
            /// `a.b.example.com`, but not `evilexample.com` or
            /// `example.com.evil.net`.
            case domain(String)
        }

        /// The accepted schemes, lowercased.
        public let schemes: Set<String>
        /// The accepted hosts, lowercased.
        public let hosts: [Host]
        /// Ports accepted in addition to each scheme's default port.
        public let ports: Set<Int>

        /// Creates an allowlist.
        ///
        /// - Parameters:
        ///   - schemes: The accepted schemes, such as `["https"]`; compared
        ///     case-insensitively.
        ///   - hosts: The accepted hosts; compared case-insensitively.
        ///   - ports: Explicit ports to accept besides the scheme's default
        ///     port; empty by default.
        public init(schemes: Set<String>, hosts: [Host], ports: Set<Int> = []) {
            self.schemes = Set(schemes.map { $0.lowercased() })
            self.hosts = hosts.map { host in
                switch host {
                case .exact(let name): .exact(name.lowercased())
                case .domain(let name): .domain(name.lowercased())
                }
            }
            self.ports = ports
        }
    }
}

/// The schemes, hosts and ports an untrusted URL may use; the same type as
/// ``Elf/URLAllowlist``.
public typealias URLAllowlist = Elf.URLAllowlist
