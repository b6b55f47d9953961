import Foundation

/// The inbox: every door hands links to the router here, at any time from
/// process start; the router shows them in arrival order once it can, and
/// tells the app each link's one outcome.
extension Elf {
    /// How many links the inbox holds while it cannot show them; a flood
    /// keeps the newest, and the oldest end as ``LinkOutcome/Result/dropped``.
    public static let inboxLimit = 32

    /// How long after a link arrives the same URL, through any door, is the same link.
    ///
    /// A cold-start universal link often comes both as a URL and as a user
    /// activity; the second ends as ``LinkOutcome/Result/duplicate``.
    public static let duplicateLinkWindow: TimeInterval = 2

    /// Hands the router a link from one of the app's doors, at any time,
    /// even before any view or navigator exists.
    ///
    /// The link is shown now when the router can show it (a navigator is
    /// attached, restoration has ended, no other link is being handled), or
    /// held and shown in arrival order once it can: the launch link goes on
    /// top of restored navigation, never under it. Its one outcome reaches
    /// ``linkOutcomeHandler``.
    ///
    /// ```swift
    /// // In the app delegate, before any scene exists:
    /// if let url = launchOptions?[.url] as? URL { router.deliver(url.absoluteString, from: .otherApp) }
    /// // A notification tap:
    /// router.deliver(payloadURL, from: .notification)
    /// ```
    ///
    /// - Returns: The link's number, as its ``LinkOutcome`` reports it.
    ///
    /// With several windows, pass the navigation of the window the link
    /// arrived in as `navigation`: the link is shown there, and that window
    /// becomes the active one (``navigator``). Without one it goes to
    /// ``navigator``, the active window's.
    ///
    /// ```swift
    /// .onOpenURL { url in router.deliver(url.absoluteString, from: .customScheme, into: navigation) }
    /// ```
    @MainActor
    @discardableResult
    public func deliver(_ url: String, from source: LinkSource, into navigation: (any Navigator)? = nil) -> Int {
        // The window a link arrives in is the active one: links without a window go there next.
        if let navigation, navigator !== navigation { navigator = navigation }
        return deliver(LinkRequest(url: url, context: nil, source: source, navigator: navigation))
    }

    /// Hands the router a route value from one of the app's doors (an App
    /// Intent, a widget that knows the value): as ``deliver(_:from:into:)``, and
    /// the handler gets the value itself, as with ``open(_:context:source:)``.
    ///
    /// ```swift
    /// struct OpenPinIntent: AppIntent {
    ///     @Parameter var id: Int
    ///     @MainActor func perform() async throws -> some IntentResult {
    ///         router.deliver(PinRoute(id: id), from: .appIntent)
    ///         return .result()
    ///     }
    /// }
    /// ```
    ///
    /// - Returns: The link's number; a value whose URL cannot be written is
    ///   refused at once with ``RouteMiss/Reason/notShown(_:)``.
    @MainActor
    @discardableResult
    public func deliver<R: Route>(_ route: R, from source: LinkSource) -> Int {
        guard let url = try? self.url(for: route) else {
            let arrival = arrive(String(describing: R.self), from: source)
            finish(arrival, .refused(.notShown("its URL cannot be written")))
            return arrival.id
        }
        return deliver(LinkRequest(url: url, context: nil, source: source, value: route))
    }

    /// Hands the router the link in a notification's payload (or any
    /// dictionary a door carries: a quick action's `userInfo`), read from
    /// `key`: a URL string or a `URL`.
    ///
    /// ```swift
    /// let userInfo = response.notification.request.content.userInfo
    /// router.deliver(payload: userInfo, key: "link")
    /// router.deliver(payload: shortcutItem.userInfo ?? [:], from: .quickAction, into: navigation)
    /// ```
    ///
    /// ElfUIKit's `deliver(_:key:into:)` reads a `UNNotificationResponse`
    /// and a `UIApplicationShortcutItem` through it.
    ///
    /// A payload without the key, or with something else there, is a miss:
    /// the logger and the miss handler hear why (log-safe), and the link's
    /// outcome is ``LinkOutcome/Result/refused(_:)``.
    ///
    /// - Parameters:
    ///   - payload: The dictionary: a notification's `userInfo`, a quick action's.
    ///   - key: Where the link is (`"url"` by default).
    ///   - source: The door (``LinkSource/notification`` by default).
    ///   - navigation: The window the link arrived in, as for
    ///     ``deliver(_:from:into:)``; the active window's by default.
    /// - Returns: The link's number.
    @MainActor
    @discardableResult
    public func deliver(
        payload: [AnyHashable: Any], key: String = "url", from source: LinkSource = .notification,
        into navigation: (any Navigator)? = nil
    ) -> Int {
        switch payload[key] {
        case let url as String: return deliver(url, from: source, into: navigation)
        case let url as URL: return deliver(url.absoluteString, from: source, into: navigation)
        default:
            let found = payload[key].map { "a \(type(of: $0))" } ?? "nothing"
            return refuseDelivery(
                from: source, because: "\(source)'s payload has \(found) at \(Self.loggableText(key)), not a URL")
        }
    }

    /// Hears every link's one final outcome: shown, handled, refused (with
    /// the reason), held by a gate, not found, a duplicate, replaced by a
    /// newer link, or dropped from a full inbox.
    ///
    /// ```swift
    /// router.linkOutcomeHandler = { outcome in
    ///     analytics.track("link", ["door": outcome.arrival.source.rawValue, "result": "\(outcome.result)"])
    /// }
    /// ```
    @MainActor
    public var linkOutcomeHandler: (@MainActor (LinkOutcome) -> Void)? {
        get { handling.inbox.outcomeHandler }
        set { handling.inbox.outcomeHandler = newValue }
    }

    /// The links the inbox holds, oldest first.
    ///
    /// ```swift
    /// router.deliver("app://pin/3", from: .notification)   // no navigator yet
    /// router.heldLinks.map(\.url)                           // ["app://pin/3"]
    /// ```
    @MainActor
    public var heldLinks: [LinkArrival] { handling.inbox.held.map(\.arrival) }

    // MARK: - Internals

    /// Numbers `request`, then ends it as a duplicate, shows it, or holds it.
    @MainActor
    private func deliver(_ request: LinkRequest) -> Int {
        let arrival = arrive(request.url, from: request.source)
        let window = Self.duplicateLinkWindow
        handling.inbox.recent.removeAll { arrival.arrivedAt.timeIntervalSince($0.arrivedAt) > window }
        if handling.inbox.recent.contains(where: { $0.url == arrival.url }) {
            finish(arrival, .duplicate)
            return arrival.id
        }
        handling.inbox.recent.append(arrival)
        handling.inbox.held.append(HeldLink(arrival: arrival, request: request))
        if handling.inbox.held.count > Self.inboxLimit {
            finish(handling.inbox.held.removeFirst().arrival, .dropped)
        }
        showHeldLinks()
        return arrival.id
    }

    /// The next number, the source and the time, for a link that arrives now.
    @MainActor
    func arrive(_ url: String, from source: LinkSource) -> LinkArrival {
        defer { handling.inbox.nextID += 1 }
        return LinkArrival(id: handling.inbox.nextID, url: url, source: source, arrivedAt: handling.inbox.now())
    }

    /// Whether the oldest held link can be shown now.
    @MainActor
    private var canShowLinks: Bool {
        guard !handling.isRestoring, !handling.isHandling, let next = handling.inbox.held.first else { return false }
        return next.request.navigator != nil || snapshot().navigator != nil
    }

    /// Shows the held links in arrival order while the router can: called
    /// when one arrives, when a navigator is attached, when restoration ends
    /// and when a URL being handled finishes.
    @MainActor
    func showHeldLinks() {
        guard !handling.inbox.isShowing else { return }
        handling.inbox.isShowing = true
        defer { handling.inbox.isShowing = false }
        while canShowLinks {
            show(handling.inbox.held.removeFirst())
        }
    }

    /// Handles one held link and decides its outcome, unless an async
    /// handler will, once it has prepared (``schedule(_:reportingTo:)``).
    @MainActor
    private func show(_ link: HeldLink) {
        let navigator = link.request.navigator ?? snapshot().navigator
        let before = navigator.map(Self.shownState)
        let deferredBefore = handling.deferredURL?.url
        handling.inbox.current = link.arrival
        handling.inbox.lastMiss = nil
        handling.inbox.handedToAsync = false
        handling.inbox.openedWindow = false
        let handled = handle(link.request)
        handling.inbox.current = nil
        if handling.inbox.handedToAsync { return }
        if !handled {
            let reason = handling.inbox.lastMiss?.reason ?? .noMatchingRoute
            finish(link.arrival, reason == .noMatchingRoute ? .notFound : .refused(reason))
        } else if let deferred = handling.deferredURL?.url, deferred != deferredBefore {
            finish(link.arrival, .heldByGate)
        } else if handling.inbox.openedWindow {
            // Shown in a window of its own: the navigator it arrived at shows what it showed before.
            finish(link.arrival, .shown)
        } else if let navigator, let before, Self.shownState(of: navigator) != before {
            finish(link.arrival, .shown)
        } else {
            finish(link.arrival, .handled)
        }
    }

    /// What the user sees, to tell `shown` from `handled`: the identities on
    /// top and, for a navigator with tabs, the selected tab, so a link that
    /// selects a tab whose stack is as empty as the one before is `shown`
    /// (issue 41, the door matrix).
    @MainActor
    static func shownState(of navigator: any Navigator) -> [String] {
        let tab = (navigator as? any TabStacks).map { ["tab \($0.selectedTabName)"] } ?? []
        return tab + visibleState(of: navigator)
    }

    /// Tells ``linkOutcomeHandler`` the outcome of `arrival`.
    @MainActor
    func finish(_ arrival: LinkArrival, _ result: LinkOutcome.Result) {
        handling.inbox.outcomeHandler?(LinkOutcome(arrival: arrival, result: result, decidedAt: handling.inbox.now()))
    }
}

/// A link the inbox holds until the router can show it.
struct HeldLink {
    var arrival: Elf.LinkArrival
    var request: LinkRequest
}

/// What the inbox keeps, on the main actor, in ``HandlingState``.
struct InboxState {
    /// The number the next link gets.
    var nextID = 1
    /// Links waiting, oldest first.
    var held: [HeldLink] = []
    /// The links that arrived within ``Elf/duplicateLinkWindow``, for duplicates.
    var recent: [Elf.LinkArrival] = []
    var outcomeHandler: (@MainActor (Elf.LinkOutcome) -> Void)?
    /// The link being handled now, for the async handler it may start.
    var current: Elf.LinkArrival?
    /// The miss handling reported for ``current``.
    var lastMiss: Elf.RouteMiss?
    /// Whether an async handler took ``current``, and will decide its outcome.
    var handedToAsync = false
    /// Whether ``current`` opened a window of its own (``Elf/Presentation/window``).
    var openedWindow = false
    /// Whether ``Elf/showHeldLinks()`` is running (it is not reentrant).
    var isShowing = false
    /// The clock: tests set one of their own.
    var now: @MainActor () -> Date = { Date() }
}
