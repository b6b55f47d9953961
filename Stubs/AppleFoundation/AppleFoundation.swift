// A stand-in for the parts of Apple's Foundation that swift-corelibs-foundation
// lacks, for type-checking only (see Stubs/README.md). UIKit and SwiftUI re-export it.
import Foundation

/// A representation of the state of your app at a moment in time. (iOS 8, macOS 10.10, tvOS 9, watchOS 2)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
open class NSUserActivity: NSObject {
    /// The activity type.
    open var activityType: String { fatalError() }
    /// The webpage to load in a browser to continue the activity.
    open var webpageURL: URL? {
        get { fatalError() }
        set {}
    }
    /// A dictionary containing app-specific state information needed to continue an activity.
    open var userInfo: [AnyHashable: Any]? {
        get { fatalError() }
        set {}
    }
    public init(activityType: String) {}
}

/// The activity type of a universal link the app continues. (iOS 8, macOS 10.10, tvOS 9, watchOS 2)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
