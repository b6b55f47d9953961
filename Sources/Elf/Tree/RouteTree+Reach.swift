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
/// The builder keeps a ``RouteTree/Builder/Reach`` per node. Adding a route settles the
/// nodes it added and grows their ancestors' reach, stopping at the first
/// literal edge whose sibling already reaches as far; removing one leaves the
/// reach an upper bound until ``RouteTree/Builder/compact()`` recomputes it.
/// The array is never handed to a frozen tree: lookups never read it.
extension RouteTree.Builder {
    /// How far one lookup can go below a node: 8 bytes per node.
    struct Reach: Equatable {
        /// The most nodes of the node's subtree, itself included, one lookup can enter.
        var all: UInt32 = 1
        /// The largest ``all`` among the node's literal children (0 when it has none).
        var literal: UInt32 = 0
    }

    /// The most edges one lookup can follow in this table, whatever the URL:
    /// through its scheme's routes, the `*://` routes and the path routes.
    ///
    /// - Complexity: O(1).
    var worstCaseSteps: Int {
        Int(reach[Int(RouteTree.schemeRoot)].all) + Int(reach[Int(RouteTree.anySchemeRoot)].all)
            + Int(reach[Int(RouteTree.pathRoot)].all) - 3
    }

    /// Sets the reach of the nodes one insertion added, `first` to `last`
    /// (each the only child of the one before), and grows their ancestors'.
    ///
    /// - Complexity: O(*d*) for a table *d* nodes deep, usually far less: the
    ///   climb stops at a literal edge whose sibling reaches as far.
    mutating func addReach(ofChainFrom first: Int32, to last: Int32) {
        var index = Int(last)
        var below = Reach(all: 0, literal: 0)
        var belowIsLiteral = false
        while true {
            reach[index] = Reach(all: 1 + below.all, literal: belowIsLiteral ? below.all : 0)
            if index == Int(first) { break }
            belowIsLiteral = nodes[index].code == RouteTree.EdgeCode.literal
            below = reach[index]
            index = Int(nodes[index].parent)
        }
        // `first` is new: its reach grew from 0. Over a placeholder edge the
        // parent grows as much as the child; over a literal edge, by what the
        // child now exceeds the largest literal sibling by.
        var grown = reach[index].all
        while nodes[index].parent >= 0 {
            let parent = Int(nodes[index].parent)
            if nodes[index].code == RouteTree.EdgeCode.literal {
                let largest = reach[parent].literal
                guard reach[index].all > largest else { return }
                grown = reach[index].all - largest
                reach[parent].literal = reach[index].all
            }
            reach[parent].all += grown
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
        reach = ContiguousArray(repeating: Reach(), count: nodes.count)
        for index in nodes.indices.reversed() {
            // Until now `all` held 1 plus the other children's reach.
            reach[index].all += reach[index].literal
            let parent = Int(nodes[index].parent)
            guard parent >= 0 else { continue }
            if nodes[index].code == RouteTree.EdgeCode.literal {
                reach[parent].literal = max(reach[parent].literal, reach[index].all)
            } else {
                reach[parent].all += reach[index].all
            }
        }
        if let threshold = backtrackingThreshold, worstCaseSteps <= threshold {
            // Back under the threshold: the next crossing is recorded again.
            isPastBacktrackingThreshold = false
        }
    }

    /// Records that inserting `route` took the table past `threshold`,
    /// unless only the nodes of removed routes, still counted, did.
    ///
    /// - Complexity: O(*n*) when routes were removed since the last freeze
    ///   (the table is compacted to count exactly); O(1) otherwise. A table
    ///   crosses rarely.
    mutating func noteCrossing(by route: RouteRecord, threshold: Int) {
        if hasRemovals {
            compact()
            guard worstCaseSteps > threshold else { return }
        }
        isPastBacktrackingThreshold = true
        crossing = BacktrackingCrossing(pattern: route.pattern, steps: worstCaseSteps, threshold: threshold)
    }
}
