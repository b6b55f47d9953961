import Foundation

extension Elf {
    /// Handles a Foundation `URL`, as ``handleURL(url:)`` handles its string.
    ///
    /// ```swift
    /// ContentView()
    ///     .onOpenURL { url in elf.handleURL(url) }
    /// ```
    ///
    /// The URL is read as its `absoluteString`.
    @MainActor
    @discardableResult
    public func handleURL(_ url: URL) -> Bool {
        handle(url.absoluteString, context: nil, source: .other)
    }

    /// Handles a Foundation `URL` from `source`, as ``handleURL(url:source:)`` does.
    ///
    /// ```swift
    /// // In the scene delegate:
    /// elf.handleURL(context.url, source: .customScheme)                 // openURLContexts
    /// if let url = activity.webpageURL { elf.handleURL(url, source: .universalLink) }
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(_ url: URL, source: LinkSource) -> Bool {
        handle(url.absoluteString, context: nil, source: source)
    }

    /// Handles a Foundation `URL` with a `context`, as ``handleURL(url:context:)`` does.
    ///
    /// ```swift
    /// elf.handleURL(URL(string: "app://share")!, context: photo)
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(_ url: URL, context: Any?) -> Bool {
        handle(url.absoluteString, context: context, source: .other)
    }

    /// Handles a Foundation `URL` with a `context`, from `source`, as
    /// ``handleURL(url:context:source:)`` does.
    ///
    /// ```swift
    /// elf.handleURL(URL(string: "app://share")!, context: photo, source: .internal)
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(_ url: URL, context: Any?, source: LinkSource) -> Bool {
        handle(url.absoluteString, context: context, source: source)
    }

    /// The most specific route for a Foundation `URL`, as ``match(_:)-(String)``
    /// finds it for its string.
    ///
    /// ```swift
    /// elf.match(URL(string: "app://item/42")!)?.params   // ["id": "42"]
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the URL, whatever the number of routes.
    public func match(_ url: URL) -> RouteMatch? {
        match(url.absoluteString)
    }

    /// Handles `url` and returns once its handler has run: after an
    /// ``AsyncHandler``'s ``AsyncHandler/prepare()`` and ``Handler/handle()``.
    ///
    /// ```swift
    /// let handled = await elf.handleURLAndWait("app://product/42")
    /// navigator.visibleIdentities   // the product is on screen now
    /// ```
    ///
    /// Handling is ``handleURL(url:context:source:)``'s, and so is the
    /// answer; this form then waits for ``pendingNavigation`` when the
    /// handler that took the URL is an ``AsyncHandler``. A plain handler has
    /// run when handling returns, and a URL nothing handled starts nothing,
    /// so neither waits. A newer URL that takes over meanwhile cancels the
    /// navigation as it would any other: its `handle()` never runs, and the
    /// wait ends when its `prepare()` returns (cancellation is cooperative:
    /// check `Task.isCancelled` in long loads).
    ///
    /// It has a name of its own, not an `async` overload of `handleURL`, so
    /// that a call in an `async` function does not silently start waiting.
    @MainActor
    @discardableResult
    public func handleURLAndWait(_ url: String, context: Any? = nil, source: LinkSource = .other) async -> Bool {
        guard handle(url, context: context, source: source) else { return false }
        await handling.pendingNavigation?.value
        return true
    }

    /// Handles a Foundation `URL` and returns once its handler has run, as
    /// ``handleURLAndWait(_:context:source:)-(String,_,_)`` does for its string.
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     Task { await elf.handleURLAndWait(url, source: .customScheme) }
    /// }
    /// ```
    @MainActor
    @discardableResult
    public func handleURLAndWait(_ url: URL, context: Any? = nil, source: LinkSource = .other) async -> Bool {
        await handleURLAndWait(url.absoluteString, context: context, source: source)
    }
}
