/// Compiles pattern text into a ``RoutePattern`` (ROUTING.md §1 and §4a).
///
/// The parser works on UTF-8 bytes and reports every problem as a
/// ``Elf/InputError`` carrying the byte offset of the offending character.
struct PatternParser {
    /// The custom placeholder types known to the router, by name.
    var customTypes: [String: Int] = [:]
    /// Whether path literals are stored lowercased (the router compares paths case-insensitively).
    var caseInsensitivePaths = false
    /// The longest pattern accepted, in UTF-8 bytes.
    var maxLength = 8192
    /// The most optional groups one pattern may hold (each doubles the forms).
    var maxGroups = 8
    /// The most segments one pattern may hold, the host and the segments of
    /// every optional group included (see ``Elf/InputError/Reason/tooManySegments(limit:)``).
    ///
    /// It bounds the depth of the routing tree, which is drawn recursively:
    /// much deeper trees could overflow a secondary thread's stack.
    var maxSegments = 256

    /// The segments of a pattern's path, in the order they are written,
    /// with what expanding them into forms needs to know.
    ///
    /// One array of segments, with the groups as ranges of it: a pattern
    /// without groups (most of them) becomes its one form by handing the
    /// array over, with nothing copied.
    private struct Segments {
        /// Every segment, those of the optional groups included.
        var list: [PatternSegment] = []
        /// Each optional group, as the range of its segments in ``list``.
        var groups: [Range<Int>] = []
        /// Each catch-all (`*`, `<path:...>`): its index in ``list`` and where it starts in the text.
        ///
        /// Rarely more than one, usually none.
        var catchAlls: [(index: Int, offset: Int)] = []
        /// The first placeholder whose name an earlier one binds, and where it
        /// starts; reported once the whole pattern has parsed, so a syntax
        /// error later in the text is reported first.
        var duplicateName: (name: String, offset: Int)?

        /// How many names are bound: by ``list`` and by ``queryNames``.
        private var nameCount = 0
        /// The names the query constraints' placeholders bind (``bindsAlready(queryName:)``).
        private var queryNames: [String] = []
        /// Every name bound, once there are more than ``namesCompared``.
        private var names: Set<String>?
        /// How many names a new one is compared with one by one before they
        /// go into ``names``: most patterns bind one or two, for which
        /// comparing beats hashing, and a set keeps a pattern of hundreds of
        /// placeholders (the limit is ``maxSegments``) linear.
        private static let namesCompared = 16

        /// Whether a placeholder already parsed (of the path or the query)
        /// binds `name`; takes note of `name`.
        private mutating func bindsAlready(_ name: String) -> Bool {
            nameCount += 1
            if let inserted = names?.insert(name).inserted { return !inserted }
            let earlier =
                queryNames.contains(name)
                || list.contains { segment in
                    switch segment {
                    case .placeholder(let other, _), .path(let other): other == name
                    case .literal, .wildcard: false
                    }
                }
            if nameCount > Self.namesCompared {
                names = Set(list.compactMap(\.parameterName) + queryNames + [name])
            }
            return earlier
        }

        /// Whether a placeholder of the path or of an earlier query
        /// constraint binds `name`, the name of a query constraint's
        /// placeholder; takes note of `name`.
        mutating func bindsAlready(queryName name: String) -> Bool {
            defer { queryNames.append(name) }
            return bindsAlready(name)
        }

        /// Appends `segment`, which starts at `offset` in the text.
        mutating func append(_ segment: PatternSegment, at offset: Int) {
            switch segment {
            case .placeholder(let name, _):
                if bindsAlready(name), duplicateName == nil { duplicateName = (name, offset) }
            case .path(let name):
                if bindsAlready(name), duplicateName == nil { duplicateName = (name, offset) }
                catchAlls.append((list.count, offset))
            case .wildcard:
                catchAlls.append((list.count, offset))
            case .literal:
                break
            }
            list.append(segment)
        }
    }

    /// Parses `text`.
    ///
    /// - Complexity: O(*n* + 2^*g* · *s*) for *n* bytes, *g* optional groups
    ///   and *s* segments; *g* is at most ``maxGroups`` and *s* at most ``maxSegments``.
    func parse(_ text: String) throws(Elf.InputError) -> RoutePattern {
        let allBytes = Array(text.utf8)
        guard allBytes.count <= maxLength else {
            throw Cursor(text: text, bytes: allBytes).error(.tooLong(limit: maxLength), at: maxLength)
        }
        // The path ends at the first `?`; what follows are the query constraints.
        let question = allBytes.firstIndex(of: ASCII.question)
        let bytes = question.map { Array(allBytes[..<$0]) } ?? allBytes
        var cursor = Cursor(text: text, bytes: bytes)

        let root = try parseRoot(&cursor)
        var segments = Segments()
        if case .path = root {
            // The root pattern `/` has no segments at all.
            if bytes.count > 1 { try parseItems(&cursor, into: &segments) }
        } else {
            guard cursor.position < bytes.count, bytes[cursor.position] != ASCII.slash else {
                throw cursor.error(.missingHost, at: cursor.position)
            }
            if bytes[cursor.position] == UInt8(ascii: "(") {
                throw cursor.error(.groupInHost, at: cursor.position)
            }
            segments.list.reserveCapacity(8)
            let start = cursor.position
            segments.append(try parseSegment(&cursor, isHost: true), at: start)
            try parseItems(&cursor, into: &segments)
        }
        var query: [QueryConstraint] = []
        var queryNames: [(name: String, offset: Int)] = []
        if let question {
            var queryCursor = Cursor(text: text, bytes: allBytes)
            queryCursor.position = question + 1
            (query, queryNames) = try parseQuery(&queryCursor)
        }
        try checkNames(&segments, queryNames: queryNames, &cursor)
        var forms = try expand(segments, root: root, &cursor)
        if !query.isEmpty {
            for index in forms.indices { forms[index].query = query }
        }
        return RoutePattern(text: text, forms: forms)
    }

    // MARK: - Query constraints

    /// Parses `key=value&...` from the cursor to the end: the constraints,
    /// sorted by key, and the names their placeholders bind with where each
    /// starts (ROUTING.md §1 and §4b).
    private func parseQuery(
        _ cursor: inout Cursor
    ) throws(Elf.InputError) -> ([QueryConstraint], [(name: String, offset: Int)]) {
        let bytes = cursor.bytes
        var constraints: [QueryConstraint] = []
        var names: [(name: String, offset: Int)] = []
        while true {
            let itemStart = cursor.position
            var end = itemStart
            while end < bytes.count, bytes[end] != ASCII.ampersand { end += 1 }
            guard end > itemStart else { throw cursor.error(.invalidQueryItem, at: itemStart) }
            guard let equals = bytes[itemStart..<end].firstIndex(of: ASCII.equals) else {
                throw cursor.error(.invalidQueryItem, at: end)
            }
            guard equals > itemStart else { throw cursor.error(.invalidQueryItem, at: itemStart) }
            guard equals + 1 < end else { throw cursor.error(.invalidQueryItem, at: equals + 1) }
            if let second = bytes[(equals + 1)..<end].firstIndex(of: ASCII.equals) {
                throw cursor.error(.invalidQueryItem, at: second)
            }
            let key = try queryLiteral(itemStart..<equals, isKey: true, &cursor)
            if constraints.contains(where: { $0.key == key }) {
                throw cursor.error(.duplicateQueryKey(String(decoding: key, as: UTF8.self)), at: itemStart)
            }
            let value: QueryConstraint.Value
            switch bytes[equals + 1] {
            case UInt8(ascii: "<"), UInt8(ascii: "{"), ASCII.colon:
                cursor.position = equals + 1
                var segmentCursor = Cursor(text: cursor.text, bytes: Array(bytes[..<end]))
                segmentCursor.position = equals + 1
                let segment: PatternSegment
                if bytes[equals + 1] == ASCII.colon {
                    segment = try parseColonPlaceholder(&segmentCursor)
                } else {
                    segment = try parsePlaceholder(
                        &segmentCursor,
                        closer: bytes[equals + 1] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "}"))
                }
                if segmentCursor.position < end {
                    throw cursor.error(.mustFillSegment, at: segmentCursor.position)
                }
                switch segment {
                case .placeholder(let name, let kind):
                    value = .placeholder(name: name, kind: kind)
                    names.append((name, equals + 1))
                default:
                    throw cursor.error(.catchAllInQuery, at: equals + 1)
                }
            default:
                value = .literal(try queryLiteral((equals + 1)..<end, isKey: false, &cursor))
            }
            constraints.append(QueryConstraint(key: key, value: value))
            guard end < bytes.count else { break }
            cursor.position = end + 1
            guard cursor.position < bytes.count else { throw cursor.error(.invalidQueryItem, at: cursor.position) }
        }
        constraints.sort { $0.key.lexicographicallyPrecedes($1.key) }
        return (constraints, names)
    }

    /// A query key or literal value, percent-decoded once; `+` is a plus.
    private func queryLiteral(
        _ range: Range<Int>, isKey: Bool, _ cursor: inout Cursor
    ) throws(Elf.InputError) -> [UInt8] {
        let bytes = cursor.bytes
        var decoded: [UInt8] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "*"):
                throw cursor.error(.catchAllInQuery, at: position)
            case UInt8(ascii: "<"), UInt8(ascii: "{"):
                throw cursor.error(
                    isKey && position == range.lowerBound ? .placeholderAsQueryKey : .mustFillSegment, at: position)
            case ASCII.colon where isKey && position == range.lowerBound:
                throw cursor.error(.placeholderAsQueryKey, at: position)
            case UInt8(ascii: ">"), UInt8(ascii: "}"):
                throw cursor.error(.unopened(Character(UnicodeScalar(byte))), at: position)
            case UInt8(ascii: "("), UInt8(ascii: ")"):
                // Query constraints are not optional groups (write %28 and %29).
                throw cursor.error(.invalidCharacter(Character(UnicodeScalar(byte))), at: position)
            case ASCII.percent:
                guard position + 2 < range.upperBound, let high = ASCII.hexValue(bytes[position + 1]),
                    let low = ASCII.hexValue(bytes[position + 2])
                else { throw cursor.error(.invalidPercentEscape, at: position) }
                decoded.append(high << 4 | low)
                position += 3
            default:
                if Self.isForbiddenInPattern(byte) {
                    throw cursor.error(.invalidCharacter(cursor.character(at: position)), at: position)
                }
                decoded.append(byte)
                position += 1
            }
        }
        // Escapes must decode to UTF-8 and never to a control character.
        let failure: ScanFailure? = withBorrowedBytes(of: bytes) { buffer in
            do throws(ScanFailure) {
                _ = try URLScanner.validate(buffer, range, forbidEncodedControls: true)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw cursor.error(.invalidPercentEscape, at: failure.offset) }
        return decoded
    }

    // MARK: - Root

    private func parseRoot(_ cursor: inout Cursor) throws(Elf.InputError) -> RoutePattern.Root {
        let bytes = cursor.bytes
        /// Whether `://` starts at `index` (compared byte by byte: `starts(with: Array(...))`
        /// would allocate an array on every registration).
        func isSeparator(at index: Int) -> Bool {
            index + 3 <= bytes.count && bytes[index] == ASCII.colon && bytes[index + 1] == ASCII.slash
                && bytes[index + 2] == ASCII.slash
        }
        if bytes.first == UInt8(ascii: "*"), isSeparator(at: 1) {
            cursor.position = 4
            return .anyScheme
        }
        if bytes.first == ASCII.slash { return .path }
        guard let colon = bytes.firstIndex(of: ASCII.colon), isSeparator(at: colon)
        else { throw cursor.error(.invalidStart, at: 0) }
        guard colon > 0, ASCII.isAlpha(bytes[0]) else { throw cursor.error(.invalidScheme, at: 0) }
        if let bad = bytes[1..<colon].firstIndex(where: { !ASCII.isSchemeByte($0) }) {
            throw cursor.error(.invalidScheme, at: bad)
        }
        cursor.position = colon + 3
        let scheme = bytes[0..<colon]
        return .scheme(scheme.contains(where: ASCII.isUppercase) ? scheme.map(ASCII.lowercased)[...] : scheme)
    }

    // MARK: - Items

    /// Parses `/segment`, `(/group)` and `/(group)` items up to the end of the text, appending them to `segments`.
    private func parseItems(_ cursor: inout Cursor, into segments: inout Segments) throws(Elf.InputError) {
        let bytes = cursor.bytes
        while cursor.position < bytes.count {
            let byte = bytes[cursor.position]
            switch byte {
            case ASCII.slash:
                cursor.position += 1
                guard cursor.position < bytes.count, bytes[cursor.position] != ASCII.slash else {
                    throw cursor.error(.emptySegment, at: cursor.position)
                }
                if bytes[cursor.position] == UInt8(ascii: "(") {
                    try parseGroup(&cursor, leadingSlash: false, into: &segments)
                    // A group around whole segments ends a segment: only `/` or the end may follow.
                    if cursor.position < bytes.count, bytes[cursor.position] != ASCII.slash {
                        throw cursor.error(.mustFillSegment, at: cursor.position)
                    }
                } else {
                    let start = cursor.position
                    segments.append(try parseSegment(&cursor, isHost: false), at: start)
                }
            case UInt8(ascii: "("):
                try parseGroup(&cursor, leadingSlash: true, into: &segments)
            default:
                // parseSegment stops only at `/`, `(`, `)` or the end, so this is a stray `)`.
                throw cursor.error(.unopened(")"), at: cursor.position)
            }
        }
    }

    /// Parses an optional group whose `(` is at the cursor: `(/a/b)` right after a
    /// segment (`leadingSlash`), or `(a/b)` around whole segments, appending
    /// its segments and the group to `segments`.
    private func parseGroup(
        _ cursor: inout Cursor, leadingSlash: Bool, into segments: inout Segments
    ) throws(Elf.InputError) {
        let bytes = cursor.bytes
        let open = cursor.position
        cursor.position += 1
        let first = segments.list.count
        var needsSlash = leadingSlash
        while true {
            guard cursor.position < bytes.count else { throw cursor.error(.unclosed("("), at: open) }
            let byte = bytes[cursor.position]
            if byte == UInt8(ascii: ")") {
                guard segments.list.count > first else { throw cursor.error(.emptyGroup, at: open) }
                cursor.position += 1
                segments.groups.append(first..<segments.list.count)
                return
            }
            if byte == UInt8(ascii: "(") { throw cursor.error(.nestedGroup, at: cursor.position) }
            if needsSlash {
                guard byte == ASCII.slash else { throw cursor.error(.mustFillSegment, at: cursor.position) }
                cursor.position += 1
                guard cursor.position < bytes.count else { throw cursor.error(.unclosed("("), at: open) }
            }
            switch bytes[cursor.position] {
            case ASCII.slash: throw cursor.error(.emptySegment, at: cursor.position)
            case UInt8(ascii: ")"):
                throw cursor.error(segments.list.count == first ? .emptyGroup : .emptySegment, at: cursor.position)
            case UInt8(ascii: "("): throw cursor.error(.nestedGroup, at: cursor.position)
            default:
                let start = cursor.position
                segments.append(try parseSegment(&cursor, isHost: false), at: start)
            }
            needsSlash = true
        }
    }

    // MARK: - Segments

    /// Parses one segment starting at the cursor, stopping at `/`, `(`, `)` or the end.
    private func parseSegment(_ cursor: inout Cursor, isHost: Bool) throws(Elf.InputError) -> PatternSegment {
        let bytes = cursor.bytes
        let start = cursor.position
        cursor.segmentCount += 1
        guard cursor.segmentCount <= maxSegments else {
            throw cursor.error(.tooManySegments(limit: maxSegments), at: start)
        }
        let segment: PatternSegment
        switch bytes[start] {
        case UInt8(ascii: "<"):
            segment = try parsePlaceholder(&cursor, closer: UInt8(ascii: ">"))
        case UInt8(ascii: "{"):
            segment = try parsePlaceholder(&cursor, closer: UInt8(ascii: "}"))
        case UInt8(ascii: "*"):
            cursor.position += 1
            segment = .wildcard
        case ASCII.colon:
            segment = try parseColonPlaceholder(&cursor)
        default:
            segment = try parseLiteral(&cursor, isHost: isHost)
        }
        if cursor.position < bytes.count {
            switch bytes[cursor.position] {
            case ASCII.slash, UInt8(ascii: "("), UInt8(ascii: ")"): break
            case UInt8(ascii: ">"), UInt8(ascii: "}"):
                throw cursor.error(.unopened(Character(UnicodeScalar(bytes[cursor.position]))), at: cursor.position)
            default: throw cursor.error(.mustFillSegment, at: cursor.position)
            }
        }
        return segment
    }

    /// Parses `<name>`, `<type:name>` or `{name}` with the opener at the cursor.
    private func parsePlaceholder(_ cursor: inout Cursor, closer: UInt8) throws(Elf.InputError) -> PatternSegment {
        let bytes = cursor.bytes
        let open = cursor.position
        let opener = Character(UnicodeScalar(bytes[open]))
        var close = open + 1
        while close < bytes.count, bytes[close] != closer {
            switch bytes[close] {
            case ASCII.slash, UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: "{"):
                throw cursor.error(.unclosed(opener), at: open)
            default: close += 1
            }
        }
        guard close < bytes.count else { throw cursor.error(.unclosed(opener), at: open) }
        cursor.position = close + 1

        let body = bytes[(open + 1)..<close]
        var kind = PlaceholderKind.string
        var isPath = false
        var nameStart = open + 1
        if let colon = body.firstIndex(of: ASCII.colon) {
            guard closer == UInt8(ascii: ">") else { throw cursor.error(.typeInBraces, at: colon) }
            let typeName = String(decoding: bytes[(open + 1)..<colon], as: UTF8.self)
            if typeName == "path" {
                isPath = true
            } else if let builtIn = PlaceholderKind.builtIn(named: typeName) {
                kind = builtIn
            } else if let index = customTypes[typeName] {
                kind = .custom(index)
            } else {
                throw cursor.error(.unknownType(typeName), at: open + 1)
            }
            nameStart = colon + 1
        }
        let name = String(decoding: bytes[nameStart..<close], as: UTF8.self)
        guard !name.isEmpty else { throw cursor.error(.emptyName, at: nameStart) }
        guard Self.isValidName(bytes[nameStart..<close]) else {
            throw cursor.error(.invalidName(name), at: nameStart)
        }
        return isPath ? .path(name: name) : .placeholder(name: name, kind: kind)
    }

    /// Parses `:name`, the JLRoutes, Crossroad and FFRouter spelling of
    /// `<name>`, with the `:` at the cursor.
    ///
    /// The whole segment is the placeholder: `:` alone, `:1x`, `:a-b` and
    /// `:int:x` (no type in this spelling) are errors naming the column. A
    /// literal segment that starts with `:` is written `%3A…`; a `:` inside
    /// a segment (`12:30`) is literal text.
    private func parseColonPlaceholder(_ cursor: inout Cursor) throws(Elf.InputError) -> PatternSegment {
        let bytes = cursor.bytes
        let nameStart = cursor.position + 1
        var end = nameStart
        while end < bytes.count, bytes[end] != ASCII.slash, bytes[end] != UInt8(ascii: "("),
            bytes[end] != UInt8(ascii: ")"), bytes[end] != ASCII.question
        {
            end += 1
        }
        cursor.position = end
        let name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
        guard !name.isEmpty else { throw cursor.error(.emptyName, at: nameStart) }
        if let colon = bytes[nameStart..<end].firstIndex(of: ASCII.colon) {
            throw cursor.error(.typeInColonPlaceholder, at: colon)
        }
        guard Self.isValidName(bytes[nameStart..<end]) else { throw cursor.error(.invalidName(name), at: nameStart) }
        return .placeholder(name: name, kind: .string)
    }

    /// Whether `name` is `[A-Za-z_][A-Za-z0-9_]*`.
    static func isValidName(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first, ASCII.isAlpha(first) || first == UInt8(ascii: "_") else { return false }
        return name.dropFirst().allSatisfy { ASCII.isAlpha($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Parses literal text up to `/`, `(`, `)` or the end, and percent-decodes it once.
    private func parseLiteral(_ cursor: inout Cursor, isHost: Bool) throws(Elf.InputError) -> PatternSegment {
        let bytes = cursor.bytes
        let start = cursor.position
        // Most literals are plain ASCII with nothing to decode: find their end
        // in one pass and copy them once, instead of appending byte by byte.
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            guard byte < 0x80, Self.plainLiteral.contains(byte) else { break }
            end += 1
        }
        if end > start,
            end == bytes.count || bytes[end] == ASCII.slash || bytes[end] == UInt8(ascii: "(")
                || bytes[end] == UInt8(ascii: ")")
        {
            cursor.position = end
            let count = end - start
            if count <= 2, bytes[start] == ASCII.dot, count == 1 || bytes[start + 1] == ASCII.dot {
                throw cursor.error(.dotSegment, at: start)
            }
            // `^` and `|` are plain in a path but make a host malformed (ROUTING.md §4a).
            if isHost,
                let bad = (start..<end).first(where: { URLScanner.isForbiddenInDecodedHost(Unicode.Scalar(bytes[$0])) })
            {
                throw cursor.error(.invalidCharacter(Character(Unicode.Scalar(bytes[bad]))), at: bad)
            }
            // The text's own bytes, shared; a copy only to lowercase capitals.
            let literal = bytes[start..<end]
            if isHost || caseInsensitivePaths, literal.contains(where: ASCII.isUppercase) {
                return .literal(literal.map(ASCII.lowercased)[...])
            }
            return .literal(literal)
        }
        var decoded: [UInt8] = []
        while cursor.position < bytes.count {
            let position = cursor.position
            let byte = bytes[position]
            switch byte {
            case ASCII.slash, UInt8(ascii: "("), UInt8(ascii: ")"):
                return try finishLiteral(decoded, start: start, isHost: isHost, &cursor)
            case UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "*"):
                throw cursor.error(.mustFillSegment, at: position)
            case UInt8(ascii: ">"), UInt8(ascii: "}"):
                throw cursor.error(.unopened(Character(UnicodeScalar(byte))), at: position)
            case ASCII.colon where isHost:
                throw cursor.error(.portNotAllowed, at: position)
            case ASCII.percent:
                guard position + 2 < bytes.count,
                    let high = ASCII.hexValue(bytes[position + 1]),
                    let low = ASCII.hexValue(bytes[position + 2])
                else { throw cursor.error(.invalidPercentEscape, at: position) }
                decoded.append(high << 4 | low)
                cursor.position += 3
            default:
                if Self.isForbiddenInPattern(byte) {
                    throw cursor.error(.invalidCharacter(cursor.character(at: position)), at: position)
                }
                decoded.append(byte)
                cursor.position += 1
            }
        }
        return try finishLiteral(decoded, start: start, isHost: isHost, &cursor)
    }

    private func finishLiteral(
        _ decoded: [UInt8], start: Int, isHost: Bool, _ cursor: inout Cursor
    ) throws(Elf.InputError) -> PatternSegment {
        guard !decoded.isEmpty else { throw cursor.error(.emptySegment, at: start) }
        if decoded.count <= 2, decoded.allSatisfy({ $0 == ASCII.dot }) {
            throw cursor.error(.dotSegment, at: start)
        }
        // The URL reader's checks apply to literals too: escapes must decode to
        // UTF-8 and never to a control character.
        let raw = start..<cursor.position
        let failure: ScanFailure? = withBorrowedBytes(of: cursor.bytes) { buffer in
            do throws(ScanFailure) {
                _ = try URLScanner.validate(buffer, raw, forbidEncodedControls: true)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw cursor.error(.invalidPercentEscape, at: failure.offset) }
        // A host literal that decodes to a delimiter or an invisible character
        // could never match: such hosts are malformed URLs (ROUTING.md §4a).
        if isHost,
            let bad = String(decoding: decoded, as: UTF8.self).unicodeScalars.first(
                where: URLScanner.isForbiddenInDecodedHost)
        {
            throw cursor.error(.invalidCharacter(Character(bad)), at: start)
        }
        let lowercase = isHost || caseInsensitivePaths
        return .literal((lowercase ? decoded.map(ASCII.lowercased) : decoded)[...])
    }

    /// The literal bytes ``parseLiteral(_:isHost:)`` copies without a closer look.
    ///
    /// They are printable ASCII but the delimiters (`/`, `(`, `)`), what opens or
    /// closes a placeholder (`<`, `>`, `{`, `}`, `*`), `%`, `:` and what
    /// ``isForbiddenInPattern(_:)`` refuses. Such bytes need no decoding and
    /// pass every check of ``URLScanner/validate(_:_:forbidEncodedControls:)``.
    ///
    /// Written as masks, so the set is a constant in the binary rather than
    /// built on first use behind a lazy initializer that every call would
    /// check; a test compares it with ``isPlainLiteral(_:)``, the rule it encodes.
    static let plainLiteral = ASCIISet(low: 0x2BFF_78D6_0000_0000, high: 0x57FF_FFFF_C7FF_FFFE)

    /// Whether ``parseLiteral(_:isHost:)`` may copy `byte` without a closer
    /// look: the rule ``plainLiteral`` encodes.
    static func isPlainLiteral(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && !isForbiddenInPattern(byte) && !"/()<>{}*%:".utf8.contains(byte)
    }

    /// `?`, `#`, `\`, `@`, `[`, `]`, space and control characters never appear in patterns.
    static func isForbiddenInPattern(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.question, ASCII.hash, ASCII.backslash, ASCII.at, ASCII.openBracket,
            ASCII.closeBracket, ASCII.space:
            true
        default:
            byte < 0x20 || byte == 0x7F
        }
    }

    // MARK: - Checks and expansion

    /// Rejects two placeholders with the same name anywhere in the pattern:
    /// the path's first repeat, else the first query name bound before.
    private func checkNames(
        _ segments: inout Segments, queryNames: [(name: String, offset: Int)], _ cursor: inout Cursor
    ) throws(Elf.InputError) {
        if let (name, offset) = segments.duplicateName { throw cursor.error(.duplicateName(name), at: offset) }
        for (name, offset) in queryNames where segments.bindsAlready(queryName: name) {
            throw cursor.error(.duplicateName(name), at: offset)
        }
    }

    /// Expands the optional groups into forms and checks each form.
    private func expand(
        _ segments: Segments, root: RoutePattern.Root, _ cursor: inout Cursor
    ) throws(Elf.InputError) -> [RoutePattern.Form] {
        let groups = segments.groups
        guard groups.count <= maxGroups else {
            throw cursor.error(.tooManyGroups(limit: maxGroups), at: 0)
        }
        // Most patterns have no group: one form, nothing to compare it with.
        if groups.isEmpty {
            if let first = segments.catchAlls.first, first.index < segments.list.count - 1 {
                throw cursor.error(.catchAllNotLast, at: first.offset)
            }
            return [RoutePattern.Form(root: root, segments: segments.list)]
        }
        var forms: [RoutePattern.Form] = []
        var shapes: Set<RoutePattern.Shape> = []
        for mask in 0..<(1 << groups.count) {
            // The indices of the segments this form keeps: the required ones
            // and those of the groups the mask includes.
            var kept: [Int] = []
            var group = 0
            for index in segments.list.indices {
                while group < groups.count, groups[group].upperBound <= index { group += 1 }
                if group < groups.count, groups[group].contains(index), mask & (1 << group) == 0 { continue }
                kept.append(index)
            }
            if let misplaced = segments.catchAlls.first(where: { kept.dropLast().contains($0.index) }) {
                throw cursor.error(.catchAllNotLast, at: misplaced.offset)
            }
            let form = RoutePattern.Form(root: root, segments: kept.map { segments.list[$0] })
            // As written: whether `/a/x` and `/A/x` are one shape depends on
            // the router's entry points (ROUTING.md §4b), which its registry checks.
            guard shapes.insert(form.shape(foldingPathRoot: false)).inserted else {
                throw cursor.error(.duplicate(existing: cursor.text), at: 0)
            }
            forms.append(form)
        }
        return forms
    }
}

/// The parser's position in the pattern, and the text for error messages.
private struct Cursor {
    let text: String
    let bytes: [UInt8]
    var position = 0
    /// How many segments have been parsed, the host included.
    var segmentCount = 0

    func error(_ reason: Elf.InputError.Reason, at offset: Int) -> Elf.InputError {
        Elf.InputError(pattern: text, reason: reason, offset: offset)
    }

    /// The whole character that starts at `offset` (for error messages).
    func character(at offset: Int) -> Character {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return text[index]
    }
}
