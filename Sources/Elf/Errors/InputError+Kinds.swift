// The kinds of input an error is about: an initializer for each, which says
// the kind by its labels, and the names the ten error types before
// `InputError` gave its fields, kept so that code written against them
// compiles.

extension Elf.InputError {
    // MARK: - Patterns and route types

    /// An error for the pattern `pattern`, at the UTF-8 byte `offset`.
    ///
    /// ```swift
    /// let error = InputError(pattern: "app://user/<id", reason: .unclosed("<"), offset: 11)
    /// print(error)   // invalid pattern "app://user/<id" at column 12: '<' is never closed
    /// ```
    public init(pattern: String, reason: Reason, offset: Int) {
        self.init(.pattern, input: pattern, reason: reason, offset: offset)
    }

    /// An error for the route type named `routeType`, whose pattern `pattern`
    /// it does not fit at the UTF-8 byte `offset`.
    ///
    /// ```swift
    /// let error = InputError(
    ///     routeType: "ItemRoute", pattern: "app://item/<uuid:id>",
    ///     reason: .typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int"), offset: 11)
    /// error.column   // 12
    /// ```
    public init(routeType: String, pattern: String, reason: Reason, offset: Int) {
        self.init(.routeType(routeType), input: pattern, reason: reason, offset: offset)
    }

    /// An error for a URL that could not be built from `pattern`, naming
    /// the placeholder (or route value property) whose value was wrong, if one was.
    ///
    /// ```swift
    /// let error = InputError(pattern: "app://item/<int:id>", placeholder: "id", reason: .missingValue)
    /// print(error)   // cannot build a URL from "app://item/<int:id>": no value for <id>
    /// ```
    public init(pattern: String, placeholder: String? = nil, reason: Reason) {
        self.init(.reverseRouting(placeholder: placeholder), input: pattern, reason: reason, offset: nil)
    }

    /// The pattern the error is about: ``input``.
    ///
    /// ```swift
    /// error.pattern   // "app://item/<uuid:id>"
    /// ```
    public var pattern: String { input }

    /// The name of the route type that does not fit its pattern, such as
    /// `"ItemRoute"`; empty for other errors.
    ///
    /// ```swift
    /// error.routeType   // "ItemRoute"
    /// ```
    public var routeType: String {
        if case .routeType(let name) = what { name } else { "" }
    }

    /// The name of the placeholder whose value was wrong or missing (`"*"`
    /// for a wildcard), or of a route value's property, when a URL could not
    /// be built; `nil` when the problem is not one placeholder's.
    ///
    /// ```swift
    /// error.placeholder   // "id"
    /// ```
    public var placeholder: String? {
        if case .reverseRouting(let placeholder) = what { placeholder } else { nil }
    }

    // MARK: - URLs and entry points

    /// An error for the untrusted URL `url`, which ``Elf/URLAllowlist``
    /// rejected (for ``Reason/missingParameter(name:)``, `url` is the
    /// parameter's name).
    ///
    /// ```swift
    /// let error = InputError(url: "http://example.com", reason: .disallowedScheme("http"))
    /// print(error)   // unsafe URL "http://example.com": scheme "http" is not allowed
    /// ```
    public init(url: String, reason: Reason) {
        self.init(.unsafeURL, input: url, reason: reason, offset: nil)
    }

    /// An error for the URL `url`, which the router could not read at the UTF-8 byte `offset`.
    init(url: String, reason: Reason, offset: Int) {
        self.init(.malformedURL, input: url, reason: reason, offset: offset)
    }

    /// An error for the entry point `entryPoint`, at the UTF-8 byte `offset`
    /// (0 for the reasons about patterns).
    ///
    /// ```swift
    /// let error = InputError(entryPoint: "https://example.com:443", reason: .portNotAllowed, offset: 19)
    /// print(error)   // invalid entry point "https://example.com:443" at column 20: entry points have no port
    /// ```
    public init(entryPoint: String, reason: Reason, offset: Int) {
        self.init(.entryPoint, input: entryPoint, reason: reason, offset: offset)
    }

    /// The URL the error is about: ``input``.
    ///
    /// ```swift
    /// if case .malformed(let error) = miss.reason { print(error.url) }   // "app://user/%zz"
    /// ```
    public var url: String { input }

    /// The entry point the error is about: ``input``.
    ///
    /// ```swift
    /// error.entryPoint   // "https://example.com:443"
    /// ```
    public var entryPoint: String { input }

    // MARK: - Typed parameters

    /// An error for the parameter `name` (a placeholder name, or a query or
    /// fragment key), whose text `value` is not a value of `expectedType`.
    ///
    /// Your own readers can throw it too:
    ///
    /// ```swift
    /// throw InputError(name: "size", value: "XXL", expectedType: "Size", reason: .invalid)
    /// ```
    public init(name: String, value: String?, expectedType: String, reason: Reason) {
        self.init(.parameter(value: value, expectedType: expectedType), input: name, reason: reason, offset: nil)
    }

    /// The name of the parameter the error is about: ``input``.
    ///
    /// ```swift
    /// error.name   // "id"
    /// ```
    public var name: String { input }

    /// The parameter's decoded text, or `nil` when it is missing (or the
    /// error is not about a parameter).
    ///
    /// For a list it is the whole list; for a repeated query key, the
    /// value that failed.
    ///
    /// ```swift
    /// error.value   // "abc"
    /// ```
    public var value: String? {
        if case .parameter(let value, _) = what { value } else { nil }
    }

    /// The name of the type the parameter's text should have converted to
    /// (`"Int"`, `"Tab"`; for a list, the element type); empty for other errors.
    ///
    /// ```swift
    /// error.expectedType   // "Int"
    /// ```
    public var expectedType: String {
        if case .parameter(_, let expectedType) = what { expectedType } else { "" }
    }

    // MARK: - Rewrite rules

    /// An error about the rewrite rule `rule` (or about rewriting, when no
    /// rule is at fault), at `index` in a batch, with the UTF-8 byte
    /// `offset` of a template problem in the rule's template.
    ///
    /// ```swift
    /// let rule = RewriteRule(from: "app://old/<id>", to: "app://new/<name>")
    /// let error = InputError(rule: rule, reason: .unboundPlaceholder("name"), offset: 10)
    /// print(error)
    /// // rewrite rule from "app://old/<id>" to "app://new/<name>": template column 11:
    /// // placeholder <name> is not bound by the pattern
    /// ```
    public init(rule: Elf.RewriteRule?, index: Int? = nil, reason: Reason, offset: Int? = nil) {
        // The input is where the offset points: the template, or else the rule's pattern or regex.
        let input = offset == nil ? rule?.sourceText : rule?.template
        self.init(.rewriteRule(rule, index: index), input: input ?? "", reason: reason, offset: offset)
    }

    /// An error for a set of rewrite rules rejected as a whole, with one
    /// error per problem, in rule order.
    ///
    /// ```swift
    /// let error = InputError(errors: [InputError(rule: nil, reason: .tooManyRules(limit: 1000))])
    /// print(error)   // rewrite rules rejected, nothing changed: rewrite rule: more than 1000 rules
    /// ```
    public init(errors: [Elf.InputError]) {
        self.init(.rewriteRules, input: "", reason: .rejectedRules(errors), offset: nil)
    }

    /// The rewrite rule at fault, when one is.
    ///
    /// ```swift
    /// error.rule?.template   // "app://new/<name>"
    /// ```
    public var rule: Elf.RewriteRule? {
        if case .rewriteRule(let rule, _) = what { rule } else { nil }
    }

    /// The rewrite rule's position in the rules being added or loaded, when it came in a batch.
    ///
    /// ```swift
    /// for problem in error.errors { print(problem.index ?? -1, problem.reason) }
    /// ```
    public var index: Int? {
        if case .rewriteRule(_, let index) = what { index } else { nil }
    }

    /// The problems of a set of rewrite rules rejected as a whole
    /// (``Reason/rejectedRules(_:)``), in rule order; empty for other errors.
    ///
    /// ```swift
    /// do {
    ///     try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: remoteConfig))
    /// } catch {
    ///     for problem in error.errors { print(problem) }   // rewrite rule 3 from ...: ...
    /// }
    /// ```
    public var errors: [Elf.InputError] {
        if case .rejectedRules(let errors) = reason { errors } else { [] }
    }

    /// The same rewrite rule error, at `index` in a batch.
    func at(index: Int) -> Elf.InputError {
        guard case .rewriteRule(let rule, _) = what else { return self }
        return Elf.InputError(.rewriteRule(rule, index: index), input: input, reason: reason, offset: offset)
    }

    // MARK: - Custom placeholder types

    /// An error for a custom placeholder type name that is not lowercase
    /// `[a-z_][a-z0-9_]*` (``Elf/addPlaceholderType(_:_:)``).
    ///
    /// ```swift
    /// #expect(throws: InputError.invalidName("Hex")) { try elf.addPlaceholderType("Hex") { $0 } }
    /// ```
    public static func invalidName(_ name: String) -> Self {
        Self(.placeholderType, input: name, reason: .invalidName(name), offset: nil)
    }

    /// An error for a custom placeholder type name that is built in (`int`,
    /// `path`, ...) or was added before (``Elf/addPlaceholderType(_:_:)``).
    ///
    /// ```swift
    /// #expect(throws: InputError.alreadyDefined("int")) { try elf.addPlaceholderType("int") { $0 } }
    /// ```
    public static func alreadyDefined(_ name: String) -> Self {
        Self(.placeholderType, input: name, reason: .alreadyDefined(name), offset: nil)
    }
}
