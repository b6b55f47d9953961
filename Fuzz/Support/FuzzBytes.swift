/// The fuzzer's input as a source of choices, for the targets that build
/// structured cases (route tables, patterns, values) from raw bytes.
///
/// Each choice takes one byte, so a small change to the input changes one
/// choice and libFuzzer's mutations stay meaningful. When the bytes run out
/// every choice is 0: any input, even an empty one, gives a complete case.
/// As a `RandomNumberGenerator` it feeds `shuffled(using:)` and
/// `Int64.random(in:using:)` eight bytes at a time.
struct FuzzBytes: RandomChoices {
    private let bytes: [UInt8]
    private var index = 0
    /// Mixed into every `next()`, so it never repeats one value.
    private var counter: UInt64 = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been used.
    var isExhausted: Bool { index >= bytes.count }

    /// The next byte, or 0 when none is left.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// Eight bytes, scrambled with a counter (SplitMix64).
    ///
    /// The standard library's bounded `random(in:)` rejects some values and
    /// draws again: a source stuck at 0 (bytes exhausted) would make it loop
    /// forever, so the counter keeps the values changing.
    mutating func next() -> UInt64 {
        counter &+= 0x9E37_79B9_7F4A_7C15
        var mixed = (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) } ^ counter
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `true` with (about) probability `probability`; byte 0 says `false`
    /// unless `probability` is 1.
    mutating func chance(_ probability: Double) -> Bool {
        Double(byte()) + 0.5 < probability * 256
    }

    /// An element of a non-empty collection of at most 256 elements.
    mutating func element<C: Collection>(of collection: C) -> C.Element {
        collection[collection.index(collection.startIndex, offsetBy: int(in: 0...collection.count - 1))]
    }

    /// An integer in a range of at most 256 values.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % range.count
    }
}

/// The fuzzer's input as UTF-8 text (invalid bytes become U+FFFD, as Swift
/// strings always hold valid UTF-8).
func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// Stops the fuzzer with `message` when `condition` is false.
///
/// `fatalError` traps, and libFuzzer reports the trap as a crash and saves
/// the input; the message printed just before it says which property broke.
@inline(__always)
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz invariant broken: \(message())") }
}

/// The handler every fuzz route registers; never asked to handle anything.
final class FuzzHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}

/// A line-based case: `X rest` lines, keyed by their one-letter tag.
///
/// The text targets read their input this way, so seeds are readable and the
/// dictionaries' tags (`P `, `U `, ...) let libFuzzer add whole lines.
struct TaggedLines {
    /// Each line as its tag (the first character, when a space follows it) and the rest.
    let lines: [(tag: Character?, text: String)]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let chars = Array(line.prefix(2))
            if chars.count == 2, chars[1] == " " { return (chars[0], String(line.dropFirst(2))) }
            return (nil, String(line))
        }
    }

    /// The text of every line with `tag`, in order.
    func texts(_ tag: Character) -> [String] {
        lines.filter { $0.tag == tag }.map(\.text)
    }
}

/// The router configuration a `C flags` line asks for: `i` case-insensitive
/// paths, `a`/`n` host-as-path-segment always/never, `u` userinfo allowed,
/// `+` no plus-as-space in queries.
func fuzzConfiguration(_ flags: String, base: Elf.Configuration = Elf.Configuration()) -> Elf.Configuration {
    var configuration = base
    configuration.caseInsensitivePaths = flags.contains("i")
    configuration.hostAsPathSegment = flags.contains("a") ? .always : flags.contains("n") ? .never : .automatic
    configuration.allowsUserinfo = flags.contains("u")
    configuration.decodesPlusAsSpace = !flags.contains("+")
    return configuration
}

extension Result {
    /// The value, when this is a success.
    var success: Success? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The error, when this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// Stops the fuzzer when the reference matcher (`Tests/ElfTests/Support/ReferenceMatcher.swift`,
/// compiled into the targets by `scripts/fuzz.sh`) finds two candidates equally specific.
func reportReferenceTie(_ message: String) {
    require(false, message)
}
