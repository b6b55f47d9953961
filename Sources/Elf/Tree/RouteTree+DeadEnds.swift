/// What the walk reports where it turns back: the hook ``Elf/explain(_:)`` reads.
///
/// The walk (`RouteTree+Match.swift`) calls these at its decision points. A
/// lookup passes ``NoObserver``, whose empty methods vanish when the walk is
/// specialised, so `match` pays nothing for them; explain passes a
/// ``DeadEndRecorder``.
protocol WalkObserver {
    /// A path segment is `.` or `..`: the walk stops before it reaches any node.
    func rejectedDotSegment(in walk: Walk<Self>)
    /// The walk does not try the scheme and `*://` roots: the URL has no
    /// scheme or no host, or its host is `.` or `..` (`hostIsDot`).
    func skippedSchemeRoots(hostIsDot: Bool, in walk: Walk<Self>)
    /// The walk reached the frame's node, with the frame's element to match
    /// there, or with none when the URL ends there.
    func reached(_ frame: RouteTree.Frame)
    /// The placeholder edge `edge` (an index into the tree's placeholder
    /// edges) of the frame's node rejected the frame's element.
    func rejected(_ edge: Int, _ frame: RouteTree.Frame)
}

/// The observer of every lookup but explain's: it hears nothing.
struct NoObserver: WalkObserver {
    @inline(__always) func rejectedDotSegment(in walk: Walk<Self>) {}
    @inline(__always) func skippedSchemeRoots(hostIsDot: Bool, in walk: Walk<Self>) {}
    @inline(__always) func reached(_ frame: RouteTree.Frame) {}
    @inline(__always) func rejected(_ edge: Int, _ frame: RouteTree.Frame) {}
}

/// Records what one walk saw, for ``DeadEndMap`` to read route by route.
///
/// It keeps each node the walk reached with the element it had there, each
/// placeholder edge that rejected its element, and why the walk stopped or
/// skipped roots.
///
/// Every node the walk reached is recorded, so every edge it did not take
/// from a node with an element is a dead end: a literal edge because its
/// label is not the element (the walk takes the one that is), a placeholder
/// edge because it rejected the element. That holds for a walk that runs to
/// its end, so the body given to the walk must never stop it.
///
/// A class, so the walk can hold it as a constant and report into it.
final class DeadEndRecorder: WalkObserver {
    /// What the walk had at a node it reached.
    struct Visit {
        /// Where the element starts (-1 for the host), or where the URL ended.
        var cursor: Int
        /// Whether the walk had an element there (`false`: the URL ended there).
        var hasElement: Bool
        /// Whether the element is the host.
        var isHost: Bool
    }

    /// The walk's visit at each node, by node index; `nil` where it never came.
    private(set) var visits: [Visit?]
    /// Each element the walk matched against, decoded as the walk compared it
    /// (the host also lowercased), by its cursor.
    private(set) var elements: [Int: String] = [:]
    /// The placeholder edges that rejected the element they were tried on.
    private(set) var rejectedEdges: Set<Int> = []
    /// Where the walk stopped at a `.` or `..` segment: the first one's index
    /// among the path's segments; whether the host is one too; and whether
    /// the host counts as a segment for path patterns (ROUTING.md §3).
    private(set) var dotSegment: (pathIndex: Int, hostIsDot: Bool, hostIsSegment: Bool)?
    /// Whether the walk skipped the scheme and `*://` roots, and why; `nil` when it tried them.
    private(set) var skippedSchemes: SkippedSchemes?

    /// Why the walk did not try the roots of patterns with a scheme.
    enum SkippedSchemes {
        case noScheme
        case noHost
        case dotHost
    }

    /// The URL's scheme, lowercased (empty for a `/path` URL), as the walk compares it.
    let scheme: String
    /// Whether the URL has a host (a non-empty one).
    let hasHost: Bool
    /// How many segments the URL's path has, empty ones not counted, as the walk splits it.
    let pathSegmentCount: Int

    /// A recorder for a walk of `tree` over `url`.
    ///
    /// - Complexity: O(*t* + *n*) for a tree of *t* nodes and a URL of length *n*.
    init(tree: RouteTree, url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>) {
        visits = Array(repeating: nil, count: tree.nodes.count)
        scheme = PercentDecoding.string(bytes, url.scheme, options: .init(lowercase: true))
        hasHost = url.hasHost
        pathSegmentCount = Segments(bytes: bytes, range: url.path).reduce(0) { count, _ in count + 1 }
    }

    func rejectedDotSegment(in walk: Walk<DeadEndRecorder>) {
        // The walk stops before it reads the host, so read it here as it would have.
        let url = walk.url
        let host = url.hasHost ? walk.value(of: url.host, isHost: true) : UnsafeBufferPointer(start: nil, count: 0)
        var cursor = url.path.lowerBound
        var index = 0
        while let (segment, next) = walk.element(at: cursor), !walk.isDot(walk.value(of: segment, isHost: false)) {
            index += 1
            cursor = next
        }
        let hostIsDot = url.hasHost && walk.isDot(host)
        dotSegment = (index, hostIsDot, url.hasHost && !hostIsDot && walk.countsAsSegment(host))
    }

    func skippedSchemeRoots(hostIsDot: Bool, in walk: Walk<DeadEndRecorder>) {
        if !walk.url.hasScheme {
            skippedSchemes = .noScheme
        } else if !walk.url.hasHost {
            skippedSchemes = .noHost
        } else if hostIsDot {
            skippedSchemes = .dotHost
        }
    }

    func reached(_ frame: RouteTree.Frame) {
        visits[frame.node] = Visit(cursor: frame.cursor, hasElement: frame.hasElement, isHost: frame.isHost)
        if frame.hasElement, elements[frame.cursor] == nil {
            elements[frame.cursor] = String(decoding: frame.value, as: UTF8.self)
        }
    }

    func rejected(_ edge: Int, _ frame: RouteTree.Frame) {
        rejectedEdges.insert(edge)
    }

    /// The element the walk had at `node`, decoded; `nil` when it never came
    /// there or the URL ended there.
    func element(at node: Int) -> String? {
        guard let visit = visits[node], visit.hasElement else { return nil }
        return elements[visit.cursor]
    }
}
