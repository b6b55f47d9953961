extension Elf {
    /// A handler that wants the whole ``RouteMatch``: the pattern, the
    /// fragment, the port, repeated query keys, the URL as it came in.
    ///
    /// The router calls ``receive(match:)`` right after
    /// ``Handler/convert(params:queryParams:)``, before
    /// ``Handler/shouldHandle()``.
    ///
    /// ```swift
    /// final class ArticleHandler: MatchAwareHandler {
    ///     var section: String?
    ///     func convert(params: [String: String], queryParams: [String: String]) {}
    ///     func receive(match: RouteMatch) { section = match.fragment }
    ///     func handle() { /* scroll to `section` */ }
    /// }
    /// ```
    @MainActor
    public protocol MatchAwareHandler: Handler {
        /// Receives the match the handler was made for.
        func receive(match: RouteMatch)
    }
}

/// A handler that receives the whole match; the same type as ``Elf/MatchAwareHandler``.
public typealias MatchAwareHandler = Elf.MatchAwareHandler
