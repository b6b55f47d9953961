import Foundation

extension Elf.RewriteRule {
    /// The rules a JSON rule set holds, all or none: the form a remote config takes.
    ///
    /// The JSON is an object whose `rules` array holds one object per rule:
    /// `from` (an Elf pattern) or `regex`, and `to` (the template). Other
    /// keys are ignored, so a config can carry comments or newer fields.
    ///
    /// ```swift
    /// let json = Data(#"""
    ///     {"rules": [
    ///         {"from": "https://www.amazon.com/search/<q>", "to": "app://search?product=<q>"},
    ///         {"regex": "^https://m\\.example\\.com/item/(\\d+)$", "to": "app://item/$1"}
    ///     ]}
    ///     """#.utf8)
    /// try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: json))
    /// ```
    ///
    /// - Parameters:
    ///   - data: The JSON.
    ///   - limits: The limits a rule is held to; the router's own are checked again when the rules are added.
    /// - Throws: ``InputError`` naming each bad rule by its index
    ///   in `rules`, and why; JSON that is not a rule set is one error with
    ///   no index.
    /// - Complexity: O(*n*) in the length of `data`.
    public static func rules(
        fromJSON data: Data, limits: Elf.RewriteLimits = Elf.RewriteLimits()
    ) throws(Elf.InputError) -> [Elf.RewriteRule] {
        func failure(_ problem: String, index: Int? = nil) -> Elf.InputError {
            Elf.InputError(rule: nil, index: index, reason: .invalidJSON(problem))
        }
        let shape = "expected an object with a \"rules\" array"
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw Elf.InputError(errors: [failure("not JSON; \(shape)")])
        }
        guard let top = object as? [String: Any], let entries = top["rules"] as? [Any] else {
            throw Elf.InputError(errors: [failure(shape)])
        }
        guard entries.count <= limits.maxRules else {
            throw Elf.InputError(errors: [
                Elf.InputError(rule: nil, reason: .tooManyRules(limit: limits.maxRules))
            ])
        }
        var rules: [Elf.RewriteRule] = []
        var errors: [Elf.InputError] = []
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
        guard errors.isEmpty else { throw Elf.InputError(errors: errors) }
        return rules
    }
}
