/// The router's mutable side: what registration changes, read and written
/// only under the router's lock (it lives in a ``Locked`` box).
///
/// Every change drops the cached ``RouterSnapshot``; ``snapshot()`` freezes a
/// new one on the next lookup. The routing tree and the rewrite table are
/// frozen again only when they changed, so setting a navigator or an
/// interceptor does not rebuild the tree.
struct RouterRegistry {
    let configuration: Elf.Configuration

    /// The routes being registered; call ``routesChanged()`` after changing them.
    let routes = PatternTree<Elf.RoutingTableEntry>.Builder()
    /// Registered pattern texts, in registration order.
    var registrations: [String] = [] { didSet { current = nil } }
    /// The entry points, in the order they were added (ROUTING.md §2a); call
    /// ``routesChanged()`` after changing them.
    var entryPoints: [EntryPoint] = []
    /// The custom placeholder types, by index.
    var customTypes: [PlaceholderType] = [] { didSet { routesChanged() } }
    /// The rewrite rules; call ``rewriteRulesChanged()`` after changing them.
    var rewriteRules = RewriteRuleSet() { didSet { rewriteRulesChanged() } }
    var interceptors: [Elf.Interceptor] = [] { didSet { current = nil } }
    var navigator: (any Navigator)? { didSet { current = nil } }
    var logger: EventLogger? { didSet { current = nil } }
    var notFoundHandler: (@MainActor (String) -> Void)? { didSet { current = nil } }
    var missHandler: (@MainActor (Elf.RouteMiss) -> Void)? { didSet { current = nil } }

    /// The frozen routes, or `nil` when they changed since the last freeze.
    private var frozenRoutes: PatternTree<Elf.RoutingTableEntry>?
    /// The frozen rewrite rules (`.some(nil)` when there are none), or `nil` when they changed.
    private var frozenRewrites: RewriteTable??
    /// What lookups read, or `nil` when anything changed since.
    private var current: RouterSnapshot?
    /// The registration that took the routing table past
    /// ``Elf/Configuration/backtrackingWarningThreshold``, until reported.
    var backtrackingCrossing: BacktrackingCrossing?

    init(configuration: Elf.Configuration) {
        self.configuration = configuration
        routes.backtrackingThreshold = configuration.backtrackingWarningThreshold
    }

    /// The warning for the registration that took the routing table past
    /// ``Elf/Configuration/backtrackingWarningThreshold``, with the logger
    /// to tell, once: ``Elf/locked(_:)`` reports it after unlocking.
    mutating func takeBacktrackingWarning() -> (event: Elf.RouteEvent, logger: EventLogger?)? {
        guard let crossing = backtrackingCrossing else { return nil }
        backtrackingCrossing = nil
        return (
            .backtrackingWarning(pattern: crossing.pattern, steps: crossing.steps, threshold: crossing.threshold),
            logger
        )
    }

    /// Marks the routes changed: the next snapshot freezes them again.
    mutating func routesChanged() {
        frozenRoutes = nil
        frozenRewrites = nil  // rules use the custom placeholder types too
        current = nil
    }

    /// Marks the rewrite rules changed: the next snapshot freezes them again.
    mutating func rewriteRulesChanged() {
        frozenRewrites = nil
        current = nil
    }

    /// The current snapshot, frozen now if anything changed since the last one.
    ///
    /// - Complexity: O(1), or O(*n*) in the size of the table for the freeze after a change.
    @inline(__always)
    mutating func snapshot() -> RouterSnapshot {
        if let current { return current }
        return freeze()
    }

    /// The parser for this router's patterns (its custom types and settings).
    var parser: PatternParser {
        var customIndices: [String: Int] = [:]
        for (index, type) in customTypes.enumerated() { customIndices[type.name] = index }
        return PatternParser(
            customTypes: customIndices, caseInsensitivePaths: configuration.caseInsensitivePaths,
            maxLength: configuration.maxURLLength)
    }

    private mutating func freeze() -> RouterSnapshot {
        let routes = frozenRoutes ?? frozenRoutesWithEntryPoints()
        frozenRoutes = routes
        let rewrites = frozenRewrites ?? rewriteRules.freeze(customTypes: customTypes, configuration: configuration)
        frozenRewrites = .some(rewrites)
        let snapshot = RouterSnapshot(
            routes: routes, rewrites: rewrites, interceptors: interceptors, navigator: navigator, logger: logger,
            notFoundHandler: notFoundHandler, missHandler: missHandler, registrations: registrations,
            customTypes: customTypes)
        current = snapshot
        return snapshot
    }

    /// The routes frozen, carrying the entry points a match reports.
    private func frozenRoutesWithEntryPoints() -> PatternTree<Elf.RoutingTableEntry> {
        let table =
            entryPoints.isEmpty
            ? nil : EntryPointTable(entryPoints, caseInsensitivePaths: configuration.caseInsensitivePaths)
        return routes.freeze(customTypes: customTypes, entryPoints: table, check: { $0.check })
    }
}
