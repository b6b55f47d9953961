#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    extension View {
        /// Hands the links the app receives to `elf`, each with its ``LinkSource``.
        ///
        /// `onOpenURL` delivers custom-scheme links (``LinkSource/customScheme``),
        /// and `onContinueUserActivity(NSUserActivityTypeBrowsingWeb)`
        /// universal links (``LinkSource/universalLink``); an `http` or
        /// `https` URL that reaches `onOpenURL` counts as a universal link too.
        ///
        /// ```swift
        /// WindowGroup {
        ///     NavigationHost(navigator, views: views) { Home() }
        ///         .handlesLinks(with: elf)
        /// }
        /// ```
        @MainActor
        public func handlesLinks(with elf: Elf) -> some View {
            onOpenURL { url in
                let scheme = url.scheme?.lowercased()
                elf.handleURL(url, source: scheme == "https" || scheme == "http" ? .universalLink : .customScheme)
            }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                guard let url = activity.webpageURL else { return }
                elf.handleURL(url, source: .universalLink)
            }
        }
    }
#endif
