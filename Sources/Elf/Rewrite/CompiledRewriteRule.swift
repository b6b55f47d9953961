/// A rewrite rule as the router keeps it: checked and compiled when it was added.
struct CompiledRewriteRule: Sendable {
    /// What the rule matches URLs with, compiled.
    enum Matcher: Sendable {
        case pattern(RoutePattern)
        case regex(DeadlineRegex)
    }

    let rule: Elf.RewriteRule
    let matcher: Matcher
    let template: RewriteTemplate

    /// Checks and compiles `rule`.
    ///
    /// - Parameter parser: the router's pattern parser (its custom placeholder types).
    /// - Throws: ``Elf/InputError`` naming the rule and what is wrong with it.
    init(_ rule: Elf.RewriteRule, parser: PatternParser, limits: Elf.RewriteLimits) throws(Elf.InputError) {
        func failure(_ reason: Elf.InputError.Reason, offset: Int? = nil) -> Elf.InputError {
            Elf.InputError(rule: rule, reason: reason, offset: offset)
        }
        guard rule.sourceText.utf8.count <= limits.maxRuleLength, rule.template.utf8.count <= limits.maxRuleLength
        else { throw failure(.tooLong(limit: limits.maxRuleLength)) }

        let kind: RewriteTemplate.Kind
        switch rule.source {
        case .pattern(let text):
            let pattern: RoutePattern
            // A rule's source is a pattern as routes write them, query
            // constraints included (`app://show?id=<uuid:id>`): the rule
            // applies only when the URL meets them, and their placeholders
            // fill the template as path placeholders do.
            do throws(Elf.InputError) {
                pattern = try parser.parse(text)
            } catch {
                throw failure(.invalidPattern(error))
            }
            matcher = .pattern(pattern)
            kind = .declarative(names: Set(pattern.forms.flatMap(\.parameterNames)))
        case .regex(let text):
            guard let regex = DeadlineRegex(text) else { throw failure(.invalidRegex) }
            matcher = .regex(regex)
            kind = .regex(groupCount: regex.groupCount)
        }
        do throws(RewriteTemplate.Problem) {
            template = try RewriteTemplate(rule.template, kind: kind)
        } catch {
            throw failure(error.reason, offset: error.offset)
        }
        self.rule = rule
    }
}
