/// Percent-decoding of validated byte ranges.
///
/// The scanner has already checked every escape and the UTF-8 of the decoded
/// bytes, so decoding here cannot fail.
package enum PercentDecoding {
    /// How to transform bytes while decoding.
    package struct Options: Sendable, Equatable {
        /// Turn `+` into a space (query pairs only).
        var plusAsSpace = false
        /// ASCII-lowercase the decoded bytes (scheme and host).
        var lowercase = false

        package init(plusAsSpace: Bool = false, lowercase: Bool = false) {
            self.plusAsSpace = plusAsSpace
            self.lowercase = lowercase
        }
    }

    /// Decodes `range` of `bytes` into `output`, returning how many bytes it wrote.
    ///
    /// `output` must have room for `range.count` bytes; decoding never grows.
    @inline(__always)
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, options: Options,
        into output: UnsafeMutablePointer<UInt8>
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
            output[written] = options.lowercase ? ASCII.lowercased(byte) : byte
            written += 1
        }
        return written
    }

    /// Decodes `range` of `bytes` into a new `String`.
    package static func string(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, options: Options = Options()
    ) -> String {
        if range.isEmpty { return "" }
        return String(unsafeUninitializedCapacity: range.count) { buffer in
            decode(bytes, range, options: options, into: buffer.baseAddress!)
        }
    }
}
