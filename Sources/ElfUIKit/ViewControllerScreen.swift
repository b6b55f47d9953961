#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Elf {
        /// A screen that makes its own view controller: a handler or a closure
        /// route shows the view controller it builds in one step, with no
        /// `Screen` enum and no case in the navigator's factory.
        ///
        /// ```swift
        /// final class PinHandler: NavigatingHandler {
        ///     var navigator: (any Navigator)?
        ///     var pin: Pin?
        ///     var id = 0
        ///     func convert(params: [String: String], queryParams: [String: String]) {
        ///         id = Int(params["id"] ?? "") ?? 0
        ///     }
        ///     func handle() {
        ///         navigator?.push("pin/\(id)") { PinViewController(pin: self.pin, id: self.id) }
        ///     }
        /// }
        /// ```
        ///
        /// `navigator.push(_:viewController:)` and
        /// `navigator.present(_:style:wrappedInNavigation:animated:viewController:)`
        /// wrap their closure in one; every other navigator call takes one too:
        /// `navigator.setStack([ViewControllerScreen("pins") { PinsViewController() }])`.
        ///
        /// `UIKitNavigator` calls the closure when it shows the screen, and
        /// only then: a duplicate of the top screen (the same ``identity``)
        /// makes nothing. A `StackNavigator` or `RecordingNavigator` keeps the
        /// value and never calls it, so a test reads the identity it pushed.
        public struct ViewControllerScreen: Screen {
            /// What makes two screens the same place, such as `"pin/42"`.
            public let identity: String
            /// The URL that opens the screen again, or `nil`.
            public let restorationURL: String?
            /// Makes the view controller.
            private let make: @MainActor () -> UIViewController

            /// Creates a screen with `identity` whose view controller `make` builds.
            ///
            /// ```swift
            /// ViewControllerScreen("pin/42", restorationURL: "app://pin/42") { PinViewController(id: 42) }
            /// ```
            public init(
                _ identity: String, restorationURL: String? = nil,
                make: @escaping @MainActor () -> UIViewController
            ) {
                self.identity = identity
                self.restorationURL = restorationURL
                self.make = make
            }

            /// Makes the view controller, as a navigator does when it shows the screen.
            ///
            /// ```swift
            /// let controller = screen.makeViewController()
            /// ```
            @MainActor
            public func makeViewController() -> UIViewController { make() }
        }
    }

    /// A screen that makes its own view controller; the same type as ``Elf/ViewControllerScreen``.
    ///
    /// ```swift
    /// navigator.push(ViewControllerScreen("settings") { SettingsViewController() })
    /// ```
    public typealias ViewControllerScreen = Elf.ViewControllerScreen
#endif
