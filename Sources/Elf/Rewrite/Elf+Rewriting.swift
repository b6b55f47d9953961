import Foundation

extension Elf {
    /// Adds a declarative rewrite rule: URLs that `pattern` matches become `template`.
    ///
    /// `pattern` is an Elf pattern, with the syntax and the matching of
    /// registered patterns. `template` is a URL whose `<name>` placeholders
    /// are filled with the values `pattern` bound, decoded and then
    /// percent-encoded for where they land; `$query`, `$fragment` and the
    /// other `$` variables paste parts of the input URL (see <doc:Rewriting>).
    ///
    /// ```swift
    /// try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>")
    /// elf.match("https://www.amazon.com/search/ipad%20pro")?.url   // "app://search?product=ipad%20pro"
    /// ```
    ///
    /// Rules apply before matching, in ``match(_:)``, ``resolve(_:)``,
    /// ``canHandle(_:source:)`` and ``handleURL(url:context:source:)``.
    ///
    /// - Throws: ``InputError`` naming the rule and what is wrong: an
    ///   invalid pattern (with its column), a template placeholder the
    ///   pattern does not bind, a rule that matches the same URLs as one
    ///   already added, a limit of ``RewriteLimits``. Nothing is added then.
    /// - Complexity: O(*n*) in the length of the rule, however many rules
    ///   there are; the next lookup freezes the rules again, in O(*r*) for
    ///   *r* rules.
    public func addRewriteRule(from pattern: String, to template: String) throws(InputError) {
        try addRewriteRule(RewriteRule(from: pattern, to: template))
    }

    /// Adds a regex rewrite rule: URLs in which `regex` finds a match become `template`.
    ///
    /// Regex rules exist for rule sets written for FFRouter. In `template`,
    /// `$1`… paste capture groups as written in the URL, `$$1` pastes a group
    /// percent-encoded for where it lands, `$#1` pastes it percent-decoded,
    /// and `$scheme`, `$host`, `$port`, `$path`, `$query`, `$fragment` and
    /// `$url` paste parts of the input URL.
    ///
    /// ```swift
    /// try elf.addRewriteRule(regex: #"^https://m\.example\.com/item/(\d+)$"#, to: "app://item/$1")
    /// ```
    ///
    /// Regex rules are tried after the declarative ones, in the order they
    /// were added, and all of them together get
    /// ``RewriteLimits/regexTimeLimit`` per URL: a regex that backtracks
    /// for too long fails the URL instead of hanging the app.
    ///
    /// - Throws: ``InputError``: a regex `NSRegularExpression` does not
    ///   accept, a template naming a group the regex does not have, the same
    ///   regex twice, a limit of ``RewriteLimits``. Nothing is added then.
    public func addRewriteRule(regex: String, to template: String) throws(InputError) {
        try addRewriteRule(RewriteRule(regex: regex, to: template))
    }

    /// Replaces every rewrite rule with `rules`, all or none.
    ///
    /// ```swift
    /// try elf.replaceRewriteRules(with: [.init(from: "app://old/<id>", to: "app://new/<id>")])
    /// ```
    ///
    /// - Throws: ``InputError`` naming each bad rule by its index;
    ///   then the rules already there stay as they were.
    /// - Complexity: O(*n*) in the total length of `rules`.
    public func replaceRewriteRules(with rules: [RewriteRule]) throws(InputError) {
        try commitRewriteRules(rules, replacing: true)
    }

    /// The rewrite rules, in the order they were added.
    public var rewriteRules: [RewriteRule] {
        locked { $0.rewriteRules.rules.map(\.rule) }
    }

    /// What the rewrite rules make of `url`: `url` itself when no rule applies.
    ///
    /// Lookups do the same before they match; this shows the result, for
    /// debug screens and tests.
    ///
    /// ```swift
    /// try elf.rewrite("https://www.amazon.com/search/ipad")   // "app://search?product=ipad"
    /// ```
    ///
    /// - Throws: ``InputError`` when rewriting fails: a cycle, too many
    ///   rewrites, a regex out of time, a result that is not a URL.
    public func rewrite(_ url: String) throws(InputError) -> String {
        switch snapshot().rewrites?.rewrite(url) ?? .unchanged {
        case .unchanged: return url
        case .rewritten(let target, _, _): return target
        case .failed(let error): throw error
        }
    }

    // MARK: - Internals

    /// What the rewrite rules make of `url` before it is looked up.
    ///
    /// Costs one lock and one `nil` check when there are no rules.
    private func addRewriteRule(_ rule: RewriteRule) throws(InputError) {
        do throws(InputError) {
            try commitRewriteRules([rule], replacing: false, single: true)
        } catch {
            throw error.errors[0]
        }
    }

    /// Compiles `rules` outside the lock, then adds them (or replaces the
    /// rules with them), unless any is bad.
    private func commitRewriteRules(
        _ rules: [RewriteRule], replacing: Bool, single: Bool = false
    ) throws(InputError) {
        let limits = configuration.rewriteLimits
        func tooMany() -> InputError {
            InputError(errors: [
                InputError(rule: single ? rules.first : nil, reason: .tooManyRules(limit: limits.maxRules))
            ])
        }
        let (parser, count) = locked { ($0.parser, $0.rewriteRules.rules.count) }
        guard (replacing ? 0 : count) + rules.count <= limits.maxRules else { throw tooMany() }

        var errors: [InputError] = []
        var compiled: [CompiledRewriteRule] = []
        var positions: [Int] = []
        for (index, rule) in rules.enumerated() {
            do throws(InputError) {
                compiled.append(try CompiledRewriteRule(rule, parser: parser, limits: limits))
                positions.append(index)
            } catch {
                errors.append(single ? error : error.at(index: index))
            }
        }

        let failure = locked { registry -> [InputError] in
            registry.storeRewriteRules(compiled, at: positions, replacing: replacing, errors: errors, single: single)
        }
        if failure.first?.reason == .tooManyRules(limit: limits.maxRules) { throw tooMany() }
        if !failure.isEmpty { throw InputError(errors: failure) }
    }
}

extension RouterRegistry {
    /// Adds `compiled` (or replaces the rules with them), unless there are
    /// `errors` or a rule clashes with another (the lock is held).
    ///
    /// Adding extends the current rule set in place, so each rule costs the
    /// same however many are there; replacing fills a new set, so a rejected
    /// batch leaves the old one as it was. Lookups freeze the set once after
    /// a change.
    ///
    /// - Returns: every error, by index; empty when the rules were stored.
    mutating func storeRewriteRules(
        _ compiled: [CompiledRewriteRule], at positions: [Int], replacing: Bool, errors: [Elf.InputError],
        single: Bool
    ) -> [Elf.InputError] {
        let limits = configuration.rewriteLimits
        let keptCount = replacing ? 0 : rewriteRules.rules.count
        // Checked again: other threads may have added rules while these compiled.
        guard keptCount + compiled.count + errors.count <= limits.maxRules else {
            return [Elf.InputError(rule: nil, reason: .tooManyRules(limit: limits.maxRules))]
        }
        let ruleSet = replacing ? RewriteRuleSet() : rewriteRules
        let duplicates = ruleSet.add(compiled, commit: errors.isEmpty)
        var errors = errors
        for duplicate in duplicates {
            errors.append(single ? duplicate.error : duplicate.error.at(index: positions[duplicate.index]))
        }
        guard errors.isEmpty else { return errors.sorted { ($0.index ?? -1) < ($1.index ?? -1) } }
        // Assigning marks the rules changed, so the next snapshot freezes them.
        rewriteRules = ruleSet
        return []
    }
}
