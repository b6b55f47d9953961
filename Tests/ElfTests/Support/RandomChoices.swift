/// A source of random choices for the generators that tests and fuzz targets share.
///
/// ``SeededRandom`` draws them from a seed, so a failing test repeats; the
/// fuzz targets' `FuzzBytes` takes them from libFuzzer's input, one byte per
/// choice, so mutating the input changes one choice. Being a
/// `RandomNumberGenerator` too, either feeds `Int64.random(in:using:)`.
protocol RandomChoices: RandomNumberGenerator {
    /// `true` with (about) probability `probability`.
    mutating func chance(_ probability: Double) -> Bool
    /// An element of a non-empty collection.
    mutating func element<C: Collection>(of collection: C) -> C.Element
    /// An integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int
}
