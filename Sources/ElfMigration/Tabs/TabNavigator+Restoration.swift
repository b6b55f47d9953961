extension Elf.TabNavigator {
    /// Every tab's navigation state and the selected tab, as URLs: its
    /// ``navigation``'s, in the format a ``Navigation`` of the same names saves.
    ///
    /// ```swift
    /// tabs.savedNavigation.selectedTab   // "orders"
    /// ```
    public var savedNavigation: Elf.SavedNavigation { navigation.savedNavigation }
}

extension Elf {
    /// Restores a saved navigation state into the tabs of `navigator`, as
    /// ``restore(_:into:source:)`` restores a ``Navigation``: the state goes
    /// into its ``TabNavigator/navigation``.
    ///
    /// ```swift
    /// import ElfMigration
    ///
    /// let tabs = TabNavigator(tabs: ["shop", "orders"])
    /// let dropped = await elf.restore(SavedNavigation(data: saved), into: tabs)
    /// ```
    ///
    /// Each tab's stack comes back in the tab of the same name; a tab the
    /// navigator no longer has is dropped, and the saved selection is
    /// selected when the tab exists. Restoring selects tabs as a
    /// ``Navigation`` does, so it dismisses nothing.
    ///
    /// - Returns: What was left out, and why.
    @MainActor
    @discardableResult
    public func restore(
        _ saved: SavedNavigation, into navigator: TabNavigator, source: LinkSource = .restoration
    ) async -> [SavedNavigation.Dropped] {
        await restore(saved, into: navigator.navigation, source: source)
    }
}
