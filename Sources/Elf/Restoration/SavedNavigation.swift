import Foundation

extension Elf {
    /// A navigation state saved as URLs: `Codable`, versioned, and restored
    /// by routing the URLs again.
    ///
    /// Each screen that has a URL (a ``Route`` value, or a screen with a
    /// ``Screen/restorationURL``) is saved as that URL; a screen without one
    /// is left out. Save it wherever the app keeps state, such as SwiftUI's
    /// `@SceneStorage`:
    ///
    /// ```swift
    /// @SceneStorage("navigation") private var saved: Data?
    ///
    /// saved = navigator.savedNavigation.data                              // on every change
    /// await elf.restore(SavedNavigation(data: saved), into: navigator)    // at launch
    /// ```
    ///
    /// Reading never fails: data that is not a saved navigation, or that a
    /// newer version of the format wrote, reads as an empty state, and an
    /// unreadable entry is skipped; ``Elf/restore(_:into:source:)``
    /// logs why.
    public struct SavedNavigation: Codable, Sendable, Hashable {
        /// The version of the format this library writes and reads: 1.
        public static let currentVersion = 1

        /// The version of the format the state was saved in.
        public var version: Int
        /// The name of the selected tab of a ``Navigation``; `nil` for a ``StackNavigator``.
        public var selectedTab: String?
        /// One stack per tab, or a single one with no tab for a ``StackNavigator``.
        public var stacks: [Stack]
        /// The URL of the link the window was opened for (``Navigation/window``),
        /// or `nil` for the app's first window; absent in states saved before
        /// windows existed, which restore as the first window's.
        ///
        /// Restoring a window opened for a link shows the link on top of the
        /// saved state unless the state is that window's own: it shows the
        /// link already.
        ///
        /// ```swift
        /// navigation.window = WindowLink(url: "app://documents/7")
        /// navigation.savedNavigation.window   // "app://documents/7"
        /// ```
        public var window: String?

        /// Why reading left something out: not saved, not compared.
        var problems: [String] = []

        /// One navigator's containers: a tab's, or a ``StackNavigator``'s.
        public struct Stack: Codable, Sendable, Hashable {
            /// The tab's name, or `nil` for a ``StackNavigator``.
            public var tab: String?
            /// The containers, the root first.
            public var containers: [Container]
            /// The URL of the route value the tab's root view showed
            /// (``StackNavigator/tabRoot``); absent in states saved before it existed.
            public var tabRoot: String?

            /// Creates a saved stack.
            public init(tab: String?, containers: [Container], tabRoot: String? = nil) {
                self.tab = tab
                self.containers = containers
                self.tabRoot = tabRoot
            }
        }

        /// One container's screens as URLs, and how it was presented.
        public struct Container: Codable, Sendable, Hashable {
            /// The URLs of the container's screens, bottom first.
            public var urls: [String]
            /// How it was presented; `nil` for the root.
            public var style: PresentationStyle?
            /// Whether it was wrapped in navigation (always `true` for the root).
            public var isNavigationContainer: Bool
            /// The positions in ``urls`` of the screens that were route values.
            ///
            /// Each comes back as itself, decoded from its URL, whoever
            /// pushed it: no handler runs again. The other URLs are routed
            /// again, with their handlers. Saved as `"routeValues"`, and only
            /// when there are some; a file without it restores as before.
            ///
            /// ```swift
            /// StackNavigator(root: [ProductRoute(id: 4)]).savedNavigation.stacks[0].containers[0].routeValueIndices   // [0]
            /// ```
            public var routeValueIndices: [Int]

            /// Creates a saved container.
            public init(
                urls: [String], style: PresentationStyle?, isNavigationContainer: Bool, routeValueIndices: [Int] = []
            ) {
                self.urls = urls
                self.style = style
                self.isNavigationContainer = isNavigationContainer
                self.routeValueIndices = routeValueIndices
            }
        }

        /// Creates a saved state in the current version.
        ///
        /// ```swift
        /// let saved = SavedNavigation(stacks: [.init(tab: nil, containers: [
        ///     .init(urls: ["app://product/42"], style: nil, isNavigationContainer: true),
        /// ])])
        /// ```
        public init(selectedTab: String? = nil, stacks: [Stack], window: String? = nil) {
            version = Self.currentVersion
            self.selectedTab = selectedTab
            self.stacks = stacks
            self.window = window
        }

        /// Reads a state ``data`` wrote; data that cannot be read gives an
        /// empty state, which restoring logs.
        ///
        /// ```swift
        /// SavedNavigation(data: Data("junk".utf8)).stacks   // []
        /// ```
        public init(data: Data?) {
            guard let data, !data.isEmpty else {
                self.init(stacks: [])
                return
            }
            do {
                self = try JSONDecoder().decode(SavedNavigation.self, from: data)
            } catch {
                self.init(stacks: [])
                problems = ["the data is not a saved navigation (\(error))"]
            }
        }

        /// The state as JSON, for ``init(data:)``.
        public var data: Data {
            (try? JSONEncoder().encode(self)) ?? Data()
        }

        /// Whether two states save the same screens.
        public static func == (lhs: SavedNavigation, rhs: SavedNavigation) -> Bool {
            lhs.version == rhs.version && lhs.selectedTab == rhs.selectedTab && lhs.stacks == rhs.stacks
                && lhs.window == rhs.window
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(version)
            hasher.combine(selectedTab)
            hasher.combine(stacks)
            hasher.combine(window)
        }
    }
}

/// A navigation state saved as URLs; the same type as ``Elf/SavedNavigation``.
///
/// ```swift
/// let saved = SavedNavigation(data: storedData)
/// ```
public typealias SavedNavigation = Elf.SavedNavigation
