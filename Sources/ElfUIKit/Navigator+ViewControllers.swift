#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Elf.Navigator {
        /// Pushes the view controller `viewController` makes, as the screen
        /// `identity`: the one step from a handler to a view controller.
        ///
        /// ```swift
        /// func handle() {
        ///     navigator?.push("pin/\(id)") { PinViewController(pin: self.pin, id: self.id) }
        /// }
        /// ```
        ///
        /// The same as pushing a ``Elf/ViewControllerScreen``: the closure runs
        /// only when `UIKitNavigator` shows the screen, and a screen with the
        /// identity of the top one is not pushed again unless `allowsDuplicate`.
        ///
        /// - Returns: Whether the screen was pushed.
        @discardableResult
        public func push(
            _ identity: String, animated: Bool = true, allowsDuplicate: Bool = false,
            viewController: @escaping @MainActor () -> UIViewController
        ) -> Bool {
            Elf.appNavigates(on: self)
            return push(
                Elf.ViewControllerScreen(identity, make: viewController), animated: animated,
                allowsDuplicate: allowsDuplicate)
        }

        /// Presents the view controller `viewController` makes, as the screen
        /// `identity`: a sheet without navigation, animated, unless you say otherwise.
        ///
        /// ```swift
        /// navigator.present("unknown-link") {
        ///     let alert = UIAlertController(title: "Can't open this link", message: nil, preferredStyle: .alert)
        ///     alert.addAction(UIAlertAction(title: "OK", style: .default))
        ///     return alert
        /// }
        /// ```
        public func present(
            _ identity: String, style: Elf.PresentationStyle = .sheet, wrappedInNavigation: Bool = false,
            animated: Bool = true, viewController: @escaping @MainActor () -> UIViewController
        ) {
            Elf.appNavigates(on: self)
            present(
                Elf.ViewControllerScreen(identity, make: viewController), wrappedInNavigation: wrappedInNavigation,
                style: style, animated: animated, completion: nil)
        }
    }
#endif
