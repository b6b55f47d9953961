extension Elf {
    /// Patterns that each carry a value of any type, matched as a router
    /// matches them: matchit's `Router<T>`, for what needs patterns without
    /// handlers.
    ///
    /// ```swift
    /// let pages = try RouteTable([
    ///     (pattern: "/cart", value: "cart"),
    ///     (pattern: "/item/<int:id>", value: "item"),
    /// ], readingPatternsAs: elf)
    /// pages.match("/item/42")?.value          // "item"
    /// pages.match("/item/42")?.match.params   // ["id": "42"]
    /// pages.match("/item/hat")                // nil
    /// ```
    ///
    /// The table reads patterns and URLs as `router` does (its placeholder
    /// types and ``Configuration``, taken when the table is made) and
    /// matches with the same walk and precedence (<doc:Precedence>), but it
    /// knows nothing of handlers, link sources, entry points, rewrite rules
    /// or interceptors: ``match(_:)`` is the router's ``Elf/match(_:)`` over
    /// these patterns. A table is built once and never changes, so it is
    /// safe to share between threads. ElfMigration finds a module's pages
    /// with one (<doc:ExtendingElf>).
    public struct RouteTable<Value: Sendable>: Sendable {
        /// The patterns, each route's payload its value.
        private let tree: PatternTree<Value>
        /// The lookup of the router the table reads as.
        private let lookup: Lookup

        /// Creates a table of `routes`, read as `router` reads patterns.
        ///
        /// - Parameters:
        ///   - routes: Each pattern with its value, in any order: precedence
        ///     decides between patterns that match the same URL.
        ///   - router: The router whose placeholder types and configuration
        ///     the table reads patterns and URLs with.
        /// - Throws: ``InputError`` for the first pattern, in the order
        ///   given, that is invalid or matches the same URLs as one before it
        ///   (``InputError/Reason/duplicate(existing:)`` names that one).
        /// - Complexity: O(*n*) in the total length of the patterns.
        public init(_ routes: [(pattern: String, value: Value)], readingPatternsAs router: Elf) throws(InputError) {
            let (parser, customTypes) = router.locked { ($0.parser, $0.customTypes) }
            let builder = PatternTree<Value>.Builder()
            for (text, value) in routes {
                for form in try parser.parse(text).forms {
                    if let existing = builder.insert(
                        form, record: builder.record(of: form, pattern: text), value: value)
                    {
                        throw InputError(pattern: text, reason: .duplicate(existing: existing.pattern), offset: 0)
                    }
                }
            }
            tree = builder.freeze(customTypes: customTypes)
            lookup = Lookup(configuration: router.configuration)
        }

        /// The value of the most specific pattern that matches `url`, with
        /// the match; `nil` when none does or `url` cannot be read.
        ///
        /// - Complexity: O(*n*) in the length of the URL, as ``Elf/match(_:)``.
        public func match(_ url: String) -> (value: Value, match: RouteMatch)? {
            var route = -1
            var failure: ScanFailure?
            guard let match = lookup.firstMatch(url, originalURL: nil, in: tree, route: &route, failure: &failure)
            else { return nil }
            return (tree.values[route], match)
        }
    }
}

/// Patterns with a value of any type; the same type as ``Elf/RouteTable``.
///
/// ```swift
/// let table = try RouteTable([(pattern: "/help", value: 1)], readingPatternsAs: Elf())
/// ```
public typealias RouteTable = Elf.RouteTable
