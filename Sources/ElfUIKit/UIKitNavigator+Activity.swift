#if canImport(UIKit)
    import Foundation
    import UIKit

    extension Elf.UIKitNavigator {
        /// Gives each view controller the navigator makes for a route value
        /// the `NSUserActivity` its screen advertises, for Handoff and
        /// Spotlight.
        ///
        /// ```swift
        /// let navigator = UIKitNavigator(window: window) { screen, navigator in viewController(for: screen) }
        /// navigator.advertisesScreens(with: elf)
        /// elf.navigator = navigator
        /// ```
        ///
        /// - The activity is ``Elf/screenActivity(for:)-(R)``'s, set as
        ///   the controller's `userActivity`, which UIKit manages from then
        ///   on, and made current as the controller is shown. A screen whose
        ///   route type advertises nothing (the default) gets none.
        /// - Continue the activities in the scene delegate:
        ///
        /// ```swift
        /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        ///     elf.deliver(
        ///         activityType: userActivity.activityType, webpageURL: userActivity.webpageURL,
        ///         userInfo: userActivity.userInfo, into: navigator)
        /// }
        /// ```
        ///
        /// List ``Elf/advertisedActivityTypes`` under `NSUserActivityTypes` in
        /// the app's `Info.plist`.
        public func advertisesScreens(with elf: Elf) {
            advertisingRouter = elf
        }

        /// Sets the activity `screen` advertises on `controller`, when it advertises one.
        func advertise(_ screen: any Screen, on controller: UIViewController) {
            guard let elf = advertisingRouter, let route = screen as? any Route,
                let activity = elf.screenActivity(for: route)
            else { return }
            let userActivity = NSUserActivity(activityType: activity.activityType)
            userActivity.title = activity.title
            userActivity.webpageURL = activity.webpageURL
            userActivity.userInfo = activity.userInfo
            userActivity.isEligibleForHandoff = activity.isEligibleForHandoff
            userActivity.isEligibleForSearch = activity.isEligibleForSearch
            userActivity.isEligibleForPublicIndexing = false
            controller.userActivity = userActivity
            userActivity.becomeCurrent()
        }
    }
#endif
