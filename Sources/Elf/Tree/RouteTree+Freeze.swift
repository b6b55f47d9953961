extension RouteTree.Builder {
    /// Flattens the builder into an immutable ``RouteTree``.
    ///
    /// Subtrees without routes (left behind by unregistering) are dropped,
    /// routes are renumbered densely, placeholder edges are sorted by rank and
    /// nodes with many literal edges get a hash table.
    ///
    /// - Complexity: O(*n*) in the total size of the builder.
    func freeze(customTypes: [PlaceholderType]) -> RouteTree {
        var flattener = Flattener(routes: routes)
        let schemeRoot = flattener.flatten(schemes)
        let anySchemeRoot = flattener.flatten(anyScheme)
        let pathRoot = flattener.flatten(paths)
        return RouteTree(
            nodes: flattener.nodes, literalEdges: flattener.literalEdges, literalBytes: flattener.literalBytes,
            hashSlots: flattener.hashSlots, placeholderEdges: flattener.placeholderEdges,
            routes: flattener.frozenRoutes, schemeRoot: schemeRoot, anySchemeRoot: anySchemeRoot,
            pathRoot: pathRoot, customTypes: customTypes, depth: flattener.depth)
    }
}

/// The state of one freeze: the arrays being filled.
private struct Flattener {
    let routes: [Route?]
    var nodes: [RouteTree.Node] = []
    var literalEdges: [RouteTree.LiteralEdge] = []
    var literalBytes: [UInt8] = []
    var hashSlots: [Int] = []
    var placeholderEdges: [RouteTree.PlaceholderEdge] = []
    var frozenRoutes: [Route] = []
    var routeIndex: [Int: Int] = [:]
    var depth = 0

    init(routes: [Route?]) { self.routes = routes }

    /// Whether any route ends in or below `node`.
    static func hasRoutes(_ node: RouteTree.Builder.Node) -> Bool {
        if node.terminal != nil || node.pathTerminal != nil || node.wildcardTerminal != nil { return true }
        return node.literals.values.contains(where: hasRoutes) || node.placeholders.values.contains(where: hasRoutes)
    }

    /// Flattens `node` and its subtree, returning its index, or -1 when it holds no route.
    mutating func flatten(_ node: RouteTree.Builder.Node, level: Int = 1) -> Int {
        guard Self.hasRoutes(node) else { return -1 }
        depth = max(depth, level)
        let index = nodes.count
        nodes.append(RouteTree.Node())

        var frozen = RouteTree.Node()
        frozen.terminal = routeID(node.terminal)
        frozen.pathTerminal = routeID(node.pathTerminal)
        frozen.wildcardTerminal = routeID(node.wildcardTerminal)

        // Children are flattened first, then their edges are appended as one
        // contiguous run, so a node's edges never interleave with a child's.
        let literals = node.literals.sorted { $0.key.lexicographicallyPrecedes($1.key) }
            .map { (label: $0.key, child: flatten($0.value, level: level + 1)) }
            .filter { $0.child >= 0 }
        let placeholders = node.placeholders.sorted { $0.key < $1.key }
            .map { (kind: $0.key, child: flatten($0.value, level: level + 1)) }
            .filter { $0.child >= 0 }

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
        nodes[index] = frozen
        return index
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

    /// The dense index of builder route `id`, assigning one on first sight.
    mutating func routeID(_ id: Int?) -> Int {
        guard let id, let route = routes[id] else { return -1 }
        if let existing = routeIndex[id] { return existing }
        routeIndex[id] = frozenRoutes.count
        frozenRoutes.append(route)
        return frozenRoutes.count - 1
    }
}
