import Foundation

/// libFuzzer target for rewrite rules: Elf-pattern rules, regex rules
/// (catastrophic ones included) and JSON rule sets, applied to URLs.
///
/// The input is text lines: `P pattern` registers a route, `F from => to`
/// adds a declarative rule, `R regex => to` a regex rule, `J json` loads a
/// rule set, `X pattern` and `Y regex` remove a rule, `C flags` picks the
/// configuration (``fuzzConfiguration(_:base:)``); `U url` and untagged
/// lines are URLs. The router's limits are small (``limits``), so they are
/// reached. The target checks that:
///
/// - adding rules is all or nothing, never holds more than `maxRules`, and
///   refuses rules longer than `maxRuleLength`;
/// - `rewrite(_:)` ends in time (the regex deadline holds), and what it
///   returns is a URL the router reads, no longer than its limit, that no
///   rule changes again; a failure is a real cycle, a chain longer than
///   `maxChainLength`, a result that is really malformed, or a time-out;
/// - `match`, `resolve` and `explain` look up exactly what `rewrite` returns,
///   as a router without rules would match it;
/// - removing every rule leaves URLs as they are.
///
/// Regex time-outs depend on the machine's load, so where one happens the
/// checks that compare two rewrites of the same URL are skipped.
/// One input of this target (the entry point, `FuzzMain.swift`, picks the target).
func fuzzRewrite(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    RewriteCase(TaggedLines(fuzzText(data, size))).check()
    return 0
}

/// Small limits, so that inputs reach them, and a short regex deadline, so every input stays fast.
private let limits = Elf.RewriteLimits(maxRules: 6, maxRuleLength: 200, maxChainLength: 4, regexTimeLimit: 0.025)

/// How long one rewrite may take beyond the regex deadline before it counts as a hang.
private let slack: TimeInterval = 3

/// The most URLs one input looks up, so every input stays fast.
private let maxURLs = 8

private struct RewriteCase {
    /// One rule line, in input order.
    enum Step {
        case add(Elf.RewriteRule)
        case load(String)
        case remove(Elf.RewriteRule.Source)
    }

    let configuration: Elf.Configuration
    let patterns: [String]
    let steps: [Step]
    let urls: [String]

    init(_ lines: TaggedLines) {
        var base = Elf.Configuration(maxURLLength: 512)
        base.rewriteLimits = limits
        configuration = fuzzConfiguration(lines.texts("C").first ?? "", base: base)
        patterns = Array(lines.texts("P").prefix(8))
        var steps: [Step] = []
        for (tag, text) in lines.lines {
            let sides = text.components(separatedBy: " => ")
            let template = sides.dropFirst().joined(separator: " => ")
            switch tag {
            case "F": steps.append(.add(Elf.RewriteRule(from: sides[0], to: template)))
            case "R": steps.append(.add(Elf.RewriteRule(regex: sides[0], to: template)))
            case "J": steps.append(.load(text))
            case "X": steps.append(.remove(.pattern(text)))
            case "Y": steps.append(.remove(.regex(text)))
            default: break
            }
        }
        self.steps = Array(steps.prefix(12))
        urls = Array((lines.texts("U") + lines.lines.filter { $0.tag == nil }.map(\.text)).prefix(maxURLs))
    }

    func check() {
        let elf = Elf(configuration: configuration)
        let plain = Elf(configuration: configuration)
        for pattern in patterns {
            try? elf.register(pattern) { FuzzHandler() }
            try? plain.register(pattern) { FuzzHandler() }
        }
        for step in steps { apply(step, to: elf) }
        for url in urls { checkURL(url, elf, plain) }

        // Without rules, every URL is looked up as it is.
        for rule in elf.rewriteRules {
            do {
                try elf.replaceRewriteRules(with: elf.rewriteRules.filter { $0 != rule })
            } catch {
                require(false, "cannot remove \(rule): \(error)")
            }
        }
        require(elf.rewriteRules.isEmpty, "left after removing every rule: \(elf.rewriteRules)")
        for url in urls {
            let rewritten = Result { () throws(Elf.RewriteError) in try elf.rewrite(url) }
            require(rewritten.success == url, "\(url.debugDescription) rewritten without rules: \(rewritten)")
            require(
                elf.match(url)?.pattern == plain.match(url)?.pattern,
                "\(url.debugDescription) matches otherwise without rules")
        }
    }

    // MARK: - Adding and removing rules

    func apply(_ step: Step, to elf: Elf) {
        let before = elf.rewriteRules
        switch step {
        case .add(let rule):
            do {
                switch rule.source {
                case .pattern(let text): try elf.addRewriteRule(from: text, to: rule.template)
                case .regex(let text): try elf.addRewriteRule(regex: text, to: rule.template)
                }
                require(elf.rewriteRules == before + [rule], "added \(rule), rules are \(elf.rewriteRules)")
                require(
                    rule.sourceText.utf8.count <= limits.maxRuleLength
                        && rule.template.utf8.count <= limits.maxRuleLength,
                    "a rule longer than \(limits.maxRuleLength) bytes was added: \(rule)")
            } catch {
                require(elf.rewriteRules == before, "\(error) but the rules changed")
                require(error.rule == rule, "\(error) names another rule than \(rule)")
                checkError(error, before: before)
            }
        case .load(let json):
            do {
                try elf.replaceRewriteRules(with: Elf.RewriteRule.rules(fromJSON: Data(json.utf8), limits: limits))
            } catch {
                require(elf.rewriteRules == before, "\(error) but the rules changed")
                require(!error.errors.isEmpty, "a rule set error without errors")
                for item in error.errors { checkError(item, before: []) }
                _ = error.description
            }
        case .remove(let source):
            // Removing is replacing with the rules that stay.
            let kept = before.filter { $0.source != source }
            let removed = kept.count < before.count && (try? elf.replaceRewriteRules(with: kept)) != nil
            require(
                elf.rewriteRules.count == before.count - (removed ? 1 : 0), "removing \(source) returned \(removed)")
        }
        require(elf.rewriteRules.count <= limits.maxRules, "\(elf.rewriteRules.count) rules, limit \(limits.maxRules)")
    }

    func checkError(_ error: Elf.RewriteError, before: [Elf.RewriteRule]) {
        _ = error.description
        if error.offset != nil, let rule = error.rule {
            require(
                (1...rule.template.count + 1).contains(error.column),
                "\(error): column \(error.column) outside the template")
        }
        switch error.reason {
        case .tooManyRules(let limit):
            require(limit == limits.maxRules, "\(error): limit \(limit)")
        case .tooLong(let limit):
            require(limit == limits.maxRuleLength, "\(error): limit \(limit)")
            if let rule = error.rule {
                require(
                    rule.sourceText.utf8.count > limit || rule.template.utf8.count > limit, "\(error): not too long")
            }
        case .invalidPattern(let patternError):
            _ = patternError.description
        default:
            break
        }
    }

    // MARK: - Rewriting URLs

    /// Rewrites `url`, stopping the fuzzer when it takes far longer than the regex deadline allows.
    func timedRewrite(_ url: String, _ elf: Elf) -> Result<String, Elf.RewriteError> {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = Result { () throws(Elf.RewriteError) in try elf.rewrite(url) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        require(seconds < limits.regexTimeLimit + slack, "rewriting \(url.debugDescription) took \(seconds) s")
        return result
    }

    /// Whether a failure depends on timing, so a second rewrite may differ.
    static func isTiming(_ error: Elf.RewriteError?) -> Bool {
        switch error?.reason {
        case .timedOut, .regexFailed: true
        default: false
        }
    }

    func checkURL(_ url: String, _ elf: Elf, _ plain: Elf) {
        let rewritten = timedRewrite(url, elf)
        switch rewritten {
        case .success(let target):
            checkRewritten(url, target, elf, plain)
        case .failure(let error):
            checkFailure(url, error, elf)
        }
    }

    func checkRewritten(_ url: String, _ target: String, _ elf: Elf, _ plain: Elf) {
        let scanner = URLScanner(maxLength: configuration.maxURLLength, allowsUserinfo: configuration.allowsUserinfo)
        if target != url {
            let scanned = withUTF8Bytes(of: target) { bytes in
                Result { () throws(ScanFailure) in try scanner.scan(bytes) }
            }
            require(
                scanned.success != nil,
                "\(url.debugDescription) rewritten to \(target.debugDescription), which is malformed: \(scanned)")
        }
        // What rewriting returns, no rule changes again.
        let again = timedRewrite(target, elf)
        if !Self.isTiming(again.failure) {
            require(again.success == target, "\(target.debugDescription) is rewritten again: \(again)")
        }
        // Lookups see exactly the rewritten URL.
        let resolved = elf.resolve(url)
        if case .failure(let miss) = resolved, case .rewriteFailed(let error) = miss.reason, Self.isTiming(error) {
            return
        }
        let expected = plain.match(target)
        switch resolved {
        case .success(let match):
            require(
                match.url == target,
                "\(url.debugDescription): match.url \(match.url.debugDescription), rewrite \(target.debugDescription)")
            require(
                match.originalURL == (target == url ? nil : url),
                "\(url.debugDescription): originalURL \(String(describing: match.originalURL))")
            require(
                match.pattern == expected?.pattern,
                "\(url.debugDescription) matched \(match.pattern), \(target.debugDescription) without rules \(String(describing: expected?.pattern))"
            )
            require(
                match.params == expected?.params,
                "\(url.debugDescription): params \(match.params), without rules \(String(describing: expected?.params))"
            )
        case .failure(let miss):
            _ = miss.description
            switch miss.reason {
            case .noMatchingRoute:
                require(
                    expected == nil,
                    "\(url.debugDescription): no route, but \(target.debugDescription) matches \(expected!.pattern)")
            case .malformed:
                require(
                    target == url,
                    "\(url.debugDescription) is malformed, but was rewritten to \(target.debugDescription)")
                require(expected == nil, "a malformed URL matched")
            default:
                fatalError(
                    "fuzz invariant broken: \(url.debugDescription) rewrites to \(target.debugDescription), but resolve says \(miss)"
                )
            }
        }
        let explanation = elf.explain(url)
        _ = explanation.description
        if !Self.isTiming(explanation.rewriteError) {
            require(
                explanation.rewriteError == nil,
                "explain fails to rewrite \(url.debugDescription): \(String(describing: explanation.rewriteError))")
            require(
                explanation.url == target,
                "explain looked up \(explanation.url.debugDescription), rewrite gives \(target.debugDescription)")
        }
    }

    func checkFailure(_ url: String, _ error: Elf.RewriteError, _ elf: Elf) {
        _ = error.description
        require(error.rule != nil, "\(error) names no rule")
        switch error.reason {
        case .cycle(let chain):
            require(chain.first == url, "\(error): the chain does not start at the URL")
            require(chain.dropLast().contains(chain.last ?? ""), "\(error): no repeat")
            require(chain.count <= limits.maxChainLength + 2, "\(error): a cycle longer than the limit")
        case .tooManyRewrites(let limit, let chain):
            require(limit == limits.maxChainLength, "\(error): limit \(limit)")
            require(chain.count == limit + 2 && chain.first == url, "\(error): a chain of \(chain.count)")
            require(Set(chain).count == chain.count, "\(error): a repeat, which is a cycle")
        case .malformedResult(let malformed):
            let scanner = URLScanner(
                maxLength: configuration.maxURLLength, allowsUserinfo: configuration.allowsUserinfo)
            let scanned = withUTF8Bytes(of: malformed.url) { bytes in
                Result { () throws(ScanFailure) in try scanner.scan(bytes) }
            }
            require(
                scanned.failure.map { Elf.InputError(url: malformed.url, $0) } == malformed,
                "\(error), but the reader says \(scanned)")
        case .timedOut(let limit):
            require(limit == limits.regexTimeLimit, "\(error): limit \(limit)")
        case .regexFailed:
            break
        default:
            fatalError("fuzz invariant broken: rewriting \(url.debugDescription) failed with \(error)")
        }
        // A URL whose rewrite fails is not handled (it fails closed).
        // (After a time-out, a second try may get further: nothing to compare.)
        if Self.isTiming(error) { return }
        // The failure is not a time-out, so the lookups fail the same way,
        // unless their own rewrite runs out of time first (the machine may be busy).
        let resolved = elf.resolve(url)
        var resolveTimedOut = false
        if case .failure(let miss) = resolved, case .rewriteFailed(let again) = miss.reason {
            resolveTimedOut = Self.isTiming(again)
        }
        require(
            resolveTimedOut || resolved.failure?.reason == .rewriteFailed(error),
            "\(url.debugDescription): rewrite fails with \(error), resolve says \(resolved)")
        require(elf.match(url) == nil, "\(url.debugDescription) matches although its rewrite fails")
        let explained = elf.explain(url).rewriteError
        require(
            explained == error || Self.isTiming(explained),
            "explain fails \(url.debugDescription) with \(String(describing: explained)), rewrite with \(error)")
    }
}
