import Testing

@testable import Elf

// The tree files each label under a hash, and the walk recomputes that hash
// from the URL, a word of eight bytes at a time where it can. Both must give
// exactly what the hash's definition gives, for labels of every length and
// case, or a lookup misses a route the tree holds.

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

@Test func labelHashEqualsItsDefinitionAtEveryLength() {
    for sample in hashSamples {
        // Copied into a buffer of exactly its length, so a load past the end would be a bug ASan sees.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(sample.count, 1))
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: sample)
        let bytes = BorrowedBytes(unsafeBufferPointer: UnsafeBufferPointer(rebasing: buffer[0..<sample.count]))
        #expect(RouteTree.hashWords(bytes) == referenceHash(sample), "\(sample)")
        #expect(RouteTree.hash(bytes) == referenceHash(sample), "\(sample)")
    }
}

@Test func foldedHashEqualsTheHashOfTheLowercasedBytes() {
    for sample in hashSamples {
        let upper = sample.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        let folded = withBorrowedBytes(of: upper) { RouteTree.hash($0, foldCase: true) }
        #expect(folded == referenceHash(sample), "\(upper)")
    }
}

@Test func anEmptyValueHashesAsNoBytes() {
    let none = BorrowedBytes(unsafeBufferPointer: UnsafeBufferPointer(start: nil, count: 0))
    #expect(RouteTree.hashWords(none) == referenceHash([]))
    #expect(RouteTree.hash(none) == referenceHash([]))
}
