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
        /// No handler took a URL; the miss says why (reported by ``Elf/handleURL(url:)`` only).
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
        case registrationFailed(PatternError)
        /// Restoring saved navigation left out `url` (or, when `url` is `nil`,
        /// the saved data as a whole) for `reason`; see ``Elf/restore(_:into:source:)-(_,StackNavigator,_)``.
        case restorationDropped(url: String?, reason: String)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .matched(let url, let pattern): "\(loggableText(url)) matched \"\(pattern)\""
            case .declined(let url, let pattern): "the handler for \"\(pattern)\" declined \(loggableText(url))"
            case .missed(let miss): "not handled: \(miss)"
            case .rejected(let url, let interceptor, let reason):
                "interceptor \"\(interceptor)\" rejected \(loggableText(url)): \(reason)"
            case .redirected(let from, let to, let interceptor):
                "interceptor \"\(interceptor)\" redirected \(loggableText(from)) to \(loggableText(to))"
            case .deferred(let url, let redirectTo, let interceptor):
                "interceptor \"\(interceptor)\" deferred \(loggableText(url)) and redirected to \(loggableText(redirectTo))"
            case .rewritten(let from, let to, let rule):
                "rule \"\(rule)\" rewrote \(loggableText(from)) to \(loggableText(to))"
            case .registrationFailed(let error): "not registered: \(error)"
            case .restorationDropped(let url?, let reason): "restoration dropped \(loggableText(url)): \(reason)"
            case .restorationDropped(nil, let reason): "restoration dropped the saved navigation: \(reason)"
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
