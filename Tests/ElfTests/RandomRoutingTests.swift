import ElfMigration
import Testing

@testable import Elf

/// Random route tables and URLs, with `Elf` checked against ``ReferenceMatcher`` (STYLE.md §5).
///
/// Every case is seeded: a failure names its seed, and rerunning that seed
/// replays the same tables and URLs. The literal alphabet is small so that
/// patterns collide (duplicates, literal-versus-placeholder precedence), and
/// URLs are mostly built from the table's own patterns so that they hit.
@Suite("Random routing tables against the reference matcher")
struct RandomRoutingTests {
    static let seeds: [UInt64] = Array(1...12)
    /// Mostly small tables (many near collisions); every third seed a large
    /// one, so nodes have enough literal edges to be hashed.
    static func tableSize(seed: UInt64) -> Int { seed.isMultiple(of: 3) ? 100 : 40 }
    static let urlsPerCheck = 300

    @Test("Matches equal the reference's, and duplicates are refused exactly when it says so", arguments: seeds)
    func matchesReference(seed: UInt64) {
        var generator = RouteGenerator(seed: seed)
        let elf = Elf()
        var reference = ReferenceMatcher()
        for pattern in generator.table(size: Self.tableSize(seed: seed)) {
            register(pattern, in: elf, &reference, seed: seed)
        }
        #expect(elf.registeredPatterns == reference.patterns, "seed \(seed)")
        let matched = checkURLs(elf, reference, &generator, seed: seed)
        // Most URLs are aimed at the table; if few match, the generator has drifted.
        #expect(matched > Self.urlsPerCheck / 4, "seed \(seed): only \(matched) URLs matched")
    }

    @Test("Registration order does not change any answer", arguments: seeds)
    func registrationOrderDoesNotMatter(seed: UInt64) throws {
        var generator = RouteGenerator(seed: seed)
        var reference = ReferenceMatcher()
        for pattern in generator.table(size: Self.tableSize(seed: seed)) { reference.register(pattern) }
        // Only a clash-free table has the same contents in every order.
        let first = Elf()
        let second = Elf()
        for pattern in reference.patterns.shuffled(using: &generator.random) {
            try first.register(pattern) { RandomRoutingHandler() }
        }
        for pattern in reference.patterns.shuffled(using: &generator.random) {
            try second.register(pattern) { RandomRoutingHandler() }
        }
        for _ in 0..<Self.urlsPerCheck {
            let url = generator.url(from: reference.patterns)
            let expected = reference.match(url)
            #expect(answer(first, url) == expected, "seed \(seed): \(url)")
            #expect(answer(second, url) == expected, "seed \(seed): \(url)")
        }
    }

    @Test("Unregistering a random half leaves exactly the rest", arguments: seeds)
    func unregisteringHalfLeavesTheRest(seed: UInt64) {
        var generator = RouteGenerator(seed: seed)
        let elf = Elf()
        var reference = ReferenceMatcher()
        for pattern in generator.table(size: Self.tableSize(seed: seed)) {
            register(pattern, in: elf, &reference, seed: seed)
        }
        let removed = reference.patterns.filter { _ in generator.random.chance(0.5) }
        for pattern in removed {
            // By its text, or by another spelling of the same shape (the scheme uppercased).
            let spelling =
                pattern.hasPrefix("/") || pattern.hasPrefix("*") || generator.random.chance(0.5)
                ? pattern : pattern.uppercasedScheme
            #expect(elf.unregister(spelling), "seed \(seed): unregister \(spelling)")
            #expect(!elf.unregister(spelling), "seed \(seed): unregister \(spelling) a second time")
            reference.unregister(pattern)
            expectInvariants(elf, seed: seed, after: "unregister \(spelling)")
        }
        #expect(elf.registeredPatterns == reference.patterns, "seed \(seed)")
        checkURLs(elf, reference, &generator, seed: seed)

        // Nothing of the removed patterns is left behind: they all register again.
        for pattern in removed.shuffled(using: &generator.random) {
            register(pattern, in: elf, &reference, seed: seed)
        }
        #expect(Set(elf.registeredPatterns) == Set(reference.patterns), "seed \(seed)")
        checkURLs(elf, reference, &generator, seed: seed)
    }

    @Test(
        "Priorities: the highest priority that matches wins, then specificity, as the reference says", arguments: seeds)
    func prioritiesMatchReference(seed: UInt64) {
        var generator = RouteGenerator(seed: seed)
        let elf = Elf()
        var reference = ReferenceMatcher()
        // Mostly the default, so that priorities meet specificity at every level.
        let choices = [0, 0, 0, 1, 2, -1]
        for pattern in generator.table(size: Self.tableSize(seed: seed)) {
            let priority = generator.random.element(of: choices)
            let clashes = reference.clashes(with: pattern)
            do {
                try elf.register(pattern, priority: priority) { RandomRoutingHandler() }
                #expect(clashes.isEmpty, "seed \(seed): \(pattern) registered, but it clashes with \(clashes)")
                reference.register(pattern, priority: priority)
            } catch {
                guard case .duplicate(let existing) = error.reason else {
                    Issue.record("seed \(seed): \(error)")
                    continue
                }
                #expect(clashes.contains(existing), "seed \(seed): \(error); the reference's clashes: \(clashes)")
            }
        }
        #expect(!reference.priorities.isEmpty, "seed \(seed): no route got a priority")
        let matched = checkURLs(elf, reference, &generator, seed: seed)
        #expect(matched > Self.urlsPerCheck / 4, "seed \(seed): only \(matched) URLs matched")
        expectInvariants(elf, seed: seed, after: "registering with priorities")
    }

    /// Entry points that meet the generator's schemes and hosts; `App://` is
    /// `app://` again, and `web://h/a` overlaps `web://h`.
    static let entryPointPool = ["app://", "web://h", "web://h/a", "web://a.b/ab", "other://host", "App://"]

    @Test(
        "Entry points: matches and entry points equal the reference's, and clashes are refused exactly when it says so",
        arguments: seeds)
    func entryPointsMatchReference(seed: UInt64) {
        var generator = RouteGenerator(seed: seed)
        let elf = Elf()
        var reference = ReferenceMatcher()
        let table = generator.table(size: Self.tableSize(seed: seed))
        let entryPoints = Self.entryPointPool.shuffled(using: &generator.random).prefix(1 + Int(seed % 3))
        // Some routes before the entry points, some after: the order does not matter.
        for pattern in table.prefix(table.count / 2) { register(pattern, in: elf, &reference, seed: seed) }
        for entryPoint in entryPoints { addEntryPoint(entryPoint, in: elf, &reference, seed: seed) }
        for pattern in table.dropFirst(table.count / 2) { register(pattern, in: elf, &reference, seed: seed) }
        #expect(elf.registeredPatterns == reference.patterns, "seed \(seed)")
        #expect(elf.entryPointTexts == reference.entryPoints.map(\.text), "seed \(seed)")
        let matched = checkURLsThroughEntryPoints(elf, reference, &generator, seed: seed)
        #expect(matched > Self.urlsPerCheck / 4, "seed \(seed): only \(matched) URLs matched")

        // Removing an entry point leaves exactly the table without it.
        if let removed = reference.entryPoints.randomElement(using: &generator.random) {
            let clashes = reference.removalClashes(removed.text)
            do {
                #expect(try elf.removeEntryPoint(removed.text), "seed \(seed)")
                #expect(clashes.isEmpty, "seed \(seed): \(removed.text) removed, but the reference says \(clashes)")
                reference.removeEntryPoint(removed.text)
            } catch {
                guard case .duplicateWithoutEntryPoints(let pattern, let existing) = error.reason else {
                    Issue.record("seed \(seed): \(error)")
                    return
                }
                #expect(clashes.contains(pattern) && clashes.contains(existing), "seed \(seed): \(error); \(clashes)")
            }
            expectInvariants(elf, seed: seed, after: "remove \(removed.text)")
            checkURLsThroughEntryPoints(elf, reference, &generator, seed: seed)
        }
    }

    /// Adds `text` in both routers, checking that `Elf` refuses it exactly
    /// when the reference finds a conflict, and names it.
    func addEntryPoint(_ text: String, in elf: Elf, _ reference: inout ReferenceMatcher, seed: UInt64) {
        let conflict = reference.entryPointConflict(text)
        do {
            try elf.addEntryPoint(text)
            #expect(
                conflict == nil, "seed \(seed): \(text) added, but the reference says \(String(describing: conflict))")
            reference.addEntryPoint(text)
        } catch {
            switch error.reason {
            case .alreadyAdded(let existing):
                #expect(conflict?.existing == existing, "seed \(seed): \(error)")
            case .duplicateThroughEntryPoint(let pattern, let existing):
                let clashes = conflict?.clashes ?? []
                #expect(clashes.contains(pattern) && clashes.contains(existing), "seed \(seed): \(error); \(clashes)")
            default:
                Issue.record("seed \(seed): \(error)")
            }
        }
        expectInvariants(elf, seed: seed, after: "add entry point \(text)")
    }

    /// Checks random URLs, many aimed through the entry points, against the
    /// reference, entry points included; returns how many matched.
    @discardableResult
    private func checkURLsThroughEntryPoints(
        _ elf: Elf, _ reference: ReferenceMatcher, _ generator: inout RouteGenerator<SeededRandom>, seed: UInt64
    ) -> Int {
        // Each path pattern written out by hand through each entry point, as URL targets.
        let writtenOut = reference.patterns.filter { $0.hasPrefix("/") }.flatMap { pattern in
            reference.entryPoints.compactMap { entryPoint -> String? in
                guard entryPoint.host == nil else {
                    return pattern == "/" ? entryPoint.text : entryPoint.text + pattern
                }
                guard pattern != "/", !pattern.hasPrefix("/(") else { return nil }
                return entryPoint.text + pattern.dropFirst()
            }
        }
        var matched = 0
        for _ in 0..<Self.urlsPerCheck {
            let url = generator.url(from: reference.patterns + generator.generated + writtenOut + writtenOut)
            let expected = reference.match(url)
            if expected != nil { matched += 1 }
            let answer = elf.match(url).map {
                ReferenceMatcher.Answer(pattern: $0.pattern, params: $0.params, entryPoint: $0.entryPoint)
            }
            #expect(answer == expected, "seed \(seed): \(url)")
        }
        return matched
    }

    // MARK: - Helpers

    /// Registers `pattern` in both routers, checking that `Elf` refuses it
    /// exactly when the reference finds a clash, and names a clashing pattern.
    func register(_ pattern: String, in elf: Elf, _ reference: inout ReferenceMatcher, seed: UInt64) {
        let clashes = reference.clashes(with: pattern)
        do {
            try elf.register(pattern) { RandomRoutingHandler() }
            #expect(clashes.isEmpty, "seed \(seed): \(pattern) registered, but it clashes with \(clashes)")
            reference.register(pattern)
        } catch {
            if case .duplicate(let existing) = error.reason {
                #expect(clashes.contains(existing), "seed \(seed): \(error); the reference's clashes: \(clashes)")
            } else {
                Issue.record("seed \(seed): \(error)")
            }
        }
        expectInvariants(elf, seed: seed, after: "register \(pattern)")
    }

    func expectInvariants(_ elf: Elf, seed: UInt64, after step: String) {
        let violations = elf.currentTree().tree.invariantViolations()
        #expect(violations.isEmpty, "seed \(seed), after \(step): \(violations)")
    }

    /// Checks random URLs against the reference; returns how many matched.
    @discardableResult
    private func checkURLs(
        _ elf: Elf, _ reference: ReferenceMatcher, _ generator: inout RouteGenerator<SeededRandom>, seed: UInt64
    ) -> Int {
        var matched = 0
        for _ in 0..<Self.urlsPerCheck {
            let url = generator.url(from: reference.patterns + generator.generated)
            let expected = reference.match(url)
            if expected != nil { matched += 1 }
            #expect(answer(elf, url) == expected, "seed \(seed): \(url)")
        }
        return matched
    }

    func answer(_ elf: Elf, _ url: String) -> ReferenceMatcher.Answer? {
        elf.match(url).map { ReferenceMatcher.Answer(pattern: $0.pattern, params: $0.params) }
    }
}

private final class RandomRoutingHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}

extension String {
    /// `app://x` as `APP://x`: the same shape, another text.
    fileprivate var uppercasedScheme: String {
        let colon = firstIndex(of: ":")!
        return self[..<colon].uppercased() + self[colon...]
    }
}

extension RouteGenerator where Random == SeededRandom {
    /// A generator for `seed`; half the seeds keep catch-alls rare, to leave room for misses.
    init(seed: UInt64) {
        self.init(random: SeededRandom(seed: seed), catchAllRate: seed.isMultiple(of: 2) ? 0.3 : 0.1)
    }
}
