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
    /// ``Elf/explainHandling(_:)`` says which value failed and why.
    ///
    /// See <doc:TypedRoutes> for what registration checks and how URLs are written.
    public protocol Route: Codable, Hashable, Sendable {
        /// The pattern the route's URLs match, such as `"app://product/<int:id>"`.
        ///
        /// Any pattern ``Elf/register(_:_:)-(String,_)`` takes: placeholders, optional
        /// groups (their placeholders' properties are optional), catch-alls
        /// and path patterns.
        ///
        /// ```swift
        /// static let pattern = "app://product/<int:id>"
        /// ```
        static var pattern: String { get }
    }
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
