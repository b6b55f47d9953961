extension Elf {
    /// One route of a routing table: the factory that makes its handler, and
    /// the sources that may open it.
    ///
    /// Pass entries to `registerRoutingTable(entries:notFoundHandler:)`
    /// when some routes of a table must not open from every source:
    ///
    /// ```swift
    /// elf.registerRoutingTable(entries: [
    ///     "app://profile": RoutingTableEntry { ProfileHandler() },
    ///     "app://account/delete": RoutingTableEntry(allowedSources: [.internal, .universalLink]) {
    ///         DeleteAccountHandler()
    ///     },
    /// ], notFoundHandler: { url in print("\(url) not found") })
    /// ```
    public struct RoutingTableEntry: Sendable {
        /// The sources that may open the route; `nil` means every source.
        public var allowedSources: Set<LinkSource>? {
            allowed.map { mask in Set(LinkSource.allCases.filter { mask & Self.bit(of: $0) != 0 }) }
        }

        /// ``allowedSources`` as one bit per source (``bit(of:)``), or `nil` for every source.
        ///
        /// Bits rather than the set: a route tests its source with one `and`,
        /// and copying an entry copies two bytes. Copying a `Set` made the first
        /// registration of every process look up the set's type at run time
        /// (a search of every protocol conformance the app links, about
        /// 400,000 instructions on its launch path).
        private let allowed: UInt16?

        /// The bit of `source` in ``allowed``.
        private static func bit(of source: LinkSource) -> UInt16 {
            switch source {
            case .customScheme: 1
            case .universalLink: 2
            case .internal: 4
            case .notification: 8
            case .other: 16
            case .restoration: 32
            case .quickAction: 64
            case .widget: 128
            case .appIntent: 256
            case .handoff: 512
            case .spotlight: 1024
            case .appClip: 2048
            case .otherApp: 4096
            }
        }

        /// ``allowed`` for `sources`.
        private static func mask(of sources: Set<LinkSource>?) -> UInt16? {
            sources.map { $0.reduce(0) { $0 | bit(of: $1) } }
        }
        /// Makes a fresh handler for every URL the route takes.
        ///
        /// For an entry whose handler is made from the match (a typed or
        /// closure route), a factory that makes a handler which declines:
        /// without a match there is no value to make one from.
        public var factory: HandlerFactory {
            switch maker {
            case .factory(let factory): factory
            case .matching, .typed: { DecliningHandler() }
            }
        }

        /// How handling makes the handler for a match.
        ///
        /// An enum rather than one closure for both: wrapping the factory in
        /// a closure that ignores the match allocated a context per route,
        /// which every registration paid and every router kept.
        private let maker: Maker

        private enum Maker {
            /// The app's factory, called for every match.
            case factory(HandlerFactory)
            /// A handler made from the match (``init(allowedSources:making:)``):
            /// a closure route's, or one a product above the core makes.
            case matching(@MainActor (RouteMatch) -> any Handler)
            /// A route type's decoding, its check and its factory, in one
            /// reference (the table holds an entry per route, so what only
            /// typed routes have costs the others nothing).
            case typed(TypedRouteEntry)
        }

        /// The handler for `match`: the factory's, or a typed route's made
        /// from the values that decode from the match, or why they do not.
        @MainActor
        func make(_ match: RouteMatch) -> Result<any Handler, DeclinedMatch> {
            switch maker {
            case .factory(let factory): .success(factory())
            case .matching(let make): .success(make(match))
            case .typed(let typed): typed.make(match)
            }
        }

        /// Creates an entry open to `allowedSources`, or to every source when `nil`.
        ///
        /// - Parameters:
        ///   - allowedSources: The sources that may open the route, as in
        ///     ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)``; `nil` (the default) for all.
        ///   - factory: Makes the route's handler.
        public init(allowedSources: Set<LinkSource>? = nil, _ factory: @escaping HandlerFactory) {
            self.allowed = Self.mask(of: allowedSources)
            self.maker = .factory(factory)
        }

        /// Creates an entry whose handler is made from the match: a route
        /// whose handler depends on the URL's values.
        ///
        /// ```swift
        /// let entry = RoutingTableEntry(allowedSources: [.internal]) { match -> any Handler in
        ///     match.params["id"] == "0" ? DecliningPage() : ArticleHandler()
        /// }
        /// try elf.register("app://item/<id>", entry: entry)
        /// ```
        ///
        /// `make` runs on the main actor for each candidate handling reaches,
        /// after the link source and the interceptors let the match through,
        /// with the match as handlers receive it (its ``RouteMatch/source``
        /// set). The handler it returns then goes through the usual
        /// lifecycle: it receives the match, converts the values, and may
        /// decline in ``Handler/shouldHandle()`` to hand the URL to the next
        /// candidate; an ``AsyncHandler`` is prepared in ``Elf/pendingNavigation``.
        /// ElfMigration's modules name their page this way (<doc:ExtendingElf>).
        ///
        /// Without a match there is nothing to make a handler from, so
        /// ``factory`` makes one that declines.
        ///
        /// - Parameters:
        ///   - allowedSources: As for ``init(allowedSources:_:)``.
        ///   - make: Makes the handler for a match.
        public init(
            allowedSources: Set<LinkSource>? = nil, making make: @escaping @MainActor (RouteMatch) -> any Handler
        ) {
            self.allowed = Self.mask(of: allowedSources)
            self.maker = .matching(make)
        }

        /// A route type's entry: its values decode from each match (a URL
        /// whose values do not decode is no match at all, in every lookup),
        /// and `make` turns a value into its handler, whether decoded from a
        /// URL or opened by the app (``Elf/open(_:context:source:)``, which
        /// keeps the value's carried model).
        init<R: Route>(
            _ type: R.Type, placeholderNames: [String], allowedSources: Set<LinkSource>?,
            making make: @escaping @MainActor (R) -> any Handler
        ) {
            self.allowed = Self.mask(of: allowedSources)
            self.maker = .typed(
                TypedRouteEntry(
                    routeType: ObjectIdentifier(R.self),
                    activityType: R.activity.isEmpty ? nil : R.activityType,
                    check: { match in
                        RouteDecoding.declineReason(R.self, of: match, placeholderNames: placeholderNames)
                    },
                    makeFromValue: { value in (value as? R).map(make) },
                    value: { match in
                        RouteDecoding.decode(R.self, from: match, placeholderNames: placeholderNames).map {
                            $0 as any Route
                        }
                    }))
        }

        /// What a route type's entry adds, or `nil` for any other route.
        private var typed: TypedRouteEntry? {
            if case .typed(let typed) = maker { typed } else { nil }
        }

        /// The route type whose entry this is, or `nil` for any other route.
        var routeType: ObjectIdentifier? { typed?.routeType }
        /// The activity type the route type's screens advertise, or `nil` when they advertise none.
        var activityType: String? { typed?.activityType }
        /// Why a match is no match for the route (a typed route's values do
        /// not decode), or `nil`; the lookup asks it of every candidate.
        var check: PatternTree<RoutingTableEntry>.MatchCheck? { typed?.check }
        /// Makes the handler of a value the app opened, or `nil` when the value is not of the route's type.
        var makeFromValue: (@MainActor (any Route) -> (any Handler)?)? { typed?.makeFromValue }

        /// Whether the entry makes its handler with a plain factory, so the
        /// handler reads the URL's values in `convert` (judged by
        /// ``Elf/suspectedMisspelling(of:for:)``).
        var madeByPlainFactory: Bool {
            if case .factory = maker { true } else { false }
        }
        /// The route value a match decodes to, or why it does not, without its
        /// factory; `nil` for any other route.
        var value: (@MainActor (RouteMatch) -> Result<any Route, DeclinedMatch>)? { typed?.value }

        func allows(_ source: LinkSource) -> Bool {
            allowed.map { $0 & Self.bit(of: source) != 0 } ?? true
        }
    }
}

/// One route of a routing table; the same type as ``Elf/RoutingTableEntry``.
public typealias RoutingTableEntry = Elf.RoutingTableEntry

/// The parts of a route type's entry: its type, the check of each match,
/// the value a match decodes to, and the handler of a value.
final class TypedRouteEntry: Sendable {
    let routeType: ObjectIdentifier
    /// ``Elf/Route/activityType`` when the type advertises an activity, otherwise `nil`.
    let activityType: String?
    /// Why a match does not decode, or `nil`: the lookup's check, which
    /// decodes without boxing the value (``value`` boxes it as `any Route`).
    let check: PatternTree<Elf.RoutingTableEntry>.MatchCheck
    let makeFromValue: @MainActor (any Elf.Route) -> (any Elf.Handler)?
    /// The value a match decodes to, or why it does not: handling decodes it
    /// once, then hands it to ``makeFromValue`` (or restores it as itself).
    let value: @MainActor (Elf.RouteMatch) -> Result<any Elf.Route, DeclinedMatch>

    init(
        routeType: ObjectIdentifier,
        activityType: String? = nil,
        check: @escaping PatternTree<Elf.RoutingTableEntry>.MatchCheck,
        makeFromValue: @escaping @MainActor (any Elf.Route) -> (any Elf.Handler)?,
        value: @escaping @MainActor (Elf.RouteMatch) -> Result<any Elf.Route, DeclinedMatch>
    ) {
        self.routeType = routeType
        self.activityType = activityType
        self.check = check
        self.makeFromValue = makeFromValue
        self.value = value
    }

    /// The handler for a match: the value decoded once, then the factory; or why it does not decode.
    @MainActor
    func make(_ match: Elf.RouteMatch) -> Result<any Elf.Handler, DeclinedMatch> {
        value(match).flatMap { decoded in
            // A value this entry decoded is always of its type, so the factory always takes it.
            makeFromValue(decoded).map { .success($0) }
                ?? .failure(DeclinedMatch(reason: "the decoded value is not of the route's type"))
        }
    }
}

/// Why a route made no handler for a URL it matched.
///
/// A typed route whose values did not decode, for example. Handling then
/// tries the next candidate, as for a handler that declines.
struct DeclinedMatch: Error {
    /// What went wrong, for explain and the logger.
    var reason: String
}

/// The handler of an entry that needs a match to make its handler, when
/// asked without one: it declines every URL.
final class DecliningHandler: Elf.Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func shouldHandle() -> Bool { false }
    func handle() {}
}
