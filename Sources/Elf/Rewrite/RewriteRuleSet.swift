import Dispatch

/// What the rewrite rules did to a URL before it is looked up.
enum RewriteOutcome: Sendable, Equatable {
    /// No rule applied, or the URL is malformed (the lookup reports that itself).
    case unchanged
    /// Rules rewrote the URL: the URL to look up, the URL as given, and the rules applied, in order.
    case rewritten(url: String, originalURL: String, rules: [Elf.RewriteRule])
    /// Rewriting failed, so the URL must not be handled (it fails closed).
    case failed(Elf.InputError)
}

/// The router's rewrite rules as registration changes them: the mutable
/// side, kept in the router's ``RouterRegistry`` and frozen into a
/// ``RewriteTable`` when a lookup needs one (as the routing tree is).
///
/// Declarative rules live in a ``PatternTree`` of their own (its payload is
/// the rule's index), so finding the one that applies costs O(*n*) in the
/// URL's length however many rules there are, with the precedence of
/// ROUTING.md §2. Regex rules are tried after them, in the order they were
/// added.
///
/// Adding rules inserts only the new rules' forms into a mutable
/// ``PatternTree/Builder``, which also finds the rules that clash with earlier
/// ones, so adding *r* rules one at a time costs O(*r*) in all, not O(*r*²).
/// Nothing here is shared: the router's lock guards it, and what lookups see
/// is the frozen table.
final class RewriteRuleSet {
    /// Every rule, in the order it was added.
    private(set) var rules: [CompiledRewriteRule] = []
    /// The forms of the declarative rules: finds clashes as rules are added, and freezes into the rule tree.
    private let builder = PatternTree<Int>.Builder()
    private var patternRuleCount = 0
    private var regexRules: [Int] = []
    private var regexTexts: Set<String> = []

    init() {}

    /// A rule set holding `rules`, which were checked for clashes when they were added.
    ///
    /// - Complexity: O(*r* · *s*) for *r* rules of *s* segments.
    convenience init(rebuildingFrom rules: [CompiledRewriteRule]) {
        self.init()
        _ = add(rules, commit: true)
    }

    /// Adds `compiled` after the rules already here, all or none.
    ///
    /// Every rule that matches the same URLs as an earlier one (here or in
    /// `compiled`) is reported; when there is one, or `commit` is `false`
    /// (the batch was rejected already), the set is left as it was.
    ///
    /// - Returns: the clashing rules, by index in `compiled`; empty when the rules were added.
    /// - Complexity: O(*s*) hash lookups per rule of *s* segments, however
    ///   many rules the set already holds (a rejected batch is undone in the
    ///   same time).
    func add(_ compiled: [CompiledRewriteRule], commit: Bool) -> [(index: Int, error: Elf.InputError)] {
        let ruleMark = rules.count
        let routeMark = builder.routeSlotCount
        var inserted: [RoutePattern.Form] = []
        var duplicates: [(index: Int, error: Elf.InputError)] = []
        for (offset, rule) in compiled.enumerated() {
            func duplicate(of existing: String) {
                duplicates.append((offset, Elf.InputError(rule: rule.rule, reason: .duplicate(existing: existing))))
            }
            switch rule.matcher {
            case .pattern(let pattern):
                if let existing = pattern.forms.lazy.compactMap({ self.builder.existingRoute(for: $0) }).first {
                    duplicate(of: existing.pattern)
                    continue
                }
                for form in pattern.forms {
                    // The payload is the rule's index among `rules`.
                    builder.insert(form, record: builder.record(of: form, pattern: pattern.text), value: rules.count)
                    inserted.append(form)
                }
                patternRuleCount += 1
            case .regex:
                guard regexTexts.insert(rule.rule.sourceText).inserted else {
                    duplicate(of: rule.rule.sourceText)
                    continue
                }
                regexRules.append(rules.count)
            }
            rules.append(rule)
        }
        guard !duplicates.isEmpty || !commit else { return [] }

        // Undo the batch: every rule from `ruleMark` on, and every route slot from `routeMark` on, is its own.
        builder.removeInserted(inserted, keepingSlots: routeMark)
        for rule in rules[ruleMark...] {
            switch rule.matcher {
            case .pattern: patternRuleCount -= 1
            case .regex: regexTexts.remove(rule.rule.sourceText)
            }
        }
        rules.removeSubrange(ruleMark...)
        while let last = regexRules.last, last >= ruleMark { regexRules.removeLast() }
        return duplicates
    }

    /// The table lookups read, with the rules as they are now; `nil` when there are none.
    ///
    /// - Complexity: O(*r* · *s*) for *r* rules of *s* segments.
    func freeze(customTypes: [PlaceholderType], configuration: Elf.Configuration) -> RewriteTable? {
        guard !rules.isEmpty else { return nil }
        return RewriteTable(
            rules: rules, tree: patternRuleCount == 0 ? nil : builder.freeze(customTypes: customTypes),
            regexRules: regexRules, configuration: configuration)
    }
}

/// The rewrite rules as lookups read them: frozen, immutable, and part of
/// the router's `RouterSnapshot`, so a lookup's rules and routes always
/// come from one moment.
final class RewriteTable: Sendable {
    /// Every rule, in the order it was added.
    let rules: [CompiledRewriteRule]
    /// The `from` patterns of the declarative rules (payload: index in
    /// ``rules``), or `nil` when there are none.
    let tree: PatternTree<Int>?
    /// The indices in ``rules`` of the regex rules, in order.
    let regexRules: [Int]
    let scanner: URLScanner
    let options: MatchOptions
    let limits: Elf.RewriteLimits
    /// Whether `+` in a query value is a space, as the router reads queries.
    let plusAsSpace: Bool

    init(
        rules: [CompiledRewriteRule], tree: PatternTree<Int>?, regexRules: [Int], configuration: Elf.Configuration
    ) {
        self.rules = rules
        self.tree = tree
        self.regexRules = regexRules
        self.scanner = configuration.scanner
        self.options = configuration.matchOptions
        self.limits = configuration.rewriteLimits
        self.plusAsSpace = configuration.decodesPlusAsSpace
    }

    // MARK: - Rewriting

    /// What one step of rewriting found.
    private enum Step {
        /// No rule applies.
        case none
        /// The URL is malformed: scanning failed.
        case malformed(ScanFailure)
        /// Rule `rule` produced `url`.
        case rewritten(url: String, rule: Int)
        /// Rule `rule` failed.
        case failed(Elf.InputError.Reason, rule: Int)
    }

    /// Applies the rules to `url` until none applies, a rule leaves the URL
    /// as it is, or the chain is too long or loops.
    ///
    /// - Complexity: O(*c* · *n*) for a chain of *c* rewrites of URLs of *n*
    ///   bytes, plus the time the regex rules take (capped by
    ///   ``Elf/RewriteLimits/regexTimeLimit`` in all).
    func rewrite(_ url: String) -> RewriteOutcome {
        var current = url
        var chain = [url]
        // The URLs of a long chain (a raised `maxChainLength`), for the cycle
        // check: searching `chain` itself would make a chain of c rewrites
        // cost O(c² · n). Short chains, the default, are searched directly.
        var visited: Set<String>?
        var applied: [Elf.RewriteRule] = []
        var deadline: UInt64?
        while true {
            let step = withUTF8Bytes(of: current) { bytes -> Step in
                let scanned: ScannedURL
                do throws(ScanFailure) {
                    scanned = try scanner.scan(bytes)
                } catch {
                    return .malformed(error)
                }
                return firstRule(bytes, scanned, deadline: &deadline)
            }
            switch step {
            case .none:
                return applied.isEmpty ? .unchanged : .rewritten(url: current, originalURL: url, rules: applied)
            case .malformed(let failure):
                // Only a result can be malformed here: the URL as given is left for the lookup to report.
                guard let rule = applied.last else { return .unchanged }
                let error = Elf.InputError(url: current, failure)
                return .failed(Elf.InputError(rule: rule, reason: .malformedResult(error)))
            case .failed(let reason, let index):
                return .failed(Elf.InputError(rule: rules[index].rule, reason: reason))
            case .rewritten(let result, let index):
                let rule = rules[index].rule
                // A rule that leaves the URL as it is ends the chain.
                if result == current {
                    return applied.isEmpty ? .unchanged : .rewritten(url: current, originalURL: url, rules: applied)
                }
                if chain.count > 16, visited == nil { visited = Set(chain) }
                if visited?.contains(result) ?? chain.contains(result) {
                    return .failed(Elf.InputError(rule: rule, reason: .cycle(chain: chain + [result])))
                }
                if applied.count == limits.maxChainLength {
                    let reason = Elf.InputError.Reason.tooManyRewrites(
                        limit: limits.maxChainLength, chain: chain + [result])
                    return .failed(Elf.InputError(rule: rule, reason: reason))
                }
                chain.append(result)
                visited?.insert(result)
                applied.append(rule)
                current = result
            }
        }
    }

    /// The first rule that applies to a scanned URL, and what it makes of it.
    private func firstRule(
        _ bytes: BorrowedBytes, _ scanned: ScannedURL, deadline: inout UInt64?
    ) -> Step {
        if let tree, let found = firstPatternRule(tree, bytes, scanned) {
            let (route, index) = tree[route: found.route]
            var input = RewriteTemplate.Input(bytes: bytes, scanned: scanned)
            for (name, capture) in zip(route.parameterNames, found.captures) {
                input.placeholders[name] = value(of: capture, converted: found.converted, bytes, scanned)
            }
            return .rewritten(url: rules[index].template.render(input), rule: index)
        }
        guard !regexRules.isEmpty else { return .none }
        let input = RewriteTemplate.Input(bytes: bytes, scanned: scanned)
        let text = String(decoding: input.raw(.url), as: UTF8.self)
        let limit = limits.regexTimeLimit
        let end = deadline ?? Self.deadline(after: limit)
        deadline = end
        for index in regexRules {
            guard case .regex(let regex) = rules[index].matcher else { continue }
            switch regex.firstMatch(in: text, deadline: end) {
            case .match(let groups):
                var filled = input
                filled.groups = groups
                return .rewritten(url: rules[index].template.render(filled), rule: index)
            case .noMatch: continue
            case .timedOut: return .failed(.timedOut(limit: limit), rule: index)
            case .failed: return .failed(.regexFailed, rule: index)
            }
        }
        return .none
    }

    /// The first pattern rule that takes the URL, with its captures: the
    /// walk's first candidate, or, when some rule has query constraints, the
    /// first candidate whose constraints the URL meets (their placeholders
    /// add captures, as a route's do).
    private func firstPatternRule(
        _ tree: PatternTree<Int>, _ bytes: BorrowedBytes, _ scanned: ScannedURL
    ) -> (route: Int, captures: [Capture], converted: [String])? {
        guard let ordering = tree.tree.ordering else {
            guard let found = tree.tree.firstMatch(scanned, in: bytes, options: options) else { return nil }
            return (found.route, Array(found.captures), found.converted ?? [])
        }
        var result: (route: Int, captures: [Capture], converted: [String])?
        tree.tree.forEachCandidate(scanned, in: bytes, options: options) { candidate in
            for route in ordering.routes(at: candidate.route) ?? [candidate.route] {
                var captures = Array(candidate.captures)
                var converted = candidate.converted
                let record = tree.tree.routes[route]
                if !record.query.isEmpty,
                    QueryConstraint.check(
                        record.query, in: bytes, query: scanned.query, plusAsSpace: plusAsSpace,
                        customTypes: tree.tree.customTypes, captures: &captures, converted: &converted) != nil
                {
                    continue
                }
                result = (route, captures, converted)
                return true
            }
            return false
        }
        return result
    }

    /// The `DispatchTime` nanoseconds `seconds` from now (saturating).
    private static func deadline(after seconds: Double) -> UInt64 {
        let now = DispatchTime.now().uptimeNanoseconds
        guard seconds > 0 else { return now }
        let nanoseconds = seconds >= 1e9 ? UInt64.max / 2 : UInt64(seconds * 1e9)
        return now > UInt64.max - nanoseconds ? UInt64.max : now + nanoseconds
    }

    /// The decoded value of a capture of the rule tree.
    private func value(
        of capture: Capture, converted: [String], _ bytes: BorrowedBytes, _ scanned: ScannedURL
    ) -> RewriteTemplate.Value {
        if capture.converted >= 0 { return .single(converted[capture.converted]) }
        func host() -> String { PercentDecoding.string(bytes, scanned.host, options: .init(lowercase: true)) }
        switch capture.kind {
        case .segment:
            return .single(PercentDecoding.string(bytes, capture.range))
        case .query:
            return .single(
                PercentDecoding.string(bytes, capture.range, options: .init(plusAsSpace: plusAsSpace)))
        case .host:
            return .single(host())
        case .rest, .restFromHost:
            var segments = Segments(bytes: bytes, range: capture.range).map { PercentDecoding.string(bytes, $0) }
            if capture.kind == .restFromHost { segments.insert(host(), at: 0) }
            return .segments(segments)
        }
    }
}
