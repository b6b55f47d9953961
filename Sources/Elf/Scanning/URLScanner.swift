/// Reads a URL string into a ``ScannedURL`` in one pass over its UTF-8 bytes.
///
/// The scanner follows ROUTING.md §3: it trims ASCII whitespace, enforces the
/// length limit, splits scheme, authority, path, query and fragment on their
/// delimiters, and rejects malformed input with the byte offset of the first
/// problem. It never builds a `String` and never calls Foundation.
struct URLScanner: Sendable {
    /// The longest URL accepted, in UTF-8 bytes after trimming.
    var maxLength: Int
    /// Whether `user@host` is accepted (the userinfo is then ignored).
    var allowsUserinfo: Bool

    /// Scans `bytes`, returning offsets relative to the start of `bytes`.
    ///
    /// - Complexity: O(*n*) in the length of the URL.
    @inline(never)
    func scan(_ bytes: BorrowedBytes) throws(ScanFailure) -> ScannedURL {
        if let url = try scanCommonForm(bytes) { return url }
        return try scanAnyForm(bytes)
    }

    /// Scans the form almost every deep link has, `scheme://host/...` with
    /// nothing to trim, no userinfo or port, and a host of lowercase plain
    /// bytes, in one pass over the scheme and host; `nil` for any other
    /// input, which ``scanAnyForm(_:)`` then reads.
    ///
    /// For the input it accepts it returns, or throws, exactly what
    /// ``scanAnyForm(_:)`` would: those checks of the scheme and authority
    /// cannot fail on such bytes, so they are skipped.
    ///
    /// - Complexity: O(*n*) in the length of the URL.
    @inline(__always)
    private func scanCommonForm(_ bytes: BorrowedBytes) throws(ScanFailure) -> ScannedURL? {
        let end = bytes.count
        guard end > 3, end <= maxLength, end < Int(Int32.max), ASCII.isAlpha(bytes[0]),
            !ASCII.isTrimmedWhitespace(bytes[end - 1])
        else { return nil }
        let classes = ByteClasses.table
        var index = 1
        // The scheme's classes, or-ed together: whether it holds a capital comes for free.
        var seen = classes[bytes[0]]
        while index < end {
            let byteClasses = classes[bytes[index]]
            if byteClasses & ByteClasses.schemeTail == 0 { break }
            seen |= byteClasses
            index += 1
        }
        let schemeEnd = index
        guard schemeEnd + 3 < end, bytes[schemeEnd] == ASCII.colon, bytes[schemeEnd + 1] == ASCII.slash,
            bytes[schemeEnd + 2] == ASCII.slash
        else { return nil }
        let hostStart = schemeEnd + 3
        index = hostStart
        while index < end {
            if index + 4 <= end, classes.allFour(of: bytes, at: index, have: ByteClasses.plainHost) {
                index += 4
                continue
            }
            guard classes[bytes[index]] & ByteClasses.plainHost != 0 else { break }
            index += 1
        }
        guard index > hostStart else { return nil }
        if index < end {
            let byte = bytes[index]
            guard byte == ASCII.slash || byte == ASCII.question || byte == ASCII.hash else { return nil }
        }
        var url = ScannedURL(scheme: 0..<schemeEnd)
        url.schemeHasCapitals = seen & ByteClasses.capital != 0
        url.hasAuthority = true
        url.host = hostStart..<index
        if splitPathQueryAndFragment(bytes, from: index, end: end, into: &url) {
            url.pathHasEscapes = try Self.validate(bytes, url.path, forbidEncodedControls: true)
            _ = try Self.validate(bytes, url.path.upperBound..<end, forbidEncodedControls: false)
        }
        return url
    }

    /// Scans any input, reporting the leftmost problem of a malformed one.
    func scanAnyForm(_ bytes: BorrowedBytes) throws(ScanFailure) -> ScannedURL {
        var start = 0
        var end = bytes.count
        while start < end, ASCII.isTrimmedWhitespace(bytes[start]) { start += 1 }
        while end > start, ASCII.isTrimmedWhitespace(bytes[end - 1]) { end -= 1 }
        // Offsets are kept in 32 bits (see ScannedURL): refuse anything that could overflow them.
        guard end - start <= maxLength, end < Int(Int32.max) else {
            throw ScanFailure(reason: .tooLong(limit: maxLength), offset: start + maxLength)
        }
        guard start < end else { throw ScanFailure(reason: .notAURL, offset: start) }

        var url = ScannedURL(scheme: 0..<0)
        var cursor = start
        // A problem in the authority is held back until the byte checks below
        // have run, so the error reported is always the leftmost one.
        var authorityFailure: ScanFailure?
        if bytes[start] == ASCII.slash {
            // A network-path reference (`//host/x`) names no scheme: not a form we read.
            if start + 1 < end, bytes[start + 1] == ASCII.slash {
                throw ScanFailure(reason: .notAURL, offset: start)
            }
        } else {
            url.scheme = try scanScheme(bytes, start..<end)
            url.schemeHasCapitals = bytes[url.scheme].contains(where: ASCII.isUppercase)
            cursor = url.scheme.upperBound + 1
            if cursor + 1 < end, bytes[cursor] == ASCII.slash, bytes[cursor + 1] == ASCII.slash {
                let authorityEnd = firstIndex(in: bytes, cursor + 2..<end) {
                    $0 == ASCII.slash || $0 == ASCII.question || $0 == ASCII.hash
                }
                do throws(ScanFailure) {
                    try scanAuthority(bytes, cursor + 2..<authorityEnd, into: &url)
                } catch {
                    authorityFailure = error
                }
                cursor = authorityEnd
            }
        }

        let needsCheck = splitPathQueryAndFragment(bytes, from: cursor, end: end, into: &url)
        let pathEnd = url.path.upperBound

        // Escapes that decode to control characters are refused in the scheme,
        // authority and path, and allowed in the query and fragment.
        do throws(ScanFailure) {
            _ = try Self.validate(bytes, start..<url.path.lowerBound, forbidEncodedControls: true)
            if needsCheck {
                url.pathHasEscapes = try Self.validate(bytes, url.path, forbidEncodedControls: true)
                _ = try Self.validate(bytes, pathEnd..<end, forbidEncodedControls: false)
            }
        } catch {
            if let authorityFailure, authorityFailure.offset < error.offset { throw authorityFailure }
            throw error
        }
        if let authorityFailure { throw authorityFailure }
        return url
    }

    /// Finds the path, query and fragment from `cursor` to `end` in one pass.
    ///
    /// Returns whether any byte needs a closer look (an escape, a space,
    /// non-ASCII, a control character, a backslash). Most deep links need none.
    @inline(__always)
    private func splitPathQueryAndFragment(
        _ bytes: BorrowedBytes, from cursor: Int, end: Int, into url: inout ScannedURL
    ) -> Bool {
        var pathEnd = end
        var queryEnd = end
        var needsCheck = false
        var index = cursor
        let classes = ByteClasses.table
        while index < end {
            if index + 4 <= end, classes.allFour(of: bytes, at: index, have: ByteClasses.plainOrSlash) {
                index += 4
                continue
            }
            let byte = bytes[index]
            if classes[byte] & ByteClasses.plainOrSlash != 0 {
                index += 1
                continue
            }
            if byte == ASCII.dot || byte == ASCII.percent {
                // A dot segment decodes to `.` or `..`, so it starts with `.` or
                // with an escape (`%2E`): only such a segment needs a closer look.
                if pathEnd == end, index == cursor || bytes[index - 1] == ASCII.slash {
                    url.pathMayHaveDotSegments = true
                }
                if byte == ASCII.percent { needsCheck = true }
            } else if byte == ASCII.question, pathEnd == end {
                pathEnd = index
            } else if byte == ASCII.hash {
                if pathEnd == end { pathEnd = index }
                queryEnd = index
                break
            } else if byte != ASCII.question {
                needsCheck = true
            }
            index += 1
        }
        url.path = cursor..<pathEnd
        if pathEnd < end, bytes[pathEnd] == ASCII.question {
            url.queryBytes = pathEnd + 1..<queryEnd
            url.hasQuery = true
        }
        if queryEnd < end {
            url.fragmentBytes = queryEnd + 1..<end
            url.hasFragment = true
            // The fragment was not scanned above: everything after `#` belongs to it.
            needsCheck = true
        }

        return needsCheck
    }

    /// Reads `scheme:` and returns the scheme's bytes.
    private func scanScheme(
        _ bytes: BorrowedBytes, _ range: Range<Int>
    ) throws(ScanFailure) -> Range<Int> {
        let colon = firstIndex(in: bytes, range) {
            $0 == ASCII.colon || $0 == ASCII.slash || $0 == ASCII.question || $0 == ASCII.hash
        }
        guard colon < range.upperBound, bytes[colon] == ASCII.colon else {
            throw ScanFailure(reason: .notAURL, offset: range.lowerBound)
        }
        guard colon > range.lowerBound, ASCII.isAlpha(bytes[range.lowerBound]) else {
            throw ScanFailure(reason: .invalidScheme, offset: range.lowerBound)
        }
        for index in range.lowerBound + 1..<colon where !ASCII.isSchemeByte(bytes[index]) {
            throw ScanFailure(reason: .invalidScheme, offset: index)
        }
        return range.lowerBound..<colon
    }

    /// Reads `[userinfo@]host[:port]`.
    private func scanAuthority(
        _ bytes: BorrowedBytes, _ range: Range<Int>, into url: inout ScannedURL
    ) throws(ScanFailure) {
        url.hasAuthority = true
        var hostStart = range.lowerBound
        if let at = lastIndex(in: bytes, range, of: ASCII.at) {
            guard allowsUserinfo else { throw ScanFailure(reason: .userinfo, offset: at) }
            hostStart = at + 1
        }

        var portStart: Int?
        if hostStart < range.upperBound, bytes[hostStart] == ASCII.openBracket {
            let close = firstIndex(in: bytes, hostStart..<range.upperBound) { $0 == ASCII.closeBracket }
            guard close < range.upperBound, IPv6Literal.isValid(bytes, hostStart + 1..<close) else {
                throw ScanFailure(reason: .invalidHost, offset: hostStart)
            }
            url.host = hostStart..<close + 1
            url.hostNeedsTransform = true
            if close + 1 < range.upperBound {
                guard bytes[close + 1] == ASCII.colon else {
                    throw ScanFailure(reason: .invalidHost, offset: close + 1)
                }
                // `[1::2]:3:4` is a malformed IPv6 host, not a strange port.
                if lastIndex(in: bytes, close + 2..<range.upperBound, of: ASCII.colon) != nil {
                    throw ScanFailure(reason: .invalidHost, offset: hostStart)
                }
                portStart = close + 2
            }
        } else {
            let hostEnd = firstIndex(in: bytes, hostStart..<range.upperBound) { $0 == ASCII.colon }
            var needsDecodedCheck = false
            for index in hostStart..<hostEnd {
                let byte = bytes[index]
                if ASCII.isForbiddenInHost(byte) {
                    throw ScanFailure(reason: .invalidHost, offset: index)
                }
                if byte == ASCII.percent || ASCII.isUppercase(byte) {
                    url.hostNeedsTransform = true
                }
                if byte == ASCII.percent || byte >= 0x80 { needsDecodedCheck = true }
            }
            // Only escapes and raw non-ASCII can hide a delimiter or an
            // invisible character; plain ASCII hosts skip the decoding.
            if needsDecodedCheck { try Self.checkDecodedHost(bytes, hostStart..<hostEnd) }
            url.host = hostStart..<hostEnd
            if hostEnd < range.upperBound { portStart = hostEnd + 1 }
        }

        guard let portStart, portStart < range.upperBound else { return }
        var port = 0
        for index in portStart..<range.upperBound {
            let byte = bytes[index]
            guard ASCII.isDigit(byte) else { throw ScanFailure(reason: .invalidPort, offset: index) }
            port = port * 10 + Int(byte &- UInt8(ascii: "0"))
            guard port <= 65535 else { throw ScanFailure(reason: .invalidPort, offset: portStart) }
        }
        guard !url.host.isEmpty else { throw ScanFailure(reason: .invalidPort, offset: portStart) }
        url.portNumber = port
    }

    /// Refuses a host that holds, raw or after percent-decoding once, a
    /// delimiter, a control, or a Unicode white-space or format character
    /// (ROUTING.md §4a), so a host placeholder never binds one.
    ///
    /// An escape that is not two hex digits, or escapes that are not UTF-8,
    /// end the check: the path and host validation reports those with its own
    /// reason.
    ///
    /// - Complexity: O(*n*) in the length of the host.
    static func checkDecodedHost(_ bytes: BorrowedBytes, _ range: Range<Int>) throws(ScanFailure) {
        var decoded: [(byte: UInt8, offset: Int)] = []
        decoded.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == ASCII.percent else {
                decoded.append((bytes[index], index))
                index += 1
                continue
            }
            guard index + 2 < range.upperBound, let high = ASCII.hexValue(bytes[index + 1]),
                let low = ASCII.hexValue(bytes[index + 2])
            else { return }
            decoded.append((high << 4 | low, index))
            index += 3
        }
        var position = 0
        var iterator = decoded.lazy.map(\.byte).makeIterator()
        var utf8 = UTF8()
        while true {
            let start = position < decoded.count ? decoded[position].offset : range.upperBound
            switch utf8.decode(&iterator) {
            case .scalarValue(let scalar):
                if isForbiddenInDecodedHost(scalar) { throw ScanFailure(reason: .delimiterInHost, offset: start) }
                position += UTF8.width(scalar)
            case .error, .emptyInput:
                return
            }
        }
    }

    /// Whether a decoded host may not hold `scalar` (ROUTING.md §4a).
    static func isForbiddenInDecodedHost(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x20, 0x7F...0x9F: return true  // controls and space
        case 0x21..<0x80:
            // A switch over the bytes compiles to one bit test; searching a
            // string's scalars cost about a hundred instructions per byte of
            // every host a pattern registers.
            switch UInt8(scalar.value) {
            case ASCII.hash, ASCII.percent, ASCII.slash, ASCII.colon, UInt8(ascii: "<"), UInt8(ascii: ">"),
                ASCII.question, ASCII.at, ASCII.openBracket, ASCII.backslash, ASCII.closeBracket, UInt8(ascii: "^"),
                UInt8(ascii: "|"):
                return true
            default:
                return false
            }
        default:
            return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        }
    }

    /// Checks percent escapes, control characters, backslashes and UTF-8 in
    /// one pass, and returns whether the range holds any percent escape.
    ///
    /// The bytes of a Swift `String` are always valid UTF-8, so only escapes
    /// can produce invalid sequences; the state machine runs over the decoded
    /// stream and accepts exactly the well-formed sequences of Unicode
    /// Table 3-7 (no overlongs, no surrogates, nothing above U+10FFFF).
    static func validate(
        _ bytes: BorrowedBytes, _ range: Range<Int>, forbidEncodedControls: Bool
    ) throws(ScanFailure) -> Bool {
        // Fast path for the common case: no escapes, or escapes of ASCII bytes
        // only. The raw bytes of a String are valid UTF-8, so only controls,
        // backslashes and escapes need checking.
        var index = range.lowerBound
        var sawEscape = false
        let classes = ByteClasses.table
        while index < range.upperBound {
            if index + 4 <= range.upperBound, classes.allFour(of: bytes, at: index, have: ByteClasses.plainASCII) {
                index += 4
                continue
            }
            let byte = bytes[index]
            if classes[byte] & ByteClasses.plainASCII != 0 {
                index += 1
                continue
            }
            if byte == ASCII.percent {
                // An escape of an ASCII byte is a whole scalar: checked here, as
                // `validateEscapes` would. Any other needs its state machine: the
                // bytes before are checked, and a `%` never falls inside a scalar
                // of the raw (valid UTF-8) bytes, so it takes the rest from here.
                guard index + 2 < range.upperBound, let high = ASCII.hexValue(bytes[index + 1]),
                    let low = ASCII.hexValue(bytes[index + 2])
                else { throw ScanFailure(reason: .invalidPercentEscape, offset: index) }
                let decoded = high << 4 | low
                guard decoded < 0x80 else {
                    return try validateEscapes(
                        bytes, index..<range.upperBound, forbidEncodedControls: forbidEncodedControls)
                }
                if forbidEncodedControls, decoded < 0x20 || decoded == 0x7F {
                    throw ScanFailure(reason: .encodedControlCharacter, offset: index)
                }
                sawEscape = true
                index += 3
                continue
            }
            if byte == 0x20 || byte >= 0x80 {
                // U+0080...U+009F (C1 controls) are encoded as C2 80...C2 9F.
                if byte == 0xC2, index + 1 < range.upperBound, bytes[index + 1] <= 0x9F {
                    throw ScanFailure(reason: .controlCharacter, offset: index)
                }
                index += 1
                continue
            }
            throw ScanFailure(reason: byte == ASCII.backslash ? .backslash : .controlCharacter, offset: index)
        }
        return sawEscape
    }

    /// The ASCII bytes the fast path passes over: printable, but not space, `%` or `\\`.
    ///
    /// Written as constant masks (a computed static would pay a lazy-init
    /// check per byte); `ASCIITests` checks them against the predicate.
    static let plainASCII = ASCIISet(low: 0xFFFFFFDE00000000, high: 0x7FFFFFFFEFFFFFFF)

    /// ``plainASCII`` without `?`, `#` and `.`: the bytes the one-pass split passes over.
    static let plainOrSlash = ASCIISet(low: 0x7FFFBFD600000000, high: 0x7FFFFFFFEFFFFFFF)

    /// The bytes a scheme may hold after its first letter: letters, digits, `+`, `-` and `.`.
    static let schemeTail = ASCIISet(low: 0x03FF_6800_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)

    /// The host bytes ``scanCommonForm(_:)`` passes over: ``plainASCII``
    /// without what ``ASCII/isForbiddenInHost(_:)`` refuses, `%` and capitals
    /// (which make the host need decoding), `:` (a port) and `/`, `?`, `#`.
    static let plainHost = ASCIISet(low: 0x2BFF_7FD2_0000_0000, high: 0x47FF_FFFE_8000_0000)

    /// The full check of ``validate(_:_:forbidEncodedControls:)`` for a range holding escapes.
    private static func validateEscapes(
        _ bytes: BorrowedBytes, _ range: Range<Int>, forbidEncodedControls: Bool
    ) throws(ScanFailure) -> Bool {
        var index = range.lowerBound
        var sawEscape = false
        var pending = 0
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        var lead: UInt8 = 0
        var leadEscaped = false
        var scalarStart = index
        let classes = ByteClasses.table
        while index < range.upperBound {
            // Between scalars, plain ASCII bytes need nothing below: skip them four at a time.
            if pending == 0, index + 4 <= range.upperBound,
                classes.allFour(of: bytes, at: index, have: ByteClasses.plainASCII)
            {
                index += 4
                continue
            }
            let position = index
            var byte = bytes[index]
            var escaped = false
            if byte == ASCII.percent {
                guard index + 2 < range.upperBound,
                    let high = ASCII.hexValue(bytes[index + 1]),
                    let low = ASCII.hexValue(bytes[index + 2])
                else { throw ScanFailure(reason: .invalidPercentEscape, offset: position) }
                byte = high << 4 | low
                escaped = true
                sawEscape = true
                index += 3
            } else {
                if byte < 0x20 || byte == 0x7F {
                    throw ScanFailure(reason: .controlCharacter, offset: position)
                }
                if byte == ASCII.backslash { throw ScanFailure(reason: .backslash, offset: position) }
                index += 1
            }

            if pending == 0 {
                if byte < 0x80 {
                    if escaped, forbidEncodedControls, byte < 0x20 || byte == 0x7F {
                        throw ScanFailure(reason: .encodedControlCharacter, offset: position)
                    }
                    continue
                }
                lower = 0x80
                upper = 0xBF
                switch byte {
                case 0xC2...0xDF: pending = 1
                case 0xE0: pending = 2; lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: pending = 2
                case 0xED: pending = 2; upper = 0x9F
                case 0xF0: pending = 3; lower = 0x90
                case 0xF1...0xF3: pending = 3
                case 0xF4: pending = 3; upper = 0x8F
                default: throw ScanFailure(reason: .invalidUTF8, offset: position)
                }
                lead = byte
                leadEscaped = escaped
                scalarStart = position
            } else {
                guard byte >= lower, byte <= upper else {
                    throw ScanFailure(reason: .invalidUTF8, offset: position)
                }
                // U+0080...U+009F (C1 controls) are encoded as C2 80...C2 9F.
                if lead == 0xC2, byte <= 0x9F {
                    if !escaped, !leadEscaped {
                        throw ScanFailure(reason: .controlCharacter, offset: scalarStart)
                    }
                    if forbidEncodedControls {
                        throw ScanFailure(reason: .encodedControlCharacter, offset: scalarStart)
                    }
                }
                lower = 0x80
                upper = 0xBF
                pending -= 1
            }
        }
        if pending > 0 { throw ScanFailure(reason: .invalidUTF8, offset: scalarStart) }
        return sawEscape
    }
}

/// The first index in `range` whose byte satisfies `predicate`, or `range.upperBound`.
@inline(__always)
func firstIndex(
    in bytes: BorrowedBytes, _ range: Range<Int>, where predicate: (UInt8) -> Bool
) -> Int {
    var index = range.lowerBound
    while index < range.upperBound, !predicate(bytes[index]) { index += 1 }
    return index
}

/// The last index in `range` holding `byte`, if any.
@inline(__always)
func lastIndex(in bytes: BorrowedBytes, _ range: Range<Int>, of byte: UInt8) -> Int? {
    var index = range.upperBound
    while index > range.lowerBound {
        index -= 1
        if bytes[index] == byte { return index }
    }
    return nil
}

/// The scanner's byte classes as one 256-entry table, a bit per class, so
/// the loops over a URL's bytes test a byte with one load and one `and`
/// (testing the 64-bit masks of an ``ASCIISet`` costs a range check, a
/// select and a shift per byte).
enum ByteClasses {
    static let plainOrSlash: UInt8 = 1
    static let plainHost: UInt8 = 2
    static let schemeTail: UInt8 = 4
    static let plainASCII: UInt8 = 8
    static let capital: UInt8 = 16

    /// The classes of every byte (bytes from 0x80 up belong to none).
    static let table = Table()

    /// The table, indexed by a byte with no bounds check (it has an entry for every byte).
    ///
    /// Its 256 entries are the bytes of a `StaticString` literal, which the
    /// compiler lays out in the binary: a table computed at first use cost
    /// every lookup a `swift_once` check (about 10 instructions).
    /// `ByteClassTests` checks each entry against the sets it is made of:
    /// ``URLScanner/plainOrSlash``, ``URLScanner/plainHost``,
    /// ``URLScanner/schemeTail``, ``URLScanner/plainASCII`` and the capitals.
    struct Table: Sendable {
        private static let entries: StaticString = """
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{0B}\u{09}\u{08}\u{0B}\u{00}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0F}\u{0B}\u{0F}\u{0E}\u{09}\
            \u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{09}\u{0B}\u{09}\u{0B}\u{09}\u{08}\
            \u{09}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\
            \u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{1D}\u{09}\u{00}\u{09}\u{09}\u{0B}\
            \u{09}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\
            \u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{0F}\u{09}\u{09}\u{09}\u{0B}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
            \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}
            """

        /// The entries, one per byte.
        @inline(__always)
        private var base: BorrowedBytes { BorrowedBytes(Self.entries) }

        @inline(__always)
        subscript(byte: UInt8) -> UInt8 {
            base[Int(byte)]
        }

        /// Whether the four bytes from `index` (which the caller checked are
        /// in `bytes`) all belong to class `class`.
        ///
        /// The scanner's loops skip runs of ordinary bytes four at a time
        /// with it: four loads and one test, where a byte-at-a-time loop
        /// tests and branches for each byte.
        @inline(__always)
        func allFour(of bytes: BorrowedBytes, at index: Int, have class: UInt8) -> Bool {
            let entries = base
            return entries[Int(bytes[index])] & entries[Int(bytes[index + 1])] & entries[Int(bytes[index + 2])]
                & entries[Int(bytes[index + 3])] & `class` != 0
        }
    }
}
