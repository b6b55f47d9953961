/// What happened in the shop, one sentence a line: handlers and actions
/// write here, and the tour prints it.
///
/// ```swift
/// let log = ShopLog()
/// log.record("pushed product/42")
/// log.takeNewEntries()   // ["pushed product/42"]
/// log.takeNewEntries()   // []
/// ```
@MainActor
public final class ShopLog {
    /// Every entry, oldest first.
    public private(set) var entries: [String] = []

    /// Called with each new entry (the iOS app prints them).
    public var onRecord: ((String) -> Void)?

    private var taken = 0

    /// Creates an empty log.
    nonisolated public init() {}

    /// Adds an entry.
    public func record(_ entry: String) {
        entries.append(entry)
        onRecord?(entry)
    }

    /// The entries added since the last call.
    public func takeNewEntries() -> [String] {
        defer { taken = entries.count }
        return Array(entries[taken...])
    }
}
