extension Elf {
    /// A handler that loads something before it navigates, such as the item
    /// behind an id.
    ///
    /// ``Elf/handleURL(url:context:source:)`` calls ``prepare()`` in a task on the main
    /// actor and then ``Handler/handle()``. When a newer URL arrives before
    /// `prepare()` returns, the older task is cancelled and its `handle()` is
    /// never called, so a slow load cannot push a stale screen over a newer
    /// one. Check `Task.isCancelled` in long loads to stop early.
    ///
    /// ```swift
    /// final class ProductHandler: AsyncHandler, NavigatingHandler {
    ///     var navigator: (any Navigator)?
    ///     var id = 0
    ///     var product: Product?
    ///     func convert(params: [String: String], queryParams: [String: String]) {
    ///         id = Int(params["id"] ?? "") ?? 0
    ///     }
    ///     func prepare() async {
    ///         product = await catalog.product(id: id)
    ///     }
    ///     func handle() {
    ///         navigator?.push(ShopScreen.product(id: id, model: product))
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol AsyncHandler: Handler {
        /// Loads what ``Handler/handle()`` needs; runs on the main actor and may suspend.
        func prepare() async
    }
}

/// A handler that loads before it navigates; the same type as ``Elf/AsyncHandler``.
public typealias AsyncHandler = Elf.AsyncHandler
