#if canImport(SwiftUI)
    import Elf
    import Foundation
    import SwiftUI

    /// The shop in SwiftUI, beside the UIKit scene: two tabs, each a
    /// `NavigationStack` bound to its tab's navigator (``NavigationHost``),
    /// links from `onOpenURL` and universal links, and the navigation saved
    /// in the scene and restored at launch.
    ///
    /// ```swift
    /// @main struct ShopApp: App {
    ///     var body: some Scene { WindowGroup { ShopTabsView() } }
    /// }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public struct ShopTabsView: View {
        @State private var shop = ShopTabs()
        @SceneStorage("navigation") private var saved = Data()

        /// The shop with a fresh router and navigator.
        public init() {}

        /// The tabs.
        public var body: some View {
            TabView(selection: Bindable(shop.tabs).selectedTab) {
                ForEach(shop.tabs.tabs) { tab in
                    NavigationHost(tab.navigator, views: views) {
                        home(of: tab)
                    }
                    .tabItem { Text(tab.name.capitalized) }
                    .tag(tab.name)
                }
            }
            .handlesLinks(with: shop.elf)
            .task { await shop.elf.restore(SavedNavigation(data: saved), into: shop.tabs) }
            .onChange(of: shop.tabs.savedNavigation) { _, state in saved = state.data }
        }

        /// Each tab's root view: a list of links, handled as internal navigation.
        private func home(of tab: TabNavigator.Tab) -> some View {
            let links =
                tab.name == "shop"
                ? shop.catalog.allProducts.map { "app://product/\($0.id)" } : ["app://account/orders"]
            return List(links, id: \.self) { link in
                Button(link) { shop.elf.handleURL(url: link, source: .internal) }
            }
        }

        /// The view of every screen: its identity, for this example.
        private var views: ScreenViews {
            ScreenViews { screen in Text(screen.identity) }
        }
    }
#endif
