// A routing table whose shape makes failing lookups backtrack through much
// of it (a denial-of-service risk) is reported at registration
// (`Configuration.backtrackingWarningThreshold`,
// `RouteEvent.backtrackingWarning`), and the count behind the warning bounds
// what a walk really enters.

import ElfMigration
import Foundation
import Testing

@testable import Elf

@Suite struct BacktrackingWarningTests {
    /// Collects what a router's logger hears, from any thread.
    final class EventLog: Sendable {
        private let events = Locked<[RouteEvent]>([])
        var all: [RouteEvent] { events.withLock { $0 } }
        var warnings: [RouteEvent] {
            all.filter {
                if case .backtrackingWarning = $0 { return true }
                return false
            }
        }
        var record: @Sendable (RouteEvent) -> Void { { event in self.events.withLock { $0.append(event) } } }
    }

    /// The adversarial table: under `app://h`, a literal `a` and a
    /// placeholder at each of `depth` levels (2^depth routes), so a failing
    /// lookup may try both at every level.
    static func binaryTree(depth: Int) -> [String] {
        (0..<(1 << depth)).map { bits in
            "app://h/"
                + (0..<depth).map { level in bits >> level & 1 == 0 ? "a" : "<p\(level)>" }.joined(separator: "/")
        }
    }

    static func register(_ patterns: [String], in elf: Elf) throws {
        for pattern in patterns { try elf.register(pattern) { NoopHandler() } }
    }

    /// The most edges one lookup can follow, as the router counts them.
    static func worstCaseSteps(_ elf: Elf) -> Int {
        elf.locked { $0.routes.shape.worstCaseSteps }
    }

    /// How many nodes a walk of `url` enters when it runs to its end (as explain's does).
    static func nodesEntered(_ elf: Elf, _ url: String) -> Int {
        let tree = elf.currentTree().tree
        return withUTF8Bytes(of: url) { bytes in
            guard let scanned = try? elf.configuration.scanner.scan(bytes) else { return 0 }
            let recorder = DeadEndRecorder(tree: tree, url: scanned, in: bytes)
            tree.forEachCandidate(scanned, in: bytes, options: elf.configuration.matchOptions, recorder: recorder) {
                _ in false
            }
            return recorder.visits.indices.filter { $0 > Int(RouteTree.pathRoot) && recorder.visits[$0] != nil }.count
        }
    }

    struct TableCase: Sendable, CustomTestStringConvertible {
        var name: String
        var patterns: [String]
        /// The most edges one lookup can follow.
        var steps: Int
        var warns: Bool
        /// Custom placeholder types to add first (each accepts anything).
        var customTypes: [String] = []
        var testDescription: String { name }
    }

    static let tables: [TableCase] = [
        // 2 (scheme, host) + 2^13 − 2 nodes of the tree: a URL of a's enters them all.
        TableCase(name: "binary tree, 12 deep", patterns: binaryTree(depth: 12), steps: 8_192, warns: true),
        TableCase(name: "binary tree, 9 deep", patterns: binaryTree(depth: 9), steps: 1_024, warns: true),
        TableCase(name: "binary tree, 8 deep", patterns: binaryTree(depth: 8), steps: 512, warns: false),
        // A literal, an int, a custom type and a <name> at each of 5 levels: 2 + (4^6 − 4) / 3.
        TableCase(
            name: "four branches, 5 deep",
            patterns: (0..<1024).map { bits in
                "app://h/"
                    + (0..<5).map { level in
                        ["a", "<int:i\(level)>", "<hex:h\(level)>", "<s\(level)>"][bits >> (2 * level) & 3]
                    }
                    .joined(separator: "/")
            },
            steps: 1_366, warns: true, customTypes: ["hex"]),
        TableCase(name: "GitHub API", patterns: GitHubRoutes.elfPatterns, steps: 9, warns: false),
        TableCase(
            name: "literal beside placeholders of every type",
            patterns: [
                "app://a", "app://<int:x>", "app://<double:x>", "app://<bool:x>", "app://<uuid:x>", "app://<x>",
            ],
            steps: 7, warns: false),
    ]

    @Test(arguments: tables)
    func warnsOnlyAboutTablesThatBacktrackFar(_ table: TableCase) throws {
        let elf = Elf()
        let log = EventLog()
        elf.logger = log.record
        for name in table.customTypes { try elf.addPlaceholderType(name) { $0 } }
        try Self.register(table.patterns, in: elf)
        #expect(Self.worstCaseSteps(elf) == table.steps)
        let warnings = log.warnings
        #expect(warnings.count == (table.warns ? 1 : 0))
        if case .backtrackingWarning(let pattern, let steps, let threshold) = warnings.first {
            #expect(threshold == 1_000)
            #expect(steps > 1_000 && steps <= table.steps)
            // The pattern whose registration crossed: the table without it is under the threshold.
            let index = try #require(table.patterns.firstIndex(of: pattern))
            let before = Elf()
            for name in table.customTypes { try before.addPlaceholderType(name) { $0 } }
            try Self.register(Array(table.patterns[..<index]), in: before)
            #expect(Self.worstCaseSteps(before) <= 1_000)
        }
    }

    /// The count is an upper bound on the walk's work, and reached by the
    /// adversarial table: `app://h/a/…/a/x` enters every node.
    @Test func adversarialURLEntersEveryNode() throws {
        let elf = Elf()
        try Self.register(Self.binaryTree(depth: 10), in: elf)
        let url = "app://h/" + Array(repeating: "a", count: 10).joined(separator: "/") + "/x"
        #expect(elf.match(url) == nil)
        #expect(Self.nodesEntered(elf, url) == Self.worstCaseSteps(elf))
        #expect(Self.worstCaseSteps(elf) == 2_048)
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func noLookupEntersMoreNodesThanTheCount(seed: UInt64) throws {
        var generator = RouteGenerator(seed: seed)
        let elf = Elf()
        var patterns: [String] = []
        for pattern in generator.table(size: 60) where (try? elf.register(pattern) { NoopHandler() }) != nil {
            patterns.append(pattern)
        }
        let steps = Self.worstCaseSteps(elf)
        for _ in 0..<200 {
            let url = generator.url(from: patterns)
            #expect(Self.nodesEntered(elf, url) <= steps, "seed \(seed): \(url)")
        }
    }

    /// Kept as routes come and go, the count equals one computed afresh.
    @Test(arguments: 0..<8 as Range<UInt64>)
    func countKeptAsRoutesAreAddedEqualsOneComputedAfresh(seed: UInt64) {
        var generator = RouteGenerator(seed: seed)
        var builder = RouteTree.Builder()
        let parser = PatternParser()
        var forms: [RoutePattern.Form] = []
        for text in generator.table(size: 80) {
            guard let pattern = try? parser.parse(text) else { continue }
            for form in pattern.forms {
                builder.insert(form, route: RouteRecord(pattern: text, parameterNames: form.parameterNames))
                forms.append(form)
                var fresh = builder
                fresh.recomputeReach()
                #expect(fresh.reach == builder.reach, "seed \(seed): after \(text)")
            }
        }
        // Removing leaves an upper bound; the freeze's compaction makes it exact.
        let before = builder.worstCaseSteps
        for form in forms.shuffled(using: &generator.random).prefix(forms.count / 2) { builder.remove(form) }
        #expect(builder.worstCaseSteps == before)
        _ = builder.freeze(customTypes: [])
        var fresh = builder
        fresh.recomputeReach()
        #expect(fresh.reach == builder.reach)
        #expect(builder.worstCaseSteps <= before)
    }

    @Test func warnsOncePerCrossing() throws {
        let elf = Elf()
        let log = EventLog()
        elf.logger = log.record
        try Self.register(Self.binaryTree(depth: 10), in: elf)
        try elf.register("app://h/a/a/a/a/a/a/a/a/a/a/a") { NoopHandler() }
        #expect(log.warnings.count == 1)
        // Back under the threshold, then over it again: a second warning.
        elf.unregisterAll()
        try Self.register(Self.binaryTree(depth: 8), in: elf)
        #expect(log.warnings.count == 1)
        try Self.register(Self.binaryTree(depth: 10), in: elf)
        #expect(log.warnings.count == 2)
    }

    @Test func removedRoutesDoNotCountTowardsACrossing() throws {
        let elf = Elf(configuration: .init(backtrackingWarningThreshold: 600))
        let log = EventLog()
        elf.logger = log.record
        let eight = Self.binaryTree(depth: 8)
        try Self.register(eight, in: elf)
        #expect(Self.worstCaseSteps(elf) == 512)
        // Half the tree goes: 257 steps are left, but until a lookup freezes
        // the table its removed nodes still count.
        for pattern in eight where pattern.hasPrefix("app://h/<p0>") { elf.unregister(pattern) }
        #expect(Self.worstCaseSteps(elf) == 512)
        // 100 more steps: 612 with the removed nodes, 357 without.
        try Self.register(["app://h/<int:q>/" + Array(repeating: "c", count: 99).joined(separator: "/")], in: elf)
        #expect(log.warnings.isEmpty)
        #expect(Self.worstCaseSteps(elf) == 357)
    }

    @Test(arguments: [nil, 5_000] as [Int?])
    func thresholdIsASetting(threshold: Int?) throws {
        let elf = Elf(configuration: .init(backtrackingWarningThreshold: threshold))
        let log = EventLog()
        elf.logger = log.record
        try Self.register(Self.binaryTree(depth: 12), in: elf)
        #expect(log.warnings.count == (threshold == nil ? 0 : 1))
        #expect(Elf.Configuration().backtrackingWarningThreshold == 1_000)
    }

    /// Every way of registering reports the crossing, and the logger may use the router.
    @Test func routingTableAndEntryPointsWarnToo() throws {
        let log = EventLog()
        let table = Elf()
        table.logger = { event in
            log.record(event)
            _ = table.registeredPatterns  // the lock is released before the logger runs
        }
        let factory: Elf.HandlerFactory = { NoopHandler() }
        table.registerRoutingTable(
            Dictionary(uniqueKeysWithValues: Self.binaryTree(depth: 10).map { ($0, factory) }),
            notFoundHandler: { _ in })
        #expect(log.warnings.count == 1)

        // Path patterns written out through an entry point cross when the
        // entry point is added: 510 steps, then 510 more under it.
        let entry = Elf()
        let entryLog = EventLog()
        entry.logger = entryLog.record
        try Self.register(Self.binaryTree(depth: 8).map { String($0.dropFirst("app://h".count)) }, in: entry)
        #expect(entryLog.warnings.isEmpty)
        try entry.addEntryPoint("https://example.com")
        #expect(entryLog.warnings.count == 1)
        #expect(Self.worstCaseSteps(entry) == 1_022)
    }

    @Test func warningDescribesTheTable() {
        let event = RouteEvent.backtrackingWarning(pattern: "app://h/a/<p1>", steps: 1_024, threshold: 1_000)
        #expect(
            event.description
                == "registering \"app://h/a/<p1>\" lets one lookup try up to 1024 branches of the routing table "
                + "(more than 1000): literal and placeholder siblings nested level after level make failing "
                + "lookups backtrack")
    }
}

extension BacktrackingWarningTests {
    /// The snippet of the Performance article, "Tables that make lookups backtrack".
    @Test func performanceArticleSnippet() throws {
        let printed = EventLog()
        let elf = Elf()
        elf.logger = printed.record
        for bits in 0..<1024 {  // a literal and a placeholder at each of 10 levels
            let path = (0..<10).map { level in bits >> level & 1 == 0 ? "a" : "<p\(level)>" }
            try elf.register("app://h/" + path.joined(separator: "/")) { NoopHandler() }
        }
        #expect(
            printed.all.map(\.description) == [
                "registering \"app://h/a/a/a/<p3>/<p4>/<p5>/<p6>/<p7>/a/a\" lets one lookup try up to 1003 "
                    + "branches of the routing table (more than 1000): literal and placeholder siblings nested "
                    + "level after level make failing lookups backtrack"
            ])
    }
}
