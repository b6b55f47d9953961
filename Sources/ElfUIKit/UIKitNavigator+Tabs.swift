#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Elf.UIKitNavigator {
        /// Selects `tab`, as a tap on its item in the tab bar does; what is
        /// presented stays up.
        ///
        /// ```swift
        /// navigator.select(AppTab.orders)   // true
        /// navigator.select("orders")        // false: a String is not an AppTab
        /// ```
        ///
        /// - Returns: Whether `tab` is one of the navigator's tabs (made with
        ///   ``init(window:tabs:selectedTab:root:factory:)``), now selected.
        @discardableResult
        public func select(_ tab: some Hashable & Sendable) -> Bool {
            guard let index = UIKitPlacement.index(of: tab, in: tabs), let tabBarController else { return false }
            tabBarController.selectedIndex = index
            return true
        }

        /// The selected tab, as the app's tab type; `nil` without tabs or for another type.
        ///
        /// ```swift
        /// navigator.selectedTab(as: AppTab.self)   // .home
        /// ```
        public func selectedTab<Tab: Hashable & Sendable>(as type: Tab.Type = Tab.self) -> Tab? {
            guard let tabBarController, tabs.indices.contains(tabBarController.selectedIndex) else { return nil }
            return tabs[tabBarController.selectedIndex] as? Tab
        }
    }

    extension Elf.UIKitNavigator: Elf.TabbedNavigator {
        /// Whether `tab` is one of the navigator's tabs; from any thread.
        ///
        /// ```swift
        /// navigator.hasTab(AppTab.orders)   // true for a navigator made with AppTab.allCases
        /// ```
        public nonisolated func hasTab(_ tab: any Hashable & Sendable) -> Bool {
            UIKitPlacement.index(of: tab, in: tabs) != nil
        }

        /// Selects `tab` (the selected tab when `nil`) and dismisses what is
        /// presented over the window, so a route value lands on the tab's
        /// navigation controller itself; refused when something is presented
        /// and ``dismissesSheetsToPush`` is false.
        ///
        /// ```swift
        /// navigator.uncoverStack(ofTab: AppTab.orders)   // what a link to an OrderRoute does first
        /// ```
        ///
        /// - Returns: Whether the stack is uncovered; when not, nothing
        ///   changes and ``takeFailure()`` says why.
        @discardableResult
        public func uncoverStack(ofTab tab: (any Hashable & Sendable)?) -> Bool {
            var index: Int?
            if let tab {
                guard let found = UIKitPlacement.index(of: tab, in: tabs) else {
                    record(UIKitPlacement.noTab(tab))
                    return false
                }
                index = found
            }
            let root = window?.rootViewController
            let presented = root?.presentedViewController.map { $0.isBeingDismissed ? 0 : 1 } ?? 0
            if let reason = UIKitPlacement.uncover(presented: presented, dismissesSheetsToPush: dismissesSheetsToPush) {
                record(reason)
                return false
            }
            if presented > 0 { root?.dismiss(animated: true) }
            if let index { tabBarController?.selectedIndex = index }
            return true
        }
    }
#endif
