extension Elf {
    /// A navigator with a stack per tab, its tabs named by the app's own
    /// `Hashable` type: a route value whose presentation names a tab
    /// (``Presentation/push(in:)``, ``Presentation/tab(_:)``) is shown on it.
    ///
    /// ``Navigation`` adopts it, and so does ElfUIKit's `UIKitNavigator`, so
    /// route types declared once show the same way in SwiftUI and UIKit:
    ///
    /// ```swift
    /// struct OrderRoute: Route {
    ///     static let pattern = "/orders/<int:id>"
    ///     static let presentation = Presentation.push(in: AppTab.orders)
    ///     var id: Int
    /// }
    ///
    /// navigator.uncoverStack(ofTab: AppTab.orders)   // what a link to OrderRoute does first
    /// navigator.push(OrderRoute(id: 7))
    /// ```
    ///
    /// Before a route value is pushed or shown as a tab's root, the router
    /// calls ``uncoverStack(ofTab:)`` with the route's tab (`nil` for a
    /// route shown on the selected tab). Registering a route type checks its
    /// tab with ``hasTab(_:)``.
    @MainActor
    public protocol TabbedNavigator: Navigator {
        /// Whether `tab` is one of the navigator's tabs, of its tab type.
        ///
        /// Registration asks it, from any thread, so a route type whose tab
        /// the navigator lacks is an error that names the type.
        ///
        /// ```swift
        /// navigation.hasTab(AppTab.orders)   // true
        /// navigation.hasTab("orders")        // false: a String is not an AppTab
        /// ```
        nonisolated func hasTab(_ tab: any Hashable & Sendable) -> Bool

        /// Selects `tab` (or keeps the selected tab, when `nil`) and dismisses
        /// the sheets and covers over its stack, so a route value lands on
        /// the stack itself.
        ///
        /// ```swift
        /// navigation.uncoverStack(ofTab: AppTab.orders)   // true: the orders tab, nothing over it
        /// ```
        ///
        /// With `dismissesSheetsToPush` false, a sheet or cover over the
        /// stack is not dismissed: the call returns `false` and
        /// ``Navigator/takeFailure()`` says why, as it does for a tab the
        /// navigator does not have.
        ///
        /// - Returns: Whether the stack of `tab` is selected with nothing over it.
        @discardableResult
        func uncoverStack(ofTab tab: (any Hashable & Sendable)?) -> Bool
    }
}

/// A navigator with a stack per tab; the same type as ``Elf/TabbedNavigator``.
///
/// ```swift
/// let tabbed: any TabbedNavigator = Navigation(tabs: AppTab.allCases)
/// ```
public typealias TabbedNavigator = Elf.TabbedNavigator
