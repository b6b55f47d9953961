import Dispatch

/// What the rewrite rules did to a URL before it is looked up.
enum RewriteOutcome: Sendable, Equatable {
    /// No rule applied, or the URL is malformed (the lookup reports that itself).
    case unchanged
    /// Rules rewrote the URL: the URL to look up, the URL as given, and the rules applied, in order.
    case rewritten(url: String, originalURL: String, rules: [Elf.RewriteRule])
    /// Rewriting failed, so the URL must not be handled (it fails closed).
    case failed(Elf.RewriteError)
}

/// The immutable, `Sendable` set of rewrite rules that lookups read, frozen
/// from the router's rules whenever they change (as the routing tree is).
///
/// Declarative rules live in a ``RouteTree`` of their own, so finding the one
/// that applies costs O(*n*) in the URL's length however many rules there
/// are, with the precedence of ROUTING.md §2. Regex rules are tried after
/// them, in the order they were added.
final class RewriteSnapshot: Sendable {
    /// Every rule, in the order it was added.
    let rules: [CompiledRewriteRule]
    /// The `from` patterns of the declarative rules, or `nil` when there are none.
    let tree: RouteTree?
    /// The index in ``rules`` of each declarative rule, by its `from` text.
    let patternRules: [String: Int]
    /// The indices in ``rules`` of the regex rules, in order.
    let regexRules: [Int]
    let scanner: URLScanner
    let options: MatchOptions
    let limits: Elf.RewriteLimits

    private init(
        rules: [CompiledRewriteRule], tree: RouteTree?, patternRules: [String: Int], regexRules: [Int],
        configuration: Elf.Configuration
    ) {
        self.rules = rules
        self.tree = tree
        self.patternRules = patternRules
        self.regexRules = regexRules
        self.scanner = URLScanner(maxLength: configuration.maxURLLength, allowsUserinfo: configuration.allowsUserinfo)
        self.options = MatchOptions(
            caseInsensitivePaths: configuration.caseInsensitivePaths,
            hostAsPathSegment: configuration.hostAsPathSegment)
        self.limits = configuration.rewriteLimits
    }

    /// Freezes `rules`, or reports the rules that clash with earlier ones.
    ///
    /// A clash is a rule that matches the same URLs as an earlier one; it is
    /// reported by its index in `rules`. No rules freeze to `nil`.
    ///
    /// - Complexity: O(*r* · *s*) for *r* rules of *s* segments.
    static func build(
        _ rules: [CompiledRewriteRule], customTypes: [PlaceholderType], configuration: Elf.Configuration
    ) -> (snapshot: RewriteSnapshot?, duplicates: [(index: Int, error: Elf.RewriteError)]) {
        guard !rules.isEmpty else { return (nil, []) }
        let builder = RouteTree.Builder()
        var patternRules: [String: Int] = [:]
        var regexRules: [Int] = []
        var regexTexts: Set<String> = []
        var duplicates: [(index: Int, error: Elf.RewriteError)] = []
        for (index, compiled) in rules.enumerated() {
            func duplicate(of existing: String) {
                duplicates.append(
                    (index, Elf.RewriteError(rule: compiled.rule, reason: .duplicate(existing: existing))))
            }
            switch compiled.matcher {
            case .pattern(let pattern):
                if let existing = pattern.forms.lazy.compactMap({ builder.existingRoute(for: $0) }).first {
                    duplicate(of: existing.pattern)
                    continue
                }
                for form in pattern.forms {
                    // The factory is never called: the tree only finds which rule applies.
                    builder.insert(
                        form,
                        route: Route(
                            pattern: pattern.text, parameterNames: form.parameterNames,
                            factory: { RewriteRuleMarker() }))
                }
                patternRules[pattern.text] = index
            case .regex:
                guard regexTexts.insert(compiled.rule.sourceText).inserted else {
                    duplicate(of: compiled.rule.sourceText)
                    continue
                }
                regexRules.append(index)
            }
        }
        guard duplicates.isEmpty else { return (nil, duplicates) }
        let tree = patternRules.isEmpty ? nil : builder.freeze(customTypes: customTypes)
        let snapshot = RewriteSnapshot(
            rules: rules, tree: tree, patternRules: patternRules, regexRules: regexRules,
            configuration: configuration)
        return (snapshot, [])
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
        case failed(Elf.RewriteError.Reason, rule: Int)
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
                let error = Elf.MalformedURL(url: current, reason: failure.reason, offset: failure.offset)
                return .failed(Elf.RewriteError(rule: rule, reason: .malformedResult(error)))
            case .failed(let reason, let index):
                return .failed(Elf.RewriteError(rule: rules[index].rule, reason: reason))
            case .rewritten(let result, let index):
                let rule = rules[index].rule
                // A rule that leaves the URL as it is ends the chain.
                if result == current {
                    return applied.isEmpty ? .unchanged : .rewritten(url: current, originalURL: url, rules: applied)
                }
                if chain.contains(result) {
                    return .failed(Elf.RewriteError(rule: rule, reason: .cycle(chain: chain + [result])))
                }
                if applied.count == limits.maxChainLength {
                    let reason = Elf.RewriteError.Reason.tooManyRewrites(
                        limit: limits.maxChainLength, chain: chain + [result])
                    return .failed(Elf.RewriteError(rule: rule, reason: reason))
                }
                chain.append(result)
                applied.append(rule)
                current = result
            }
        }
    }

    /// The first rule that applies to a scanned URL, and what it makes of it.
    private func firstRule(
        _ bytes: UnsafeBufferPointer<UInt8>, _ scanned: ScannedURL, deadline: inout UInt64?
    ) -> Step {
        if let tree, let found = tree.firstMatch(scanned, in: bytes, options: options),
            case let route = tree.routes[found.route], let index = patternRules[route.pattern]
        {
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

    /// The `DispatchTime` nanoseconds `seconds` from now (saturating).
    private static func deadline(after seconds: Double) -> UInt64 {
        let now = DispatchTime.now().uptimeNanoseconds
        guard seconds > 0 else { return now }
        let nanoseconds = seconds >= 1e9 ? UInt64.max / 2 : UInt64(seconds * 1e9)
        return now > UInt64.max - nanoseconds ? UInt64.max : now + nanoseconds
    }

    /// The decoded value of a capture of the rule tree.
    private func value(
        of capture: Capture, converted: [String], _ bytes: UnsafeBufferPointer<UInt8>, _ scanned: ScannedURL
    ) -> RewriteTemplate.Value {
        if capture.converted >= 0 { return .single(converted[capture.converted]) }
        func host() -> String { PercentDecoding.string(bytes, scanned.host, options: .init(lowercase: true)) }
        switch capture.kind {
        case .segment:
            return .single(PercentDecoding.string(bytes, capture.range))
        case .host:
            return .single(host())
        case .rest, .restFromHost:
            var segments = Segments(bytes: bytes, range: capture.range).map { PercentDecoding.string(bytes, $0) }
            if capture.kind == .restFromHost { segments.insert(host(), at: 0) }
            return .segments(segments)
        }
    }
}

/// The handler the rule tree's routes would make; never made, since rules only rewrite.
private final class RewriteRuleMarker: Elf.Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
