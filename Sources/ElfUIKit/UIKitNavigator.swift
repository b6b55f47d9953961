// watchOS has UIKit but no windows or navigation controllers.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Elf {
        /// A navigator for UIKit apps: pushes on the top-most navigation
        /// controller and presents on the top-most view controller of a window,
        /// optionally behind a tab bar of the app's own tabs.
        ///
        /// You say how a screen becomes a view controller; the navigator finds
        /// where to show it (following presented controllers, navigation
        /// controllers and tab bar controllers from the window's root). The
        /// factory receives the navigator, so the view controllers it makes
        /// can navigate without a reference set up after the fact:
        ///
        /// ```swift
        /// let navigator = UIKitNavigator(window: window, tabs: AppTab.allCases) { tab, navigator in
        ///     switch tab {
        ///     case .home: HomeViewController(navigator: navigator)
        ///     case .orders: OrdersViewController()
        ///     }
        /// } factory: { screen, navigator in
        ///     switch screen {
        ///     case let product as ProductRoute: ProductViewController(id: product.id, navigator: navigator)
        ///     case let order as OrderRoute: OrderViewController(id: order.id)
        ///     default: nil
        ///     }
        /// }
        /// elf.navigator = navigator
        /// ```
        ///
        /// A screen that makes its own view controller (``ViewControllerScreen``)
        /// needs no case in the factory:
        /// `navigator.push("pin/\(id)") { PinViewController(pin: pin) }`.
        ///
        /// A push while an alert or a sheet without navigation is presented
        /// dismisses what covers the stack, then pushes, as `StackNavigator`
        /// and `RecordingNavigator` do; with ``dismissesSheetsToPush`` false
        /// it is refused. A screen the factory makes no view controller for is
        /// not shown: the call returns `false` and ``takeFailure()`` says why,
        /// so `handleURL` returns `false` and the miss handler hears it.
        @MainActor
        public final class UIKitNavigator: Navigator {
            /// Makes the view controller for a screen, or `nil` when it has none.
            public typealias ViewControllerFactory = @MainActor (any Screen) -> UIViewController?

            /// Makes the view controller for a screen, given the navigator
            /// that shows it, or `nil` when the screen has none.
            ///
            /// ```swift
            /// let factory: UIKitNavigator.Factory = { screen, navigator in
            ///     (screen as? ProductRoute).map { ProductViewController(id: $0.id, navigator: navigator) }
            /// }
            /// ```
            public typealias Factory = @MainActor (any Screen, UIKitNavigator) -> UIViewController?

            weak var window: UIWindow?
            private let makeViewController: Factory
            /// The screens of the view controllers this navigator made, so
            /// ``visibleStack`` and duplicate checks can read their identities.
            private var screens: [ObjectIdentifier: (controller: WeakController, screen: any Screen)] = [:]
            /// The app's tabs, in the order of the tab bar's controllers; empty without tabs.
            let tabs: [any Hashable & Sendable]
            /// The tab bar the navigator made for ``tabs``.
            weak var tabBarController: UITabBarController?
            /// Why something asked of the navigator was not shown, until ``takeFailure()`` takes it.
            private var failure: String?
            /// The router whose screen activities the view controllers get (``advertisesScreens(with:)``).
            var advertisingRouter: Elf?

            /// Whether a push onto a stack that an alert, or a sheet or cover
            /// without navigation, covers dismisses it first (the default), or
            /// is refused, as ``StackNavigator/dismissesSheetsToPush``.
            ///
            /// ```swift
            /// navigator.dismissesSheetsToPush = false   // a link never closes an open alert
            /// ```
            ///
            /// A sheet presented in a navigation controller takes the push
            /// itself. A route value (``Route``) shown on a stack dismisses
            /// every sheet over it, as on a ``Navigation``.
            public var dismissesSheetsToPush = true

            /// Creates a navigator that shows screens in `window`.
            ///
            /// ```swift
            /// let navigator = UIKitNavigator(window: window) { screen in viewController(for: screen) }
            /// ```
            public convenience init(window: UIWindow, makeViewController: @escaping ViewControllerFactory) {
                self.init(window: window, tabs: []) { screen, _ in makeViewController(screen) }
            }

            /// Creates a navigator that shows screens in `window`, making each
            /// screen's view controller with `factory`, which receives the
            /// navigator.
            ///
            /// ```swift
            /// window.rootViewController = UINavigationController(rootViewController: PinsViewController())
            /// let navigator = UIKitNavigator(window: window) { screen, navigator in
            ///     (screen as? PinRoute).map { PinViewController(id: $0.id, navigator: navigator) }
            /// }
            /// ```
            ///
            /// The window keeps its root view controller; a push goes onto it
            /// when it is a navigation controller (or a tab bar controller of
            /// them). Without a factory, the navigator shows only screens that
            /// make their own view controller (``ViewControllerScreen``).
            public convenience init(window: UIWindow, factory: @escaping Factory = { _, _ in nil }) {
                self.init(window: window, tabs: [], factory: factory)
            }

            /// Creates a navigator whose window shows a tab bar of `tabs`, each
            /// tab a navigation controller over the root view controller that
            /// `root` makes for it.
            ///
            /// ```swift
            /// enum AppTab: CaseIterable, Sendable { case home, orders }
            ///
            /// let navigator = UIKitNavigator(window: window, tabs: AppTab.allCases) { tab, navigator in
            ///     switch tab {
            ///     case .home: HomeViewController(navigator: navigator)
            ///     case .orders: OrdersViewController()
            ///     }
            /// } factory: { screen, navigator in
            ///     (screen as? OrderRoute).map { OrderViewController(id: $0.id) }
            /// }
            /// navigator.select(AppTab.orders)
            /// ```
            ///
            /// The tabs are the app's own values, as a ``Navigation``'s are: a
            /// route type whose presentation is `.push(in: AppTab.orders)` is
            /// pushed on the orders tab, and `.tab(AppTab.orders)` pops that tab
            /// to its root. Each tab's bar item is its root view controller's
            /// `tabBarItem` (its title, unless you set one). A tab's root view
            /// controller is its root view, not a screen: ``visibleStack`` on a
            /// tab lists the screens pushed over it, and popping stops there.
            ///
            /// - Parameters:
            ///   - window: The window whose root becomes the tab bar controller.
            ///   - tabs: The tabs, in order (duplicates dropped); at least one.
            ///   - selectedTab: The tab selected first; the first tab by default.
            ///   - root: Makes each tab's root view controller, given the navigator.
            ///   - factory: Makes each screen's view controller, given the navigator.
            public convenience init<Tab: Hashable & Sendable>(
                window: UIWindow, tabs: [Tab], selectedTab: Tab? = nil,
                root: @escaping @MainActor (Tab, UIKitNavigator) -> UIViewController,
                factory: @escaping Factory = { _, _ in nil }
            ) {
                var seen: Set<Tab> = []
                let unique = tabs.filter { seen.insert($0).inserted }
                precondition(!unique.isEmpty, "a UIKitNavigator with tabs needs at least one tab")
                self.init(window: window, tabs: unique, factory: factory)
                let tabBarController = UITabBarController()
                tabBarController.viewControllers = unique.map { tab in
                    let controller = root(tab, self)
                    let navigation = UINavigationController(rootViewController: controller)
                    navigation.tabBarItem = controller.tabBarItem
                    return navigation
                }
                tabBarController.selectedIndex = selectedTab.flatMap { unique.firstIndex(of: $0) } ?? 0
                self.tabBarController = tabBarController
                window.rootViewController = tabBarController
            }

            private init(window: UIWindow, tabs: [any Hashable & Sendable], factory: @escaping Factory) {
                self.window = window
                self.tabs = tabs
                self.makeViewController = factory
            }

            // MARK: - Finding where to show

            /// The view controller on top of everything: presented controllers
            /// first, then the visible child of navigation and tab bar controllers.
            public var topViewController: UIViewController? {
                var current = window?.rootViewController
                while let controller = current {
                    if let presented = controller.presentedViewController, !presented.isBeingDismissed {
                        current = presented
                    } else if let navigation = controller as? UINavigationController,
                        let top = navigation.topViewController
                    {
                        current = top
                    } else if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                        current = selected
                    } else {
                        return controller
                    }
                }
                return nil
            }

            /// The navigation controller whose stack the user sees, if any.
            public var visibleNavigationController: UINavigationController? {
                guard let top = topViewController else { return nil }
                return top as? UINavigationController ?? top.navigationController
            }

            /// The window's root view controller, then each controller presented
            /// over the one before, leaving out one being dismissed.
            private var levels: [UIViewController] {
                guard let root = window?.rootViewController else { return [] }
                var levels = [root]
                while let next = levels[levels.count - 1].presentedViewController, !next.isBeingDismissed {
                    levels.append(next)
                }
                return levels
            }

            /// The navigation controller a push onto `controller` goes to: itself,
            /// or the selected one of a tab bar controller; `nil` for any other.
            private func navigationController(in controller: UIViewController) -> UINavigationController? {
                var current = controller
                while true {
                    if let navigation = current as? UINavigationController { return navigation }
                    guard let tabBar = current as? UITabBarController, let selected = tabBar.selectedViewController
                    else { return nil }
                    current = selected
                }
            }

            /// Whether `navigation` is one of the tab bar's, whose first controller is the tab's root view.
            private func isTab(_ navigation: UINavigationController) -> Bool {
                tabBarController?.viewControllers?.contains { $0 === navigation } ?? false
            }

            /// Dismisses what is presented over `levels[level]`, if anything.
            private func dismiss(above level: Int, of levels: [UIViewController], animated: Bool) {
                guard level < levels.count - 1 else { return }
                levels[level].dismiss(animated: animated)
            }

            // MARK: - Navigator

            /// The screens of the visible navigation controller (on a tab, those
            /// pushed over its root), or the top view controller alone.
            public var visibleStack: [any Screen] {
                guard let navigation = visibleNavigationController else {
                    return topViewController.map { [screen(for: $0)] } ?? []
                }
                return UIKitPlacement.screens(of: navigation.viewControllers, onTab: isTab(navigation))
                    .map(screen(for:))
            }

            /// Pushes the screen's view controller on the top-most navigation
            /// controller, dismissing the alerts and sheets without navigation
            /// over it first (``dismissesSheetsToPush``).
            ///
            /// ```swift
            /// navigator.push(ProductRoute(id: 42), animated: true, allowsDuplicate: false)
            /// ```
            ///
            /// - Returns: Whether the screen was pushed. When it was not for a
            ///   reason other than a duplicate of the top screen (no
            ///   navigation controller, an alert it may not dismiss, no view
            ///   controller from the factory), ``takeFailure()`` says why.
            @discardableResult
            public func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
                push(screen, animated: animated, allowsDuplicate: allowsDuplicate) { _ in }
            }

            #if !os(tvOS)
                /// Pushes the screen's view controller, hiding the tab bar (the
                /// bottom bar) while it is on top, as FFRouterNavigation's push option does.
                ///
                /// ```swift
                /// navigator.push(ShopScreen.checkout, animated: true, allowsDuplicate: false, hidesBottomBarWhenPushed: true)
                /// ```
                ///
                /// - Returns: Whether the screen was pushed.
                @discardableResult
                public func push(
                    _ screen: any Screen, animated: Bool, allowsDuplicate: Bool, hidesBottomBarWhenPushed: Bool
                ) -> Bool {
                    push(screen, animated: animated, allowsDuplicate: allowsDuplicate) { controller in
                        controller.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
                    }
                }
            #endif

            /// Pushes the screen's view controller after `prepare` has set it up.
            ///
            /// ``UIKitPlacement/push(navigation:dismissesSheetsToPush:)`` decides
            /// where; the view controller is made before anything is dismissed,
            /// so a screen the factory cannot make leaves the alert up.
            private func push(
                _ screen: any Screen, animated: Bool, allowsDuplicate: Bool,
                prepare: (UIViewController) -> Void
            ) -> Bool {
                let levels = self.levels
                let plan = UIKitPlacement.push(
                    navigation: levels.map { navigationController(in: $0) != nil },
                    dismissesSheetsToPush: dismissesSheetsToPush)
                guard case .onto(let level) = plan, let navigation = navigationController(in: levels[level]) else {
                    if case .refused(let reason) = plan { record(reason) }
                    return false
                }
                if !allowsDuplicate, let top = navigation.topViewController,
                    self.screen(for: top).identity == screen.identity
                {
                    // The screen is there under the alert: uncovered, as StackNavigator does.
                    dismiss(above: level, of: levels, animated: animated)
                    return false
                }
                guard let controller = make(screen) else { return false }
                prepare(controller)
                dismiss(above: level, of: levels, animated: animated)
                navigation.pushViewController(controller, animated: animated)
                return true
            }

            /// Presents the screen's view controller on the top view controller
            /// in `style`, and calls `completion` once it is shown.
            ///
            /// ```swift
            /// navigator.present(ShopScreen.login, style: .fullScreenCover) { print("login is up") }
            /// ```
            ///
            /// A sheet uses UIKit's automatic style; a full-screen cover,
            /// `.fullScreen`; an alert (`UIAlertController`) keeps its own.
            /// With no view controller to present on, the screen becomes the
            /// window's root and `completion` is called at once; a screen with
            /// no view controller presents nothing, `completion` is not called,
            /// and ``takeFailure()`` says why.
            public func present(
                _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
                completion: (@MainActor () -> Void)?
            ) {
                guard let controller = make(screen) else { return }
                let shown = wrappedInNavigation ? UINavigationController(rootViewController: controller) : controller
                if !(shown is UIAlertController) {
                    shown.modalPresentationStyle = style == .fullScreenCover ? .fullScreen : .automatic
                }
                if let presenter = topViewController {
                    presenter.present(shown, animated: animated) { completion?() }
                } else {
                    window?.rootViewController = shown
                    completion?()
                }
            }

            /// Pops the visible navigation controller; a tab's root stays.
            @discardableResult
            public func pop(animated: Bool) -> Bool {
                visibleNavigationController?.popViewController(animated: animated) != nil
            }

            /// Pops the visible navigation controller to its root.
            @discardableResult
            public func popToRoot(animated: Bool) -> Bool {
                guard let popped = visibleNavigationController?.popToRootViewController(animated: animated) else {
                    return false
                }
                return !popped.isEmpty
            }

            /// Dismisses the top-most presented view controller.
            @discardableResult
            public func dismiss(animated: Bool) -> Bool {
                let levels = self.levels
                guard levels.count > 1 else { return false }
                dismiss(above: levels.count - 2, of: levels, animated: animated)
                return true
            }

            /// Replaces the top view controller of the visible navigation
            /// controller (pushes over a tab's root, which is not a screen).
            public func replaceTop(with screen: any Screen, animated: Bool) {
                guard let navigation = visibleNavigationController, let controller = make(screen) else { return }
                var controllers = navigation.viewControllers
                if controllers.count > (isTab(navigation) ? 1 : 0) {
                    controllers[controllers.count - 1] = controller
                } else {
                    controllers.append(controller)
                }
                navigation.setViewControllers(controllers, animated: animated)
            }

            /// Dismisses what is presented and sets the stack of the root
            /// navigation controller (on a tab, the screens over its root).
            ///
            /// A screen the factory makes no view controller for is left out,
            /// and ``takeFailure()`` says so.
            public func setStack(_ screens: [any Screen], animated: Bool) {
                let root = window?.rootViewController
                if root?.presentedViewController != nil { root?.dismiss(animated: false) }
                let controllers = screens.compactMap(make)
                let navigation = root.flatMap(navigationController(in:))
                if let navigation {
                    let tabRoot = isTab(navigation) ? Array(navigation.viewControllers.prefix(1)) : []
                    navigation.setViewControllers(tabRoot + controllers, animated: animated)
                } else if !controllers.isEmpty {
                    window?.rootViewController = UINavigationController(
                        rootViewController: controllers[0])
                    (window?.rootViewController as? UINavigationController)?.setViewControllers(
                        controllers, animated: false)
                }
            }

            /// Why something asked of the navigator was not shown since the
            /// last call, or `nil`; the call forgets it.
            ///
            /// ```swift
            /// navigator.push(UnknownScreen())   // false: the factory made no view controller
            /// navigator.takeFailure()           // "the factory made no view controller for \"UnknownScreen\" …"
            /// ```
            public func takeFailure() -> String? {
                defer { failure = nil }
                return failure
            }

            /// Keeps `reason` for ``takeFailure()``, unless an earlier one is kept.
            func record(_ reason: String) {
                if failure == nil { failure = reason }
            }

            // MARK: - Screens of view controllers

            /// The view controller of `screen`: the one it makes itself, or the
            /// factory's; `nil`, and the reason kept, when there is none.
            private func make(_ screen: any Screen) -> UIViewController? {
                let made: UIViewController?
                if let own = screen as? ViewControllerScreen {
                    made = own.makeViewController()
                } else {
                    made = makeViewController(screen, self)
                }
                guard let controller = made else {
                    record(UIKitPlacement.noViewController(for: screen))
                    return nil
                }
                screens = screens.filter { $0.value.controller.value != nil }
                screens[ObjectIdentifier(controller)] = (WeakController(controller), screen)
                advertise(screen, on: controller)
                return controller
            }

            /// The screen a view controller shows: the one it was made for, or
            /// one named after its class when the app made it some other way.
            private func screen(for controller: UIViewController) -> any Screen {
                if let entry = screens[ObjectIdentifier(controller)], entry.controller.value === controller {
                    return entry.screen
                }
                return ControllerScreen(identity: String(describing: type(of: controller)))
            }
        }
    }

    /// A navigator for UIKit apps; the same type as ``Elf/UIKitNavigator``.
    ///
    /// ```swift
    /// Elf.instance.navigator = UIKitNavigator(window: window) { screen in viewController(for: screen) }
    /// ```
    public typealias UIKitNavigator = Elf.UIKitNavigator

    /// A weak reference, so the navigator never keeps a dismissed screen alive.
    private struct WeakController {
        weak var value: UIViewController?
        init(_ value: UIViewController) { self.value = value }
    }

    /// The screen of a view controller the navigator did not make.
    private struct ControllerScreen: Screen {
        let identity: String
    }
#endif
