extension Elf {
    /// How a router reads URLs and patterns.
    ///
    /// The configuration is fixed when the router is made.
    ///
    /// ```swift
    /// var configuration = Elf.Configuration()
    /// configuration.caseInsensitivePaths = true
    /// let elf = Elf(configuration: configuration)
    /// ```
    public struct Configuration: Sendable, Equatable {
        /// When the host of a URL counts as the first segment for path patterns (`/user/<id>`).
        public enum HostAsPathSegment: Sendable, Equatable {
            /// When the host is not a domain: not empty, not `localhost`, no `.`, not an IP literal.
            case automatic
            /// Whenever the URL has a non-empty host.
            case always
            /// Never: path patterns see only the path.
            case never
        }

        /// The longest URL (and pattern) accepted, in UTF-8 bytes after trimming (default 8192).
        public var maxURLLength: Int
        /// Whether path literals compare ignoring ASCII case (default `false`).
        public var caseInsensitivePaths: Bool
        /// Whether URLs with userinfo (`app://user@host`) are read; they are malformed by default.
        public var allowsUserinfo: Bool
        /// Whether `+` in the query means a space (default `true`).
        public var decodesPlusAsSpace: Bool
        /// When the host takes part in path patterns (default ``HostAsPathSegment/automatic``).
        public var hostAsPathSegment: HostAsPathSegment
        /// The caps on rewrite rules: how many, how long, how slow (see ``Elf/RewriteLimits``).
        public var rewriteLimits: RewriteLimits
        /// How many branches of the routing table one lookup may have to try
        /// before registration warns (default 1,000); `nil` never warns.
        ///
        /// A lookup that fails deep down backtracks, trying each placeholder
        /// sibling of the literal it took, level after level. Ordinary tables
        /// keep that to a few dozen branches; a table with literal and
        /// placeholder siblings nested many levels deep makes it grow with the
        /// table (a binary tree of them, 12 deep, lets one URL enter all its
        /// 8,190 branches). The router counts, as routes are registered, the
        /// most branches one URL can enter, and the registration that takes
        /// the count past this threshold sends
        /// ``RouteEvent/backtrackingWarning(pattern:steps:threshold:)`` to the
        /// ``Elf/logger`` (a debug build also prints it), once per crossing.
        /// Lookups are never cut short.
        ///
        /// ```swift
        /// var configuration = Elf.Configuration()
        /// configuration.backtrackingWarningThreshold = 10_000   // a large generated table
        /// let elf = Elf(configuration: configuration)
        /// ```
        public var backtrackingWarningThreshold: Int?

        /// Creates a configuration; every parameter has the documented default.
        public init(
            maxURLLength: Int = 8192,
            caseInsensitivePaths: Bool = false,
            allowsUserinfo: Bool = false,
            decodesPlusAsSpace: Bool = true,
            hostAsPathSegment: HostAsPathSegment = .automatic,
            rewriteLimits: RewriteLimits = RewriteLimits(),
            backtrackingWarningThreshold: Int? = 1_000
        ) {
            self.maxURLLength = maxURLLength
            self.caseInsensitivePaths = caseInsensitivePaths
            self.allowsUserinfo = allowsUserinfo
            self.decodesPlusAsSpace = decodesPlusAsSpace
            self.hostAsPathSegment = hostAsPathSegment
            self.rewriteLimits = rewriteLimits
            self.backtrackingWarningThreshold = backtrackingWarningThreshold
        }
    }
}

extension Elf.Configuration {
    /// The URL reader this configuration asks for.
    var scanner: URLScanner {
        URLScanner(maxLength: maxURLLength, allowsUserinfo: allowsUserinfo)
    }

    /// The matcher's reading of this configuration.
    var matchOptions: MatchOptions {
        MatchOptions(caseInsensitivePaths: caseInsensitivePaths, hostAsPathSegment: hostAsPathSegment)
    }
}
