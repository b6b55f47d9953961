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
}
