import Foundation

/// A URL router: maps patterns such as `app://user/<username>/following` to
/// handler factories, and each URL to the one right handler.
///
/// Use the shared router, as the original Elf did, or make independent ones:
///
/// ```swift
/// Elf.instance.registerRoutingTable([
///     "app://profile": { ProfileHandler() },
///     "app://user/<username>/following": { UserHandler() },
/// ], notFoundHandler: { url in print("\(url) not found") })
/// Elf.instance.handleURL(url: "app://user/limboy/following")   // true
///
/// let elf = Elf()
/// try elf.register("app://item/<int:id>") { ItemHandler() }
/// let match = elf.match("app://item/42?ref=home")   // pattern, params, queryParams, ...
/// ```
///
/// A router is safe to use from any thread. Everything a lookup reads (the
/// routes, the rewrite rules, the interceptors, the settings) is one
/// immutable snapshot: registration changes the registry under a
/// lock and drops the snapshot, and the next lookup freezes a new one that
/// every lookup after it shares. Handlers run on the main actor, where the
/// router keeps what handling remembers between URLs (see <doc:Architecture>).
public final class Elf: Sendable {
    /// Makes a fresh handler for every URL a pattern matches.
    public typealias HandlerFactory = @MainActor () -> any Handler

    /// The shared router, for apps that want one global table.
    public static let instance = Elf()

    /// How this router reads URLs and patterns.
    ///
    /// ```swift
    /// Elf(configuration: .init(caseInsensitivePaths: true)).configuration.caseInsensitivePaths   // true
    /// ```
    public let configuration: Configuration

    /// Everything registration changes, under one lock.
    let registry: Locked<RouterRegistry>
    /// What handling keeps between URLs, on the main actor.
    let handling = HandlingState()
    /// The lookup every entry point runs, set up for ``configuration``.
    let lookup: Lookup
    /// The namespace this router is in, reported on its matches
    /// (``RouteMatch/namespace``); `nil` unless `SchemeNamespaces` made it.
    let namespace: String?

    /// Creates a router, with its navigator and routes when you have them.
    ///
    /// ```swift
    /// let elf = Elf(configuration: .init(caseInsensitivePaths: true))
    ///
    /// @MainActor let navigation = Navigation(tabs: AppTab.allCases)
    /// @MainActor let shop = Elf(navigator: navigation) { elf in
    ///     try elf.addEntryPoint("shop://")
    ///     try elf.register(ProductRoute.self)
    ///     try elf.register(OrderRoute.self)   // its tab is checked against navigation
    /// }
    /// ```
    ///
    /// `routes` registers where errors can be seen: at launch. The navigator
    /// is set first, so each route type's tab is checked as it registers. An
    /// error `routes` throws stops it there (what it registered before
    /// stays): a debug build stops at once with the error's description,
    /// which names the pattern or type and the column; a release build writes
    /// it to standard error and runs with the routes registered so far.
    public convenience init(
        configuration: Configuration = Configuration(), navigator: (any Navigator)? = nil,
        routes: (Elf) throws -> Void = { _ in }
    ) {
        self.init(configuration: configuration, namespace: nil)
        self.navigator = navigator
        do {
            try routes(self)
        } catch {
            let message = "Elf: registering the routes failed: \(error)\n"
            FileHandle.standardError.write(Data(message.utf8))
            assertionFailure(message)
        }
    }

    /// Creates an empty router whose matches report `namespace`.
    // `package` for ElfMigration's `SchemeNamespaces`, which makes each
    // scheme's router: ``RouteMatch/namespace`` is read where matches are
    // made, in the core, and no public API sets it.
    package init(configuration: Configuration, namespace: String?) {
        self.configuration = configuration
        let registry = RouterRegistry(configuration: configuration)
        self.registry = Locked(registry)
        self.lookup = Lookup(configuration: configuration)
        self.namespace = namespace
    }

    /// Runs `body` with the registry, under the router's lock.
    ///
    /// When `body` registered the route that took the table past
    /// ``Configuration/backtrackingWarningThreshold``, the warning goes to
    /// the logger after the lock is released (the logger may use the router),
    /// and a debug build prints it to standard error.
    @inline(__always)
    func locked<Result: Sendable>(_ body: (inout RouterRegistry) -> Result) -> Result {
        // Only a flag leaves the lock with the result, so the common case
        // moves nothing more; the warning is fetched when there is one.
        let (result, warns) = registry.withLock { registry in
            (body(&registry), registry.backtrackingCrossing != nil)
        }
        if warns { reportBacktrackingWarning() }
        return result
    }

    /// Reports the warning a registration left in the registry (see ``locked(_:)``).
    @inline(never)
    private func reportBacktrackingWarning() {
        if let warning = registry.withLock({ $0.takeBacktrackingWarning() }) {
            report(warning.event, to: warning.logger)
        }
    }

    /// Tells `logger` about a registration that cannot throw, and prints it to
    /// standard error in debug builds.
    func report(_ event: RouteEvent, to logger: EventLogger?) {
        logger?(event)
        #if DEBUG
            FileHandleOutput.standardError("Elf: \(event)")
        #endif
    }

    /// What lookups read now: one lock, and a freeze after a change.
    @inline(__always)
    func snapshot() -> RouterSnapshot {
        registry.withLock { $0.snapshot() }
    }

    /// The current routes, frozen if registration changed them (tests check their invariants).
    func currentTree() -> PatternTree<RoutingTableEntry> {
        snapshot().routes
    }

    /// Called with the URL passed to ``handleURL(url:context:source:)`` when no handler handled it
    /// (the original Elf's not-found closure).
    ///
    /// Set it at any time, or with ``registerRoutingTable(_:notFoundHandler:)``,
    /// whose closure becomes this property. It is the last of the three hooks
    /// for a URL nothing handled: ``logger`` hears ``RouteEvent/missed(_:)``
    /// first, then ``missHandler`` gets the reason, then this gets the URL as
    /// it was opened (not a redirect's target). Matching alone
    /// (``match(_:)``, ``resolve(_:)``) never calls it.
    ///
    /// ```swift
    /// elf.notFoundHandler = { url in print("\(url) not found") }
    /// ```
    public var notFoundHandler: (@MainActor (String) -> Void)? {
        get { locked { $0.notFoundHandler } }
        set { locked { $0.notFoundHandler = newValue } }
    }

    /// Called with the URL and the reason (malformed at column N, no route,
    /// every handler declined) when no handler handled a URL.
    ///
    /// It runs after ``logger`` hears ``RouteEvent/missed(_:)`` and before
    /// ``notFoundHandler``, once per ``handleURL(url:context:source:)`` call. The miss's URL
    /// is the one that failed: after an interceptor's redirect, the target.
    ///
    /// ```swift
    /// elf.missHandler = { miss in log(miss.description) }
    /// ```
    public var missHandler: (@MainActor (RouteMiss) -> Void)? {
        get { locked { $0.missHandler } }
        set { locked { $0.missHandler = newValue } }
    }
}

/// Makes a fresh handler for every URL a pattern matches; the same type as ``Elf/HandlerFactory``.
///
/// ```swift
/// let factory: HandlerFactory = { UserHandler() }
/// try elf.register("app://user/<username>", factory)
/// ```
public typealias HandlerFactory = Elf.HandlerFactory
