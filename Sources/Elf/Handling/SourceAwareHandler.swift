extension Elf {
    /// A handler that wants to know where its URL came from.
    ///
    /// The router calls ``receive(source:)`` right after
    /// ``Handler/convert(params:queryParams:)`` (and after
    /// ``MatchAwareHandler/receive(match:)``), before
    /// ``Handler/shouldHandle()``, so the handler can decline, or ask for a
    /// confirmation, when a link comes from a source it trusts less.
    ///
    /// ```swift
    /// final class TransferHandler: SourceAwareHandler {
    ///     var source = Elf.LinkSource.other
    ///     func convert(params: [String: String], queryParams: [String: String]) {}
    ///     func receive(source: Elf.LinkSource) { self.source = source }
    ///     func handle() {
    ///         // Ask the user to confirm unless the app itself started the transfer.
    ///         if source != .internal { /* show a confirmation first */ }
    ///     }
    /// }
    /// ```
    ///
    /// To keep a route from being opened from some sources at all, declare
    /// them when registering: ``Elf/register(_:allowedSources:_:)``.
    @MainActor
    public protocol SourceAwareHandler: Handler {
        /// Receives the source of the URL the handler was made for.
        func receive(source: LinkSource)
    }
}

/// A handler that receives the URL's source; the same type as ``Elf/SourceAwareHandler``.
public typealias SourceAwareHandler = Elf.SourceAwareHandler
