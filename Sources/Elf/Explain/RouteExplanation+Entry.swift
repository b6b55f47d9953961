extension Elf.RouteExplanation {
    /// One registered pattern and what became of the URL there.
    ///
    /// ```swift
    /// let entry = elf.explain("app://item/42").entries[0]
    /// entry.pattern   // "app://item/<int:id>"
    /// entry.outcome   // .matched
    /// entry.params    // ["id": "42"]
    /// ```
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// The pattern exactly as it was registered.
        public let pattern: String
        /// Whether the pattern matched and, if not, why.
        public let outcome: Outcome
        /// What the pattern's placeholders bound, decoded; empty when it does not match.
        public let params: [String: String]
        /// The priority the route was registered with (``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)``);
        /// 0 by default, and for a pattern that does not match.
        ///
        /// Matching entries are listed in the order handling tries them:
        /// higher priorities first, then by specificity.
        ///
        /// ```swift
        /// try elf.register("app://item/<int:id>") { ItemHandler() }
        /// try elf.register("app://item/<slug>", priority: 10) { SlugHandler() }
        /// elf.explain("app://item/42").entries.map(\.priority)   // [10, 0]
        /// ```
        public let priority: Int

        init(pattern: String, outcome: Outcome, params: [String: String] = [:], priority: Int = 0) {
            self.pattern = pattern
            self.outcome = outcome
            self.params = params
            self.priority = priority
        }

        /// ` [priority N]` for a route with a nonzero priority, empty otherwise.
        var priorityNote: String { priority == 0 ? "" : " [priority \(priority)]" }

        /// Whether the pattern matches the URL (whatever its handler or an interceptor then did).
        public var matches: Bool {
            if case .mismatched = outcome { return false }
            return true
        }

        /// One line: a mark, the pattern and the outcome (`✗ app://user/<id>  too many segments: ...`).
        public var description: String {
            "\(outcome.symbol) \(loggableText(pattern, quoted: false))\(priorityNote)  \(outcome)"
        }
    }

    /// What became of a URL at one pattern.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// The pattern matches (and, for ``Elf/explainHandling(_:source:)``, its handler takes the URL).
        case matched
        /// The pattern matches, but its handler declined in ``Handler/shouldHandle()``
        /// (only ``Elf/explainHandling(_:source:)`` runs handlers).
        case declined
        /// The pattern matches, but the URL's values do not decode into the
        /// route type registered for it (`register(_:priority:allowedSources:_:)` with a route type):
        /// the text names the value and says why. Handling goes on to the
        /// next pattern (only ``Elf/explainHandling(_:source:)`` decodes).
        ///
        /// ```swift
        /// elf.explainHandling("app://count/three").entries[0].outcome
        /// // .notDecoded("values do not decode into CountRoute: parameter \"n\": \"three\" is not a valid Int")
        /// ```
        case notDecoded(String)
        /// The pattern matches, but the interceptor named `by` rejected the URL for `reason`.
        case rejected(by: String, reason: String)
        /// The pattern matches, but the interceptor named `by` sent the URL to `to` instead.
        case redirected(by: String, to: String)
        /// The pattern matches, but may not be opened from `source`
        /// (``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)``), which ends handling.
        case sourceNotAllowed(LinkSource)
        /// The pattern does not match; the mismatch names the first element that fails.
        case mismatched(Mismatch)

        /// A short phrase: `matches`, `handler declined`, or why not.
        ///
        /// ```swift
        /// RouteExplanation.Outcome.declined.description   // "handler declined"
        /// ```
        public var description: String {
            switch self {
            case .matched: "matches"
            case .declined: "handler declined"
            case .notDecoded(let reason): loggableText(reason, quoted: false)
            case .rejected(let interceptor, let reason):
                "rejected by interceptor \(loggableText(interceptor)): \(loggableText(reason, quoted: false))"
            case .redirected(let interceptor, let target):
                "redirected by interceptor \(loggableText(interceptor)) to \(loggableText(target))"
            case .sourceNotAllowed(let source): "may not be opened from \(source)"
            case .mismatched(let mismatch): mismatch.description
            }
        }

        /// The mark a report line starts with.
        var symbol: String {
            switch self {
            case .matched: "✓"
            case .redirected: "→"
            case .declined, .notDecoded, .rejected, .sourceNotAllowed, .mismatched: "✗"
            }
        }
    }
}
