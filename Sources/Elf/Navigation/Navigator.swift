extension Elf {
    /// Shows screens: what a handler uses to push, present, pop and dismiss.
    ///
    /// The router hands its ``Elf/navigator`` to every handler, in ``Handler/receive(_:navigator:context:)``
    /// it creates; a handler made by hand for an internal push gets one passed
    /// in. Both paths then run the same `handle()`:
    ///
    /// ```swift
    /// final class ProductHandler: NavigatingHandler {
    ///     var navigator: (any Navigator)?
    ///     var id = 0
    ///     func convert(params: [String: String], queryParams: [String: String]) {
    ///         id = Int(params["id"] ?? "") ?? 0
    ///     }
    ///     func handle() {
    ///         navigator?.push(ShopScreen.product(id: id, model: nil))
    ///     }
    /// }
    /// ```
    ///
    /// Use ``StackNavigator`` in tests, on Linux and with SwiftUI; use
    /// `UIKitNavigator` in a UIKit app; or adopt the protocol for your own
    /// container.
    @MainActor
    public protocol Navigator: AnyObject, Sendable {
        /// The navigation stack the user sees: the top-most container's screens, root first.
        var visibleStack: [any Screen] { get }

        /// Pushes `screen` onto the visible navigation stack.
        ///
        /// - Parameters:
        ///   - screen: The screen to push.
        ///   - animated: Whether to animate the push.
        ///   - allowsDuplicate: When `false`, a screen whose ``Screen/identity``
        ///     equals the top screen's is not pushed again.
        /// - Returns: Whether the screen was pushed.
        @discardableResult
        func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool

        /// Presents `screen` modally, optionally inside a navigation container
        /// of its own (so the presented screen can push further screens).
        func present(_ screen: any Screen, wrappedInNavigation: Bool, animated: Bool)

        /// Presents `screen` modally in `style`, and calls `completion` once it is shown.
        ///
        /// A navigator that does not implement it presents with
        /// ``present(_:wrappedInNavigation:animated:)`` (ignoring the style)
        /// and calls `completion` right after.
        ///
        /// - Parameters:
        ///   - screen: The screen to present.
        ///   - wrappedInNavigation: Whether the screen gets a navigation container of its own.
        ///   - style: A sheet or a full-screen cover.
        ///   - animated: Whether to animate the presentation.
        ///   - completion: Called once the screen is shown.
        func present(
            _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
            completion: (@MainActor () -> Void)?)

        /// Pops the top screen of the visible stack; the root screen stays.
        ///
        /// - Returns: Whether a screen was popped.
        @discardableResult
        func pop(animated: Bool) -> Bool

        /// Pops every screen above the root of the visible stack.
        ///
        /// - Returns: Whether a screen was popped.
        @discardableResult
        func popToRoot(animated: Bool) -> Bool

        /// Dismisses the top-most presented container.
        ///
        /// - Returns: Whether something was dismissed.
        @discardableResult
        func dismiss(animated: Bool) -> Bool

        /// Replaces the top screen of the visible stack (pushes when the stack is empty).
        func replaceTop(with screen: any Screen, animated: Bool)

        /// Dismisses everything presented and replaces the root navigation
        /// stack, such as products → product 42 for a cold-start deep link, so
        /// Back leads somewhere sensible.
        func setStack(_ screens: [any Screen], animated: Bool)
    }
}

extension Elf.Navigator {
    /// The screen on top of the visible stack.
    public var topScreen: (any Screen)? { visibleStack.last }

    /// Pushes `screen` with animation, skipping it when it is already on top.
    ///
    /// ```swift
    /// navigator.push(ShopScreen.products)
    /// navigator.push(ShopScreen.products)   // false: already on top
    /// ```
    @discardableResult
    public func push(_ screen: any Screen) -> Bool {
        push(screen, animated: true, allowsDuplicate: false)
    }

    /// Pushes `screen` with animation; `allowsDuplicate` pushes it even when it is on top.
    @discardableResult
    public func push(_ screen: any Screen, allowsDuplicate: Bool) -> Bool {
        push(screen, animated: true, allowsDuplicate: allowsDuplicate)
    }

    /// Presents `screen` modally with animation, without a navigation container.
    ///
    /// ```swift
    /// navigator.present(ShopScreen.login)
    /// ```
    public func present(_ screen: any Screen) {
        present(screen, wrappedInNavigation: false, animated: true)
    }

    /// Presents `screen` modally with animation.
    public func present(_ screen: any Screen, wrappedInNavigation: Bool) {
        present(screen, wrappedInNavigation: wrappedInNavigation, animated: true)
    }

    /// Presents `screen` with ``present(_:wrappedInNavigation:animated:)``, then calls `completion`.
    public func present(
        _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        present(screen, wrappedInNavigation: wrappedInNavigation, animated: animated)
        completion?()
    }

    /// Presents `screen` with animation in `style`, and calls `completion` once it is shown.
    ///
    /// ```swift
    /// navigator.present(ShopScreen.login, style: .fullScreenCover) { print("login is up") }
    /// ```
    public func present(
        _ screen: any Screen, style: PresentationStyle, wrappedInNavigation: Bool = false,
        completion: (@MainActor () -> Void)? = nil
    ) {
        present(screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: true, completion: completion)
    }

    /// Pops the top screen with animation.
    @discardableResult
    public func pop() -> Bool { pop(animated: true) }

    /// Pops to the root screen with animation.
    @discardableResult
    public func popToRoot() -> Bool { popToRoot(animated: true) }

    /// Dismisses the top-most presented container with animation.
    @discardableResult
    public func dismiss() -> Bool { dismiss(animated: true) }

    /// Replaces the top screen with animation.
    public func replaceTop(with screen: any Screen) { replaceTop(with: screen, animated: true) }

    /// Replaces the visible stack without animation (as a cold start wants).
    ///
    /// ```swift
    /// navigator.setStack([ShopScreen.products, ShopScreen.product(id: 42, model: nil)])
    /// ```
    public func setStack(_ screens: [any Screen]) { setStack(screens, animated: false) }
}

/// Shows screens; the same type as ``Elf/Navigator``.
///
/// ```swift
/// let navigator: any Navigator = StackNavigator()
/// ```
public typealias Navigator = Elf.Navigator
