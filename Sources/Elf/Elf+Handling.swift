extension Elf {
    /// Handles `url` and returns whether some handler took it.
    ///
    /// ```swift
    /// Elf.instance.handleURL(url: "app://user/limboy/following")   // true
    /// elf.handleURL(url: "app://share", context: photo)            // the handler receives the photo
    /// elf.handleURL(url: link, source: .universalLink)             // only routes open to universal links
    /// ```
    ///
    /// The router makes a fresh handler for the most specific matching
    /// pattern, hands it the match, ``navigator`` and `context` through
    /// ``Handler/receive(_:navigator:context:)``, calls
    /// ``Handler/convert(params:queryParams:)``, and then ``Handler/handle()``
    /// (after ``AsyncHandler/prepare()`` for an ``AsyncHandler``).
    ///
    /// If the handler declines (``Handler/shouldHandle()`` returns
    /// `false`), the next matching pattern in precedence order gets a fresh
    /// handler of its own. When none is left, ``missHandler`` and then
    /// ``notFoundHandler`` are called.
    ///
    /// Before a candidate's handler is made, the interceptors are asked
    /// about its match, in order. The first that does not let it pass
    /// decides for the whole URL: a rejection ends handling (no other pattern
    /// is tried) and counts as a miss; a redirect handles its target instead
    /// and returns that answer; a deferral also remembers the URL for
    /// ``resumeDeferredURL()``. A redirect chain that comes back to a URL it
    /// visited, or goes on for more than ten redirects, fails as a miss.
    ///
    /// When a handler takes the URL, the ``pendingNavigation`` of an earlier
    /// URL whose handler is still preparing is cancelled: the newest handled
    /// URL wins. A URL nothing handles (a typo, a stale link) cancels nothing.
    ///
    /// Every miss (malformed, no route, declined, rejected, redirect loop)
    /// calls ``missHandler`` with the URL that failed and the reason, then
    /// ``notFoundHandler`` with the URL given here; ``logger`` hears it too.
    ///
    /// - Parameters:
    ///   - url: The link, as text.
    ///   - context: Anything the app hands the handler as it is: images,
    ///     model objects, without turning them into strings.
    ///   - source: Where the URL came from (``LinkSource/other`` by default).
    ///     It decides whether routes registered with `allowedSources` may
    ///     open the URL, and reaches the interceptors and the handler (as
    ///     ``RouteMatch/source``). It stays the same through rewrite rules
    ///     and redirects, so neither can turn a custom-scheme link into an
    ///     internal one.
    @MainActor
    @discardableResult
    public func handleURL(url: String, context: Any? = nil, source: LinkSource = .other) -> Bool {
        handle(LinkRequest(url: url, context: context, source: source))
    }

    /// Whether ``handleURL(url:context:source:)`` would handle `url` now, without
    /// running any handler's `handle()`.
    ///
    /// The honest answer: the URL is rewritten, every candidate is checked
    /// against its link sources and the interceptors, and its handler is made
    /// and converted and may decline in ``Handler/shouldHandle()``, exactly
    /// as handling does; an interceptor's redirect is followed. Only
    /// `handle()` (and an ``AsyncHandler``'s `prepare()`) is left out, and
    /// nothing is logged or set aside.
    ///
    /// One exception: a closure route (`register("app://x") { match in … }`
    /// or a typed route with a closure) decides and acts in the same call, so
    /// `canHandle` cannot ask it without running it. It counts as handling
    /// the URL; `handleURL` then returns `false` if the closure returns
    /// `false`. A route that must be asked honestly is a ``Handler`` that
    /// declines in ``Handler/shouldHandle()``.
    ///
    /// ```swift
    /// // Crossroad's Pokédex: the handler declines ids it has no entry for.
    /// elf.canHandle("pokedex://pokemons/25")     // true
    /// elf.canHandle("pokedex://pokemons/9999")   // false: the handler declines
    /// if elf.canHandle(link, source: .universalLink) { showOpenButton() }
    /// ```
    ///
    /// Handlers and interceptors are main-actor code, so this runs on the
    /// main actor. (`match(_:)` answers from any thread whether a pattern
    /// matches, which is a different question.)
    @MainActor
    public func canHandle(_ url: String, source: LinkSource = .other) -> Bool {
        firstHandler(for: url, context: nil, source: source, mode: .checking) != nil
    }

    /// The handler `url` would get, made and converted but not run:
    /// URLNavigator's `viewController(for:)`.
    ///
    /// ```swift
    /// let handler = elf.handler(for: "app://product/42") as? ProductHandler
    /// handler?.id   // 42
    /// elf.handler(for: "app://account/delete", source: .customScheme)   // nil: not allowed
    /// ```
    ///
    /// The lifecycle of handling up to ``Handler/shouldHandle()``: each
    /// candidate in precedence order gets a fresh handler, which receives the
    /// match and converts; a declining handler hands on to the next pattern,
    /// as in ``handleURL(url:context:source:)``. Interceptors are asked as for
    /// handling: a rejection gives `nil`, and a redirect or a deferral gives
    /// the redirect target's handler (nothing is set aside for
    /// ``resumeDeferredURL()``). No `handle()` runs, and the not-found
    /// handlers are not called.
    ///
    /// `accepting` lets the caller pass over handlers that do not suit it:
    /// a handler it refuses counts as declining, and the next candidate is
    /// tried. ElfMigration's `value(for:as:context:source:)` takes the first
    /// handler that makes a value of the type it asks for, and ElfTesting's
    /// `expectRoute` checks the handler's type (<doc:ExtendingElf>).
    ///
    /// ```swift
    /// let product = elf.handler(for: "app://product/42") { $0 is ProductHandler }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link, as text.
    ///   - context: As for ``handleURL(url:context:source:)``.
    ///   - source: As for ``handleURL(url:context:source:)``.
    ///   - accepting: Whether the caller takes a handler that did not
    ///     decline; every handler by default.
    @MainActor
    public func handler(
        for url: String, context: Any? = nil, source: LinkSource = .other,
        accepting: (any Handler) -> Bool = { _ in true }
    ) -> (any Handler)? {
        firstHandler(for: url, context: context, source: source, accepting: accepting)
    }

    /// The handler `url` would get from `source`, made and prepared but not
    /// run: handling's pass up to ``Handler/shouldHandle()``, with nothing
    /// set aside (``canHandle(_:source:)``, ``handler(for:context:source:accepting:)``).
    @MainActor
    func firstHandler(
        for url: String, context: Any?, source: LinkSource, mode: HandlingPass.Mode = .finding,
        accepting accepts: (any Handler) -> Bool = { _ in true }
    ) -> (any Handler)? {
        let pass = startPass(context: context, source: source, mode: mode)
        return try? visitHandlers(for: url, pass, accepting: accepts).get()
    }

    /// The task of the latest ``AsyncHandler`` that ``handleURL(url:context:source:)``
    /// started, while it is preparing; `nil` once it has finished or was
    /// cancelled.
    ///
    /// Await its value to wait until the screen is shown (tests do).
    ///
    /// ```swift
    /// elf.handleURL(url: "app://product/42")
    /// await elf.pendingNavigation?.value
    /// ```
    @MainActor
    public var pendingNavigation: Task<Void, Never>? {
        handling.pendingNavigation
    }

    /// Handles `request` now, or after the URL being handled (and after a
    /// restoration that is still running, for a link from outside): the one
    /// way in for ``handleURL(url:context:source:)``, ``open(_:context:source:)``,
    /// ``resumeDeferredURL()`` and restoration.
    ///
    /// Handling is not reentrant: a URL handled while another is (from a
    /// factory, `convert`, `shouldHandle`, an interceptor or `handle()`) is
    /// queued, answers `true` at once, and runs after the current URL
    /// finishes, in call order. The URL being handled therefore never has
    /// its navigation cancelled by one it started.
    @MainActor
    func handle(_ request: LinkRequest) -> Bool {
        if handling.isRestoring, request.source != .restoration {
            // A link that arrives while saved navigation is restored runs
            // once restoration ends, so the restored stacks never overwrite
            // its screen. It is answered now by whether it routes.
            handling.waitingForRestoration.append(request)
            let pass = startPass(context: request.context, source: request.source, mode: .checking)
            return (try? visitHandlers(for: request.url, pass) { _ in true }.get()) != nil
        }
        guard !handling.isHandling else {
            handling.queued.append(request)
            return true
        }
        handling.isHandling = true
        defer { handling.isHandling = false }
        let handled = handleNow(request)
        // URLs opened while handling, and any they open in turn, in call order.
        while !handling.queued.isEmpty {
            _ = handleNow(handling.queued.removeFirst())
        }
        handling.isHandling = false
        // Links a door delivered meanwhile, in the order they arrived.
        showHeldLinks()
        return handled
    }

    /// Handles one URL; nothing else is being handled meanwhile.
    @MainActor
    private func handleNow(_ request: LinkRequest) -> Bool {
        var pass = startPass(context: request.context, source: request.source, mode: .handling)
        pass.value = request.value
        // A link that arrived in a window goes to that window's navigation.
        if let navigator = request.navigator { pass.navigator = navigator }
        // What the navigator failed to show before this URL is not this URL's failure. Forgotten
        // before the visit, since a closure route shows its screen while it is visited.
        _ = pass.navigator?.takeFailure()
        switch visitHandlers(for: request.url, pass, accepting: { _ in true }) {
        case .success(let handler):
            cancelPendingNavigation()
            if let asynchronous = handler as? any AsyncHandler {
                schedule(asynchronous, reportingTo: (request.url, pass))
                return true
            }
            Self.forgetFailures(of: handler, besides: pass.navigator)
            let shownValue = handler as? RouteValueHandler
            shownValue?.source = request.source
            handler.handle()
            switch shownValue?.window {
            case .opened?: handling.inbox.openedWindow = true
            case .notOpened(let reason)?: pass.snapshot.logger?(.shownInActiveWindow(url: request.url, reason: reason))
            case .ownWindow?, nil: break
            }
            if let failure = (handler as? any ReportingHandler)?.failure
                ?? Self.unshown(by: handler, on: pass.navigator)
            {
                report(RouteMiss(url: request.url, reason: .notShown(failure)), pass.snapshot, url: request.url)
                return false
            }
            return true
        case .failure(let miss):
            report(miss, pass.snapshot, url: request.url)
            return false
        }
    }

    /// Tells the logger and the miss handler that something was not shown:
    /// the way a UI layer reports what it could not show (ElfSwiftUI's
    /// `ScreenViews` reports a screen with no view).
    ///
    /// ```swift
    /// elf.reportMiss(RouteMiss(url: screen.identity, reason: .notShown("no view for PinRoute")))
    /// ```
    @MainActor
    public func reportMiss(_ miss: RouteMiss) {
        let snapshot = snapshot()
        snapshot.logger?(.missed(miss))
        snapshot.missHandler?(miss)
    }

    /// Tells the logger, the miss handler and the not-found handler (with `url`, the URL as
    /// given) that `miss` was not handled.
    @MainActor
    func report(_ miss: RouteMiss, _ snapshot: RouterSnapshot, url: String) {
        handling.inbox.lastMiss = miss
        snapshot.logger?(.missed(miss))
        snapshot.missHandler?(miss)
        snapshot.notFoundHandler?(url)
    }

    /// Runs an async handler's `prepare()` and then, unless a newer URL came, its `handle()`.
    @MainActor
    func schedule(_ handler: any AsyncHandler, reportingTo link: (url: String, pass: HandlingPass)? = nil) {
        handling.navigationGeneration += 1
        let generation = handling.navigationGeneration
        let handling = self.handling
        // What the user sees now: a tap that shows a screen while the link
        // prepares (the app calling a handler's `handle()` or the navigator
        // itself) changes it, and the link, now stale, is not shown over it.
        // Restoration changes what is shown too, but the launch link goes on top of it.
        let navigator = link?.pass.navigator
        let seen = navigator.map(Self.visibleState)
        let restorations = handling.restorationsEnded
        // A link from the inbox: its outcome is known once the handler has prepared.
        let arrival = link == nil ? nil : handling.inbox.current
        if arrival != nil { handling.inbox.handedToAsync = true }
        // A tap on the same navigator cancels the link at once, load and all, and settles it.
        let settled = SettledFlag()
        let watch: AppNavigationWatch.Watch?
        if let navigator, let link {
            let tap = AppNavigationWatch.Watch { [weak self] in
                guard let self, handling.navigationGeneration == generation else { return true }
                guard !handling.isRestoring, !handling.isHandling else { return false }
                settled.isSettled = true
                cancelPendingNavigation()
                reportReplaced(link)
                if let arrival { finish(arrival, .replaced) }
                return true
            }
            AppNavigationWatch.watch(navigator, with: tap)
            watch = tap
        } else {
            watch = nil
        }
        handling.pendingNavigation = Task { @MainActor [weak self] in
            await handler.prepare()
            if let navigator, let watch { AppNavigationWatch.forget(watch, on: navigator) }
            // Cancelled by a tap: already reported and settled.
            if settled.isSettled { return }
            let result: LinkOutcome.Result
            if Task.isCancelled {
                result = .replaced
            } else if let navigator, let seen, let link, !handling.isRestoring,
                handling.restorationsEnded == restorations, Self.visibleState(of: navigator) != seen
            {
                self?.reportReplaced(link)
                result = .replaced
            } else {
                Self.forgetFailures(of: handler, besides: nil)
                if let navigator { _ = navigator.takeFailure() }
                handler.handle()
                // Too late to answer `false`: the miss handler and the logger hear it instead.
                if let link, let failure = Self.unshown(by: handler, on: navigator) {
                    self?.report(
                        RouteMiss(url: link.url, reason: .notShown(failure)), link.pass.snapshot, url: link.url)
                    result = .refused(.notShown(failure))
                } else {
                    result = .shown
                }
            }
            if let arrival { self?.finish(arrival, result) }
            // Forget the task unless a newer one has replaced it meanwhile.
            if handling.navigationGeneration == generation { handling.pendingNavigation = nil }
        }
    }

    /// Why a link that prepared while the app showed another screen is not shown.
    static let staleLink = "the app showed another screen while the link prepared; the newer navigation wins"

    /// Tells the logger, the miss handler and the not-found handler that
    /// `link`, still preparing, was replaced by a screen the app showed.
    @MainActor
    private func reportReplaced(_ link: (url: String, pass: HandlingPass)) {
        report(RouteMiss(url: link.url, reason: .replaced(Self.staleLink)), link.pass.snapshot, url: link.url)
    }

    /// The identities of the screens `navigator` shows on top.
    @MainActor
    static func visibleState(of navigator: any Navigator) -> [String] {
        navigator.visibleStack.map(\.identity)
    }

    /// Why `handler` showed nothing: what its own navigator (a ``NavigatingHandler``'s, or the
    /// navigator that shows nothing when neither the router nor the app gave it one) or the
    /// router's `navigator` failed to show while it handled the URL; `nil` when both showed
    /// everything (``Navigator/takeFailure()``).
    @MainActor
    static func unshown(by handler: any Handler, on navigator: (any Navigator)?) -> String? {
        let own = (handler as? any NavigatingHandler)?.navigator
        let ownFailure = own?.takeFailure()
        let routerFailure = navigator === own ? nil : navigator?.takeFailure()
        return ownFailure ?? routerFailure
    }

    /// Forgets what a handler's own navigator failed to show before it runs, unless it is
    /// `navigator`, whose failures the caller has forgotten already.
    @MainActor
    static func forgetFailures(of handler: any Handler, besides navigator: (any Navigator)?) {
        guard let own = (handler as? any NavigatingHandler)?.navigator, own !== navigator else { return }
        _ = own.takeFailure()
    }

    /// Cancels the async handler still preparing, if any.
    @MainActor
    func cancelPendingNavigation() {
        handling.navigationGeneration += 1
        handling.pendingNavigation?.cancel()
        handling.pendingNavigation = nil
    }

    /// What one call of ``handleURL(url:context:source:)``, `value(for:as:context:)`,
    /// `handler(for:context:)` or ``canHandle(_:source:)`` carries from the
    /// URL it was given to each URL an interceptor sends it to.
    struct HandlingPass {
        /// Why the pass runs.
        enum Mode {
            /// Restoring saved navigation: as handling, but a deferral holds the URL back
            /// (``Restoration``) instead of handling the redirect.
            case restoring
            /// Handling a URL: events are logged and a deferral sets the URL aside.
            case handling
            /// Finding a handler or value without handling: events are logged, nothing is set aside.
            case finding
            /// Answering ``Elf/canHandle(_:source:)``: nothing is logged or set aside.
            case checking
        }

        /// The value passed with the URL; it goes wherever the URL is redirected.
        let context: Any?
        /// Where the URL came from; it stays the same through rewrites and redirects.
        let source: LinkSource
        let mode: Mode
        /// What the pass reads: routes, rules, interceptors and settings of one moment.
        let snapshot: RouterSnapshot
        /// The router's namespace, which each candidate's match reports.
        var namespace: String?
        /// The URLs visited so far: the one given, then each redirect target.
        var chain: [String] = []
        /// The navigator each handler receives in ``Handler/receive(_:navigator:context:)``: the router's,
        /// or one of its own while restoring saved navigation.
        var navigator: (any Navigator)?
        /// The route value the app opened, when it did: it makes the handler instead of the URL's values.
        var value: (any Route)?
        /// Restoring a screen that was saved as a route value: a route type's
        /// entry gives the value itself, whatever its factory would make.
        var restoresRouteValue = false

        /// Where the pass reports events.
        var logger: EventLogger? { mode == .checking ? nil : snapshot.logger }

        /// `match` as interceptors and handlers see it: in the pass's
        /// namespace, from the pass's source.
        func seen(_ match: RouteMatch) -> RouteMatch {
            var match = match
            if let namespace { match = match.inNamespace(namespace) }
            match.source = source
            return match
        }
    }

    /// A pass over the router's current snapshot.
    func startPass(context: Any?, source: LinkSource, mode: HandlingPass.Mode) -> HandlingPass {
        let snapshot = snapshot()
        return HandlingPass(
            context: context, source: source, mode: mode, snapshot: snapshot, namespace: namespace,
            navigator: snapshot.navigator)
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
        let target: Lookup.Target
        switch Lookup.Target.rewriting(url, with: pass.snapshot.rewrites, logger: pass.logger) {
        case .success(let rewritten): target = rewritten
        case .failure(let error): return .failure(RouteMiss(url: url, reason: .rewriteFailed(error)))
        }
        var declined: [String] = []
        var stop: CandidateVerdict.Stop?
        var taken: (any Handler)?
        // A custom route's matcher that throws is passed over; the logger hears why.
        let routes = pass.snapshot.routes
        // A typed route whose values do not decode declined the URL: the miss names it.
        let logger = pass.logger
        // The candidates, pulled: each is judged after the walk that found it has returned.
        var candidates = lookup.candidates(
            of: target.url, originalURL: target.originalURL, in: routes, reportsRejections: true,
            judgesDecoding: true)
        judging: while let candidate = candidates.next() {
            switch candidate {
            case .rejected(let route, .customRouteThrew(let error)):
                logger?(.customRouteFailed(url: target.url, pattern: routes.tree.routes[route].pattern, error: error))
            case .rejected(let route, .valueNotDecoded):
                let pattern = routes.tree.routes[route].pattern
                declined.append(pattern)
                logger?(.declined(url: target.url, pattern: pattern))
            case .rejected:
                continue
            case .match(let match, let route):
                switch verdict(on: match, routes.values[route], pass) {
                case .stopped(let reason):
                    stop = reason
                    break judging
                case .declined, .notDecoded:
                    declined.append(match.pattern)
                    logger?(.declined(url: target.url, pattern: match.pattern))
                case .accepted(let handler):
                    guard accepts(handler) else { continue }
                    logger?(.matched(url: target.url, pattern: match.pattern))
                    taken = handler
                    break judging
                }
            }
        }
        if let malformed = candidates.malformed {
            return .failure(RouteMiss(url: url, reason: .malformed(malformed)))
        }
        if let taken { return .success(taken) }
        switch stop {
        case nil:
            return .failure(
                RouteMiss(url: url, reason: declined.isEmpty ? .noMatchingRoute : .declined(patterns: declined)))
        case .sourceNotAllowed(let pattern):
            return .failure(RouteMiss(url: url, reason: .sourceNotAllowed(pattern: pattern, source: pass.source)))
        case .rejected(let interceptor, let reason):
            pass.logger?(.rejected(url: url, interceptor: interceptor, reason: reason))
            return .failure(RouteMiss(url: url, reason: .rejected(by: interceptor, reason: reason)))
        case .redirected(let interceptor, let redirect, let deferring):
            if pass.chain.contains(redirect) || pass.chain.count > Elf.maxRedirects {
                return .failure(RouteMiss(url: pass.chain[0], reason: .redirectLoop(chain: pass.chain + [redirect])))
            }
            if deferring && pass.mode == .restoring {
                // Restoration holds a gated page back rather than restore the
                // gate's target as a page; it is handled as a link once the
                // rest is restored, so the gate holds it as it holds any link.
                return .failure(RouteMiss(url: url, reason: .held(by: interceptor, redirectTo: redirect)))
            }
            if deferring && pass.mode == .handling {
                handling.deferredURL = LinkRequest(
                    url: url, context: pass.context, source: pass.source, value: pass.value)
                pass.logger?(.deferred(url: url, redirectTo: redirect, interceptor: interceptor))
            } else {
                pass.logger?(.redirected(from: url, to: redirect, interceptor: interceptor))
            }
            pass.value = nil
            return visitHandlers(for: redirect, pass, accepting: accepts)
        }
    }

    /// What handling makes of one candidate: the link source is checked,
    /// then the interceptors, then the handler is made, converted and asked
    /// whether it handles the URL.
    ///
    /// Handling (``visitHandlers(for:_:accepting:)``) and
    /// ``explainHandling(_:source:)`` both judge candidates here, so explain
    /// reports what handling does.
    @MainActor
    func verdict(on match: RouteMatch, _ entry: RoutingTableEntry, _ pass: HandlingPass) -> CandidateVerdict {
        // A typed route's values decode first, once (the lookup leaves it to
        // handling): a URL whose values do not decode is no match for the
        // route, whatever its gates would say, and the next candidate is tried.
        var decoded: (any Route)?
        if pass.value == nil, let decode = entry.value {
            switch decode(match) {
            case .success(let value): decoded = value
            case .failure(let declined): return .notDecoded(declined.reason)
            }
        }
        let match = pass.seen(match)
        if let stop = Self.gate(on: match, entry, pass) { return .stopped(stop) }
        let made: any Handler
        if let value = pass.value, let fromValue = entry.makeFromValue?(value) {
            made = fromValue
        } else if let decoded, pass.restoresRouteValue {
            // A saved route value comes back as itself: its factory's handler does not run again.
            made = RouteValueHandler(route: decoded)
        } else if let decoded, let fromValue = entry.makeFromValue?(decoded) {
            made = fromValue
        } else {
            switch entry.make(match) {
            case .success(let handler): made = handler
            case .failure(let declined): return .notDecoded(declined.reason)
            }
        }
        DefaultRequirementProbe.clear()
        let handler = Self.prepare(made, for: match, navigator: pass.navigator, context: pass.context)
        if entry.madeByPlainFactory, let logger = pass.logger {
            reportSuspectedMisspelling(of: handler, for: match, to: logger)
        }
        guard handler.shouldHandle() else { return .declined }
        // The parents a route value opens beneath it pass the gates a link to each would meet.
        if let stop = parentGate(of: handler, pass) { return .stopped(stop) }
        // A closure route decides and acts in one call, so its closure runs
        // only when the URL is handled, here where it may still decline.
        if pass.mode == .handling || pass.mode == .restoring, let closure = handler as? ClosureRouteHandler,
            !closure.run()
        {
            return .declined
        }
        return .accepted(handler)
    }
}

/// What handling makes of one candidate route (see ``Elf/verdict(on:_:_:)``).
extension Elf {
    /// The gates of one candidate, in order: the sources its route allows, then each interceptor.
    ///
    /// `nil` when all of them let it through. `match` is the candidate as
    /// the pass sees it (``HandlingPass/seen(_:)``).
    ///
    /// A route the source may not open stops the visit: falling through to a
    /// less specific route could land a refused link on a catch-all the app
    /// did not mean for it.
    @MainActor
    static func gate(on match: RouteMatch, _ entry: RoutingTableEntry, _ pass: HandlingPass) -> CandidateVerdict.Stop? {
        guard entry.allows(pass.source) else { return .sourceNotAllowed(pattern: match.pattern) }
        for interceptor in pass.snapshot.interceptors {
            switch interceptor.decide(match) {
            case .pass: continue
            case .reject(let reason): return .rejected(interceptor: interceptor.name, reason: reason)
            case .redirect(let target): return .redirected(interceptor: interceptor.name, to: target, deferring: false)
            case .deferUntilResumed(let target):
                return .redirected(interceptor: interceptor.name, to: target, deferring: true)
            }
        }
        return nil
    }

    /// The first gate that stops a parent of the route value `handler`
    /// shows, as if each parent were routed from the same source; `nil`
    /// when every parent passes (or the handler shows no value with parents).
    ///
    /// A parent is a screen the link opens too (a synthetic back stack), so
    /// the link may open it only where a link to the parent itself would be
    /// opened: a parent the source may not open, or that an interceptor
    /// refuses, refuses the whole link; a parent a gate holds (a login gate)
    /// holds the whole link, which the gate then continues as it continues
    /// any link. A parent whose URL cannot be written, or that routes
    /// nowhere, has no gate of its own. Parents are checked whether or not
    /// the stack already shows them.
    @MainActor
    func parentGate(of handler: any Handler, _ pass: HandlingPass) -> CandidateVerdict.Stop? {
        guard let shown = handler as? RouteValueHandler,
            [.push, .window].contains(type(of: shown.route).presentation.kind),
            let ancestors = RouteParents.ancestors(of: shown.route)
        else { return nil }
        for ancestor in ancestors {
            guard let url = try? url(for: ancestor) else { continue }
            // The first candidate decides, as it would for a link to the parent.
            var candidates = lookup.candidates(of: url, in: pass.snapshot.routes)
            if case .match(let match, let route)? = candidates.next(),
                let stop = Self.gate(on: pass.seen(match), pass.snapshot.routes.values[route], pass)
            {
                return stop
            }
        }
        return nil
    }
}

enum CandidateVerdict {
    /// Why a candidate ends the whole visit: no other route is tried.
    enum Stop {
        /// The URL's source may not open the route.
        case sourceNotAllowed(pattern: String)
        /// An interceptor rejected the URL.
        case rejected(interceptor: String, reason: String)
        /// An interceptor sent the URL elsewhere (and maybe set it aside).
        case redirected(interceptor: String, to: String, deferring: Bool)
    }

    /// The visit ends here.
    case stopped(Stop)
    /// The handler declined; the next candidate gets its turn.
    case declined
    /// The route made no handler: the URL's values do not decode into its
    /// type, for the reason given. The next candidate gets its turn.
    case notDecoded(String)
    /// The handler, made and converted, takes the URL if the caller accepts it.
    case accepted(any Elf.Handler)
}
