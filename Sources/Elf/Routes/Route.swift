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
