import Elf

/// Shows the product list, the root of the shop, for `app://products`.
@MainActor
public final class ProductListHandler: Handler {
    /// The navigator the list is shown with; the router sets it.
    public var navigator: (any Navigator)?

    /// Takes the router's navigator.
    public func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        self.navigator = navigator
    }

    private let log: ShopLog?

    /// Creates a handler that writes what it did to `log`.
    public init(log: ShopLog? = nil) {
        self.log = log
    }

    /// Takes nothing from the URL.
    public func convert(params: [String: String], queryParams: [String: String]) {}

    /// Pops back to the list when it is the root, and shows it otherwise.
    public func handle() {
        guard let navigator else { return }
        let root = navigator.visibleStack.first?.identity
        if root == ShopScreen.products.identity, navigator.visibleStack.count > 1 {
            navigator.popToRoot()
            log?.record("popped back to products")
        } else {
            let outcome = navigator.show(.products)
            log?.record(outcome.description)
        }
    }
}
