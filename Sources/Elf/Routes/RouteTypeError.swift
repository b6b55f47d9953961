extension Elf {
    /// Why a route type could not be registered, with the type, the pattern and the column.
    ///
    /// The pattern is invalid, or the pattern and the type's properties disagree.
    ///
    /// ```swift
    /// struct ItemRoute: Route {
    ///     static let pattern = "app://item/<uuid:id>"
    ///     var id: Int
    /// }
    ///
    /// do {
    ///     try elf.register(ItemRoute.self) { route in ItemHandler() }
    /// } catch {
    ///     print(error)
    ///     // route type ItemRoute does not fit its pattern "app://item/<uuid:id>" at column 12:
    ///     // <uuid:id> never decodes into the property "id" of type Int
    /// }
    /// ```
    ///
    /// Registration decodes the type from sample values of each form of its
    /// pattern to find these; see <doc:TypedRoutes#What-registration-checks>.
    /// Nothing is registered when it throws.
    public struct RouteTypeError: Error, Sendable, Equatable, CustomStringConvertible {
        /// How the pattern and the type disagree.
        ///
        /// ```swift
        /// if case .noProperty(let placeholder) = error.reason { print("add a property \(placeholder)") }
        /// ```
        public enum Reason: Sendable, Equatable {
            /// The pattern is invalid, or matches the same URLs as a
            /// registered pattern: the pattern error says which and where.
            ///
            /// ```swift
            /// static let pattern = "app://user/<id"   // invalidPattern: '<' is never closed
            /// ```
            case invalidPattern(PatternError)
            /// The placeholder names no property of the type (check its
            /// spelling and the type's `CodingKeys`).
            ///
            /// ```swift
            /// static let pattern = "app://user/<name>"
            /// var username: String   // noProperty(placeholder: "name")
            /// ```
            case noProperty(placeholder: String)
            /// No value of the typed placeholder decodes into its property
            /// (`<uuid:id>` into an `Int`), so no URL would.
            ///
            /// ```swift
            /// static let pattern = "app://item/<uuid:id>"
            /// var id: Int   // typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int")
            /// ```
            case typeMismatch(placeholder: String, placeholderType: String, propertyType: String)
            /// The placeholder binds one value, but its property is a list:
            /// lists come from repeated query keys.
            ///
            /// ```swift
            /// static let pattern = "app://tags/<tags>"
            /// var tags: [String]   // listProperty(placeholder: "tags", propertyType: "Array<String>")
            /// ```
            case listProperty(placeholder: String, propertyType: String)
            /// The placeholder is in an optional group, but its property is
            /// required, so URLs without the group never decode: make the
            /// property optional, or give it a default the type decodes with
            /// `decodeIfPresent`.
            ///
            /// ```swift
            /// static let pattern = "app://the(/foo/<a>)"
            /// var a: String   // requiredInOptionalGroup(placeholder: "a"); write `var a: String?`
            /// ```
            case requiredInOptionalGroup(placeholder: String)
            /// The type's ``Route/presentation`` names a tab the router's
            /// navigation does not have (or a tab of another type).
            ///
            /// ```swift
            /// // route type OrderRoute is shown in tab "orders", which the router's navigation does not have
            /// ```
            case unknownTab(String)
            /// Following ``Route/parent`` from a value of the type comes back
            /// to a type already passed: the chain, child first.
            ///
            /// ```swift
            /// // route type A's parents loop: A → B → A
            /// ```
            case parentLoop([String])
        }

        /// The route type's name, such as `"ProductRoute"`.
        ///
        /// ```swift
        /// error.routeType   // "ItemRoute"
        /// ```
        public let routeType: String
        /// The route type's pattern.
        ///
        /// ```swift
        /// error.pattern   // "app://item/<uuid:id>"
        /// ```
        public let pattern: String
        /// What was wrong.
        ///
        /// ```swift
        /// error.reason   // .typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int")
        /// ```
        public let reason: Reason
        /// The position of the problem, as a UTF-8 byte offset into ``pattern``:
        /// the placeholder's `<` (or `{`), or the pattern error's offset.
        ///
        /// ```swift
        /// error.offset   // 11: the "<" of "<uuid:id>"
        /// ```
        public let offset: Int

        /// Creates an error for the route type named `routeType`.
        ///
        /// ```swift
        /// let error = RouteTypeError(
        ///     routeType: "ItemRoute", pattern: "app://item/<uuid:id>",
        ///     reason: .typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int"), offset: 11)
        /// error.column   // 12
        /// ```
        public init(routeType: String, pattern: String, reason: Reason, offset: Int) {
            self.routeType = routeType
            self.pattern = pattern
            self.reason = reason
            self.offset = offset
        }

        /// The 1-based column (in characters) of the problem within ``pattern``.
        ///
        /// ```swift
        /// error.column   // 12
        /// ```
        public var column: Int { shape.column ?? 1 }

        private var shape: ErrorShape {
            ErrorShape(
                what: "route type \(loggableText(routeType, quoted: false)) does not fit its pattern", input: pattern,
                offset: offset)
        }

        /// A one-line explanation naming the type, the pattern and the column.
        ///
        /// ```swift
        /// print(error)
        /// // route type ItemRoute does not fit its pattern "app://item/<uuid:id>" at column 12:
        /// // <uuid:id> never decodes into the property "id" of type Int
        /// ```
        public var description: String {
            let routeType = loggableText(routeType, quoted: false)
            switch reason {
            case .invalidPattern(let error):
                return "route type \(routeType): \(error)"
            case .noProperty(let placeholder):
                return
                    "\(head)<\(loggableText(placeholder, quoted: false))> names no property of \(routeType) (check its CodingKeys)"
            case .typeMismatch(let placeholder, let type, let propertyType):
                return
                    "\(head)<\(loggableText(type, quoted: false)):\(loggableText(placeholder, quoted: false))> never decodes into the property \(loggableText(placeholder)) of type \(loggableText(propertyType, quoted: false))"
            case .listProperty(let placeholder, let propertyType):
                return
                    "\(head)<\(loggableText(placeholder, quoted: false))> binds one value, but the property \(loggableText(placeholder)) is a list (\(loggableText(propertyType, quoted: false))); lists come from repeated query keys"
            case .requiredInOptionalGroup(let placeholder):
                return
                    "\(head)<\(loggableText(placeholder, quoted: false))> is in an optional group, but the property \(loggableText(placeholder)) is required; make it optional"
            case .unknownTab(let tab):
                return
                    "route type \(routeType) is shown in tab \(loggableText(tab)), which the router's navigation does not have"
            case .parentLoop(let chain):
                return
                    "route type \(routeType)'s parents loop: \(chain.map { loggableText($0, quoted: false) }.joined(separator: " → "))"
            }
        }

        private var head: String {
            shape.describe("")
        }
    }
}

/// Why a route type could not be registered; the same type as ``Elf/RouteTypeError``.
///
/// ```swift
/// do { try elf.register(ItemRoute.self) { _ in ItemHandler() } } catch { print(error.column) }   // error: RouteTypeError
/// ```
public typealias RouteTypeError = Elf.RouteTypeError
