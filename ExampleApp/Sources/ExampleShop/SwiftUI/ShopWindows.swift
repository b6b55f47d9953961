// Windows opened for values exist on iOS, iPadOS, macOS and visionOS, not tvOS or watchOS.
#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
    import ElfSwiftUI
    import Foundation
    import SwiftUI

    /// The shop with a window per link, where the platform opens windows.
    ///
    /// iPad, Mac and visionOS: one router, and in each window its own
    /// ``Navigation``, saved state and `RouterView`. A route presented as
    /// `Presentation.window` opens a window keyed by its ``WindowLink``; the
    /// first window has none.
    ///
    /// ```swift
    /// @main struct ShopApp: App {
    ///     var body: some Scene { ShopWindows() }
    /// }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public struct ShopWindows: Scene {
        @State private var shop = ShopTabs()

        /// The shop with a fresh router, shared by its windows.
        public init() {}

        /// A window group keyed by the link each window was opened for.
        public var body: some Scene {
            WindowGroup(for: WindowLink.self) { $link in
                ShopWindow(elf: shop.elf, link: link)
            }
        }
    }

    /// One window of the shop: its navigation, its saved state, and the link it was opened for.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct ShopWindow: View {
        let elf: Elf
        let link: WindowLink?
        @State private var navigation = Navigation(tabs: ShopTab.allCases)
        @SceneStorage("navigation") private var saved = Data()

        var body: some View {
            RouterView(elf, navigation: navigation, saved: $saved, window: link) { tab in
                Text(tab.rawValue)
            }
        }
    }
#endif
