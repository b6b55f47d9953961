extension Elf {
    /// A route as a value: a `Codable` type whose properties are the URL's
    /// values and whose ``pattern`` says where they go.
    ///
    /// Placeholders fill the properties of the same name; every other
    /// property is read from, and written to, the query. The router decodes
    /// the value before your factory runs, and writes the URL back from a
    /// value:
    ///
    /// ```swift
    /// struct ProductRoute: Route {
    ///     static let pattern = "app://product/<int:id>"
    ///     var id: Int
    ///     var ref: String?        // not in the pattern: read from, and written to, the query
    /// }
    ///
    /// try elf.register(ProductRoute.self) { route in ProductHandler(route: route) }
    /// elf.route(for: "app://product/42?ref=home", as: ProductRoute.self)   // ProductRoute(id: 42, ref: "home")
    /// elf.url(for: ProductRoute(id: 42, ref: "home"))                      // "app://product/42?ref=home"
    /// ```
    ///
    /// A property is read as the typed parameter readers read it
    /// (``ParameterConvertible``): `String`, `Bool` (`true`, `yes`, `1`,
    /// `false`, `no`, `0`, any case), the integer types, `Double`, `Float`,
    /// `UUID`, `URL`, enums with `String` or `Int` raw values, and your own
    /// ``ParameterConvertible`` types. An array comes from a repeated query
    /// key (an absent key is an empty array), an optional is `nil` when its
    /// key is absent, and a property the type decodes with `decodeIfPresent`
    /// keeps its default. A URL whose values do not decode is not a match
    /// for the route: handling tries the next pattern, and
    /// ``Elf/explainHandling(_:source:)`` says which value failed and why.
    ///
    /// See <doc:TypedRoutes> for what registration checks and how URLs are written.
    /// A route value is also a ``Screen``: registered with no handler
    /// (`register(_:priority:allowedSources:_:)` with a route type), it is the screen its
    /// URLs show, placed as its ``presentation`` says, under its ``parent``.
    public protocol Route: Codable, Hashable, Sendable, Screen {
        /// The pattern the route's URLs match, such as `"app://product/<int:id>"`.
        ///
        /// Any pattern ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)`` takes: placeholders, optional
        /// groups (their placeholders' properties are optional), catch-alls
        /// and path patterns.
        ///
        /// ```swift
        /// static let pattern = "app://product/<int:id>"
        /// ```
        static var pattern: String { get }

        /// How a value is shown when the type has no handler: ``Presentation/push`` unless the type says otherwise.
        ///
        /// ```swift
        /// static let presentation = Presentation.sheet
        /// ```
        static var presentation: Presentation { get }

        /// The route this one sits under, or `nil`: a link to this value from
        /// a cold start shows the parent first and this value on top (a
        /// synthetic back stack).
        ///
        /// ```swift
        /// struct ReviewsRoute: Route {
        ///     static let pattern = "/product/<int:id>/reviews"
        ///     var id: Int
        ///     var parent: (any Route)? { ProductRoute(id: id) }
        /// }
        /// ```
        ///
        /// A link that arrives while the app is open does the same, unless
        /// the parent is already in the stack the value goes to. A parent
        /// chain that comes back to a type it passed is a registration error
        /// that names the type.
        ///
        /// Each parent passes the gates a link to it would meet, from the
        /// link's own source: the sources its route allows, then the
        /// interceptors. A parent they refuse refuses the whole link (the
        /// miss names the parent's pattern); a parent a login gate holds
        /// holds the whole link, and the gate continues it, parents and all,
        /// after login. A parent the router does not route has no gates.
        var parent: (any Route)? { get }

        /// What the route's screens advertise while they are visible: nothing
        /// (the default), ``RouteActivity/handoff``, ``RouteActivity/search``, or both.
        ///
        /// ```swift
        /// static let activity: RouteActivity = [.handoff, .search]
        /// ```
        ///
        /// See ``Elf/screenActivity(for:)-(Elf.Navigator)`` for what the activity holds.
        static var activity: RouteActivity { get }

        /// The `NSUserActivity` type of the route's screens: by default the
        /// type's full name (`"ShopApp.ArticleRoute"`).
        ///
        /// List it under `NSUserActivityTypes` in the app's `Info.plist`
        /// (``Elf/advertisedActivityTypes`` lists every registered route's),
        /// or name it yourself, in reverse-DNS style, to keep it when the type
        /// is renamed:
        ///
        /// ```swift
        /// static let activityType = "com.example.shop.article"
        /// ```
        static var activityType: String { get }

        /// The properties never put into an activity, by their coding key
        /// names: they stay out of its `userInfo` and out of the link it
        /// carries, so another device opens the screen without them.
        ///
        /// ```swift
        /// struct WalletRoute: Route {
        ///     static let pattern = "/wallet/<int:id>"
        ///     static let activity = RouteActivity.handoff
        ///     static let privateProperties: Set<String> = ["balance"]
        ///     var id: Int
        ///     var balance: Int?   // in app links, never in Handoff
        /// }
        /// ```
        ///
        /// ``Carried`` models are never written anywhere, so they need no
        /// entry. A placeholder of the pattern cannot be private, since the
        /// link's path holds it: registering such a type throws
        /// ``InputError/Reason/privatePlaceholder(placeholder:)``.
        static var privateProperties: Set<String> { get }

        /// The title the system shows for the screen's activity (in Spotlight,
        /// and in the app switcher for Handoff), or `nil` (the default).
        ///
        /// Spotlight lists only activities with a title.
        ///
        /// ```swift
        /// var activityTitle: String? { "Article \(id)" }
        /// ```
        var activityTitle: String? { get }
    }
}

extension Elf.Route {
    /// ``Elf/Presentation/push``: pushed onto the selected tab's stack.
    ///
    /// ```swift
    /// ProductRoute.presentation   // .push
    /// ```
    public static var presentation: Elf.Presentation { .push }

    /// No parent: the value is shown on its own.
    ///
    /// ```swift
    /// ProductRoute(id: 42).parent   // nil
    /// ```
    public var parent: (any Elf.Route)? { nil }

    /// Nothing: a route's screens advertise no activity unless the type says so.
    ///
    /// ```swift
    /// ProductRoute.activity   // []
    /// ```
    public static var activity: Elf.RouteActivity { [] }

    /// The type's full name, module included (`"ShopApp.ArticleRoute"`).
    ///
    /// ```swift
    /// ArticleRoute.activityType   // "ShopApp.ArticleRoute"
    /// ```
    public static var activityType: String { String(reflecting: Self.self) }

    /// None: every encoded property may go into the activity.
    ///
    /// ```swift
    /// ArticleRoute.privateProperties   // []
    /// ```
    public static var privateProperties: Set<String> { [] }

    /// No title.
    ///
    /// ```swift
    /// ArticleRoute(id: 7).activityTitle   // nil
    /// ```
    public var activityTitle: String? { nil }
}

/// A route as a value; the same type as ``Elf/Route``.
///
/// If your app declares its own `Route` type, write `Elf.Route` instead.
///
/// ```swift
/// struct SettingsRoute: Route {
///     static let pattern = "app://settings"
/// }
/// ```
public typealias Route = Elf.Route
