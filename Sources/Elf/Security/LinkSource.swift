extension Elf {
    /// Where a URL came from, as the app that received it knows.
    ///
    /// Anyone can send a custom-scheme link: a web page, another app that
    /// claims the same scheme, a QR code. A universal link is tied to a
    /// domain the app proves it owns; internal navigation comes from the app
    /// itself. Pass the source when handling, and declare on a sensitive
    /// route which sources may open it:
    ///
    /// ```swift
    /// try elf.register("app://account/delete", allowedSources: [.internal, .universalLink]) {
    ///     DeleteAccountHandler()
    /// }
    /// elf.handleURL(url: "app://account/delete", source: .customScheme)   // false: not allowed
    /// elf.handleURL(url: "app://account/delete", source: .internal)       // true
    /// ```
    ///
    /// A URL handled without a source (``Elf/handleURL(url:context:source:)``) counts as
    /// ``other``, the least trusted, so forgetting to pass one never opens a
    /// restricted route.
    ///
    /// Every door an app has its own case, and `allowedSources` names them
    /// one by one: a route restricted to `[.internal, .universalLink]` is
    /// refused from all the others. The trust each door deserves by default,
    /// which the docs of each case repeat:
    ///
    /// | trust | sources |
    /// |---|---|
    /// | the app itself | ``internal`` |
    /// | a domain the app owns, or the user's own devices | ``universalLink``, ``handoff``, ``spotlight`` |
    /// | anyone (as a custom-scheme link) | ``customScheme``, ``notification``, ``quickAction``, ``widget``, ``appIntent``, ``appClip``, ``otherApp``, ``other`` |
    /// | a saved file | ``restoration`` |
    ///
    /// Code written against the first six cases keeps working; a `switch`
    /// over every case needs the new ones, or a `default`.
    public enum LinkSource: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// A custom-scheme link (`app://…`) opened by the system: any app or page can send one.
        case customScheme
        /// A universal link or app link: an `https` URL of a domain the app is associated with.
        case universalLink
        /// Navigation the app started itself (a tap in a list, a button).
        case `internal`
        /// A push or local notification's payload.
        case notification
        /// Anything else, or not known: the default, and the least trusted.
        case other
        /// Saved navigation restored at launch (``Elf/restore(_:into:source:)``):
        /// as little trusted as the file it came from. A handler that starts
        /// something (playback, marking an item read) can tell it from a live
        /// link and skip the side effect; a route restricted to other sources
        /// does not accept it unless its list names it.
        ///
        /// ```swift
        /// guard match.source != .restoration else { return }   // show, but do not play again
        /// ```
        case restoration
        /// A home-screen quick action (`UIApplicationShortcutItem`): the
        /// app's own shortcuts, but a dynamic one may carry a URL the app
        /// stored from outside. Trusted as little as a custom-scheme link.
        case quickAction
        /// A widget or Live Activity tap (`widgetURL`, `Link`): the app's
        /// extension wrote the URL, but its data may come from a server.
        /// Trusted as little as a custom-scheme link.
        case widget
        /// An App Intent or a Control (`OpenURLIntent`, an intent's
        /// `perform()`): Siri, Shortcuts and the Action button can run an
        /// intent with any parameters the user or another app gives it.
        /// Trusted as little as a custom-scheme link.
        case appIntent
        /// A Handoff activity continued from another of the user's devices
        /// (`NSUserActivity`): the same Apple Account, so as trusted as a
        /// universal link.
        case handoff
        /// A Spotlight result the app indexed itself
        /// (`CSSearchableItemActionType`): as trusted as a universal link.
        case spotlight
        /// An App Clip invocation (a QR code, an NFC tag, a Maps card): the
        /// URL is one of the app's associated domains, but anyone can print
        /// the code. Trusted as little as a custom-scheme link.
        case appClip
        /// Another app that opened the URL and named itself
        /// (`sourceApplication`, `UIOpenURLContext.options`): only as
        /// trusted as that app, so as little as a custom-scheme link.
        case otherApp

        /// How messages name the source, ready to follow "from":
        /// `"a custom-scheme link"`, `"internal navigation"`.
        ///
        /// ```swift
        /// Elf.LinkSource.universalLink.description   // "a universal link"
        /// ```
        public var description: String {
            switch self {
            case .customScheme: "a custom-scheme link"
            case .universalLink: "a universal link"
            case .internal: "internal navigation"
            case .notification: "a notification"
            case .other: "an unknown source"
            case .restoration: "restored navigation"
            case .quickAction: "a quick action"
            case .widget: "a widget"
            case .appIntent: "an App Intent"
            case .handoff: "a Handoff activity"
            case .spotlight: "a Spotlight result"
            case .appClip: "an App Clip invocation"
            case .otherApp: "another app"
            }
        }
    }
}

/// Where a URL came from; the same type as ``Elf/LinkSource``.
public typealias LinkSource = Elf.LinkSource
