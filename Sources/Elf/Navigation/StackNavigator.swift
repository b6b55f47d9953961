extension Elf {
    /// A navigator that keeps its screens as values: for tests, Linux, command
    /// line tools and SwiftUI.
    ///
    /// The root container is a navigation stack;
    /// ``Navigator/present(_:style:wrappedInNavigation:animated:completion:)``
    /// adds containers over it, as a modal would. Nothing is drawn: read
    /// ``visibleStack``, ``containers`` or ``stackDescription``, bind a SwiftUI
    /// `NavigationStack` to ``path`` (the navigator is `Observable`), or
    /// observe ``onChange``.
    ///
    /// ```swift
    /// let navigator = StackNavigator()
    /// navigator.push(ShopScreen.products)
    /// navigator.push(ShopScreen.product(id: 42, model: nil))
    /// navigator.visibleStack.map(\.identity)   // ["products", "product/42"]
    /// print(navigator.stackDescription)
    /// // stack
    /// // ├─ products
    /// // └─ product/42
    /// ```
    @MainActor
    public final class StackNavigator: Navigator {
        /// One container of screens: the root navigation stack, or something presented over it.
        public struct Container: Identifiable {
            /// Tells the containers of one navigator apart: the root's is 0,
            /// and each presented container gets a new one.
            public let id: Int
            /// The screens in the container, bottom first.
            public var screens: [any Screen]
            /// Whether screens can be pushed inside it: always for the root, and
            /// for a presented container when it was wrapped in navigation.
            public var isNavigationContainer: Bool
            /// Whether the container was presented over the one below it.
            public var isPresented: Bool
            /// How the container was presented: `nil` for the root.
            public var style: PresentationStyle?
        }

        /// Every container, the root first and the top-most presented one last.
        public private(set) var containers: [Container] {
            get {
                observation.access(self, keyPath: \.containers)
                return storedContainers
            }
            set { mutateContainers { $0 = newValue } }
        }

        /// The route value a tab's root view shows, `nil` until one is.
        ///
        /// A route presented as ``Presentation/tab(_:)`` and shown with values
        /// (a search query) sets it: the root view reads it, and restoration
        /// keeps it.
        ///
        /// ```swift
        /// struct SearchRoute: Route {
        ///     static let pattern = "/search"
        ///     static let presentation = Presentation.tab(AppTab.search)
        ///     var q: String?
        /// }
        /// navigation[.search].tabRoot as? SearchRoute   // SearchRoute(q: "cats") after app://search?q=cats
        /// ```
        public internal(set) var tabRoot: (any Route)? {
            get {
                observation.access(self, keyPath: \.tabRoot)
                return storedTabRoot
            }
            set {
                observation.withMutation(of: self, keyPath: \.tabRoot) { storedTabRoot = newValue }
                onChange?(self)
            }
        }
        private var storedTabRoot: (any Route)?

        /// What ``containers`` reads and writes, without telling observers.
        private var storedContainers: [Container]
        /// How many changes the containers have had: restoration tells whether a handler showed anything.
        private(set) var changeCount = 0
        /// The next presented container's ``Container/id``.
        private var nextContainerID = 1
        /// Tells SwiftUI and other observers about changes to ``containers``.
        private let observation = ObservationSupport()

        /// Called after every change, with the navigator.
        ///
        /// ```swift
        /// navigator.onChange = { navigator in path = navigator.visibleStack.map(\.identity) }
        /// ```
        public var onChange: (@MainActor (StackNavigator) -> Void)?

        /// Dismisses the containers without navigation above the top-most one
        /// with navigation, when ``dismissesSheetsToPush`` allows; whether the
        /// top container now takes pushes.
        func uncoverNavigation() -> Bool {
            let top = containers.count - 1
            if containers[top].isNavigationContainer { return true }
            guard dismissesSheetsToPush else {
                failure = Self.coveredStack
                return false
            }
            let target = containers.lastIndex(where: \.isNavigationContainer) ?? 0
            dismissContainers(above: target)
            return true
        }

        /// Why a push was refused: a sheet without navigation covers the stack.
        static let coveredStack =
            "a sheet or cover without navigation covers the stack, and dismissesSheetsToPush is false"

        /// Why the last refused push was refused, until ``takeFailure()`` takes it.
        private var failure: String?

        /// Why a push was refused since the last call, or `nil`; the call forgets it.
        ///
        /// ```swift
        /// navigator.dismissesSheetsToPush = false
        /// navigator.present(AlertScreen())
        /// navigator.push(ProductRoute(id: 42))   // false
        /// navigator.takeFailure()                 // "a sheet or cover without navigation covers the stack, …"
        /// ```
        ///
        /// A push skipped as a duplicate of the top screen is no failure.
        public func takeFailure() -> String? {
            defer { failure = nil }
            return failure
        }

        /// Creates a navigator whose root stack holds `root`.
        public init(root: [any Screen] = []) {
            storedContainers = [Container(id: 0, screens: root, isNavigationContainer: true, isPresented: false)]
        }

        /// The top-most container's screens, root first.
        public var visibleStack: [any Screen] { containers[containers.count - 1].screens }

        /// The identities of ``visibleStack``: what tests usually compare.
        public var visibleIdentities: [String] { visibleStack.map(\.identity) }

        /// Whether a push onto a stack covered by sheets or covers without
        /// navigation dismisses them first (the default), or is refused.
        ///
        /// ```swift
        /// navigator.present(AlertScreen())          // a sheet without navigation
        /// navigator.push(ProductRoute(id: 42))      // dismisses the sheet, then pushes: true
        /// navigator.dismissesSheetsToPush = false
        /// ```
        ///
        /// A sheet wrapped in navigation takes the push itself, as UIKit's
        /// navigation controller inside a sheet does.
        public var dismissesSheetsToPush = true

        /// Pushes onto the top-most container that has navigation: a sheet
        /// or cover without navigation above it is dismissed first, unless
        /// ``dismissesSheetsToPush`` is false (then the push fails, as UIKit
        /// has no navigation controller there either).
        ///
        /// ```swift
        /// navigator.push(ProductRoute(id: 42), animated: true, allowsDuplicate: false)   // true
        /// ```
        @discardableResult
        public func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
            guard uncoverNavigation() else { return false }
            let top = containers.count - 1
            if !allowsDuplicate, containers[top].screens.last?.identity == screen.identity { return false }
            appendScreen(screen, toContainerAt: top)
            return true
        }

        /// Adds a container holding `screen` over the current ones, then calls `completion`.
        ///
        /// ```swift
        /// navigator.present(ShopScreen.login, style: .fullScreenCover, wrappedInNavigation: true) {
        ///     print("login is up")
        /// }
        /// ```
        public func present(
            _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            let container = Container(
                id: nextContainerID, screens: [screen], isNavigationContainer: wrappedInNavigation,
                isPresented: true, style: style)
            nextContainerID += 1
            containers.append(container)
            completion?()
        }

        /// Removes the top screen of the top-most container, keeping its first
        /// screen; in a tab of a ``Navigation`` every pushed page can be popped,
        /// back to the tab's root view, as SwiftUI's back button does.
        ///
        /// ```swift
        /// let navigation = Navigation(tabs: AppTab.allCases)
        /// navigation.push(ProductRoute(id: 42))
        /// navigation.pop()   // true: back to the tab's root view
        /// navigation.pop()   // false: nothing is pushed
        /// ```
        @discardableResult
        public func pop(animated: Bool) -> Bool {
            let top = containers.count - 1
            guard containers[top].screens.count > firstPoppable(top) else { return false }
            containers[top].screens.removeLast()
            return true
        }

        /// Keeps only the first screen of the top-most container; in a tab of a
        /// ``Navigation``, none: the tab's root view shows.
        ///
        /// ```swift
        /// navigator.setStack([ProductListRoute(), ProductRoute(id: 2)])
        /// navigator.popToRoot()   // true: [ProductListRoute()]
        /// navigation.popToRoot()  // true: the tab's path is []
        /// ```
        @discardableResult
        public func popToRoot(animated: Bool) -> Bool {
            let top = containers.count - 1
            let first = firstPoppable(top)
            guard containers[top].screens.count > first else { return false }
            containers[top].screens.removeSubrange(first...)
            return true
        }

        /// How many screens of the container at `index` a pop leaves: the first
        /// of a presented container, which is the sheet's own root; the first of
        /// the root stack, as UIKit's root view controller, unless the root
        /// stack's screens are all pushed pages over a root view (a tab of
        /// ``Navigation``, where SwiftUI's back button pops every one).
        func firstPoppable(_ index: Int) -> Int { index == 0 && rootIsAView ? 0 : 1 }

        /// Whether the root stack's screens are all pages pushed over a root
        /// view that is not one of them: true for each tab of a ``Navigation``.
        var rootIsAView = false

        /// Removes the top-most presented container.
        @discardableResult
        public func dismiss(animated: Bool) -> Bool {
            guard containers.count > 1 else { return false }
            containers.removeLast()
            return true
        }

        /// Replaces the top screen of the top-most container (adds it when the container is empty).
        public func replaceTop(with screen: any Screen, animated: Bool) {
            let top = containers.count - 1
            if containers[top].screens.isEmpty {
                containers[top].screens.append(screen)
            } else {
                containers[top].screens[containers[top].screens.count - 1] = screen
            }
        }

        /// Dismisses every presented container and makes `screens` the root stack.
        public func setStack(_ screens: [any Screen], animated: Bool) {
            containers = [Container(id: 0, screens: screens, isNavigationContainer: true, isPresented: false)]
        }

        /// Replaces every container at once (restoration), keeping the root's id.
        func replaceContainers(_ replacement: [Container]) {
            var renumbered: [Container] = []
            for (index, container) in replacement.enumerated() {
                var container = container
                if index == 0 {
                    container = Container(
                        id: 0, screens: container.screens, isNavigationContainer: true, isPresented: false)
                } else {
                    container = Container(
                        id: nextContainerID, screens: container.screens,
                        isNavigationContainer: container.isNavigationContainer, isPresented: true,
                        style: container.style ?? .sheet)
                    nextContainerID += 1
                }
                renumbered.append(container)
            }
            if renumbered.isEmpty {
                renumbered = [Container(id: 0, screens: [], isNavigationContainer: true, isPresented: false)]
            }
            containers = renumbered
        }

        /// Changes the stored containers in place, telling observers, counting
        /// the change and calling ``onChange``: every change goes through here.
        private func mutateContainers(_ change: (inout [Container]) -> Void) {
            observation.withMutation(of: self, keyPath: \.containers) { change(&storedContainers) }
            changeCount &+= 1
            onChange?(self)
        }

        /// Replaces the screens of the container at `index`.
        func replaceScreens(_ screens: [any Screen], ofContainerAt index: Int) {
            mutateContainers { $0[index].screens = screens }
        }

        /// Appends `screen` to the container at `index`, in place.
        ///
        /// - Complexity: amortized O(1). Mutating ``containers`` through its
        ///   getter and setter copies the container's list while the stored
        ///   one still holds it; this mutates the stored list itself, so
        ///   restoring *n* screens is linear, not quadratic.
        func appendScreen(_ screen: any Screen, toContainerAt index: Int) {
            mutateContainers { $0[index].screens.append(screen) }
        }

        /// Removes the containers above `index` (a sheet the user swiped away).
        ///
        /// ```swift
        /// navigator.dismissContainers(above: 0)   // back to the root stack
        /// ```
        ///
        /// - Returns: Whether a container was removed; an index out of range removes nothing.
        @discardableResult
        public func dismissContainers(above index: Int) -> Bool {
            guard index >= 0, index < containers.count - 1 else { return false }
            containers.removeSubrange((index + 1)...)
            return true
        }

        /// The containers as a tree of identities, one line per screen.
        ///
        /// ```
        /// stack
        /// ├─ products
        /// └─ product/42
        /// presented in navigation
        /// └─ login
        /// ```
        public var stackDescription: String {
            var lines: [String] = []
            for container in containers {
                switch (container.isPresented, container.isNavigationContainer) {
                case (false, _): lines.append("stack")
                case (true, true): lines.append("presented in navigation")
                case (true, false): lines.append("presented")
                }
                if container.screens.isEmpty { lines.append("└─ (empty)") }
                for (index, screen) in container.screens.enumerated() {
                    lines.append((index == container.screens.count - 1 ? "└─ " : "├─ ") + screen.identity)
                }
            }
            return lines.joined(separator: "\n")
        }
    }
}

/// A navigator that keeps its screens as values; the same type as ``Elf/StackNavigator``.
///
/// ```swift
/// let navigator = StackNavigator(root: [ShopScreen.products])
/// ```
public typealias StackNavigator = Elf.StackNavigator
