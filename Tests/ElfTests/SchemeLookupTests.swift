import ElfMigration
import Testing

@testable import Elf

// How the tree finds a URL's scheme: a tree with a few short schemes keeps
// each in one eight-byte word and compares words (RouteTree.schemeWords); any
// other tree hashes the scheme and probes its edge table. Either way it must
// find exactly the same schemes (ROUTING.md §3: the scheme compares without
// case).

/// A table of schemes, whether the tree keeps them as words, and URLs with what they match.
struct SchemeLookupCase: CustomTestStringConvertible, Sendable {
    let schemes: [String]
    let keptAsWords: Bool
    /// Each URL, with the scheme whose route it must match (`nil`: no route).
    let lookups: [(url: String, scheme: String?)]

    init(_ schemes: [String], words keptAsWords: Bool, _ lookups: [(String, String?)]) {
        self.schemes = schemes
        self.keptAsWords = keptAsWords
        self.lookups = lookups.map { (url: $0.0, scheme: $0.1) }
    }

    var testDescription: String { "\(schemes.count) schemes: \(schemes.prefix(3).joined(separator: ", "))" }
}

@Test(arguments: [
    SchemeLookupCase(
        ["app"], words: true,
        [
            ("app://x", "app"), ("APP://x", "app"), ("aPp://x", "app"), ("ap://x", nil), ("apps://x", nil),
            ("app1://x", nil), ("bpp://x", nil),
        ]),
    // Eight bytes, the longest a word holds, beside shorter ones of the same prefix.
    SchemeLookupCase(
        ["abcdefgh", "abcd", "a"], words: true,
        [
            ("abcdefgh://x", "abcdefgh"), ("ABCDEFGH://x", "abcdefgh"), ("abcdefg://x", nil),
            ("abcdefghi://x", nil), ("abcd://x", "abcd"), ("abc://x", nil), ("a://x", "a"), ("b://x", nil),
        ]),
    // A scheme longer than eight bytes: the tree hashes every scheme.
    SchemeLookupCase(
        ["com.example.shop", "app"], words: false,
        [
            ("com.example.shop://x", "com.example.shop"), ("Com.Example.Shop://x", "com.example.shop"),
            ("com.example.sho://x", nil), ("app://x", "app"), ("apps://x", nil),
        ]),
    // More schemes than the words hold.
    SchemeLookupCase(
        (1...9).map { "s\($0)" }, words: false,
        [("s1://x", "s1"), ("s9://x", "s9"), ("S5://x", "s5"), ("s10://x", nil)]),
    SchemeLookupCase(
        (1...8).map { "s\($0)" }, words: true,
        [("s1://x", "s1"), ("s8://x", "s8"), ("S5://x", "s5"), ("s9://x", nil)]),
])
func schemesAreFoundTheSameHoweverTheTreeKeepsThem(_ table: SchemeLookupCase) throws {
    let elf = try Elf.with(table.schemes.map { "\($0)://x" })
    let tree = elf.currentTree().tree
    #expect(tree.schemesAreWords == table.keptAsWords)
    #expect(tree.invariantViolations().isEmpty)
    for lookup in table.lookups {
        #expect(elf.match(lookup.url)?.pattern == lookup.scheme.map { "\($0)://x" }, "\(lookup.url)")
    }
}

/// Schemes are found as routes come and go, and the tree switches between
/// words and hashes with them.
@Test func schemesAreFoundAsRoutesComeAndGo() throws {
    let elf = try Elf.with((1...8).map { "s\($0)://x" })
    #expect(elf.currentTree().tree.schemesAreWords)
    try elf.register("s9://x") { NoopHandler() }
    #expect(!elf.currentTree().tree.schemesAreWords)
    #expect(elf.match("s9://x")?.pattern == "s9://x")
    #expect(elf.unregister("s9://x"))
    // Removing the ninth scheme prunes its node: the other eight fit in words again.
    let tree = elf.currentTree().tree
    #expect(tree.schemesAreWords)
    #expect(tree.invariantViolations().isEmpty)
    #expect(elf.match("s9://x") == nil)
    #expect(elf.match("s8://x")?.pattern == "s8://x")
    elf.unregisterAll()
    try elf.register("app://x") { NoopHandler() }
    #expect(elf.currentTree().tree.schemeWords.map(\.node).count == 1)
    #expect(elf.match("app://x")?.pattern == "app://x")
}
