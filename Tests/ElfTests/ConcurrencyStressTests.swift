import ElfMigration
import Foundation
import Testing

@testable import Elf

/// Concurrency stress: threads match while others replace whole
/// routing tables and rewrite rule sets, race to register the same shapes,
/// clear and refill the table, or fill scheme namespaces.
///
/// Every check is one call that must see one whole state: a lookup that saw
/// half a table, half a rule set or a lost registration gives an answer that
/// no whole state gives. The threads are real `Thread`s released together, so
/// that `swift test --sanitize=thread --filter Concurrency` sees them overlap
/// (TOOLING.md). They do not record issues themselves (they run outside the
/// test's task); they collect failures, and each test checks them after joining.
@Suite("Concurrency stress", .serialized)
struct ConcurrencyStressTests {
    // MARK: - Replacing the whole table

    static let filler = 16
    /// Two tables that answer the same URLs differently.
    ///
    /// Both hold `app://t/fixed` beside a placeholder sibling, named `id` in A
    /// and `key` in B: a literal that lost to the placeholder, or a name from
    /// the other table, shows a torn table in one lookup. `app://gen/a` and
    /// `app://gen/b` say which table a whole listing or explanation came from.
    static let tableA =
        [
            "app://t/<id>", "app://t/fixed", "app://t/fixed/<int:n>", "app://gen/a", "app://h/<int:n>/x",
            "app://h/<s>/x",
        ] + (0..<filler).map { "app://a/r\($0)" }
    static let tableB =
        [
            "app://t/<key>", "app://t/fixed", "app://t/<key>/<int:n>", "app://gen/b", "app://h/<int:m>/x",
            "app://h/lit/x",
        ] + (0..<filler).map { "app://b/r\($0)" }
    /// Every URL but the first gets different answers from the two tables.
    static let tableURLs = [
        "app://t/fixed", "app://t/v1", "app://t/fixed/3", "app://t/v1/3", "app://gen/a", "app://gen/b",
        "app://h/1/x", "app://h/lit/x", "app://a/r3", "app://b/r3", "app://b/r\(filler - 1)",
    ]
    /// URLs explained in one call each: the explanation lists every registered pattern.
    static let explainedURLs = ["app://t/fixed/3", "app://h/lit/x"]
    /// Tables the router must refuse whole: a syntax error, and a clash with `app://h/<int:m>/x`.
    static let refusedTables = [tableA + ["app://t/<oops"], tableB + ["app://h/<int:q>/x"]]
    static let notFound = { @MainActor (_: String) in }

    static func factories(_ patterns: [String]) -> [String: Elf.HandlerFactory] {
        Dictionary(uniqueKeysWithValues: patterns.map { ($0, { NoopHandler() } as Elf.HandlerFactory) })
    }

    @Test("Replacing the whole table while threads match never shows a torn table")
    func tableReplacementIsNeverSeenHalfBuilt() throws {
        // What each whole table answers, worked out on routers no other thread touches.
        func router(_ table: [String]) -> Elf {
            let elf = Elf()
            elf.registerRoutingTable(Self.factories(table), notFoundHandler: Self.notFound)
            return elf
        }
        let (onlyA, onlyB) = (router(Self.tableA), router(Self.tableB))
        let answersA = Self.tableURLs.map { line(onlyA.match($0)) }
        let answersB = Self.tableURLs.map { line(onlyB.match($0)) }
        let explainedA = Self.explainedURLs.map(onlyA.explain)
        let explainedB = Self.explainedURLs.map(onlyB.explain)
        let (sortedA, sortedB) = (Self.tableA.sorted(), Self.tableB.sorted())
        // The design holds: the literal wins in both, every other answer tells the tables apart.
        #expect(answersA[0] == "app://t/fixed [] app://t/fixed -" && answersB[0] == answersA[0])
        #expect(zip(answersA, answersB).dropFirst().allSatisfy { $0 != $1 })
        #expect(zip(explainedA, explainedB).allSatisfy { $0 != $1 })

        let elf = router(Self.tableA)
        let swaps = 160
        let run = StressRun(writers: 1)
        let swapper: @Sendable () -> Void = {
            run.write { problems in
                for swap in 1...swaps {
                    let table = swap.isMultiple(of: 2) ? Self.tableA : Self.tableB
                    let errors = elf.registerRoutingTable(Self.factories(table), notFoundHandler: Self.notFound)
                    if !errors.isEmpty { problems.append("table not applied: \(errors)") }
                    guard swap.isMultiple(of: 40) else { continue }
                    // This thread is the only writer, so a refused table must leave the listing as it was.
                    let before = elf.registeredPatterns
                    for refused in Self.refusedTables {
                        let errors = elf.registerRoutingTable(Self.factories(refused), notFoundHandler: Self.notFound)
                        if errors.count != 1 { problems.append("refused table gave \(errors.count) errors") }
                        if elf.registeredPatterns != before { problems.append("a refused table changed the routes") }
                    }
                }
            }
        }
        let matchers: [@Sendable () -> Void] = (0..<3).map { matcher in
            {
                run.read(atLeast: 150) { round, problems in
                    let index = (round * 7 + matcher) % Self.tableURLs.count
                    let url = Self.tableURLs[index]
                    let answer = round.isMultiple(of: 2) ? line(elf.match(url)) : line(try? elf.resolve(url).get())
                    if answer != answersA[index], answer != answersB[index] {
                        problems.append("\(url) gave \(answer): neither table's answer")
                    }
                    guard round.isMultiple(of: 5) else { return }
                    let which = round / 5 % Self.explainedURLs.count
                    let explanation = elf.explain(Self.explainedURLs[which])
                    if explanation != explainedA[which], explanation != explainedB[which] {
                        problems.append("a torn explanation: \(explanation)")
                    }
                }
            }
        }
        let lister: @Sendable () -> Void = {
            run.read(atLeast: 50) { _, problems in
                let listed = elf.registeredPatterns.sorted()
                if listed != sortedA, listed != sortedB {
                    problems.append("a mixed table is registered: \(listed)")
                }
            }
        }
        runOnThreadsTogether([swapper, lister] + matchers)

        #expect(run.failures == [])
        #expect(run.overlappingRounds > 0)
        #expect(elf.registeredPatterns.sorted() == sortedA)
        #expect(Self.tableURLs.map { line(elf.match($0)) } == answersA)
        #expect(elf.currentTree().tree.invariantViolations() == [])
    }

    // MARK: - Replacing rewrite rules

    static let rewriteRoutes = [
        "app://new/<x>", "app://other/<x>", "app://old/<x>", "app://legacy/<x>", "app://ma/<x>", "app://mb/<x>",
    ]
    /// Rule set A sends `old` and `legacy` to `new`, B sends them to `other`.
    ///
    /// `old` goes through a middle step (`ma` in A, `mb` in B): a chain that
    /// read half of one set and half of the other ends on `ma` or `mb`, which
    /// no whole state gives for `old`.
    static let ruleSetA: [Elf.RewriteRule] = [
        .init(from: "app://ma/<x>", to: "app://new/<x>"),
        .init(from: "app://old/<x>", to: "app://ma/<x>"),
        .init(from: "app://legacy/<x>", to: "app://new/<x>"),
    ]
    static let ruleSetB: [Elf.RewriteRule] = [
        .init(from: "app://mb/<x>", to: "app://other/<x>"),
        .init(from: "app://old/<x>", to: "app://mb/<x>"),
        .init(regex: "^app://legacy/([a-z0-9]+)$", to: "app://other/$1"),
    ]
    static let rewrittenURLs = ["old", "legacy", "ma", "mb", "new"].flatMap { ["app://\($0)/k1", "app://\($0)/q7"] }

    /// One step of the rule writer.
    struct RewriteStep: Sendable {
        var name: String
        /// The rules after the step, in order: a whole state lookups may see.
        var rules: [Elf.RewriteRule]
        /// Runs the step and returns whether it did what it should.
        var apply: @Sendable (Elf) -> Bool

        /// A step that must succeed.
        init(_ name: String, leaves rules: [Elf.RewriteRule], _ body: @escaping @Sendable (Elf) throws -> Void) {
            self.name = name
            self.rules = rules
            self.apply = { elf in (try? body(elf)) != nil }
        }

        /// A step that must throw and change nothing.
        init(refusing name: String, leaves rules: [Elf.RewriteRule], _ body: @escaping @Sendable (Elf) throws -> Void) {
            self.name = name
            self.rules = rules
            self.apply = { elf in (try? body(elf)) == nil }
        }

        /// A step that must remove one rule.
        init(_ name: String, leaves rules: [Elf.RewriteRule], removing body: @escaping @Sendable (Elf) -> Bool) {
            self.name = name
            self.rules = rules
            self.apply = body
        }
    }

    /// What the writer does, over and over, through every rule-changing call.
    ///
    /// Its last state is its first one's predecessor (B), so it can loop.
    static let rewriteProgram: [RewriteStep] = {
        let (a, b) = (ruleSetA, ruleSetB)
        return [
            RewriteStep("replace with A", leaves: a) { try $0.replaceRewriteRules(with: a) },
            RewriteStep("load B as JSON", leaves: b) {
                try $0.replaceRewriteRules(with: RewriteRule.rules(fromJSON: json(of: b)))
            },
            RewriteStep("remove all", leaves: []) { try? $0.replaceRewriteRules(with: []) },
            // The end of A's chain is added first, so `old` never stops on `ma`.
            RewriteStep("add A0", leaves: [a[0]]) { try $0.addRewriteRule(from: "app://ma/<x>", to: "app://new/<x>") },
            RewriteStep("add A1", leaves: [a[0], a[1]]) {
                try $0.addRewriteRule(from: "app://old/<x>", to: "app://ma/<x>")
            },
            RewriteStep("add A2", leaves: a) { try $0.addRewriteRule(from: "app://legacy/<x>", to: "app://new/<x>") },
            RewriteStep(
                "remove A1", leaves: [a[0], a[2]],
                removing: { $0.removeRewriteRules { $0.source == .pattern("app://old/<x>") } }),
            RewriteStep(
                "remove A0", leaves: [a[2]],
                removing: { $0.removeRewriteRules { $0.source == .pattern("app://ma/<x>") } }),
            RewriteStep("replace with B", leaves: b) { try $0.replaceRewriteRules(with: b) },
            RewriteStep(
                "remove the regex", leaves: [b[0], b[1]],
                removing: { $0.removeRewriteRules { $0.source == .regex("^app://legacy/([a-z0-9]+)$") } }),
            RewriteStep(
                "remove B1", leaves: [b[0]],
                removing: { $0.removeRewriteRules { $0.source == .pattern("app://old/<x>") } }),
            RewriteStep("add B1 and B2", leaves: b) {
                try $0.replaceRewriteRules(with: $0.rewriteRules + [b[1], b[2]])
            },
            RewriteStep(refusing: "replace with a clash", leaves: b) {
                try $0.replaceRewriteRules(with: a + [.init(from: "app://old/{y}", to: "app://new/<y>")])
            },
            RewriteStep(refusing: "load a bad rule set", leaves: b) {
                try $0.replaceRewriteRules(
                    with: RewriteRule.rules(fromJSON: Data(#"{"rules": [{"from": "app://z/<x>"}]}"#.utf8)))
            },
            RewriteStep(refusing: "add a clash", leaves: b) {
                try $0.addRewriteRule(from: "app://mb/<z>", to: "app://new/<z>")
            },
        ]
    }()

    /// The steps of ``rewriteProgram`` whose rules a lookup may have seen,
    /// when `first` steps had finished as it started and `last` as it ended.
    ///
    /// The rules after `n` finished steps are those of step `(n - 1) mod count`
    /// (none finished: the last step's). A lookup may also see the rules of
    /// step `last + 1`, which can change them before it counts as finished.
    static func stepsSeen(first: Int, last: Int) -> [Int] {
        let count = rewriteProgram.count
        guard last + 1 - first < count else { return Array(0..<count) }
        return (first...(last + 1)).map { ($0 + count - 1) % count }
    }

    /// A rule set in the JSON form ``Elf/RewriteRule/rules(fromJSON:limits:)`` reads.
    static func json(of rules: [Elf.RewriteRule]) throws -> Data {
        let entries = rules.map { rule -> [String: String] in
            switch rule.source {
            case .pattern(let pattern): ["from": pattern, "to": rule.template]
            case .regex(let regex): ["regex": regex, "to": rule.template]
            }
        }
        return try JSONSerialization.data(withJSONObject: ["rules": entries])
    }

    /// What one whole rule state makes of each URL, through each lookup.
    struct RewriteAnswers {
        var rewrites: [String]
        var matches: [String]
        var explanations: [Elf.RouteExplanation]
    }

    @Test("Replacing rewrite rules while threads look up never shows part of a rule set")
    func rewriteRulesAreSeenWhole() throws {
        // A regex must not run out of time on a slow sanitized build: that would fail the lookup.
        let configuration = Elf.Configuration(rewriteLimits: .init(regexTimeLimit: 30))
        func answers(_ elf: Elf) -> RewriteAnswers {
            RewriteAnswers(
                rewrites: Self.rewrittenURLs.map { url in
                    do throws(Elf.RewriteError) { return try elf.rewrite(url) } catch { return "failed: \(error)" }
                },
                matches: Self.rewrittenURLs.map { line(elf.match($0)) },
                explanations: Self.rewrittenURLs.map(elf.explain))
        }
        // What the rules after each step answer, worked out on routers no other thread touches.
        let stepAnswers = try Self.rewriteProgram.map { step in
            let single = try Elf.with(Self.rewriteRoutes, configuration: configuration)
            try single.replaceRewriteRules(with: single.rewriteRules + step.rules)
            return answers(single)
        }
        // The design holds: a chain torn between A and B would end on a URL no whole state gives.
        let everyRewrite = Set(stepAnswers.map { $0.rewrites[0] } + stepAnswers.map { $0.rewrites[2] })
        #expect(everyRewrite == ["app://new/k1", "app://other/k1", "app://old/k1", "app://legacy/k1"])
        #expect(Set(Self.rewriteProgram.map(\.rules)).count == 9)

        let elf = try Elf.with(Self.rewriteRoutes, configuration: configuration)
        try elf.replaceRewriteRules(with: Self.ruleSetB)
        let cycles = 30
        // How many steps the writer has finished; the rules start as the last step leaves them.
        let finished = SharedBox(0)
        let run = StressRun(writers: 1)
        let writer: @Sendable () -> Void = {
            run.write { problems in
                for _ in 0..<cycles {
                    for step in Self.rewriteProgram {
                        if !step.apply(elf) { problems.append("step \"\(step.name)\" did not do what it should") }
                        // This thread is the only writer, so the rules are exactly the step's.
                        if elf.rewriteRules != step.rules {
                            problems.append("after \"\(step.name)\": \(elf.rewriteRules)")
                        }
                        finished.withLock { $0 += 1 }
                    }
                }
            }
        }
        /// Runs `lookup` and returns its answer with the steps whose rules it may have seen.
        @Sendable func during<Answer>(_ lookup: () -> Answer) -> (answer: Answer, steps: [Int]) {
            let first = finished.withLock { $0 }
            let answer = lookup()
            let last = finished.withLock { $0 }
            return (answer, Self.stepsSeen(first: first, last: last))
        }
        let lookups: [@Sendable () -> Void] = (0..<3).map { lookup in
            {
                run.read(atLeast: 150) { round, problems in
                    let index = (round * 3 + lookup) % Self.rewrittenURLs.count
                    let url = Self.rewrittenURLs[index]
                    switch (round + lookup) % 4 {
                    case 0, 1:
                        let (answer, steps) = during { line(elf.match(url)) }
                        if !steps.contains(where: { stepAnswers[$0].matches[index] == answer }) {
                            problems.append("\(url) matched \(answer) during steps \(steps)")
                        }
                    case 2:
                        let (answer, steps) = during { () -> String in
                            do throws(Elf.RewriteError) { return try elf.rewrite(url) } catch { return "\(error)" }
                        }
                        if !steps.contains(where: { stepAnswers[$0].rewrites[index] == answer }) {
                            problems.append("\(url) rewrote to \(answer) during steps \(steps)")
                        }
                    default:
                        let (explanation, steps) = during { elf.explain(url) }
                        if !steps.contains(where: { stepAnswers[$0].explanations[index] == explanation }) {
                            problems.append("a torn explanation during steps \(steps): \(explanation)")
                        }
                    }
                }
            }
        }
        let lister: @Sendable () -> Void = {
            run.read(atLeast: 50) { _, problems in
                let (rules, steps) = during { elf.rewriteRules }
                if !steps.contains(where: { Self.rewriteProgram[$0].rules == rules }) {
                    problems.append("rules no step between \(steps) leaves: \(rules)")
                }
            }
        }
        runOnThreadsTogether([writer, lister] + lookups)

        #expect(run.failures == [])
        #expect(run.overlappingRounds > 0)
        #expect(elf.rewriteRules == Self.ruleSetB)
        #expect(elf.match("app://old/k1")?.url == "app://other/k1")
    }

    // MARK: - Routes and rules changed in step

    @Test("A lookup reads the rewrite rules and the routes of one moment")
    func rulesAndRoutesAreReadTogether() throws {
        // The writer only ever adds the rule after its target route and
        // removes it before the route, so no moment has the rule without the
        // route. A lookup that read the rules and the table at two moments
        // could rewrite `app://src/…` to a route that is gone.
        let (source, target, url) = ("app://src/<x>", "app://dest/<x>", "app://src/k1")
        let elf = try Elf.with(["app://other/<x>"])
        let run = StressRun(writers: 1)
        let writer: @Sendable () -> Void = {
            run.write { problems in
                for _ in 0..<3000 {
                    do {
                        try elf.register(target) { NoopHandler() }
                        try elf.addRewriteRule(from: source, to: target)
                    } catch {
                        problems.append("could not add the route and its rule: \(error)")
                    }
                    if !elf.removeRewriteRules(where: { $0.source == .pattern(source) }) {
                        problems.append("the rule was not removed")
                    }
                    if !elf.unregister(target) { problems.append("the route was not unregistered") }
                }
            }
        }
        let lookups: [@Sendable () -> Void] = (0..<3).map { lookup in
            {
                run.read(atLeast: 150) { round, problems in
                    if (round + lookup).isMultiple(of: 2) {
                        let explanation = elf.explain(url)
                        let rewritten = explanation.originalURL != nil
                        if rewritten, explanation.winner?.pattern != target {
                            problems.append("rewritten, but \(target) was missing: \(explanation)")
                        }
                        if !rewritten, explanation.winner != nil {
                            problems.append("not rewritten, yet something matched: \(explanation)")
                        }
                    } else {
                        let answer = line(elf.match(url))
                        if answer != "nil", answer != "\(target) [x=k1] app://dest/k1 \(url)" {
                            problems.append("\(url) matched \(answer)")
                        }
                    }
                }
            }
        }
        runOnThreadsTogether([writer] + lookups)

        #expect(run.failures == [])
        #expect(run.overlappingRounds > 0)
        #expect(elf.registeredPatterns == ["app://other/<x>"])
        #expect(elf.rewriteRules.isEmpty)
    }

    // MARK: - Racing registrations

    static let registrars = 4
    static let raceItems = 50

    /// A pattern only `writer` registers: it must always succeed.
    static func ownPattern(writer: Int, item: Int) -> String { "app://w\(writer)/k\(item)/<int:id>" }
    /// One shape from every writer, each under its own name: exactly one wins.
    static func racePattern(writer: Int, item: Int) -> String { "app://race/k\(item)/<p\(writer)>" }
    /// Patterns with optional groups whose forms overlap in part: the forms
    /// of those that win never overlap, and one that loses registers no form.
    static func groupPattern(writer: Int, item: Int) -> String {
        ["app://opt/k\(item)(/x)", "app://opt/k\(item)/x", "app://opt/k\(item)", "app://opt/k\(item)(/<int:n>)"][
            writer]
    }
    /// A URL per form of the group patterns, and the writers whose pattern has that form.
    static func groupForms(item: Int) -> [(url: String, writers: Set<Int>)] {
        [("app://opt/k\(item)", [0, 2, 3]), ("app://opt/k\(item)/x", [0, 1]), ("app://opt/k\(item)/7", [3])]
    }

    /// One registration a writer tried, and how it ended.
    struct Attempt: Sendable {
        enum Kind: Sendable { case race, group, type }
        var kind: Kind
        var writer: Int
        var item: Int
        /// `nil` when it succeeded; else the pattern it clashed with (or the type name defined first).
        var lostTo: String?
    }

    @Test("Writers racing for the same shapes: one wins, none is lost, no duplicate is listed")
    func racingRegistrationsLoseNothing() throws {
        let elf = Elf()
        let attempts = SharedBox<[Attempt]>([])
        let progress = SharedBox(Array(repeating: -1, count: Self.registrars))
        let lockstep = Lockstep(writers: Self.registrars)
        let run = StressRun(writers: Self.registrars)
        let writers: [@Sendable () -> Void] = (0..<Self.registrars).map { writer in
            {
                run.write { problems in
                    var mine: [Attempt] = []
                    func attempt(_ kind: Attempt.Kind, _ item: Int, _ pattern: String) {
                        do throws(Elf.PatternError) {
                            try elf.register(pattern) { NoopHandler() }
                            mine.append(Attempt(kind: kind, writer: writer, item: item))
                        } catch {
                            guard case .duplicate(let existing) = error.reason else {
                                return problems.append("register \(pattern): \(error)")
                            }
                            mine.append(Attempt(kind: kind, writer: writer, item: item, lostTo: existing))
                        }
                    }
                    // The writers start each item together, so they race for it.
                    for item in 0..<Self.raceItems {
                        lockstep.round {
                            do throws(Elf.PatternError) {
                                try elf.register(Self.ownPattern(writer: writer, item: item)) { NoopHandler() }
                            } catch {
                                problems.append("\(error)")
                            }
                            attempt(.race, item, Self.racePattern(writer: writer, item: item))
                            attempt(.group, item, Self.groupPattern(writer: writer, item: item))
                            do throws(Elf.PlaceholderTypeError) {
                                try elf.addPlaceholderType("race\(item)") { $0 }
                                mine.append(Attempt(kind: .type, writer: writer, item: item))
                            } catch {
                                mine.append(Attempt(kind: .type, writer: writer, item: item, lostTo: "\(error)"))
                            }
                        }
                        progress.withLock { $0[writer] = item }
                    }
                    attempts.withLock { $0 += mine }
                }
            }
        }
        let matchers: [@Sendable () -> Void] = (0..<2).map { matcher in
            {
                // A winner, once seen, stays: nothing is unregistered here.
                var seen: [String: String] = [:]
                run.read(atLeast: 100) { round, problems in
                    let writer = (round + matcher) % Self.registrars
                    let done = progress.withLock { $0[writer] }
                    let item = (round * 7 + matcher) % Self.raceItems
                    let own = elf.match("app://w\(writer)/k\(item)/5")
                    if item <= done, own?.pattern != Self.ownPattern(writer: writer, item: item) {
                        problems.append("own pattern \(writer)/\(item) lost: \(line(own))")
                    }
                    let urls = ["app://race/k\(item)/z"] + Self.groupForms(item: item).map(\.url)
                    for url in urls {
                        guard let pattern = elf.match(url)?.pattern else {
                            if seen[url] != nil { problems.append("\(url) stopped matching") }
                            continue
                        }
                        if seen[url, default: pattern] != pattern { problems.append("\(url) changed to \(pattern)") }
                        seen[url] = pattern
                    }
                }
            }
        }
        runOnThreadsTogether(writers + matchers)

        #expect(run.failures == [])
        #expect(run.overlappingRounds > 0)
        #expect(lockstep.overlappingRounds > 0)
        let all = attempts.withLock { $0 }
        var expected = Set(
            (0..<Self.registrars).flatMap { writer in
                (0..<Self.raceItems).map { Self.ownPattern(writer: writer, item: $0) }
            })
        for item in 0..<Self.raceItems {
            // One shape: exactly one writer wins, and the others name its pattern.
            let race = all.filter { $0.kind == .race && $0.item == item }
            let raceWinners = race.filter { $0.lostTo == nil }
            #expect(race.count == Self.registrars && raceWinners.count == 1, "race \(item)")
            guard let winner = raceWinners.first else { continue }
            let winning = Self.racePattern(writer: winner.writer, item: item)
            #expect(race.allSatisfy { $0.lostTo == nil || $0.lostTo == winning }, "race \(item)")
            #expect(elf.match("app://race/k\(item)/z")?.params == ["p\(winner.writer)": "z"])
            expected.insert(winning)

            // Overlapping forms: winners share no form, each loser clashed with a winner it shares a form with.
            let group = all.filter { $0.kind == .group && $0.item == item }
            let groupWinners = Set(group.filter { $0.lostTo == nil }.map(\.writer))
            let forms = Self.groupForms(item: item)
            #expect(group.count == Self.registrars, "group \(item)")
            for loser in group where loser.lostTo != nil {
                let clash = groupWinners.first { Self.groupPattern(writer: $0, item: item) == loser.lostTo }
                let shared = clash.map { clash in forms.contains { $0.writers.isSuperset(of: [clash, loser.writer]) } }
                #expect(shared == true, "group \(item): writer \(loser.writer) lost to \(loser.lostTo ?? "")")
            }
            for form in forms {
                let owners = form.writers.intersection(groupWinners)
                #expect(owners.count <= 1, "group \(item): \(form.url) registered twice")
                // A pattern that lost registered none of its forms: only a winner's form matches.
                let pattern = owners.first.map { Self.groupPattern(writer: $0, item: item) }
                #expect(elf.match(form.url)?.pattern == pattern, "group \(item): \(form.url)")
            }
            expected.formUnion(groupWinners.map { Self.groupPattern(writer: $0, item: item) })

            let types = all.filter { $0.kind == .type && $0.item == item }
            #expect(types.count == Self.registrars && types.filter { $0.lostTo == nil }.count == 1, "type \(item)")
            #expect(
                types.allSatisfy {
                    $0.lostTo == nil || $0.lostTo == "\(Elf.PlaceholderTypeError.alreadyDefined("race\(item)"))"
                })
        }
        let listed = elf.registeredPatterns
        #expect(listed.count == Set(listed).count, "a pattern is listed twice")
        #expect(expected.subtracting(listed).sorted() == [], "lost registrations")
        #expect(Set(listed).subtracting(expected).sorted() == [], "registrations that failed")
        #expect(elf.currentTree().tree.invariantViolations() == [])
    }

    // MARK: - Clearing and refilling

    /// Registered in this order after every clear.
    ///
    /// All but the last match `app://x/1/2`, each more specific than the one
    /// before, so one explanation shows which of them are registered and
    /// which match: always the first few.
    static let refill = [
        "app://x/*", "app://x/<path:rest>", "app://x/<a>/<b>", "app://x/<int:a>/<b>", "app://x/1/<b>", "app://x/1/2",
        "app://typed/<name>",
    ]
    static let refillRounds = 30
    /// How many times each round clears the table and fills it again.
    static let refillPasses = 2
    /// The pattern of the custom type of round `round`, which takes only `v<round>`.
    static func typedPattern(_ round: Int) -> String { "app://typed/<k\(round):v>" }
    /// Every round registers a prefix of this list: the refill, then the typed patterns of the types added so far.
    static let refillSequence = refill + (0..<refillRounds).map(typedPattern)

    @Test("Clearing and refilling the table, with new placeholder types, while threads match")
    func clearingAndRefillingIsSeenInOrder() throws {
        let elf = Elf()
        let typesAdded = SharedBox(0)
        let run = StressRun(writers: 1)
        let writer: @Sendable () -> Void = {
            run.write { problems in
                for round in 0..<Self.refillRounds {
                    do {
                        try elf.addPlaceholderType("k\(round)") { $0 == "v\(round)" ? "V\(round)" : nil }
                        typesAdded.withLock { $0 = round + 1 }
                        for _ in 0..<Self.refillPasses {
                            elf.unregisterAll()
                            for pattern in Self.refill { try elf.register(pattern) { NoopHandler() } }
                            for typed in 0...round { try elf.register(Self.typedPattern(typed)) { NoopHandler() } }
                        }
                    } catch {
                        problems.append("round \(round): \(error)")
                    }
                }
            }
        }
        let matchers: [@Sendable () -> Void] = (0..<2).map { matcher in
            {
                run.read(atLeast: 100) { round, problems in
                    // A typed URL gets its own type, or the untyped fallback, or nothing (after a clear).
                    let typed = (round + matcher) % Self.refillRounds
                    let answer = line(elf.match("app://typed/v\(typed)"))
                    // Read after matching: a type added since cannot have made the answer wrong.
                    let types = typesAdded.withLock { $0 }
                    let allowed = [
                        "nil", "app://typed/<name> [name=v\(typed)] app://typed/v\(typed) -",
                        "\(Self.typedPattern(typed)) [v=V\(typed)] app://typed/v\(typed) -",
                    ]
                    // Before its type is added, a typed pattern cannot be there.
                    if !allowed.prefix(typed < types ? 3 : 2).contains(answer) {
                        problems.append("app://typed/v\(typed) gave \(answer)")
                    }
                    // An explanation lists every registered pattern: always the first few of the
                    // sequence, and those of them that match `app://x/1/2`, most specific first.
                    let entries = elf.explain("app://x/1/2").entries
                    let registered = Self.refillSequence.prefix(entries.count)
                    let matched = entries.filter(\.matches).map(\.pattern)
                    if Set(entries.map(\.pattern)) != Set(registered)
                        || matched != Array(registered.prefix(Self.refill.count - 1).reversed())
                    {
                        problems.append("a torn explanation: \(matched) match of \(entries.map(\.pattern))")
                    }
                }
            }
        }
        let lister: @Sendable () -> Void = {
            run.read(atLeast: 50) { _, problems in
                let listed = elf.registeredPatterns
                if listed != Array(Self.refillSequence.prefix(listed.count)) {
                    problems.append("registered out of order: \(listed)")
                }
                // The drawing reads the tree and the custom type names under separate locks: it must still hold together.
                let drawing = elf.treeDescription
                let drawn = drawing.split(separator: "\n").compactMap { $0.split(separator: "⇒ ").dropFirst().first }
                if Set(drawn.map(String.init)) != Set(Self.refillSequence.prefix(drawn.count)) {
                    problems.append("a torn drawing:\n\(drawing)")
                }
            }
        }
        runOnThreadsTogether([writer, lister] + matchers)

        #expect(run.failures == [])
        #expect(run.overlappingRounds > 0)
        #expect(elf.registeredPatterns == Self.refillSequence)
        #expect(
            elf.explain("app://x/1/2").entries.filter(\.matches).map(\.pattern)
                == Array(Self.refill.dropLast().reversed()))
        for typed in 0..<Self.refillRounds {
            #expect(elf.match("app://typed/v\(typed)")?.params == ["v": "V\(typed)"])
        }
        #expect(elf.currentTree().tree.invariantViolations() == [])
    }

    // MARK: - Scheme namespaces

    static let namespaceWriters = 3
    static let namespaceItems = 80

    /// A writer's pattern in the router of scheme `s<item>`; writer 1 spells the scheme in capitals.
    ///
    /// Every writer starts on each item at about the same time, so each
    /// scheme's router is raced for by all of them as it is made.
    static func schemePattern(writer: Int, item: Int) -> String {
        let scheme = "s\(item)"
        return "\(writer == 1 ? scheme.uppercased() : scheme)://t\(writer)/i\(item)/<int:id>"
    }

    @Test("Scheme namespaces made and filled by several threads lose no router and no route")
    func namespacesLoseNoRegistration() throws {
        let namespaces = Elf.SchemeNamespaces()
        let progress = SharedBox(Array(repeating: -1, count: Self.namespaceWriters))
        let sharedWins = SharedBox<[Int: Int]>([:])
        let lockstep = Lockstep(writers: Self.namespaceWriters)
        let run = StressRun(writers: Self.namespaceWriters + 1)
        let writers: [@Sendable () -> Void] = (0..<Self.namespaceWriters).map { writer in
            {
                run.write { problems in
                    for item in 0..<Self.namespaceItems {
                        let scheme = "s\(item)"
                        lockstep.round {
                            do throws(Elf.PatternError) {
                                // The first pattern of a scheme makes its router: writers race to make the same one.
                                try namespaces.register(Self.schemePattern(writer: writer, item: item)) {
                                    NoopHandler()
                                }
                                try namespaces.register("/g\(writer)/i\(item)") { NoopHandler() }
                            } catch {
                                problems.append("\(error)")
                            }
                            // The same path in the same scheme from every writer: one wins.
                            do throws(Elf.SchemeNamespaces.RegistrationError) {
                                try namespaces.register("/shared/i\(item)/<w\(writer)>", forScheme: scheme) {
                                    NoopHandler()
                                }
                                sharedWins.withLock { $0[item, default: 0] += 1 }
                            } catch {
                                if case .invalidPattern(let failure) = error, case .duplicate = failure.reason {
                                    return
                                }
                                problems.append("shared \(item): \(error)")
                            }
                        }
                        progress.withLock { $0[writer] = item }
                    }
                }
            }
        }
        let toggler: @Sendable () -> Void = {
            run.write { problems in
                var known = 0
                for round in 0..<200 {
                    namespaces.setFallsBackToGlobal(
                        round.isMultiple(of: 2), forScheme: "S\(round % Self.namespaceItems)")
                    // Routers are only ever made here, so the list only grows.
                    let schemes = namespaces.schemes
                    if schemes.count < known || schemes != schemes.sorted() { problems.append("schemes \(schemes)") }
                    known = schemes.count
                    for (scheme, patterns) in namespaces.routesByScheme where patterns.count != Set(patterns).count {
                        problems.append("\(scheme) lists a pattern twice")
                    }
                }
            }
        }
        let matchers: [@Sendable () -> Void] = (0..<2).map { matcher in
            {
                run.read(atLeast: 100) { round, problems in
                    let writer = (round + matcher) % Self.namespaceWriters
                    let done = progress.withLock { $0[writer] }
                    let item = (round * 5 + matcher) % Self.namespaceItems
                    let url = "s\(item)://t\(writer)/i\(item)/5"
                    let match = namespaces.match(url)
                    if let match, match.pattern != Self.schemePattern(writer: writer, item: item) {
                        problems.append("\(url) gave \(line(match))")
                    } else if match == nil, item <= done {
                        problems.append("\(url) did not match, though writer \(writer) registered it")
                    }
                    // A global path reached from a scheme: only through the fallback, never another route.
                    let global = "s\(item)://g\(writer)/i\(item)"
                    let fallback = namespaces.match(global)?.pattern
                    if fallback != nil, fallback != "/g\(writer)/i\(item)" {
                        problems.append("\(global) gave \(fallback ?? "")")
                    }
                }
            }
        }
        runOnThreadsTogether(writers + [toggler] + matchers)

        #expect(run.failures == [])
        #expect(run.overlappingRounds > 0)
        #expect(lockstep.overlappingRounds > 0)
        let wins = sharedWins.withLock { $0 }
        #expect((0..<Self.namespaceItems).allSatisfy { wins[$0] == 1 }, "\(wins)")
        let schemes = (0..<Self.namespaceItems).map { "s\($0)" }
        #expect(namespaces.schemes == schemes.sorted())
        let routes = namespaces.routesByScheme
        for (item, scheme) in schemes.enumerated() {
            let own = (0..<Self.namespaceWriters).map { Self.schemePattern(writer: $0, item: item) }
            let listed = routes[scheme] ?? []
            // Each writer's own pattern and the one shared pattern that won, in one router.
            #expect(listed.count == own.count + 1, "\(scheme): \(listed)")
            #expect(Set(own).isSubset(of: listed), "\(scheme) lost a route: \(listed)")
        }
        let globals = (0..<Self.namespaceWriters).flatMap { writer in
            (0..<Self.namespaceItems).map { "/g\(writer)/i\($0)" }
        }
        #expect(Set(routes[Elf.SchemeNamespaces.globalKey] ?? []) == Set(globals))
        // The fallback switch still works after the storm.
        namespaces.setFallsBackToGlobal(true, forScheme: "s0")
        namespaces.setFallsBackToGlobal(false, forScheme: "s1")
        #expect(namespaces.match("s0://g0/i0")?.pattern == "/g0/i0")
        #expect(namespaces.match("s1://g0/i0") == nil)
        #expect(namespaces.match("news://g0/i0")?.pattern == "/g0/i0")
    }
}

/// A match in one comparable line: the pattern, the parameters sorted by
/// name, the URL looked up, and the URL as given when a rule rewrote it.
private func line(_ match: Elf.RouteMatch?) -> String {
    guard let match else { return "nil" }
    let params = match.params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "\(match.pattern) [\(params.joined(separator: "&"))] \(match.url) \(match.originalURL ?? "-")"
}

/// The writers and readers of one stress test: their failures, and how many
/// reader rounds ran while a writer was still writing.
///
/// A writer starts only once some reader has started its first round (or
/// after ``readerWait``, for a run without readers), so at least one round
/// overlaps a writer however the threads are scheduled: on a loaded machine
/// a writer could otherwise finish before any reader ran.
private final class StressRun: @unchecked Sendable {
    // @unchecked: every stored `var` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var writersLeft: Int
    private var readersStarted = 0
    private var collected: [String] = []
    private var overlapping = 0
    /// How long a writer waits for a reader to start.
    static let readerWait: TimeInterval = 10
    /// A reader stops at this many failures, and a writer reports no more, so a broken build fails readably.
    static let failureLimit = 20

    /// A run whose readers go on until `writers` calls of ``write(_:)`` have finished.
    init(writers: Int) { writersLeft = writers }

    var failures: [String] { locked { collected } }
    var overlappingRounds: Int { locked { overlapping } }
    var isWriting: Bool { locked { writersLeft > 0 } }

    /// Runs a writer's `body` once a reader has started, then reports its failures and that it finished.
    func write(_ body: (inout [String]) -> Void) {
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: Self.readerWait)
        while readersStarted == 0, condition.wait(until: deadline) {}
        condition.unlock()
        var problems: [String] = []
        body(&problems)
        locked {
            collected += problems.prefix(Self.failureLimit)
            writersLeft -= 1
        }
    }

    /// Runs `round` with 0, 1, 2… while any writer writes, and at least `minimum` times.
    func read(atLeast minimum: Int, _ round: (Int, inout [String]) -> Void) {
        var problems: [String] = []
        var count = 0
        var overlapped = 0
        locked {
            readersStarted += 1
            condition.broadcast()
        }
        while problems.count < Self.failureLimit {
            let writing = isWriting
            guard writing || count < minimum else { break }
            if writing { overlapped += 1 }
            round(count, &problems)
            count += 1
        }
        locked {
            collected += problems
            overlapping += overlapped
        }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}

/// Writers that start each round together, and a count of the rounds in
/// which one writer was still inside as another finished: true races.
///
/// The first round holds every writer until all are inside, so at least one
/// round is a race however the threads are scheduled; the others race as
/// the scheduler lets them.
private final class Lockstep: @unchecked Sendable {
    // @unchecked: every stored `var` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private let writers: Int
    private var arrived = 0
    private var generation = 0
    private var inside = 0
    /// How many writers have entered the first round (never decremented).
    private var insideFirstRound = 0
    private var overlapping = 0

    init(writers: Int) { self.writers = writers }

    var overlappingRounds: Int {
        condition.lock()
        defer { condition.unlock() }
        return overlapping
    }

    /// Waits until every writer has called this, then runs `body`.
    ///
    /// Every writer must call it the same number of times, or the others wait forever.
    func round(_ body: () -> Void) {
        condition.lock()
        let current = generation
        arrived += 1
        if arrived == writers {
            // The last to arrive wakes the others and starts the next generation.
            arrived = 0
            generation += 1
            condition.broadcast()
        } else {
            while generation == current { condition.wait() }
        }
        inside += 1
        if current == 0 {
            insideFirstRound += 1
            if insideFirstRound == writers { condition.broadcast() }
            while insideFirstRound < writers { condition.wait() }
        }
        condition.unlock()

        body()

        condition.lock()
        // Another writer entered before this one left and is still inside: the two overlapped.
        if inside > 1 { overlapping += 1 }
        inside -= 1
        condition.unlock()
    }
}
