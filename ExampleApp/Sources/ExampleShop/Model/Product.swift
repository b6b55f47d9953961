/// A product the shop sells: the model a product screen shows.
///
/// The list hands its product to the detail screen, so the screen shows at
/// once; a link carries only the id, and ``ProductHandler`` loads the rest.
public struct Product: Sendable, Equatable, Identifiable {
    /// The product's number, as in `app://product/42`.
    public let id: Int
    /// The product's name.
    public var name: String
    /// The price in cents, so prints never depend on floating point.
    public var priceInCents: Int
    /// How many times the product was liked.
    public var likes: Int

    /// Creates a product.
    public init(id: Int, name: String, priceInCents: Int, likes: Int = 0) {
        self.id = id
        self.name = name
        self.priceInCents = priceInCents
        self.likes = likes
    }

    /// The price as text, such as `$12.50`.
    public var price: String {
        let cents = priceInCents % 100
        return "$\(priceInCents / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// The likes as text: `1 like`, `2 likes`.
    public var likesText: String {
        likes == 1 ? "1 like" : "\(likes) likes"
    }

    /// The product with one more like.
    public func liked() -> Product {
        var product = self
        product.likes += 1
        return product
    }
}
