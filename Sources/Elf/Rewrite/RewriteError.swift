import Foundation

extension Elf {
    /// Why a rewrite rule was rejected, or why rewriting a URL failed: the
    /// rule at fault and the reason.
    ///
    /// A rejected rule changes nothing: the rules already added keep working.
    ///
    /// ```swift
    /// do {
    ///     try elf.addRewriteRule(from: "app://old/<id>", to: "app://new/<name>")
    /// } catch {
    ///     print(error)
    ///     // rewrite rule from "app://old/<id>" to "app://new/<name>": template column 11:
    ///     // placeholder <name> is not bound by the pattern
    /// }
    /// ```
    public struct RewriteError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong.
        public enum Reason: Sendable, Equatable {
            /// The `from` pattern is not a valid Elf pattern (the error has the column).
            case invalidPattern(PatternError)
            /// `NSRegularExpression` does not accept the regex.
            case invalidRegex
            /// The template is not well formed at ``RewriteError/column``; what is wrong.
            case invalidTemplate(String)
            /// The template names a placeholder the `from` pattern does not bind.
            case unboundPlaceholder(String)
            /// The template names a capture group the regex does not have.
            case missingCaptureGroup(Int, available: Int)
            /// The template names a `$` variable that does not exist.
            case unknownVariable(String)
            /// Another rule (named here) matches the same URLs: the same pattern
            /// shape, or the same regex.
            case duplicate(existing: String)
            /// The pattern, regex or template is longer than the limit, in UTF-8 bytes.
            case tooLong(limit: Int)
            /// Adding the rules would hold more than the limit.
            case tooManyRules(limit: Int)
            /// The JSON is not a rule set in the documented format; what is wrong.
            case invalidJSON(String)
            /// The rule produced a string that is not a URL Elf can read.
            case malformedResult(MalformedURL)
            /// The regex rules ran out of time (the limit, in seconds) while this rule ran.
            case timedOut(limit: TimeInterval)
            /// The regex engine gave up on this rule (for example, it ran out of stack).
            case regexFailed
            /// The rules send the URL back to one it already was: the chain, ending in the repeat.
            case cycle(chain: [String])
            /// The URL was still changing after the most rewrites allowed; the chain so far.
            case tooManyRewrites(limit: Int, chain: [String])
        }

        /// The rule at fault, when one is.
        public let rule: RewriteRule?
        /// The rule's position in the rules being added or loaded, when it came in a batch.
        public let index: Int?
        /// What went wrong.
        public let reason: Reason
        /// For template problems, the UTF-8 byte offset into the rule's template.
        public let offset: Int?

        /// Creates an error.
        public init(rule: RewriteRule?, index: Int? = nil, reason: Reason, offset: Int? = nil) {
            self.rule = rule
            self.index = index
            self.reason = reason
            self.offset = offset
        }

        /// The 1-based column (in characters) of a template problem within the rule's template.
        ///
        /// For an invalid `from` pattern, the ``PatternError`` in the reason
        /// carries the column within the pattern.
        public var column: Int? {
            guard let rule else { return nil }
            return ErrorShape(what: "template", input: rule.template, offset: offset).column
        }

        /// A one-line explanation naming the rule and the reason.
        public var description: String {
            var subject = "rewrite rule"
            if let index { subject += " \(index)" }
            if let rule { subject += " \(rule)" }
            if let column { return "\(subject): template column \(column): \(reason.explanation)" }
            return "\(subject): \(reason.explanation)"
        }

        /// The same error, at `index` in a batch.
        func at(index: Int) -> RewriteError {
            RewriteError(rule: rule, index: index, reason: reason, offset: offset)
        }
    }
}

/// Why a rewrite rule could not be added or applied; the same type as ``Elf/RewriteError``.
///
/// ```swift
/// do { try elf.addRewriteRule(from: "app://old/<id", to: "app://new") } catch { print(error.reason) }   // error: RewriteError
/// ```
public typealias RewriteError = Elf.RewriteError

extension Elf.RewriteError.Reason {
    /// A short human phrase for the reason.
    var explanation: String {
        switch self {
        case .invalidPattern(let error): error.description
        case .invalidRegex: "NSRegularExpression does not accept the regex"
        case .invalidTemplate(let problem): loggableText(problem, limit: 400, quoted: false)
        case .unboundPlaceholder(let name):
            "placeholder <\(loggableText(name, quoted: false))> is not bound by the pattern"
        case .missingCaptureGroup(let group, let available):
            "capture group $\(group) does not exist (the regex has \(available))"
        case .unknownVariable(let name):
            "unknown variable $\(loggableText(name, quoted: false)) (use $scheme, $host, $port, $path, $query, $fragment or $url)"
        case .duplicate(let existing): "matches the same URLs as the rule for \(loggableText(existing))"
        case .tooLong(let limit): "longer than \(limit) bytes"
        case .tooManyRules(let limit): "more than \(limit) rules"
        case .invalidJSON(let problem): "invalid rule set JSON: \(loggableText(problem, limit: 400, quoted: false))"
        case .malformedResult(let error): "produced \(error.description)"
        case .timedOut(let limit): "regex rules ran out of time (\(Int((limit * 1000).rounded())) ms)"
        case .regexFailed: "the regex engine failed"
        case .cycle(let chain): "rewrite cycle: \(loggableChain(chain))"
        case .tooManyRewrites(let limit, let chain):
            "still rewriting after \(limit) rewrites: \(loggableChain(chain))"
        }
    }
}

/// The URLs of a rewrite chain, each safe to log (`loggableText(_:limit:)`), joined by arrows.
///
/// The chain is at most `maxChainLength + 1` URLs long, so the text stays bounded.
private func loggableChain(_ chain: [String]) -> String {
    chain.map { loggableText($0) }.joined(separator: " -> ")
}
