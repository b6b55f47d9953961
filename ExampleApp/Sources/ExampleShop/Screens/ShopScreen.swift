import Elf

/// Every place in the shop a navigator can show.
///
/// Screens are values: the command-line shop keeps them in a
/// `StackNavigator`, and the iOS app turns each into a view controller.
///
/// ```swift
/// ShopScreen.product(id: 42, model: nil).identity   // "product/42"
/// ```
public enum ShopScreen: Screen {
    /// The product list, the root of the shop.
    case products
    /// A product's detail; `model` is there when the list opened it, and
    /// `onModelUpdate` tells the list about changes such as a like.
    case product(id: Int, model: Product?, onModelUpdate: ((Product) -> Void)? = nil)
    /// A user's profile.
    case user(name: String)
    /// The users a user follows.
    case following(name: String)
    /// The share sheet for a product, with the image and caption passed along, if any.
    case share(productID: Int, payload: SharePayload?)
    /// An alert with a title and a message.
    case alert(title: String, message: String)
    /// The login form.
    case login
    /// The logged-in user's orders.
    case orders

    /// What makes two screens the same place, such as `"product/42"`.
    public var identity: String {
        switch self {
        case .products: "products"
        case .product(let id, _, _): "product/\(id)"
        case .user(let name): "user/\(name)"
        case .following(let name): "user/\(name)/following"
        case .share(let productID, _): "share/product/\(productID)"
        case .alert(let title, _): "alert: \(title)"
        case .login: "login"
        case .orders: "orders"
        }
    }

    /// The URL that opens the screen again, for saving navigation state;
    /// screens that only make sense right after an action (an alert, the
    /// login, a share sheet) are not restored.
    public var restorationURL: String? {
        switch self {
        case .products: "app://products"
        case .product(let id, _, _): "app://product/\(id)"
        case .user(let name): "app://user/\(name)"
        case .following(let name): "app://user/\(name)/following"
        case .orders: "app://account/orders"
        case .share, .alert, .login: nil
        }
    }
}
