import Foundation
import Testing

@testable import Elf

/// Resource limits: URLs of 1 MiB, 100,000 segments and 100,000
/// query pairs, deeply nested optional groups and 10,000-rule rewrite sets
/// are rejected with a clear error under the default configuration, and
/// handled correctly when the limits are raised.
///
/// These tests check behaviour only; `scripts/resource-costs.sh` checks that
/// the cost grows linearly, with instruction counts.
@Suite("Resource limits")
struct ResourceLimitTests {
    /// Limits raised far enough for every input here.
    static let raised = Elf.Configuration(maxURLLength: 4 << 20)

    // MARK: - Big URLs

    /// A URL far over the default length limit, the pattern that matches it, and what the match must hold.
    struct BigURL: CustomTestStringConvertible, Sendable {
        var name: String
        var url: String
        var pattern: String
        var verify: @Sendable (Elf.RouteMatch) -> Void
        var testDescription: String { name }
    }

    static let oneMiB = 1 << 20

    static let bigURLs: [BigURL] = [
        BigURL(
            name: "1 MiB URL", url: "app://search/" + String(repeating: "a", count: oneMiB - 13),
            pattern: "app://search/<term>",
            verify: { match in
                #expect(match.url.utf8.count == oneMiB)
                #expect(match.param("term")?.utf8.count == oneMiB - 13)
            }),
        BigURL(
            name: "1 MiB URL of escapes", url: "app://search/" + String(repeating: "%41", count: (oneMiB - 13) / 3),
            pattern: "app://search/<term>",
            verify: { match in
                #expect(match.url.utf8.count == oneMiB)
                #expect(match.param("term") == String(repeating: "A", count: (oneMiB - 13) / 3))
            }),
        BigURL(
            name: "100,000 segments", url: "app://files" + String(repeating: "/s", count: 100_000),
            pattern: "app://files/<path:rest>",
            verify: { match in
                #expect(match.pathSegments.count == 100_000)
                #expect(match.params["rest"] == Array(repeating: "s", count: 100_000).joined(separator: "/"))
            }),
        BigURL(
            name: "100,000 repeated query pairs",
            url: "app://search?" + (0..<100_000).map { "tag=\($0)" }.joined(separator: "&"),
            pattern: "app://search",
            verify: { match in
                #expect(match.queryValues("tag", as: Int.self) == Array(0..<100_000))
                #expect(match.queryItems.count == 100_000)
                #expect(match.queryParams == ["tag": "99999"])
            }),
        BigURL(
            name: "100,000 distinct query keys",
            url: "app://search?" + (0..<100_000).map { "k\($0)=\($0)" }.joined(separator: "&"),
            pattern: "app://search",
            verify: { match in
                let params = match.queryParams
                #expect(params.count == 100_000)
                #expect(params["k0"] == "0" && params["k99999"] == "99999")
                #expect(match.queryValues("k500", as: Int.self) == [500])
            }),
    ]

    /// A router with `pattern` and a decoy that must not win.
    static func router(_ configuration: Elf.Configuration, _ pattern: String) throws -> Elf {
        let elf = Elf(configuration: configuration)
        try elf.register(pattern) { NoopHandler() }
        try elf.register("app://decoy/<int:id>") { NoopHandler() }
        return elf
    }

    @Test(arguments: bigURLs)
    @MainActor func bigURLIsMalformedUnderTheDefaultLimit(_ input: BigURL) throws {
        let elf = try Self.router(Elf.Configuration(), input.pattern)
        let error = Elf.MalformedURL(url: input.url, reason: .tooLong(limit: 8192), offset: 8192)
        guard case .failure(let miss) = elf.resolve(input.url) else {
            Issue.record("resolved a URL over the limit")
            return
        }
        #expect(miss == Elf.RouteMiss(url: input.url, reason: .malformed(error)))
        #expect(elf.match(input.url) == nil)
        #expect(!elf.canHandle(input.url))
        let explanation = elf.explain(input.url)
        #expect(explanation.malformed == error)
        #expect(explanation.entries.isEmpty)
        #expect(error.column == 8193)
        #expect(error.description.hasSuffix("at column 8193: longer than 8192 bytes"))
    }

    @Test(arguments: bigURLs)
    @MainActor func bigURLIsHandledUnderARaisedLimit(_ input: BigURL) throws {
        let elf = try Self.router(Self.raised, input.pattern)
        let match = try #require(elf.match(input.url))
        #expect(match.pattern == input.pattern)
        input.verify(match)
        let resolved = try elf.resolve(input.url).get()
        #expect(resolved.pattern == input.pattern)
        #expect(elf.canHandle(input.url))
        let explanation = elf.explain(input.url)
        #expect(explanation.winner?.pattern == input.pattern)
        // The decoy is explained, not matched.
        #expect(explanation.entries.map(\.pattern) == [input.pattern, "app://decoy/<int:id>"])
    }

    // MARK: - Patterns: nested groups, many groups, many segments

    /// A pattern and the error it gets under the default and the raised limits (`nil`: it registers).
    struct PatternCase: CustomTestStringConvertible, Sendable {
        var name: String
        var pattern: String
        var defaultError: (Elf.PatternError.Reason, offset: Int)?
        var raisedError: (Elf.PatternError.Reason, offset: Int)?
        var testDescription: String { name }
    }

    /// `app://a(/b(/b(...)))`, `depth` groups deep: the second `(` is at byte 10.
    static func nested(_ depth: Int) -> String {
        "app://a" + String(repeating: "(/b", count: depth) + String(repeating: ")", count: depth)
    }

    static let patternCases: [PatternCase] = [
        PatternCase(
            name: "groups nested 10 deep", pattern: nested(10), defaultError: (.nestedGroup, 10),
            raisedError: (.nestedGroup, 10)),
        PatternCase(
            name: "groups nested 100 deep", pattern: nested(100), defaultError: (.nestedGroup, 10),
            raisedError: (.nestedGroup, 10)),
        PatternCase(
            name: "groups nested 1,000 deep", pattern: nested(1000), defaultError: (.nestedGroup, 10),
            raisedError: (.nestedGroup, 10)),
        // 40,007 bytes: over the default length limit before anything is parsed.
        PatternCase(
            name: "groups nested 10,000 deep", pattern: nested(10_000), defaultError: (.tooLong(limit: 8192), 8192),
            raisedError: (.nestedGroup, 10)),
        PatternCase(
            name: "whole-segment groups nested 1,000 deep",
            pattern: "app://a/" + String(repeating: "(b/", count: 1000) + "c" + String(repeating: ")", count: 1000),
            defaultError: (.nestedGroup, 11), raisedError: (.nestedGroup, 11)),
        // Nine groups would be 512 forms: more than eight groups are never expanded.
        PatternCase(
            name: "9 sequential groups", pattern: "app://a" + (1...9).map { "(/b\($0))" }.joined(),
            defaultError: (.tooManyGroups(limit: 8), 0), raisedError: (.tooManyGroups(limit: 8), 0)),
        // The host is segment 1, so group 256's `b` is segment 257: 7 + 4 · 255 + 2 = 1029.
        PatternCase(
            name: "1,000 sequential groups", pattern: "app://a" + String(repeating: "(/b)", count: 1000),
            defaultError: (.tooManySegments(limit: 256), 1029), raisedError: (.tooManySegments(limit: 256), 1029)),
        // Segment 257 is the 256th `/s`; its `s` is at 7 + 2 · 255 + 1 = 518.
        PatternCase(
            name: "100,000 segments", pattern: "app://a" + String(repeating: "/s", count: 100_000),
            defaultError: (.tooLong(limit: 8192), 8192), raisedError: (.tooManySegments(limit: 256), 518)),
        PatternCase(
            name: "257 segments", pattern: "app://a" + String(repeating: "/s", count: 256),
            defaultError: (.tooManySegments(limit: 256), 518), raisedError: (.tooManySegments(limit: 256), 518)),
        PatternCase(
            name: "256 segments, the most a pattern holds",
            pattern: "app://a" + (1..<256).map { "/<p\($0)>" }.joined(), defaultError: nil, raisedError: nil),
    ]

    @Test(arguments: patternCases, [false, true])
    func patternIsRejectedOrRegistered(_ input: PatternCase, raisedLimits: Bool) throws {
        let elf = Elf(configuration: raisedLimits ? Self.raised : Elf.Configuration())
        guard let (reason, offset) = raisedLimits ? input.raisedError : input.defaultError else {
            try elf.register(input.pattern) { NoopHandler() }
            let url = "app://a" + (1..<256).map { "/v\($0)" }.joined()
            let match = try #require(elf.match(url))
            #expect(match.pattern == input.pattern)
            #expect(match.params.count == 255)
            #expect(match.param("p255") == "v255")
            #expect(elf.currentTree().tree.invariantViolations().isEmpty)
            return
        }
        let error = Elf.PatternError(pattern: input.pattern, reason: reason, offset: offset)
        #expect(throws: error) { try elf.register(input.pattern) { NoopHandler() } }
        #expect(elf.registeredPatterns.isEmpty)
        // Rewrite rules read patterns with the same parser.
        let rewriting = Elf(
            configuration: .init(
                maxURLLength: elf.configuration.maxURLLength, rewriteLimits: .init(maxRuleLength: 1 << 20)))
        let rule = Elf.RewriteRule(from: input.pattern, to: "app://x")
        #expect(throws: Elf.RewriteError(rule: rule, reason: .invalidPattern(error))) {
            try rewriting.addRewriteRule(from: input.pattern, to: "app://x")
        }
    }

    /// A pattern at the segment limit registers on a thread with a small stack.
    ///
    /// The tree is frozen and released on a thread with half the 512 KiB
    /// stack of a secondary thread on Apple platforms, even in a debug build.
    /// Before the limit, a pattern of 2,000 segments (under the length limit)
    /// overflowed a 512 KiB stack while the tree froze, which recursed once
    /// per segment.
    @Test func patternAtTheSegmentLimitRegistersOnASmallStack() {
        let pattern = "app://a" + String(repeating: "/s", count: 255)
        let result = SharedResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let elf = Elf()
            do {
                try elf.register(pattern) { NoopHandler() }
                result.set(elf.match(pattern)?.pattern)
            } catch {
                result.set("\(error)")
            }
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        #expect(result.value == pattern)
    }

    // MARK: - 10,000-rule rewrite sets

    /// The ways a rule set gets into a router.
    enum RuleSetLoad: String, CaseIterable, Sendable {
        case addRewriteRules, replaceRewriteRules, loadRewriteRulesJSON, singleAddRewriteRule

        /// Loads `rules`, each `from` `https://example.com/r<i>/<id>`.
        func load(_ rules: [Elf.RewriteRule], into elf: Elf) throws {
            switch self {
            case .addRewriteRules:
                try elf.replaceRewriteRules(with: elf.rewriteRules + rules)
            case .replaceRewriteRules:
                try elf.replaceRewriteRules(with: rules)
            case .loadRewriteRulesJSON:
                let entries = rules.map { rule in #"{"from": "\#(rule.sourceText)", "to": "\#(rule.template)"}"# }
                try elf.replaceRewriteRules(
                    with: RewriteRule.rules(
                        fromJSON: Data((#"{"rules": ["# + entries.joined(separator: ",") + "]}").utf8),
                        limits: elf.configuration.rewriteLimits))
            case .singleAddRewriteRule:
                for rule in rules { try elf.addRewriteRule(from: rule.sourceText, to: rule.template) }
            }
        }
    }

    static func rules(_ count: Int) -> [Elf.RewriteRule] {
        (0..<count).map { .init(from: "https://example.com/r\($0)/<id>", to: "app://item/<id>?rule=\($0)") }
    }

    static let tenThousandRules = rules(10_000)

    @Test(arguments: RuleSetLoad.allCases)
    func tenThousandRulesAreRejectedUnderTheDefaultLimit(_ load: RuleSetLoad) throws {
        let elf = Elf()
        do {
            try load.load(Self.tenThousandRules, into: elf)
            Issue.record("10,000 rules were accepted")
        } catch let error as Elf.RewriteRuleSetError where !error.errors.isEmpty {
            #expect(error == Elf.RewriteRuleSetError(errors: [.init(rule: nil, reason: .tooManyRules(limit: 1000))]))
            #expect(elf.rewriteRules.isEmpty)
        } catch let error as Elf.RewriteError {
            // One rule at a time, the 1,001st is refused and names itself.
            #expect(load == .singleAddRewriteRule)
            #expect(error == Elf.RewriteError(rule: Self.tenThousandRules[1000], reason: .tooManyRules(limit: 1000)))
            #expect(elf.rewriteRules == Array(Self.tenThousandRules.prefix(1000)))
        }
    }

    @Test(arguments: RuleSetLoad.allCases)
    func tenThousandRulesAreHandledUnderARaisedLimit(_ load: RuleSetLoad) throws {
        let elf = Elf(configuration: .init(rewriteLimits: .init(maxRules: 10_000)))
        try elf.register("app://item/<int:id>") { NoopHandler() }
        try load.load(Self.tenThousandRules, into: elf)
        #expect(elf.rewriteRules == Self.tenThousandRules)
        for rule in [0, 4321, 9999] {
            #expect(try elf.rewrite("https://example.com/r\(rule)/7") == "app://item/7?rule=\(rule)")
        }
        let match = try #require(elf.match("https://example.com/r9999/42"))
        #expect(match.pattern == "app://item/<int:id>")
        #expect(match.value("id", as: Int.self) == 42)
        #expect(match.queryParams == ["rule": "9999"])
        #expect(match.originalURL == "https://example.com/r9999/42")
        #expect(try elf.rewrite("https://example.com/r10000/1") == "https://example.com/r10000/1")
    }

    /// Batches are all or none: a rejected batch of a thousand rules leaves the rules as they were.
    @Test(arguments: [RuleSetLoad.addRewriteRules, .replaceRewriteRules])
    func rejectedBatchLeavesTheRulesAsTheyWere(_ load: RuleSetLoad) throws {
        let elf = Elf()
        let kept = Self.rules(10)
        try elf.replaceRewriteRules(with: elf.rewriteRules + kept)
        _ = try elf.rewrite("https://example.com/r3/1")  // freezes the rules before the batch
        // The last rule of the batch matches the same URLs as its first.
        let batch =
            Array(Self.rules(999).dropFirst(10)) + [.init(from: "https://example.com/r10/<other>", to: "app://x")]
        #expect(
            throws: Elf.RewriteRuleSetError(errors: [
                Elf.RewriteError(
                    // Adding replaces with the ten kept rules and the batch, so it counts them too.
                    rule: batch[989], index: load == .addRewriteRules ? 999 : 989,
                    reason: .duplicate(existing: "https://example.com/r10/<id>"))
            ])
        ) { try load.load(batch, into: elf) }
        #expect(elf.rewriteRules == kept)
        #expect(try elf.rewrite("https://example.com/r500/1") == "https://example.com/r500/1")
        #expect(try elf.rewrite("https://example.com/r3/1") == "app://item/1?rule=3")
        // The batch without the clash goes in, after the rules that were kept.
        try elf.replaceRewriteRules(with: elf.rewriteRules + Array(batch.dropLast()))
        #expect(elf.rewriteRules == Self.rules(999))
        #expect(try elf.rewrite("https://example.com/r998/5") == "app://item/5?rule=998")
    }

    // MARK: - Rewrite chains

    /// A chain of rules `app://s/i` → `app://s/i+1`, and what rewriting `app://s/0` gives.
    struct ChainCase: CustomTestStringConvertible, Sendable {
        var name: String
        var length: Int
        /// Whether the last rule leads back to `app://s/0`.
        var cyclic: Bool
        var limits: Elf.RewriteLimits
        var expected: Result<String, Elf.RewriteError>
        var testDescription: String { name }
    }

    static func chainRule(_ index: Int, length: Int, cyclic: Bool) -> Elf.RewriteRule {
        .init(from: "app://s/\(index)", to: "app://s/\(cyclic && index == length - 1 ? 0 : index + 1)")
    }

    static func chainURLs(_ range: ClosedRange<Int>) -> [String] { range.map { "app://s/\($0)" } }

    static let chainCases: [ChainCase] = [
        ChainCase(
            name: "9 rules, default limits", length: 9, cyclic: false, limits: .init(),
            expected: .failure(
                .init(
                    rule: chainRule(8, length: 9, cyclic: false),
                    reason: .tooManyRewrites(limit: 8, chain: chainURLs(0...9))))),
        ChainCase(
            name: "1,000 rules, raised limits", length: 1000, cyclic: false,
            limits: .init(maxChainLength: 1000), expected: .success("app://s/1000")),
        ChainCase(
            name: "1,000 rules in a cycle, raised limits", length: 1000, cyclic: true,
            limits: .init(maxChainLength: 1000),
            expected: .failure(
                .init(
                    rule: chainRule(999, length: 1000, cyclic: true),
                    reason: .cycle(chain: chainURLs(0...999) + ["app://s/0"])))),
    ]

    @Test(arguments: chainCases)
    func longRewriteChainEndsOrFails(_ input: ChainCase) throws {
        let elf = Elf(configuration: .init(rewriteLimits: input.limits))
        try elf.replaceRewriteRules(
            with: elf.rewriteRules
                + (0..<input.length).map { Self.chainRule($0, length: input.length, cyclic: input.cyclic) })
        #expect(Result { () throws(Elf.RewriteError) in try elf.rewrite("app://s/0") } == input.expected)
    }
}

/// A value one thread sets and another reads after a semaphore.
private final class SharedResult: @unchecked Sendable {
    // @unchecked: written once before the semaphore is signalled, read after it is waited on.
    private(set) var value: String?
    func set(_ value: String?) { self.value = value }
}
