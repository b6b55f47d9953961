/// Validation of the text between the brackets of an IPv6 host (RFC 3986 §3.2.2).
enum IPv6Literal {
    /// Whether `range` holds an IPv6 address.
    ///
    /// That is up to eight groups of one to four hex digits separated by `:`,
    /// at most one `::`, and optionally a dotted IPv4 address in place of the
    /// last two groups. Zone identifiers and IPvFuture literals are not accepted.
    static func isValid(_ bytes: BorrowedBytes, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        let end = range.upperBound
        var groups = 0
        var sawDoubleColon = false
        if index < end, bytes[index] == ASCII.colon {
            guard index + 1 < end, bytes[index + 1] == ASCII.colon else { return false }
            sawDoubleColon = true
            index += 2
            if index == end { return true }
        }
        while index < end {
            let groupStart = index
            var digits = 0
            while index < end, ASCII.hexValue(bytes[index]) != nil, digits < 5 {
                index += 1
                digits += 1
            }
            if index < end, bytes[index] == ASCII.dot {
                // An embedded IPv4 address ends the literal and counts as two groups.
                guard groups <= 6, isIPv4(bytes, groupStart..<end) else { return false }
                groups += 2
                index = end
                break
            }
            guard digits >= 1, digits <= 4 else { return false }
            groups += 1
            if index == end { break }
            guard bytes[index] == ASCII.colon, index + 1 < end else { return false }
            index += 1
            if bytes[index] == ASCII.colon {
                guard !sawDoubleColon else { return false }
                sawDoubleColon = true
                index += 1
                if index == end { break }
            }
        }
        return sawDoubleColon ? groups <= 7 : groups == 8
    }

    /// Whether `range` is a dotted-quad IPv4 address (four decimal numbers up to 255).
    static func isIPv4(_ bytes: BorrowedBytes, _ range: Range<Int>) -> Bool {
        var parts = 0
        var index = range.lowerBound
        while index <= range.upperBound {
            var value = 0
            var digits = 0
            while index < range.upperBound, ASCII.isDigit(bytes[index]) {
                value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                digits += 1
                index += 1
                if digits > 3 { return false }
            }
            guard digits > 0, value <= 255 else { return false }
            parts += 1
            if index == range.upperBound { break }
            guard bytes[index] == ASCII.dot, parts < 4 else { return false }
            index += 1
        }
        return parts == 4
    }
}
