// A stand-in for Apple's UIKit, for type-checking only: scripts/typecheck-apple.sh
// compiles it so the `#if canImport(UIKit)` code of Elf and its ExampleApp can be
// type-checked on Linux. It declares exactly the API that code uses, with the
// signatures, @MainActor isolation and availability of Apple's documentation
// (developer.apple.com). Never linked, never run: every body is fatalError().
@_exported import AppleFoundation
@_exported import Foundation
@_exported import ObjectiveC
import UserNotifications

// MARK: - Responders, views and colors

/// An abstract interface for responding to and handling events. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIResponder: NSObject {
    public override init() {}
}

/// An object that stores color data. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIColor: NSObject {
    /// The color for the main background of your interface. (iOS 13)
    @available(iOS 13.0, tvOS 13.0, *)
    open class var systemBackground: UIColor { fatalError() }
}

/// The constants that specify text alignment.
@available(iOS 6.0, tvOS 9.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// An object that manages the content for a rectangular area on the screen. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIView: UIResponder {
    public override init() {}
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set {}
    }
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set {}
    }
    open func addSubview(_ view: UIView) {}
    /// A layout guide representing the view's margins. (iOS 9)
    @available(iOS 9.0, tvOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    @available(iOS 9.0, tvOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, tvOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, tvOS 9.0, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, tvOS 9.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

/// A rectangular area that can interact with Auto Layout. (iOS 9)
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject {
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
}

/// A factory class for creating layout constraint objects using a fluent API. (iOS 9)
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
}

/// A factory class for creating horizontal layout constraint objects. (iOS 9)
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A factory class for creating vertical layout constraint objects. (iOS 9)
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// The relationship between two user interface objects. (iOS 6)
@available(iOS 6.0, tvOS 9.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
    /// Keys that specify a horizontal or vertical layout constraint.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
    /// Activates each constraint in the specified array. (iOS 8)
    @available(iOS 8.0, tvOS 9.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// A view that displays one or more lines of informational text. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UILabel: UIView {
    open var text: String? {
        get { fatalError() }
        set {}
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set {}
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set {}
    }
}

/// The base class for controls. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIControl: UIView {
    /// Constants describing the state of a control.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
    /// Constants describing the types of events possible for controls.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A semantic action triggered by buttons. (iOS 9)
        @available(iOS 9.0, tvOS 9.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
}

/// A control that executes your custom code in response to user interactions. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIButton: UIControl {
    /// Specifies the style of a button.
    public enum ButtonType: Int, Sendable {
        case custom, system
    }
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
}

/// A streamlined interface for laying out a collection of views in either a column or a row. (iOS 9)
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class UIStackView: UIView {
    public init(arrangedSubviews views: [UIView]) {}
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set {}
    }
    open var spacing: CGFloat {
        get { fatalError() }
        set {}
    }
}

// MARK: - Tables

/// The requirements for an object that provides the content of a cell. (iOS 14)
@available(iOS 14.0, tvOS 14.0, *)
@MainActor public protocol UIContentConfiguration {}

/// A content configuration for a list-based content view. (iOS 14)
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
}

/// The visual appearance of an individual cell in a table view. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITableViewCell: UIView {
    /// Retrieves a default list content configuration for the cell's style. (iOS 14)
    @available(iOS 14.0, tvOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    /// The current content configuration of the cell. (iOS 14)
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set {}
    }
}

/// A view that presents data using rows in a single column. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITableView: UIView {
    /// Constants for the table view styles.
    public enum Style: Int, Sendable {
        case plain, grouped
    }
    /// The type of animation to use when rows are inserted or deleted.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }
    /// Registers a class to use in creating new table cells. (iOS 6)
    @available(iOS 6.0, tvOS 9.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// Returns a reusable table-view cell object for the specified reuse identifier. (iOS 6)
    @available(iOS 6.0, tvOS 9.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    /// Reloads the specified rows using an animation effect. (iOS 3)
    @available(iOS 3.0, tvOS 9.0, *)
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
}

extension IndexPath {
    /// An index number identifying a row in a section of a table view.
    public var row: Int {
        get { fatalError() }
        set {}
    }
    /// Initializes an index path with the indexes of a specific row and section in a table view.
    public init(row: Int, section: Int) { fatalError() }
}

// MARK: - View controllers

/// Modal presentation styles available when presenting view controllers.
@available(iOS 3.2, tvOS 9.0, *)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    @available(tvOS, unavailable)
    case pageSheet = 1
    @available(tvOS, unavailable)
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    @available(tvOS, unavailable)
    case popover = 7
    case none = -1
    /// The default presentation style chosen by the system. (iOS 13)
    @available(iOS 13.0, tvOS 13.0, *)
    case automatic = -2
}

/// An object that manages a view hierarchy for your UIKit app. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { fatalError() }

    open var view: UIView! {
        get { fatalError() }
        set {}
    }
    open var title: String? {
        get { fatalError() }
        set {}
    }
    open func viewDidLoad() {}

    /// The nearest ancestor in the view controller hierarchy that is a navigation controller.
    open var navigationController: UINavigationController? { fatalError() }
    /// The view controller that is presented by this view controller, or one of its ancestors. (iOS 5)
    @available(iOS 5.0, tvOS 9.0, *)
    open var presentedViewController: UIViewController? { fatalError() }
    /// The view controller that presented this view controller. (iOS 5)
    @available(iOS 5.0, tvOS 9.0, *)
    open var presentingViewController: UIViewController? { fatalError() }
    /// A Boolean value that indicates whether the view controller is being dismissed. (iOS 5)
    @available(iOS 5.0, tvOS 9.0, *)
    open var isBeingDismissed: Bool { fatalError() }
    /// The presentation style for modal view controllers. (iOS 3.2)
    @available(iOS 3.2, tvOS 9.0, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set {}
    }
    /// Whether the toolbar at the bottom of the screen is hidden when the view controller is pushed.
    @available(tvOS, unavailable)
    open var hidesBottomBarWhenPushed: Bool {
        get { fatalError() }
        set {}
    }
    /// Presents a view controller modally. (iOS 5)
    @available(iOS 5.0, tvOS 9.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {}
    /// Dismisses the view controller that was presented modally by the view controller. (iOS 5)
    @available(iOS 5.0, tvOS 9.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// A view controller that specializes in managing a table view. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! {
        get { fatalError() }
        set {}
    }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A container view controller that defines a stack-based scheme for navigating hierarchical content. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var topViewController: UIViewController? { fatalError() }
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set {}
    }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
    /// Replaces the view controllers currently managed by the navigation controller. (iOS 3)
    @available(iOS 3.0, tvOS 9.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

/// A container view controller that manages a multiselection interface. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITabBarController: UIViewController {
    /// An array of the root view controllers displayed by the tab bar interface.
    open var viewControllers: [UIViewController]? {
        get { fatalError() }
        set {}
    }
    open var selectedViewController: UIViewController? {
        get { fatalError() }
        set {}
    }
    /// The index of the view controller associated with the currently selected tab item.
    open var selectedIndex: Int {
        get { fatalError() }
        set {}
    }
}

/// An object that stores image data in your app. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    /// Creates an image object that contains a system symbol image. (iOS 13)
    @available(iOS 13.0, tvOS 13.0, *)
    public init?(systemName name: String) {}
}

/// An abstract superclass for items that can be added to a bar that appears at the bottom of the screen. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIBarItem: NSObject {
    /// The title displayed on the item.
    open var title: String? {
        get { fatalError() }
        set {}
    }
    /// The image used to represent the item.
    open var image: UIImage? {
        get { fatalError() }
        set {}
    }
}

/// An item in a tab bar. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITabBarItem: UIBarItem {
    /// Creates and returns a new item using the specified properties.
    public convenience init(title: String?, image: UIImage?, tag: Int) { fatalError() }
}

extension UIViewController {
    /// The tab bar item that represents the view controller when added to a tab bar controller. (iOS 2)
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor public var tabBarItem: UITabBarItem! {
        get { fatalError() }
        set {}
    }
}

/// An abstract class that you subclass to implement app-specific services. (iOS 6)
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@MainActor open class UIActivity: NSObject {}

/// A view controller that you use to offer standard services from your app. (iOS 6)
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@MainActor open class UIActivityViewController: UIViewController {
    /// Initializes and returns a new activity view controller object that acts on the specified data.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Constants indicating the type of alert to display.
@available(iOS 8.0, tvOS 9.0, *)
public enum UIAlertControllerStyle: Int, Sendable {
    case actionSheet, alert
}

/// An object that displays an alert message. (iOS 8)
@available(iOS 8.0, tvOS 9.0, *)
@MainActor open class UIAlertController: UIViewController {
    /// Constants indicating the type of alert to display.
    public typealias Style = UIAlertControllerStyle
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        fatalError()
    }
    open func addAction(_ action: UIAlertAction) {}
}

/// An action that can be taken when the user taps a button in an alert. (iOS 8)
@available(iOS 8.0, tvOS 9.0, *)
@MainActor open class UIAlertAction: NSObject {
    /// Styles to apply to action buttons in an alert.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }
    public convenience init(
        title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) { fatalError() }
}

// MARK: - Windows, scenes and the app

/// The backdrop for your app's user interface. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIWindow: UIView {
    /// Creates a window and associates it with the specified scene object. (iOS 13)
    @available(iOS 13.0, tvOS 13.0, *)
    public init(windowScene: UIWindowScene) {}
    /// The root view controller for the window. (iOS 4)
    @available(iOS 4.0, tvOS 9.0, *)
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set {}
    }
    open func makeKeyAndVisible() {}
}

/// The centralized point of control and coordination for apps running in iOS. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIApplication: UIResponder {
    /// Keys used to access values in the launch options dictionary passed to the app delegate. (iOS 4)
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key indicating that the app was launched so that it could open the specified URL. (iOS 3)
        @available(iOS 3.0, tvOS 9.0, *)
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// A key indicating that another app requested the launch of your app. (iOS 3)
        @available(iOS 3.0, tvOS 9.0, *)
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A key indicating that the app was launched in response to a quick action. (iOS 9)
        @available(iOS 9.0, *)
        @available(tvOS, unavailable)
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

/// An app shortcut, also called a Home Screen dynamic quick action, that specifies a user-initiated action for your app. (iOS 9)
@available(iOS 9.0, *)
@available(tvOS, unavailable)
@MainActor open class UIApplicationShortcutItem: NSObject {
    /// A required, app-specific string that you employ to identify the type of quick action to perform.
    open var type: String { fatalError() }
    /// The quick action title, displayed on the Home Screen.
    open var localizedTitle: String { fatalError() }
    /// App-defined information about the quick action, to be used by your app to implement the action.
    open var userInfo: [String: any NSSecureCoding]? { fatalError() }
}

/// An object that represents one instance of your app's user interface. (iOS 13)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIScene: UIResponder {
    /// A data object containing information about one of your app's scenes. (iOS 13)
    @MainActor open class ConnectionOptions: NSObject {
        /// The URLs to open. (iOS 13)
        open var urlContexts: Set<UIOpenURLContext> { fatalError() }
        /// The user activity to continue. (iOS 13)
        open var userActivities: Set<NSUserActivity> { fatalError() }
        /// The quick action that the user selected. (iOS 13)
        @available(iOS 13.0, *)
        @available(tvOS, unavailable)
        open var shortcutItem: UIApplicationShortcutItem? { fatalError() }
        /// The response to a notification that your app received. (iOS 13)
        @available(iOS 13.0, *)
        @available(tvOS, unavailable)
        open var notificationResponse: UNNotificationResponse? { fatalError() }
    }

    /// An object that contains the options to use when opening a URL. (iOS 13)
    @MainActor open class OpenURLOptions: NSObject {
        /// The bundle ID of the app that is requesting to open the URL. (iOS 13)
        open var sourceApplication: String? { fatalError() }
    }
}

/// A scene that manages one or more windows for your app. (iOS 13)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {}

/// An object that contains information about a URL to open. (iOS 13)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIOpenURLContext: NSObject {
    /// The URL to open.
    open var url: URL { fatalError() }
    /// The options to use when opening the URL.
    open var options: UIScene.OpenURLOptions { fatalError() }
}

/// An object that contains information about one of your app's scenes. (iOS 13)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UISceneSession: NSObject {
    /// Constants that indicate the possible roles for a scene.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// The role played by the scene's content. (iOS 13)
    open var role: UISceneSession.Role { fatalError() }
}

/// Information about the objects and storyboard for UIKit to use when creating a particular scene. (iOS 13)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) {}
    /// The class of the object that UIKit creates to serve as your scene delegate.
    open var delegateClass: AnyClass? {
        get { fatalError() }
        set {}
    }
}

// Apple declares these protocols `@objc` with optional requirements; NSObject
// is no Objective-C class on Linux, so here each requirement has an empty
// default in an extension instead: an app may leave it out, and a method
// with a wrong signature no longer satisfies it.

/// A set of methods to manage shared behaviors for your app. (iOS 2)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor public protocol UIApplicationDelegate: AnyObject {
    /// Retrieves the configuration data for UIKit to use when creating a new scene. (iOS 13)
    @available(iOS 13.0, tvOS 13.0, *)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Tells the delegate that the launch process is almost done and the app is almost ready to run. (iOS 3)
    @available(iOS 3.0, tvOS 9.0, *)
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    /// Provides the top-level entry point for the app. (iOS 2)
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor @preconcurrency public static func main() { fatalError() }

    @available(iOS 13.0, tvOS 13.0, *)
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { fatalError() }

    @available(iOS 3.0, tvOS 9.0, *)
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}

/// The core methods you use to respond to life-cycle events occurring within a scene. (iOS 13)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol UISceneDelegate: AnyObject {
    /// Tells the delegate about the addition of a scene to the app. (iOS 13)
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Asks the delegate to open one or more URLs. (iOS 13)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Tells the delegate to handle the specified Handoff-related activity. (iOS 13)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

@available(iOS 13.0, tvOS 13.0, *)
extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene. (iOS 13)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The main window associated with the scene. (iOS 13)
    var window: UIWindow? { get set }
    /// Asks the delegate to perform the user-selected action. (iOS 13)
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { fatalError() }
        set {}
    }
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}

// A screen's advertised activity (ElfUIKit's `UIKitNavigator`).
extension UIResponder {
    /// An object encapsulating a user activity supported by this responder. (iOS 8)
    @available(iOS 8.0, tvOS 9.0, *)
    public var userActivity: NSUserActivity? {
        get { fatalError() }
        set {}
    }
}
