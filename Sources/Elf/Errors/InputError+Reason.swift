import Foundation

extension Elf.InputError {
    /// What was wrong with the input: one case per problem, grouped by the
    /// kind of input it is found in.
    ///
    /// A case two kinds of input share (``invalidScheme``,
    /// ``tooLong(limit:)``, ``dotSegment``…) is one case; the error's
    /// description still words it for its input.
    ///
    /// ```swift
    /// switch error.reason {
    /// case .unclosed(let opener): print("close the \(opener)")
    /// case .tooLong(let limit): print("at most \(limit) bytes")
    /// default: print(error)
    /// }
    /// ```
    public enum Reason: Sendable, Equatable {
        // The cases whose values take more room than a string are `indirect`, so
        // a reason, and the error built on a lookup of a malformed URL, stay small.

        // MARK: Patterns (some shared with entry points, URLs and rewrite rules)

        /// The pattern starts with none of `scheme://`, `*://` or `/`; the
        /// entry point does not start with `scheme://`.
        case invalidStart
        /// The scheme is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`
        /// (a pattern's, an entry point's or a URL's).
        case invalidScheme
        /// `scheme://` is not followed by a host (an entry point's may be
        /// followed by nothing, but not by `/`: `app:///x`).
        case missingHost
        /// An opening `<`, `{` or `(` has no closer.
        case unclosed(Character)
        /// A closing `>`, `}` or `)` has no opener.
        case unopened(Character)
        /// A placeholder has an empty name (`<>`, `<int:>`).
        case emptyName
        /// A placeholder name is not `[A-Za-z_][A-Za-z0-9_]*`, or a custom
        /// placeholder type's name is not lowercase `[a-z_][a-z0-9_]*`
        /// (``Elf/addPlaceholderType(_:_:)``).
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
        /// the tree drawing (`treeDescription`) recurses: a much deeper tree
        /// could overflow the stack of a secondary thread. URLs have no
        /// such limit.
        case tooManySegments(limit: Int)
        /// A character the input may not hold: in a pattern `?`, `#`, `\`,
        /// `@`, `[`, `]`, spaces and controls; in an entry point, which is
        /// literal text, any placeholder, group, `*`, query, fragment,
        /// percent escape, userinfo or IPv6 host (a host holds letters,
        /// digits, `-`, `.`, `_` and `~`, and a prefix segment does not start with `:`).
        case invalidCharacter(Character)
        /// A doubled or trailing `/` (in a pattern or an entry point).
        case emptySegment
        /// A `.` or `..` segment (or entry point host); in an untrusted URL,
        /// raw or percent-encoded.
        case dotSegment
        /// A `%` not followed by two hexadecimal digits, or, in a pattern,
        /// escapes that are not UTF-8.
        case invalidPercentEscape
        /// A port in the host (`app://host:80`, `https://example.com:443`):
        /// patterns and entry points have none.
        case portNotAllowed
        /// The input is longer than the limit, in UTF-8 bytes: a pattern, a
        /// URL (after trimming), a rewrite rule's pattern, regex or template,
        /// the URL reverse routing would build, or an untrusted URL
        /// (``Elf/URLAllowlist/maxLength``).
        case tooLong(limit: Int)
        /// Another registered pattern, or rewrite rule (named here), matches the same URLs:
        /// for rules, the same pattern shape or the same regex.
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

        // MARK: Entry points

        /// An entry point that compares equal (named here, as it was
        /// added) is already there: scheme and host compare ignoring case.
        case alreadyAdded(existing: String)
        /// Through this entry point, the registered path pattern `pattern`
        /// would match the same URLs as the registered pattern `existing`
        /// (both may be the same pattern, through two entry points).
        ///
        /// It was `EntryPointError.Reason.duplicate(pattern:existing:)`.
        indirect case duplicateThroughEntryPoint(pattern: String, existing: String)
        /// Removing this entry point, the router's last, would make the
        /// registered path patterns `pattern` and `existing` duplicates:
        /// without entry points a path pattern's first literal compares
        /// ignoring case, as a host does (`/Module/x` and `/module/x`).
        indirect case duplicateWithoutEntryPoints(pattern: String, existing: String)
        /// Through this entry point, `pattern` would have more segments
        /// than a pattern may hold (see ``tooManySegments(limit:)``).
        ///
        /// It was `EntryPointError.Reason.tooManySegments(pattern:limit:)`.
        indirect case tooManySegmentsThroughEntryPoint(pattern: String, limit: Int)

        // MARK: URLs the router reads (shared with untrusted URLs)

        /// The string is in none of the accepted forms (`scheme:...` or `/path`).
        case notAURL
        /// Percent escapes decode to bytes that are not UTF-8.
        case invalidUTF8
        /// A raw control character (C0, DEL or C1; for an untrusted URL, tab,
        /// newline, NUL, DEL…).
        case controlCharacter
        /// A raw backslash, which browsers treat as `/`.
        case backslash
        /// A percent escape decodes to a control character. In an untrusted
        /// URL, any percent-encoded character that forges or disguises text:
        /// a C0 or C1 control (`%0d%0a`, `%00`, `%c2%85`), a line separator
        /// or bidirectional control (`%e2%80%a8`, `%e2%80%ae`), or a
        /// character whose low byte is CR or LF (`%e5%98%8a%e5%98%8d`,
        /// which servers that keep only each character's low byte read as CRLF).
        case encodedControlCharacter
        /// The host holds a character hosts cannot hold, or a malformed IPv6
        /// literal; for an untrusted URL, the host is empty or not a valid DNS
        /// name (characters other than letters, digits, `-` and `.`, an empty
        /// label, or a trailing dot).
        case invalidHost
        /// The host holds, raw or after percent-decoding, a delimiter (`@`,
        /// `/`, `?`, `#`, `:`, `\`, …), a control, or an invisible or
        /// white-space character (a bidi override, a no-break space), so
        /// `https://evil.com%40example.com/x` is not read as a host ending
        /// in `example.com` (ROUTING.md §4a).
        case delimiterInHost
        /// The port is not ASCII digits up to 65535, or follows an empty host;
        /// for an untrusted URL, it is empty, not a number, or out of range.
        case invalidPort
        /// The URL carries userinfo (`app://user@host`, `user:password@`),
        /// which the router and the allowlist do not allow.
        case userinfo

        // MARK: Untrusted URLs (URLAllowlist)

        /// The parameter holding the URL is not there; ``Elf/InputError/input``
        /// is the parameter's name.
        case missingParameter(name: String)
        /// The URL is empty.
        case empty
        /// The URL contains a raw space, or starts or ends with whitespace.
        case whitespace
        /// The URL contains a raw non-ASCII character; percent-encode paths
        /// and write internationalized hosts in their `xn--` form.
        case nonASCII
        /// A `%` is not followed by two hexadecimal digits.
        case malformedPercentEncoding
        /// The URL has no scheme, such as `//evil.com` or `/path`.
        case missingScheme
        /// The scheme is not in the allowlist.
        case disallowedScheme(String)
        /// The scheme is not followed by `//` and a host.
        case missingAuthority
        /// The host contains a percent-encoded byte.
        case encodedHost
        /// The host is an IP address (any IPv4 spelling, or an IPv6 literal).
        case ipAddressHost
        /// A subdomain label is IDN punycode (`xn--`) that the allowlist does
        /// not name.
        case punycodeHost
        /// The port is neither the scheme's default nor in the allowlist.
        case disallowedPort(Int)
        /// The host is not in the allowlist.
        case disallowedHost(String)
        /// A percent-encoded `/` or `\` in the host or path, also encoded twice (`%252f`).
        case encodedSlash
        /// The path starts with `//` (`https://example.com//evil.com`): an
        /// app or server that reuses the path alone reads it as a link to
        /// the host `evil.com`.
        case protocolRelativePath
        /// Foundation could not parse the normalized URL.
        case malformed

        // MARK: Route types (and the patterns of rewrite rules and reverse routing)

        /// The pattern is invalid, or matches the same URLs as a registered
        /// pattern: the pattern error says which and where. A route type's
        /// pattern, a rewrite rule's `from` pattern, or the pattern a URL is
        /// built from.
        ///
        /// ```swift
        /// static let pattern = "app://user/<id"   // invalidPattern: '<' is never closed
        /// ```
        indirect case invalidPattern(Elf.InputError)
        /// The placeholder names no property of the type (check its
        /// spelling and the type's `CodingKeys`).
        ///
        /// ```swift
        /// static let pattern = "app://user/<name>"
        /// var username: String   // noProperty(placeholder: "name")
        /// ```
        case noProperty(placeholder: String)
        /// No value of the typed placeholder decodes into its property
        /// (`<uuid:id>` into an `Int`), so no URL would.
        ///
        /// ```swift
        /// static let pattern = "app://item/<uuid:id>"
        /// var id: Int   // typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int")
        /// ```
        indirect case typeMismatch(placeholder: String, placeholderType: String, propertyType: String)
        /// The placeholder binds one value, but its property is a list:
        /// lists come from repeated query keys.
        ///
        /// ```swift
        /// static let pattern = "app://tags/<tags>"
        /// var tags: [String]   // listProperty(placeholder: "tags", propertyType: "Array<String>")
        /// ```
        indirect case listProperty(placeholder: String, propertyType: String)
        /// The placeholder is in an optional group, but its property is
        /// required, so URLs without the group never decode: make the
        /// property optional, or give it a default the type decodes with
        /// `decodeIfPresent`.
        ///
        /// ```swift
        /// static let pattern = "app://the(/foo/<a>)"
        /// var a: String   // requiredInOptionalGroup(placeholder: "a"); write `var a: String?`
        /// ```
        case requiredInOptionalGroup(placeholder: String)
        /// The type's ``Elf/Route/privateProperties`` names a placeholder of
        /// its pattern: the link's path holds that value, so no activity
        /// could leave it out. Make it a query property, or not private.
        ///
        /// ```swift
        /// static let pattern = "/wallet/<id>"
        /// static let privateProperties: Set<String> = ["id"]   // privatePlaceholder(placeholder: "id")
        /// ```
        case privatePlaceholder(placeholder: String)
        /// The type's ``Elf/Route/presentation`` names a tab the router's
        /// navigation does not have (or a tab of another type).
        ///
        /// ```swift
        /// // route type OrderRoute is shown in tab "orders", which the router's navigation does not have
        /// ```
        case unknownTab(String)
        /// Following ``Elf/Route/parent`` from a value of the type comes back
        /// to a type already passed: the chain, child first.
        ///
        /// ```swift
        /// // route type A's parents loop: A → B → A
        /// ```
        case parentLoop([String])

        // MARK: Typed parameters

        /// The parameter is not there.
        case missing
        /// The parameter's text is not a value of the expected type.
        case invalid
        /// One element of a comma-separated list is not a value of the
        /// expected type: the element's text and its 0-based index.
        indirect case invalidListElement(index: Int, element: String)
        /// One value of a repeated query key is not a value of the
        /// expected type: its 0-based index among the key's values.
        ///
        /// ``Elf/InputError/value`` holds that value.
        case invalidRepeatedValue(index: Int)

        // MARK: Reverse routing (building a URL from a pattern)

        /// A `*://` pattern names no scheme: write the scheme the URL should have instead of `*`.
        case anyScheme
        /// The values have no entry for a placeholder the pattern needs.
        case missingValue
        /// The value does not parse as the placeholder's type (`int`, `uuid`, a custom type...).
        indirect case invalidValue(String, type: String)
        /// The value is empty, and a placeholder fills a whole, non-empty segment.
        case emptyValue
        /// A `<path:...>` or `*` value has an empty segment (`a//b`, `/a`, `a/`),
        /// which the URL reader would drop.
        ///
        /// It was `ReverseRoutingError.Reason.emptySegment(_:)`.
        case emptySegmentInValue(String)
        /// The value is `.` or `..` (or a `<path:...>`/`*` value has such a
        /// segment), which no placeholder matches.
        ///
        /// It was `ReverseRoutingError.Reason.dotSegment(_:)`.
        case dotSegmentInValue(String)
        /// The value holds a control character (C0, DEL or C1), which a URL
        /// may not carry in its host or path.
        ///
        /// It was `ReverseRoutingError.Reason.controlCharacter(_:)`.
        case controlCharacterInValue(String)
        /// The value stands in the host, which the URL reader lowercases, and
        /// it has ASCII capitals: it would not come back as given.
        case uppercaseHost(String)
        /// The value stands in the host and holds a delimiter (`@`, `/`,
        /// `:`, …), a control, or a white-space or invisible character,
        /// which makes the URL malformed (ROUTING.md §4a): a host
        /// placeholder never carries one.
        ///
        /// It was `ReverseRoutingError.Reason.delimiterInHost(_:)`.
        case delimiterInHostValue(String)
        /// An optional group has values for some of its placeholders but not
        /// for this one: give all of a group's values or none.
        case incompleteGroup(given: String)
        /// The values leave out an optional group, but the URL they give
        /// would be read as the form with the group, binding the names in
        /// `binds` (`app://a(/<x>)/*` with only `*` = `b/c` gives
        /// `app://a/b/c`, where `x` is `b`): give the group's values too.
        indirect case otherForm(url: String, binds: [String])
        /// A value the pattern does not name (so it goes into the query) has an empty name.
        case emptyQueryName
        /// A route value's property (named in ``Elf/InputError/placeholder``) holds
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
        indirect case doesNotRouteBack(url: String, reason: String)
        /// A URL through an entry point was asked of a pattern that names
        /// its own scheme: only path patterns are reached through entry points.
        case notAPathPattern
        /// The entry point is not one this router has (``Elf/addEntryPoint(_:)``).
        case unknownEntryPoint(String)

        // MARK: Rewrite rules

        /// `NSRegularExpression` does not accept the regex.
        case invalidRegex
        /// The template is not well formed at ``Elf/InputError/column``; what is wrong.
        case invalidTemplate(String)
        /// The template names a placeholder the `from` pattern does not bind.
        case unboundPlaceholder(String)
        /// The template names a capture group the regex does not have.
        case missingCaptureGroup(Int, available: Int)
        /// The template names a `$` variable that does not exist.
        case unknownVariable(String)
        /// Adding the rules would hold more than the limit.
        case tooManyRules(limit: Int)
        /// The JSON is not a rule set in the documented format; what is wrong.
        case invalidJSON(String)
        /// The rule produced a string that is not a URL Elf can read.
        indirect case malformedResult(Elf.InputError)
        /// The regex rules ran out of time (the limit, in seconds) while this rule ran.
        case timedOut(limit: TimeInterval)
        /// The regex engine gave up on this rule (for example, it ran out of stack).
        case regexFailed
        /// The rules send the URL back to one it already was: the chain, ending in the repeat.
        case cycle(chain: [String])
        /// The URL was still changing after the most rewrites allowed; the chain so far.
        case tooManyRewrites(limit: Int, chain: [String])
        /// A set of rules was rejected as a whole, and nothing changed: one
        /// error per problem, in rule order (``Elf/InputError/errors``).
        ///
        /// A problem with the whole set has no index.
        case rejectedRules([Elf.InputError])

        // MARK: Custom placeholder types

        /// The name is built in (`int`, `path`, ...) or was added before.
        case alreadyDefined(String)
    }
}
