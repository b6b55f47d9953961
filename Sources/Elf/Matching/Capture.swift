/// What one placeholder bound, as a byte range of the URL: decoded only when read.
struct Capture: Sendable, Equatable {
    /// How the range is turned into a value.
    enum Kind: UInt8, Sendable {
        /// One path segment.
        case segment
        /// The host (decoded, then lowercased).
        case host
        /// The path segments in `range`, joined by `/` (for `<path:...>` and `*`).
        case rest
        /// The host, then the path segments in `range`, joined by `/`.
        case restFromHost
    }

    /// The raw bytes bound (for `rest` kinds, the part of the path).
    var range: Range<Int>
    var kind: Kind
    /// The index of the value a custom type converted the element to, or -1.
    var converted: Int = -1
}
