import Elf
import ExampleShop
import Foundation
import Testing

/// Issue 17: the logic of the SwiftUI shop (ShopTabsView), driven on Linux
/// through its tab navigator: links land in the selected tab, tabs keep
/// their stacks, and the whole state survives a save and a restore.
@MainActor
@Suite struct SwiftUIShopTests {
    @Test(arguments: [
        (links: ["app://product/1"], identities: ["products", "product/1"]),
        (links: ["app://products", "app://product/2"], identities: ["products", "product/2"]),
    ])
    func linksLandInTheSelectedTab(links: [String], identities: [String]) async {
        let shop = ShopTabs()
        for link in links { await shop.elf.handleURLAndWait(link, source: .internal) }
        #expect(shop.tabs.visibleIdentities == identities)
        #expect(shop.tabs.navigator(for: "orders")?.visibleIdentities == [])
    }

    @Test func aSavedShopRestoresItsTabsAndScreens() async throws {
        let shop = ShopTabs()
        await shop.elf.handleURLAndWait("app://product/1", source: .internal)
        shop.tabs.select("orders")
        shop.tabs.setStack([ShopScreen.user(name: "limboy"), ShopScreen.alert(title: "Hi", message: "")])

        let data = shop.tabs.savedNavigation.data
        let restored = ShopTabs()
        let dropped = await restored.elf.restore(SavedNavigation(data: data), into: restored.tabs)
        #expect(dropped.isEmpty)
        #expect(restored.tabs.selectedTab == "orders")
        #expect(restored.tabs.visibleIdentities == ["user/limboy"], "the alert has no URL and is not saved")
        #expect(restored.tabs.navigator(for: "shop")?.visibleIdentities == ["products", "product/1"])
    }
}
