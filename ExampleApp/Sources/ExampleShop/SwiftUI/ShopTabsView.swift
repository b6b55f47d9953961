#if canImport(SwiftUI)
    import ElfSwiftUI
    import Foundation
    import SwiftUI

    /// The shop in SwiftUI, beside the UIKit scene: two tabs, each a
    /// `NavigationStack` bound to its stack in the shop's ``Navigation``,
    /// links from `onOpenURL` and universal links, and the navigation saved
    /// in the scene and restored at launch: all of it ``RouterView``.
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

        /// The shop with a fresh router and navigation.
        public init() {}

        /// The tabs.
        public var body: some View {
            RouterView(shop.elf, navigation: shop.navigation, saved: $saved, views: views) { tab in
                List(links(of: tab), id: \.self) { link in
                    Button(link) { shop.elf.handleURL(url: link, source: .internal) }
                }
            }
        }

        /// Each tab's links, handled as internal navigation.
        private func links(of tab: ShopTab) -> [String] {
            switch tab {
            case .shop: shop.catalog.allProducts.map { "app://product/\($0.id)" }
            case .orders: ["app://account/orders"]
            }
        }

        /// The view of every screen: its identity, for this example.
        private var views: ScreenViews {
            ScreenViews { screen in Text(screen.identity) }
        }
    }
#endif
