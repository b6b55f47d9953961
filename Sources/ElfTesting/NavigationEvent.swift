#if !COCOAPODS
    import Elf
#endif

extension Elf {
    /// One call a ``RecordingNavigator`` received, described by screen identities.
    ///
    /// Compare a navigator's ``RecordingNavigator/events`` with the calls a
    /// handler should make:
    ///
    /// ```swift
    /// let navigator = RecordingNavigator()
    /// elf.navigator = navigator
    /// elf.handleURL(url: "app://product/42")
    /// elf.handleURL(url: "app://product/42")
    /// navigator.events   // [.push(identity: "product/42", animated: true), .skippedDuplicate(identity: "product/42")]
    /// ```
    public enum NavigationEvent: Equatable, Sendable, CustomStringConvertible {
        /// A screen was pushed onto the visible stack.
        ///
        /// ```swift
        /// navigator.push(ShopScreen.products)   // .push(identity: "products", animated: true)
        /// ```
        case push(identity: String, animated: Bool)

        /// A push was skipped because a screen of the same identity was already on top.
        ///
        /// ```swift
        /// navigator.push(ShopScreen.products)
        /// navigator.push(ShopScreen.products)   // .skippedDuplicate(identity: "products")
        /// ```
        case skippedDuplicate(identity: String)

        /// A push failed because the top-most container was presented without navigation.
        ///
        /// ```swift
        /// navigator.present(ShopScreen.login)
        /// navigator.push(ShopScreen.products)   // .pushRejected(identity: "products")
        /// ```
        case pushRejected(identity: String)

        /// A screen was presented modally.
        ///
        /// ```swift
        /// navigator.present(ShopScreen.login, wrappedInNavigation: true)
        /// // .present(identity: "login", wrappedInNavigation: true, animated: true)
        /// ```
        case present(identity: String, wrappedInNavigation: Bool, animated: Bool)

        /// `pop(animated:)` was called, whether or not there was a screen to pop.
        ///
        /// ```swift
        /// navigator.pop()   // .pop
        /// ```
        case pop

        /// `popToRoot(animated:)` was called, whether or not there was a screen to pop.
        ///
        /// ```swift
        /// navigator.popToRoot()   // .popToRoot
        /// ```
        case popToRoot

        /// `dismiss(animated:)` was called, whether or not something was presented.
        ///
        /// ```swift
        /// navigator.dismiss()   // .dismiss
        /// ```
        case dismiss

        /// The top screen of the visible stack was replaced (or, on an empty stack, pushed).
        ///
        /// ```swift
        /// navigator.replaceTop(with: ShopScreen.cart)   // .replaceTop(identity: "cart")
        /// ```
        case replaceTop(identity: String)

        /// Everything presented was dismissed and the root stack replaced.
        ///
        /// ```swift
        /// navigator.setStack([ShopScreen.products, ShopScreen.product(id: 42, model: nil)])
        /// // .setStack(identities: ["products", "product/42"])
        /// ```
        case setStack(identities: [String])

        /// A short phrase, such as `push product/42` or `present login in navigation`.
        ///
        /// ```swift
        /// print(NavigationEvent.push(identity: "product/42", animated: false))
        /// // push product/42 without animation
        /// ```
        public var description: String {
            switch self {
            case .push(let identity, let animated):
                "push \(Self.shown(identity))\(animated ? "" : " without animation")"
            case .skippedDuplicate(let identity):
                "skip duplicate \(Self.shown(identity))"
            case .pushRejected(let identity):
                "reject push of \(Self.shown(identity)) (no navigation container)"
            case .present(let identity, let wrappedInNavigation, let animated):
                "present \(Self.shown(identity))\(wrappedInNavigation ? " in navigation" : "")\(animated ? "" : " without animation")"
            case .pop:
                "pop"
            case .popToRoot:
                "pop to root"
            case .dismiss:
                "dismiss"
            case .replaceTop(let identity):
                "replace top with \(Self.shown(identity))"
            case .setStack(let identities):
                "set stack [\(identities.map(Self.shown).joined(separator: ", "))]"
            }
        }

        /// An identity as descriptions show it: unquoted, escaped and cut (a
        /// screen's identity may carry a link's values).
        private static func shown(_ identity: String) -> String {
            Elf.loggableText(identity, quoted: false)
        }
    }
}

/// One call a recording navigator received; the same type as ``Elf/NavigationEvent``.
///
/// ```swift
/// #expect(navigator.events == [NavigationEvent.push(identity: "products", animated: true)])
/// ```
public typealias NavigationEvent = Elf.NavigationEvent
