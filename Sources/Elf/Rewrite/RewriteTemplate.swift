/// The right-hand side of a rewrite rule, parsed once when the rule is added.
///
/// A template is URL text with substitutions:
///
/// - `<name>` or `{name}` (declarative rules): the value the `from` pattern
///   bound, decoded, then percent-encoded for where it lands; `*` filling a
///   whole path segment is the value of the pattern's `*`.
/// - `$1`…, `$$1`…, `$#1`… (regex rules): a capture group as written in the
///   URL, percent-encoded for where it lands, or percent-decoded.
/// - `$scheme`, `$host`, `$port`, `$path`, `$query`, `$fragment`, `$url`, and
///   their `$$` and `$#` forms (both kinds): the input URL's parts as written.
///
/// Where a value lands (scheme, host, path, query, fragment) follows from the
/// template's own delimiters, never from the values pasted in.
struct RewriteTemplate: Sendable {
    typealias Position = URLComponentEncoding.Position

    /// How a `$` form treats its text.
    enum Transform: Sendable, Equatable {
        /// As written (`$1`, `$query`).
        case raw
        /// Decoded, then percent-encoded for where it lands (`$$1`).
        case encode
        /// Percent-decoded (`$#1`).
        case decode
    }

    /// A part of the input URL a `$` variable names.
    enum Variable: String, Sendable, CaseIterable {
        case scheme, host, port, path, query, fragment, url
    }

    /// One piece of the template.
    enum Token: Sendable, Equatable {
        case literal([UInt8])
        /// The `?` that starts the template's query.
        case queryDelimiter
        /// The `#` that starts the template's fragment.
        case fragmentDelimiter
        /// A declarative placeholder; `fillsSegment` when it is a whole path segment.
        case placeholder(name: String, fillsSegment: Bool)
        case group(Int, Transform)
        case variable(Variable, Transform)
    }

    /// A token and the part of the URL it lands in.
    struct Part: Sendable, Equatable {
        var token: Token
        var position: Position
    }

    /// What a template may refer to.
    enum Kind: Sendable {
        /// A declarative rule's template: placeholders must be among `names`
        /// (`*` for the wildcard).
        case declarative(names: Set<String>)
        /// A regex rule's template: groups up to `groupCount`.
        case regex(groupCount: Int)
    }

    /// A problem found while parsing, before it is tied to its rule.
    struct Problem: Error, Equatable {
        var reason: Elf.InputError.Reason
        var offset: Int
    }

    let parts: [Part]

    // MARK: - Parsing

    /// Parses `text` as a template of `kind`.
    ///
    /// - Complexity: O(*n*) in the length of the template.
    init(_ text: String, kind: Kind) throws(Problem) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw Problem(reason: .invalidTemplate("empty template"), offset: 0) }
        var parser = Parser(bytes: bytes, kind: kind)
        try parser.run()
        parts = parser.parts
    }

    private struct Parser {
        let bytes: [UInt8]
        let kind: Kind
        var parts: [Part] = []
        var position = Position.scheme
        var literal: [UInt8] = []
        var literalStart = 0
        var index = 0

        init(bytes: [UInt8], kind: Kind) {
            self.bytes = bytes
            self.kind = kind
        }

        var isDeclarative: Bool {
            if case .declarative = kind { true } else { false }
        }

        mutating func run() throws(Problem) {
            if bytes[0] == ASCII.slash { position = .path }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "$"):
                    try flushLiteral()
                    try parseDollar()
                case UInt8(ascii: "<") where isDeclarative, UInt8(ascii: "{") where isDeclarative:
                    try flushLiteral()
                    try parsePlaceholder()
                case UInt8(ascii: ">") where isDeclarative, UInt8(ascii: "}") where isDeclarative:
                    throw Problem(
                        reason: .invalidTemplate("'\(Character(UnicodeScalar(byte)))' was never opened"), offset: index)
                case UInt8(ascii: "*") where isDeclarative && isWholeSegment(index..<index + 1):
                    try flushLiteral()
                    try bind("*", at: index)
                    append(.placeholder(name: "*", fillsSegment: true))
                    index += 1
                    literalStart = index
                default:
                    try literalByte(byte)
                }
            }
            try flushLiteral()
            // Text that never reaches a `:` names no scheme (`search`), unless a
            // substitution came first and may stand for the scheme (`$url`).
            if position == .scheme, case .literal = parts.first?.token {
                throw Problem(reason: .invalidTemplate("a template starts with scheme: or /"), offset: 0)
            }
        }

        /// Takes one byte of literal text, following the delimiters that move between positions.
        mutating func literalByte(_ byte: UInt8) throws(Problem) {
            if position == .scheme {
                if byte == ASCII.colon {
                    try checkScheme(upTo: index)
                    literal.append(byte)
                    index += 1
                    if index + 1 < bytes.count, bytes[index] == ASCII.slash, bytes[index + 1] == ASCII.slash {
                        literal += [ASCII.slash, ASCII.slash]
                        index += 2
                        position = .host
                    } else {
                        position = .path
                    }
                    return
                }
                if byte == ASCII.slash || byte == ASCII.question || byte == ASCII.hash {
                    // `search?q=1` names no scheme; after a substitution (`$1/x`) the text decides nothing.
                    guard !parts.isEmpty else {
                        throw Problem(reason: .invalidTemplate("a template starts with scheme: or /"), offset: 0)
                    }
                    position = .path
                }
            }
            switch byte {
            case ASCII.slash where position == .host:
                position = .path
            case ASCII.question where position == .host || position == .path:
                try delimiter(.queryDelimiter, then: .query)
                return
            case ASCII.hash where position != .fragment:
                try delimiter(.fragmentDelimiter, then: .fragment)
                return
            default:
                break
            }
            literal.append(byte)
            index += 1
        }

        /// Ends the literal text before a `?` or `#` that starts the query or the fragment.
        mutating func delimiter(_ token: Token, then next: Position) throws(Problem) {
            try flushLiteral()
            append(token)
            position = next
            index += 1
            literalStart = index
        }

        /// Checks a scheme the template spells out in full, up to its colon at `end`.
        func checkScheme(upTo end: Int) throws(Problem) {
            guard parts.isEmpty else { return }
            guard end > 0, ASCII.isAlpha(bytes[0]) else {
                throw Problem(reason: .invalidTemplate("invalid scheme"), offset: 0)
            }
            if let bad = bytes[1..<end].firstIndex(where: { !ASCII.isSchemeByte($0) }) {
                throw Problem(reason: .invalidTemplate("invalid scheme"), offset: bad)
            }
        }

        /// Ends the literal text collected so far, after checking its escapes and characters.
        mutating func flushLiteral() throws(Problem) {
            guard !literal.isEmpty else {
                literalStart = index
                return
            }
            let range = literalStart..<index
            let failure: ScanFailure? = withBorrowedBytes(of: bytes) { buffer in
                do throws(ScanFailure) {
                    _ = try URLScanner.validate(buffer, range, forbidEncodedControls: false)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure {
                let why = Elf.InputError(url: "", failure).explanation  // as a malformed URL words it
                throw Problem(reason: .invalidTemplate(why), offset: failure.offset)
            }
            append(.literal(literal))
            literal.removeAll()
            literalStart = index
        }

        mutating func append(_ token: Token) {
            parts.append(Part(token: token, position: position))
        }

        /// Parses `$1`, `$$1`, `$#1`, `$name`, `$$name` or `$#name` at `index`.
        mutating func parseDollar() throws(Problem) {
            let start = index
            var cursor = index + 1
            var transform = Transform.raw
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") || bytes[cursor] == ASCII.hash {
                transform = bytes[cursor] == ASCII.hash ? .decode : .encode
                cursor += 1
            }
            let bodyStart = cursor
            if cursor < bytes.count, ASCII.isDigit(bytes[cursor]) {
                while cursor < bytes.count, ASCII.isDigit(bytes[cursor]) { cursor += 1 }
                guard case .regex(let groupCount) = kind else {
                    throw Problem(
                        reason: .invalidTemplate("declarative templates name values as <name>, not $1"), offset: start)
                }
                // More digits than any group count has cannot name a group; do not overflow on them.
                let digits = bytes[bodyStart..<cursor]
                let group =
                    digits.count > 6 ? Int.max : digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                guard group <= groupCount else {
                    throw Problem(reason: .missingCaptureGroup(group, available: groupCount), offset: start)
                }
                append(.group(group, transform))
            } else if cursor < bytes.count, ASCII.isAlpha(bytes[cursor]) {
                while cursor < bytes.count, ASCII.isAlpha(bytes[cursor]) { cursor += 1 }
                let name = String(decoding: bytes[bodyStart..<cursor], as: UTF8.self)
                guard let variable = Variable(rawValue: name) else {
                    throw Problem(reason: .unknownVariable(name), offset: start)
                }
                append(.variable(variable, transform))
            } else {
                throw Problem(
                    reason: .invalidTemplate("'$' starts $1, $name, $$… or $#…; write %24 for a literal $"),
                    offset: start)
            }
            index = cursor
            literalStart = index
        }

        /// Parses `<name>` or `{name}` at `index`.
        mutating func parsePlaceholder() throws(Problem) {
            let open = index
            let opener = bytes[open]
            let closer = opener == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "}")
            var close = open + 1
            while close < bytes.count, bytes[close] != closer, bytes[close] != UInt8(ascii: "<"),
                bytes[close] != UInt8(ascii: "{")
            {
                close += 1
            }
            guard close < bytes.count, bytes[close] == closer else {
                throw Problem(
                    reason: .invalidTemplate("'\(Character(UnicodeScalar(opener)))' is never closed"), offset: open)
            }
            let body = bytes[(open + 1)..<close]
            if body.contains(ASCII.colon) {
                throw Problem(reason: .invalidTemplate("templates take no type: write <name>"), offset: open)
            }
            let name = String(decoding: body, as: UTF8.self)
            guard PatternParser.isValidName(body) else {
                throw Problem(reason: .invalidTemplate("invalid placeholder name '\(name)'"), offset: open)
            }
            try bind(name, at: open)
            append(.placeholder(name: name, fillsSegment: isWholeSegment(open..<close + 1)))
            index = close + 1
            literalStart = index
        }

        /// Checks that the `from` pattern binds `name`.
        func bind(_ name: String, at offset: Int) throws(Problem) {
            guard case .declarative(let names) = kind, names.contains(name) else {
                throw Problem(reason: .unboundPlaceholder(name), offset: offset)
            }
        }

        /// Whether `range` is a whole path segment: after `/`, before `/`, `?`, `#` or the end.
        func isWholeSegment(_ range: Range<Int>) -> Bool {
            guard position == .path, range.lowerBound > 0, bytes[range.lowerBound - 1] == ASCII.slash else {
                return false
            }
            guard range.upperBound < bytes.count else { return true }
            let next = bytes[range.upperBound]
            return next == ASCII.slash || next == ASCII.question || next == ASCII.hash
        }
    }
}
