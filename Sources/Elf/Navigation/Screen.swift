extension Elf {
    /// A place in the app a navigator can show, described as a value.
    ///
    /// Screens are values, not views: a ``StackNavigator`` keeps them as they
    /// are (so a test can say "the stack is now products, product/42"), and a
    /// `UIKitNavigator` turns each into a view controller when it shows it.
    ///
    /// ```swift
    /// enum ShopScreen: Screen {
    ///     case products
    ///     case product(id: Int, model: Product?)
    ///
    ///     var identity: String {
    ///         switch self {
    ///         case .products: "products"
    ///         case .product(let id, _): "product/\(id)"
    ///         }
    ///     }
    /// }
    /// ```
    public protocol Screen {
        /// What makes two screens the same place, such as `"product/42"`.
        ///
        /// Navigators skip a push whose screen has the identity of the screen
        /// already on top (a double tap, a link opened twice) unless the caller
        /// asks for a duplicate. Models carried by the screen do not count.
        var identity: String { get }

        /// The URL that opens this screen again, for saving the navigation
        /// state (``StackNavigator/savedNavigation``), or `nil` when it has none.
        ///
        /// A ``Route`` value that is a screen has its URL; any other screen
        /// has none unless it says so:
        ///
        /// ```swift
        /// var restorationURL: String? {
        ///     switch self {
        ///     case .product(let id, _): "app://product/\(id)"
        ///     case .login: nil   // not worth restoring
        ///     }
        /// }
        /// ```
        var restorationURL: String? { get }
    }
}

extension Elf.Screen {
    /// No URL: a screen that does not say how to open it again is not saved.
    public var restorationURL: String? { nil }
}

/// A place in the app a navigator can show; the same type as ``Elf/Screen``.
///
/// If your app declares its own `Screen` type, yours wins; write `Elf.Screen` for this one.
///
/// ```swift
/// enum ShopScreen: Screen {
///     case products
///     var identity: String { "products" }
/// }
/// ```
public typealias Screen = Elf.Screen
