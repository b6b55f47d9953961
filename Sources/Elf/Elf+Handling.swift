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
    /// Before a candidate's handler is made, the ``interceptors`` are asked
    /// about its match, in order. The first that does not let it pass
    /// decides for the whole URL: a rejection ends handling (no other pattern
    /// is tried) and counts as a miss; a redirect handles its target instead
    /// and returns that answer; a deferral also remembers the URL as
    /// ``deferredURL`` for ``resumeDeferredURL()``. A redirect chain that
    /// comes back to a URL it visited, or goes on for more than
    /// ``maxRedirects`` redirects, fails as a miss.
    ///
    /// When a handler takes the URL, the ``pendingNavigation`` of an earlier
    /// URL whose handler is still preparing is cancelled: the newest handled
    /// URL wins. A URL nothing handles (a typo, a stale link) cancels nothing.
    ///
    /// ```swift
    /// Elf.instance.handleURL(url: "app://user/limboy/following")   // true
    /// ```
    ///
    /// Every miss (malformed, no route, declined, rejected, redirect loop)
    /// calls ``missHandler`` with the URL that failed and the reason, then
    /// ``notFoundHandler`` with the URL given here; ``logger`` hears it too.
    ///
    /// The URL counts as coming from ``LinkSource/other``, so routes
    /// registered with ``register(_:allowedSources:_:)`` that do not allow
    /// `.other` refuse it: pass the source with ``handleURL(url:source:)``.
    @MainActor
    @discardableResult
    public func handleURL(url: String) -> Bool {
        handle(url, context: nil, source: .other)
    }

    /// Handles `url` as ``handleURL(url:)`` does, knowing where it came from.
    ///
    /// The source decides whether routes registered with
    /// ``register(_:allowedSources:_:)`` may open the URL, and reaches the
    /// interceptors and a ``MatchAwareHandler`` (as ``RouteMatch/source``).
    /// It stays the same through rewrite rules and interceptor redirects, so
    /// neither can turn a custom-scheme link into an internal one.
    ///
    /// ```swift
    /// // In the scene delegate:
    /// elf.handleURL(url: url.absoluteString, source: .customScheme)             // openURLContexts
    /// elf.handleURL(url: activity.webpageURL!.absoluteString, source: .universalLink)
    /// // Inside the app:
    /// elf.handleURL(url: "app://account/delete", source: .internal)
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String, source: LinkSource) -> Bool {
        handle(url, context: nil, source: source)
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
        handle(url, context: context, source: .other)
    }

    /// Handles `url` with a `context`, knowing where it came from: see
    /// ``handleURL(url:context:)`` and ``handleURL(url:source:)``.
    ///
    /// ```swift
    /// elf.handleURL(url: "app://share", context: photo, source: .internal)
    /// ```
    @MainActor
    @discardableResult
    public func handleURL(url: String, context: Any?, source: LinkSource) -> Bool {
        handle(url, context: context, source: source)
    }

    /// The answer of the first handler for `url` that makes a value of type `T`.
    ///
    /// Each matching pattern in precedence order gets a fresh handler, which
    /// is converted as for ``handleURL(url:)``; the first ``ValueHandler``
    /// that accepts the URL and makes a `T` answers. No `handle()` runs, and
    /// the not-found handlers are not called.
    ///
    /// Interceptors are asked as for ``handleURL(url:)``: a rejection gives
    /// `nil`, and a redirect or a deferral gives the redirect target's answer
    /// (nothing is set aside as ``deferredURL``).
    ///
    /// ```swift
    /// let preview = elf.value(for: "app://product/42", as: ShopScreen.self)
    /// ```
    @MainActor
    public func value<T>(for url: String, as type: T.Type = T.self, context: Any? = nil) -> T? {
        value(for: url, as: type, context: context, source: .other)
    }

    /// The value ``value(for:as:context:)`` gives for `url` coming from `source`.
    ///
    /// ```swift
    /// let preview = elf.value(for: "app://order/7", as: ShopScreen.self, source: .internal)
    /// ```
    @MainActor
    public func value<T>(for url: String, as type: T.Type = T.self, context: Any? = nil, source: LinkSource) -> T? {
        var answer: T?
        let pass = startPass(context: context, source: source, remembersDeferredURL: false)
        _ = visitHandlers(for: url, pass) { handler in
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
    /// Interceptors are asked as for ``value(for:as:context:)``: a rejection
    /// gives `nil`, a redirect the redirect target's handler.
    ///
    /// ```swift
    /// let handler = elf.handler(for: "app://product/42") as? ProductHandler
    /// handler?.id   // 42
    /// ```
    @MainActor
    public func handler(for url: String, context: Any? = nil) -> (any Handler)? {
        handler(for: url, context: context, source: .other)
    }

    /// The handler ``handler(for:context:)`` gives for `url` coming from `source`.
    ///
    /// ```swift
    /// elf.handler(for: "app://account/delete", source: .customScheme)   // nil: not allowed
    /// ```
    @MainActor
    public func handler(for url: String, context: Any? = nil, source: LinkSource) -> (any Handler)? {
        let pass = startPass(context: context, source: source, remembersDeferredURL: false)
        return try? visitHandlers(for: url, pass) { _ in true }.get()
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

    /// Handles `url` as ``handleURL(url:context:source:)`` does; ``resumeDeferredURL()`` replays through it.
    @MainActor
    func handle(_ url: String, context: Any?, source: LinkSource) -> Bool {
        let pass = startPass(context: context, source: source, remembersDeferredURL: true)
        switch visitHandlers(for: url, pass, accepting: { _ in true }) {
        case .success(let handler):
            cancelPendingNavigation()
            if let asynchronous = handler as? any AsyncHandler {
                schedule(asynchronous)
            } else {
                handler.handle()
            }
            return true
        case .failure(let miss):
            pass.logger?(.missed(miss))
            let (missHandler, notFoundHandler) = locked { (storedMissHandler, storedNotFoundHandler) }
            missHandler?(miss)
            notFoundHandler?(url)
            return false
        }
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

    /// What one call of ``handleURL(url:)``, ``value(for:as:context:)`` or
    /// ``handler(for:context:)`` carries from the URL it was given to each URL
    /// an interceptor sends it to.
    struct HandlingPass {
        /// The value passed with the URL; it goes wherever the URL is redirected.
        let context: Any?
        /// Where the URL came from; it stays the same through rewrites and redirects.
        let source: LinkSource
        /// Whether a `deferUntilResumed` decision sets the URL aside (only when handling).
        let remembersDeferredURL: Bool
        let navigator: (any Navigator)?
        let interceptors: [Interceptor]
        let logger: EventLogger?
        /// The URLs visited so far: the one given, then each redirect target.
        var chain: [String] = []
    }

    /// A pass with the router's current navigator, interceptors and logger.
    func startPass(context: Any?, source: LinkSource, remembersDeferredURL: Bool) -> HandlingPass {
        locked {
            HandlingPass(
                context: context, source: source, remembersDeferredURL: remembersDeferredURL,
                navigator: storedNavigator,
                interceptors: storedInterceptors, logger: storedLogger)
        }
    }

    /// Finds the handler for `url`: makes, prepares and offers a handler for
    /// each candidate in precedence order until `accepts` takes one, and
    /// follows the redirects interceptors decide on.
    ///
    /// - Returns: The handler taken, not yet run, or why there is none.
    @MainActor
    func visitHandlers(
        for url: String, _ pass: HandlingPass, accepting accepts: (any Handler) -> Bool
    ) -> Result<any Handler, RouteMiss> {
        var pass = pass
        pass.chain.append(url)
        // Rewrite rules apply before matching, to the URL given and to every
        // redirect target alike; a failed rewrite fails closed.
        // The rules and the tree come from one moment, so a table and its
        // rules replaced together on another thread are never mixed up.
        let (tree, rewrites) = currentTreeAndRewrites()
        var target = url
        var originalURL: String?
        switch rewrites?.rewrite(url) ?? .unchanged {
        case .unchanged:
            break
        case .rewritten(let rewritten, let original, let rules):
            target = rewritten
            originalURL = original
            pass.logger?(
                .rewritten(from: original, to: rewritten, rule: rules.map(\.sourceText).joined(separator: " → ")))
        case .failed(let error):
            return .failure(RouteMiss(url: url, reason: .rewriteFailed(error)))
        }
        let outcome = visitCandidates(of: target, originalURL: originalURL, in: tree, pass, accepting: accepts)
        switch outcome {
        case .taken(let handler):
            return .success(handler)
        case .missed(let reason):
            return .failure(RouteMiss(url: url, reason: reason))
        case .rejected(let interceptor, let reason):
            pass.logger?(.rejected(url: url, interceptor: interceptor, reason: reason))
            return .failure(RouteMiss(url: url, reason: .rejected(by: interceptor, reason: reason)))
        case .redirected(let interceptor, let target, let deferring):
            if pass.chain.contains(target) || pass.chain.count > Elf.maxRedirects {
                return .failure(RouteMiss(url: pass.chain[0], reason: .redirectLoop(chain: pass.chain + [target])))
            }
            if deferring && pass.remembersDeferredURL {
                locked { storedDeferredURL = DeferredURL(url: url, context: pass.context, source: pass.source) }
                pass.logger?(.deferred(url: url, redirectTo: target, interceptor: interceptor))
            } else {
                pass.logger?(.redirected(from: url, to: target, interceptor: interceptor))
            }
            return visitHandlers(for: target, pass, accepting: accepts)
        }
    }

    /// How visiting one URL's candidates ended.
    private enum CandidatesOutcome {
        case taken(any Handler)
        case missed(RouteMiss.Reason)
        case rejected(interceptor: String, reason: String)
        case redirected(interceptor: String, to: String, deferring: Bool)

        /// How an interceptor's decision ends the visit; `nil` for `pass`, which does not.
        init?(_ interceptor: String, _ decision: InterceptorDecision) {
            switch decision {
            case .pass: return nil
            case .reject(let reason): self = .rejected(interceptor: interceptor, reason: reason)
            case .redirect(let target): self = .redirected(interceptor: interceptor, to: target, deferring: false)
            case .deferUntilResumed(let target):
                self = .redirected(interceptor: interceptor, to: target, deferring: true)
            }
        }
    }

    /// Offers each candidate of `url` to the interceptors and then, made and
    /// converted, to `accepts`, in precedence order.
    ///
    /// Each handler gets the navigator, its values and the context, and may
    /// decline in ``Handler/shouldHandle()`` before it is offered. The first
    /// interceptor decision other than `pass` ends the visit.
    @MainActor
    private func visitCandidates(
        of url: String, originalURL: String?, in tree: RouteTree, _ pass: HandlingPass,
        accepting accepts: (any Handler) -> Bool
    ) -> CandidatesOutcome {
        let options = matchOptions
        let plusAsSpace = configuration.decodesPlusAsSpace
        var declined: [String] = []
        return withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .missed(.malformed(malformed(url, error)))
            }
            var outcome: CandidatesOutcome?
            tree.forEachCandidate(scanned, in: bytes, options: options) { candidate in
                let route = tree.routes[candidate.route]
                // A route the source may not open stops the visit: falling
                // through to a less specific route could land a refused link
                // on a catch-all the app did not mean for it.
                guard route.allows(pass.source) else {
                    outcome = .missed(.sourceNotAllowed(pattern: route.pattern, source: pass.source))
                    return true
                }
                var match = RouteMatch(
                    url: url, route: route, captures: Array(candidate.captures), converted: candidate.converted,
                    scanned: scanned, decodesPlusAsSpace: plusAsSpace, originalURL: originalURL)
                match.source = pass.source
                if let (interceptor, decision) = Self.interception(of: match, by: pass.interceptors),
                    let stop = CandidatesOutcome(interceptor, decision)
                {
                    outcome = stop
                    return true
                }
                let handler = Self.prepare(
                    route.factory(), for: match, navigator: pass.navigator, context: pass.context)
                guard handler.shouldHandle() else {
                    declined.append(route.pattern)
                    pass.logger?(.declined(url: url, pattern: route.pattern))
                    return false
                }
                guard accepts(handler) else { return false }
                pass.logger?(.matched(url: url, pattern: route.pattern))
                outcome = .taken(handler)
                return true
            }
            return outcome ?? .missed(declined.isEmpty ? .noMatchingRoute : .declined(patterns: declined))
        }
    }

    /// The first interceptor, in order, that does not let `match` pass, and what it decided.
    @MainActor
    static func interception(
        of match: RouteMatch, by interceptors: [Interceptor]
    ) -> (interceptor: String, decision: InterceptorDecision)? {
        for interceptor in interceptors {
            let decision = interceptor.decide(match)
            if decision != .pass { return (interceptor.name, decision) }
        }
        return nil
    }
}
