import Foundation

// What each door hands over, read the same way by the SwiftUI and UIKit
// adapters (ElfSwiftUI's `handlesLinks`, a scene delegate) and tested here,
// where there is no SDK: the source a URL opened by the system gets, and the
// link a user activity carries.

extension Elf.LinkSource {
    /// The source of a URL the system opened the app with (`onOpenURL`, a
    /// scene's URL contexts): ``universalLink`` for `http` and `https`,
    /// ``customScheme`` for any other scheme.
    ///
    /// ```swift
    /// LinkSource(openedURL: URL(string: "https://pins.example.com/pin/3")!)   // .universalLink
    /// LinkSource(openedURL: URL(string: "pins://pin/3")!)                     // .customScheme
    /// ```
    public init(openedURL url: URL) {
        let scheme = url.scheme?.lowercased()
        self = scheme == "https" || scheme == "http" ? .universalLink : .customScheme
    }

    /// The source of a URL the system opened the app with, and the app that
    /// sent it, when the system names one (`UIOpenURLContext.options.sourceApplication`,
    /// given only for an app of the same developer team): ``otherApp`` when
    /// it is named, as ``init(openedURL:)`` otherwise.
    ///
    /// ```swift
    /// let url = URL(string: "pins://pin/3")!
    /// LinkSource(openedURL: url, sourceApplication: "com.example.notes")   // .otherApp
    /// LinkSource(openedURL: url, sourceApplication: nil)                   // .customScheme
    /// ```
    public init(openedURL url: URL, sourceApplication: String?) {
        self = sourceApplication == nil ? Self(openedURL: url) : .otherApp
    }
}

extension Elf {
    /// The activity type of web browsing (`NSUserActivityTypeBrowsingWeb`): a
    /// universal link continued as a user activity.
    public static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

    /// The activity type of a Spotlight result (`CSSearchableItemActionType`).
    public static let spotlightActivityType = "com.apple.corespotlightitem"

    /// The `userInfo` key of a Spotlight result's identifier
    /// (`CSSearchableItemActivityIdentifier`): the app's own items use
    /// their URL as the identifier.
    public static let spotlightIdentifierKey = "kCSSearchableItemActivityIdentifier"

    /// Hands the router the link a user activity carries: a universal link
    /// continued as web browsing, a Spotlight result, or a Handoff activity
    /// from another device.
    ///
    /// - Web browsing (``browsingWebActivityType``): its `webpageURL`, from
    ///   ``LinkSource/universalLink``.
    /// - Spotlight (``spotlightActivityType``): the item's identifier in
    ///   `userInfo`, which the app's items set to their URL, from
    ///   ``LinkSource/spotlight``.
    /// - Any other type: Handoff, its `webpageURL` or a `"url"` in
    ///   `userInfo`, from ``LinkSource/handoff``.
    ///
    /// ```swift
    /// .onContinueUserActivity(Elf.spotlightActivityType) { activity in
    ///     router.deliver(
    ///         activityType: activity.activityType, webpageURL: activity.webpageURL,
    ///         userInfo: activity.userInfo, into: navigation)
    /// }
    /// ```
    ///
    /// An activity with no link where its type keeps one is a miss that says
    /// so (log-safe), and its outcome ``LinkOutcome/Result/refused(_:)``.
    ///
    /// - Returns: The link's number.
    @MainActor
    @discardableResult
    public func deliver(
        activityType: String, webpageURL: URL?, userInfo: [AnyHashable: Any]?,
        into navigation: (any Navigator)? = nil
    ) -> Int {
        let (source, url): (LinkSource, String?)
        switch activityType {
        case Self.browsingWebActivityType:
            (source, url) = (.universalLink, webpageURL?.absoluteString)
        case Self.spotlightActivityType:
            (source, url) = (.spotlight, userInfo?[Self.spotlightIdentifierKey] as? String)
        default:
            (source, url) = (.handoff, webpageURL?.absoluteString ?? userInfo?[ScreenActivity.linkKey] as? String)
        }
        if let url { return deliver(url, from: source, into: navigation) }
        return refuseDelivery(
            from: source,
            because: "the activity \(Self.loggableText(activityType)) carries no URL where its type keeps one")
    }

    /// Hands the router a URL the system opened the app with (a scene's URL
    /// contexts, the launch options' URL), from the source it gets by
    /// ``LinkSource/init(openedURL:sourceApplication:)``: ``LinkSource/otherApp``
    /// when the system names the sending app, else a universal link for
    /// `http` and `https` and a custom-scheme link otherwise.
    ///
    /// ```swift
    /// router.deliver(openedURL: context.url, sourceApplication: context.options.sourceApplication)
    /// ```
    ///
    /// ElfUIKit's `deliver(_:into:)` for URL contexts and
    /// `deliver(launchOptions:into:)` call it.
    ///
    /// - Returns: The link's number.
    @MainActor
    @discardableResult
    public func deliver(openedURL url: URL, sourceApplication: String? = nil, into navigation: (any Navigator)? = nil)
        -> Int
    {
        deliver(
            url.absoluteString, from: LinkSource(openedURL: url, sourceApplication: sourceApplication),
            into: navigation)
    }

    /// Ends a door's delivery that carried no link: a miss that says why, and the outcome `refused`.
    @MainActor
    func refuseDelivery(from source: LinkSource, because reason: String) -> Int {
        let miss = RouteMiss(url: "", reason: .notShown(reason))
        let arrival = arrive(miss.url, from: source)
        reportMiss(miss)  // no URL to hand the not-found handler
        finish(arrival, .refused(miss.reason))
        return arrival.id
    }
}
