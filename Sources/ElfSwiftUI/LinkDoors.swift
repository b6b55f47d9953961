#if canImport(SwiftUI) && canImport(UIKit) && canImport(UserNotifications) && !os(tvOS) && !os(watchOS)
    import Foundation
    import SwiftUI
    import UIKit
    import UserNotifications

    extension Elf {
        /// The app delegate that hands a SwiftUI app's notification taps and
        /// home-screen quick actions to the router: one line in the app.
        ///
        /// ```swift
        /// @main struct ShopApp: App {
        ///     @UIApplicationDelegateAdaptor(LinkDoors.self) private var doors   // notifications, quick actions
        ///     var body: some Scene {
        ///         WindowGroup { RouterView(shop, navigation: navigation, saved: $saved) { tab in TabRoot(tab) } }
        ///     }
        /// }
        /// ```
        ///
        /// - A tapped notification's link is read from its payload's `"url"`
        ///   key (``LinkDoors/payloadKey``), from ``LinkSource/notification``.
        /// - A quick action's link is read from its `userInfo`'s `"url"` key,
        ///   from ``LinkSource/quickAction``, at a cold start (the scene's
        ///   connection options) and while the app runs.
        ///
        /// Links go to the router of the first `RouterView` (or
        /// `handlesLinks(with:into:)`) that appears; those that arrive
        /// before it, as a cold start's do, wait for it, and the router's
        /// inbox then holds them until restoration has ended. A payload
        /// without a URL at the key is a miss that says why
        /// (``Elf/deliver(payload:key:from:into:)``).
        ///
        /// An app with a delegate of its own calls the same
        /// `deliver(payload:key:from:into:)` from it instead.
        public final class LinkDoors: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
            /// The payload key notifications and quick actions carry their link under.
            ///
            /// ```swift
            /// let content = UNMutableNotificationContent()
            /// content.userInfo = [LinkDoors.payloadKey: "shop://orders/7"]
            /// ```
            public static let payloadKey = "url"

            /// The links that arrive before a `RouterView` has appeared, and the router after.
            @MainActor static var links = DoorLinks(key: payloadKey)

            /// Makes the delegate the notification center's, so a tap that launched the app reaches it.
            ///
            /// ```swift
            /// // SwiftUI calls it at launch; the app writes only the adaptor:
            /// @UIApplicationDelegateAdaptor(LinkDoors.self) private var doors
            /// ```
            public func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                UNUserNotificationCenter.current().delegate = self
                return true
            }

            /// Gives each window scene the delegate that takes quick actions, and
            /// hands over the quick action that launched the app.
            ///
            /// ```swift
            /// // SwiftUI calls it for every new window.
            /// ```
            public func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                if let shortcutItem = options.shortcutItem { Self.arrive(shortcutItem) }
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = QuickActionSceneDelegate.self
                return configuration
            }

            /// Hands the link of the notification the user tapped to the router.
            ///
            /// ```swift
            /// // The system calls it when the user taps a notification.
            /// ```
            public nonisolated func userNotificationCenter(
                _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                withCompletionHandler completionHandler: @escaping @Sendable () -> Void
            ) {
                // The payload is an immutable dictionary of property-list values the
                // system made for this call, read once on the main actor: it is not
                // `Sendable` only because its type says `Any`.
                nonisolated(unsafe) let payload = response.notification.request.content.userInfo
                Task { @MainActor in Self.arrive(payload, from: .notification) }
                completionHandler()
            }

            /// Hands a quick action's link to the router.
            @MainActor
            static func arrive(_ shortcutItem: UIApplicationShortcutItem) {
                let userInfo = (shortcutItem.userInfo ?? [:]).reduce(into: [AnyHashable: Any]()) {
                    $0[$1.key] = $1.value
                }
                arrive(userInfo, from: .quickAction)
            }

            /// Hands `payload` to the router, or keeps it until one appears.
            @MainActor
            static func arrive(_ payload: [AnyHashable: Any], from source: LinkSource) {
                links.arrive(payload, from: source)
            }

            /// Makes `router` the one links go to, and hands it the links that waited.
            @MainActor
            static func attach(_ router: Elf) { links.attach(router) }
        }

        /// The scene delegate ``LinkDoors`` gives each window, for the quick
        /// actions the user picks while the app runs.
        final class QuickActionSceneDelegate: NSObject, UIWindowSceneDelegate {
            var window: UIWindow?

            /// Hands over the quick action that launched the app.
            ///
            /// Also for a window UIKit restores without asking the app delegate
            /// for its configuration. When both see it, the router's inbox shows
            /// it once (the other is a duplicate).
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                if let shortcutItem = connectionOptions.shortcutItem { LinkDoors.arrive(shortcutItem) }
            }

            func windowScene(
                _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                completionHandler: @escaping (Bool) -> Void
            ) {
                LinkDoors.arrive(shortcutItem)
                completionHandler(true)
            }
        }
    }

    /// The app delegate that hands notifications and quick actions to the router; the same type as ``Elf/LinkDoors``.
    ///
    /// ```swift
    /// @UIApplicationDelegateAdaptor(LinkDoors.self) private var doors
    /// ```
    public typealias LinkDoors = Elf.LinkDoors
#endif
