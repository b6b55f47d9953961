extension Elf.Navigation {
    /// Shows `route` as a link to it would: with its type's presentation
    /// (``Elf/Route/presentation``), on its tab, under its parents.
    ///
    /// The one way for a route that acts to keep its default presentation: its
    /// action shows the route, then does what else it does.
    ///
    /// ```swift
    /// // The episode link with `t=`: shown under its podcast, and it plays.
    /// try elf.register(EpisodeRoute.self) { (episode, navigation: Navigation<AppTab>) in
    ///     navigation.show(episode)
    ///     guard !navigation.isRestoring else { return }   // restored as shown, not played again
    ///     player.play(episode.id, at: episode.t)
    /// }
    /// ```
    ///
    /// A route presented as ``Presentation/window`` opens a window through
    /// ``windowOpener``, or, where none opens, is pushed here.
    ///
    /// - Returns: `true` when the route is shown (or already was, on top,
    ///   or in a window of its own);
    ///   `false` when it cannot be, for example a sheet covers the stack and
    ///   ``dismissesSheetsToPush`` is `false`, or its parents loop.
    @discardableResult
    public func show(_ route: some Elf.Route) -> Bool {
        Elf.appNavigates(on: self)
        return RouteShowing.show(route, on: self) == nil
    }

    /// The route value `tab`'s root view shows, when one was shown there as
    /// ``Presentation/tab(_:)`` with values; `nil` until then, or when it is
    /// of another type.
    ///
    /// ```swift
    /// struct SearchTab: View {
    ///     let navigation: Navigation<AppTab>
    ///     var body: some View { SearchView(query: navigation.root(SearchRoute.self, of: .search)?.q ?? "") }
    /// }
    /// ```
    public func root<R: Elf.Route>(_ type: R.Type = R.self, of tab: Tab) -> R? {
        self[tab].tabRoot as? R
    }
}
