/// Why each route of a tree does not match a URL, read off one walk's dead
/// ends, for ``Elf/explain(_:)``.
///
/// A route's path runs from the node its walk starts at (the host level of
/// its scheme, the `*://` root or the path root) down to the node it ends
/// at. The walk reaches a prefix of that path; the route's mismatch is what
/// the walk reported at the deepest node of the prefix:
///
/// ```
///  reached the end node  ─▶ URL ended there: a match (or `<path:>` needs one more)
///                          ─▶ elements left: too many segments (`*`, `<path:>`: a match)
///  stopped above it      ─▶ URL ended there: too few segments
///                          ─▶ next edge literal: its label is not the element
///                          ─▶ next edge placeholder: it rejected the element
///  reached nothing       ─▶ dot segment, no scheme, no host, or wrong scheme
/// ```
///
/// Nothing here compares a pattern with the URL: every reason is something
/// the walk reported (``DeadEndRecorder``).
struct DeadEndMap {
    typealias Mismatch = Elf.RouteExplanation.Mismatch

    /// Why one route does not match, and how far the walk got along it.
    struct Failure {
        var mismatch: Mismatch
        /// The index of the element the walk turned back at (-1 at the roots).
        var progress: Int
        /// Whether a wrong element, rather than a wrong count, ended the route.
        var isElementMismatch: Bool

        static let unexplained = Failure(mismatch: .unexplained, progress: -2, isElementMismatch: false)
    }

    /// How a route ends at its node.
    private enum Ending: Equatable {
        case exact
        case path
        case wildcard
    }

    /// Where a walk starts.
    private enum Root: Equatable {
        /// The host level of a scheme, with the scheme's label.
        case scheme(String)
        case anyScheme
        case path
    }

    /// Where a node sits in the tree.
    private struct Place {
        /// The node above it, or -1 for the node a walk starts at.
        var parent: Int
        /// Whether the edge from the parent is a placeholder (otherwise a literal).
        var isPlaceholder: Bool
        var root: Root
        /// How many elements the walk has consumed when it reaches the node.
        var depth = 0
    }

    /// Where a route ends, how many segments its form has, and its position
    /// in the tree's order (depth-first, in precedence order).
    private struct End {
        var node: Int
        var ending: Ending
        var segmentCount: Int
        var order: Int
    }

    private let tree: RouteTree
    private let recorded: DeadEndRecorder
    private var places: [Place?]
    private var ends: [End?]
    /// The routes of each pattern text: one per form.
    private var routesByPattern: [String: [Int]] = [:]

    /// The map of `tree`'s routes for the walk `recorded` saw.
    ///
    /// - Complexity: O(*t* log *t*) for a tree of *t* nodes and routes.
    init(tree: RouteTree, recorded: DeadEndRecorder) {
        self.tree = tree
        self.recorded = recorded
        places = Array(repeating: nil, count: tree.nodes.count)
        ends = Array(repeating: nil, count: tree.routes.count)
        for route in tree.routes.indices {
            guard let record = tree.routes.records[route] else { continue }
            routesByPattern[record.pattern, default: []].append(route)
        }

        // Depth-first, in the walk's order: schemes by label, then `*://`, then paths.
        let children = tree.childLists()
        var stack: [(node: Int, place: Place)] = []
        stack.append((Int(RouteTree.pathRoot), Place(parent: -1, isPlaceholder: false, root: .path)))
        stack.append((Int(RouteTree.anySchemeRoot), Place(parent: -1, isPlaceholder: false, root: .anyScheme)))
        for scheme in children[Int(RouteTree.schemeRoot)].reversed() {
            let root = Root.scheme(label(of: scheme))
            stack.append((scheme, Place(parent: -1, isPlaceholder: false, root: root)))
        }
        var order = 0
        while let (index, place) = stack.popLast() {
            places[index] = place
            // A route ends exactly here, or at a `<path:...>` or `*` leaf below.
            var endings: [(route: Int32, ending: Ending)] = [(tree.nodes[index].terminal, .exact)]
            var inner: [Int] = []
            for child in children[index] {
                switch tree.nodes[child].code {
                case RouteTree.EdgeCode.path: endings.append((tree.nodes[child].terminal, .path))
                case RouteTree.EdgeCode.wildcard: endings.append((tree.nodes[child].terminal, .wildcard))
                default: inner.append(child)
                }
            }
            for (route, ending) in endings where route >= 0 {
                let segmentCount = place.depth + (ending == .exact ? 0 : 1)
                // Routes that differ only in their query constraints end where the terminal's route does.
                for shared in tree.ordering?.routes(at: Int(route)) ?? [Int(route)] {
                    ends[shared] = End(node: index, ending: ending, segmentCount: segmentCount, order: order)
                    order += 1
                }
            }
            for child in inner.reversed() {
                let isPlaceholder = RouteTree.EdgeCode.kind(of: tree.nodes[child].code) != nil
                let below = Place(parent: index, isPlaceholder: isPlaceholder, root: place.root, depth: place.depth + 1)
                stack.append((child, below))
            }
        }
    }

    /// The label of the literal edge to node `node`, as text.
    private func label(of node: Int) -> String {
        String(decoding: tree.label(node), as: UTF8.self)
    }

    /// Why `pattern` does not match: of its forms, the one the walk followed
    /// furthest; at the same element, a wrong element before a wrong count,
    /// then the form with the fewest segments, then the first in the tree's order.
    ///
    /// - Complexity: O(*f* · *d*) for *f* forms of depth *d*.
    func mismatch(ofPattern pattern: String) -> Mismatch {
        var best: (failure: Failure, rank: (Int, Int, Int, Int))?
        for route in routesByPattern[pattern] ?? [] {
            // A form the walk says matches, of a pattern it did not offer, is a bug.
            let failure = failure(ofRoute: route) ?? .unexplained
            let end = ends[route]
            let rank = (
                failure.progress, failure.isElementMismatch ? 1 : 0, -(end?.segmentCount ?? .max),
                -(end?.order ?? .max)
            )
            if let current = best, current.rank >= rank { continue }
            best = (failure, rank)
        }
        return best?.failure.mismatch ?? .unexplained
    }

    /// Why route `route` does not match, or `nil` when the walk reached its end and it matches.
    func failure(ofRoute route: Int) -> Failure? {
        guard let end = ends[route], let endPlace = places[end.node] else { return .unexplained }
        let root = endPlace.root

        // The walk stopped before any node, or skipped this route's roots.
        if let dot = recorded.dotSegment {
            // Numbered as the route counts segments; a route with a scheme meets a dot host first.
            let before = root == .path ? (dot.hostIsSegment ? 1 : 0) : (recorded.hasHost ? 1 : 0)
            let index = root != .path && dot.hostIsDot ? 0 : before + dot.pathIndex
            return Failure(mismatch: .dotSegment(segment: index + 1), progress: index, isElementMismatch: true)
        }
        if root != .path, let skipped = recorded.skippedSchemes {
            let mismatch: Mismatch =
                switch skipped {
                case .noScheme: .noScheme
                case .noHost: .noHost
                case .dotHost: .dotSegment(segment: 1)
                }
            return Failure(mismatch: mismatch, progress: -1, isElementMismatch: true)
        }

        // The route's path, from the node its walk starts at; the walk reached a prefix of it.
        var path = [end.node]
        while let parent = places[path[path.count - 1]]?.parent, parent >= 0 { path.append(parent) }
        path.reverse()
        var reached = -1
        while reached + 1 < path.count, recorded.visits[path[reached + 1]] != nil { reached += 1 }
        guard reached >= 0 else {
            // The walk tried the schemes and did not take this one.
            if case .scheme(let scheme) = root {
                return Failure(
                    mismatch: .wrongScheme(url: recorded.scheme, pattern: scheme), progress: -1, isElementMismatch: true
                )
            }
            return .unexplained
        }

        // Segments as the route counts them: with the host, unless a path pattern's walk started after it.
        let startsAtHost = root != .path || recorded.visits[Int(RouteTree.pathRoot)]?.isHost == true
        let count = recorded.pathSegmentCount + (startsAtHost ? 1 : 0)
        let depth = path.count - 1
        let needed = depth + (end.ending == .path ? 1 : 0)
        guard let element = recorded.element(at: path[reached]) else {
            // The URL ended at the deepest node reached.
            if reached == depth, end.ending != .path { return nil }
            return Failure(
                mismatch: .tooFewSegments(url: count, pattern: needed), progress: reached, isElementMismatch: false)
        }
        if reached == depth {
            guard end.ending == .exact else { return nil }
            return Failure(
                mismatch: .tooManySegments(url: count, pattern: depth), progress: depth, isElementMismatch: false)
        }

        // An edge the walk did not take from a node where it had an element.
        let nextNode = path[reached + 1]
        guard let next = places[nextNode] else { return .unexplained }
        let mismatch: Mismatch
        if !next.isPlaceholder {
            let label = label(of: nextNode)
            mismatch =
                root != .path && reached == 0
                ? .hostMismatch(url: element, pattern: label)
                : .literalMismatch(segment: reached + 1, url: element, pattern: label)
        } else {
            // The walk tries every placeholder edge of a node it reaches with
            // an element, so one it did not enter rejected the element.
            guard let kind = RouteTree.EdgeCode.kind(of: tree.nodes[nextNode].code) else { return .unexplained }
            // The placeholders above this one bind the names before its own.
            let bound = path[1..<reached + 1].count { places[$0]?.isPlaceholder == true }
            mismatch = .typeMismatch(
                segment: reached + 1, placeholder: tree.routes[route].parameterNames[bound],
                type: kind.typeName(customTypes: tree.customTypes), value: element)
        }
        return Failure(mismatch: mismatch, progress: reached, isElementMismatch: true)
    }
}
