extension Elf {
    /// A handler that takes a value along with the URL: an image, a user
    /// object, the app's own context type.
    ///
    /// Pass the value with ``Elf/handleURL(url:context:)``. The router calls
    /// ``receive(context:)`` after ``Handler/convert(params:queryParams:)``
    /// when the value is of the handler's `Context` type; a handler of
    /// another context type, or of none, is not called and handles the URL
    /// as usual.
    ///
    /// ```swift
    /// final class ShareHandler: ContextHandler {
    ///     var image: Image?
    ///     func convert(params: [String: String], queryParams: [String: String]) {}
    ///     func receive(context: Image) { image = context }
    ///     func handle() { /* present the share sheet with `image` */ }
    /// }
    ///
    /// elf.handleURL(url: "app://share", context: photo)
    /// ```
    @MainActor
    public protocol ContextHandler: Handler {
        /// The type of value this handler takes.
        associatedtype Context

        /// Receives the value passed with the URL.
        func receive(context: Context)
    }
}

extension Elf.ContextHandler {
    /// Delivers `value` when it is a `Context`; returns whether it was.
    func receiveIfMatching(_ value: Any) -> Bool {
        guard let context = value as? Context else { return false }
        receive(context: context)
        return true
    }
}

/// A handler that takes a value along with the URL; the same type as ``Elf/ContextHandler``.
public typealias ContextHandler = Elf.ContextHandler
