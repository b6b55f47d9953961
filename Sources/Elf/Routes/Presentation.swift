extension Elf {
    /// How the router shows a route value that has no handler: pushed, on
    /// a tab of its own, as a sheet or a cover, as a tab's root, or in a
    /// window of its own.
    ///
    /// A route type declares it once; links, in-app taps and restoration
    /// all show the type this way:
    ///
    /// ```swift
    /// struct OrderRoute: Route {
    ///     static let pattern = "/orders/<int:id>"
    ///     static let presentation = Presentation.push(in: AppTab.orders)
    ///     var id: Int
    /// }
    ///
    /// struct LoginRoute: Route {
    ///     static let pattern = "/login"
    ///     static let presentation = Presentation.sheet
    /// }
    /// ```
    ///
    /// Tabs are the app's own `Hashable` values (usually an enum), the
    /// same type as the ``Navigation`` the router shows into. Registering a
    /// route type whose tab that navigation does not have is an error that
    /// names the type.
    public struct Presentation: Sendable, Equatable, CustomStringConvertible {
        enum Kind: Sendable, Equatable {
            case push, sheet, fullScreenCover, tabRoot, window
        }

        let kind: Kind
        let tab: (any Hashable & Sendable)?

        /// Pushed onto the selected tab's stack: the default.
        ///
        /// ```swift
        /// static let presentation = Presentation.push
        /// ```
        public static let push = Presentation(kind: .push, tab: nil)

        /// Presented as a sheet over the selected tab.
        ///
        /// ```swift
        /// static let presentation = Presentation.sheet
        /// ```
        public static let sheet = Presentation(kind: .sheet, tab: nil)

        /// Presented as a full-screen cover over the selected tab (a sheet on macOS).
        ///
        /// ```swift
        /// static let presentation = Presentation.fullScreenCover
        /// ```
        public static let fullScreenCover = Presentation(kind: .fullScreenCover, tab: nil)

        /// Pushed onto `tab`'s stack, which becomes the selected tab.
        ///
        /// ```swift
        /// static let presentation = Presentation.push(in: AppTab.orders)
        /// ```
        public static func push(in tab: some Hashable & Sendable) -> Presentation {
            Presentation(kind: .push, tab: tab)
        }

        /// The root of `tab`: showing the route selects the tab and pops it
        /// to its root; the value itself is not pushed.
        ///
        /// ```swift
        /// struct SearchTabRoute: Route {
        ///     static let pattern = "/search"
        ///     static let presentation = Presentation.tab(AppTab.search)
        /// }
        /// ```
        public static func tab(_ tab: some Hashable & Sendable) -> Presentation {
            Presentation(kind: .tabRoot, tab: tab)
        }

        /// In a new window of its own where the platform opens windows (iPad,
        /// Mac, visionOS); elsewhere pushed in the active window, as
        /// ``push`` would, and, when the router shows it (a link,
        /// ``Elf/open(_:context:source:)``), its ``Elf/logger`` says why.
        ///
        /// The window's ``Navigation`` opens it through its
        /// ``Navigation/windowOpener``, which `RouterView` (ElfSwiftUI)
        /// installs with SwiftUI's `openWindow(value:)`; the app declares a
        /// `WindowGroup(for: WindowLink.self)` whose `RouterView` shows the
        /// route as the new window's first screen:
        ///
        /// ```swift
        /// struct DocumentRoute: Route {
        ///     static let pattern = "/documents/<int:id>"
        ///     static let presentation = Presentation.window
        ///     var id: Int
        /// }
        ///
        /// elf.handleURL(url: "app://documents/7")   // a new window on iPad and Mac; pushed on iPhone
        /// ```
        ///
        /// In the window opened for it (its ``Navigation/window``), the route
        /// is pushed, with its parents.
        public static let window = Presentation(kind: .window, tab: nil)

        /// Whether both show the same way, on the same tab.
        ///
        /// ```swift
        /// Presentation.push(in: AppTab.orders) == .push(in: AppTab.orders)   // true
        /// ```
        public static func == (lhs: Presentation, rhs: Presentation) -> Bool {
            func erased(_ tab: (any Hashable & Sendable)?) -> AnyHashable? { tab.map { AnyHashable($0) } }
            return lhs.kind == rhs.kind && erased(lhs.tab) == erased(rhs.tab)
        }

        /// `push`, `push in orders`, `sheet`, `fullScreenCover`, `tab orders` or `window`.
        ///
        /// ```swift
        /// Presentation.push(in: AppTab.orders).description   // "push in orders"
        /// ```
        public var description: String {
            let tabName = tab.map { " " + loggableText(Elf.tabName($0), quoted: false) } ?? ""
            switch kind {
            case .push: return tab == nil ? "push" : "push in\(tabName)"
            case .sheet: return "sheet"
            case .fullScreenCover: return "fullScreenCover"
            case .tabRoot: return "tab\(tabName)"
            case .window: return "window"
            }
        }
    }

    /// The name a tab is saved and described by: its `String` raw value, or its description.
    static func tabName(_ tab: any Hashable) -> String {
        if let raw = (tab as? any RawRepresentable)?.rawValue as? String { return raw }
        return String(describing: tab)
    }
}

/// How the router shows a route value; the same type as ``Elf/Presentation``.
///
/// ```swift
/// static let presentation = Presentation.sheet
/// ```
public typealias Presentation = Elf.Presentation
