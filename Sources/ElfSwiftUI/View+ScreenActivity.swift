#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    extension View {
        /// Makes the visible screen of `navigator` this window's
        /// `NSUserActivity`, for Handoff and Spotlight, and continues the
        /// activities of the app's screens in this window.
        ///
        /// Apply it once, at the window's root:
        ///
        /// ```swift
        /// WindowGroup {
        ///     RouterView(elf, navigation: navigation, saved: $saved) { tab in TabRoot(tab) }
        ///         .advertisesScreens(of: navigation, with: elf)
        /// }
        /// ```
        ///
        /// - The activity is ``Elf/screenActivity(for:)-(Elf.Navigator)``'s,
        ///   through `userActivity(_:isActive:_:)`: its type, title,
        ///   `webpageURL` and `userInfo`, eligible for Handoff and search as
        ///   the route type says (``Route/activity``), never for public
        ///   indexing. A screen that advertises nothing leaves the window
        ///   without an activity.
        /// - It follows the navigation: a push, a pop, a sheet or a new tab
        ///   changes it.
        /// - Each of ``Elf/advertisedActivityTypes`` is continued with
        ///   `onContinueUserActivity`, from another device or a Spotlight
        ///   result, through ``Elf/deliver(activityType:webpageURL:userInfo:into:)``
        ///   into `navigator`, which becomes the router's active navigator.
        ///
        /// List the types under `NSUserActivityTypes` in the app's `Info.plist`.
        /// Needs iOS 17, macOS 14, tvOS 17 or watchOS 10: SwiftUI sees the
        /// navigation change through its `Observable` conformance (<doc:Platforms>).
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        @MainActor
        public func advertisesScreens(of navigator: any Navigator, with elf: Elf) -> some View {
            modifier(ScreenActivityModifier(elf: elf, navigator: navigator))
        }
    }

    /// The window's activity, from the visible screen, and the continuation of the screens' activities.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private struct ScreenActivityModifier: ViewModifier {
        let elf: Elf
        let navigator: any Navigator

        func body(content: Content) -> some View {
            // Read in `body`, so SwiftUI updates the activity when the navigation changes.
            let activity = elf.screenActivity(for: navigator)
            let advertised = content.userActivity(
                activity?.activityType ?? Self.inactiveType, isActive: activity != nil
            ) { userActivity in
                if let activity { userActivity.fill(from: activity) }
            }
            return elf.advertisedActivityTypes.reduce(AnyView(advertised)) { view, type in
                AnyView(
                    view.onContinueUserActivity(type) { userActivity in
                        elf.navigator = navigator
                        elf.deliver(activity: userActivity, into: navigator)
                    })
            }
        }

        /// The type of the modifier while no screen advertises (it is inactive then).
        static let inactiveType = "elf.no-activity"
    }

    extension NSUserActivity {
        /// Copies `activity` into the user activity SwiftUI passes to fill.
        @MainActor
        fileprivate func fill(from activity: Elf.ScreenActivity) {
            title = activity.title
            webpageURL = activity.webpageURL
            userInfo = activity.userInfo
            isEligibleForHandoff = activity.isEligibleForHandoff
            isEligibleForSearch = activity.isEligibleForSearch
            isEligibleForPublicIndexing = false
        }
    }
#endif
