extension Elf {
    /// Why a URL was not handled: what the not-found path is told.
    ///
    /// ```swift
    /// elf.missHandler = { miss in
    ///     print(miss)   // no route for "app://nowhere"
    /// }
    /// ```
    public struct RouteMiss: Error, Sendable, Equatable, CustomStringConvertible {
        /// The reason a URL was not handled.
        public enum Reason: Sendable, Equatable {
            /// The URL could not be read; the error names the column.
            case malformed(MalformedURL)
            /// No registered pattern matches the URL.
            case noMatchingRoute
            /// Patterns matched, but every handler declined (named in precedence order).
            case declined(patterns: [String])
        }

        /// The URL as it was given.
        public let url: String
        /// Why it was not handled.
        public let reason: Reason

        /// Creates a miss for `url`.
        public init(url: String, reason: Reason) {
            self.url = url
            self.reason = reason
        }

        /// A one-line explanation.
        public var description: String {
            switch reason {
            case .malformed(let error): error.description
            case .noMatchingRoute: "no route for \"\(url)\""
            case .declined(let patterns):
                "every handler declined \"\(url)\" (\(patterns.map { "\"\($0)\"" }.joined(separator: ", ")))"
            }
        }
    }
}
