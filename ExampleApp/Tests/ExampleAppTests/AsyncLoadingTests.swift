import Elf
import Testing

@testable import ExampleShop

/// Links that load their product before navigating (`AsyncHandler`).
@MainActor
@Suite struct AsyncLoadingTests {
    @Test func productLinkPushesOnlyAfterTheLoadFinishes() async {
        let gate = LoadGate(held: [42])
        let catalog = Catalog()
        catalog.beforeLoading = { id in await gate.pass(id) }
        let shop = Shop(catalog: catalog)

        #expect(shop.elf.handleURL(url: "app://product/42"))
        let load = shop.elf.pendingNavigation
        while !gate.waitingIDs.contains(42) { await Task.yield() }
        #expect(shop.navigator.visibleIdentities.isEmpty)

        gate.open(42)
        await load?.value
        #expect(shop.navigator.visibleIdentities == ["products", "product/42"])
        guard case .product(_, let model?, _) = shop.navigator.topScreen as? ShopScreen else {
            Issue.record("expected a loaded product on top, got \(shop.navigator.stackDescription)")
            return
        }
        #expect(model == catalog.cachedProduct(id: 42))
    }

    @Test func staleLoadIsDroppedWhenANewerLinkArrives() async {
        let gate = LoadGate(held: [1])
        let catalog = Catalog()
        catalog.beforeLoading = { id in await gate.pass(id) }
        let shop = Shop(catalog: catalog)
        await shop.open("app://products")

        shop.elf.handleURL(url: "app://product/1")
        let staleLoad = shop.elf.pendingNavigation
        while !gate.waitingIDs.contains(1) { await Task.yield() }

        shop.elf.handleURL(url: "app://product/2")
        #expect(staleLoad?.isCancelled == true)
        await shop.elf.pendingNavigation?.value
        #expect(shop.navigator.visibleIdentities == ["products", "product/2"])

        gate.open(1)
        await staleLoad?.value
        #expect(shop.navigator.visibleIdentities == ["products", "product/2"])
        #expect(shop.log.entries.contains("product 1 loaded after a newer link arrived: not shown"))
        #expect(!shop.log.entries.contains { $0.contains("product/1") })
    }

    @Test func synchronousLinkAlsoCancelsAPendingLoad() async {
        let gate = LoadGate(held: [7])
        let catalog = Catalog()
        catalog.beforeLoading = { id in await gate.pass(id) }
        let shop = Shop(catalog: catalog)

        shop.elf.handleURL(url: "app://product/7")
        let staleLoad = shop.elf.pendingNavigation
        while !gate.waitingIDs.contains(7) { await Task.yield() }
        shop.elf.handleURL(url: "app://user/limboy")
        gate.open(7)
        await staleLoad?.value

        #expect(shop.navigator.visibleIdentities == ["products", "user/limboy"])
    }
}
