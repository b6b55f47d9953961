#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The shop's application delegate: gives every new scene a ``ShopSceneDelegate``.
    ///
    /// This library has no entry point. An Xcode app target that links
    /// ExampleShop adds one line of its own:
    ///
    /// ```swift
    /// import ExampleShop
    /// import UIKit
    ///
    /// @main
    /// final class AppDelegate: ShopAppDelegate {}
    /// ```
    ///
    /// The target's Info.plist needs three entries:
    /// - `UIApplicationSceneManifest` (an empty "Application Scene Manifest"
    ///   is enough: the scene configuration comes from this class);
    /// - `CFBundleURLTypes` with the URL scheme `app`, for `app://product/42`;
    /// - and, for universal links, the Associated Domains entitlement
    ///   `applinks:shop.example.com`, with an `apple-app-site-association`
    ///   file on that site.
    @MainActor
    open class ShopAppDelegate: UIResponder, UIApplicationDelegate {
        /// Configures each new scene with a ``ShopSceneDelegate``.
        open func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Shop", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = ShopSceneDelegate.self
            return configuration
        }
    }
#endif
