extension Elf {
    /// A URL read into its parts by Elf's own URL reader (ROUTING.md §3):
    /// what a handler reads of the URL as it came in, before a rewrite.
    ///
    /// Values are decoded only when you read them, as on ``RouteMatch``.
    ///
    /// ```swift
    /// final class SearchHandler: Handler {
    ///     var campaign: String?
    ///     func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
    ///         // The link was https://www.amazon.com/search/ipad?utm_campaign=spring
    ///         campaign = match.original?.queryParams["utm_campaign"]   // "spring"
    ///     }
    ///     func handle() {}
    /// }
    /// ```
    public struct URLParts: Sendable {
        /// The URL exactly as it was given.
        public let url: String
        let scanned: ScannedURL
        let decodesPlusAsSpace: Bool

        /// The parts of `url`, already read into `scanned`.
        init(url: String, scanned: ScannedURL, decodesPlusAsSpace: Bool) {
            self.url = url
            self.scanned = scanned
            self.decodesPlusAsSpace = decodesPlusAsSpace
        }

        /// Reads `url` with a scanner that accepts anything a router accepted.
        init?(reading url: String, decodesPlusAsSpace: Bool) {
            let scanner = URLScanner(maxLength: Int(Int32.max) - 1, allowsUserinfo: true)
            guard let scanned = withUTF8Bytes(of: url, { try? scanner.scan($0) }) else { return nil }
            self.url = url
            self.scanned = scanned
            self.decodesPlusAsSpace = decodesPlusAsSpace
        }

        /// The scheme, lowercased, or `nil` for a `/path` URL.
        public var scheme: String? {
            guard scanned.hasScheme else { return nil }
            return withUTF8Bytes(of: url) {
                PercentDecoding.string($0, scanned.scheme, options: .init(lowercase: true))
            }
        }

        /// The host, decoded and lowercased, or `nil` when the URL has no authority.
        public var host: String? {
            guard scanned.hasAuthority else { return nil }
            return withUTF8Bytes(of: url) {
                PercentDecoding.string($0, scanned.host, options: .init(lowercase: true))
            }
        }

        /// The port written in the URL, or `nil` when there is none.
        public var port: Int? { scanned.port }

        /// The decoded path segments, empty segments skipped.
        public var pathSegments: [String] {
            withUTF8Bytes(of: url) { bytes in
                Segments(bytes: bytes, range: scanned.path).map { PercentDecoding.string(bytes, $0) }
            }
        }

        /// The query's pairs, decoded, in order, repeated keys included.
        public var queryItems: [(name: String, value: String)] {
            guard let query = scanned.query else { return [] }
            return withUTF8Bytes(of: url) { bytes in
                QueryDecoder.pairs(bytes, query, plusAsSpace: decodesPlusAsSpace).map { ($0.key, $0.value) }
            }
        }

        /// The query's pairs, decoded; the last value of a repeated key wins.
        public var queryParams: [String: String] {
            Dictionary(queryItems, uniquingKeysWith: { _, last in last })
        }

        /// Everything after the first `#`, decoded, or `nil` when the URL has no fragment.
        public var fragment: String? {
            guard let fragment = scanned.fragment else { return nil }
            return withUTF8Bytes(of: url) { PercentDecoding.string($0, fragment) }
        }
    }
}

/// A URL read into its parts, as it came in before a rewrite; the same type as ``Elf/URLParts``.
///
/// ```swift
/// let original: URLParts? = match.original
/// original?.queryParams["utm_campaign"]
/// ```
public typealias URLParts = Elf.URLParts
