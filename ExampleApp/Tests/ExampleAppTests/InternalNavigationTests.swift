import Elf
import ElfTesting
import Testing

@testable import ExampleShop

/// Opening a product from the list (with its model) and from a link run the same code path.
@MainActor
@Suite struct InternalNavigationTests {
    @Test(arguments: [1, 3, 42])
    func listTapMakesTheSameCallsAsTheLink(id: Int) async throws {
        let shop = Shop()
        let product = try #require(shop.catalog.cachedProduct(id: id))

        let internalNavigator = RecordingNavigator(root: [ShopScreen.products])
        ProductHandler(model: product, navigator: internalNavigator).handle()

        let linkNavigator = RecordingNavigator(root: [ShopScreen.products])
        shop.elf.navigator = linkNavigator
        await shop.open("app://product/\(id)")

        #expect(internalNavigator.events == [.push(identity: "product/\(id)", animated: true)])
        #expect(linkNavigator.events == internalNavigator.events)
        #expect(linkNavigator.stackDescription == internalNavigator.stackDescription)
        #expect(model(on: internalNavigator) == product)
        #expect(model(on: linkNavigator) == product)
    }

    @Test func listTapOnTheShopEqualsTheLinkOnAnotherShop() async {
        let tapped = Shop()
        await tapped.open("app://products")
        tapped.tapProduct(id: 3)

        let linked = Shop()
        await linked.open("app://products")
        await linked.open("app://product/3")

        #expect(tapped.navigator.stackDescription == linked.navigator.stackDescription)
        #expect(tapped.navigator.visibleIdentities == ["products", "product/3"])
    }

    @Test func listTapOnAnEmptyStackIsAColdStartToo() {
        let navigator = RecordingNavigator()
        ProductHandler(model: Catalog.sampleProducts[0], navigator: navigator).handle()
        #expect(navigator.events == [.setStack(identities: ["products", "product/1"])])
    }

    @Test func likeUpdatesTheScreenAndCallsBackToTheList() async {
        let shop = Shop()
        await shop.open("app://products")
        shop.tapProduct(id: 3)
        shop.likeVisibleProduct()
        shop.likeVisibleProduct()

        #expect(shop.catalog.cachedProduct(id: 3)?.likes == 2)
        #expect(shop.navigator.visibleIdentities == ["products", "product/3"])
        #expect(model(on: shop.navigator)?.likes == 2)
        #expect(shop.log.entries.last == "onModelUpdate: the list now shows Lamp with 2 likes")
    }

    @Test func likeOnAProductOpenedByLinkHasNoListToTell() async {
        let shop = Shop()
        await shop.open("app://product/3")
        shop.likeVisibleProduct()

        #expect(model(on: shop.navigator)?.likes == 1)
        #expect(shop.catalog.cachedProduct(id: 3)?.likes == 0)
    }

    private func model(on navigator: any Navigator) -> Product? {
        guard case .product(_, let model, _) = navigator.topScreen as? ShopScreen else { return nil }
        return model
    }
}
