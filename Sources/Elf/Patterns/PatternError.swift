extension Elf {
    /// Why a pattern could not be registered, with the pattern and the column.
    ///
    /// Registration never crashes: ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)`` throws this value,
    /// and nothing is registered.
    ///
    /// ```swift
    /// do {
    ///     try elf.register("app://user/<id") { UserHandler() }
    /// } catch {
    ///     print(error)   // invalid pattern "app://user/<id" at column 12: '<' is never closed
    /// }
    /// ```
    public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong with the pattern.
        public enum Reason: Sendable, Equatable {
            /// The pattern starts with none of `scheme://`, `*://` or `/`.
            case invalidStart
            /// The scheme is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
            case invalidScheme
            /// `scheme://` is not followed by a host.
            case missingHost
            /// An opening `<`, `{` or `(` has no closer.
            case unclosed(Character)
            /// A closing `>`, `}` or `)` has no opener.
            case unopened(Character)
            /// A placeholder has an empty name (`<>`, `<int:>`).
            case emptyName
            /// A placeholder name is not `[A-Za-z_][A-Za-z0-9_]*`.
            case invalidName(String)
            /// A placeholder names a type the router does not know.
            case unknownType(String)
            /// Braces take no type (`{int:x}`).
            case typeInBraces
            /// A `:name` placeholder names a type (`:int:x`): write `<int:x>`.
            case typeInColonPlaceholder
            /// A placeholder, `*` or optional group shares a segment with other text.
            case mustFillSegment
            /// `*` or `<path:...>` is followed by more of the pattern.
            case catchAllNotLast
            /// Two placeholders bind the same name.
            case duplicateName(String)
            /// An optional group holds no segment.
            case emptyGroup
            /// An optional group opens inside another.
            case nestedGroup
            /// An optional group stands in the host position.
            case groupInHost
            /// More optional groups than the router expands.
            case tooManyGroups(limit: Int)
            /// More segments than a pattern may hold (256), the host and the
            /// segments of every optional group included; the column is the
            /// first segment over the limit.
            ///
            /// The limit bounds the depth of the routing tree, which
            /// the tree drawing (ElfTesting's `treeDescription`) recurses: a much deeper tree
            /// could overflow the stack of a secondary thread. URLs have no
            /// such limit.
            case tooManySegments(limit: Int)
            /// A character patterns may not hold (`?`, `#`, `\`, `@`, `[`, `]`, spaces, controls).
            case invalidCharacter(Character)
            /// A doubled or trailing `/`.
            case emptySegment
            /// A `.` or `..` segment.
            case dotSegment
            /// A `%` not followed by two hexadecimal digits, or escapes that are not UTF-8.
            case invalidPercentEscape
            /// A port in the host (`app://host:80`): patterns have none.
            case portNotAllowed
            /// The pattern is longer than the router's limit, in UTF-8 bytes.
            case tooLong(limit: Int)
            /// Another registered pattern (named here) matches the same URLs.
            case duplicate(existing: String)
            /// A query constraint is not `key=value` with a non-empty key and
            /// value (`?tab`, `?a=`, `?=1`, `&&`, a trailing `?` or `&`, `a=b=c`).
            case invalidQueryItem
            /// A query constraint's key is a placeholder (`?<k>=1`, `?:k=1`):
            /// keys are literals (write a key that starts with `:` as `%3A…`).
            case placeholderAsQueryKey
            /// A query key is constrained twice.
            case duplicateQueryKey(String)
            /// `*` or `<path:...>` in query constraints.
            case catchAllInQuery
        }

        /// The pattern as it was given.
        public let pattern: String
        /// What was wrong.
        public let reason: Reason
        /// The position of the problem, as a UTF-8 byte offset into ``pattern``.
        public let offset: Int

        /// Creates an error for `pattern` at the UTF-8 byte `offset`.
        public init(pattern: String, reason: Reason, offset: Int) {
            self.pattern = pattern
            self.reason = reason
            self.offset = offset
        }

        /// The 1-based column (in characters) of the problem within ``pattern``.
        public var column: Int { shape.column ?? 1 }

        /// A one-line explanation naming the pattern and the column.
        public var description: String {
            shape.describe(reason.explanation)
        }

        private var shape: ErrorShape { ErrorShape(what: "invalid pattern", input: pattern, offset: offset) }
    }
}

/// Why a pattern could not be registered, with the column; the same type as ``Elf/PatternError``.
///
/// ```swift
/// do { try elf.register("app://user/<id") { UserHandler() } } catch { print(error.column) }   // error: PatternError
/// ```
public typealias PatternError = Elf.PatternError

extension Elf.PatternError.Reason {
    /// A short human phrase for the reason.
    var explanation: String {
        switch self {
        case .invalidStart: "a pattern starts with scheme://, *:// or /"
        case .invalidScheme: "invalid scheme"
        case .missingHost: "scheme:// must be followed by a host"
        case .unclosed(let opener): "'\(loggableText(String(opener), quoted: false))' is never closed"
        case .unopened(let closer): "'\(loggableText(String(closer), quoted: false))' was never opened"
        case .emptyName: "empty placeholder name"
        case .invalidName(let name): "invalid placeholder name '\(loggableText(name, quoted: false))'"
        case .unknownType(let type): "unknown placeholder type '\(loggableText(type, quoted: false))'"
        case .typeInBraces: "braces take no type; write <type:name>"
        case .typeInColonPlaceholder: ":name takes no type; write <type:name>"
        case .mustFillSegment: "a placeholder, * or optional group must fill whole segments"
        case .catchAllNotLast: "* and <path:...> must be the last element"
        case .duplicateName(let name): "placeholder name '\(loggableText(name, quoted: false))' is used twice"
        case .emptyGroup: "empty optional group"
        case .nestedGroup: "optional groups do not nest"
        case .groupInHost: "an optional group cannot stand in the host position"
        case .tooManyGroups(let limit): "more than \(limit) optional groups"
        case .tooManySegments(let limit): "more than \(limit) segments"
        case .invalidCharacter(let character):
            "'\(character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())' is not allowed in patterns"
        case .emptySegment: "empty segment (doubled or trailing '/')"
        case .dotSegment: "'.' and '..' segments are not allowed"
        case .invalidPercentEscape: "invalid percent escape"
        case .portNotAllowed: "patterns have no port"
        case .tooLong(let limit): "longer than \(limit) bytes"
        case .duplicate(let existing): "matches the same URLs as \(loggableText(existing))"
        case .invalidQueryItem: "a query constraint is key=value with a non-empty key and value"
        case .placeholderAsQueryKey: "a query key is literal text (write a leading ':' as %3A)"
        case .duplicateQueryKey(let key): "query key '\(loggableText(key, quoted: false))' is constrained twice"
        case .catchAllInQuery: "* and <path:...> cannot stand in query constraints"
        }
    }
}
