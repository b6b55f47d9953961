#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    extension View {
        /// Hands the links the app receives to `elf`'s inbox
        /// (``Elf/deliver(_:from:into:)``), each with its ``LinkSource``.
        ///
        /// `onOpenURL` delivers custom-scheme links (``LinkSource/customScheme``;
        /// an `http` or `https` URL there counts as a universal link), and
        /// `onContinueUserActivity` universal links continued as web browsing
        /// (``LinkSource/universalLink``) and the app's Spotlight results
        /// (``LinkSource/spotlight``), each read by
        /// ``Elf/deliver(activityType:webpageURL:userInfo:into:)``. Pass the
        /// window's navigation as `navigation`, so a link is shown in the window
        /// it arrived in; that window becomes the router's active one.
        ///
        /// ```swift
        /// WindowGroup {
        ///     NavigationHost(navigator, views: views) { Home() }
        ///         .handlesLinks(with: elf, into: navigator)
        /// }
        /// ```
        @MainActor
        public func handlesLinks(with elf: Elf, into navigation: (any Navigator)? = nil) -> some View {
            receivesLinks(with: elf, into: navigation)
                #if canImport(UIKit) && canImport(UserNotifications) && !os(tvOS) && !os(watchOS)
                    // Notifications and quick actions that arrived before any window wait for this one.
                    .onAppear { LinkDoors.attach(elf) }
                #endif
        }

        /// The links of ``handlesLinks(with:into:)`` but the app delegate's
        /// doors, which `RouterView` attaches once its window holds links for restoration.
        @MainActor
        func receivesLinks(with elf: Elf, into navigation: (any Navigator)?) -> some View {
            onOpenURL { url in
                elf.deliver(openedURL: url, into: navigation)
            }
            .onContinueUserActivity(Elf.browsingWebActivityType) { activity in
                elf.deliver(activity: activity, into: navigation)
            }
            .onContinueUserActivity(Elf.spotlightActivityType) { activity in
                elf.deliver(activity: activity, into: navigation)
            }
        }
    }

    extension Elf {
        /// Hands the router the link `activity` carries, in the window of `navigation`.
        @MainActor
        func deliver(activity: NSUserActivity, into navigation: (any Navigator)?) {
            deliver(
                activityType: activity.activityType, webpageURL: activity.webpageURL, userInfo: activity.userInfo,
                into: navigation)
        }
    }
#endif
