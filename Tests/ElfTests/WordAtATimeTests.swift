import Testing

@testable import Elf

// The lookup's word-at-a-time shortcuts must give exactly what their
// byte-at-a-time definitions give: the tree files a label under a hash the
// walk recomputes from the URL, and the scanner skips runs of ordinary bytes
// it would otherwise test one by one.

/// The label hash as its definition states it: bytes gathered into
/// little-endian words, each mixed in, then the length.
private func referenceHash(_ bytes: [UInt8]) -> UInt32 {
    var state = RouteTree.hashSeed
    var word: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
        word |= UInt64(byte) << shift
        shift += 8
        if shift == 64 {
            state = RouteTree.mix(state, word)
            (word, shift) = (0, 0)
        }
    }
    if shift > 0 { state = RouteTree.mix(state, word) }
    return RouteTree.finish(state, count: bytes.count)
}

/// Bytes of every length from 0 to 24, from a fixed generator (letters,
/// digits, and bytes from 0x80 up, so a sign or high bit shows).
private let hashSamples: [[UInt8]] = {
    var random = SeededRandom(seed: 0x5EED)
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-_.~".utf8) + [0x80, 0xC3, 0xA9, 0xFF]
    return (0...24).flatMap { length in
        (0..<8).map { _ in (0..<length).map { _ in random.element(of: alphabet) } }
    }
}()

@Test func wordHashEqualsTheByteDefinitionAtEveryLength() {
    for sample in hashSamples {
        // Copied into a buffer of exactly its length, so a load past the end would be a bug ASan sees.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(sample.count, 1))
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: sample)
        let bytes = UnsafeBufferPointer(rebasing: buffer[0..<sample.count])
        #expect(RouteTree.hashWords(bytes.baseAddress, sample.count) == referenceHash(sample), "\(sample)")
        #expect(RouteTree.hash(bytes) == referenceHash(sample), "\(sample)")
    }
}

@Test func foldedHashEqualsTheHashOfTheLowercasedBytes() {
    for sample in hashSamples {
        let upper = sample.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        let folded = upper.withUnsafeBufferPointer { RouteTree.hash($0, foldCase: true) }
        #expect(folded == referenceHash(sample), "\(upper)")
    }
}

@Test func anEmptyValueHashesAsNoBytes() {
    #expect(RouteTree.hashWords(nil, 0) == referenceHash([]))
    #expect(RouteTree.hash(UnsafeBufferPointer(start: nil, count: 0)) == referenceHash([]))
}

/// Each class the scanner's loops skip in runs of four.
@Test(arguments: [
    ByteClasses.plainOrSlash, ByteClasses.plainHost, ByteClasses.schemeTail, ByteClasses.plainASCII,
])
func fourAtATimeAgreesWithByteAtATime(_ byteClass: UInt8) {
    let table = ByteClasses.table
    // Every byte value at every position of the run, the other three ordinary.
    let ordinary = UInt8(ascii: "a")
    for position in 0..<4 {
        for value in 0...255 {
            var run = [UInt8](repeating: ordinary, count: 4)
            run[position] = UInt8(value)
            let expected = run.allSatisfy { table[$0] & byteClass != 0 }
            let skipped = run.withUnsafeBufferPointer { table.allFour(of: $0, at: 0, have: byteClass) }
            #expect(skipped == expected, "byte \(value) at \(position)")
        }
    }
}
