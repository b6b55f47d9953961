extension Elf {
    /// A handler that can answer a URL with a value instead of an action: a
    /// configured screen for a preview, or a value a caller needs.
    ///
    /// `value(for:as:context:)` runs the usual lifecycle up to
    /// ``Handler/shouldHandle()`` and then asks for ``makeValue()``, without
    /// calling ``Handler/handle()``.
    ///
    /// ```swift
    /// final class ProductHandler: ValueHandler {
    ///     var id = 0
    ///     func convert(params: [String: String], queryParams: [String: String]) {
    ///         id = Int(params["id"] ?? "") ?? 0
    ///     }
    ///     func makeValue() -> ShopScreen? { .product(id: id, model: nil) }
    ///     func handle() { /* push makeValue() */ }
    /// }
    ///
    /// let screen = elf.value(for: "app://product/42", as: ShopScreen.self)
    /// ```
    @MainActor
    public protocol ValueHandler: Handler {
        /// The type of value the handler makes.
        associatedtype Value

        /// The value for the matched URL, or `nil` to let the next matching pattern answer.
        func makeValue() -> Value?
    }
}

/// A handler that can answer a URL with a value; the same type as ``Elf/ValueHandler``.
public typealias ValueHandler = Elf.ValueHandler
