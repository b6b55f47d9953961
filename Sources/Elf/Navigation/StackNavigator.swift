extension Elf {
    /// A navigator that keeps its screens as values: for tests, Linux, command
    /// line tools and SwiftUI.
    ///
    /// The root container is a navigation stack; ``present(_:wrappedInNavigation:animated:)``
    /// adds containers over it, as a modal would. Nothing is drawn: read
    /// ``visibleStack``, ``containers`` or ``stackDescription``, or observe
    /// ``onChange`` to drive a SwiftUI `NavigationStack` path.
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
        public struct Container {
            /// The screens in the container, bottom first.
            public var screens: [any Screen]
            /// Whether screens can be pushed inside it: always for the root, and
            /// for a presented container when it was wrapped in navigation.
            public var isNavigationContainer: Bool
            /// Whether the container was presented over the one below it.
            public var isPresented: Bool
        }

        /// Every container, the root first and the top-most presented one last.
        public private(set) var containers: [Container] {
            didSet { onChange?(self) }
        }

        /// Called after every change, with the navigator.
        ///
        /// ```swift
        /// navigator.onChange = { navigator in path = navigator.visibleStack.map(\.identity) }
        /// ```
        public var onChange: (@MainActor (StackNavigator) -> Void)?

        /// Creates a navigator whose root stack holds `root`.
        public init(root: [any Screen] = []) {
            containers = [Container(screens: root, isNavigationContainer: true, isPresented: false)]
        }

        /// The top-most container's screens, root first.
        public var visibleStack: [any Screen] { containers[containers.count - 1].screens }

        /// The identities of ``visibleStack``: what tests usually compare.
        public var visibleIdentities: [String] { visibleStack.map(\.identity) }

        /// Pushes onto the top-most container; fails when that container was
        /// presented without navigation (UIKit has no navigation controller there either).
        @discardableResult
        public func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
            let top = containers.count - 1
            guard containers[top].isNavigationContainer else { return false }
            if !allowsDuplicate, containers[top].screens.last?.identity == screen.identity { return false }
            containers[top].screens.append(screen)
            return true
        }

        /// Adds a container holding `screen` over the current ones.
        public func present(_ screen: any Screen, wrappedInNavigation: Bool, animated: Bool) {
            containers.append(
                Container(screens: [screen], isNavigationContainer: wrappedInNavigation, isPresented: true))
        }

        /// Removes the top screen of the top-most container, keeping its first screen.
        @discardableResult
        public func pop(animated: Bool) -> Bool {
            let top = containers.count - 1
            guard containers[top].screens.count > 1 else { return false }
            containers[top].screens.removeLast()
            return true
        }

        /// Keeps only the first screen of the top-most container.
        @discardableResult
        public func popToRoot(animated: Bool) -> Bool {
            let top = containers.count - 1
            guard containers[top].screens.count > 1 else { return false }
            containers[top].screens.removeSubrange(1...)
            return true
        }

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
            containers = [Container(screens: screens, isNavigationContainer: true, isPresented: false)]
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
