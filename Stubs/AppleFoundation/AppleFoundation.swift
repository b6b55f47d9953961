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

// What a screen's advertised activity sets (ElfSwiftUI's `advertisesScreens`, `UIKitNavigator`).
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
extension NSUserActivity {
    /// A string that identifies the activity to the user. (iOS 8)
    public var title: String? {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that determines whether Handoff can continue the activity on another device. (iOS 9)
    @available(iOS 9.0, macOS 10.11, tvOS 10.0, watchOS 3.0, *)
    public var isEligibleForHandoff: Bool {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether to add the activity to the on-device index. (iOS 9)
    @available(iOS 9.0, macOS 10.11, tvOS 10.0, watchOS 3.0, *)
    public var isEligibleForSearch: Bool {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the activity can be publicly indexed. (iOS 9)
    @available(iOS 9.0, macOS 10.11, tvOS 10.0, watchOS 3.0, *)
    public var isEligibleForPublicIndexing: Bool {
        get { fatalError() }
        set {}
    }
    /// Marks the activity as currently in use by the user. (iOS 8)
    public func becomeCurrent() {}
}
