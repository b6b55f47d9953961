import Testing

@testable import Elf

/// The byte classes the scanner's fast path relies on.
@Suite struct ASCIITests {
    @Test func plainASCIIMasksMatchTheirPredicate() {
        let expected = ASCIISet { $0 > 0x20 && $0 < 0x7F && $0 != ASCII.backslash && $0 != ASCII.percent }
        for byte in UInt8(0)..<0x80 {
            #expect(URLScanner.plainASCII.contains(byte) == expected.contains(byte), "byte \(byte)")
        }
    }

    @Test func plainOrSlashMasksMatchTheirPredicate() {
        let expected = ASCIISet {
            $0 > 0x20 && $0 < 0x7F && $0 != ASCII.backslash && $0 != ASCII.percent && $0 != ASCII.question
                && $0 != ASCII.hash && $0 != ASCII.dot
        }
        for byte in UInt8(0)..<0x80 {
            #expect(URLScanner.plainOrSlash.contains(byte) == expected.contains(byte), "byte \(byte)")
        }
    }

    @Test func schemeTailMaskMatchesItsPredicate() {
        for byte in UInt8(0)..<0x80 {
            #expect(URLScanner.schemeTail.contains(byte) == ASCII.isSchemeByte(byte), "byte \(byte)")
        }
    }

    @Test func plainHostMaskMatchesItsPredicate() {
        let expected = ASCIISet {
            URLScanner.plainASCII.contains($0) && !ASCII.isForbiddenInHost($0) && !ASCII.isUppercase($0)
                && !ASCII.isOutsideRegName($0)
                && ![ASCII.percent, ASCII.colon, ASCII.slash, ASCII.question, ASCII.hash].contains($0)
        }
        for byte in UInt8(0)..<0x80 {
            #expect(URLScanner.plainHost.contains(byte) == expected.contains(byte), "byte \(byte)")
        }
    }

    @Test func asciiSetHoldsExactlyThePredicate() {
        let digits = ASCIISet(ASCII.isDigit)
        for byte in UInt8(0)..<0x80 {
            #expect(digits.contains(byte) == (byte >= 0x30 && byte <= 0x39))
        }
    }
}
