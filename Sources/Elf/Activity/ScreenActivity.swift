import Foundation

extension Elf {
    /// The activity a visible screen advertises, as a value: what the
    /// SwiftUI and UIKit layers copy into the window's `NSUserActivity`.
    ///
    /// The router makes it from the visible route value
    /// (``Elf/screenActivity(for:)-(Elf.Navigator)``) when the route's type opts in
    /// with ``Route/activity``:
    ///
    /// ```swift
    /// struct ArticleRoute: Route {
    ///     static let pattern = "/article/<int:id>"
    ///     static let activity: RouteActivity = [.handoff, .search]
    ///     var id: Int
    ///     var activityTitle: String? { "Article \(id)" }
    /// }
    ///
    /// try elf.addEntryPoint("https://news.example.com")
    /// try elf.register(ArticleRoute.self)
    /// navigation.push(ArticleRoute(id: 7))
    /// let activity = elf.screenActivity(for: navigation)
    /// activity?.activityType          // "NewsApp.ArticleRoute"
    /// activity?.webpageURL            // https://news.example.com/article/7
    /// activity?.isEligibleForHandoff  // true
    /// ```
    ///
    /// It holds no ``Carried`` model and none of the route's
    /// ``Route/privateProperties``, in its link or its ``userInfo``.
    public struct ScreenActivity: Hashable, Sendable {
        /// The `NSUserActivity` type: the route type's ``Route/activityType``.
        ///
        /// ```swift
        /// activity.activityType   // "NewsApp.ArticleRoute"
        /// ```
        public let activityType: String

        /// The title the system shows, from ``Route/activityTitle``.
        ///
        /// ```swift
        /// activity.title   // "Article 7"
        /// ```
        public let title: String?

        /// The link that opens the screen again, without the route's private
        /// properties: its universal link when the router has an `https`
        /// entry point the route comes through, otherwise its URL through
        /// another entry point, or its own URL.
        ///
        /// ```swift
        /// activity.link   // "https://news.example.com/article/7"
        /// ```
        public let link: String

        /// ``link`` when it is a web link (`http` or `https`): a device
        /// without the app opens it in the browser.
        ///
        /// ```swift
        /// activity.webpageURL   // https://news.example.com/article/7
        /// ```
        public let webpageURL: URL?

        /// The route's values and its link, without private values.
        ///
        /// Each property with one value is under its name, and ``link``
        /// under ``linkKey``; never a carried model or a private property.
        /// A list travels in the link only.
        ///
        /// ```swift
        /// activity.userInfo   // ["id": "7", "url": "https://news.example.com/article/7"]
        /// ```
        public let userInfo: [String: String]

        /// Whether the user's other devices may continue the screen (``RouteActivity/handoff``).
        ///
        /// ```swift
        /// activity.isEligibleForHandoff   // true
        /// ```
        public let isEligibleForHandoff: Bool

        /// Whether the screen goes into the user's on-device search (``RouteActivity/search``).
        ///
        /// ```swift
        /// activity.isEligibleForSearch   // true
        /// ```
        public let isEligibleForSearch: Bool

        /// Always `false`: Elf never offers a screen to other users' searches.
        ///
        /// ```swift
        /// activity.isEligibleForPublicIndexing   // false
        /// ```
        public var isEligibleForPublicIndexing: Bool { false }

        /// The ``userInfo`` key of ``link``: `"url"`.
        ///
        /// It is the key ``Elf/deliver(activityType:webpageURL:userInfo:into:)``
        /// reads a Handoff activity's link from, and it wins over a property
        /// of that name.
        ///
        /// ```swift
        /// activity.userInfo[ScreenActivity.linkKey]   // "https://news.example.com/article/7"
        /// ```
        public static let linkKey = "url"
    }
}

/// The activity a visible screen advertises; the same type as ``Elf/ScreenActivity``.
///
/// ```swift
/// let activity: ScreenActivity? = elf.screenActivity(for: navigation)
/// ```
public typealias ScreenActivity = Elf.ScreenActivity
