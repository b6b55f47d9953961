/// Splits a raw query (or a `k=v&k2=v2` fragment) into decoded pairs (ROUTING.md §3).
///
/// Pieces are split on `&` and empty pieces skipped; the first `=` splits the
/// key from the value (`a=b=c` is key `a`, value `b=c`); a bare `key` has the
/// value `""`; a piece with an empty key is skipped. Each part is decoded
/// after `+` is turned into a space (when enabled).
enum QueryDecoder {
    /// Calls `body` with the raw key and value ranges of every kept pair, in order.
    static func forEachPair(
        _ bytes: BorrowedBytes, _ range: Range<Int>,
        _ body: (_ key: Range<Int>, _ value: Range<Int>) -> Void
    ) {
        var pieceStart = range.lowerBound
        while pieceStart <= range.upperBound {
            let pieceEnd = firstIndex(in: bytes, pieceStart..<range.upperBound) { $0 == ASCII.ampersand }
            let equals = firstIndex(in: bytes, pieceStart..<pieceEnd) { $0 == ASCII.equals }
            if equals > pieceStart {
                body(pieceStart..<equals, min(equals + 1, pieceEnd)..<pieceEnd)
            }
            pieceStart = pieceEnd + 1
        }
    }

    /// The decoded pairs of `range`, in order.
    static func pairs(
        _ bytes: BorrowedBytes, _ range: Range<Int>, plusAsSpace: Bool
    ) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        let options = PercentDecoding.Options(plusAsSpace: plusAsSpace)
        forEachPair(bytes, range) { key, value in
            result.append(
                (
                    PercentDecoding.string(bytes, key, options: options),
                    PercentDecoding.string(bytes, value, options: options)
                ))
        }
        return result
    }

    /// Whether every non-empty `&` piece of `range` is `key=value` with a non-empty key,
    /// and there is at least one such piece: the form a fragment must have for its
    /// pairs to be read.
    static func isPairList(_ bytes: BorrowedBytes, _ range: Range<Int>) -> Bool {
        var pieces = 0
        var pieceStart = range.lowerBound
        while pieceStart < range.upperBound {
            let pieceEnd = firstIndex(in: bytes, pieceStart..<range.upperBound) { $0 == ASCII.ampersand }
            if pieceEnd > pieceStart {
                let equals = firstIndex(in: bytes, pieceStart..<pieceEnd) { $0 == ASCII.equals }
                guard equals > pieceStart, equals < pieceEnd else { return false }
                pieces += 1
            }
            pieceStart = pieceEnd + 1
        }
        return pieces > 0
    }
}
