/// Everything a lookup reads, from one moment: the routes, the rewrite
/// rules, the interceptors and the router's settings.
///
/// Immutable. Registration changes the ``RouterRegistry`` under the router's
/// lock and drops the snapshot; the next lookup freezes a new one, and every
/// lookup after it fetches that one object with one lock and reads it
/// without further coordination. A table and the rules replaced together on
/// another thread are therefore never seen half and half.
final class RouterSnapshot: Sendable {
    /// The routes, each with its factory and allowed sources.
    let routes: PatternTree<Elf.RoutingTableEntry>
    /// The frozen rewrite rules, or `nil` when there are none (a lookup pays
    /// one `nil` check for the feature).
    let rewrites: RewriteTable?
    /// The interceptors, in the order they were added.
    let interceptors: [Elf.Interceptor]
    let navigator: (any Navigator)?
    let logger: EventLogger?
    let notFoundHandler: (@MainActor (String) -> Void)?
    let missHandler: (@MainActor (Elf.RouteMiss) -> Void)?
    /// Registered pattern texts, in registration order (explain lists them).
    let registrations: [String]
    /// The custom placeholder types, by index, as the tree refers to them.
    let customTypes: [PlaceholderType]

    init(
        routes: PatternTree<Elf.RoutingTableEntry>, rewrites: RewriteTable?, interceptors: [Elf.Interceptor],
        navigator: (any Navigator)?, logger: EventLogger?, notFoundHandler: (@MainActor (String) -> Void)?,
        missHandler: (@MainActor (Elf.RouteMiss) -> Void)?, registrations: [String], customTypes: [PlaceholderType]
    ) {
        self.routes = routes
        self.rewrites = rewrites
        self.interceptors = interceptors
        self.navigator = navigator
        self.logger = logger
        self.notFoundHandler = notFoundHandler
        self.missHandler = missHandler
        self.registrations = registrations
        self.customTypes = customTypes
    }
}
