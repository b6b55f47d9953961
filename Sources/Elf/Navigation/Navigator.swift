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
    /// `UIKitNavigator` (ElfUIKit) in a UIKit app; or adopt the protocol for your own
    /// container.
    ///
    /// ### Presenting: one method to implement, one to call
    ///
    /// A navigator implements one requirement,
    /// ``present(_:wrappedInNavigation:style:animated:completion:)``, which
    /// takes every parameter, since a protocol requirement cannot have
    /// defaults. App code calls one method,
    /// ``present(_:style:wrappedInNavigation:animated:completion:)``, whose
    /// parameters all have defaults (a sheet, no navigation container,
    /// animated, no completion) and which calls the requirement:
    ///
    /// ```swift
    /// navigator.present(ShopScreen.login)
    /// navigator.present(ShopScreen.login, wrappedInNavigation: true)
    /// navigator.present(ShopScreen.login, style: .fullScreenCover) { print("login is up") }
    /// ```
    ///
    /// The two differ in the order of their labels (`style:` comes first in
    /// the one you call), so neither can stand in for the other: the
    /// defaulted method is never taken as a navigator's implementation of the
    /// requirement (which would call itself), and a navigator that implements
    /// only the defaulted form does not conform. There are no other
    /// `present` overloads.
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

        /// Presents `screen` modally in `style`, optionally inside a navigation
        /// container of its own (so the presented screen can push further
        /// screens), and calls `completion` once it is shown.
        ///
        /// The one presentation a navigator implements. Callers write
        /// ``present(_:style:wrappedInNavigation:animated:completion:)``,
        /// whose parameters have defaults.
        ///
        /// ```swift
        /// func present(
        ///     _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
        ///     completion: (@MainActor () -> Void)?
        /// ) {
        ///     stack.present(screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: animated,
        ///                   completion: completion)
        /// }
        /// ```
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

        /// Why something asked of the navigator since the last call was not
        /// shown, or `nil` when everything was; the call forgets it.
        ///
        /// Handling asks after a handler's `handle()` (and after a closure
        /// route's closure): a failure makes ``Elf/handleURL(url:context:source:)``
        /// return `false`, and the miss handler hears a
        /// ``Elf/RouteMiss/Reason/notShown(_:)`` miss with this text. A
        /// navigator records what it could not show (a view controller its
        /// factory did not make, a push a sheet refused), not what it skipped
        /// on purpose (a duplicate of the top screen) or a pop with nothing
        /// to pop. The default records nothing and answers `nil`.
        ///
        /// ```swift
        /// navigator.dismissesSheetsToPush = false
        /// navigator.present(AlertScreen())
        /// navigator.push(ProductRoute(id: 42))   // false
        /// navigator.takeFailure()                 // "a sheet or cover without navigation covers the stack, …"
        /// navigator.takeFailure()                 // nil: already taken
        /// ```
        func takeFailure() -> String?
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
        Elf.appNavigates(on: self)
        return push(screen, animated: true, allowsDuplicate: false)
    }

    /// Pushes `screen` with animation; `allowsDuplicate` pushes it even when it is on top.
    @discardableResult
    public func push(_ screen: any Screen, allowsDuplicate: Bool) -> Bool {
        Elf.appNavigates(on: self)
        return push(screen, animated: true, allowsDuplicate: allowsDuplicate)
    }

    /// Presents `screen` modally: a sheet without a navigation container,
    /// animated, unless you say otherwise.
    ///
    /// ```swift
    /// navigator.present(ShopScreen.login)                              // a sheet
    /// navigator.present(ShopScreen.login, wrappedInNavigation: true)   // a sheet that can push
    /// navigator.present(ShopScreen.login, style: .fullScreenCover) { print("login is up") }
    /// navigator.present(ShopScreen.login, animated: false)
    /// ```
    ///
    /// The method app code calls; it calls the navigator's
    /// ``present(_:wrappedInNavigation:style:animated:completion:)``
    /// requirement with every parameter.
    ///
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - style: A sheet (the default) or a full-screen cover.
    ///   - wrappedInNavigation: Whether the screen gets a navigation container
    ///     of its own, so it can push further screens; `false` by default.
    ///   - animated: Whether to animate the presentation; `true` by default.
    ///   - completion: Called once the screen is shown; none by default.
    public func present(
        _ screen: any Screen, style: PresentationStyle = .sheet, wrappedInNavigation: Bool = false,
        animated: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        Elf.appNavigates(on: self)
        present(
            screen, wrappedInNavigation: wrappedInNavigation, style: style, animated: animated, completion: completion)
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
    public func replaceTop(with screen: any Screen) {
        Elf.appNavigates(on: self)
        replaceTop(with: screen, animated: true)
    }

    /// Records nothing: a navigator that does not say why it showed nothing
    /// is taken at its word.
    ///
    /// ```swift
    /// final class LogNavigator: Navigator { … }   // no takeFailure(): handling sees no failure
    /// ```
    public func takeFailure() -> String? { nil }

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
