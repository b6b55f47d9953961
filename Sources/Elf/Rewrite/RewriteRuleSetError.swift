extension Elf {
    /// Why a batch of rewrite rules was rejected: every bad rule, by index, and why.
    ///
    /// Batches are all or nothing: when this is thrown, no rule of the batch
    /// was added and the rules already there keep working.
    ///
    /// ```swift
    /// do {
    ///     try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: remoteConfig))
    /// } catch {
    ///     for problem in error.errors { print(problem) }   // rewrite rule 3 from ...: ...
    /// }
    /// ```
    public struct RewriteRuleSetError: Error, Sendable, Equatable, CustomStringConvertible {
        /// One error per problem, in rule order; a problem with the whole set has no index.
        public let errors: [RewriteError]

        /// Creates an error from its problems.
        public init(errors: [RewriteError]) {
            self.errors = errors
        }

        /// The first five problems, separated by `; `, and how many more
        /// there are (a rule set from outside may hold a thousand bad rules;
        /// ``errors`` has them all).
        public var description: String {
            let listed = 5
            let more = errors.count > listed ? ["and \(errors.count - listed) more"] : []
            return "rewrite rules rejected, nothing changed: "
                + (errors.prefix(listed).map(\.description) + more).joined(separator: "; ")
        }
    }
}

/// Why a set of rewrite rules was rejected as a whole; the same type as ``Elf/RewriteRuleSetError``.
///
/// ```swift
/// do { try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: data)) } catch { print(error.errors) }   // error: RewriteRuleSetError
/// ```
public typealias RewriteRuleSetError = Elf.RewriteRuleSetError
