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
/// A router is safe to use from any thread. Registration takes a lock and
/// marks the tree stale; the next lookup freezes a new immutable tree once,
/// and every lookup after that reads it without further coordination beyond
/// fetching the current snapshot. Handlers run on the main actor.
public final class Elf: @unchecked Sendable {
    // @unchecked: every stored `var` below is read and written only while
    // `lock` is held; the frozen `RouteTree` handed out is immutable.

    /// Makes a fresh handler for every URL a pattern matches.
    public typealias HandlerFactory = @MainActor () -> any Handler

    /// The shared router, for apps that want one global table.
    public static let instance = Elf()

    /// How this router reads URLs and patterns.
    public let configuration: Configuration

    let lock = NSLock()
    var builder = RouteTree.Builder()
    /// Registered pattern texts, in registration order.
    var registrations: [String] = []
    var customTypes: [PlaceholderType] = []
    var frozen: RouteTree?
    var storedNotFoundHandler: (@MainActor (String) -> Void)?
    var storedMissHandler: (@MainActor (RouteMiss) -> Void)?
    var storedNavigator: (any Navigator)?
    var storedPendingNavigation: Task<Void, Never>?
    /// The rewrite rules, compiled, in the order they were added.
    var storedRewriteRules: [CompiledRewriteRule] = []
    /// The frozen rewrite rules lookups read; `nil` when there are none.
    var storedRewriteSnapshot: RewriteSnapshot?
    /// The interceptors, in the order they were added.
    var storedInterceptors: [Interceptor] = []
    /// The URL a `deferUntilResumed` decision set aside, with its context.
    var storedDeferredURL: DeferredURL?
    var storedLogger: EventLogger?
    /// Bumped for every handled URL, so a finished async handler clears only its own task.
    var navigationGeneration = 0

    /// Creates an empty router.
    ///
    /// ```swift
    /// let elf = Elf(configuration: .init(caseInsensitivePaths: true))
    /// ```
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Runs `body` while holding the router's lock.
    @inline(__always)
    ///
    /// The body cannot throw: a generic typed-throws closure would need the
    /// Swift 6 runtime on Apple platforms, so callers return their error instead.
    func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The current immutable tree, frozen from the builder if registration changed it.
    func currentTree() -> RouteTree {
        locked { frozenTreeLocked() }
    }

    /// The frozen tree, freezing the builder first if registration changed it (the lock is held).
    func frozenTreeLocked() -> RouteTree {
        if let frozen { return frozen }
        let tree = builder.freeze(customTypes: customTypes)
        frozen = tree
        return tree
    }

    var scanner: URLScanner {
        URLScanner(maxLength: configuration.maxURLLength, allowsUserinfo: configuration.allowsUserinfo)
    }

    var matchOptions: MatchOptions {
        MatchOptions(
            caseInsensitivePaths: configuration.caseInsensitivePaths,
            hostAsPathSegment: configuration.hostAsPathSegment)
    }

    /// Called with the URL passed to ``handleURL(url:)`` when no handler handled it
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
        get { locked { storedNotFoundHandler } }
        set { locked { storedNotFoundHandler = newValue } }
    }

    /// Called with the URL and the reason (malformed at column N, no route,
    /// every handler declined) when no handler handled a URL.
    ///
    /// It runs after ``logger`` hears ``RouteEvent/missed(_:)`` and before
    /// ``notFoundHandler``, once per ``handleURL(url:)`` call. The miss's URL
    /// is the one that failed: after an interceptor's redirect, the target.
    ///
    /// ```swift
    /// elf.missHandler = { miss in log(miss.description) }
    /// ```
    public var missHandler: (@MainActor (RouteMiss) -> Void)? {
        get { locked { storedMissHandler } }
        set { locked { storedMissHandler = newValue } }
    }
}

/// Makes a fresh handler for every URL a pattern matches; the same type as ``Elf/HandlerFactory``.
///
/// ```swift
/// let factory: HandlerFactory = { UserHandler() }
/// try elf.register("app://user/<username>", factory)
/// ```
public typealias HandlerFactory = Elf.HandlerFactory
