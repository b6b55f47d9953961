extension Elf {
    /// Why Elf refused an input: a pattern, a URL, an entry point, a route
    /// type, a parameter, a rewrite rule or a placeholder type name, what was
    /// wrong with it, and where.
    ///
    /// Elf never crashes on bad input: it throws or reports this one error
    /// type, whose ``reason`` says what was wrong and whose ``column`` says
    /// where. Its description is one line, safe to log, that reads
    /// `<what> "<input>" at column <n>: <why>`:
    ///
    /// ```swift
    /// do {
    ///     try elf.register("app://user/<id") { UserHandler() }
    /// } catch {
    ///     print(error)          // invalid pattern "app://user/<id" at column 12: '<' is never closed
    ///     print(error.reason)   // unclosed("<")
    ///     print(error.column)   // 12
    /// }
    /// ```
    ///
    /// The ten error types before it (`PatternError`, `MalformedURL`,
    /// `EntryPointError`, `RouteTypeError`, `ParameterError`,
    /// `ReverseRoutingError`, `RewriteError`, `RewriteRuleSetError`,
    /// `UnsafeURLError`, `PlaceholderTypeError`) are type aliases of it for
    /// one release, with their properties and initializers.
    public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The input the error is about, as it was given: the pattern, the URL,
        /// the entry point, the parameter's name, the placeholder type's name.
        ///
        /// For a rewrite rule it is the rule's template when ``offset`` points
        /// into it, and its pattern or regex otherwise; for a set of rules, empty.
        ///
        /// ```swift
        /// error.input   // "app://user/<id"
        /// ```
        public let input: String
        /// What was wrong.
        ///
        /// ```swift
        /// if error.reason == .tooLong(limit: 8192) { print("too long") }
        /// ```
        public let reason: Reason
        /// The position of the problem, as a UTF-8 byte offset into ``input``,
        /// or `nil` when the error points at no position.
        ///
        /// ```swift
        /// error.offset   // 11: the "<" of "app://user/<id"
        /// ```
        public let offset: Int?
        /// What the input is, as the description's sentence starts ("invalid
        /// pattern", "malformed URL"), with what else the sentence names.
        let what: What

        /// An error about `input`, of the kind `what`.
        init(_ what: What, input: String, reason: Reason, offset: Int?) {
            self.what = what
            self.input = input
            self.reason = reason
            self.offset = offset
        }

        /// The 1-based column, in characters, of ``offset`` within ``input``;
        /// 1 when the error points at no position.
        ///
        /// ```swift
        /// error.column   // 12
        /// ```
        public var column: Int {
            guard let offset else { return 1 }
            return characterColumn(in: input, utf8Offset: offset)
        }
    }
}

/// Why Elf refused an input, with the reason and the column; the same type as ``Elf/InputError``.
///
/// ```swift
/// do { try elf.register("app://user/<id") { UserHandler() } } catch { print(error.column) }   // error: InputError
/// ```
public typealias InputError = Elf.InputError

extension Elf.InputError {
    /// What an input is, as the description's sentence starts, and what else
    /// the sentence names that the reason does not carry.
    ///
    /// The cases with more than a string are indirect, so an error built on
    /// a lookup of a malformed URL stays small.
    enum What: Sendable, Equatable {
        /// A pattern: "invalid pattern".
        case pattern
        /// A URL the router reads: "malformed URL".
        case malformedURL
        /// An entry point: "invalid entry point".
        case entryPoint
        /// A route type's pattern: "route type X does not fit its pattern".
        case routeType(String)
        /// A parameter read as a type: "parameter".
        indirect case parameter(value: String?, expectedType: String)
        /// A pattern a URL is built from: "cannot build a URL from".
        case reverseRouting(placeholder: String?)
        /// A rewrite rule, or the rewriting of a URL: "rewrite rule".
        indirect case rewriteRule(Elf.RewriteRule?, index: Int?)
        /// A set of rewrite rules: "rewrite rules rejected".
        case rewriteRules
        /// An untrusted URL: "unsafe URL".
        case unsafeURL
        /// A custom placeholder type's name: "placeholder type".
        case placeholderType
    }
}

/// The 1-based column, in characters, of a UTF-8 offset in `text`.
func characterColumn(in text: String, utf8Offset offset: Int) -> Int {
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: min(max(offset, 0), text.utf8.count))
    return text[..<index].count + 1
}
