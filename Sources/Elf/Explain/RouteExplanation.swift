extension Elf {
    /// Why each registered pattern does or does not match a URL, in
    /// precedence order, and which one wins: for debug screens and bug reports.
    ///
    /// ``Elf/explain(_:)`` makes one without running any handler;
    /// ``Elf/explainHandling(_:source:)`` also asks each matching pattern's handler
    /// whether it takes the URL. Print it for a readable report:
    ///
    /// ```swift
    /// print(elf.explain("app://user/42/following"))
    /// // "app://user/42/following": 1 of 3 patterns match
    /// // ✓ app://user/<int:id>/following  (wins)
    /// // ✗ app://user/<id>  too many segments: URL has 3, pattern has 2
    /// // ✗ https://example.com/user/<id>  wrong scheme: "app", pattern needs "https"
    /// ```
    public struct RouteExplanation: Sendable, Equatable, CustomStringConvertible {
        /// The URL explained: as it was given, or what rewrite rules made of it.
        public let url: String
        /// The URL as it was given, when rewrite rules changed it into ``url``; `nil` otherwise.
        public let originalURL: String?
        /// The rewrite rules that turned ``originalURL`` into ``url``, in the order they applied.
        public let rewriteRules: [RewriteRule]
        /// Why rewriting the URL failed; such a URL matches nothing, so there are no ``entries``.
        public let rewriteError: InputError?
        /// Why the URL could not be read, with the column; `nil` when it could.
        ///
        /// A malformed URL matches nothing, so its explanation has no ``entries``.
        public let malformed: InputError?
        /// One entry per matching form, in precedence order (the order
        /// ``Elf/handleURL(url:context:source:)`` offers the URL to handlers), then one per
        /// pattern that does not match, in registration order.
        ///
        /// A pattern with optional groups appears once for each of its forms
        /// that matches; that is rare (`app://a(/<x>)/*` and `app://a/b/c`).
        public let entries: [Entry]

        init(
            url: String, originalURL: String? = nil, rewriteRules: [RewriteRule] = [],
            rewriteError: InputError? = nil, malformed: InputError? = nil, entries: [Entry] = []
        ) {
            self.url = url
            self.originalURL = originalURL
            self.rewriteRules = rewriteRules
            self.rewriteError = rewriteError
            self.malformed = malformed
            self.entries = entries
        }

        /// The entry that wins, or `nil` when nothing does.
        ///
        /// For ``Elf/explain(_:)`` it is the first entry that matches, whose
        /// pattern is ``Elf/match(_:)``'s; for ``Elf/explainHandling(_:source:)`` the
        /// first whose handler takes the URL, unless an interceptor stops the
        /// URL first.
        ///
        /// ```swift
        /// elf.explain("app://user/42/following").winner?.pattern   // "app://user/<int:id>/following"
        /// ```
        public var winner: Entry? { winnerIndex.map { entries[$0] } }

        /// The index of the winner: the first entry that neither declined nor
        /// failed to decode, if it matched.
        private var winnerIndex: Int? {
            guard
                let index = entries.firstIndex(where: { entry in
                    if case .notDecoded = entry.outcome { return false }
                    return entry.outcome != .declined
                }),
                entries[index].outcome == .matched
            else { return nil }
            return index
        }

        /// A multi-line report: the rewrite, if any, a summary, then one line per entry.
        ///
        /// `✓` marks a matching pattern, `✗` one that does not match or whose
        /// handler declined or an interceptor rejected, `→` one an interceptor
        /// redirected. Two spaces separate the pattern from the reason.
        public var description: String {
            if let rewriteError { return "\(loggableText(url)): \(rewriteError)" }
            var lines: [String] = []
            if let originalURL {
                let rules = rewriteRules.map { "rule \($0)" }.joined(separator: ", then ")
                lines.append("\(loggableText(originalURL)) rewritten to \(loggableText(url)) by \(rules)")
            }
            if let malformed {
                lines.append(malformed.description)
                return lines.joined(separator: "\n")
            }
            let matching = Set(entries.filter(\.matches).map(\.pattern)).count
            let total = Set(entries.map(\.pattern)).count
            guard total > 0 else {
                lines.append("\(loggableText(url)): no patterns registered")
                return lines.joined(separator: "\n")
            }
            lines.append("\(loggableText(url)): \(matching) of \(total) pattern\(total == 1 ? "" : "s") match")
            let winnerIndex = winnerIndex
            for (index, entry) in entries.enumerated() {
                var detail = entry.outcome.description
                if entry.outcome == .matched {
                    // Without a winner, an interceptor stopped the URL before this entry.
                    detail =
                        index == winnerIndex
                        ? "(wins)" : winnerIndex == nil ? "matches, not reached" : "matches, ranks lower"
                }
                lines.append(
                    "\(entry.outcome.symbol) \(loggableText(entry.pattern, quoted: false))\(entry.priorityNote)  \(detail)"
                )
            }
            return lines.joined(separator: "\n")
        }
    }
}

/// Why a URL matches the route it does, pattern by pattern; the same type as ``Elf/RouteExplanation``.
///
/// ```swift
/// let explanation: RouteExplanation = elf.explain("app://user/42")
/// print(explanation)
/// ```
public typealias RouteExplanation = Elf.RouteExplanation
