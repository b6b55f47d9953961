// Every file of ElfMigration sees Elf, and so does an app that imports
// ElfMigration. With CocoaPods, this is the module Elf itself.
#if !COCOAPODS
    @_exported import Elf
#endif

// The three handler protocols that came before `Handler.receive(_:navigator:context:)`,
// kept for one release as names for it. Each implements that one
// requirement by calling its own method, so a handler written for one of
// them works unchanged (with `import ElfMigration`). A handler that adopts
// two of them implements `receive(_:navigator:context:)` itself: the
// compiler cannot choose between two defaults.

extension Elf {
    /// A handler that wants the whole ``RouteMatch``.
    ///
    /// ```swift
    /// // Before:
    /// final class ArticleHandler: MatchAwareHandler {
    ///     func receive(match: RouteMatch) { section = match.fragment }
    /// }
    /// // Now:
    /// final class ArticleHandler: Handler {
    ///     func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
    ///         section = match.fragment
    ///     }
    /// }
    /// ```
    @available(*, deprecated, message: "Adopt Handler and implement receive(_:navigator:context:)")
    @MainActor
    public protocol MatchAwareHandler: Handler {
        /// Receives the match the handler was made for.
        func receive(match: RouteMatch)
    }

    /// A handler that receives the caller's context when it is of its `Context` type.
    ///
    /// ```swift
    /// // Before:
    /// final class ShareHandler: ContextHandler {
    ///     func receive(context: Photo) { photo = context }
    /// }
    /// // Now: `photo = context as? Photo` in receive(_:navigator:context:).
    /// ```
    @available(*, deprecated, message: "Adopt Handler and implement receive(_:navigator:context:)")
    @MainActor
    public protocol ContextHandler: Handler {
        /// The type of context the handler takes.
        associatedtype Context

        /// Receives the context passed to ``Elf/handleURL(url:context:source:)``, when it is a `Context`.
        func receive(context: Context)
    }
}

@available(*, deprecated, message: "Adopt Handler and implement receive(_:navigator:context:)")
extension Elf.MatchAwareHandler {
    /// Calls ``receive(match:)``.
    ///
    /// ```swift
    /// handler.receive(match, navigator: nil, context: nil)   // calls handler.receive(match: match)
    /// ```
    public func receive(_ match: Elf.RouteMatch, navigator: (any Elf.Navigator)?, context: Any?) {
        receive(match: match)
    }
}

@available(*, deprecated, message: "Adopt Handler and implement receive(_:navigator:context:)")
extension Elf.ContextHandler {
    /// Calls ``receive(context:)`` when the context is a `Context`.
    ///
    /// ```swift
    /// handler.receive(match, navigator: nil, context: photo)   // calls handler.receive(context: photo)
    /// ```
    public func receive(_ match: Elf.RouteMatch, navigator: (any Elf.Navigator)?, context: Any?) {
        if let context = context as? Context { receive(context: context) }
    }
}

/// A handler that receives the whole match; the same type as ``Elf/MatchAwareHandler``.
@available(*, deprecated, message: "Adopt Handler and implement receive(_:navigator:context:)")
public typealias MatchAwareHandler = Elf.MatchAwareHandler

/// A handler that receives the caller's context; the same type as ``Elf/ContextHandler``.
@available(*, deprecated, message: "Adopt Handler and implement receive(_:navigator:context:)")
public typealias ContextHandler = Elf.ContextHandler
