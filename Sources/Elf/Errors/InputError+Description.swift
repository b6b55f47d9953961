extension Elf.InputError {
    /// A one-line explanation naming the input, the column and what was wrong.
    ///
    /// Every input is shown safe to log (`loggableText(_:limit:quoted:)`):
    /// control, line-separator and bidirectional-override characters are
    /// escaped (`\n`, `\u{202E}`), so a hostile link cannot forge or reorder
    /// log lines, and an input of more than 200 characters is cut, with its
    /// length in bytes. ``input`` keeps the text as given.
    ///
    /// ```swift
    /// // invalid pattern "app://user/<id" at column 12: '<' is never closed
    /// // malformed URL "app://a/\nb" at column 9: control character
    /// // parameter "id": "abc" is not a valid Int
    /// ```
    public var description: String {
        switch what {
        case .pattern: sentence("invalid pattern")
        case .malformedURL: sentence("malformed URL")
        case .entryPoint: entryPointDescription
        case .routeType(let routeType): routeTypeDescription(loggableText(routeType, quoted: false))
        case .parameter(let value, let expectedType): parameterDescription(value: value, expectedType: expectedType)
        case .reverseRouting:
            if case .invalidPattern(let error) = reason {
                "cannot build a URL: \(error)"
            } else {
                sentence("cannot build a URL from")
            }
        case .rewriteRule(let rule, let index): rewriteDescription(rule: rule, index: index)
        case .rewriteRules: rewriteRulesDescription
        case .unsafeURL:
            // A missing parameter is about a pattern's placeholder, not the URL.
            if case .missingParameter = reason { explanation } else { sentence("unsafe URL") }
        case .placeholderType: placeholderTypeDescription
        }
    }

    /// The sentence every error but a few whole-sentence reasons reads:
    /// `<what> "<input>" at column <n>: <why>` (no column when ``offset`` is `nil`).
    private func sentence(_ what: String) -> String {
        var text = what + " " + loggableText(input)
        if offset != nil { text += " at column \(column)" }
        return text + ": " + explanation
    }

    // MARK: - Whole sentences

    /// An entry point's sentence; the reasons about patterns name them instead of a column.
    private var entryPointDescription: String {
        let entryPoint = loggableText(input)
        switch reason {
        case .alreadyAdded(let existing):
            return "entry point \(entryPoint) is already added as \(loggableText(existing))"
        case .duplicateThroughEntryPoint(let pattern, let existing) where pattern == existing:
            return
                "entry point \(entryPoint) not added: through it, \(loggableText(pattern)) would match the same URLs twice"
        case .duplicateThroughEntryPoint(let pattern, let existing):
            return
                "entry point \(entryPoint) not added: through it, \(loggableText(pattern)) would match the same URLs as \(loggableText(existing))"
        case .duplicateWithoutEntryPoints(let pattern, let existing) where pattern == existing:
            return
                "entry point \(entryPoint) not removed: without entry points, \(loggableText(pattern)) would match the same URLs twice"
        case .duplicateWithoutEntryPoints(let pattern, let existing):
            return
                "entry point \(entryPoint) not removed: without entry points, \(loggableText(pattern)) would match the same URLs as \(loggableText(existing))"
        case .tooManySegmentsThroughEntryPoint(let pattern, let limit):
            return
                "entry point \(entryPoint) not added: through it, \(loggableText(pattern)) would have more than \(limit) segments"
        default:
            return sentence("invalid entry point")
        }
    }

    /// A route type's sentence, `routeType` shown safe to log.
    private func routeTypeDescription(_ routeType: String) -> String {
        switch reason {
        case .invalidPattern(let error):
            "route type \(routeType): \(error)"
        case .unknownTab(let tab):
            "route type \(routeType) is shown in tab \(loggableText(tab)), which the router's navigation does not have"
        case .parentLoop(let chain):
            "route type \(routeType)'s parents loop: \(chain.map { loggableText($0, quoted: false) }.joined(separator: " → "))"
        default:
            sentence("route type \(routeType) does not fit its pattern")
        }
    }

    /// A parameter's sentence: names and values quoted and escaped like
    /// Swift string literals, and a long one cut.
    ///
    /// - `parameter "id" is missing`
    /// - `parameter "id": "abc" is not a valid Int`
    /// - `parameter "ids": element "x" at index 1 of "1,x,3" is not a valid Int`
    /// - `parameter "tag": value "x" at index 1 is not a valid Int`
    private func parameterDescription(value: String?, expectedType: String) -> String {
        let name = "parameter \(Self.literal(input))"
        let quoted = Self.literal(value ?? "")
        let expectedType = loggableText(expectedType, quoted: false)
        switch reason {
        case .missing:
            return "\(name) is missing"
        case .invalidListElement(let index, let element):
            return
                "\(name): element \(Self.literal(element)) at index \(index) of \(quoted) is not a valid \(expectedType)"
        case .invalidRepeatedValue(let index):
            return "\(name): value \(quoted) at index \(index) is not a valid \(expectedType)"
        default:
            return "\(name): \(quoted) is not a valid \(expectedType)"
        }
    }

    /// `text` quoted as a Swift string literal, `"` and `\` escaped, and
    /// escaped and cut as every description's input is (`loggableText`).
    private static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return loggableText(escaped)
    }

    /// A rewrite rule's sentence: the rule (and its index in a batch), the
    /// template column of a template problem, and the reason.
    private func rewriteDescription(rule: Elf.RewriteRule?, index: Int?) -> String {
        var subject = "rewrite rule"
        if let index { subject += " \(index)" }
        if let rule { subject += " \(rule)" }
        if rule != nil, offset != nil { return "\(subject): template column \(column): \(explanation)" }
        return "\(subject): \(explanation)"
    }

    /// A rule set's sentence: the first five problems, separated by `; `, and
    /// how many more there are (a rule set from outside may hold a thousand
    /// bad rules; ``errors`` has them all).
    private var rewriteRulesDescription: String {
        let listed = 5
        let more = errors.count > listed ? ["and \(errors.count - listed) more"] : []
        return "rewrite rules rejected, nothing changed: "
            + (errors.prefix(listed).map(\.description) + more).joined(separator: "; ")
    }

    /// A custom placeholder type's sentence.
    private var placeholderTypeDescription: String {
        switch reason {
        case .invalidName(let name):
            "invalid placeholder type name \(loggableText(name)): use lowercase [a-z_][a-z0-9_]*"
        case .alreadyDefined(let name): "placeholder type \(loggableText(name)) is already defined"
        default: sentence("invalid placeholder type")
        }
    }

    // MARK: - Why

    /// What was wrong, as the sentence ends: a short phrase for the reason,
    /// worded for the kind of input where two kinds share a reason.
    var explanation: String {
        switch reason {
        // Patterns, entry points and URLs
        case .invalidStart:
            what == .entryPoint
                ? "an entry point is scheme://, scheme://host or scheme://host/path"
                : "a pattern starts with scheme://, *:// or /"
        case .invalidScheme: "invalid scheme"
        case .missingHost:
            what == .entryPoint
                ? "scheme:// must be followed by a host or nothing" : "scheme:// must be followed by a host"
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
            what == .entryPoint
                ? "'\(Self.escaped(character))' is not allowed: entry points are literal text"
                : "'\(Self.escaped(character))' is not allowed in patterns"
        case .emptySegment: "empty segment (doubled or trailing '/')"
        case .dotSegment:
            switch what {
            case .entryPoint: "'.' and '..' are not allowed"
            case .unsafeURL: "contains a dot segment"
            default: "'.' and '..' segments are not allowed"
            }
        case .invalidPercentEscape: "invalid percent escape"
        case .portNotAllowed: what == .entryPoint ? "entry points have no port" : "patterns have no port"
        case .tooLong(let limit):
            if case .reverseRouting = what {
                "the URL would be longer than \(limit) bytes"
            } else {
                "longer than \(limit) bytes"
            }
        case .duplicate(let existing):
            if case .rewriteRule = what {
                "matches the same URLs as the rule for \(loggableText(existing))"
            } else {
                "matches the same URLs as \(loggableText(existing))"
            }
        case .invalidQueryItem: "a query constraint is key=value with a non-empty key and value"
        case .placeholderAsQueryKey: "a query key is literal text (write a leading ':' as %3A)"
        case .duplicateQueryKey(let key): "query key '\(loggableText(key, quoted: false))' is constrained twice"
        case .catchAllInQuery: "* and <path:...> cannot stand in query constraints"
        // Entry points
        case .alreadyAdded(let existing): "already added as \(loggableText(existing))"
        case .duplicateThroughEntryPoint(let pattern, let existing):
            "\(loggableText(pattern)) would match the same URLs as \(loggableText(existing))"
        case .duplicateWithoutEntryPoints(let pattern, let existing):
            "without entry points, \(loggableText(pattern)) would match the same URLs as \(loggableText(existing))"
        case .tooManySegmentsThroughEntryPoint(let pattern, let limit):
            "\(loggableText(pattern)) would have more than \(limit) segments"
        // URLs the router reads, and untrusted URLs
        case .notAURL: "not a URL (expected scheme:... or /path)"
        case .invalidUTF8: "percent escapes do not decode to UTF-8"
        case .controlCharacter: what == .unsafeURL ? "contains a control character" : "control character"
        case .backslash: what == .unsafeURL ? "contains a backslash" : "backslash"
        case .encodedControlCharacter:
            what == .unsafeURL
                ? "contains an encoded control character" : "percent escape decodes to a control character"
        case .invalidHost: what == .unsafeURL ? "the host is not a valid name" : "invalid host"
        case .delimiterInHost: "the host holds a delimiter, control or invisible character once decoded"
        case .invalidPort: "invalid port"
        case .userinfo: what == .unsafeURL ? "contains userinfo" : "userinfo is not allowed"
        case .missingParameter(let name): "URL parameter \(loggableText(name)) is missing"
        case .empty: "empty"
        case .whitespace: "contains whitespace"
        case .nonASCII: "contains a non-ASCII character"
        case .malformedPercentEncoding: "malformed percent-encoding"
        case .missingScheme: "no scheme"
        case .disallowedScheme(let scheme): "scheme \(loggableText(scheme)) is not allowed"
        case .missingAuthority: "no \"//\" and host after the scheme"
        case .encodedHost: "the host is percent-encoded"
        case .ipAddressHost: "the host is an IP address"
        case .punycodeHost: "the host has a punycode label the allowlist does not name"
        case .disallowedPort(let port): "port \(port) is not allowed"
        case .disallowedHost(let host): "host \(loggableText(host)) is not allowed"
        case .encodedSlash: "contains an encoded slash"
        case .protocolRelativePath: "the path starts with //"
        case .malformed: "malformed"
        // Route types
        case .invalidPattern(let error): error.description
        case .noProperty(let placeholder):
            "<\(loggableText(placeholder, quoted: false))> names no property of \(loggableText(routeType, quoted: false)) (check its CodingKeys)"
        case .typeMismatch(let placeholder, let type, let propertyType):
            "<\(loggableText(type, quoted: false)):\(loggableText(placeholder, quoted: false))> never decodes into the property \(loggableText(placeholder)) of type \(loggableText(propertyType, quoted: false))"
        case .listProperty(let placeholder, let propertyType):
            "<\(loggableText(placeholder, quoted: false))> binds one value, but the property \(loggableText(placeholder)) is a list (\(loggableText(propertyType, quoted: false))); lists come from repeated query keys"
        case .requiredInOptionalGroup(let placeholder):
            "<\(loggableText(placeholder, quoted: false))> is in an optional group, but the property \(loggableText(placeholder)) is required; make it optional"
        case .privatePlaceholder(let placeholder):
            "<\(loggableText(placeholder, quoted: false))> is private, but the link's path holds it; make it a query property"
        case .unknownTab(let tab): "shown in tab \(loggableText(tab)), which the router's navigation does not have"
        case .parentLoop(let chain):
            "its parents loop: \(chain.map { loggableText($0, quoted: false) }.joined(separator: " → "))"
        // Typed parameters
        case .missing: "missing"
        case .invalid: "not a valid \(loggableText(expectedType, quoted: false))"
        case .invalidListElement(let index, let element):
            "element \(Self.literal(element)) at index \(index) is not a valid \(loggableText(expectedType, quoted: false))"
        case .invalidRepeatedValue(let index):
            "value at index \(index) is not a valid \(loggableText(expectedType, quoted: false))"
        // Reverse routing
        case .anyScheme: "a *:// pattern names no scheme; write the URL's scheme instead of *"
        case .missingValue: "no value for \(placeholderName)"
        case .invalidValue(let value, let type):
            "\(loggableText(value)) is not of type \(loggableText(type, quoted: false)), so it cannot fill \(placeholderName)"
        case .emptyValue: "the value for \(placeholderName) is empty, but it must fill a segment"
        case .emptySegmentInValue(let value):
            "the value \(loggableText(value)) for \(placeholderName) has an empty segment, which the URL reader drops"
        case .dotSegmentInValue(let value):
            "the value \(loggableText(value)) for \(placeholderName) is or holds a \".\" or \"..\" segment, which nothing matches"
        case .controlCharacterInValue:
            "the value for \(placeholderName) holds a control character, which a URL's host and path cannot carry"
        case .uppercaseHost(let value):
            "the value \(loggableText(value)) for \(placeholderName) stands in the host, which is read lowercased; pass it lowercased"
        case .delimiterInHostValue(let value):
            "the value \(loggableText(value)) for \(placeholderName) stands in the host and holds a delimiter or invisible character, which a host cannot carry"
        case .incompleteGroup(let given):
            "no value for \(placeholderName), but its optional group has one for <\(loggableText(given, quoted: false))>; give all or none"
        case .otherForm(let url, let names):
            "\(loggableText(url)) would be read with another optional group, binding \(names.map(Self.placeholderName).joined(separator: ", ")); give that group's values"
        case .emptyQueryName: "a value with an empty name cannot go into the query"
        case .unsupportedValue(let problem):
            "the property \(loggableText(placeholder ?? "")) cannot be written: \(loggableText(problem, quoted: false))"
        case .doesNotRouteBack(let url, let reason):
            "\(loggableText(url)) would not read back as the same value: \(loggableText(reason, limit: 400, quoted: false))"
        case .notAPathPattern:
            "it names its own scheme, and only a path pattern (\"/...\") is reached through an entry point"
        case .unknownEntryPoint(let entryPoint):
            "the router has no entry point \(loggableText(entryPoint)); add it with addEntryPoint(_:)"
        // Rewrite rules
        case .invalidRegex: "NSRegularExpression does not accept the regex"
        case .invalidTemplate(let problem): loggableText(problem, limit: 400, quoted: false)
        case .unboundPlaceholder(let name):
            "placeholder <\(loggableText(name, quoted: false))> is not bound by the pattern"
        case .missingCaptureGroup(let group, let available):
            "capture group $\(group) does not exist (the regex has \(available))"
        case .unknownVariable(let name):
            "unknown variable $\(loggableText(name, quoted: false)) (use $scheme, $host, $port, $path, $query, $fragment or $url)"
        case .tooManyRules(let limit): "more than \(limit) rules"
        case .invalidJSON(let problem): "invalid rule set JSON: \(loggableText(problem, limit: 400, quoted: false))"
        case .malformedResult(let error): "produced \(error.description)"
        case .timedOut(let limit): "regex rules ran out of time (\(Int((limit * 1000).rounded())) ms)"
        case .regexFailed: "the regex engine failed"
        case .cycle(let chain): "rewrite cycle: \(Self.loggableChain(chain))"
        case .tooManyRewrites(let limit, let chain):
            "still rewriting after \(limit) rewrites: \(Self.loggableChain(chain))"
        case .rejectedRules(let errors): "\(errors.count) problems"
        // Custom placeholder types
        case .alreadyDefined(let name): "placeholder type \(loggableText(name)) is already defined"
        }
    }

    /// The placeholder of a reverse routing error as its sentence names it:
    /// `<name>`, or `*` for a wildcard.
    private var placeholderName: String { Self.placeholderName(placeholder ?? "") }

    /// `name` as a reverse routing sentence names a placeholder: `<name>`, or `*`.
    private static func placeholderName(_ name: String) -> String {
        name == "*" ? "*" : "<\(loggableText(name, quoted: false))>"
    }

    /// A character a pattern or entry point may not hold, its scalars escaped as in Swift source.
    private static func escaped(_ character: Character) -> String {
        character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    }

    /// The URLs of a rewrite chain, each safe to log (`loggableText(_:limit:)`), joined by arrows.
    ///
    /// The chain is at most `maxChainLength + 1` URLs long, so the text stays bounded.
    private static func loggableChain(_ chain: [String]) -> String {
        chain.map { loggableText($0) }.joined(separator: " -> ")
    }
}
