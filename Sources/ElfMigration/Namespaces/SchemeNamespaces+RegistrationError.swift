extension Elf.SchemeNamespaces {
    /// Why ``register(_:forScheme:_:)`` refused a pattern.
    ///
    /// ```swift
    /// do {
    ///     try namespaces.register("news://item/<int:id>", forScheme: "shop") { ItemHandler() }
    /// } catch {
    ///     print(error)   // pattern "news://item/<int:id>" does not belong to scheme "shop"
    /// }
    /// ```
    public enum RegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The pattern is invalid, or matches the same URLs as a registered one.
        case invalidPattern(Elf.InputError)
        /// The scheme is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, so no URL can have it.
        case invalidScheme(String)
        /// The pattern names another scheme, or any scheme (`*://`); the scheme is lowercased.
        case schemeMismatch(pattern: String, scheme: String)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .invalidPattern(let error): error.description
            case .invalidScheme(let scheme): "invalid scheme \(Elf.loggableText(scheme))"
            case .schemeMismatch(let pattern, let scheme):
                "pattern \(Elf.loggableText(pattern)) does not belong to scheme \(Elf.loggableText(scheme))"
            }
        }
    }
}
