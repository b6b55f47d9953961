import Testing

@testable import Elf

/// The scanner's byte-class table, a literal, against the sets it is made of.
struct ByteClassTests {
    /// Every byte's entry has exactly the bits of the sets that hold the byte.
    @Test func everyEntryMatchesItsSets() {
        for value in 0...255 {
            let byte = UInt8(value)
            var expected: UInt8 = 0
            if byte < 0x80 {
                if URLScanner.plainOrSlash.contains(byte) { expected |= ByteClasses.plainOrSlash }
                if URLScanner.plainHost.contains(byte) { expected |= ByteClasses.plainHost }
                if URLScanner.schemeTail.contains(byte) { expected |= ByteClasses.schemeTail }
                if URLScanner.plainASCII.contains(byte) { expected |= ByteClasses.plainASCII }
                if ASCII.isUppercase(byte) { expected |= ByteClasses.capital }
            }
            #expect(ByteClasses.table[byte] == expected, "byte \(value)")
        }
    }

    /// The scanner skips runs of four ordinary bytes at once: a run has a
    /// class exactly when each of its four bytes has it.
    @Test(arguments: [
        ByteClasses.plainOrSlash, ByteClasses.plainHost, ByteClasses.schemeTail, ByteClasses.plainASCII,
    ])
    func aRunOfFourHasAClassExactlyWhenEachByteHasIt(_ byteClass: UInt8) {
        let table = ByteClasses.table
        // Every byte value at every position of the run, the other three ordinary.
        let ordinary = UInt8(ascii: "a")
        for position in 0..<4 {
            for value in 0...255 {
                var run = [UInt8](repeating: ordinary, count: 4)
                run[position] = UInt8(value)
                let expected = run.allSatisfy { table[$0] & byteClass != 0 }
                let skipped = withBorrowedBytes(of: run) { table.allFour(of: $0, at: 0, have: byteClass) }
                #expect(skipped == expected, "byte \(value) at \(position)")
            }
        }
    }
}
