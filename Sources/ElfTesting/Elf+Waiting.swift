#if !COCOAPODS
    import Elf
#endif

extension Elf {
    /// Handles `url` and returns once its handler has run: after an
    /// ``AsyncHandler``'s ``AsyncHandler/prepare()`` and ``Handler/handle()``.
    ///
    /// ```swift
    /// let handled = await elf.handleURLAndWait("app://product/42")
    /// navigator.visibleIdentities   // the product is on screen now
    /// ```
    ///
    /// Handling is ``Elf/handleURL(url:context:source:)``'s, and so is the
    /// answer; this then waits for `pendingNavigation` when the
    /// handler that took the URL is an ``AsyncHandler``. A plain handler has
    /// run when handling returns, so it does not wait. A newer URL that takes
    /// over meanwhile cancels the navigation: its `handle()` never runs, and
    /// the wait ends when its `prepare()` returns.
    ///
    /// An app awaits the same in two lines:
    /// `elf.handleURL(url: url)` then `await elf.pendingNavigation?.value`.
    @MainActor
    @discardableResult
    public func handleURLAndWait(_ url: String, context: Any? = nil, source: LinkSource = .other) async -> Bool {
        guard handleURL(url: url, context: context, source: source) else { return false }
        await pendingNavigation?.value
        return true
    }
}
