extension Elf {
    /// A navigator with tabs, each with a ``StackNavigator`` of its own.
    ///
    /// Push, present, pop and the rest act on the selected tab, so handlers
    /// need not know about tabs. A deep link selects a tab with
    /// ``select(_:)`` or ``show(tab:stack:animated:)``; switching tabs keeps each
    /// tab's stack. In SwiftUI, bind a `TabView(selection:)` to
    /// ``selectedTab`` and each tab's `NavigationStack` to its navigator
    /// (the navigator is `Observable`).
    ///
    /// ```swift
    /// let tabs = TabNavigator(tabs: ["shop", "orders"])
    /// tabs.push(ProductRoute(id: 42))            // onto "shop", the first tab
    /// tabs.show(tab: "orders", stack: [OrderRoute(id: 7)])
    /// tabs.select("shop")
    /// tabs.visibleIdentities                     // ["app://product/42"]: the stack was kept
    /// ```
    @MainActor
    public final class TabNavigator: Navigator {
        /// One tab: its name and its stack.
        public struct Tab: Identifiable {
            /// The tab's name, such as `"orders"`: what ``TabNavigator/select(_:)`` takes.
            public let name: String
            /// The tab's own navigator.
            public let navigator: StackNavigator
            /// The name.
            public var id: String { name }
        }

        /// The tabs, in the order they were given.
        public let tabs: [Tab]
        /// The tabs' names, readable from any thread (registration checks a route type's tab against them).
        let tabNames: [String]

        /// The name of the selected tab; setting a name no tab has changes nothing.
        ///
        /// ```swift
        /// TabView(selection: $tabs.selectedTab) { … }
        /// ```
        public var selectedTab: String {
            get {
                observation.access(self, keyPath: \.selectedTab)
                return storedSelection
            }
            set { select(newValue) }
        }

        /// What ``selectedTab`` reads, without telling observers.
        private var storedSelection: String
        /// Tells SwiftUI and other observers about changes to ``selectedTab``.
        private let observation = ObservationSupport()

        /// Creates a navigator with a tab for each name, the first selected.
        ///
        /// A repeated name makes one tab; an empty list makes one tab named `"main"`.
        public init(tabs names: [String]) {
            var seen: Set<String> = []
            let unique = names.filter { seen.insert($0).inserted }
            tabs = (unique.isEmpty ? ["main"] : unique).map { Tab(name: $0, navigator: StackNavigator()) }
            tabNames = tabs.map(\.name)
            storedSelection = tabs[0].name
        }

        /// The navigator of the tab named `name`, or `nil` when there is none.
        public func navigator(for name: String) -> StackNavigator? {
            tabs.first { $0.name == name }?.navigator
        }

        /// The selected tab's navigator.
        public var selectedNavigator: StackNavigator {
            navigator(for: selectedTab) ?? tabs[0].navigator
        }

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
            guard navigator(for: name) != nil else { return false }
            guard name != storedSelection else { return true }
            selectedNavigator.dismissContainers(above: 0)
            observation.withMutation(of: self, keyPath: \.selectedTab) { storedSelection = name }
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
        public var visibleStack: [any Screen] { selectedNavigator.visibleStack }

        /// The identities of ``visibleStack``.
        public var visibleIdentities: [String] { selectedNavigator.visibleIdentities }

        /// Pushes onto the selected tab.
        @discardableResult
        public func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
            selectedNavigator.push(screen, animated: animated, allowsDuplicate: allowsDuplicate)
        }

        /// Presents a sheet over the selected tab.
        public func present(_ screen: any Screen, wrappedInNavigation: Bool, animated: Bool) {
            selectedNavigator.present(screen, wrappedInNavigation: wrappedInNavigation, animated: animated)
        }

        /// Presents over the selected tab in `style`, then calls `completion`.
        public func present(
            _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            selectedNavigator.present(
                screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: animated,
                completion: completion)
        }

        /// Pops the selected tab.
        @discardableResult
        public func pop(animated: Bool) -> Bool { selectedNavigator.pop(animated: animated) }

        /// Pops the selected tab to its first screen.
        @discardableResult
        public func popToRoot(animated: Bool) -> Bool { selectedNavigator.popToRoot(animated: animated) }

        /// Dismisses what the selected tab has presented on top.
        @discardableResult
        public func dismiss(animated: Bool) -> Bool { selectedNavigator.dismiss(animated: animated) }

        /// Replaces the top screen of the selected tab.
        public func replaceTop(with screen: any Screen, animated: Bool) {
            selectedNavigator.replaceTop(with: screen, animated: animated)
        }

        /// Sets the selected tab's stack, dismissing what it presented; the other tabs keep theirs.
        public func setStack(_ screens: [any Screen], animated: Bool) {
            selectedNavigator.setStack(screens, animated: animated)
        }

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
        public var stackDescription: String {
            tabs.map { tab in
                "tab \(tab.name)\(tab.name == selectedTab ? " *" : "")\n\(tab.navigator.stackDescription)"
            }
            .joined(separator: "\n")
        }
    }
}

/// A navigator with tabs; the same type as ``Elf/TabNavigator``.
///
/// ```swift
/// let tabs = TabNavigator(tabs: ["shop", "orders"])
/// ```
public typealias TabNavigator = Elf.TabNavigator
