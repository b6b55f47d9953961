extension Elf {
    /// A handler that shows screens through a ``Navigator``.
    ///
    /// The router sets ``navigator`` to its own ``Elf/navigator`` before it
    /// calls ``Handler/convert(params:queryParams:)``. For internal
    /// navigation, make the handler yourself and pass the navigator in: the
    /// same `handle()` runs either way.
    ///
    /// ```swift
    /// final class ProductHandler: NavigatingHandler {
    ///     var navigator: (any Navigator)?
    ///     var id = 0
    ///     var model: Product?
    ///
    ///     init() {}
    ///     init(model: Product, navigator: any Navigator) {
    ///         self.model = model
    ///         self.id = model.id
    ///         self.navigator = navigator
    ///     }
    ///     func convert(params: [String: String], queryParams: [String: String]) {
    ///         id = Int(params["id"] ?? "") ?? 0
    ///     }
    ///     func handle() {
    ///         navigator?.push(ShopScreen.product(id: id, model: model))
    ///     }
    /// }
    ///
    /// ProductHandler(model: product, navigator: navigator).handle()   // from a list
    /// elf.handleURL(url: "app://product/42")                          // from a link
    /// ```
    @MainActor
    public protocol NavigatingHandler: Handler {
        /// The navigator to show screens with; the router sets it.
        var navigator: (any Navigator)? { get set }
    }
}

/// A handler that shows screens through a navigator; the same type as ``Elf/NavigatingHandler``.
public typealias NavigatingHandler = Elf.NavigatingHandler
