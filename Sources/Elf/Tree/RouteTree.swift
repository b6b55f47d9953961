/// The immutable, `Sendable` routing tree that lookups run on.
///
/// A ``RouteTree/Builder`` collects registrations; ``RouteTree/Builder/freeze(customTypes:)``
/// flattens it into arrays of plain structs so that a lookup follows integer
/// indices instead of class references, and many threads can read one
/// snapshot while registration builds the next.
///
/// The tree is segment-based: each edge is one whole URL element (scheme,
/// host or path segment). Literal edges are found by hashing the element's
/// bytes, so the cost of a lookup grows with the URL's length, not with the
/// number of routes. Placeholder edges are kept sorted by
/// ``PlaceholderKind/rank``, which makes depth-first order equal to the
/// precedence order of ROUTING.md §2.
final class RouteTree: @unchecked Sendable {
    // @unchecked: the buffers below are allocated and filled in `init`, never
    // written again, and freed in `deinit`; lookups index them without
    // retaining or bounds-checking arrays.

    /// A node: the edges that leave it and the routes that end at it.
    struct Node: Sendable, Equatable {
        /// The node's literal edges: `literalEdges[literalStart ..< literalStart + literalCount]`.
        var literalStart = 0
        var literalCount = 0
        /// The node's hash slots (`hashSlots[hashStart ... hashStart + hashMask]`),
        /// or `hashMask == 0` when the few literal edges are scanned in order.
        var hashStart = 0
        var hashMask = 0
        /// The node's placeholder edges, sorted by rank.
        var placeholderStart = 0
        var placeholderCount = 0
        /// The route that ends exactly here, or -1.
        var terminal = -1
        /// The route whose `<path:...>` starts here, or -1.
        var pathTerminal = -1
        /// The route whose `*` starts here, or -1.
        var wildcardTerminal = -1
    }

    /// An edge labelled with literal bytes.
    struct LiteralEdge: Sendable, Equatable {
        var bytes: Range<Int>
        var child: Int
    }

    /// An edge labelled with a placeholder kind.
    struct PlaceholderEdge: Sendable, Equatable {
        var kind: PlaceholderKind
        var child: Int
    }

    let nodes: UnsafeBufferPointer<Node>
    let literalEdges: UnsafeBufferPointer<LiteralEdge>
    /// The bytes of every literal label, end to end.
    let literalBytes: UnsafeBufferPointer<UInt8>
    /// Open-addressing tables of literal-edge indices (-1 = empty).
    let hashSlots: UnsafeBufferPointer<Int>
    let placeholderEdges: UnsafeBufferPointer<PlaceholderEdge>
    let routes: [RouteRecord]
    /// The node whose literal edges are the schemes, or -1.
    let schemeRoot: Int
    /// The host-level node of the `*://` patterns, or -1.
    let anySchemeRoot: Int
    /// The root of the path patterns, or -1.
    let pathRoot: Int
    /// The custom placeholder types, by index.
    let customTypes: [PlaceholderType]
    /// The deepest chain of nodes, so a lookup can size its stack once.
    let depth: Int

    init(
        nodes: [Node], literalEdges: [LiteralEdge], literalBytes: [UInt8], hashSlots: [Int],
        placeholderEdges: [PlaceholderEdge], routes: [RouteRecord], schemeRoot: Int, anySchemeRoot: Int,
        pathRoot: Int, customTypes: [PlaceholderType], depth: Int
    ) {
        self.nodes = Self.frozenCopy(of: nodes)
        self.literalEdges = Self.frozenCopy(of: literalEdges)
        self.literalBytes = Self.frozenCopy(of: literalBytes)
        self.hashSlots = Self.frozenCopy(of: hashSlots)
        self.placeholderEdges = Self.frozenCopy(of: placeholderEdges)
        self.routes = routes
        self.schemeRoot = schemeRoot
        self.anySchemeRoot = anySchemeRoot
        self.pathRoot = pathRoot
        self.customTypes = customTypes
        self.depth = depth
    }

    deinit {
        UnsafeMutableBufferPointer(mutating: nodes).deallocate()
        UnsafeMutableBufferPointer(mutating: literalEdges).deallocate()
        UnsafeMutableBufferPointer(mutating: literalBytes).deallocate()
        UnsafeMutableBufferPointer(mutating: hashSlots).deallocate()
        UnsafeMutableBufferPointer(mutating: placeholderEdges).deallocate()
    }

    /// A buffer this tree owns, holding a copy of `elements` (plain structs only).
    private static func frozenCopy<Element>(of elements: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        return UnsafeBufferPointer(buffer)
    }

    /// FNV-1a over `bytes`: cheap, and good enough for the short labels of URL segments.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash)
    }

    /// Literal edges at or below this count are compared in order; above it, hashed.
    static let linearScanLimit = 4
}
