extension Elf {
    /// An object that turns a matched URL into an action: a screen, a toggle, an alert.
    ///
    /// For every URL it handles, the router makes a fresh handler with the
    /// factory you registered, calls ``convert(params:queryParams:)`` so the
    /// handler can turn strings into its own typed properties, asks
    /// ``shouldHandle()`` whether it wants the URL, and then calls
    /// ``handle()``. Because conversion is separate from acting, you can test
    /// it without any UI.
    ///
    /// ```swift
    /// final class UserHandler: Handler {
    ///     var username: String?
    ///     func convert(params: [String: String], queryParams: [String: String]) {
    ///         username = params["username"]
    ///     }
    ///     func handle() {
    ///         // push the profile screen for `username`
    ///     }
    /// }
    /// ```
    ///
    /// A handler that needs more than the values (the match with its
    /// ``RouteMatch/source``, the router's ``Elf/navigator``, or the context
    /// the caller passed) implements ``receive(_:navigator:context:)``, which
    /// the router calls before ``convert(params:queryParams:)``:
    ///
    /// ```swift
    /// final class ShareHandler: Handler {
    ///     var navigator: (any Navigator)?
    ///     var photo: Photo?
    ///     func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
    ///         self.navigator = navigator
    ///         photo = context as? Photo
    ///     }
    ///     func handle() { navigator?.present(ShareScreen(photo: photo)) }
    /// }
    /// ```
    ///
    /// Handlers live on the main actor because they drive UI. Matching does
    /// not: ``Elf/match(_:)`` runs on any thread.
    @MainActor
    public protocol Handler {
        /// Receives what the router knows about the URL besides its values:
        /// the match (pattern, values, ``RouteMatch/source``, namespace), the
        /// router's navigator, and the context the caller passed.
        ///
        /// The router calls it first, before ``convert(params:queryParams:)``,
        /// so conversion may use what it received.
        /// The default ignores all three. A class implements it as a plain
        /// method; a struct may store what it receives (the requirement is
        /// `mutating`).
        ///
        /// ```swift
        /// func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        ///     self.navigator = navigator
        ///     openedFromOutside = match.source != .internal
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - match: The match the handler was made for.
        ///   - navigator: The router's ``Elf/navigator``, if it has one.
        ///   - context: What the caller passed to ``Elf/handleURL(url:context:source:)``, or `nil`.
        mutating func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?)

        /// Reads the matched URL's values into the handler's own properties.
        ///
        /// The default reads nothing, so a handler that gets its values
        /// another way (a typed route's value, given to its factory; see
        /// ``Elf/Route``) implements only ``handle()``.
        ///
        /// Swift compiles a misspelled `convert(param:…)` as a method of its
        /// own, without a word. So when a handler made by a plain factory runs
        /// the default for a pattern that binds values, the router logs
        /// ``RouteEvent/suspectedMisspelling(handler:pattern:requirement:)``
        /// once for the handler's type. A handler that ignores its values on
        /// purpose implements an empty `convert`.
        ///
        /// - Parameters:
        ///   - params: The values the pattern's placeholders bound, decoded.
        ///   - queryParams: The query's pairs, decoded; the last value of a repeated key wins.
        func convert(params: [String: String], queryParams: [String: String])

        /// Whether the handler takes the URL after ``convert(params:queryParams:)``.
        ///
        /// Return `false` to decline (the item does not exist, the user may not
        /// open it): the router then tries the next matching pattern in
        /// precedence order, and calls the not-found handler when none is left.
        /// The default accepts every URL.
        func shouldHandle() -> Bool

        /// Acts on the URL: pushes or presents a screen, or does anything else.
        func handle()
    }
}

extension Elf.Handler {
    /// Ignores the match, the navigator and the context: the default for
    /// handlers that need only their values.
    ///
    /// ```swift
    /// final class AboutHandler: Handler {
    ///     func handle() { /* show the about screen */ }
    /// }
    /// ```
    public mutating func receive(_ match: Elf.RouteMatch, navigator: (any Elf.Navigator)?, context: Any?) {
        DefaultRequirementProbe.receiveDefaulted = true
    }

    /// Reads nothing: the default for handlers that need no values, or get
    /// them another way (a typed route's value, given to its factory).
    ///
    /// ```swift
    /// final class AboutHandler: Handler {
    ///     func handle() { /* show the about screen */ }
    /// }
    /// ```
    public func convert(params: [String: String], queryParams: [String: String]) {
        DefaultRequirementProbe.convertDefaulted = true
    }

    /// Accepts every URL.
    public func shouldHandle() -> Bool { true }
}

/// The protocol every route handler adopts; the same type as ``Elf/Handler``.
///
/// If your app declares its own `Handler` type, write `Elf.Handler` instead.
public typealias Handler = Elf.Handler
