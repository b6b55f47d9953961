extension Elf {
    /// Something the router did with a URL, reported to ``Elf/logger``.
    ///
    /// Each event prints as one readable line:
    ///
    /// ```swift
    /// elf.logger = { event in print(event) }
    /// elf.handleURL(url: "app://orders/42")
    /// // interceptor "login gate" deferred "app://orders/42" and redirected to "app://login"
    /// // "app://login" matched "app://login"
    /// ```
    public enum RouteEvent: Sendable, Equatable, CustomStringConvertible {
        /// A handler took `url`; `pattern` is the route it was made for.
        case matched(url: String, pattern: String)
        /// The handler made for `pattern` declined `url` in ``Handler/shouldHandle()``.
        case declined(url: String, pattern: String)
        /// No handler took a URL; the miss says why (reported by ``Elf/handleURL(url:context:source:)`` only).
        ///
        /// It comes before ``Elf/missHandler`` and ``Elf/notFoundHandler`` are called.
        case missed(RouteMiss)
        /// An interceptor rejected `url`.
        case rejected(url: String, interceptor: String, reason: String)
        /// An interceptor sent `from` to `to`, which is handled instead.
        case redirected(from: String, to: String, interceptor: String)
        /// An interceptor set `url` aside as ``Elf/deferredURL`` and sent it to `redirectTo`.
        case deferred(url: String, redirectTo: String, interceptor: String)
        /// A rewrite rule turned `from` into `to` before matching.
        case rewritten(from: String, to: String, rule: String)
        /// A registration that cannot throw (the subscript setter) failed, and
        /// nothing was registered.
        case registrationFailed(InputError)
        /// Restoring saved navigation left out `url` (or, when `url` is `nil`,
        /// the saved data as a whole) for `reason`; see ``Elf/restore(_:into:source:)``.
        case restorationDropped(url: String?, reason: String)
        /// Registering `pattern` took the routing table past
        /// ``Configuration/backtrackingWarningThreshold``: one lookup may now
        /// try up to `steps` branches of the table before it fails.
        ///
        /// Reported once, when the table crosses the threshold, by the
        /// registration that crossed it; lookups still run to the end. Such a
        /// table has literal and placeholder siblings nested level after
        /// level, so a URL that fails deep down backtracks through each. Only
        /// the app writes its table, so a link cannot cause this; reshape the
        /// table (a literal prefix that tells the branches apart, typed
        /// placeholders that exclude each other) or raise the threshold.
        ///
        /// ```swift
        /// elf.logger = { event in
        ///     if case .backtrackingWarning(let pattern, let steps, _) = event {
        ///         print("\(pattern): lookups may try \(steps) branches")
        ///     }
        /// }
        /// ```
        case backtrackingWarning(pattern: String, steps: Int, threshold: Int)
        /// The matcher of the custom route `pattern` threw `error` for `url`
        /// while the URL was being handled; the route was passed over.
        ///
        /// A custom route's matcher is the app's own code
        /// (``Elf/register(custom:priority:allowedSources:matching:_:)``): an error it
        /// throws is not a match, and the lookup goes on to the next
        /// candidate. ``Elf/explain(_:)`` shows the same error as the route's
        /// mismatch.
        ///
        /// ```swift
        /// elf.logger = { event in
        ///     if case .customRouteFailed(_, let pattern, let error) = event { print("\(pattern): \(error)") }
        /// }
        /// ```
        case customRouteFailed(url: String, pattern: String, error: String)
        /// The handler type `handler`, made for `pattern`, ran the protocol's
        /// default `requirement` where its own was expected: most likely the
        /// method is misspelled, and Swift compiled it as a method of its own.
        ///
        /// Swift gives no diagnostic for a misspelled optional requirement, so
        /// the router reports it the first time such a handler is prepared
        /// (once per handler type and requirement):
        /// - `convert(params:queryParams:)`: the pattern binds values, but the
        ///   handler ran the default, which reads none (`convert(param:…)`,
        ///   `convert(params:query:)`);
        /// - `receive(_:navigator:context:)`: the handler has a stored
        ///   `navigator` but does not adopt ``NavigatingHandler`` and ran the
        ///   default `receive`, which keeps nothing (`receive(match:…)`).
        ///
        /// Only handlers made by a plain factory are judged. A handler that
        /// ignores its values on purpose implements an empty `convert`.
        ///
        /// ```swift
        /// elf.logger = { event in
        ///     if case .suspectedMisspelling(let handler, _, let requirement) = event {
        ///         assertionFailure("\(handler) does not implement \(requirement)")
        ///     }
        /// }
        /// ```
        case suspectedMisspelling(handler: String, pattern: String, requirement: String)
        /// A route presented as ``Presentation/window`` was pushed in the
        /// window `url` arrived in (the active one), for `reason`: the
        /// platform opens no windows (an iPhone), no window opener is
        /// installed (``Navigation/windowOpener``), or its URL cannot be written.
        ///
        /// ```swift
        /// elf.logger = { event in
        ///     if case .shownInActiveWindow(let url, let reason) = event { print("\(url) pushed: \(reason)") }
        /// }
        /// ```
        case shownInActiveWindow(url: String, reason: String)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .matched(let url, let pattern): "\(loggableText(url)) matched \(loggableText(pattern))"
            case .declined(let url, let pattern):
                "the handler for \(loggableText(pattern)) declined \(loggableText(url))"
            case .missed(let miss): "not handled: \(miss)"
            case .rejected(let url, let interceptor, let reason):
                "interceptor \(loggableText(interceptor)) rejected \(loggableText(url)): \(loggableText(reason, quoted: false))"
            case .redirected(let from, let to, let interceptor):
                "interceptor \(loggableText(interceptor)) redirected \(loggableText(from)) to \(loggableText(to))"
            case .deferred(let url, let redirectTo, let interceptor):
                "interceptor \(loggableText(interceptor)) deferred \(loggableText(url)) and redirected to \(loggableText(redirectTo))"
            case .rewritten(let from, let to, let rule):
                "rule \(loggableText(rule)) rewrote \(loggableText(from)) to \(loggableText(to))"
            case .registrationFailed(let error): "not registered: \(error)"
            case .restorationDropped(let url?, let reason):
                "restoration dropped \(loggableText(url)): \(loggableText(reason, limit: 400, quoted: false))"
            case .restorationDropped(nil, let reason):
                "restoration dropped the saved navigation: \(loggableText(reason, limit: 400, quoted: false))"
            case .backtrackingWarning(let pattern, let steps, let threshold):
                "registering \(loggableText(pattern)) lets one lookup try up to \(steps) branches of the routing table "
                    + "(more than \(threshold)): literal and placeholder siblings nested level after level "
                    + "make failing lookups backtrack"
            case .customRouteFailed(let url, let pattern, let error):
                "the custom route \(loggableText(pattern)) threw for \(loggableText(url)): \(loggableText(error))"
            case .suspectedMisspelling(let handler, let pattern, let requirement):
                "\(loggableText(handler, quoted: false)) (made for \(loggableText(pattern))) ran the default "
                    + "\(loggableText(requirement, quoted: false)), which ignores what the router passes: is its own method misspelled?"
            case .shownInActiveWindow(let url, let reason):
                "\(loggableText(url)) shown in the active window, not a window of its own: "
                    + loggableText(reason, quoted: false)
            }
        }
    }
}

/// Something the router did with a URL, for the logger; the same type as ``Elf/RouteEvent``.
///
/// ```swift
/// elf.logger = { (event: RouteEvent) in print(event) }
/// ```
public typealias RouteEvent = Elf.RouteEvent
