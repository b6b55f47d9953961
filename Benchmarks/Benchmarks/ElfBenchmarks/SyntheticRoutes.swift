/// Seeded synthetic route tables of a given size (ROUTING.md patterns only).
///
/// Mostly static routes, some with one or two placeholders, depth 2 to 5, so
/// the table looks like a large app's: many literal siblings under few parents.
struct SyntheticRoutes {
    /// The table sizes of the launch benchmarks and of the lookup probe's
    /// launch cases (scripts/launch-costs.sh): a small app, a large one, and
    /// ten times that.
    static let launchSizes = [100, 1_000, 10_000]

    let patterns: [String]
    /// URLs that match, one per sampled route (placeholders filled in).
    let matchingURLs: [String]
    /// URLs that do not match (a literal changed at the end).
    let missingURLs: [String]

    init(count: Int, seed: UInt64 = 42) {
        var random = SplitMix64(seed: seed)
        var patterns: [String] = []
        var urls: [String] = []
        var seen: Set<String> = []
        while patterns.count < count {
            let depth = 2 + Int(random.next() % 4)
            var pattern: [String] = []
            var url: [String] = []
            let placeholders = random.next() % 10 < 7 ? 0 : 1 + Int(random.next() % 2)
            let placeholderPositions = Set((0..<placeholders).map { _ in 1 + Int(random.next() % UInt64(depth - 1)) })
            for level in 0..<depth {
                if placeholderPositions.contains(level) {
                    let name = "p\(level)"
                    if random.next() % 2 == 0 {
                        pattern.append("<int:\(name)>")
                        url.append(String(random.next() % 100_000))
                    } else {
                        pattern.append("<\(name)>")
                        url.append("v\(random.next() % 1000)")
                    }
                } else {
                    // Few distinct words near the root, many near the leaves.
                    let spread = level == 0 ? 20 : max(8, count >> (2 * (depth - level)))
                    let word = "s\(level)w\(random.next() % UInt64(spread))"
                    pattern.append(word)
                    url.append(word)
                }
            }
            // Skip a pattern whose shape is taken (same literals, placeholders erased).
            let shape = pattern.map { $0.hasPrefix("<int") ? "#" : $0.hasPrefix("<") ? ":" : $0 }.joined(separator: "/")
            guard seen.insert(shape).inserted else { continue }
            patterns.append("app://" + pattern.joined(separator: "/"))
            urls.append("app://" + url.joined(separator: "/"))
        }
        self.patterns = patterns
        let step = max(1, count / 16)
        self.matchingURLs = stride(from: 0, to: count, by: step).prefix(16).map { urls[$0] }
        self.missingURLs = stride(from: 0, to: count, by: step).prefix(8).map { urls[$0] + "/zzz" }
    }
}

/// SplitMix64: a tiny, fast, seeded generator, so tables are the same every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
