extension PlaceholderKind {
    /// Whether a decoded element is a valid value of a built-in kind (ROUTING.md §1).
    ///
    /// Custom kinds are validated by their closure instead, and `string`
    /// accepts everything.
    static func isValid(_ kind: PlaceholderKind, _ value: BorrowedBytes) -> Bool {
        switch kind {
        case .int: isInt(value)
        case .double: isDouble(value)
        case .bool: isBool(value)
        case .uuid: isUUID(value)
        case .string, .custom: true
        }
    }

    /// Optional `-`, then ASCII digits, fitting in 64 bits; no `+`.
    static func isInt(_ value: BorrowedBytes) -> Bool {
        var index = 0
        let negative = value.first == ASCII.minus
        if negative { index = 1 }
        guard index < value.count else { return false }
        // Accumulate negatively so that Int64.min fits.
        var total: Int64 = 0
        while index < value.count {
            let byte = value[index]
            guard ASCII.isDigit(byte) else { return false }
            let (shifted, overflow1) = total.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.subtractingReportingOverflow(Int64(byte &- UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { return false }
            total = next
            index += 1
        }
        return negative || total != Int64.min
    }

    /// Optional `-`, digits, optional `.digits`, optional `[eE][+-]?digits`; finite.
    static func isDouble(_ value: BorrowedBytes) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < value.count, ASCII.isDigit(value[index]) { index += 1 }
            return index - start
        }
        if value.first == ASCII.minus { index = 1 }
        let integerDigits = digits()
        guard integerDigits > 0 else { return false }
        if index < value.count, value[index] == ASCII.dot {
            index += 1
            guard digits() > 0 else { return false }
        }
        var hasExponent = false
        if index < value.count, value[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < value.count, value[index] == ASCII.plus || value[index] == ASCII.minus { index += 1 }
            guard digits() > 0 else { return false }
            hasExponent = true
        }
        guard index == value.count else { return false }
        // Only a large exponent or a very long integer part can overflow to
        // infinity; let the standard parser decide those rare cases exactly.
        if hasExponent || integerDigits > 300 {
            guard let parsed = Double(String(decoding: value, as: UTF8.self)) else { return false }
            return parsed.isFinite
        }
        return true
    }

    /// `true`, `false`, `yes`, `no`, `1` or `0`, in any case.
    ///
    /// Kept out of the walk, which calls it rarely: inlined there, it cost
    /// every lookup registers (about 25 instructions, measured).
    @inline(never)
    static func isBool(_ value: BorrowedBytes) -> Bool {
        switch value.count {
        case 1: return value[0] == UInt8(ascii: "1") || value[0] == UInt8(ascii: "0")
        case 2: return equalsIgnoringCase(value, "no")
        case 3: return equalsIgnoringCase(value, "yes")
        case 4: return equalsIgnoringCase(value, "true")
        case 5: return equalsIgnoringCase(value, "false")
        default: return false
        }
    }

    /// 8-4-4-4-12 hexadecimal digits, in any case.
    static func isUUID(_ value: BorrowedBytes) -> Bool {
        guard value.count == 36 else { return false }
        for (index, byte) in value.enumerated() {
            switch index {
            case 8, 13, 18, 23: guard byte == ASCII.minus else { return false }
            default: guard ASCII.hexValue(byte) != nil else { return false }
            }
        }
        return true
    }

    private static func equalsIgnoringCase(_ value: BorrowedBytes, _ word: StaticString) -> Bool {
        let word = BorrowedBytes(word)
        guard value.count == word.count else { return false }
        for index in 0..<value.count where ASCII.lowercased(value[index]) != word[index] {
            return false
        }
        return true
    }
}
