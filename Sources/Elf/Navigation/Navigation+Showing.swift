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
    /// - Returns: `true` when the route is shown (or already was, on top);
    ///   `false` when it cannot be, for example a sheet covers the stack and
    ///   ``dismissesSheetsToPush`` is `false`, or its parents loop.
    @discardableResult
    public func show(_ route: some Elf.Route) -> Bool {
        RouteShowing.show(route, on: self) == nil
    }
}
