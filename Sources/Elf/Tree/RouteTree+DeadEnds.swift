/// Records what one walk saw, for ``DeadEndMap`` to read route by route:
/// the hook ``Elf/explain(_:)`` reads.
///
/// The walk (`RouteTree+Match.swift`) tells it where it starts and every
/// node it enters; a lookup other than explain's passes no recorder and pays
/// one test per node for the hook.
///
/// It keeps each node the walk reached with the element it had there, and
/// why the walk stopped or skipped roots.
///
/// Every node the walk reached is recorded, so every edge it did not take
/// from a node with an element is a dead end: a literal edge because its
/// label is not the element (the walk takes the one that is), a placeholder
/// edge because it rejected the element (the walk tries every placeholder
/// edge of a node it reaches with an element). That holds for a walk that
/// runs to its end, so the body given to the walk must never stop it.
///
/// A class, so the walk can hold it as a constant and report into it.
final class DeadEndRecorder {
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
    /// Whether the URL has a scheme, and a host (a non-empty one).
    let hasScheme: Bool
    let hasHost: Bool
    /// How many segments the URL's path has, empty ones not counted, as the walk splits it.
    let pathSegmentCount: Int
    /// The index among the path's segments of the first that decodes to `.` or `..`.
    private let firstDotSegment: Int?

    /// A recorder for a walk of `tree` over `url`.
    ///
    /// - Complexity: O(*t* + *n*) for a tree of *t* nodes and a URL of length *n*.
    init(tree: RouteTree, url: ScannedURL, in bytes: BorrowedBytes) {
        visits = Array(repeating: nil, count: tree.nodes.count)
        scheme = PercentDecoding.string(bytes, url.scheme, options: .init(lowercase: true))
        hasScheme = url.hasScheme
        hasHost = url.hasHost
        let segments = Array(Segments(bytes: bytes, range: url.path))
        pathSegmentCount = segments.count
        firstDotSegment = segments.firstIndex {
            let value = PercentDecoding.string(bytes, $0, options: .init())
            return value == "." || value == ".."
        }
    }

    /// The walk's start: whether a dot segment rules out every route,
    /// whether the host is `.` or `..`, whether it tries the scheme roots,
    /// and whether the host counts as a path segment (ROUTING.md §3).
    func started(hasDotSegment: Bool, hostIsDot: Bool, schemeRootsApply: Bool, hostIsSegment: Bool) {
        if hasDotSegment {
            dotSegment = (firstDotSegment ?? 0, hostIsDot, hostIsSegment)
            return
        }
        if !schemeRootsApply {
            skippedSchemes = !hasScheme ? .noScheme : !hasHost ? .noHost : .dotHost
        }
    }

    /// The walk entered `node` with the element at `cursor` (-1: the host),
    /// decoded as the walk compares it, or with none (`nil`) when the URL ends there.
    func reached(node: Int, cursor: Int, isHost: Bool, value: BorrowedBytes?) {
        visits[node] = Visit(cursor: cursor, hasElement: value != nil, isHost: isHost)
        if let value, elements[cursor] == nil {
            elements[cursor] = String(decoding: value, as: UTF8.self)
        }
    }

    /// The element the walk had at `node`, decoded; `nil` when it never came
    /// there or the URL ended there.
    func element(at node: Int) -> String? {
        guard let visit = visits[node], visit.hasElement else { return nil }
        return elements[visit.cursor]
    }
}
