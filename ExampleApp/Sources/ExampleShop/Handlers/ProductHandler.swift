import Elf
import ElfMigration  // ValueHandler, for previews: HandyRouter's value handlers

/// Shows a product: from a link with only its id, or from the list with its model.
///
/// A link (`app://product/42`) gets a handler from the router, which loads
/// the product in ``prepare()`` and then pushes it. The list makes the
/// handler itself with the product it already has, and calls ``handle()``
/// directly: no load, and the same code path as the link.
///
/// ```swift
/// ProductHandler(model: product, navigator: navigator).handle()   // from the list
/// elf.handleURL(url: "app://product/42")                          // from a link
/// ```
@MainActor
public final class ProductHandler: AsyncHandler, ValueHandler {
    /// The navigator the product screen is shown with; the router sets it.
    public var navigator: (any Navigator)?

    /// Takes the router's navigator.
    public func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        self.navigator = navigator
    }
    /// The product's id, from the URL or the model.
    public private(set) var id = 0
    /// The product, when the list passed it or ``prepare()`` loaded it.
    public private(set) var model: Product?
    /// Called by the product screen when it changes the model (a like), so the list can update.
    public var onModelUpdate: ((Product) -> Void)?

    private let catalog: Catalog?
    private let log: ShopLog?

    /// Creates the handler the router makes for a link; it loads the product from `catalog`.
    public init(catalog: Catalog, log: ShopLog? = nil) {
        self.catalog = catalog
        self.log = log
    }

    /// Creates a handler for internal navigation, with the product the caller already has.
    public init(
        model: Product, navigator: any Navigator, log: ShopLog? = nil, onModelUpdate: ((Product) -> Void)? = nil
    ) {
        self.catalog = nil
        self.log = log
        self.model = model
        self.id = model.id
        self.navigator = navigator
        self.onModelUpdate = onModelUpdate
    }

    /// Reads the product id from the URL.
    public func convert(params: [String: String], queryParams: [String: String]) {
        id = params["id"].flatMap { Int($0) } ?? 0
    }

    /// Declines ids the catalog does not know, so they reach the not-found handler.
    public func shouldHandle() -> Bool {
        model != nil || catalog?.contains(id: id) == true
    }

    /// Loads the product when the handler has only its id.
    public func prepare() async {
        guard model == nil, let catalog else { return }
        let loaded = await catalog.product(id: id)
        guard !Task.isCancelled else {
            log?.record("product \(id) loaded after a newer link arrived: not shown")
            return
        }
        model = loaded
        if let loaded { log?.record("loaded product \(id) (\(loaded.name), \(loaded.price)) in prepare()") }
    }

    /// The product screen, for a preview; no load and no navigation.
    public func makeValue() -> ShopScreen? {
        screen
    }

    /// Shows the product screen: the one code path for links and the list.
    public func handle() {
        guard let navigator else { return }
        let outcome = navigator.show(screen)
        log?.record(outcome.description)
    }

    private var screen: ShopScreen {
        .product(id: id, model: model, onModelUpdate: onModelUpdate)
    }
}
