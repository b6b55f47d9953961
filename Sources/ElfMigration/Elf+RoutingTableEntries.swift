extension Elf {
    /// Replaces the whole routing table, as
    /// ``Elf/registerRoutingTable(_:notFoundHandler:)`` does, with routes that
    /// may each be closed to some sources.
    ///
    /// ```swift
    /// import ElfMigration
    ///
    /// elf.registerRoutingTable(entries: [
    ///     "app://profile": RoutingTableEntry { ProfileHandler() },
    ///     "app://account/delete": RoutingTableEntry(allowedSources: [.internal, .universalLink]) {
    ///         DeleteAccountHandler()
    ///     },
    /// ], notFoundHandler: { url in print("\(url) not found") })
    /// elf.handleURL(url: "app://account/delete", source: .customScheme)   // false
    /// ```
    ///
    /// A restricted entry behaves as a route registered with
    /// `allowedSources`. The table is applied all or nothing, with the same
    /// errors. New code registers each route with
    /// ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)`` instead.
    ///
    /// - Returns: The errors that kept the table from being applied; empty on success.
    @discardableResult
    public func registerRoutingTable(
        entries table: [String: RoutingTableEntry], notFoundHandler: @escaping @MainActor (String) -> Void
    ) -> [InputError] {
        replaceRoutes(with: table, notFoundHandler: notFoundHandler)
    }
}
