#if canImport(UIKit) && !os(watchOS)
    import ElfUIKit
    import UIKit

    /// The shop's scene: a window with a navigation controller, the shop's
    /// routes on a router of its own, and a `UIKitNavigator` that turns
    /// each ``ShopScreen`` into a view controller.
    ///
    /// It opens custom-scheme links (`app://product/42`) in
    /// `scene(_:openURLContexts:)` and universal links
    /// (`https://shop.example.com/product/42`) in `scene(_:continue:)`, and
    /// both kinds when they launched the app. Both reach the same routes,
    /// through the shop's entry points (``ShopRoutes/entryPoints``).
    /// ``ShopAppDelegate`` installs it.
    @MainActor
    public final class ShopSceneDelegate: UIResponder, UIWindowSceneDelegate {
        /// The scene's window.
        public var window: UIWindow?
        /// The scene's router.
        public let elf = Elf()
        /// The products.
        public let catalog = Catalog()
        /// Who is logged in.
        public let shopSession = Session()
        /// The switches links can flip.
        public let settings = Settings()
        /// What happened; each entry is also printed to the console.
        public let log = ShopLog()

        private var navigator: UIKitNavigator?
        private var factory: ShopViewControllerFactory?

        /// Sets up the window, the router and the navigator, then opens the
        /// links that launched the app, or shows the product list.
        public func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController()

            let factory = ShopViewControllerFactory(elf: elf, catalog: catalog, session: shopSession, log: log)
            let navigator = UIKitNavigator(window: window) { screen, navigator in
                factory.makeViewController(for: screen, navigator: navigator)
            }
            do {
                try ShopRoutes.register(in: elf, catalog: catalog, session: shopSession, settings: settings, log: log)
            } catch {
                assertionFailure("invalid shop route: \(error)")
            }
            elf.navigator = navigator
            elf.missHandler = { [log] miss in log.record("not found: \(miss)") }
            log.onRecord = { entry in print("shop: \(entry)") }

            self.window = window
            self.navigator = navigator
            self.factory = factory
            window.makeKeyAndVisible()

            // A link that launched the app builds its own stack (products →
            // product/42), so only show the bare list when no link was handled.
            let launchURLs =
                connectionOptions.urlContexts.map { ($0.url.absoluteString, LinkSource.customScheme) }
                + connectionOptions.userActivities.compactMap { Self.webURL(of: $0) }.map { ($0, .universalLink) }
            var handledLaunchURL = false
            for (url, source) in launchURLs {
                if elf.handleURL(url: url, source: source) { handledLaunchURL = true }
            }
            if !handledLaunchURL {
                navigator.setStack([ShopScreen.products])
            }
        }

        /// Opens custom-scheme links such as `app://product/42` while the app runs.
        public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
            for context in urlContexts {
                elf.handleURL(url: context.url.absoluteString, source: .customScheme)
            }
        }

        /// Opens universal links such as `https://shop.example.com/product/42` while the app runs.
        public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            guard let url = Self.webURL(of: userActivity) else { return }
            elf.handleURL(url: url, source: .universalLink)
        }

        /// The web URL of a web-browsing activity; the router's entry points
        /// route those of the shop's site and match no others.
        private static func webURL(of activity: NSUserActivity) -> String? {
            guard activity.activityType == NSUserActivityTypeBrowsingWeb else { return nil }
            return activity.webpageURL?.absoluteString
        }
    }
#endif
