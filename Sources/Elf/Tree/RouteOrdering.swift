/// What a lookup must do beyond taking the walk's candidates as they come:
/// reorder them by explicit priority, check query constraints, and try the
/// custom routes (ROUTING.md §2).
///
/// A frozen ``RouteTree`` has one only when some route needs it, so a
/// lookup in a table without priorities, query constraints or custom routes
/// pays one `nil` test for all three and takes the walk's order as it is.
final class RouteOrdering: Sendable {
    /// Whether some route has a nonzero priority: the candidates are then
    /// collected and ordered stably by priority, highest first.
    let hasPriorities: Bool
    /// The routes that share a node and differ only in their query
    /// constraints, by the route the node's terminal holds (the one the walk
    /// yields): every route there, most constrained first (ROUTING.md §2).
    let variants: [Int: [Int]]
    /// Whether some path route's first literal has capitals: the tree files
    /// it lowercased, so a first path segment with capitals is looked up
    /// folded too, and each match checks it against the literal as written
    /// (``RouteRecord/firstLiteral``).
    let foldsPathRoot: Bool

    /// The custom routes, in the order they were added: tried after every
    /// pattern of the same priority (ROUTING.md §2).
    let customRoutes: [Int]

    init(hasPriorities: Bool, variants: [Int: [Int]], foldsPathRoot: Bool = false, customRoutes: [Int] = []) {
        self.hasPriorities = hasPriorities
        self.variants = variants
        self.foldsPathRoot = foldsPathRoot
        self.customRoutes = customRoutes
    }

    /// The routes to try, in order, for a route the walk found.
    @inline(__always)
    func routes(at route: Int) -> [Int]? { variants[route] }
}
