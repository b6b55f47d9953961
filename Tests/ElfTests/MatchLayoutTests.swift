import Testing

@testable import Elf

/// How a match is laid out: small enough for Swift to handle an optional
/// match inline, and its captures packed without losing any.
struct MatchLayoutTests {
    /// Up to 120 bytes, Swift copies, tests and destroys a `RouteMatch?`
    /// inline; one byte more and every lookup pays `memcpy` and the
    /// runtime's value witnesses (about 75 instructions, callgrind).
    @Test func aMatchFitsIn120Bytes() {
        #expect(MemoryLayout<RouteMatch>.size <= 120)
        #expect(MemoryLayout<RouteMatch?>.size <= 120)
        #expect(MemoryLayout<ScannedURL>.size == 48)
    }

    /// A list of captures reads back what it was made of, packed or spilled.
    @Test(arguments: [
        [],
        [Capture(range: 6..<10, kind: .host)],
        [Capture(range: 1..<3, kind: .segment), Capture(range: 4..<9, kind: .rest)],
        [
            Capture(range: 0..<1, kind: .segment), Capture(range: 2..<3, kind: .restFromHost),
            Capture(range: 4..<5, kind: .query), Capture(range: 70_000..<4_000_000_000, kind: .segment),
        ],
        // Five captures: more than fit inline.
        (0..<5).map { Capture(range: $0 * 2..<$0 * 2 + 1, kind: .segment) },
        // A converted value is never packed.
        [Capture(range: 1..<2, kind: .segment), Capture(range: 3..<4, kind: .segment, converted: 0)],
    ])
    func captureListsReadBackWhatTheyHold(_ captures: [Capture]) {
        let list = CaptureList(captures)
        #expect(Array(list) == captures)
        #expect(list.count == captures.count)
        let packs = captures.count <= CaptureList.inlineCapacity && captures.allSatisfy { $0.converted < 0 }
        #expect((list.spill == nil) == packs)
        #expect(Array(CaptureList(inline: list.inline, spill: list.spill)) == captures)
    }

    /// A match keeps five or more values, and custom types' values, through its extras box.
    @Test func aMatchReadsSpilledCaptures() throws {
        let elf = Elf()
        try elf.register("app://a/<one>/<two>/<three>/<four>/<five>") { NoOpHandler() }
        let match = try #require(elf.match("app://a/1/2/3/4/5?x=y#f"))
        #expect(match.params == ["one": "1", "two": "2", "three": "3", "four": "4", "five": "5"])
        #expect(match.queryParams == ["x": "y"])
        #expect(match.fragment == "f")
    }
}

/// A handler that does nothing.
private final class NoOpHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
