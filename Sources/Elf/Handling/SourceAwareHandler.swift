extension Elf {
    /// A handler that hears where its URL came from; deprecated, as
    /// ``MatchAwareHandler`` hears it too.
    ///
    /// A ``MatchAwareHandler`` receives the whole ``RouteMatch``, and the
    /// match carries the source (``RouteMatch/source``), so one protocol
    /// serves both. The router still calls ``receive(source:)`` for a handler
    /// that adopts this one: right after ``MatchAwareHandler/receive(match:)``,
    /// before ``Handler/shouldHandle()``, whenever the URL has a source (always,
    /// when it is handled). Move the code into `receive(match:)`:
    ///
    /// ```swift
    /// final class TransferHandler: MatchAwareHandler {
    ///     var source = Elf.LinkSource.other
    ///     func convert(params: [String: String], queryParams: [String: String]) {}
    ///     func receive(match: RouteMatch) { source = match.source ?? .other }   // was receive(source:)
    ///     func handle() {
    ///         // Ask the user to confirm unless the app itself started the transfer.
    ///         if source != .internal { /* show a confirmation first */ }
    ///     }
    /// }
    /// ```
    @available(*, deprecated, message: "Adopt MatchAwareHandler and read match.source")
    @MainActor
    public protocol SourceAwareHandler: Handler {
        /// Receives the source of the URL the handler was made for.
        func receive(source: LinkSource)
    }
}

/// A handler that hears where its URL came from; deprecated, the same type as ``Elf/SourceAwareHandler``.
///
/// ```swift
/// final class TransferHandler: MatchAwareHandler {   // was SourceAwareHandler
///     var source = LinkSource.other
///     func convert(params: [String: String], queryParams: [String: String]) {}
///     func receive(match: RouteMatch) { source = match.source ?? .other }
///     func handle() {}
/// }
/// ```
@available(*, deprecated, message: "Adopt MatchAwareHandler and read match.source")
public typealias SourceAwareHandler = Elf.SourceAwareHandler

/// Calls ``Elf/SourceAwareHandler/receive(source:)`` for handlers that still
/// adopt the deprecated protocol, so they behave as before.
///
/// Only a deprecated declaration may name `SourceAwareHandler` without a
/// warning, and warnings are errors here. So the one conformance that names it
/// is deprecated, and `Elf.prepare` finds it with a dynamic cast
/// (`as? any SourceDelivering.Type`), which the compiler does not diagnose.
/// Delete all three declarations with the protocol.
enum DeprecatedSourceDelivery {}

/// Delivers a URL's source to a handler; see ``DeprecatedSourceDelivery``.
protocol SourceDelivering {
    /// Hands `source` to `handler` when it adopts the deprecated `SourceAwareHandler`.
    @MainActor static func deliver(_ source: Elf.LinkSource, to handler: any Elf.Handler)
}

@available(*, deprecated, message: "Calls the deprecated SourceAwareHandler")
extension DeprecatedSourceDelivery: SourceDelivering {
    @MainActor static func deliver(_ source: Elf.LinkSource, to handler: any Elf.Handler) {
        (handler as? any Elf.SourceAwareHandler)?.receive(source: source)
    }
}
