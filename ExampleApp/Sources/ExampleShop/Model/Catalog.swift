/// The shop's products, kept in memory: what the list shows and what links load.
///
/// ``product(id:)`` is asynchronous, as a network call would be. Tests
/// decide when a load finishes with ``beforeLoading``, for example with a
/// gate that holds some ids until the test opens them:
///
/// ```swift
/// let catalog = Catalog()
/// catalog.beforeLoading = { id in await gate.pass(id) }
/// ```
@MainActor
public final class Catalog {
    /// The products every new catalog starts with.
    nonisolated public static let sampleProducts: [Product] = [
        Product(id: 1, name: "Teapot", priceInCents: 2400),
        Product(id: 2, name: "Mug", priceInCents: 950),
        Product(id: 3, name: "Lamp", priceInCents: 3900),
        Product(id: 7, name: "Chair", priceInCents: 12000),
        Product(id: 42, name: "Towel", priceInCents: 1250),
    ]

    /// Awaited by every ``product(id:)`` call before it answers, with the id.
    ///
    /// `nil` (the default) answers at once. Set it to delay a load until a
    /// test says so.
    public var beforeLoading: (@MainActor (Int) async -> Void)?

    private var products: [Int: Product]

    /// Creates a catalog holding `products`.
    nonisolated public init(products: [Product] = Catalog.sampleProducts) {
        self.products = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Every product, by id: what the list shows.
    public var allProducts: [Product] {
        products.values.sorted { $0.id < $1.id }
    }

    /// Whether a product with `id` exists (the catalog's index, known without loading).
    public func contains(id: Int) -> Bool {
        products[id] != nil
    }

    /// The product the list already has for `id`, without loading.
    public func cachedProduct(id: Int) -> Product? {
        products[id]
    }

    /// Loads the product with `id`, as a network call would.
    public func product(id: Int) async -> Product? {
        await beforeLoading?(id)
        return products[id]
    }

    /// Stores a changed product, such as one that was liked on its screen.
    public func update(_ product: Product) {
        products[product.id] = product
    }
}
