extension Elf {
    /// Handles `url` and returns whether some handler took it.
    ///
    /// The router makes a fresh handler for the most specific matching
    /// pattern, hands it ``navigator`` (when it is a ``NavigatingHandler``),
    /// calls ``Handler/convert(params:queryParams:)``, and then
    /// ``Handler/handle()`` (after ``AsyncHandler/prepare()`` for an
    /// ``AsyncHandler``).
    ///
    /// If the handler declines (``Handler/shouldHandle()`` returns
    /// `false`), the next matching pattern in precedence order gets a fresh
    /// handler of its own. When none is left, ``missHandler`` and then
    /// ``notFoundHandler`` are called.
    ///
    /// When a handler takes the URL, the ``pendingNavigation`` of an earlier
    /// URL whose handler is still preparing is cancelled: the newest handled
    /// URL wins. A URL nothing handles (a typo, a stale link) cancels nothing.
    ///
    /// ```swift
    /// Elf.instance.handleURL(url: "app://user/limboy/following")   // true
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String) -> Bool {
        handle(url, context: nil)
    }

    /// Handles `url`, handing `context` to a ``ContextHandler`` whose
    /// `Context` type it is: pass images, model objects or your app's own
    /// context without turning them into strings.
    ///
    /// ```swift
    /// elf.handleURL(url: "app://share", context: photo)
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String, context: Any?) -> Bool {
        handle(url, context: context)
    }

    /// The answer of the first handler for `url` that makes a value of type `T`.
    ///
    /// Each matching pattern in precedence order gets a fresh handler, which
    /// is converted as for ``handleURL(url:)``; the first ``ValueHandler``
    /// that accepts the URL and makes a `T` answers. No `handle()` runs, and
    /// the not-found handlers are not called.
    ///
    /// ```swift
    /// let preview = elf.value(for: "app://product/42", as: ShopScreen.self)
    /// ```
    @MainActor
    public func value<T>(for url: String, as type: T.Type = T.self, context: Any? = nil) -> T? {
        var answer: T?
        _ = visitHandlers(for: url, context: context) { handler in
            guard let provider = handler as? any ValueHandler, let value = provider.makeValue() as? T else {
                return false
            }
            answer = value
            return true
        }
        return answer
    }

    /// The handler `url` would get, made and converted but not run.
    ///
    /// The lifecycle of ``handleURL(url:)`` up to ``Handler/shouldHandle()``:
    /// a declining handler hands on to the next pattern, as there. Useful in
    /// tests ("this URL routes to this handler type") and for previews.
    ///
    /// ```swift
    /// let handler = elf.handler(for: "app://product/42") as? ProductHandler
    /// handler?.id   // 42
    /// ```
    @MainActor
    public func handler(for url: String, context: Any? = nil) -> (any Handler)? {
        var found: (any Handler)?
        _ = visitHandlers(for: url, context: context) { handler in
            found = handler
            return true
        }
        return found
    }

    /// The task of the latest ``AsyncHandler`` that ``handleURL(url:)``
    /// started, while it is preparing; `nil` once it has finished or was
    /// cancelled.
    ///
    /// Await its value to wait until the screen is shown (tests do).
    ///
    /// ```swift
    /// elf.handleURL(url: "app://product/42")
    /// await elf.pendingNavigation?.value
    /// ```
    public var pendingNavigation: Task<Void, Never>? {
        locked { storedPendingNavigation }
    }

    @MainActor
    private func handle(_ url: String, context: Any?) -> Bool {
        let outcome = visitHandlers(for: url, context: context) { handler in
            cancelPendingNavigation()
            if let asynchronous = handler as? any AsyncHandler {
                schedule(asynchronous)
            } else {
                handler.handle()
            }
            return true
        }
        guard let outcome else { return true }
        let (missHandler, notFoundHandler) = locked { (storedMissHandler, storedNotFoundHandler) }
        missHandler?(RouteMiss(url: url, reason: outcome))
        notFoundHandler?(url)
        return false
    }

    /// Runs an async handler's `prepare()` and then, unless a newer URL came, its `handle()`.
    @MainActor
    private func schedule(_ handler: any AsyncHandler) {
        let generation = locked { () -> Int in
            navigationGeneration += 1
            return navigationGeneration
        }
        let task = Task { @MainActor in
            await handler.prepare()
            if !Task.isCancelled { handler.handle() }
            // Forget the task unless a newer one has replaced it meanwhile.
            self.locked {
                if self.navigationGeneration == generation { self.storedPendingNavigation = nil }
            }
        }
        // The task body runs on the main actor, so not before this returns.
        locked { storedPendingNavigation = task }
    }

    /// Cancels the async handler still preparing, if any.
    private func cancelPendingNavigation() {
        let pending = locked { () -> Task<Void, Never>? in
            navigationGeneration += 1
            defer { storedPendingNavigation = nil }
            return storedPendingNavigation
        }
        pending?.cancel()
    }

    /// Makes, prepares and offers a handler for each candidate of `url` in
    /// precedence order until `take` accepts one.
    ///
    /// Each handler gets the navigator, its values and the context, and may
    /// decline in ``Handler/shouldHandle()`` before it is offered.
    ///
    /// - Returns: `nil` when a handler was taken, or why none was.
    @MainActor
    func visitHandlers(
        for url: String, context: Any?, _ take: (any Handler) -> Bool
    ) -> RouteMiss.Reason? {
        let tree = currentTree()
        let options = matchOptions
        let plusAsSpace = configuration.decodesPlusAsSpace
        let navigator = self.navigator
        var declined: [String] = []
        return withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .malformed(malformed(url, error))
            }
            var taken = false
            tree.forEachCandidate(scanned, in: bytes, options: options) { candidate in
                let route = tree.routes[candidate.route]
                let match = RouteMatch(
                    url: url, route: route, captures: Array(candidate.captures), converted: candidate.converted,
                    scanned: scanned, decodesPlusAsSpace: plusAsSpace)
                var handler = route.factory()
                if let navigator, var navigating = handler as? any NavigatingHandler {
                    navigating.navigator = navigator
                    handler = navigating
                }
                handler.convert(params: match.params, queryParams: match.queryParams)
                if let context, let receiver = handler as? any ContextHandler {
                    _ = receiver.receiveIfMatching(context)
                }
                guard handler.shouldHandle() else {
                    declined.append(route.pattern)
                    return false
                }
                taken = take(handler)
                return taken
            }
            if taken { return nil }
            return declined.isEmpty ? .noMatchingRoute : .declined(patterns: declined)
        }
    }
}
