extension Elf {
    /// A rule that maps URLs to other URLs before matching: a declarative
    /// rule written as an Elf pattern, or a regex rule.
    ///
    /// Declarative rules are the preferred form: their `from` side is an Elf
    /// pattern, matched with the same precedence as registered patterns and
    /// in time linear in the URL however many rules there are. Regex rules
    /// exist for rule sets written for FFRouter.
    ///
    /// ```swift
    /// try elf.replaceRewriteRules(with: elf.rewriteRules + [
    ///     .init(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>"),
    ///     .init(regex: #"^https://m\.example\.com/item/(\d+)$"#, to: "app://item/$1"),
    /// ])
    /// ```
    public struct RewriteRule: Sendable, Hashable, CustomStringConvertible {
        /// What a rule matches URLs with.
        public enum Source: Sendable, Hashable {
            /// An Elf pattern (`https://www.amazon.com/search/<q>`), matched as registered patterns are.
            case pattern(String)
            /// A regular expression in `NSRegularExpression` syntax, searched for in the whole URL.
            case regex(String)
        }

        /// What the rule matches URLs with.
        public let source: Source
        /// The URL the rule produces, with `<name>` placeholders (declarative
        /// rules), `$1`… captures (regex rules) and `$scheme`-style variables.
        public let template: String

        /// A declarative rule: URLs that `pattern` matches become `template`.
        public init(from pattern: String, to template: String) {
            self.source = .pattern(pattern)
            self.template = template
        }

        /// A regex rule: URLs in which `regex` finds a match become `template`.
        public init(regex: String, to template: String) {
            self.source = .regex(regex)
            self.template = template
        }

        /// The pattern or regex text.
        public var sourceText: String {
            switch source {
            case .pattern(let text), .regex(let text): text
            }
        }

        /// Whether this is a regex rule.
        var isRegex: Bool {
            if case .regex = source { true } else { false }
        }

        /// The rule in one line: `from "…" to "…"` or `regex "…" to "…"`,
        /// each text escaped and cut as every description's input is (a rule
        /// set loaded from JSON is input from outside).
        public var description: String {
            "\(isRegex ? "regex" : "from") \(loggableText(sourceText)) to \(loggableText(template))"
        }
    }
}

/// A rule that rewrites a URL before matching; the same type as ``Elf/RewriteRule``.
///
/// ```swift
/// try elf.replaceRewriteRules(with: [RewriteRule(from: "https://shop.example.com/p/<int:id>", to: "app://product/<id>")])
/// ```
public typealias RewriteRule = Elf.RewriteRule
