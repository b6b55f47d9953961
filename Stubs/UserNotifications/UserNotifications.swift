// A stand-in for Apple's UserNotifications, for type-checking only (see
// Stubs/README.md): the response to a notification the user tapped, which
// ElfUIKit's `deliver(_:key:into:)` reads, and the delegate that receives it.
// Never linked, never run: every body is fatalError().
import Foundation

/// The shared object for managing notification-related activities for your app or app extension. (iOS 10)
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
open class UNUserNotificationCenter: NSObject {
    /// Returns your app's notification center. (iOS 10)
    open class func current() -> UNUserNotificationCenter { fatalError() }
    /// The notification center's delegate. (iOS 10)
    weak open var delegate: (any UNUserNotificationCenterDelegate)?
}

/// The data for a local or remote notification the system delivers to your app. (iOS 10)
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
open class UNNotification: NSObject {
    /// The notification request that caused the system to deliver the notification.
    open var request: UNNotificationRequest { fatalError() }
    /// The delivery date of the notification.
    open var date: Date { fatalError() }
}

/// A request to schedule a local notification, which includes the content of the notification and the trigger conditions for delivery. (iOS 10)
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
open class UNNotificationRequest: NSObject {
    /// The unique identifier for this notification request.
    open var identifier: String { fatalError() }
    /// The content associated with the notification.
    open var content: UNNotificationContent { fatalError() }
}

/// The uneditable content of a notification. (iOS 10)
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
open class UNNotificationContent: NSObject {
    /// The custom data to associate with the notification.
    open var userInfo: [AnyHashable: Any] { fatalError() }
}

/// The user's response to an actionable notification. (iOS 10)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject {
    /// The notification to which the user responded.
    open var notification: UNNotification { fatalError() }
    /// The identifier string of the action that the user selected.
    open var actionIdentifier: String { fatalError() }
}

// Apple declares the protocol `@objc` with optional requirements; here each
// has an empty default in an extension instead (as the UIKit stub does).
// `@NSCopying` on the read-only properties, as Apple prints them, is left
// out: Swift allows it only on mutable ones.

/// An interface for processing incoming notifications and responding to notification actions. (iOS 10)
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Asks the delegate to process the user's response to a delivered notification. (iOS 10)
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    @available(tvOS, unavailable)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
}

@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
extension UNUserNotificationCenterDelegate {
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {}
}
