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
    var depth = 0

    init(routes: [Route?]) { self.routes = routes }

    /// Flattens `node` and its subtree, returning its index, or -1 when it holds no route.
    ///
    /// Children are flattened first, so an empty subtree (left behind by
    /// unregistering) is known to be empty when its parent is built, and each
    /// node is visited once. A node's edges are appended as one contiguous run.
    mutating func flatten(_ node: RouteTree.Builder.Node, level: Int = 1) -> Int {
        var frozen = RouteTree.Node()
        frozen.terminal = routeID(node.terminal)
        frozen.pathTerminal = routeID(node.pathTerminal)
        frozen.wildcardTerminal = routeID(node.wildcardTerminal)

        // Sorted, so the frozen tree (and its drawing) does not depend on dictionary order.
        var literals: [(label: [UInt8], child: Int)] = []
        literals.reserveCapacity(node.literals.count)
        for (label, child) in node.literals {
            let index = flatten(child, level: level + 1)
            if index >= 0 { literals.append((label.bytes, index)) }
        }
        literals.sort { $0.label.lexicographicallyPrecedes($1.label) }
        var placeholders: [(kind: PlaceholderKind, child: Int)] = []
        for (kind, child) in node.placeholders {
            let index = flatten(child, level: level + 1)
            if index >= 0 { placeholders.append((kind, index)) }
        }
        placeholders.sort { $0.kind < $1.kind }

        guard
            frozen.terminal >= 0 || frozen.pathTerminal >= 0 || frozen.wildcardTerminal >= 0
                || !literals.isEmpty || !placeholders.isEmpty
        else { return -1 }
        depth = max(depth, level)

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
        return frozenRoutes.count - 1
    }
}
