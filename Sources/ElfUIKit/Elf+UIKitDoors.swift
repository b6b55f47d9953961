// The UIKit doors, each a line in the app's delegate: what a scene's
// connection options, URL contexts, user activities and shortcut items, the
// launch options and a notification response carry, handed to the core
// inbox. The reading is the core's (`deliver(openedURL:sourceApplication:into:)`,
// `deliver(activityType:webpageURL:userInfo:into:)`,
// `deliver(payload:key:from:into:)`), which the Linux tests run
// (DoorMatrixTests); these only take the values out of UIKit's types.
#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import UserNotifications

    extension Elf {
        /// Hands the router every link that launched a scene: the URLs, the
        /// user activities (universal links, Spotlight, Handoff, an App Clip's
        /// invocation), the quick action and the notification the user tapped,
        /// from `scene(_:willConnectTo:options:)`.
        ///
        /// At a cold start UIKit calls neither `scene(_:openURLContexts:)` nor
        /// `scene(_:continue:)`: the links are in the connection options. The
        /// inbox holds them until the window's navigator is attached and
        /// restoration has ended, so the call may come before or after the
        /// navigator is made.
        ///
        /// ```swift
        /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        ///     // … make the window and router.navigator …
        ///     router.deliver(options)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - options: The scene's connection options.
        ///   - key: The key of the link in a quick action's `userInfo` and a
        ///     notification's payload (`"url"` by default).
        ///   - navigation: The scene's navigator, when the app has several
        ///     windows; the router's ``Elf/navigator`` by default.
        /// - Returns: The numbers of the links, as their ``LinkOutcome``s report them.
        @MainActor
        @discardableResult
        public func deliver(
            _ options: UIScene.ConnectionOptions, key: String = "url", into navigation: (any Navigator)? = nil
        ) -> [Int] {
            var ids = deliver(options.urlContexts, into: navigation)
            ids += options.userActivities.map { deliver($0, into: navigation) }
            #if !os(tvOS)
                if let item = options.shortcutItem { ids.append(deliver(item, key: key, into: navigation)) }
                if let response = options.notificationResponse {
                    ids.append(deliver(response, key: key, into: navigation))
                }
            #endif
            return ids
        }

        /// Hands the router the URLs a scene is asked to open, each from its
        /// source: ``LinkSource/otherApp`` when the system names the sending
        /// app, ``LinkSource/universalLink`` for `https`,
        /// ``LinkSource/customScheme`` otherwise.
        ///
        /// ```swift
        /// func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        ///     router.deliver(URLContexts)
        /// }
        /// ```
        ///
        /// - Returns: The numbers of the links.
        @MainActor
        @discardableResult
        public func deliver(_ contexts: Set<UIOpenURLContext>, into navigation: (any Navigator)? = nil) -> [Int] {
            contexts.map { context in
                deliver(
                    openedURL: context.url, sourceApplication: context.options.sourceApplication, into: navigation)
            }
        }

        /// Hands the router the link a user activity carries: a universal
        /// link continued as web browsing, a Spotlight result, or a Handoff
        /// activity, as ``deliver(activityType:webpageURL:userInfo:into:)``
        /// reads them.
        ///
        /// ```swift
        /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        ///     router.deliver(userActivity)
        /// }
        /// ```
        ///
        /// An activity that carries no link is a miss that says why.
        ///
        /// - Returns: The link's number.
        @MainActor
        @discardableResult
        public func deliver(_ activity: NSUserActivity, into navigation: (any Navigator)? = nil) -> Int {
            deliver(
                activityType: activity.activityType, webpageURL: activity.webpageURL, userInfo: activity.userInfo,
                into: navigation)
        }

        /// Hands the router the link a home-screen quick action keeps in its
        /// `userInfo`, from ``LinkSource/quickAction``.
        ///
        /// ```swift
        /// func windowScene(
        ///     _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        ///     completionHandler: @escaping (Bool) -> Void
        /// ) {
        ///     router.deliver(shortcutItem)
        ///     completionHandler(true)
        /// }
        /// ```
        ///
        /// A shortcut without a URL at `key` is a miss that says why.
        ///
        /// - Returns: The link's number.
        @available(tvOS, unavailable)
        @MainActor
        @discardableResult
        public func deliver(
            _ shortcutItem: UIApplicationShortcutItem, key: String = "url", into navigation: (any Navigator)? = nil
        ) -> Int {
            let userInfo = (shortcutItem.userInfo ?? [:]).reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value }
            return deliver(payload: userInfo, key: key, from: .quickAction, into: navigation)
        }

        /// Hands the router the link in the payload of the notification the
        /// user tapped, read from `key`, from ``LinkSource/notification``.
        ///
        /// Set the notification center's delegate in
        /// `application(_:didFinishLaunchingWithOptions:)`, so a tap that
        /// launched the app reaches it; the inbox holds the link until a
        /// navigator is attached:
        ///
        /// ```swift
        /// extension AppDelegate: @preconcurrency UNUserNotificationCenterDelegate {
        ///     func userNotificationCenter(
        ///         _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        ///         withCompletionHandler completionHandler: @escaping @Sendable () -> Void
        ///     ) {
        ///         router.deliver(response, key: "link")
        ///         completionHandler()
        ///     }
        /// }
        /// ```
        ///
        /// A payload without a URL at `key` is a miss that says why, logged log-safe.
        ///
        /// - Returns: The link's number.
        @available(tvOS, unavailable)
        @MainActor
        @discardableResult
        public func deliver(
            _ response: UNNotificationResponse, key: String = "url", into navigation: (any Navigator)? = nil
        ) -> Int {
            deliver(payload: response.notification.request.content.userInfo, key: key, into: navigation)
        }

        /// Hands the router the link that launched an app without scenes: the
        /// launch options' URL (with the app that sent it) and quick action.
        ///
        /// An app with scenes gets these in the scene's connection options
        /// instead (``deliver(_:key:into:)``), and its launch options carry none.
        ///
        /// ```swift
        /// func application(
        ///     _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        /// ) -> Bool {
        ///     router.deliver(launchOptions: launchOptions)
        ///     return true
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - launchOptions: The launch options UIKit passed.
        ///   - key: The key of the link in a quick action's `userInfo` (`"url"` by default).
        ///   - navigation: The window's navigator; the router's ``Elf/navigator`` by default.
        /// - Returns: The numbers of the links.
        @MainActor
        @discardableResult
        public func deliver(
            launchOptions: [UIApplication.LaunchOptionsKey: Any]?, key: String = "url",
            into navigation: (any Navigator)? = nil
        ) -> [Int] {
            var ids: [Int] = []
            if let url = launchOptions?[.url] as? URL {
                let sender = launchOptions?[.sourceApplication] as? String
                ids.append(deliver(openedURL: url, sourceApplication: sender, into: navigation))
            }
            #if !os(tvOS)
                if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                    ids.append(deliver(item, key: key, into: navigation))
                }
            #endif
            return ids
        }
    }
#endif
