extension Elf {
    /// What a route type's screens advertise while they are visible: Handoff
    /// to the user's other devices, Spotlight search, both, or nothing (the
    /// default).
    ///
    /// A route type opts in with one line:
    ///
    /// ```swift
    /// struct ArticleRoute: Route {
    ///     static let pattern = "/article/<int:id>"
    ///     static let activity: RouteActivity = [.handoff, .search]
    ///     var id: Int
    /// }
    /// ```
    ///
    /// The visible screen's ``ScreenActivity`` then says so
    /// (``Elf/screenActivity(for:)-(Elf.Navigator)``), and `RouterView` or
    /// `UIKitNavigator` make it the window's `NSUserActivity`. There is no
    /// option for public indexing: an activity Elf makes is never eligible
    /// for it, so nothing a screen shows is offered to other users' searches.
    public struct RouteActivity: OptionSet, Hashable, Sendable {
        /// The options as bits.
        ///
        /// ```swift
        /// RouteActivity.handoff.rawValue   // 1
        /// ```
        public let rawValue: Int

        /// The options whose bits are set in `rawValue`.
        ///
        /// ```swift
        /// RouteActivity(rawValue: 3)   // [.handoff, .search]
        /// ```
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The screen can be continued on the user's other devices (Handoff).
        ///
        /// ```swift
        /// static let activity = RouteActivity.handoff
        /// ```
        public static let handoff = RouteActivity(rawValue: 1 << 0)

        /// The screen goes into the user's on-device search (Spotlight), by its
        /// ``Route/activityTitle``.
        ///
        /// ```swift
        /// static let activity = RouteActivity.search
        /// ```
        public static let search = RouteActivity(rawValue: 1 << 1)
    }
}

/// What a route type's screens advertise; the same type as ``Elf/RouteActivity``.
///
/// ```swift
/// static let activity: RouteActivity = [.handoff, .search]
/// ```
public typealias RouteActivity = Elf.RouteActivity
