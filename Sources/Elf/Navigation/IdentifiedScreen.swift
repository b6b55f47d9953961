extension Elf {
    /// A screen in a SwiftUI path: equal to another exactly when their
    /// screens' identities are equal.
    ///
    /// ``StackNavigator/path`` holds route values as they are and wraps every
    /// other screen in one of these, so a path is `Hashable` whatever the
    /// screens carry (models, closures). Two of them are equal when their
    /// ``Screen/identity`` values are, even when they come from different
    /// navigators.
    ///
    /// ```swift
    /// let element = IdentifiedScreen(ShopScreen.product(id: 42, model: nil))
    /// element == IdentifiedScreen(ShopScreen.product(id: 42, model: product))   // true
    /// element.identity                                                         // "product/42"
    /// ```
    ///
    /// In SwiftUI, give the wrapped screens their views with
    /// `.navigationDestination(for: IdentifiedScreen.self) { element in … }`.
    public struct IdentifiedScreen: Hashable, CustomStringConvertible {
        /// The screen, with whatever it carries.
        public let screen: any Screen

        /// Wraps `screen`.
        public init(_ screen: any Screen) {
            self.screen = screen
        }

        /// The screen's ``Screen/identity``: what makes two of them equal.
        public var identity: String { screen.identity }

        /// The identity.
        public var description: String { loggableText(identity, quoted: false) }

        /// Whether the two screens have the same identity.
        public static func == (lhs: IdentifiedScreen, rhs: IdentifiedScreen) -> Bool {
            lhs.identity == rhs.identity
        }

        /// Hashes the identity.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(identity)
        }
    }
}

/// A screen in a SwiftUI path; the same type as ``Elf/IdentifiedScreen``.
///
/// ```swift
/// IdentifiedScreen(ShopScreen.products).identity   // "products"
/// ```
public typealias IdentifiedScreen = Elf.IdentifiedScreen
