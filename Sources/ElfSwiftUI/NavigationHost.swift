#if canImport(SwiftUI)
    import SwiftUI

    extension Elf {
        /// A `NavigationStack` bound to a ``StackNavigator``, with its sheets and covers.
        ///
        /// The stack's path is the navigator's ``StackNavigator/path``, both
        /// ways: a push through the navigator shows the screen, a back swipe
        /// pops the navigator. Each presented container becomes a sheet or a
        /// full-screen cover (a sheet on macOS) with a `NavigationStack` of
        /// its own when it was presented in navigation. `home` is the root
        /// view, not a screen.
        ///
        /// ```swift
        /// NavigationHost(navigator, views: views) {
        ///     ProductList()
        /// }
        /// .handlesLinks(with: elf)
        /// ```
        ///
        /// Needs iOS 17, macOS 14, tvOS 17 or watchOS 10: it binds the
        /// `Observable` navigator with `Bindable` (<doc:Platforms>).
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        public struct NavigationHost<Home: View>: View {
            private let navigator: StackNavigator
            private let views: ScreenViews
            private let index: Int
            private let home: Home

            /// A stack bound to `navigator`'s root container, with `home` at its root.
            public init(_ navigator: StackNavigator, views: ScreenViews, @ViewBuilder home: () -> Home) {
                self.init(navigator, views: views, container: 0, home: home())
            }

            /// A stack bound to the container at `index`.
            init(_ navigator: StackNavigator, views: ScreenViews, container index: Int, home: Home) {
                self.navigator = navigator
                self.views = views
                self.index = index
                self.home = home
            }

            /// The `NavigationStack` and what is presented over it.
            public var body: some View {
                NavigationStack(path: Bindable(navigator)[dynamicMember: \.[navigationPathOf: index]]) {
                    views.withDestinations(home)
                }
                .modifier(Presentations(navigator: navigator, views: views, index: index))
            }
        }
    }

    /// A `NavigationStack` bound to a navigator; the same type as ``Elf/NavigationHost``.
    ///
    /// ```swift
    /// NavigationHost(navigator, views: views) { Home() }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public typealias NavigationHost = Elf.NavigationHost

    /// The sheet and the cover presented over the container at `index`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private struct Presentations: ViewModifier {
        let navigator: Elf.StackNavigator
        let views: Elf.ScreenViews
        let index: Int

        func body(content: Content) -> some View {
            let bindable = Bindable(navigator)
            #if os(macOS)
                content
                    .sheet(item: bindable[dynamicMember: \.[presentedOver: index, style: .sheet]]) { container in
                        presented(container)
                    }
                    .sheet(item: bindable[dynamicMember: \.[presentedOver: index, style: .fullScreenCover]]) {
                        container in presented(container)
                    }
            #else
                content
                    .sheet(item: bindable[dynamicMember: \.[presentedOver: index, style: .sheet]]) { container in
                        presented(container)
                    }
                    .fullScreenCover(item: bindable[dynamicMember: \.[presentedOver: index, style: .fullScreenCover]]) {
                        container in presented(container)
                    }
            #endif
        }

        /// A presented container: a stack of its own, or its one screen.
        private func presented(_ container: Elf.StackNavigator.Container) -> AnyView {
            let level = index + 1
            let first = container.screens.first.map(views.view(for:)) ?? AnyView(EmptyView())
            if container.isNavigationContainer {
                return AnyView(Elf.NavigationHost(navigator, views: views, container: level, home: first))
            }
            return AnyView(first.modifier(Presentations(navigator: navigator, views: views, index: level)))
        }
    }

    extension Elf.StackNavigator {
        /// The path of the container at `index` as a `NavigationPath`, each
        /// element with its own type; setting a shorter one pops.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        subscript(navigationPathOf index: Int) -> NavigationPath {
            get {
                var navigationPath = NavigationPath()
                // One element type for every screen, route values included, so
                // one destination (ScreenViews.withDestinations) shows them all.
                for screen in navigationScreens(ofContainerAt: index) {
                    navigationPath.append(Elf.IdentifiedScreen(screen))
                }
                return navigationPath
            }
            set { keepPath(count: newValue.count, ofContainerAt: index) }
        }

        /// The container presented over `index` in `style`; setting `nil` dismisses it.
        subscript(presentedOver index: Int, style style: Elf.PresentationStyle) -> Container? {
            get { presentedContainer(over: index, style: style) }
            set { if newValue == nil { dismissPresented(over: index, style: style) } }
        }
    }
#endif
