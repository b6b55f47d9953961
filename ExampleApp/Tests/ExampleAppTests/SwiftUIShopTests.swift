import Elf
import ElfTesting
import ExampleShop
import Foundation
import Testing

/// The logic of the SwiftUI shop (ShopTabsView), driven on Linux through its
/// navigation state: links land in the selected tab, tabs keep
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
        #expect(shop.navigation.visibleIdentities == identities)
        #expect(shop.navigation[.orders].visibleIdentities == [])
    }

    @Test func aSavedShopRestoresItsTabsAndScreens() async throws {
        let shop = ShopTabs()
        await shop.elf.handleURLAndWait("app://product/1", source: .internal)
        shop.navigation.selectedTab = .orders
        shop.navigation.setStack([ShopScreen.user(name: "limboy"), ShopScreen.alert(title: "Hi", message: "")])

        let data = shop.navigation.savedNavigation.data
        let restored = ShopTabs()
        let dropped = await restored.elf.restore(SavedNavigation(data: data), into: restored.navigation)
        #expect(dropped.isEmpty)
        #expect(restored.navigation.selectedTab == .orders)
        #expect(restored.navigation.visibleIdentities == ["user/limboy"], "the alert has no URL and is not saved")
        #expect(restored.navigation[.shop].visibleIdentities == ["products", "product/1"])
    }
}
