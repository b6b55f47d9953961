extension Elf {
    /// A type whose values can be read from a URL parameter's decoded text.
    ///
    /// Elf's typed readers — `value(_:as:)` and `require(_:as:)` on
    /// `[String: String]` and on ``Elf/RouteMatch``, and their list forms —
    /// work with any type that adopts this protocol. Elf conforms `String`,
    /// `Bool`, `Double`, `Float`, the standard integer types, and Foundation's
    /// `URL` and `UUID`. An enum whose raw value has such a type conforms by
    /// declaring it; any other type implements ``init(parameter:)``.
    ///
    /// ```swift
    /// enum Tab: String, ParameterConvertible {
    ///     case top, new
    /// }
    ///
    /// struct Coordinate: ParameterConvertible {
    ///     var latitude: Double
    ///     var longitude: Double
    ///
    ///     init?(parameter: String) {
    ///         let parts = parameter.split(separator: ":", omittingEmptySubsequences: false)
    ///         guard parts.count == 2,
    ///             let latitude = Double(parameter: String(parts[0])),
    ///             let longitude = Double(parameter: String(parts[1]))
    ///         else { return nil }
    ///         self.latitude = latitude
    ///         self.longitude = longitude
    ///     }
    /// }
    ///
    /// let query = ["tab": "new", "at": "52.52:13.40"]
    /// query.value("tab", as: Tab.self)          // .new
    /// query.value("at", as: Coordinate.self)    // Coordinate(latitude: 52.52, longitude: 13.4)
    /// ```
    ///
    /// The text a conversion receives is already percent-decoded (and, in the
    /// query, `+` already means a space), so an implementation parses the
    /// value itself, not its URL encoding. Return `nil` for text that is not a
    /// value of the type; the throwing readers turn that into a
    /// ``InputError`` that names the parameter, the text and the type.
    public protocol ParameterConvertible {
        /// Creates a value from a parameter's decoded text, or returns `nil`
        /// when the text is not a value of this type.
        init?(parameter: String)
    }
}

/// A type Elf's typed parameter readers can produce; the same type as ``Elf/ParameterConvertible``.
///
/// If your app declares its own `ParameterConvertible` type, write
/// `Elf.ParameterConvertible` instead.
public typealias ParameterConvertible = Elf.ParameterConvertible

extension Elf.ParameterConvertible where Self: RawRepresentable, RawValue: Elf.ParameterConvertible {
    /// Creates the value whose raw value the text converts to.
    ///
    /// The text is first converted to the raw value's type, then passed to
    /// `init(rawValue:)`, so a `String`-backed enum matches its cases'
    /// raw values exactly (case-sensitively), and an `Int`-backed enum
    /// accepts the integers its cases use.
    ///
    /// ```swift
    /// enum Tab: String, ParameterConvertible { case top, new }
    /// Tab(parameter: "new")   // .new
    /// Tab(parameter: "New")   // nil
    /// ```
    public init?(parameter: String) {
        guard let rawValue = RawValue(parameter: parameter) else { return nil }
        self.init(rawValue: rawValue)
    }
}
