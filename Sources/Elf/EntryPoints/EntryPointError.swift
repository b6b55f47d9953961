extension Elf {
    /// Why an entry point could not be added (or removed): the entry point,
    /// what was wrong, and the column, or the two patterns it would have made
    /// duplicates.
    ///
    /// Adding or removing an entry point is all or nothing: when it throws,
    /// the router's entry points and routes are as they were.
    ///
    /// ```swift
    /// do {
    ///     try elf.addEntryPoint("https://www.example.com/")
    /// } catch {
    ///     print(error)   // invalid entry point "https://www.example.com/" at column 24: empty segment (doubled or trailing '/')
    /// }
    /// ```
    public struct EntryPointError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong with the entry point.
        public enum Reason: Sendable, Equatable {
            /// The text does not start with `scheme://`.
            case invalidStart
            /// The scheme is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
            case invalidScheme
            /// `scheme://` is followed by a `/` instead of a host (`app:///x`).
            case missingHost
            /// A character entry points may not hold: they are literal text, so
            /// no placeholder, group, `*`, query, fragment, percent escape,
            /// userinfo or IPv6 host; a host holds letters, digits, `-`, `.`,
            /// `_` and `~`, and a prefix segment does not start with `:`.
            case invalidCharacter(Character)
            /// A port after the host (`https://example.com:443`).
            case portNotAllowed
            /// A doubled or trailing `/`.
            case emptySegment
            /// A `.` or `..` host or segment.
            case dotSegment
            /// An entry point that compares equal (named here, as it was
            /// added) is already there: scheme and host compare ignoring case.
            case alreadyAdded(existing: String)
            /// Through this entry point, the registered path pattern `pattern`
            /// would match the same URLs as the registered pattern `existing`
            /// (both may be the same pattern, through two entry points).
            case duplicate(pattern: String, existing: String)
            /// Removing this entry point, the router's last, would make the
            /// registered path patterns `pattern` and `existing` duplicates:
            /// without entry points a path pattern's first literal compares
            /// ignoring case, as a host does (`/Module/x` and `/module/x`).
            case duplicateWithoutEntryPoints(pattern: String, existing: String)
            /// Through this entry point, `pattern` would have more segments
            /// than a pattern may hold (see ``PatternError/Reason/tooManySegments(limit:)``).
            case tooManySegments(pattern: String, limit: Int)
        }

        /// The entry point as it was given.
        public let entryPoint: String
        /// What was wrong.
        public let reason: Reason
        /// The position of the problem, as a UTF-8 byte offset into
        /// ``entryPoint``; 0 for the reasons about patterns.
        public let offset: Int

        /// Creates an error for `entryPoint` at the UTF-8 byte `offset`.
        public init(entryPoint: String, reason: Reason, offset: Int) {
            self.entryPoint = entryPoint
            self.reason = reason
            self.offset = offset
        }

        /// The 1-based column (in characters) of the problem within ``entryPoint``.
        public var column: Int { shape.column ?? 1 }

        private var shape: ErrorShape { ErrorShape(what: "invalid entry point", input: entryPoint, offset: offset) }

        /// A one-line explanation naming the entry point and the column, or
        /// the patterns at fault.
        public var description: String {
            let entryPoint = loggableText(entryPoint)
            switch reason {
            case .alreadyAdded(let existing):
                return "entry point \(entryPoint) is already added as \(loggableText(existing))"
            case .duplicate(let pattern, let existing) where pattern == existing:
                return
                    "entry point \(entryPoint) not added: through it, \(loggableText(pattern)) would match the same URLs twice"
            case .duplicate(let pattern, let existing):
                return
                    "entry point \(entryPoint) not added: through it, \(loggableText(pattern)) would match the same URLs as \(loggableText(existing))"
            case .duplicateWithoutEntryPoints(let pattern, let existing) where pattern == existing:
                return
                    "entry point \(entryPoint) not removed: without entry points, \(loggableText(pattern)) would match the same URLs twice"
            case .duplicateWithoutEntryPoints(let pattern, let existing):
                return
                    "entry point \(entryPoint) not removed: without entry points, \(loggableText(pattern)) would match the same URLs as \(loggableText(existing))"
            case .tooManySegments(let pattern, let limit):
                return
                    "entry point \(entryPoint) not added: through it, \(loggableText(pattern)) would have more than \(limit) segments"
            default:
                return shape.describe(reason.explanation)
            }
        }
    }
}

/// Why an entry point could not be added; the same type as ``Elf/EntryPointError``.
///
/// ```swift
/// do { try elf.addEntryPoint("https://example.com:443") } catch { print(error.column) }   // 20
/// ```
public typealias EntryPointError = Elf.EntryPointError

extension Elf.EntryPointError.Reason {
    /// A short human phrase for the reasons about the text.
    var explanation: String {
        switch self {
        case .invalidStart: "an entry point is scheme://, scheme://host or scheme://host/path"
        case .invalidScheme: "invalid scheme"
        case .missingHost: "scheme:// must be followed by a host or nothing"
        case .invalidCharacter(let character):
            "'\(character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())' is not allowed: "
                + "entry points are literal text"
        case .portNotAllowed: "entry points have no port"
        case .emptySegment: "empty segment (doubled or trailing '/')"
        case .dotSegment: "'.' and '..' are not allowed"
        case .alreadyAdded(let existing): "already added as \(loggableText(existing))"
        case .duplicate(let pattern, let existing):
            "\(loggableText(pattern)) would match the same URLs as \(loggableText(existing))"
        case .duplicateWithoutEntryPoints(let pattern, let existing):
            "without entry points, \(loggableText(pattern)) would match the same URLs as \(loggableText(existing))"
        case .tooManySegments(let pattern, let limit): "\(loggableText(pattern)) would have more than \(limit) segments"
        }
    }
}
