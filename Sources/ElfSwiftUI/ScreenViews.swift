#if canImport(SwiftUI)
    import SwiftUI

    extension Elf {
        /// The views of an app's screens for a ``NavigationHost``: one per
        /// route type, and one for every other screen.
        ///
        /// Each route type gets a `navigationDestination(for:)` of its own in
        /// every `NavigationStack` the host shows, so the route values in
        /// ``StackNavigator/path`` find their views; other screens reach the
        /// `other` view through ``IdentifiedScreen``. The first screen of a
        /// sheet or a cover is made the same way.
        ///
        /// ```swift
        /// let views = ScreenViews { screen in Text(screen.identity) }
        ///     .route(ProductRoute.self) { route in ProductView(id: route.id) }
        ///     .route(LoginRoute.self) { _ in LoginView() }
        /// ```
        ///
        /// Needs iOS 17, macOS 14, tvOS 17 or watchOS 10, as ``NavigationHost`` does (<doc:Platforms>).
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        @MainActor
        public struct ScreenViews {
            /// The view of a route value, or `nil` when the screen is not of that route type.
            private var routeViews: [@MainActor (any Screen) -> AnyView?] = []
            /// Adds a route type's `navigationDestination(for:)` to a view.
            private var destinations: [@MainActor (AnyView) -> AnyView] = []
            /// The view of a screen no route type claims.
            private let other: @MainActor (any Screen) -> AnyView

            /// Views with `other` for every screen no ``route(_:_:)`` claims.
            public init<Other: View>(@ViewBuilder other: @escaping @MainActor (any Screen) -> Other) {
                self.other = { screen in AnyView(other(screen)) }
            }

            /// Views where a screen no ``route(_:_:)`` claims shows a
            /// placeholder that names its type, never an empty screen; in a
            /// ``RouterView`` the router's miss handler hears it too.
            public init() {
                self.other = { screen in AnyView(Text("No view for \(String(describing: type(of: screen)))")) }
                self.reportsMissingViews = true
            }

            /// Whether a screen no ``route(_:_:)`` claims is a miss (no `other` view was given).
            private(set) var reportsMissingViews = false

            /// These views, telling `elf`'s miss handler when a screen has no view.
            func reportingMissingViews(to elf: Elf) -> ScreenViews {
                guard reportsMissingViews else { return self }
                var views = self
                let placeholder = other
                views.fallback = { screen in
                    AnyView(
                        placeholder(screen).onAppear {
                            let type = String(describing: Swift.type(of: screen))
                            elf.reportMiss(
                                RouteMiss(
                                    url: screen.identity,
                                    reason: .notShown(
                                        "no view for \(type): add .route(\(type).self) { … } to the RouterView's ScreenViews"
                                    )))
                        })
                }
                return views
            }

            /// The view of a screen no route type claims, when it says so to the router.
            private var fallback: (@MainActor (any Screen) -> AnyView)?

            /// These views, with `view` for the values of the route type `type`.
            public func route<R: Route & Screen, Content: View>(
                _ type: R.Type, @ViewBuilder _ view: @escaping @MainActor (R) -> Content
            ) -> ScreenViews {
                var views = self
                views.routeViews.append { screen in (screen as? R).map { AnyView(view($0)) } }
                views.destinations.append { content in
                    AnyView(content.navigationDestination(for: R.self) { route in view(route) })
                }
                return views
            }

            /// The view of `screen`: its route type's, or the `other` view.
            public func view(for screen: any Screen) -> AnyView {
                for make in routeViews {
                    if let view = make(screen) { return view }
                }
                // A screen that is a view (a route value with a body) shows itself.
                if let view = screen as? any View { return AnyView(view) }
                return (fallback ?? other)(screen)
            }

            /// `content` with a `navigationDestination(for:)` per route type and one for ``IdentifiedScreen``.
            func withDestinations(_ content: some View) -> AnyView {
                var view = AnyView(
                    content.navigationDestination(for: IdentifiedScreen.self) { element in
                        self.view(for: element.screen)
                    })
                for destination in destinations { view = destination(view) }
                return view
            }
        }
    }

    /// The views of an app's screens; the same type as ``Elf/ScreenViews``.
    ///
    /// ```swift
    /// let views = ScreenViews().route(ProductRoute.self) { ProductView(id: $0.id) }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public typealias ScreenViews = Elf.ScreenViews
#endif
