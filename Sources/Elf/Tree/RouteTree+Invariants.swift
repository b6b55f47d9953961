extension RouteTree {
    /// Returns every violation of the invariants a lookup relies on (none when the tree is sound).
    ///
    /// Tests call it after every change to a router.
    ///
    /// - Nodes 0, 1 and 2 are the roots; every other node comes after its
    ///   parent, and literal labels are laid out in node order.
    /// - No node has two children over the same edge, and the edge table
    ///   finds every child under its parent.
    /// - A node's child bits are exactly the kinds of its children; catch-all
    ///   nodes have no children.
    /// - Every live route is referenced by exactly one terminal (directly, or
    ///   among the routes that share it, in query precedence order), and no
    ///   terminal refers to a removed route.
    /// - Every node but a root has a route in or below it (empty subtrees were pruned).
    /// - ``schemeWords``, when ``schemesAreWords``, holds every scheme node
    ///   once, with its label; otherwise the tree has too many schemes or a
    ///   long one.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        guard nodes.count >= 3, (0..<3).allSatisfy({ nodes[$0].parent < 0 && nodes[$0].code == EdgeCode.root })
        else { return ["the three roots are missing"] }
        var childBits = [UInt16](repeating: 0, count: nodes.count)
        var holdsRoute = [Bool](repeating: false, count: nodes.count)
        var routeUses = [Int](repeating: 0, count: routes.count)
        var edges: Set<[Int]> = []
        var previousEnd: Int32 = 0
        for (index, node) in nodes.enumerated() {
            if node.labelEnd < previousEnd { problems.append("node \(index): label ends before the previous one") }
            let labelCount = Int(node.labelEnd - previousEnd)
            previousEnd = node.labelEnd
            if node.terminal >= 0 {
                if routes.indices.contains(Int(node.terminal)), routes.records[Int(node.terminal)] != nil {
                    // Routes that differ only in their query constraints share the terminal.
                    let shared = ordering?.routes(at: Int(node.terminal)) ?? [Int(node.terminal)]
                    if !shared.contains(Int(node.terminal)) {
                        problems.append("node \(index): its route's variants leave it out")
                    }
                    for route in shared where routes.indices.contains(route) { routeUses[route] += 1 }
                    if shared.count > 1,
                        zip(shared, shared.dropFirst()).contains(where: { pair in
                            QueryConstraint.precedes(routes[pair.1].query, routes[pair.0].query)
                        })
                    {
                        problems.append("node \(index): its routes are not in query precedence order")
                    }
                    holdsRoute[index] = true
                } else {
                    problems.append("node \(index): route \(node.terminal) out of range or removed")
                }
            }
            guard index >= 3 else { continue }
            guard node.parent >= 0, Int(node.parent) < index else {
                problems.append("node \(index): parent \(node.parent) is not an earlier node")
                continue
            }
            let isLiteral = node.code == EdgeCode.literal
            if isLiteral != (labelCount > 0) { problems.append("node \(index): label does not fit its edge") }
            if !edges.insert([Int(node.parent), Int(node.code)] + label(index).map(Int.init)).inserted {
                problems.append("node \(index): duplicate edge under node \(node.parent)")
            }
            childBits[Int(node.parent)] |= ChildKinds.of(node.code)
            if !isFound(index) { problems.append("node \(index): the edge table misses it") }
        }
        for index in stride(from: nodes.count - 1, through: 3, by: -1) where holdsRoute[index] {
            holdsRoute[Int(nodes[index].parent)] = true
        }
        for (index, node) in nodes.enumerated() {
            if node.children != childBits[index] { problems.append("node \(index): child bits do not match") }
            if node.code == EdgeCode.path || node.code == EdgeCode.wildcard, node.children != 0 {
                problems.append("node \(index): a catch-all has children")
            }
            if index >= 3, !holdsRoute[index] { problems.append("node \(index): holds no route") }
        }
        if slots.filter({ $0 >= 0 }).count != nodes.count - 3 {
            problems.append("the edge table holds \(slots.filter { $0 >= 0 }.count) edges for \(nodes.count - 3) nodes")
        }
        problems += schemeWordViolations()
        // Custom routes have no node: the ordering lists them instead.
        for route in ordering?.customRoutes ?? [] where routes.indices.contains(route) { routeUses[route] += 1 }
        for (route, uses) in routeUses.enumerated() where uses != (routes.records[route] == nil ? 0 : 1) {
            problems.append("route \(route) (\(routes.records[route]?.pattern ?? "removed")): referenced \(uses) times")
        }
        return problems
    }

    /// Where ``schemeWords`` disagrees with the scheme nodes.
    private func schemeWordViolations() -> [String] {
        let schemes = nodes.indices.filter { nodes[$0].parent == RouteTree.schemeRoot }
        let canBeWords =
            schemes.count <= Self.maxSchemeWords && schemes.allSatisfy { (1...8).contains(label($0).count) }
        guard schemesAreWords else {
            return canBeWords ? ["the schemes fit in words, and the tree does not keep them so"] : []
        }
        var problems: [String] = []
        if schemeWords.map(\.node).sorted() != schemes.map(Int32.init) {
            problems.append("the scheme words are not the scheme nodes")
        }
        for entry in schemeWords {
            let label = label(Int(entry.node))
            let word = label.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
            if entry.word != word || Int(entry.count) != label.count {
                problems.append("node \(entry.node): its scheme word is not its label")
            }
        }
        return problems
    }

    /// Whether probing the edge table for node `index`'s edge under its parent reaches it.
    private func isFound(_ index: Int) -> Bool {
        let node = nodes[index]
        let hash =
            node.code == EdgeCode.literal
            ? withBorrowedBytes(of: label(index)) { RouteTree.hash($0) } : RouteTree.hash(code: node.code)
        var slot = RouteTree.slot(for: RouteTree.key(hash, parent: node.parent), count: slots.count)
        for _ in slots.indices {
            if slots[slot] < 0 { return false }
            if slots[slot] == Int32(index) { return true }
            slot = slot + 1 == slots.count ? 0 : slot + 1
        }
        return false
    }
}
