/// A deterministic random number generator (SplitMix64), so random tests repeat exactly.
///
/// Print ``seed`` with every failure: `SeededRandom(seed: 7)` then replays the
/// same sequence on any machine.
///
/// ```swift
/// var random = SeededRandom(seed: 7)
/// let pick = random.element(of: ["a", "b"])
/// ```
struct SeededRandom: RandomChoices {
    /// The seed this generator started from.
    let seed: UInt64
    private var state: UInt64

    init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A uniformly chosen element of a non-empty collection.
    mutating func element<C: Collection>(of collection: C) -> C.Element {
        collection.randomElement(using: &self)!
    }

    /// A uniformly chosen integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
