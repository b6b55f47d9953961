extension RouteTree {
    /// Returns every violation of the invariants a lookup relies on (none when the tree is sound).
    ///
    /// Tests call it after every change to a router.
    ///
    /// - Placeholder edges are sorted by strictly increasing rank.
    /// - A node's literal labels are distinct, and its hash table finds each one.
    /// - Every child index is in range and every node but a root has one parent.
    /// - Every route is referenced by exactly one terminal slot.
    /// - Every node has a route in or below it (empty subtrees were pruned).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var parents = Array(repeating: 0, count: nodes.count)
        var routeUses = Array(repeating: 0, count: routes.count)
        for (index, node) in nodes.enumerated() {
            let placeholders = placeholderEdges[node.placeholderStart..<node.placeholderStart + node.placeholderCount]
            if !zip(placeholders, placeholders.dropFirst()).allSatisfy({ $0.kind.rank < $1.kind.rank }) {
                problems.append("node \(index): placeholder edges not sorted by rank")
            }
            let literals = literalEdges[node.literalStart..<node.literalStart + node.literalCount]
            let labels = literals.map { Array(literalBytes[$0.bytes]) }
            if Set(labels).count != labels.count { problems.append("node \(index): duplicate literal labels") }
            if node.hashMask > 0 {
                for (offset, label) in labels.enumerated() {
                    var slot = label.withUnsafeBufferPointer(RouteTree.hash) & node.hashMask
                    while hashSlots[node.hashStart + slot] >= 0,
                        hashSlots[node.hashStart + slot] != node.literalStart + offset
                    {
                        slot = (slot + 1) & node.hashMask
                    }
                    if hashSlots[node.hashStart + slot] < 0 {
                        problems.append("node \(index): hash table misses a literal")
                    }
                }
            }
            for child in literals.map(\.child) + placeholders.map(\.child) {
                if nodes.indices.contains(child) {
                    parents[child] += 1
                } else {
                    problems.append("node \(index): child \(child) out of range")
                }
            }
            for route in [node.terminal, node.pathTerminal, node.wildcardTerminal] where route >= 0 {
                if routes.indices.contains(route) {
                    routeUses[route] += 1
                } else {
                    problems.append("node \(index): route \(route) out of range")
                }
            }
            if node.terminal < 0, node.pathTerminal < 0, node.wildcardTerminal < 0, literals.isEmpty,
                placeholders.isEmpty
            {
                problems.append("node \(index): holds no route")
            }
        }
        let roots = Set([schemeRoot, anySchemeRoot, pathRoot].filter { $0 >= 0 })
        for (index, count) in parents.enumerated() where count != (roots.contains(index) ? 0 : 1) {
            problems.append("node \(index): has \(count) parents")
        }
        for (route, uses) in routeUses.enumerated() where uses != 1 {
            problems.append("route \(route) (\(routes[route].pattern)): referenced \(uses) times")
        }
        return problems
    }
}
