extension RouteTree.Builder {
    /// The builder's routes as an immutable ``RouteTree``.
    ///
    /// The tree takes the builder's arrays as they are (the next change
    /// copies them before writing, see `unshare()`), after dropping the nodes
    /// that removals left without routes and the spare capacity the arrays
    /// grew, so a router keeps one compact copy of its table. Route
    /// identifiers are the builder's, so payloads indexed by them stay valid.
    ///
    /// - Complexity: O(1) after insertions only, when the arrays are not much
    ///   larger than their contents; O(*n*) in the size of the builder otherwise.
    mutating func freeze(customTypes: [PlaceholderType]) -> RouteTree {
        // Some path pattern's first literal has capitals and is filed lowercased.
        let foldsCasedPathRoot = foldsPathRoot && casedPathRoutes > 0
        if hasRemovals { compact() }
        trimCapacity()
        markShared()
        return RouteTree(
            nodes: nodes, labelBytes: labelBytes, slots: slots, routes: routes, customTypes: customTypes,
            depth: depth, schemeNodes: schemeNodes,
            ordering: prioritizedRoutes > 0 || queryRoutes > 0 || foldsCasedPathRoot || !customRoutes.isEmpty
                ? RouteOrdering(
                    hasPriorities: prioritizedRoutes > 0, variants: variants, foldsPathRoot: foldsCasedPathRoot,
                    customRoutes: customRoutes.map(\.route))
                : nil)
    }
}
