import Foundation
import Testing

@testable import Elf

/// Matching on several threads while other threads change the table.
///
/// These use real `Thread`s started together behind a gate, so that the
/// thread sanitizer sees lookups and registrations truly overlap:
/// `swift test --sanitize=thread --filter Concurrency` (TOOLING.md).
/// Threads do not record issues themselves (they run outside the test's
/// task); they collect failures, and the test checks them after joining.
@Suite("Concurrency")
struct ConcurrencyTests {
    static let base: [(url: String, pattern: String, params: [String: String])] = [
        ("app://base/42", "app://base/<int:id>", ["id": "42"]),
        ("app://base/hat", "app://base/<id>", ["id": "hat"]),
        ("app://base/lit", "app://base/lit", [:]),
        ("myapp://p/q", "/p/<x>", ["x": "q"]),
        ("web://any/a/b%20c", "*://any/<path:rest>", ["rest": "a/b c"]),
    ]
    static let writers = 2
    static let itemsPerWriter = 80
    static let matchers = 4
    /// Lookups that must run while registrations do, for the test to mean something.
    static let overlapsWanted = 11

    static func itemPattern(writer: Int, item: Int) -> String { "app://w\(writer)/item\(item)/<id>" }
    static let customTypes = 20
    static func customPattern(_ index: Int) -> String { "app://typed/<kind\(index):v>/k\(index)" }
    /// Every third item is unregistered again right after the next one is registered.
    static func isRemoved(item: Int) -> Bool { item % 3 == 1 }

    @Test("Concurrent matches see every finished registration and no torn state")
    func matchingWhileRegisteringAndUnregistering() throws {
        let elf = Elf()
        for entry in Self.base { try elf.register(entry.pattern) { ConcurrencyHandler() } }
        let progress = SharedBox(Array(repeating: -1, count: Self.writers))
        let failures = SharedBox<[String]>([])
        let writersDone = SharedBox(0)
        let overlappingRounds = SharedBox(0)
        let matchersDone = SharedBox(0)

        let writers: [@Sendable () -> Void] = (0..<Self.writers).map { writer in
            {
                var problems: [String] = []
                for item in 0..<Self.itemsPerWriter {
                    let pattern = Self.itemPattern(writer: writer, item: item)
                    do {
                        try elf.register(pattern) { ConcurrencyHandler() }
                    } catch {
                        problems.append("register \(pattern): \(error)")
                    }
                    // The same shape under other names is a duplicate, whatever else is going on.
                    do throws(Elf.PatternError) {
                        try elf.register("app://w\(writer)/item\(item)/{other}") { ConcurrencyHandler() }
                        problems.append("duplicate of \(pattern) was registered")
                    } catch {
                        if error.reason != .duplicate(existing: pattern) { problems.append("\(error)") }
                    }
                    // A thread sees its own registration at once.
                    if elf.match("app://w\(writer)/item\(item)/mine")?.pattern != pattern {
                        problems.append("\(pattern) not visible right after registering")
                    }
                    if item > 0, Self.isRemoved(item: item - 1) {
                        let previous = Self.itemPattern(writer: writer, item: item - 1)
                        if !elf.unregister(previous) { problems.append("unregister \(previous) failed") }
                    }
                    progress.withLock { $0[writer] = item }
                    // Halfway, wait until lookups have run while registrations do: on two
                    // busy cores the writers could otherwise finish before a matcher
                    // is scheduled, and the test would prove nothing. No clock: the
                    // wait ends on the matchers' rounds, or when every matcher has stopped.
                    if item == Self.itemsPerWriter / 2 {
                        while overlappingRounds.withLock({ $0 }) < Self.overlapsWanted,
                            matchersDone.withLock({ $0 }) < Self.matchers
                        {
                            sched_yield()
                        }
                    }
                }
                failures.withLock { $0 += problems }
                writersDone.withLock { $0 += 1 }
            }
        }
        // Custom placeholder types change what the next freeze compiles, so add some too.
        let typer: @Sendable () -> Void = {
            var problems: [String] = []
            for index in 0..<Self.customTypes {
                do {
                    try elf.addPlaceholderType("kind\(index)") { $0.hasPrefix("k") ? $0.uppercased() : nil }
                    try elf.register(Self.customPattern(index)) { ConcurrencyHandler() }
                } catch {
                    problems.append("custom type \(index): \(error)")
                }
                let match = elf.match("app://typed/kx/k\(index)")
                if match?.pattern != Self.customPattern(index) || match?.params != ["v": "KX"] {
                    problems.append("app://typed/kx/k\(index) gave \(String(describing: match?.pattern))")
                }
            }
            failures.withLock { $0 += problems }
        }
        let matchers: [@Sendable () -> Void] = (0..<Self.matchers).map { matcher in
            {
                var problems: [String] = []
                var round = 0
                while true {
                    let writing = writersDone.withLock { $0 } < Self.writers
                    guard writing || round < 200 else { break }
                    if writing { overlappingRounds.withLock { $0 += 1 } }
                    round += 1
                    for entry in Self.base {
                        let match = elf.match(entry.url)
                        if match?.pattern != entry.pattern || match?.params != entry.params {
                            problems.append("\(entry.url) gave \(String(describing: match?.pattern))")
                        }
                    }
                    let writer = (round + matcher) % Self.writers
                    // Items up to `done` were registered before this read: each must match,
                    // unless it is one of those unregistered again.
                    let done = progress.withLock { $0[writer] }
                    let item = (round * 7 + matcher) % Self.itemsPerWriter
                    let url = "app://w\(writer)/item\(item)/v\(round)"
                    let match = elf.match(url)
                    if let match {
                        if match.pattern != Self.itemPattern(writer: writer, item: item)
                            || match.params != ["id": "v\(round)"]
                        {
                            problems.append("\(url) gave \(match.pattern) \(match.params)")
                        }
                    } else if item < done, !Self.isRemoved(item: item) {
                        problems.append("\(url) did not match, though item \(done) is registered")
                    }
                    if elf.match("app://w\(writer)/item\(item)") != nil {
                        problems.append("app://w\(writer)/item\(item) matched with no id")
                    }
                    if problems.count > 20 { break }
                }
                failures.withLock { $0 += problems }
                matchersDone.withLock { $0 += 1 }
            }
        }
        runOnThreadsTogether(writers + [typer] + matchers)

        #expect(failures.withLock { $0 } == [])
        // The test means something only if lookups ran while registrations did.
        #expect(overlappingRounds.withLock { $0 } >= Self.overlapsWanted)
        var expected = Set(Self.base.map(\.pattern) + (0..<Self.customTypes).map(Self.customPattern))
        for writer in 0..<Self.writers {
            for item in 0..<Self.itemsPerWriter where !Self.isRemoved(item: item) || item == Self.itemsPerWriter - 1 {
                expected.insert(Self.itemPattern(writer: writer, item: item))
            }
        }
        #expect(Set(elf.registeredPatterns) == expected)
        #expect(elf.registeredPatterns.count == expected.count)
        for pattern in expected.filter({ $0.hasPrefix("app://w") }) {
            let url = pattern.replacingOccurrences(of: "<id>", with: "x")
            #expect(elf.match(url)?.pattern == pattern)
        }
        #expect(elf.currentTree().tree.invariantViolations() == [])
    }

    static let tableSize = 40
    /// Two tables with the same URLs and different answers: `app://t/aN` is a
    /// literal in A and falls to the placeholder in B, and the other way round.
    static let tableA = ["app://t/{x}"] + (1..<tableSize).map { "app://t/a\($0)" }
    static let tableB = ["app://t/<x>"] + (1..<tableSize).map { "app://t/b\($0)" }
    /// Valid entries plus one clash (`<y>` is `{x}`): applying it must change nothing.
    static let tableWithClash = tableB + ["app://t/<y>"]

    static func table(_ patterns: [String]) -> [String: Elf.HandlerFactory] {
        Dictionary(uniqueKeysWithValues: patterns.map { ($0, { ConcurrencyHandler() } as Elf.HandlerFactory) })
    }

    @Test("A routing table is replaced atomically while other threads match")
    func routingTableReplacedAtomically() {
        let elf = Elf()
        let notFound = { @MainActor (_: String) in }
        #expect(elf.registerRoutingTable(Self.table(Self.tableA), notFoundHandler: notFound) == [])

        // The answers of each whole table, worked out on routers nobody else touches.
        let urls =
            (1..<Self.tableSize).flatMap { ["app://t/a\($0)", "app://t/b\($0)"] } + ["app://t/zzz", "app://u/a1"]
        func answers(_ patterns: [String]) -> [String?] {
            let single = Elf()
            single.registerRoutingTable(Self.table(patterns), notFoundHandler: notFound)
            return urls.map { single.match($0).map { "\($0.pattern) \($0.params)" } }
        }
        let answersA = answers(Self.tableA)
        let answersB = answers(Self.tableB)
        let sortedA = Self.tableA.sorted()
        let sortedB = Self.tableB.sorted()

        let failures = SharedBox<[String]>([])
        let swapsDone = SharedBox(false)
        let swaps = 120
        let swapper: @Sendable () -> Void = {
            var problems: [String] = []
            for swap in 1...swaps {
                let next = swap.isMultiple(of: 2) ? Self.tableA : Self.tableB
                let errors = elf.registerRoutingTable(Self.table(next), notFoundHandler: notFound)
                if !errors.isEmpty { problems.append("table not applied: \(errors)") }
                if swap.isMultiple(of: 10) {
                    let before = elf.registeredPatterns
                    let errors = elf.registerRoutingTable(Self.table(Self.tableWithClash), notFoundHandler: notFound)
                    if errors.isEmpty { problems.append("a table with a clash was applied") }
                    if elf.registeredPatterns != before { problems.append("a refused table changed the routes") }
                }
            }
            failures.withLock { $0 += problems }
            swapsDone.withLock { $0 = true }
        }
        let matchers: [@Sendable () -> Void] = (0..<3).map { matcher in
            {
                var problems: [String] = []
                var round = 0
                while !swapsDone.withLock({ $0 }) || round < 200 {
                    round += 1
                    let index = (round * 13 + matcher) % urls.count
                    let answer = elf.match(urls[index]).map { "\($0.pattern) \($0.params)" }
                    if answer != answersA[index], answer != answersB[index] {
                        problems.append("\(urls[index]) gave \(answer ?? "nil"): neither table's answer")
                    }
                    if problems.count > 20 { break }
                }
                failures.withLock { $0 += problems }
            }
        }
        let lister: @Sendable () -> Void = {
            var problems: [String] = []
            var round = 0
            while !swapsDone.withLock({ $0 }) || round < 50 {
                round += 1
                let listed = elf.registeredPatterns.sorted()
                if listed != sortedA, listed != sortedB {
                    problems.append("a partial table is registered: \(listed.count) patterns")
                }
                if problems.count > 20 { break }
            }
            failures.withLock { $0 += problems }
        }
        runOnThreadsTogether([swapper, lister] + matchers)

        #expect(failures.withLock { $0 } == [])
        let final = swaps.isMultiple(of: 2) ? Self.tableA : Self.tableB
        #expect(elf.registeredPatterns.sorted() == final.sorted())
        #expect(urls.map { elf.match($0).map { "\($0.pattern) \($0.params)" } } == answersA)
        #expect(elf.currentTree().tree.invariantViolations() == [])
    }
}

private final class ConcurrencyHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
