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
    /// Handlers live on the main actor because they drive UI. Matching does
    /// not: ``Elf/match(_:)-(String)`` runs on any thread.
    @MainActor
    public protocol Handler {
        /// Reads the matched URL's values into the handler's own properties.
        ///
        /// The default reads nothing, so a handler that gets its values
        /// another way (a typed route's value, given to its factory; see
        /// ``Elf/Route``) implements only ``handle()``.
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
    /// Reads nothing: the default for handlers that need no values, or get
    /// them another way (a typed route's value, given to its factory).
    ///
    /// ```swift
    /// final class AboutHandler: Handler {
    ///     func handle() { /* show the about screen */ }
    /// }
    /// ```
    public func convert(params: [String: String], queryParams: [String: String]) {}

    /// Accepts every URL.
    public func shouldHandle() -> Bool { true }
}

/// The protocol every route handler adopts; the same type as ``Elf/Handler``.
///
/// If your app declares its own `Handler` type, write `Elf.Handler` instead.
public typealias Handler = Elf.Handler
