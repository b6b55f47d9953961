/// The immutable, `Sendable` routing tree that lookups run on.
///
/// The tree is segment-based: each edge is one whole URL element (scheme,
/// host or path segment). It is stored flat, in four arrays:
///
/// - ``nodes``: one 16-byte ``Node`` per node, holding its parent, the edge
///   that leads to it, the route that ends at it, and a bit set of the kinds
///   of its children;
/// - ``labelBytes``: the bytes of every literal edge, end to end;
/// - ``slots``: one open-addressing hash table over *every* edge of the tree,
///   keyed by the parent node and the edge (its label bytes, or its
///   placeholder kind), holding the child's index;
/// - ``routes``: the route records, by route index.
///
/// A lookup finds a child in one probe of ``slots``, whether the parent has
/// two children or fifty thousand, so its cost grows with the URL's length
/// and not with the number of routes. Placeholder children are tried in the
/// order of their kinds' bits in ``Node/children``, which is the precedence
/// order of ROUTING.md §2 (``PlaceholderKind/rank``).
///
/// A ``RouteTree/Builder`` keeps the same four arrays and appends to them as
/// routes are registered; freezing hands the arrays to a new tree without
/// copying them, so a router holds one copy of its table, not a builder and
/// a frozen copy. The next registration copies them before it writes, and
/// a frozen tree's arrays are never written again.
final class RouteTree: Sendable {
    /// A node, identified by its index in ``RouteTree/nodes``.
    ///
    /// 16 bytes: the label's length is not stored, because labels are laid
    /// out in node order: node *i*'s label ends at `labelEnd` and starts
    /// where node *i* − 1's ends.
    struct Node: Sendable, Equatable {
        /// The parent's index, or -1 for a root.
        var parent: Int32
        /// Where this node's label ends in ``RouteTree/labelBytes`` (non-literal edges have empty labels).
        var labelEnd: Int32
        /// The route that ends exactly here, or -1.
        var terminal: Int32 = -1
        /// Which kinds of children the node has (``ChildKinds``).
        var children: UInt16 = 0
        /// What the edge from the parent is (``EdgeCode``).
        var code: UInt16
    }

    /// The edge from a node's parent, as ``Node/code`` stores it.
    enum EdgeCode {
        static let literal: UInt16 = 0
        static let int: UInt16 = 1
        static let double: UInt16 = 2
        static let bool: UInt16 = 3
        static let uuid: UInt16 = 4
        static let string: UInt16 = 5
        /// `<path:...>`: a leaf whose terminal is the route; it matches one or more remaining elements.
        static let path: UInt16 = 6
        /// `*`: a leaf whose terminal is the route; it matches zero or more remaining elements.
        static let wildcard: UInt16 = 7
        /// A root: no edge leads to it.
        static let root: UInt16 = 8
        /// Custom placeholder type *i* has code `customBase + i`.
        static let customBase: UInt16 = 16

        /// The code of a placeholder kind.
        static func of(_ kind: PlaceholderKind) -> UInt16 {
            switch kind {
            case .int: int
            case .double: double
            case .bool: bool
            case .uuid: uuid
            case .string: string
            case .custom(let index): customBase + UInt16(truncatingIfNeeded: index)
            }
        }

        /// The placeholder kind of a code, or `nil` for literal, catch-all and root edges.
        static func kind(of code: UInt16) -> PlaceholderKind? {
            switch code {
            case int: .int
            case double: .double
            case bool: .bool
            case uuid: .uuid
            case string: .string
            case customBase...: .custom(Int(code - customBase))
            default: nil
            }
        }
    }

    /// The bits of ``Node/children``, one per kind of child, in precedence
    /// order: a walk that takes the lowest set bit first tries a literal,
    /// then typed placeholders by rank, then `<name>`, then `<path:...>`,
    /// then `*` (ROUTING.md §2).
    enum ChildKinds {
        static let literal: UInt16 = 1 << 0
        static let int: UInt16 = 1 << 1
        static let double: UInt16 = 1 << 2
        static let bool: UInt16 = 1 << 3
        static let uuid: UInt16 = 1 << 4
        /// Any custom type; which ones is found by probing each, in the order they were added.
        static let custom: UInt16 = 1 << 5
        static let string: UInt16 = 1 << 6
        static let path: UInt16 = 1 << 7
        static let wildcard: UInt16 = 1 << 8

        /// The bit of an edge code: its ``RouteTree/Precedence/group(of:)``.
        static func of(_ code: UInt16) -> UInt16 {
            let group = Precedence.group(of: code)
            return group < 9 ? 1 << UInt16(group) : 0
        }
    }

    /// Where a child is tried among its siblings, lower first: the one
    /// precedence function (ROUTING.md §2).
    ///
    /// A literal, then the typed placeholders by ``PlaceholderKind/rank``
    /// (`int`, `double`, `bool`, `uuid`, then custom types in the order they
    /// were added), then `<name>`, then `<path:...>`, then `*`. The walk tries
    /// children by their ``ChildKinds`` bit, which is `1 << group(of:)`; the
    /// tree's drawing lists them by ``order(of:)``; RouteTreeTests checks
    /// that the constants agree with both.
    enum Precedence {
        /// The group of an edge code: 0 literal, 1...4 `int`, `double`,
        /// `bool`, `uuid`, 5 any custom type, 6 `<name>`, 7 `<path:...>`, 8 `*`.
        static func group(of code: UInt16) -> Int {
            switch code {
            case EdgeCode.literal: 0
            case EdgeCode.customBase...: 5
            case EdgeCode.string: 6
            case EdgeCode.path: 7
            case EdgeCode.wildcard: 8
            default: EdgeCode.kind(of: code).map { 1 + $0.rank } ?? 9
            }
        }

        /// The full order among siblings: the group, then a custom type's index.
        static func order(of code: UInt16) -> Int {
            let custom = code >= EdgeCode.customBase ? Int(code - EdgeCode.customBase) : 0
            return group(of: code) << 16 | custom
        }
    }

    /// The root whose literal children are the schemes.
    static let schemeRoot: Int32 = 0
    /// The host-level node of the `*://` patterns.
    static let anySchemeRoot: Int32 = 1
    /// The root of the path patterns.
    static let pathRoot: Int32 = 2

    let nodes: ContiguousArray<Node>
    /// The bytes of every literal label, in node order.
    let labelBytes: ContiguousArray<UInt8>
    /// The edge table: node indices, -1 for an empty slot (see ``slot(for:count:)``).
    let slots: ContiguousArray<Int32>
    let routes: RouteList
    /// The custom placeholder types, by index.
    let customTypes: [PlaceholderType]
    /// The most nodes on any path from a root, so a lookup can size its stack once.
    let depth: Int
    /// How lookups reorder and complete the walk's candidates, or `nil` when
    /// they take them as they come (no priority, query constraint or custom
    /// route): tested once per lookup.
    let ordering: RouteOrdering?
    /// Every scheme label as a word, with its node, when the schemes are few and short.
    ///
    /// A tree of at most ``maxSchemeWords`` schemes of at most eight bytes
    /// each (as apps have) keeps them here, and a lookup compares the URL's
    /// scheme with each word rather than hashing it and probing ``slots``.
    /// Empty, with ``schemesAreWords`` `false`, for any other tree.
    let schemeWords: ContiguousArray<SchemeWord>
    /// Whether ``schemeWords`` holds every scheme.
    let schemesAreWords: Bool

    /// One scheme of ``schemeWords``: its label's bytes as a little-endian
    /// word (zero above its length), its length and its node.
    struct SchemeWord: Sendable, Equatable {
        var word: UInt64
        var count: Int32
        var node: Int32
    }

    /// The most schemes ``schemeWords`` holds: comparing a word with each
    /// costs less than a hash and a probe up to about this many.
    static let maxSchemeWords = 8

    init(
        nodes: ContiguousArray<Node>, labelBytes: ContiguousArray<UInt8>, slots: ContiguousArray<Int32>,
        routes: ContiguousArray<RouteRecord?>, customTypes: [PlaceholderType], depth: Int, schemeNodes: [Int32],
        ordering: RouteOrdering? = nil
    ) {
        self.ordering = ordering
        let words = Self.schemeWords(of: schemeNodes, nodes: nodes, labelBytes: labelBytes)
        self.schemeWords = words ?? []
        self.schemesAreWords = words != nil
        self.nodes = nodes
        self.labelBytes = labelBytes
        self.slots = slots
        self.routes = RouteList(records: routes)
        self.customTypes = customTypes
        self.depth = depth
    }

    /// The labels of `schemeNodes` as ``SchemeWord``s, or `nil` when there
    /// are more than ``maxSchemeWords`` or one is longer than eight bytes.
    private static func schemeWords(
        of schemeNodes: [Int32], nodes: ContiguousArray<Node>, labelBytes: ContiguousArray<UInt8>
    ) -> ContiguousArray<SchemeWord>? {
        guard schemeNodes.count <= maxSchemeWords else { return nil }
        var words = ContiguousArray<SchemeWord>()
        for node in schemeNodes {
            let end = Int(nodes[Int(node)].labelEnd)
            let start = Int(nodes[Int(node) - 1].labelEnd)
            let count = end - start
            guard count >= 1, count <= 8 else { return nil }
            // The label's bytes, little-endian (the walk loads the URL's scheme so).
            let word = labelBytes[start..<end].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            words.append(SchemeWord(word: word, count: Int32(count), node: node))
        }
        return words
    }

    /// The route records by index; a removed route's index holds none.
    struct RouteList: Sendable {
        let records: ContiguousArray<RouteRecord?>

        /// The record of a route a terminal refers to (always a live one).
        @inline(__always)
        subscript(index: Int) -> RouteRecord { records[index].unsafelyUnwrapped }

        var count: Int { records.count }
        var indices: Range<Int> { records.indices }
    }

    // MARK: - Hashing

    /// The hash of a label's bytes (lowercased first when `foldCase`).
    ///
    /// The bytes are read eight at a time, little-endian, each word mixed in
    /// with one multiply, then a last partial word and the length, so that
    /// a lookup can hash a URL segment from the same words it loads to find
    /// the segment's end (``Walk``). This is the one definition both must
    /// agree with: the case-folding loop below reads it byte by byte, and
    /// ``hashWords(_:)`` computes the same value with whole-word loads.
    static func hash(_ bytes: BorrowedBytes, foldCase: Bool = false) -> UInt32 {
        guard foldCase else { return hashWords(bytes) }
        var state = hashSeed
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            word |= UInt64(ASCII.lowercased(byte)) << shift
            shift += 8
            if shift == 64 {
                state = mix(state, word)
                word = 0
                shift = 0
            }
        }
        if shift > 0 { state = mix(state, word) }
        return finish(state, count: bytes.count)
    }

    /// ``hash(_:foldCase:)`` of `bytes`, without folding, a word at a time:
    /// a lookup hashes the URL's scheme and host with it.
    ///
    /// Reads only the bytes: a last partial word is the last eight bytes
    /// shifted down when there are eight, and pieced together from four-,
    /// two- and one-byte loads when there are fewer.
    @inline(__always)
    static func hashWords(_ bytes: BorrowedBytes) -> UInt32 {
        let count = bytes.count
        guard count > 0 else { return finish(hashSeed, count: 0) }
        var state = hashSeed
        var index = 0
        while index + 8 <= count {
            state = mix(state, bytes.word(at: index))
            index += 8
        }
        let tail = count - index
        if tail > 0 { state = mix(state, tailWord(bytes, count: count, tail: tail)) }
        return finish(state, count: count)
    }

    /// The last `tail` of the first `count` bytes of `bytes`, as a little-endian word.
    ///
    /// `tail` is 1 to 8 when there are eight bytes or more (the last eight
    /// are loaded at once and shifted down), and must equal `count` below
    /// eight (the bytes are pieced together from four-, two- and one-byte
    /// loads). No load reads outside the `count` bytes.
    @inline(__always)
    static func tailWord(_ bytes: BorrowedBytes, count: Int, tail: Int) -> UInt64 {
        if count >= 8 {
            // The last eight bytes, with the ones before the tail shifted out.
            return bytes.word(at: count - 8) >> UInt64((8 - tail) &* 8)
        }
        return bytes.word(prefix: count)
    }

    /// Where ``hash(_:foldCase:)`` starts.
    static let hashSeed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Mixes one word (up to eight bytes, little-endian) into a hash.
    @inline(__always)
    static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
    }

    /// The hash of `count` bytes whose words were mixed into `state`.
    @inline(__always)
    static func finish(_ state: UInt64, count: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: mix(state, UInt64(truncatingIfNeeded: count)) >> 32)
    }

    /// The hash a non-literal edge is filed under (literal edges use their label's ``hash(_:)``).
    @inline(__always)
    static func hash(code: UInt16) -> UInt32 {
        UInt32(code) &* 0x2545_F491 ^ 0x9E37_79B9
    }

    /// The key of the edge `hash` under `parent`: the two mixed so that the
    /// high bits, which pick the slot, depend on both.
    @inline(__always)
    static func key(_ hash: UInt32, parent: Int32) -> UInt32 {
        var key = (hash ^ (UInt32(bitPattern: parent) &* 0x9E37_79B1)) &* 0x85EB_CA6B
        key ^= key >> 15
        return key
    }

    /// The first slot to probe for `key` in a table of `count` slots.
    ///
    /// Multiply-and-shift rather than a mask, so the table need not have a
    /// power-of-two size and can be sized to its load.
    @inline(__always)
    static func slot(for key: UInt32, count: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* UInt64(UInt(bitPattern: count))) >> 32)
    }
}
