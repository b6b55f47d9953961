import Foundation

extension Elf {
    /// The caps that keep rewrite rules from outside the app (a remote config)
    /// from slowing the app down or hanging it.
    ///
    /// The limits are part of ``Elf/Configuration`` and fixed when the router
    /// is made. URLs are capped by ``Elf/Configuration/maxURLLength``: a longer
    /// URL is malformed and never reaches a rule, and a rewrite whose result is
    /// longer fails.
    ///
    /// ```swift
    /// var configuration = Elf.Configuration()
    /// configuration.rewriteLimits.maxRules = 200
    /// configuration.rewriteLimits.regexTimeLimit = 0.02
    /// let elf = Elf(configuration: configuration)
    /// ```
    public struct RewriteLimits: Sendable, Equatable {
        /// The most rules the router holds, declarative and regex together (default 1,000).
        public var maxRules: Int
        /// The longest `from` pattern, regex or template, in UTF-8 bytes (default 2,048).
        public var maxRuleLength: Int
        /// The most rewrites one URL goes through before it counts as a cycle (default 8).
        public var maxChainLength: Int
        /// How long, in seconds, the regex rules may take in all for one URL (default 0.05).
        ///
        /// When the time is up, the rewrite fails closed: the URL is not
        /// handled and the failure names the rule that was running.
        public var regexTimeLimit: TimeInterval

        /// Creates limits; every parameter has the documented default.
        public init(
            maxRules: Int = 1000, maxRuleLength: Int = 2048, maxChainLength: Int = 8,
            regexTimeLimit: TimeInterval = 0.05
        ) {
            self.maxRules = maxRules
            self.maxRuleLength = maxRuleLength
            self.maxChainLength = maxChainLength
            self.regexTimeLimit = regexTimeLimit
        }
    }
}

/// The bounds on rewrite rules; the same type as ``Elf/RewriteLimits``.
///
/// ```swift
/// let elf = Elf(configuration: .init(rewriteLimits: RewriteLimits(maxRules: 100)))
/// ```
public typealias RewriteLimits = Elf.RewriteLimits
