/// How much backtracking a table's shape allows: the most nodes one lookup
/// can enter, kept as routes are added, so that registration can warn about
/// a table whose failing lookups grow with the table.
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
/// (a literal and a placeholder under every node, 12 deep: 8,191 nodes
/// under the host, every one entered by `app://h/a/…/a/x`), and small for ordinary tables, where
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
    @inline(__always)
    var worstCaseSteps: Int {
        Int(reach[Int(RouteTree.schemeRoot)].all) + Int(reach[Int(RouteTree.anySchemeRoot)].all)
            + Int(reach[Int(RouteTree.pathRoot)].all) - 3
    }

    /// Appends the reach of the nodes one insertion added, `first` to `last`
    /// (the last nodes of the table, each the only child of the one before),
    /// and grows their ancestors'.
    ///
    /// - Complexity: O(*d*) for a table *d* nodes deep, usually far less: the
    ///   climb stops at a literal edge whose sibling reaches as far.
    mutating func addReach(ofChainFrom first: Int32, to last: Int32) {
        let first = Int(first)
        let count = Int(last) - first + 1
        // The chain: the node k above its end reaches k + 1 nodes.
        for index in first..<first + count {
            let below = UInt32(count - (index - first) - 1)
            let belowIsLiteral = below > 0 && nodes[index + 1].code == RouteTree.EdgeCode.literal
            reach.append(Reach(all: below + 1, literal: belowIsLiteral ? below : 0))
        }
        // `first` is new: its reach grew from 0. Over a placeholder edge the
        // parent grows as much as the child; over a literal edge, by what the
        // child now exceeds the largest literal sibling by.
        Self.grow(&reach, of: nodes, from: first, by: UInt32(count))
    }

    /// Grows the reach of the ancestors of `first`, whose own reach grew by
    /// `grown`, climbing until an ancestor's does not change.
    ///
    /// A static function over the array passed `inout`, with one exit: the
    /// uniqueness check of `reach` is then made once, not at every write.
    private static func grow(
        _ reach: inout ContiguousArray<Reach>, of nodes: ContiguousArray<RouteTree.Node>, from first: Int,
        by grown: UInt32
    ) {
        var index = first
        var grown = grown
        while nodes[index].parent >= 0 {
            let node = nodes[index]
            let parent = Int(node.parent)
            if node.code == RouteTree.EdgeCode.literal {
                let largest = reach[parent].literal
                let all = reach[index].all
                if all <= largest { break }
                grown = all - largest
                reach[parent].literal = all
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

    /// Inserts `form` as ``insert(_:route:)`` does, and returns with the
    /// route already there the ``crossing`` this insertion recorded, if any,
    /// which is then forgotten.
    mutating func insertNotingCrossing(
        _ form: RoutePattern.Form, route: RouteRecord
    ) -> (existing: RouteRecord?, crossing: BacktrackingCrossing?) {
        let existing = insert(form, route: route)
        defer { crossing = nil }
        return (existing, crossing)
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
