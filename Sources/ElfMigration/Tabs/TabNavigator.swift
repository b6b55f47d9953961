extension Elf {
    /// A navigator with tabs named by strings, each with a ``StackNavigator``
    /// of its own: the tabbed navigator before ``Navigation``.
    ///
    /// New code uses the core's `Navigation<Tab>`, whose tabs are the app's
    /// own enum; `TabNavigator` stays here, in ElfMigration, for code written
    /// against it. It is a ``Navigation`` of `String` tabs underneath
    /// (``navigation``) with the names it had: ``tabs`` as name and navigator
    /// pairs, ``select(_:)``, ``show(tab:stack:animated:)`` and
    /// ``navigator(for:)``.
    ///
    /// Push, present, pop and the rest act on the selected tab, so handlers
    /// need not know about tabs. A deep link selects a tab with
    /// ``select(_:)`` or ``show(tab:stack:animated:)``; switching tabs keeps each
    /// tab's stack. In SwiftUI, bind a `TabView(selection:)` to
    /// ``selectedTab`` and each tab's `NavigationStack` to its navigator
    /// (the navigator is `Observable`).
    ///
    /// ```swift
    /// import ElfMigration
    ///
    /// let tabs = TabNavigator(tabs: ["shop", "orders"])
    /// tabs.push(ProductRoute(id: 42))            // onto "shop", the first tab
    /// tabs.show(tab: "orders", stack: [OrderRoute(id: 7)])
    /// tabs.select("shop")
    /// tabs.visibleIdentities                     // ["app://product/42"]: the stack was kept
    /// ```
    ///
    /// The router knows the tabs of a ``Navigation``, not of a `TabNavigator`:
    /// a route type whose ``Presentation`` names a tab
    /// (`.push(in: "orders")`) is shown into that tab only when the router's
    /// navigator is the ``navigation`` (`elf.navigator = tabs.navigation`);
    /// handlers that keep a `TabNavigator` of their own work either way, as
    /// both share the same stacks.
    @MainActor
    public final class TabNavigator: Navigator {
        /// One tab: its name and its stack.
        ///
        /// ```swift
        /// tabs.tabs.map(\.name)   // ["shop", "orders"]
        /// ```
        public struct Tab: Identifiable {
            /// The tab's name, such as `"orders"`: what ``TabNavigator/select(_:)`` takes.
            public let name: String
            /// The tab's own navigator.
            public let navigator: StackNavigator
            /// The name.
            public var id: String { name }
        }

        /// The tabs, in the order they were given.
        ///
        /// ```swift
        /// ForEach(tabs.tabs) { tab in NavigationHost(navigator: tab.navigator) { … } }
        /// ```
        public let tabs: [Tab]

        /// The navigation state the tabs live in: a ``Navigation`` whose tabs are the names.
        ///
        /// Hand it to what knows the core's tabbed navigator: the router, to
        /// show route types that name a tab, or a `RouterView`.
        ///
        /// ```swift
        /// elf.navigator = tabs.navigation
        /// tabs.navigation.selectedTab   // "shop", as tabs.selectedTab
        /// ```
        public let navigation: Navigation<String>

        /// Creates a navigator with a tab for each name, the first selected.
        ///
        /// A repeated name makes one tab; an empty list makes one tab named `"main"`.
        ///
        /// ```swift
        /// TabNavigator(tabs: []).tabs.map(\.name)   // ["main"]
        /// ```
        public init(tabs names: [String]) {
            var seen: Set<String> = []
            let unique = names.filter { seen.insert($0).inserted }
            let navigation = Navigation(tabs: unique.isEmpty ? ["main"] : unique)
            self.navigation = navigation
            tabs = navigation.tabs.map { Tab(name: $0, navigator: navigation[$0]) }
        }

        /// The name of the selected tab; setting a name no tab has changes nothing.
        ///
        /// Setting it is ``select(_:)``: what the tab being left had presented is dismissed.
        ///
        /// ```swift
        /// TabView(selection: Bindable(tabs).selectedTab) { … }
        /// ```
        public var selectedTab: String {
            get { navigation.selectedTab }
            set { select(newValue) }
        }

        /// The navigator of the tab named `name`, or `nil` when there is none.
        ///
        /// ```swift
        /// tabs.navigator(for: "orders")?.push(OrderRoute(id: 7))
        /// ```
        public func navigator(for name: String) -> StackNavigator? {
            navigation.tabs.contains(name) ? navigation[name] : nil
        }

        /// The selected tab's navigator.
        ///
        /// ```swift
        /// tabs.selectedNavigator.visibleIdentities
        /// ```
        public var selectedNavigator: StackNavigator { navigation.stack }

        /// Selects the tab named `name`, keeping every tab's stack.
        ///
        /// ```swift
        /// tabs.select("orders")   // true
        /// tabs.select("nope")     // false: no such tab, nothing changes
        /// ```
        ///
        /// What the tab being left had presented is dismissed, as a tab bar
        /// sits under presented screens: the user could not have switched.
        ///
        /// - Returns: Whether a tab of that name exists.
        @discardableResult
        public func select(_ name: String) -> Bool {
            guard navigation.tabs.contains(name) else { return false }
            guard name != navigation.selectedTab else { return true }
            selectedNavigator.dismissContainers(above: 0)
            navigation.selectedTab = name
            return true
        }

        /// Selects the tab named `tab` and sets its stack: what a deep link
        /// such as `app://orders/7` does.
        ///
        /// ```swift
        /// tabs.show(tab: "orders", stack: [OrderRoute(id: 7)])
        /// ```
        ///
        /// - Returns: Whether a tab of that name exists; when none does, nothing changes.
        @discardableResult
        public func show(tab: String, stack: [any Screen], animated: Bool = false) -> Bool {
            guard select(tab) else { return false }
            selectedNavigator.setStack(stack, animated: animated)
            return true
        }

        // MARK: - Navigator, on the selected tab

        /// The selected tab's visible stack.
        ///
        /// ```swift
        /// tabs.visibleStack.count
        /// ```
        public var visibleStack: [any Screen] { navigation.visibleStack }

        /// The identities of ``visibleStack``.
        ///
        /// ```swift
        /// tabs.visibleIdentities   // ["app://product/42"]
        /// ```
        public var visibleIdentities: [String] { navigation.visibleIdentities }

        /// Pushes onto the selected tab.
        ///
        /// ```swift
        /// tabs.push(ProductRoute(id: 42), animated: true, allowsDuplicate: false)
        /// ```
        @discardableResult
        public func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
            navigation.push(screen, animated: animated, allowsDuplicate: allowsDuplicate)
        }

        /// Presents over the selected tab in `style`, then calls `completion`.
        ///
        /// ```swift
        /// tabs.present(LoginRoute(), style: .fullScreenCover)
        /// ```
        public func present(
            _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            navigation.present(
                screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: animated,
                completion: completion)
        }

        /// Pops the selected tab.
        ///
        /// ```swift
        /// tabs.pop(animated: true)
        /// ```
        @discardableResult
        public func pop(animated: Bool) -> Bool { navigation.pop(animated: animated) }

        /// Pops the selected tab to its first screen.
        ///
        /// ```swift
        /// tabs.popToRoot(animated: true)
        /// ```
        @discardableResult
        public func popToRoot(animated: Bool) -> Bool { navigation.popToRoot(animated: animated) }

        /// Dismisses what the selected tab has presented on top.
        ///
        /// ```swift
        /// tabs.dismiss(animated: true)
        /// ```
        @discardableResult
        public func dismiss(animated: Bool) -> Bool { navigation.dismiss(animated: animated) }

        /// Replaces the top screen of the selected tab.
        ///
        /// ```swift
        /// tabs.replaceTop(with: ProductRoute(id: 43), animated: false)
        /// ```
        public func replaceTop(with screen: any Screen, animated: Bool) {
            navigation.replaceTop(with: screen, animated: animated)
        }

        /// Sets the selected tab's stack, dismissing what it presented; the other tabs keep theirs.
        ///
        /// ```swift
        /// tabs.setStack([ProductRoute(id: 1)], animated: false)
        /// ```
        public func setStack(_ screens: [any Screen], animated: Bool) {
            navigation.setStack(screens, animated: animated)
        }

        /// Why something asked of a tab was not shown since the last call, or `nil`; the call forgets it.
        ///
        /// ```swift
        /// tabs.takeFailure()   // as navigation.takeFailure()
        /// ```
        public func takeFailure() -> String? { navigation.takeFailure() }

        /// Every tab's containers, the selected one marked with `*`.
        ///
        /// ```
        /// tab shop *
        /// stack
        /// └─ app://product/42
        /// tab orders
        /// stack
        /// └─ (empty)
        /// ```
        public var stackDescription: String { navigation.stackDescription }
    }
}

/// A navigator with tabs; the same type as ``Elf/TabNavigator``.
///
/// ```swift
/// import ElfMigration
///
/// let tabs = TabNavigator(tabs: ["shop", "orders"])
/// ```
public typealias TabNavigator = Elf.TabNavigator
