/// One element of a compiled pattern: the host, or one path segment.
enum PatternSegment: Hashable, Sendable {
    /// Text that must equal the URL's element byte for byte (after decoding).
    ///
    /// A slice, so that a literal written plainly (most are) shares the
    /// bytes of the pattern's text instead of copying them into an array of
    /// its own: a registration then allocates nothing per literal.
    case literal(ArraySlice<UInt8>)
    /// One whole element, validated by `kind`, bound to `name`.
    case placeholder(name: String, kind: PlaceholderKind)
    /// `<path:name>`: one or more remaining elements, joined by `/`.
    case path(name: String)
    /// `*`: zero or more remaining elements, reported as the parameter `*`.
    case wildcard

    /// The segment with its name erased: two patterns whose shapes are equal
    /// match the same URLs, so they are duplicates (ROUTING.md §1).
    var shape: Shape {
        switch self {
        case .literal(let bytes): .literal(bytes)
        case .placeholder(_, let kind): .placeholder(kind)
        case .path: .path
        case .wildcard: .wildcard
        }
    }

    /// The parameter name this segment binds, if any.
    var parameterName: String? {
        switch self {
        case .literal: nil
        case .placeholder(let name, _), .path(let name): name
        case .wildcard: "*"
        }
    }

    /// Whether this segment consumes the rest of the URL and must come last.
    var isCatchAll: Bool {
        switch self {
        case .path, .wildcard: true
        case .literal, .placeholder: false
        }
    }

    /// A segment without its parameter name: the key of a tree edge.
    enum Shape: Hashable, Sendable {
        case literal(ArraySlice<UInt8>)
        case placeholder(PlaceholderKind)
        case path
        case wildcard
    }
}
