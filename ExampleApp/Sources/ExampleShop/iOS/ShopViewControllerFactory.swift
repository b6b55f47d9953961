#if canImport(UIKit) && !os(watchOS)
    import Elf
    import UIKit

    /// Makes the view controller for each ``ShopScreen``: what a `UIKitNavigator` shows.
    ///
    /// ```swift
    /// let factory = ShopViewControllerFactory(elf: elf, catalog: catalog, session: session, log: log)
    /// let navigator = UIKitNavigator(window: window) { screen, navigator in
    ///     factory.makeViewController(for: screen, navigator: navigator)
    /// }
    /// ```
    ///
    /// The navigator comes with each call, so the factory needs no
    /// reference to it set up after the navigator exists.
    @MainActor
    public final class ShopViewControllerFactory {
        private let elf: Elf
        private let catalog: Catalog
        private let session: Session
        private let log: ShopLog

        /// Creates a factory whose screens use the given parts of the shop.
        public init(elf: Elf, catalog: Catalog, session: Session, log: ShopLog) {
            self.elf = elf
            self.catalog = catalog
            self.session = session
            self.log = log
        }

        /// The view controller for `screen`, shown by `navigator`, or `nil` when it is not a ``ShopScreen``.
        public func makeViewController(for screen: any Screen, navigator: any Navigator) -> UIViewController? {
            guard let screen = screen as? ShopScreen else { return nil }
            switch screen {
            case .products:
                return ProductListViewController(catalog: catalog, navigator: navigator, log: log)
            case .product(let id, let model, let onModelUpdate):
                return ProductViewController(id: id, model: model, onModelUpdate: onModelUpdate)
            case .user(let name):
                return MessageViewController(title: name, message: "The profile of \(name).")
            case .following(let name):
                return MessageViewController(title: "Following", message: "The people \(name) follows.")
            case .share(let productID, let payload):
                let message =
                    payload.map { "Product \(productID), with \($0.imageName): \($0.caption)" }
                    ?? "A link to product \(productID)."
                return MessageViewController(title: "Share", message: message)
            case .alert(let title, let message):
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                return alert
            case .login:
                return LoginViewController { [weak self, weak navigator] user in
                    guard let navigator else { return }
                    self?.logIn(as: user, navigator: navigator)
                }
            case .orders:
                return MessageViewController(title: "Orders", message: "Your orders.")
            }
        }

        /// Finishes a login and opens the link that asked for it.
        private func logIn(as user: String, navigator: any Navigator) {
            guard let link = session.completeLogIn(as: user, navigator: navigator) else { return }
            elf.handleURL(url: link.url, source: link.source)
        }
    }
#endif
