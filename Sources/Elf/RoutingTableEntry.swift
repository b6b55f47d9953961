extension Elf {
    /// One route of a routing table: the factory that makes its handler, and
    /// the sources that may open it.
    ///
    /// Pass entries to ``Elf/registerRoutingTable(entries:notFoundHandler:)``
    /// when some routes of a table must not open from every source:
    ///
    /// ```swift
    /// elf.registerRoutingTable(entries: [
    ///     "app://profile": RoutingTableEntry { ProfileHandler() },
    ///     "app://account/delete": RoutingTableEntry(allowedSources: [.internal, .universalLink]) {
    ///         DeleteAccountHandler()
    ///     },
    /// ], notFoundHandler: { url in print("\(url) not found") })
    /// ```
    public struct RoutingTableEntry: Sendable {
        /// The sources that may open the route; `nil` means every source.
        public let allowedSources: Set<LinkSource>?
        /// Makes a fresh handler for every URL the route takes.
        public let factory: HandlerFactory

        /// Creates an entry open to `allowedSources`, or to every source when `nil`.
        ///
        /// - Parameters:
        ///   - allowedSources: The sources that may open the route, as in
        ///     ``Elf/register(_:allowedSources:_:)``; `nil` (the default) for all.
        ///   - factory: Makes the route's handler.
        public init(allowedSources: Set<LinkSource>? = nil, _ factory: @escaping HandlerFactory) {
            self.allowedSources = allowedSources
            self.factory = factory
        }

        /// Whether a URL from `source` may open the route.
        func allows(_ source: LinkSource) -> Bool {
            allowedSources?.contains(source) ?? true
        }
    }
}

/// One route of a routing table; the same type as ``Elf/RoutingTableEntry``.
public typealias RoutingTableEntry = Elf.RoutingTableEntry
