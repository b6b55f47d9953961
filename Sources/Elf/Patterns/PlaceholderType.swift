/// A user-defined placeholder type (`<hex:color>`), as the router stores it.
struct PlaceholderType: Sendable {
    /// The name patterns use before the colon.
    let name: String
    /// Validates a decoded element and returns the value to bind, or `nil` when
    /// the element is not of this type.
    let convert: @Sendable (String) -> String?
}
