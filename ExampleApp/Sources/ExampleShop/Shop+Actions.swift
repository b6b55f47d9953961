import Elf
import ElfMigration  // value(for:as:), for previews

extension Shop {
    /// Taps a product in the list: internal navigation with the model the list already has.
    ///
    /// It runs ``ProductHandler/handle()`` just as `app://product/<id>`
    /// does, and passes a callback that updates the list when the product
    /// screen changes the model.
    public func tapProduct(id: Int) {
        guard let product = catalog.cachedProduct(id: id) else {
            log.record("the list has no product \(id)")
            return
        }
        log.record("tapped \(product.name) in the list: ProductHandler(model:navigator:) with onModelUpdate")
        let handler = ProductHandler(model: product, navigator: navigator, log: log) { [catalog, log] updated in
            catalog.update(updated)
            log.record("onModelUpdate: the list now shows \(updated.name) with \(updated.likesText)")
        }
        handler.handle()
    }

    /// Taps Like on the product screen on top: updates its model and tells whoever opened it.
    public func likeVisibleProduct() {
        guard case .product(let id, let model?, let onModelUpdate) = navigator.topScreen as? ShopScreen else {
            log.record("no loaded product on top to like")
            return
        }
        let liked = model.liked()
        navigator.replaceTop(with: ShopScreen.product(id: id, model: liked, onModelUpdate: onModelUpdate))
        log.record("liked \(liked.name): \(liked.likesText) on product/\(id)")
        onModelUpdate?(liked)
    }

    /// Makes the screen `url` would show, without showing it, as a preview would.
    public func preview(_ url: String) -> ShopScreen? {
        let screen = elf.value(for: url, as: ShopScreen.self)
        if let screen {
            log.record("value(for:as:) made \(screen.identity) without navigating")
        } else {
            log.record("value(for:as:) made nothing for \(url)")
        }
        return screen
    }

    /// Logs `user` in, closes the login screen, and opens the link that asked for the login.
    public func logIn(as user: String) async {
        let loginWasShown = navigator.topScreen?.identity == ShopScreen.login.identity
        let link = session.completeLogIn(as: user, navigator: navigator)
        log.record("logged in as \(user)" + (loginWasShown ? " and dismissed login" : ""))
        if let link {
            log.record("continuing to \(link.url)")
            await open(link.url, source: link.source)
        }
    }
}
