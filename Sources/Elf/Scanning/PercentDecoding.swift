/// Percent-decoding of validated byte ranges.
///
/// The scanner has already checked every escape and the UTF-8 of the decoded
/// bytes, so decoding here cannot fail.
enum PercentDecoding {
    /// How to transform bytes while decoding.
    struct Options: Sendable, Equatable {
        /// Turn `+` into a space (query pairs only).
        var plusAsSpace = false
        /// ASCII-lowercase the decoded bytes (scheme and host).
        var lowercase = false

        init(plusAsSpace: Bool = false, lowercase: Bool = false) {
            self.plusAsSpace = plusAsSpace
            self.lowercase = lowercase
        }
    }

    /// Decodes `range` of `bytes` into `output`, returning how many bytes it wrote.
    ///
    /// Decoding never grows: it writes at most `range.count` bytes, at
    /// offsets `0, 1, 2, …` in order, each below the count it returns. The
    /// string and walk outputs that write through pointers rely on it.
    @inline(__always)
    static func decode<Output: DecodedBytesOutput>(
        _ bytes: BorrowedBytes, _ range: Range<Int>, options: Options, into output: inout Output
    ) -> Int {
        var index = range.lowerBound
        var written = 0
        while index < range.upperBound {
            var byte = bytes[index]
            if byte == ASCII.percent, index + 2 < range.upperBound,
                let high = ASCII.hexValue(bytes[index + 1]), let low = ASCII.hexValue(bytes[index + 2])
            {
                byte = high << 4 | low
                index += 3
            } else {
                if byte == ASCII.plus, options.plusAsSpace { byte = ASCII.space }
                index += 1
            }
            output.write(options.lowercase ? ASCII.lowercased(byte) : byte, at: written)
            written += 1
        }
        return written
    }

    /// Decodes `range` of `bytes` into a new `String`.
    static func string(
        _ bytes: BorrowedBytes, _ range: Range<Int>, options: Options = Options()
    ) -> String {
        if range.isEmpty { return "" }
        return String(percentDecoding: bytes, range, options: options)
    }
}

/// Where ``PercentDecoding/decode(_:_:options:into:)`` puts the bytes it
/// decodes: a string's new buffer, or the walk's scratch space.
protocol DecodedBytesOutput {
    /// Stores `byte` at `offset` (below the length of the range being decoded).
    mutating func write(_ byte: UInt8, at offset: Int)
}
