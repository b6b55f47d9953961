extension Elf {
    /// Called with every ``RouteEvent`` while URLs are handled; `nil` (the default) turns logging off.
    ///
    /// ```swift
    /// #if DEBUG
    ///     elf.logger = { event in print("Elf:", event) }
    /// #endif
    /// ```
    ///
    /// ``handleURL(url:context:source:)`` reports matches, declines, rejections, redirects,
    /// deferrals and misses. `value(for:as:context:)` and
    /// `handler(for:context:)` report the same except misses, because they
    /// never take the not-found path. ``match(_:)`` reports nothing.
    /// Registration reports ``RouteEvent/registrationFailed(_:)`` (from the
    /// subscript setter) and ``RouteEvent/backtrackingWarning(pattern:steps:threshold:)``,
    /// on the registering thread, after the router's lock is released.
    ///
    /// The logger may be called on any thread, so it must be `@Sendable`;
    /// the handling events arrive on the main actor. When it is `nil`, no event
    /// is made and no text is built.
    public var logger: (@Sendable (RouteEvent) -> Void)? {
        get { locked { $0.logger } }
        set { locked { $0.logger = newValue } }
    }
}

/// The type of ``Elf/logger``.
typealias EventLogger = @Sendable (Elf.RouteEvent) -> Void
