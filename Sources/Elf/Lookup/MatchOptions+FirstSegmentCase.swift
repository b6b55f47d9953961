/// The case rule of a path pattern's first literal (ROUTING.md §3, §4b):
/// where the URL's host stands in for the first segment, the literal
/// compares as a host does; a first path segment compares as written.
extension MatchOptions {
    /// The raw range of the URL's first path segment when it is the first
    /// element of a path pattern (the host does not stand in) and may have
    /// capitals, raw or escaped; `nil` otherwise.
    func firstPathSegmentToFold(_ scanned: ScannedURL, _ bytes: BorrowedBytes) -> Range<Int>? {
        if hostStandsIn(scanned, bytes) { return nil }
        var segments = Segments(bytes: bytes, range: scanned.path)
        guard let first = segments.next(),
            PercentDecoding.string(bytes, first).utf8.contains(where: ASCII.isUppercase)
        else { return nil }
        return first
    }

    /// Whether the URL's host stands as the first segment of path patterns (ROUTING.md §3).
    func hostStandsIn(_ scanned: ScannedURL, _ bytes: BorrowedBytes) -> Bool {
        guard scanned.hasHost else { return false }
        let host = Array(
            PercentDecoding.string(bytes, scanned.host, options: .init(lowercase: scanned.hostNeedsTransform)).utf8)
        if host == [ASCII.dot] || host == [ASCII.dot, ASCII.dot] { return false }
        return RouteTree.hostCountsAsSegment(host, hostAsPathSegment)
    }

    /// Whether the first element of a path pattern, the literal `literal`
    /// as written, takes the URL's first element (ROUTING.md §3).
    ///
    /// The host, when it stands in, compares as hosts do (the walk already
    /// compared it with the lowercased label); a first path segment compares
    /// as path literals do.
    func firstSegment(of scanned: ScannedURL, in bytes: BorrowedBytes, equals literal: [UInt8]) -> Bool {
        if hostStandsIn(scanned, bytes) { return true }
        var segments = Segments(bytes: bytes, range: scanned.path)
        guard let segment = segments.next() else { return false }
        let value = PercentDecoding.string(bytes, segment).utf8
        return caseInsensitivePaths
            ? value.elementsEqual(literal, by: { ASCII.lowercased($0) == ASCII.lowercased($1) })
            : value.elementsEqual(literal)
    }

    /// A copy of `bytes` whose `range` decodes to the same text ASCII-lowercased,
    /// in as many bytes: raw capitals are lowercased, and an escape of a
    /// capital becomes the escape of its lowercase letter.
    static func lowercasing(_ range: Range<Int>, of bytes: BorrowedBytes) -> [UInt8] {
        var copy = Array(bytes)
        var index = range.lowerBound
        let hex = Array("0123456789abcdef".utf8)
        while index < range.upperBound {
            if copy[index] == ASCII.percent, index + 2 < range.upperBound,
                let high = ASCII.hexValue(copy[index + 1]), let low = ASCII.hexValue(copy[index + 2])
            {
                let lowered = ASCII.lowercased(high << 4 | low)
                copy[index + 1] = hex[Int(lowered >> 4)]
                copy[index + 2] = hex[Int(lowered & 0xF)]
                index += 3
            } else {
                copy[index] = ASCII.lowercased(copy[index])
                index += 1
            }
        }
        return copy
    }
}
