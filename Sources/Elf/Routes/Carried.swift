extension Elf {
    /// A model a route value carries in memory: not part of its URL, its
    /// identity or its equality.
    ///
    /// A list row that already has the model opens the route with it, and
    /// the destination shows it at once; a link, a share or a restored
    /// launch makes the same route value without it, and the destination
    /// loads it by id:
    ///
    /// ```swift
    /// struct ProductRoute: Route {
    ///     static let pattern = "/product/<int:id>"
    ///     var id: Int
    ///     @Carried var product: Product? = nil
    /// }
    ///
    /// elf.open(ProductRoute(id: 42, product: loaded))   // from the list: the model travels
    /// elf.handleURL(url: "app://product/42")            // from a link: product is nil
    /// ProductRoute(id: 42, product: loaded) == ProductRoute(id: 42)   // true: the same path element
    /// ```
    ///
    /// The router never writes the model into a URL and never reads it from
    /// one, so ``Elf/url(for:through:)`` and saved navigation leave it out. After a
    /// relaunch the model is simply absent.
    @propertyWrapper
    public struct Carried<Value: Sendable>: Sendable, Hashable, Codable {
        /// The model, or `nil` when the value was made from a URL.
        ///
        /// ```swift
        /// route.product?.name ?? "Loading…"
        /// ```
        public var wrappedValue: Value?

        /// Carries `wrappedValue`, usually through the route's memberwise initialiser.
        ///
        /// ```swift
        /// ProductRoute(id: 42, product: loaded)
        /// ```
        public init(wrappedValue: Value?) {
            self.wrappedValue = wrappedValue
        }

        /// Every carried model is equal: it is not part of the route's identity.
        ///
        /// ```swift
        /// Carried(wrappedValue: 1) == Carried(wrappedValue: 2)   // true
        /// ```
        public static func == (lhs: Self, rhs: Self) -> Bool { true }

        /// Adds nothing to the hash, as equality ignores the model.
        ///
        /// ```swift
        /// Set([ProductRoute(id: 1, product: a), ProductRoute(id: 1)]).count   // 1
        /// ```
        public func hash(into hasher: inout Hasher) {}

        /// Encodes nothing: a carried model is never written.
        ///
        /// ```swift
        /// elf.url(for: ProductRoute(id: 42, product: loaded))   // "app://product/42"
        /// ```
        public func encode(to encoder: any Encoder) throws {}

        /// Decodes no model: a value made from a URL or saved data carries none.
        ///
        /// ```swift
        /// elf.route(for: "app://product/42", as: ProductRoute.self)?.product   // nil
        /// ```
        public init(from decoder: any Decoder) throws {
            wrappedValue = nil
        }
    }
}

/// A model a route value carries in memory; the same type as ``Elf/Carried``.
///
/// ```swift
/// @Carried var product: Product? = nil
/// ```
public typealias Carried = Elf.Carried

// Synthesized `Codable` asks the container for each key; these overloads,
// more specific than the generic ones, keep a carried model's key out of
// every encoding and decoding (URLs, saved state, JSON alike).
extension KeyedEncodingContainer {
    /// Writes nothing for a carried model.
    ///
    /// ```swift
    /// try container.encode(route.$product, forKey: .product)   // no key written
    /// ```
    public mutating func encode<Value>(_ value: Elf.Carried<Value>, forKey key: Key) throws {}
}

extension KeyedDecodingContainer {
    /// Reads no key for a carried model: it is absent.
    ///
    /// ```swift
    /// try container.decode(Carried<Product>.self, forKey: .product).wrappedValue   // nil
    /// ```
    public func decode<Value>(_ type: Elf.Carried<Value>.Type, forKey key: Key) throws -> Elf.Carried<Value> {
        Elf.Carried(wrappedValue: nil)
    }
}
