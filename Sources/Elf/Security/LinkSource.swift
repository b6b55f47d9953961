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
            }
        }
    }
}

/// Where a URL came from; the same type as ``Elf/LinkSource``.
public typealias LinkSource = Elf.LinkSource
