#if !COCOAPODS
    import Elf
#endif

extension Elf {
    /// A navigator for tests: keeps a real stack of screens and records every call.
    ///
    /// It wraps a `StackNavigator`, so pushes, presents, pops and dismissals
    /// change a stack you can read (``visibleIdentities``, ``stackDescription``,
    /// ``containers``), and it appends a ``NavigationEvent`` for each call to
    /// ``events``.
    ///
    /// ```swift
    /// import ElfTesting
    ///
    /// let navigator = RecordingNavigator()
    /// elf.navigator = navigator
    /// elf.handleURL(url: "app://products")
    /// elf.handleURL(url: "app://product/42")
    /// navigator.visibleIdentities   // ["products", "product/42"]
    /// navigator.events              // [.push(identity: "products", animated: true),
    ///                               //  .push(identity: "product/42", animated: true)]
    /// ```
    @MainActor
    public final class RecordingNavigator: Navigator {
        /// Every call received since the navigator was made or last reset, oldest first.
        ///
        /// Clear it to keep the stack and forget only the calls that built it:
        ///
        /// ```swift
        /// navigator.events.removeAll()
        /// elf.handleURL(url: "app://cart")
        /// navigator.events   // [.present(identity: "cart", wrappedInNavigation: true, animated: true)]
        /// ```
        public var events: [NavigationEvent] = []

        private let navigator: StackNavigator
        private let root: [any Screen]

        /// Creates a navigator whose root stack holds `root`.
        ///
        /// ```swift
        /// let navigator = RecordingNavigator(root: [ShopScreen.products])
        /// navigator.visibleIdentities   // ["products"]
        /// navigator.events              // []
        /// ```
        public init(root: [any Screen] = []) {
            self.root = root
            navigator = StackNavigator(root: root)
        }

        /// Forgets every event and puts the stack back as it was made.
        ///
        /// ```swift
        /// navigator.push(ShopScreen.cart)
        /// navigator.reset()
        /// navigator.events              // []
        /// navigator.visibleIdentities   // the root passed to init(root:)
        /// ```
        public func reset() {
            events = []
            navigator.setStack(root, animated: false)
        }

        // MARK: - The wrapped stack

        /// The identities of the visible stack, root first: what tests usually compare.
        ///
        /// ```swift
        /// navigator.push(ShopScreen.products)
        /// navigator.visibleIdentities   // ["products"]
        /// ```
        public var visibleIdentities: [String] { navigator.visibleIdentities }

        /// The containers as a tree of identities, one line per screen.
        ///
        /// ```swift
        /// navigator.push(ShopScreen.products)
        /// navigator.present(ShopScreen.login, wrappedInNavigation: true)
        /// print(navigator.stackDescription)
        /// // stack
        /// // └─ products
        /// // presented in navigation
        /// // └─ login
        /// ```
        public var stackDescription: String { navigator.stackDescription }

        /// Every container, the root stack first and the top-most presented one last.
        ///
        /// ```swift
        /// navigator.present(ShopScreen.login)
        /// navigator.containers.count                      // 2
        /// navigator.containers[1].isNavigationContainer   // false
        /// ```
        public var containers: [StackNavigator.Container] { navigator.containers }

        // MARK: - Navigator

        /// The top-most container's screens, root first.
        ///
        /// ```swift
        /// navigator.visibleStack.last?.identity   // the top screen's identity
        /// ```
        public var visibleStack: [any Screen] { navigator.visibleStack }

        /// Whether a push onto a stack covered by a sheet without navigation
        /// dismisses the sheet first (the default), as ``StackNavigator/dismissesSheetsToPush``.
        ///
        /// ```swift
        /// navigator.dismissesSheetsToPush = false
        /// navigator.present(Page("alert"))
        /// navigator.push(Page("a"))   // false: recorded as .pushRejected
        /// ```
        public var dismissesSheetsToPush: Bool {
            get { navigator.dismissesSheetsToPush }
            set { navigator.dismissesSheetsToPush = newValue }
        }

        /// Pushes `screen` and records `.push`, `.skippedDuplicate` or `.pushRejected`.
        ///
        /// A push onto a stack covered by sheets without navigation dismisses
        /// them first (``dismissesSheetsToPush``), and records a `.dismiss`
        /// for each, as `StackNavigator` and `UIKitNavigator` dismiss them:
        ///
        /// ```swift
        /// navigator.push(ShopScreen.products, animated: false, allowsDuplicate: false)
        /// navigator.events   // [.push(identity: "products", animated: false)]
        /// navigator.present(Page("alert"))
        /// navigator.push(Page("a"))   // true
        /// navigator.events.suffix(2)   // [.dismiss, .push(identity: "a", animated: true)]
        /// ```
        @discardableResult
        public func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
            let canPush = (navigator.containers.last?.isNavigationContainer ?? false) || navigator.dismissesSheetsToPush
            let covering =
                navigator.containers.count - 1 - (navigator.containers.lastIndex(where: \.isNavigationContainer) ?? 0)
            if canPush {
                events.append(contentsOf: repeatElement(.dismiss, count: covering))
            }
            let pushed = navigator.push(screen, animated: animated, allowsDuplicate: allowsDuplicate)
            if pushed {
                events.append(.push(identity: screen.identity, animated: animated))
            } else if canPush {
                events.append(.skippedDuplicate(identity: screen.identity))
            } else {
                events.append(.pushRejected(identity: screen.identity))
            }
            return pushed
        }

        /// Why a push was refused since the last call, as
        /// ``StackNavigator/takeFailure()`` says, or `nil`; the call forgets it.
        ///
        /// ```swift
        /// navigator.dismissesSheetsToPush = false
        /// navigator.present(Page("alert"))
        /// navigator.push(Page("a"))   // false
        /// navigator.takeFailure()     // "a sheet or cover without navigation covers the stack, …"
        /// ```
        ///
        /// Handling asks it after a handler's `handle()`, so a URL whose
        /// screen was refused is reported as not shown in tests as in the app.
        public func takeFailure() -> String? { navigator.takeFailure() }

        /// Presents `screen` in a new container of `style`, records
        /// `.present`, then calls `completion`.
        ///
        /// ```swift
        /// navigator.present(ShopScreen.login, wrappedInNavigation: true)
        /// navigator.events   // [.present(identity: "login", wrappedInNavigation: true, animated: true)]
        /// ```
        ///
        /// The event does not record the style; the container does
        /// (``containers``, ``Elf/StackNavigator/Container/style``).
        public func present(
            _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            events.append(
                .present(identity: screen.identity, wrappedInNavigation: wrappedInNavigation, animated: animated))
            navigator.present(
                screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: animated,
                completion: completion)
        }

        /// Pops the top screen of the visible stack and records `.pop`.
        ///
        /// ```swift
        /// navigator.pop()   // false when only the root screen is left
        /// ```
        @discardableResult
        public func pop(animated: Bool) -> Bool {
            events.append(.pop)
            return navigator.pop(animated: animated)
        }

        /// Pops every screen above the root of the visible stack and records `.popToRoot`.
        ///
        /// ```swift
        /// navigator.popToRoot()
        /// navigator.visibleIdentities.count   // 1 (or 0 for an empty stack)
        /// ```
        @discardableResult
        public func popToRoot(animated: Bool) -> Bool {
            events.append(.popToRoot)
            return navigator.popToRoot(animated: animated)
        }

        /// Dismisses the top-most presented container and records `.dismiss`.
        ///
        /// ```swift
        /// navigator.dismiss()   // false when nothing is presented
        /// ```
        @discardableResult
        public func dismiss(animated: Bool) -> Bool {
            events.append(.dismiss)
            return navigator.dismiss(animated: animated)
        }

        /// Replaces the top screen of the visible stack and records `.replaceTop`.
        ///
        /// ```swift
        /// navigator.replaceTop(with: ShopScreen.cart, animated: false)
        /// navigator.events   // [.replaceTop(identity: "cart")]
        /// ```
        public func replaceTop(with screen: any Screen, animated: Bool) {
            events.append(.replaceTop(identity: screen.identity))
            navigator.replaceTop(with: screen, animated: animated)
        }

        /// Dismisses everything presented, replaces the root stack and records `.setStack`.
        ///
        /// ```swift
        /// navigator.setStack([ShopScreen.products, ShopScreen.product(id: 42, model: nil)], animated: false)
        /// navigator.events   // [.setStack(identities: ["products", "product/42"])]
        /// ```
        public func setStack(_ screens: [any Screen], animated: Bool) {
            events.append(.setStack(identities: screens.map(\.identity)))
            navigator.setStack(screens, animated: animated)
        }
    }
}

/// A navigator for tests that records every call; the same type as ``Elf/RecordingNavigator``.
///
/// ```swift
/// let navigator = RecordingNavigator()
/// elf.navigator = navigator
/// ```
public typealias RecordingNavigator = Elf.RecordingNavigator
