extension Elf {
    /// The app's whole navigation state: its tabs, typed by the app's own
    /// `Hashable` type, the selected one, and each tab's stack with its
    /// sheets and covers.
    ///
    /// One value serves everyone: the router shows route values into it,
    /// handlers and closures receive it typed, SwiftUI binds to it
    /// (`RouterView`, in ElfSwiftUI), and restoration saves and rebuilds it.
    ///
    /// ```swift
    /// enum AppTab: String, CaseIterable { case home, search, orders, account }
    ///
    /// let navigation = Navigation(tabs: AppTab.allCases)
    /// elf.navigator = navigation
    /// elf.handleURL(url: "app://orders/7")   // OrderRoute's presentation is .push(in: AppTab.orders)
    /// navigation.selectedTab                 // .orders
    /// navigation[.orders].visibleIdentities  // ["/orders/7"]
    /// ```
    ///
    /// As a ``Navigator`` it acts on the selected tab's stack, so handlers
    /// written for any navigator work with it unchanged.
    ///
    /// The type exists from Elf's minimum versions (iOS 15), but SwiftUI sees
    /// it change only through its `Observable` conformance, from iOS 17,
    /// macOS 14, tvOS 17 and watchOS 10: an app that binds it to views
    /// (`RouterView`) needs iOS 17 (<doc:Platforms>).
    @MainActor
    public final class Navigation<Tab: Hashable & Sendable>: Navigator {
        /// The tabs, in order; never empty.
        ///
        /// ```swift
        /// ForEach(navigation.tabs, id: \.self) { tab in … }
        /// ```
        public let tabs: [Tab]

        /// The stacks, one per tab, in the order of ``tabs``.
        private let stacks: [StackNavigator]

        private var storedSelection: Int
        private let observation = ObservationSupport()

        /// Makes the navigation of `tabs` (duplicates dropped), with `selectedTab`, or the first, selected.
        ///
        /// ```swift
        /// let navigation = Navigation(tabs: AppTab.allCases, selectedTab: .home)
        /// ```
        ///
        /// An empty list of tabs cannot be shown: it traps, as an empty
        /// `TabView` selection would be a programming error.
        public init(tabs: [Tab], selectedTab: Tab? = nil) {
            var seen: Set<Tab> = []
            let unique = tabs.filter { seen.insert($0).inserted }
            precondition(!unique.isEmpty, "a Navigation needs at least one tab")
            self.tabs = unique
            // A tab's root is its root view: every screen on its stack is a pushed page.
            stacks = unique.map { _ in
                let stack = StackNavigator()
                stack.rootIsAView = true
                return stack
            }
            storedSelection = selectedTab.flatMap { unique.firstIndex(of: $0) } ?? 0
        }

        /// The selected tab; setting it to a tab of ``tabs`` selects it and keeps every stack.
        ///
        /// ```swift
        /// TabView(selection: Bindable(navigation).selectedTab) { … }
        /// navigation.selectedTab = .orders
        /// ```
        public var selectedTab: Tab {
            get {
                observation.access(self, keyPath: \.selectedTab)
                return tabs[storedSelection]
            }
            set {
                guard let index = tabs.firstIndex(of: newValue), index != storedSelection else { return }
                observation.withMutation(of: self, keyPath: \.selectedTab) { storedSelection = index }
            }
        }

        /// The stack of `tab`, with its sheets and covers; the selected tab's for a tab not in ``tabs``.
        ///
        /// ```swift
        /// navigation[.orders].push(OrderRoute(id: 7))
        /// ```
        public subscript(tab: Tab) -> StackNavigator {
            tabs.firstIndex(of: tab).map { stacks[$0] } ?? stack
        }

        /// The selected tab's stack.
        ///
        /// ```swift
        /// navigation.stack.visibleIdentities
        /// ```
        public var stack: StackNavigator { stacks[tabs.firstIndex(of: selectedTab) ?? 0] }

        /// Whether a push onto a stack that a sheet without navigation covers
        /// dismisses the sheet first (the default) or is refused.
        ///
        /// ```swift
        /// navigation.dismissesSheetsToPush = false   // a link never closes an open sheet
        /// ```
        public var dismissesSheetsToPush: Bool {
            get { stacks[0].dismissesSheetsToPush }
            set { for stack in stacks { stack.dismissesSheetsToPush = newValue } }
        }

        /// Whether the router is restoring saved navigation into this state
        /// right now: an action that starts something (playback, marking an
        /// item read) can skip it, and show only.
        ///
        /// ```swift
        /// guard !navigation.isRestoring else { return }
        /// ```
        public internal(set) var isRestoring = false

        /// Opens a new window for a route presented as ``Presentation/window``,
        /// and answers whether it did; `nil` (the default) where no window
        /// can be opened.
        ///
        /// `RouterView` (ElfSwiftUI) installs one with SwiftUI's
        /// `openWindow(value:)` where the platform opens windows
        /// (`supportsMultipleWindows`: iPad, Mac, visionOS). It lives on the
        /// window's navigation, not on the router, because one router serves
        /// every window and each window's SwiftUI environment opens windows.
        /// Without one, or when it answers `false`, the route is pushed in
        /// this window, and when the router shows it (a link,
        /// ``Elf/open(_:context:source:)``) its ``Elf/logger`` hears
        /// ``RouteEvent/shownInActiveWindow(url:reason:)``.
        ///
        /// ```swift
        /// // What RouterView does; a test records instead:
        /// var opened: [WindowLink] = []
        /// navigation.windowOpener = { link in opened.append(link); return true }
        /// elf.handleURL(url: "app://documents/7")   // true: opened == [WindowLink(url: "app://documents/7")]
        /// ```
        public var windowOpener: (@MainActor (Elf.WindowLink) -> Bool)?

        /// The link this navigation's window was opened for, or `nil` for a
        /// window the app opened on its own (the first one).
        ///
        /// A route presented as ``Presentation/window`` whose URL is this
        /// link's is shown here, pushed, rather than in yet another window.
        /// Restoring into this navigation (``Elf/restore(_:into:source:)``)
        /// shows the link after the saved state, unless that state is this
        /// window's own and shows it already (``SavedNavigation/window``).
        ///
        /// ```swift
        /// navigation.window = WindowLink(url: "app://documents/7")
        /// await elf.restore(SavedNavigation(data: saved), into: navigation)   // then app://documents/7 on top
        /// ```
        public var window: Elf.WindowLink?

        /// Every tab's stack as text, the selected tab starred; for logs and tests.
        ///
        /// ```swift
        /// print(navigation.stackDescription)
        /// ```
        public var stackDescription: String {
            zip(tabs, stacks).map { tab, stack in
                "tab \(Elf.tabName(tab))\(tab == selectedTab ? " *" : "")\n\(stack.stackDescription)"
            }
            .joined(separator: "\n")
        }

        // MARK: - Navigator, on the selected tab

        /// The selected tab's visible stack.
        ///
        /// ```swift
        /// navigation.visibleStack.count
        /// ```
        public var visibleStack: [any Screen] { stack.visibleStack }

        /// The identities of the selected tab's visible stack.
        ///
        /// ```swift
        /// navigation.visibleIdentities   // ["/product/42"]
        /// ```
        public var visibleIdentities: [String] { stack.visibleIdentities }

        /// Pushes onto the selected tab's stack.
        ///
        /// ```swift
        /// navigation.push(ProductRoute(id: 42), animated: true, allowsDuplicate: false)
        /// ```
        @discardableResult
        public func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
            stack.push(screen, animated: animated, allowsDuplicate: allowsDuplicate)
        }

        /// Presents over the selected tab's stack, as a sheet or a cover.
        ///
        /// ```swift
        /// navigation.present(LoginRoute(), wrappedInNavigation: false, style: .sheet, animated: true, completion: nil)
        /// ```
        public func present(
            _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            stack.present(
                screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: animated,
                completion: completion)
        }

        /// Pops the selected tab's top screen.
        ///
        /// ```swift
        /// navigation.pop(animated: true)
        /// ```
        @discardableResult
        public func pop(animated: Bool) -> Bool { stack.pop(animated: animated) }

        /// Pops the selected tab to its root.
        ///
        /// ```swift
        /// navigation.popToRoot(animated: true)
        /// ```
        @discardableResult
        public func popToRoot(animated: Bool) -> Bool { stack.popToRoot(animated: animated) }

        /// Dismisses the selected tab's top sheet or cover.
        ///
        /// ```swift
        /// navigation.dismiss(animated: true)
        /// ```
        @discardableResult
        public func dismiss(animated: Bool) -> Bool { stack.dismiss(animated: animated) }

        /// Replaces the selected tab's top screen.
        ///
        /// ```swift
        /// navigation.replaceTop(with: ProductRoute(id: 43), animated: false)
        /// ```
        public func replaceTop(with screen: any Screen, animated: Bool) {
            stack.replaceTop(with: screen, animated: animated)
        }

        /// Sets the selected tab's whole stack.
        ///
        /// ```swift
        /// navigation.setStack([ProductRoute(id: 1)], animated: false)
        /// ```
        public func setStack(_ screens: [any Screen], animated: Bool) {
            stack.setStack(screens, animated: animated)
        }

        /// Why something asked of it was not shown since the last call, on any
        /// tab, or `nil`; the call forgets it.
        ///
        /// ```swift
        /// navigation.uncoverStack(ofTab: "orders")   // false: a String is not a tab
        /// navigation.takeFailure()                   // "the navigator has no tab \"orders\""
        /// ```
        public func takeFailure() -> String? {
            let own = failure
            failure = nil
            let onTabs = stacks.compactMap { $0.takeFailure() }
            return own ?? onTabs.first
        }

        /// Why the last ``uncoverStack(ofTab:)`` refused, until ``takeFailure()`` takes it.
        private var failure: String?

        // MARK: - TabbedNavigator

        /// Whether `tab` is one of ``tabs``; from any thread.
        ///
        /// ```swift
        /// navigation.hasTab(AppTab.orders)   // true
        /// ```
        public nonisolated func hasTab(_ tab: any Hashable & Sendable) -> Bool {
            guard let tab = tab as? Tab else { return false }
            return tabs.contains(tab)
        }

        /// Selects `tab` (the selected tab when `nil`) with nothing over its
        /// stack: the sheets and covers over it, and over the tab it leaves,
        /// are dismissed, unless ``dismissesSheetsToPush`` is false.
        ///
        /// ```swift
        /// navigation.uncoverStack(ofTab: AppTab.orders)   // true: navigation.selectedTab == .orders
        /// ```
        ///
        /// - Returns: Whether the stack is uncovered. When it is not (the tab
        ///   is not one of ``tabs``, or a sheet may not be dismissed), nothing
        ///   changes, and ``takeFailure()`` says why.
        @discardableResult
        public func uncoverStack(ofTab tab: (any Hashable & Sendable)?) -> Bool {
            var target = stack
            if let tab {
                guard let found = stack(ofTab: tab) else {
                    failure = "the navigator has no tab \(loggableText(Elf.tabName(tab)))"
                    return false
                }
                target = found
            }
            // A sheet or cover up on the tab the user leaves would cover the
            // page when they come back, as one on the tab itself covers it now.
            let leaving = stack
            guard dismissesSheetsToPush || (leaving === target || leaving.containers.count == 1) else {
                failure = "a sheet or cover is presented over the selected tab, and dismissesSheetsToPush is false"
                return false
            }
            guard dismissesSheetsToPush || target.containers.count == 1 else {
                failure = "a sheet or cover is presented over its stack, and dismissesSheetsToPush is false"
                return false
            }
            leaving.dismissContainers(above: 0)
            target.dismissContainers(above: 0)
            if let tab { _ = selectTab(tab) }
            return true
        }
    }
}

/// The app's navigation state; the same type as ``Elf/Navigation``.
///
/// ```swift
/// let navigation = Navigation(tabs: AppTab.allCases)
/// ```
public typealias Navigation = Elf.Navigation

/// What the router needs of a ``Elf/Navigation``, whatever the type of its
/// tabs, besides ``Elf/TabbedNavigator``: the stacks as values, for showing
/// route values and restoring saved navigation.
@MainActor
protocol TabStacks: Elf.TabbedNavigator {
    /// The stack of `tab`, or `nil` when `tab` is not one of this navigator's tabs (or not of its type).
    func stack(ofTab tab: any Hashable) -> Elf.StackNavigator?
    /// Selects `tab`; false when it is not one of this navigator's tabs.
    func selectTab(_ tab: any Hashable) -> Bool
    /// The selected tab's stack.
    var selectedStack: Elf.StackNavigator { get }
    /// Every tab, with the name it is saved by, and its stack.
    var namedStacks: [(name: String, stack: Elf.StackNavigator)] { get }
    /// The name of the selected tab.
    var selectedTabName: String { get }
    /// Selects the tab saved as `name`; false when there is none.
    func selectTab(named name: String) -> Bool
    /// A new, empty navigator with the same tabs, for restoration to fill.
    func emptyCopy() -> any TabStacks
}

extension Elf.Navigation: TabStacks {
    func stack(ofTab tab: any Hashable) -> Elf.StackNavigator? {
        guard let tab = tab as? Tab, let index = tabs.firstIndex(of: tab) else { return nil }
        return stacks[index]
    }

    func selectTab(_ tab: any Hashable) -> Bool {
        guard let tab = tab as? Tab, tabs.contains(tab) else { return false }
        selectedTab = tab
        return true
    }

    var selectedStack: Elf.StackNavigator { stack }

    var namedStacks: [(name: String, stack: Elf.StackNavigator)] {
        zip(tabs, stacks).map { (Elf.tabName($0), $1) }
    }

    var selectedTabName: String { Elf.tabName(selectedTab) }

    func selectTab(named name: String) -> Bool {
        guard let tab = tabs.first(where: { Elf.tabName($0) == name }) else { return false }
        selectedTab = tab
        return true
    }

    func emptyCopy() -> any TabStacks {
        let copy = Elf.Navigation(tabs: tabs, selectedTab: selectedTab)
        copy.dismissesSheetsToPush = dismissesSheetsToPush
        return copy
    }
}
