// watchOS has UIKit but no windows or navigation controllers.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Elf {
        /// A navigator for UIKit apps: pushes on the top-most navigation
        /// controller and presents on the top-most view controller of a window.
        ///
        /// You say how a screen becomes a view controller; the navigator finds
        /// where to show it (following presented controllers, navigation
        /// controllers and tab bar controllers from the window's root).
        ///
        /// ```swift
        /// let navigator = UIKitNavigator(window: window) { screen in
        ///     switch screen as? ShopScreen {
        ///     case .products: ProductListViewController()
        ///     case .product(let id, let model): ProductViewController(id: id, model: model)
        ///     case nil: nil
        ///     }
        /// }
        /// Elf.instance.navigator = navigator
        /// ```
        @MainActor
        public final class UIKitNavigator: Navigator {
            /// Makes the view controller for a screen, or `nil` when it has none.
            public typealias ViewControllerFactory = @MainActor (any Screen) -> UIViewController?

            private weak var window: UIWindow?
            private let makeViewController: ViewControllerFactory
            /// The screens of the view controllers this navigator made, so
            /// ``visibleStack`` and duplicate checks can read their identities.
            private var screens: [ObjectIdentifier: (controller: WeakController, screen: any Screen)] = [:]

            /// Creates a navigator that shows screens in `window`.
            public init(window: UIWindow, makeViewController: @escaping ViewControllerFactory) {
                self.window = window
                self.makeViewController = makeViewController
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

            /// The top-most presented controller and its presenter, if something is presented.
            private var topPresented: UIViewController? {
                var current = window?.rootViewController?.presentedViewController
                while let next = current?.presentedViewController, !next.isBeingDismissed { current = next }
                return current
            }

            // MARK: - Navigator

            /// The screens of the visible navigation controller, or the top view controller alone.
            public var visibleStack: [any Screen] {
                let controllers = visibleNavigationController?.viewControllers ?? topViewController.map { [$0] } ?? []
                return controllers.map(screen(for:))
            }

            /// Pushes the screen's view controller on the visible navigation controller.
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
            private func push(
                _ screen: any Screen, animated: Bool, allowsDuplicate: Bool,
                prepare: (UIViewController) -> Void
            ) -> Bool {
                guard let navigation = visibleNavigationController else { return false }
                if !allowsDuplicate, let top = navigation.topViewController,
                    self.screen(for: top).identity == screen.identity
                {
                    return false
                }
                guard let controller = make(screen) else { return false }
                prepare(controller)
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
            /// `.fullScreen`. With no view controller to present on, the
            /// screen becomes the window's root and `completion` is called at
            /// once; a screen with no view controller presents nothing and
            /// `completion` is not called.
            public func present(
                _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
                completion: (@MainActor () -> Void)?
            ) {
                guard let controller = make(screen) else { return }
                let shown = wrappedInNavigation ? UINavigationController(rootViewController: controller) : controller
                shown.modalPresentationStyle = style == .fullScreenCover ? .fullScreen : .automatic
                if let presenter = topViewController {
                    presenter.present(shown, animated: animated) { completion?() }
                } else {
                    window?.rootViewController = shown
                    completion?()
                }
            }

            /// Pops the visible navigation controller.
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
                guard let presented = topPresented, let presenter = presented.presentingViewController else {
                    return false
                }
                presenter.dismiss(animated: animated)
                return true
            }

            /// Replaces the top view controller of the visible navigation controller.
            public func replaceTop(with screen: any Screen, animated: Bool) {
                guard let navigation = visibleNavigationController, let controller = make(screen) else { return }
                var controllers = navigation.viewControllers
                if controllers.isEmpty {
                    controllers = [controller]
                } else {
                    controllers[controllers.count - 1] = controller
                }
                navigation.setViewControllers(controllers, animated: animated)
            }

            /// Dismisses what is presented and sets the root navigation controller's stack.
            public func setStack(_ screens: [any Screen], animated: Bool) {
                let root = window?.rootViewController
                if root?.presentedViewController != nil { root?.dismiss(animated: false) }
                let controllers = screens.compactMap(make)
                let navigation =
                    root as? UINavigationController
                    ?? (root as? UITabBarController)?.selectedViewController as? UINavigationController
                if let navigation {
                    navigation.setViewControllers(controllers, animated: animated)
                } else if !controllers.isEmpty {
                    window?.rootViewController = UINavigationController(
                        rootViewController: controllers[0])
                    (window?.rootViewController as? UINavigationController)?.setViewControllers(
                        controllers, animated: false)
                }
            }

            // MARK: - Screens of view controllers

            private func make(_ screen: any Screen) -> UIViewController? {
                guard let controller = makeViewController(screen) else { return nil }
                screens = screens.filter { $0.value.controller.value != nil }
                screens[ObjectIdentifier(controller)] = (WeakController(controller), screen)
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
