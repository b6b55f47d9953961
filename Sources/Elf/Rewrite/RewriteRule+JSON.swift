import Foundation

extension Elf.RewriteRule {
    /// Reads a rule set in the documented JSON format:
    /// `{"rules": [{"from": "…", "to": "…"}, {"regex": "…", "to": "…"}]}`.
    ///
    /// Every rule is checked for its form, so the error lists each bad rule
    /// by index; whether the rules are valid is checked when they are added.
    static func ruleSet(
        fromJSON data: Data, limits: Elf.RewriteLimits
    ) throws(Elf.RewriteRuleSetError) -> [Elf.RewriteRule] {
        func failure(_ problem: String, index: Int? = nil) -> Elf.RewriteError {
            Elf.RewriteError(rule: nil, index: index, reason: .invalidJSON(problem))
        }
        let shape = "expected an object with a \"rules\" array"
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw Elf.RewriteRuleSetError(errors: [failure("not JSON; \(shape)")])
        }
        guard let top = object as? [String: Any], let entries = top["rules"] as? [Any] else {
            throw Elf.RewriteRuleSetError(errors: [failure(shape)])
        }
        guard entries.count <= limits.maxRules else {
            throw Elf.RewriteRuleSetError(errors: [
                Elf.RewriteError(rule: nil, reason: .tooManyRules(limit: limits.maxRules))
            ])
        }
        var rules: [Elf.RewriteRule] = []
        var errors: [Elf.RewriteError] = []
        for (index, entry) in entries.enumerated() {
            guard let fields = entry as? [String: Any] else {
                errors.append(failure("the rule is not an object", index: index))
                continue
            }
            let from = fields["from"]
            let regex = fields["regex"]
            guard (from == nil) != (regex == nil) else {
                errors.append(failure("a rule has either \"from\" or \"regex\"", index: index))
                continue
            }
            guard let template = fields["to"] as? String else {
                errors.append(failure("\"to\" is missing or not a string", index: index))
                continue
            }
            if let from {
                guard let pattern = from as? String else {
                    errors.append(failure("\"from\" is not a string", index: index))
                    continue
                }
                rules.append(Elf.RewriteRule(from: pattern, to: template))
            } else if let regex {
                guard let expression = regex as? String else {
                    errors.append(failure("\"regex\" is not a string", index: index))
                    continue
                }
                rules.append(Elf.RewriteRule(regex: expression, to: template))
            }
        }
        guard errors.isEmpty else { throw Elf.RewriteRuleSetError(errors: errors) }
        return rules
    }
}
