#if !COCOAPODS
    import Elf
#endif

extension Elf {
    /// Checks that `url` matches `pattern`, with the given placeholder and query values.
    ///
    /// Matching is the router's own (`match(_:)`): the most specific
    /// pattern wins, and no handler is made, so none can decline. Pass `nil`
    /// (the default) for `params` or `queryParams` to leave them unchecked,
    /// and `[:]` to require none.
    ///
    /// ```swift
    /// try elf.expectRoute("app://product/42?ref=home", to: "app://product/<int:id>",
    ///                     params: ["id": "42"], queryParams: ["ref": "home"])
    /// ```
    ///
    /// - Throws: ``RoutingExpectationFailure`` naming what differed: no route
    ///   (and why), another pattern, or each value that differed.
    public func expectRoute(
        _ url: String, to pattern: String, params: [String: String]? = nil, queryParams: [String: String]? = nil
    ) throws(RoutingExpectationFailure) {
        let match: RouteMatch
        switch resolve(url) {
        case .success(let found): match = found
        case .failure(let miss): throw .noRoute(miss)
        }
        guard match.pattern == pattern else {
            throw .wrongPattern(url: url, expected: pattern, actual: match.pattern)
        }
        if let params {
            let actual = match.params
            guard actual == params else {
                throw .wrongParams(url: url, pattern: match.pattern, expected: params, actual: actual)
            }
        }
        if let queryParams {
            let actual = match.queryParams
            guard actual == queryParams else {
                throw .wrongQueryParams(url: url, expected: queryParams, actual: actual)
            }
        }
    }

    /// Checks that `url` is taken by a handler of type `H`, and returns that
    /// handler, converted but not run.
    ///
    /// The handler is the one `handleURL(url:context:source:)` would run:
    /// made, given the router's navigator, converted, given `context` and
    /// `source`, and accepted by `shouldHandle()`, with a declining handler
    /// handing on to the next pattern. Neither `prepare()` nor `handle()`
    /// runs. Check its typed properties rather than strings:
    ///
    /// ```swift
    /// let handler = try elf.expectRoute("app://product/42", to: ProductHandler.self)
    /// #expect(handler.id == 42)
    /// ```
    ///
    /// The URL comes from `source`, `LinkSource.other` (as in
    /// `handleURL(url:)`) unless given, so a test can pin which sources a
    /// sensitive route refuses:
    ///
    /// ```swift
    /// try elf.expectRoute("app://account/delete", to: DeleteAccountHandler.self, source: .internal)
    /// #expect(throws: RoutingExpectationFailure.noRoute(RouteMiss(
    ///     url: "app://account/delete",
    ///     reason: .sourceNotAllowed(pattern: "app://account/delete", source: .customScheme)))) {
    ///     try elf.expectRoute("app://account/delete", to: DeleteAccountHandler.self, source: .customScheme)
    /// }
    /// ```
    ///
    /// - Throws: ``RoutingExpectationFailure`` when no pattern matches (and
    ///   why), when the route may not be opened from `source`, when every
    ///   handler declines, or when a handler of another type takes the URL.
    @MainActor
    @discardableResult
    public func expectRoute<H: Handler>(
        _ url: String, to handlerType: H.Type, context: Any? = nil, source: LinkSource = .other
    ) throws(RoutingExpectationFailure) -> H {
        let expected = String(describing: handlerType)
        guard let handler = handler(for: url, context: context, source: source) else {
            if case .failure(let miss) = resolve(url) { throw .noRoute(miss) }
            if let refusal = sourceRefusal(of: url, from: source) { throw .noRoute(refusal) }
            throw .declined(url: url, expected: expected)
        }
        guard let typed = handler as? H else {
            var actual = String(describing: type(of: handler))
            if actual == expected { actual = String(reflecting: type(of: handler)) }
            throw .wrongHandler(url: url, expected: expected, actual: actual)
        }
        return typed
    }

    /// The miss of a URL whose route may not be opened from `source`, or
    /// `nil` when handling does not stop at such a route.
    @MainActor
    private func sourceRefusal(of url: String, from source: LinkSource) -> RouteMiss? {
        // Handling goes down the matching entries in precedence order, past
        // declining handlers, and stops at the first other outcome.
        let explanation = explainHandling(url, source: source)
        let stop = explanation.entries.first { entry in
            switch entry.outcome {
            case .declined, .notDecoded, .mismatched: false
            default: true
            }
        }
        guard let stop, case .sourceNotAllowed = stop.outcome else { return nil }
        return RouteMiss(url: url, reason: .sourceNotAllowed(pattern: stop.pattern, source: source))
    }

    /// Checks that a route value's URL routes back to it, and returns the URL.
    ///
    /// The URL is written with `url(for:)`, looked up as `match(_:)`
    /// looks it up (so a more specific route that would take it fails the
    /// expectation), and decoded with `route(for:as:)`; the value must equal
    /// `route`.
    ///
    /// ```swift
    /// try elf.register(ProductRoute.self) { route in ProductHandler(route: route) }
    /// let url = try elf.expectRoundTrip(ProductRoute(id: 42, ref: "home"))   // "app://product/42?ref=home"
    /// ```
    ///
    /// - Throws: ``RoutingExpectationFailure``: `.noURL` when the value has
    ///   none (and why), `.noRoute` or `.wrongPattern` when the URL does not
    ///   reach the route type's pattern, `.wrongRouteValue` when it decodes
    ///   to another value.
    @discardableResult
    public func expectRoundTrip<R: Route>(_ route: R) throws(RoutingExpectationFailure) -> String {
        let url: String
        do throws(InputError) {
            url = try self.url(for: route)
        } catch {
            throw .noURL(error)
        }
        switch resolve(url) {
        case .failure(let miss): throw .noRoute(miss)
        case .success(let match) where match.pattern != R.pattern:
            throw .wrongPattern(url: url, expected: R.pattern, actual: match.pattern)
        case .success: break
        }
        let decoded = self.route(for: url, as: R.self)
        guard decoded == route else {
            throw .wrongRouteValue(
                url: url, expected: String(describing: route), actual: decoded.map { String(describing: $0) })
        }
        return url
    }

    /// Checks that no pattern matches `url` (a malformed URL matches none).
    ///
    /// ```swift
    /// try elf.expectNoRoute("app://nowhere")
    /// try elf.expectNoRoute("app://product/%zz")
    /// ```
    ///
    /// - Throws: ``RoutingExpectationFailure/unexpectedRoute(url:pattern:params:)``
    ///   naming the pattern that matched and the values it bound.
    public func expectNoRoute(_ url: String) throws(RoutingExpectationFailure) {
        if let match = match(url) {
            throw .unexpectedRoute(url: url, pattern: match.pattern, params: match.params)
        }
    }

    /// Handles each URL in turn, as the app would, and checks the visible stack afterwards.
    ///
    /// After each URL the expectation awaits `pendingNavigation`, so
    /// an `AsyncHandler` has prepared and shown its screen before the
    /// next URL comes. `navigator` must be the router's `navigator`,
    /// or the router must have none (when the handlers get theirs another way).
    ///
    /// ```swift
    /// let navigator = RecordingNavigator()
    /// elf.navigator = navigator
    /// try await elf.expectStack(
    ///     after: ["app://products", "app://product/42"], in: navigator, equals: ["products", "product/42"])
    /// ```
    ///
    /// The URLs come from `source`: `LinkSource.other`, as in
    /// `handleURL(url:)`, unless given.
    ///
    /// - Throws: ``RoutingExpectationFailure`` when the router's navigator is
    ///   another one, when no handler took a URL (and why), or when the
    ///   visible stack's identities differ from `identities`.
    @MainActor
    public func expectStack(
        after urls: [String], in navigator: any Navigator, equals identities: [String], source: LinkSource = .other
    ) async throws(RoutingExpectationFailure) {
        try await handle(urls, in: navigator, source: source)
        let actual = navigator.visibleStack.map(\.identity)
        guard actual == identities else {
            throw .wrongStack(urls: urls, expected: identities, actual: actual)
        }
    }

    /// Handles `urls` in order, waits for their async handlers, and checks the
    /// whole navigation in one call: the selected tab, each tab's stack, and
    /// the sheets and covers presented over them, as
    /// ``Navigation/stackDescription`` draws them.
    ///
    /// ```swift
    /// try await elf.expectNavigation(
    ///     after: ["app://login", "app://orders/7"], in: navigation,
    ///     equals: """
    ///         tab home
    ///         stack
    ///         └─ (empty)
    ///         tab orders *
    ///         stack
    ///         └─ /orders/7
    ///         """)
    /// ```
    ///
    /// - Throws: ``RoutingExpectationFailure/notHandled(_:)`` for the first URL
    ///   not handled, ``RoutingExpectationFailure/wrongStack(urls:expected:actual:)``
    ///   with the drawings' lines when the navigation differs.
    @MainActor
    public func expectNavigation<Tab: Hashable & Sendable>(
        after urls: [String], in navigation: Navigation<Tab>, equals drawing: String, source: LinkSource = .other
    ) async throws(RoutingExpectationFailure) {
        try await handle(urls, in: navigation, source: source)
        let expected = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actual = navigation.stackDescription.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        guard actual == expected else { throw .wrongStack(urls: urls, expected: expected, actual: actual) }
    }

    /// Handles `urls` in order into `navigator`, the router's, and waits for their async handlers.
    @MainActor
    private func handle(_ urls: [String], in navigator: any Navigator, source: LinkSource)
        async throws(RoutingExpectationFailure)
    {
        if let installed = self.navigator, installed !== navigator {
            throw .navigatorMismatch(installed: String(describing: type(of: installed)))
        }
        for url in urls {
            if let miss = handleRecordingMiss(url, source: source) { throw .notHandled(miss) }
            // A handler may open another URL when it is done: wait for the newest task too.
            var awaited: Task<Void, Never>?
            while let pending = pendingNavigation, pending != awaited {
                await pending.value
                awaited = pending
            }
        }
    }

    /// Handles `url` from `source` and returns why it was not handled, if it
    /// was not; the router's own miss handler still runs.
    @MainActor
    private func handleRecordingMiss(_ url: String, source: LinkSource) -> RouteMiss? {
        let appMissHandler = missHandler
        var recorded: RouteMiss?
        missHandler = { miss in
            recorded = recorded ?? miss
            appMissHandler?(miss)
        }
        defer { missHandler = appMissHandler }
        guard !handleURL(url: url, source: source) else { return nil }
        return recorded ?? RouteMiss(url: url, reason: .noMatchingRoute)
    }
}
