extension RouteTree.Builder {
    /// Flattens the builder into an immutable ``RouteTree``.
    ///
    /// Subtrees without routes (left behind by unregistering) are dropped,
    /// routes are renumbered densely, placeholder edges are sorted by rank and
    /// nodes with many literal edges get a hash table.
    ///
    /// - Complexity: O(*n*) in the total size of the builder.
    /// - Returns: The tree, and for each of its routes the builder slot it came from.
    func freeze(customTypes: [PlaceholderType]) -> (tree: RouteTree, slots: [Int]) {
        var flattener = Flattener(routes: routes)
        let schemeRoot = flattener.flatten(schemes)
        let anySchemeRoot = flattener.flatten(anyScheme)
        let pathRoot = flattener.flatten(paths)
        let tree = RouteTree(
            nodes: flattener.nodes, literalEdges: flattener.literalEdges, literalBytes: flattener.literalBytes,
            hashSlots: flattener.hashSlots, placeholderEdges: flattener.placeholderEdges,
            routes: flattener.frozenRoutes, schemeRoot: schemeRoot, anySchemeRoot: anySchemeRoot,
            pathRoot: pathRoot, customTypes: customTypes, depth: flattener.depth)
        return (tree, flattener.frozenSlots)
    }
}

/// The state of one freeze: the arrays being filled.
private struct Flattener {
    let routes: [RouteRecord?]
    var nodes: [RouteTree.Node] = []
    var literalEdges: [RouteTree.LiteralEdge] = []
    var literalBytes: [UInt8] = []
    var hashSlots: [Int] = []
    var placeholderEdges: [RouteTree.PlaceholderEdge] = []
    var frozenRoutes: [RouteRecord] = []
    /// The builder slot of each frozen route, so payloads follow their routes.
    var frozenSlots: [Int] = []
    var depth = 0

    init(routes: [RouteRecord?]) { self.routes = routes }

    /// A node being flattened: its terminals, where it is among its
    /// children, and the edges to the children flattened so far.
    private struct Pending {
        // The node's children, read once (each read of a class property is checked for exclusive access).
        let literalChildren: [RouteTree.Label: RouteTree.Builder.Node]
        let placeholderChildren: [PlaceholderKind: RouteTree.Builder.Node]
        let level: Int
        /// The node's terminals, numbered on the way down (as the routes are met).
        let terminal: Int
        let pathTerminal: Int
        let wildcardTerminal: Int
        /// The next child to flatten: literal children first, then placeholder children, in the builder's order.
        var literalIndex: Dictionary<RouteTree.Label, RouteTree.Builder.Node>.Index
        var placeholderIndex: Dictionary<PlaceholderKind, RouteTree.Builder.Node>.Index
        /// Whether the child handed out last is a placeholder child.
        var lastIsPlaceholder = false
        /// The edges to the children; the last one's child is -1 until that child is flattened.
        var literals: [(label: [UInt8], child: Int)] = []
        var placeholders: [(kind: PlaceholderKind, child: Int)] = []

        init(_ node: RouteTree.Builder.Node, level: Int, routeIDs flattener: inout Flattener) {
            literalChildren = node.literals
            placeholderChildren = node.placeholders
            self.level = level
            terminal = flattener.routeID(node.terminal)
            pathTerminal = flattener.routeID(node.pathTerminal)
            wildcardTerminal = flattener.routeID(node.wildcardTerminal)
            literalIndex = literalChildren.startIndex
            placeholderIndex = placeholderChildren.startIndex
            literals.reserveCapacity(literalChildren.count)
        }

        /// The next child to flatten, or `nil` when every child has been handed out.
        mutating func nextChild() -> RouteTree.Builder.Node? {
            if literalIndex != literalChildren.endIndex {
                let (label, child) = literalChildren[literalIndex]
                literalIndex = literalChildren.index(after: literalIndex)
                literals.append((label.bytes, -1))
                return child
            }
            if placeholderIndex != placeholderChildren.endIndex {
                let (kind, child) = placeholderChildren[placeholderIndex]
                placeholderIndex = placeholderChildren.index(after: placeholderIndex)
                placeholders.append((kind, -1))
                lastIsPlaceholder = true
                return child
            }
            return nil
        }

        /// Records the index the child handed out last got, dropping its edge when it holds no route (-1).
        mutating func childFlattened(_ index: Int) {
            if lastIsPlaceholder {
                if index >= 0 { placeholders[placeholders.count - 1].child = index } else { placeholders.removeLast() }
            } else {
                if index >= 0 { literals[literals.count - 1].child = index } else { literals.removeLast() }
            }
        }
    }

    /// Flattens `root` and its subtree, returning its index, or -1 when it holds no route.
    ///
    /// Children are flattened first, so an empty subtree (left behind by
    /// unregistering) is known to be empty when its parent is built, and each
    /// node is visited once. A node's edges are appended as one contiguous run.
    ///
    /// The walk keeps its own stack instead of recursing: a frame per tree
    /// level costs kilobytes of machine stack in a debug build, which a deep
    /// pattern could exhaust on a secondary thread.
    mutating func flatten(_ root: RouteTree.Builder.Node) -> Int {
        var stack: [Pending] = []
        stack.reserveCapacity(16)
        stack.append(Pending(root, level: 1, routeIDs: &self))
        while true {
            let top = stack.count - 1
            if let child = stack[top].nextChild() {
                stack.append(Pending(child, level: stack[top].level + 1, routeIDs: &self))
                continue
            }
            var finished = stack.removeLast()
            let index = emit(&finished)
            guard !stack.isEmpty else { return index }
            stack[stack.count - 1].childFlattened(index)
        }
    }

    /// Appends a node whose children are all flattened, and returns its index, or -1 when it holds no route.
    private mutating func emit(_ pending: inout Pending) -> Int {
        var frozen = RouteTree.Node()
        frozen.terminal = pending.terminal
        frozen.pathTerminal = pending.pathTerminal
        frozen.wildcardTerminal = pending.wildcardTerminal
        // Sorted, so the frozen tree (and its drawing) does not depend on dictionary order.
        pending.literals.sort { $0.label.lexicographicallyPrecedes($1.label) }
        pending.placeholders.sort { $0.kind < $1.kind }
        let literals = pending.literals
        let placeholders = pending.placeholders

        guard
            frozen.terminal >= 0 || frozen.pathTerminal >= 0 || frozen.wildcardTerminal >= 0
                || !literals.isEmpty || !placeholders.isEmpty
        else { return -1 }
        depth = max(depth, pending.level)

        frozen.literalStart = literalEdges.count
        frozen.literalCount = literals.count
        for (label, child) in literals {
            literalEdges.append(.init(bytes: literalBytes.count..<literalBytes.count + label.count, child: child))
            literalBytes += label
        }
        if literals.count > RouteTree.linearScanLimit {
            frozen.hashStart = hashSlots.count
            frozen.hashMask = buildHashTable(for: literals.map(\.label), firstEdge: frozen.literalStart)
        }
        frozen.placeholderStart = placeholderEdges.count
        frozen.placeholderCount = placeholders.count
        placeholderEdges += placeholders.map { .init(kind: $0.kind, child: $0.child) }
        nodes.append(frozen)
        return nodes.count - 1
    }

    /// Appends an open-addressing table for `labels` (at most half full) and returns its mask.
    mutating func buildHashTable(for labels: [[UInt8]], firstEdge: Int) -> Int {
        var capacity = 8
        while capacity < labels.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        let start = hashSlots.count
        hashSlots += repeatElement(-1, count: capacity)
        for (offset, label) in labels.enumerated() {
            var slot = label.withUnsafeBufferPointer(RouteTree.hash) & mask
            while hashSlots[start + slot] >= 0 { slot = (slot + 1) & mask }
            hashSlots[start + slot] = firstEdge + offset
        }
        return mask
    }

    /// The dense index of builder route `id` (each route sits in exactly one slot, so it is seen once).
    mutating func routeID(_ id: Int?) -> Int {
        guard let id, let route = routes[id] else { return -1 }
        frozenRoutes.append(route)
        frozenSlots.append(id)
        return frozenRoutes.count - 1
    }
}
