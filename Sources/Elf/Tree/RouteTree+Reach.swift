/// How much backtracking a table's shape allows: the most nodes one lookup
/// can enter, kept as routes are added, so that registration can warn about
/// a table whose failing lookups grow with the table (issue 19, finding 5).
///
/// A node's *reach* is the most nodes of its subtree, itself included, that
/// one walk can enter. A URL element matches at most one literal child (they
/// differ), but every placeholder child may match it too (`1` is an `int`, a
/// `double`, a custom type and a `<name>` at once), and the walk tries each in
/// turn when the deeper ones fail. So
///
///     reach(node) = 1 + max(reach of its literal children) + Σ reach of its other children
///
/// an upper bound on the walk's work that is exact for the adversarial table
/// (a literal and a placeholder under every node, 12 deep: 8,191 nodes,
/// every one entered by `/a/a/…/a/x`), and small for ordinary tables, where
/// placeholders rarely stand beside literals level after level. A node's
/// reach never exceeds the size of its subtree, so it fits in 32 bits.
///
/// The builder keeps ``RouteTree/Builder/reach`` and
/// ``RouteTree/Builder/literalReach`` per node. Adding a route settles the
/// nodes it added and grows their ancestors' reach, stopping at the first
/// literal edge whose sibling already reaches as far; removing one leaves the
/// reach an upper bound until ``RouteTree/Builder/compact()`` recomputes it.
/// Neither array is handed to a frozen tree: lookups never read them.
extension RouteTree.Builder {
    /// The most edges one lookup can follow in this table, whatever the URL:
    /// through its scheme's routes, the `*://` routes and the path routes.
    ///
    /// - Complexity: O(1).
    var worstCaseSteps: Int {
        Int(reach[Int(RouteTree.schemeRoot)]) + Int(reach[Int(RouteTree.anySchemeRoot)])
            + Int(reach[Int(RouteTree.pathRoot)]) - 3
    }

    /// Sets the reach of the nodes one insertion added, `first` to `last`
    /// (each the only child of the one before), and grows their ancestors'.
    ///
    /// - Complexity: O(*d*) for a table *d* nodes deep, usually far less: the
    ///   climb stops at a literal edge whose sibling reaches as far.
    mutating func addReach(ofChainFrom first: Int32, to last: Int32) {
        var index = Int(last)
        var below: UInt32 = 0
        var belowIsLiteral = false
        while true {
            reach[index] = 1 + below
            literalReach[index] = belowIsLiteral ? below : 0
            if index == Int(first) { break }
            belowIsLiteral = nodes[index].code == RouteTree.EdgeCode.literal
            below = reach[index]
            index = Int(nodes[index].parent)
        }
        // `first` is new: its reach grew from 0. Over a placeholder edge the
        // parent grows as much as the child; over a literal edge, by what the
        // child now exceeds the largest literal sibling by.
        var grown = reach[index]
        while grown > 0, nodes[index].parent >= 0 {
            let parent = Int(nodes[index].parent)
            if nodes[index].code == RouteTree.EdgeCode.literal {
                let largest = literalReach[parent]
                guard reach[index] > largest else { return }
                grown = reach[index] - largest
                literalReach[parent] = reach[index]
            }
            reach[parent] += grown
            index = parent
        }
    }

    /// Computes every node's reach afresh.
    ///
    /// Children come after their parents, so one pass backwards sees each
    /// node after all of its children.
    ///
    /// - Complexity: O(*n*) in the number of nodes.
    mutating func recomputeReach() {
        reach = ContiguousArray(repeating: 1, count: nodes.count)
        literalReach = ContiguousArray(repeating: 0, count: nodes.count)
        for index in nodes.indices.reversed() {
            // Until now `reach` held 1 plus the placeholder children's reach.
            reach[index] += literalReach[index]
            let parent = Int(nodes[index].parent)
            guard parent >= 0 else { continue }
            if nodes[index].code == RouteTree.EdgeCode.literal {
                literalReach[parent] = max(literalReach[parent], reach[index])
            } else {
                reach[parent] += reach[index]
            }
        }
    }
}
