extension Elf {
    /// Why ``Elf/url(for:_:through:)`` could not build a URL: the pattern, the
    /// placeholder and what was wrong with its value.
    ///
    /// ```swift
    /// do {
    ///     _ = try elf.url(for: "app://item/<int:id>", ["id": "forty-two"])
    /// } catch {
    ///     print(error)   // cannot build a URL from "app://item/<int:id>": "forty-two" is not of type int, so it cannot fill <id>
    /// }
    /// ```
    public struct ReverseRoutingError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What kept the URL from being built.
        public enum Reason: Sendable, Equatable {
            /// The pattern does not parse; the pattern error names the column.
            case invalidPattern(PatternError)
            /// A `*://` pattern names no scheme: write the scheme the URL should have instead of `*`.
            case anyScheme
            /// The values have no entry for a placeholder the pattern needs.
            case missingValue
            /// The value does not parse as the placeholder's type (`int`, `uuid`, a custom type...).
            case invalidValue(String, type: String)
            /// The value is empty, and a placeholder fills a whole, non-empty segment.
            case emptyValue
            /// A `<path:...>` or `*` value has an empty segment (`a//b`, `/a`, `a/`),
            /// which the URL reader would drop.
            case emptySegment(String)
            /// The value is `.` or `..` (or a `<path:...>`/`*` value has such a
            /// segment), which no placeholder matches.
            case dotSegment(String)
            /// The value holds a control character (C0, DEL or C1), which a URL
            /// may not carry in its host or path.
            case controlCharacter(String)
            /// The value stands in the host, which the URL reader lowercases, and
            /// it has ASCII capitals: it would not come back as given.
            case uppercaseHost(String)
            /// The value stands in the host and holds a delimiter (`@`, `/`,
            /// `:`, …), a control, or a white-space or invisible character,
            /// which makes the URL malformed (ROUTING.md §4a): a host
            /// placeholder never carries one.
            case delimiterInHost(String)
            /// An optional group has values for some of its placeholders but not
            /// for this one: give all of a group's values or none.
            case incompleteGroup(given: String)
            /// The values leave out an optional group, but the URL they give
            /// would be read as the form with the group, binding the names in
            /// `binds` (`app://a(/<x>)/*` with only `*` = `b/c` gives
            /// `app://a/b/c`, where `x` is `b`): give the group's values too.
            case otherForm(url: String, binds: [String])
            /// A value the pattern does not name (so it goes into the query) has an empty name.
            case emptyQueryName
            /// The URL would be longer than the router reads, in UTF-8 bytes.
            case tooLong(limit: Int)
            /// A route value's property (named in ``placeholder``) holds
            /// what a URL cannot carry, and the text says what: a nested
            /// structure, a list of lists, a list for a placeholder, an empty
            /// list in an optional (``Elf/url(for:through:)``).
            ///
            /// ```swift
            /// try elf.url(for: ListRoute(tags: []))   // tags: [String]? is empty: unsupportedValue
            /// ```
            case unsupportedValue(String)
            /// The URL written for a route value would not read back as the
            /// same value, and `reason` says why: a value its property does
            /// not decode, a property the type does not encode
            /// (``Elf/url(for:through:)``).
            ///
            /// ```swift
            /// try elf.url(for: PriceRoute(price: .infinity))
            /// // doesNotRouteBack(url: "app://price?price=inf", reason: ... "inf" is not a valid Double)
            /// ```
            case doesNotRouteBack(url: String, reason: String)
            /// A URL through an entry point was asked of a pattern that names
            /// its own scheme: only path patterns are reached through entry points.
            case notAPathPattern
            /// The entry point is not one this router has (``Elf/addEntryPoint(_:)``).
            case unknownEntryPoint(String)
        }

        /// The pattern as it was given.
        public let pattern: String
        /// The name of the placeholder whose value was wrong or missing (`"*"`
        /// for a wildcard), or of a route value's property, or `nil` when the
        /// problem is not one placeholder's.
        public let placeholder: String?
        /// What was wrong.
        public let reason: Reason

        /// Creates an error for `pattern`.
        public init(pattern: String, placeholder: String? = nil, reason: Reason) {
            self.pattern = pattern
            self.placeholder = placeholder
            self.reason = reason
        }

        /// A one-line explanation naming the pattern, the placeholder and the problem.
        public var description: String {
            if case .invalidPattern(let error) = reason { return "cannot build a URL: \(error)" }
            return ErrorShape(what: "cannot build a URL from", input: pattern, offset: nil).describe(explanation)
        }

        private var explanation: String {
            let name = placeholder == "*" ? "*" : "<\(loggableText(placeholder ?? "", quoted: false))>"
            switch reason {
            case .invalidPattern(let error): return error.description
            case .anyScheme: return "a *:// pattern names no scheme; write the URL's scheme instead of *"
            case .missingValue: return "no value for \(name)"
            case .invalidValue(let value, let type):
                return
                    "\(loggableText(value)) is not of type \(loggableText(type, quoted: false)), so it cannot fill \(name)"
            case .emptyValue: return "the value for \(name) is empty, but it must fill a segment"
            case .emptySegment(let value):
                return "the value \(loggableText(value)) for \(name) has an empty segment, which the URL reader drops"
            case .dotSegment(let value):
                return
                    "the value \(loggableText(value)) for \(name) is or holds a \".\" or \"..\" segment, which nothing matches"
            case .controlCharacter:
                return "the value for \(name) holds a control character, which a URL's host and path cannot carry"
            case .uppercaseHost(let value):
                return
                    "the value \(loggableText(value)) for \(name) stands in the host, which is read lowercased; pass it lowercased"
            case .delimiterInHost(let value):
                return
                    "the value \(loggableText(value)) for \(name) stands in the host and holds a delimiter or invisible character, which a host cannot carry"
            case .incompleteGroup(let given):
                return
                    "no value for \(name), but its optional group has one for <\(loggableText(given, quoted: false))>; give all or none"
            case .otherForm(let url, let names):
                let listed = names.map { $0 == "*" ? "*" : "<\(loggableText($0, quoted: false))>" }
                return
                    "\(loggableText(url)) would be read with another optional group, binding \(listed.joined(separator: ", ")); give that group's values"
            case .emptyQueryName: return "a value with an empty name cannot go into the query"
            case .tooLong(let limit): return "the URL would be longer than \(limit) bytes"
            case .unsupportedValue(let what):
                return
                    "the property \(loggableText(placeholder ?? "")) cannot be written: \(loggableText(what, quoted: false))"
            case .doesNotRouteBack(let url, let reason):
                return
                    "\(loggableText(url)) would not read back as the same value: \(loggableText(reason, limit: 400, quoted: false))"
            case .notAPathPattern:
                return "it names its own scheme, and only a path pattern (\"/...\") is reached through an entry point"
            case .unknownEntryPoint(let entryPoint):
                return "the router has no entry point \(loggableText(entryPoint)); add it with addEntryPoint(_:)"
            }
        }
    }
}

/// Why a URL could not be built from a pattern; the same type as ``Elf/ReverseRoutingError``.
///
/// ```swift
/// do { _ = try elf.url(for: "app://item/<int:id>", [:]) } catch { print(error.reason) }   // error: ReverseRoutingError
/// ```
public typealias ReverseRoutingError = Elf.ReverseRoutingError
