#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    extension Elf {
        /// The one SwiftUI entry point of an app with tabs: a `TabView` bound
        /// to the app's ``Navigation``, each tab a `NavigationStack` with its
        /// sheets and covers, links from outside routed, and the navigation
        /// saved and restored.
        ///
        /// ```swift
        /// @main struct ShopApp: App {
        ///     @State private var navigation = Navigation(tabs: AppTab.allCases)
        ///     @SceneStorage("navigation") private var saved = Data()
        ///     private let elf = Elf.shop()   // registers every route; errors stop a debug launch
        ///
        ///     var body: some Scene {
        ///         WindowGroup {
        ///             RouterView(elf, navigation: navigation, saved: $saved) { tab in
        ///                 switch tab {
        ///                 case .home: HomeView()
        ///                 case .orders: OrdersView()
        ///                 }
        ///             }
        ///         }
        ///     }
        /// }
        /// ```
        ///
        /// It does, in order, once it appears (its initializer does nothing
        /// but keep its arguments):
        /// - holds links that arrive before restoration ends, restores the
        ///   saved state, then shows the held links in order, on top;
        /// - makes `navigation` the router's ``Elf/navigator`` when it has
        ///   none (the first window), when it is a new window opened for a
        ///   link, whenever a link arrives in this window, and whenever the
        ///   window becomes active;
        /// - installs the navigation's ``Navigation/windowOpener`` with
        ///   SwiftUI's `openWindow(value:)` where the platform opens windows
        ///   (`supportsMultipleWindows`), so a route presented as
        ///   ``Presentation/window`` opens a window of its own;
        /// - in a window opened for `window`, shows that link as the first
        ///   screen (``Navigation/window``);
        /// - delivers `onOpenURL` links as ``LinkSource/customScheme`` (or
        ///   ``LinkSource/universalLink`` for `http`/`https`), web activities
        ///   as ``LinkSource/universalLink`` and Spotlight results as
        ///   ``LinkSource/spotlight``, each shown in this window;
        /// - writes the navigation back to `saved` after every change.
        /// - makes the visible screen the window's `NSUserActivity` when its
        ///   route type advertises one, and continues those activities
        ///   (`advertisesScreens(of:with:)`).
        ///
        /// With several windows, give each its own ``Navigation`` and `saved`
        /// state (`@SceneStorage`), one router for all: each window restores
        /// and shows its own links. Key the window group by ``WindowLink``
        /// and pass each window's link as `window`:
        ///
        /// ```swift
        /// WindowGroup(for: WindowLink.self) { $link in ShopWindow(elf: elf, link: link) }
        ///
        /// struct ShopWindow: View {
        ///     let elf: Elf
        ///     let link: WindowLink?   // nil for the app's first window
        ///     @State private var navigation = Navigation(tabs: AppTab.allCases)
        ///     @SceneStorage("navigation") private var saved = Data()
        ///
        ///     var body: some View {
        ///         RouterView(elf, navigation: navigation, saved: $saved, window: link) { tab in TabRoot(tab) }
        ///     }
        /// }
        /// ```
        ///
        /// A pushed route value that is a `View` shows itself
        /// (`extension ProductRoute: View { var body: some View { … } }`);
        /// give `views` for screens that are not.
        ///
        /// Needs iOS 17, macOS 14, tvOS 17 or watchOS 10: it binds the
        /// `Observable` ``Navigation`` with `Bindable` (<doc:Platforms>).
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        public struct RouterView<Tab: Hashable & Sendable, Root: View, TabLabel: View>: View {
            private let elf: Elf
            private let navigation: Navigation<Tab>
            @Binding private var saved: Data
            private let views: ScreenViews
            private let root: (Tab) -> Root
            private let label: (Tab) -> TabLabel
            private let window: WindowLink?
            @Environment(\.scenePhase) private var scenePhase
            @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
            #if !os(tvOS) && !os(watchOS)
                @Environment(\.openWindow) private var openWindow
            #endif

            /// Hosts `navigation` for `elf`, with each tab's root view and its
            /// tab-bar label; in a window opened for `window`, that link first.
            ///
            /// ```swift
            /// RouterView(elf, navigation: navigation, saved: $saved) { tab in
            ///     TabRoot(tab)
            /// } label: { tab in
            ///     Label(tab.title, systemImage: tab.icon)
            /// }
            /// ```
            public init(
                _ elf: Elf, navigation: Navigation<Tab>, saved: Binding<Data>, window: WindowLink? = nil,
                views: ScreenViews = ScreenViews(),
                @ViewBuilder root: @escaping (Tab) -> Root, @ViewBuilder label: @escaping (Tab) -> TabLabel
            ) {
                self.elf = elf
                self.navigation = navigation
                self.window = window
                _saved = saved
                self.views = views.reportingMissingViews(to: elf)
                self.root = root
                self.label = label
            }

            /// The tab view, its stacks and sheets, links and restoration.
            public var body: some View {
                TabView(selection: Bindable(navigation).selectedTab) {
                    ForEach(navigation.tabs, id: \.self) { tab in
                        NavigationHost(navigation[tab], views: views) { root(tab) }
                            .tabItem { label(tab) }
                            .tag(tab)
                    }
                }
                .receivesLinks(with: elf, into: navigation)
                .advertisesScreens(of: navigation, with: elf)
                .onAppear {
                    // Links wait for this window's restoration; the first window, or one
                    // opened for a link, is the active one.
                    elf.holdLinksForRestoration()
                    navigation.window = window
                    installWindowOpener()
                    // A navigator no window shows (none yet, or the one the router was
                    // made with to check its tabs) gives way to this window's.
                    if WindowNavigations.appearing(
                        navigation, takesOverFrom: elf.navigator, openedForLink: window != nil)
                    {
                        elf.navigator = navigation
                    }
                    #if canImport(UIKit) && canImport(UserNotifications) && !os(tvOS) && !os(watchOS)
                        // Notifications and quick actions that came before any window, now that links wait.
                        LinkDoors.attach(elf)
                    #endif
                }
                .onDisappear { WindowNavigations.disappearing(navigation) }
                // Restores this window's state, then shows the link it was opened for.
                .task { await elf.restore(SavedNavigation(data: saved), into: navigation) }
                .onChange(of: navigation.savedNavigation) { _, state in saved = state.data }
                .onChange(of: supportsMultipleWindows) { _, _ in installWindowOpener() }
                .onChange(of: scenePhase) { _, phase in
                    if phase == .active { elf.navigator = navigation }
                }
            }

            /// Opens windows with SwiftUI's `openWindow(value:)` where the platform
            /// can; elsewhere none, so a `.window` route is pushed here and logged.
            private func installWindowOpener() {
                #if !os(tvOS) && !os(watchOS)
                    guard supportsMultipleWindows else {
                        navigation.windowOpener = nil
                        return
                    }
                    let openWindow = openWindow
                    navigation.windowOpener = { link in
                        openWindow(value: link)
                        return true
                    }
                #else
                    navigation.windowOpener = nil
                #endif
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    extension Elf.RouterView where TabLabel == Text {
        /// Hosts `navigation` for `elf`, each tab labelled with its name (a
        /// `String` raw value, or its description); in a window opened for
        /// `window`, that link first.
        ///
        /// ```swift
        /// RouterView(elf, navigation: navigation, saved: $saved) { tab in TabRoot(tab) }
        /// ```
        public init(
            _ elf: Elf, navigation: Elf.Navigation<Tab>, saved: Binding<Data>, window: Elf.WindowLink? = nil,
            views: Elf.ScreenViews = Elf.ScreenViews(),
            @ViewBuilder root: @escaping (Tab) -> Root
        ) {
            self.init(elf, navigation: navigation, saved: saved, window: window, views: views, root: root) { tab in
                Text(Self.name(of: tab).capitalized)
            }
        }

        /// The name a tab is saved by: its `String` raw value, or its description.
        private static func name(of tab: Tab) -> String {
            (tab as? any RawRepresentable)?.rawValue as? String ?? String(describing: tab)
        }
    }

    /// The SwiftUI entry point; the same type as ``Elf/RouterView``.
    ///
    /// ```swift
    /// RouterView(elf, navigation: navigation, saved: $saved) { tab in TabRoot(tab) }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public typealias RouterView = Elf.RouterView
#endif
