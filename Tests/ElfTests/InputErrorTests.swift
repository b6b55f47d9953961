// The one error type, `InputError` (issue 37, "A smaller public surface"):
// its doc comments' examples, the wording a shared reason gets from its kind
// of input, the old names' properties, and its size.

import Testing

@testable import Elf

@Suite struct InputErrorTests {
    /// One error built as a doc comment builds it, and the description the comment prints.
    struct Described: Sendable, CustomTestStringConvertible {
        var error: InputError
        var description: String
        var testDescription: String { description }
    }

    /// The examples of InputError+Kinds.swift, as written there.
    static let docExamples: [Described] = [
        Described(
            error: InputError(pattern: "app://user/<id", reason: .unclosed("<"), offset: 11),
            description: #"invalid pattern "app://user/<id" at column 12: '<' is never closed"#),
        Described(
            error: InputError(
                routeType: "ItemRoute", pattern: "app://item/<uuid:id>",
                reason: .typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int"), offset: 11),
            description:
                #"route type ItemRoute does not fit its pattern "app://item/<uuid:id>" at column 12: <uuid:id> never decodes into the property "id" of type Int"#
        ),
        Described(
            error: InputError(pattern: "app://item/<int:id>", placeholder: "id", reason: .missingValue),
            description: #"cannot build a URL from "app://item/<int:id>": no value for <id>"#),
        Described(
            error: InputError(url: "http://example.com", reason: .disallowedScheme("http")),
            description: #"unsafe URL "http://example.com": scheme "http" is not allowed"#),
        Described(
            error: InputError(entryPoint: "https://example.com:443", reason: .portNotAllowed, offset: 19),
            description: #"invalid entry point "https://example.com:443" at column 20: entry points have no port"#),
        Described(
            error: InputError(name: "size", value: "XXL", expectedType: "Size", reason: .invalid),
            description: #"parameter "size": "XXL" is not a valid Size"#),
        Described(
            error: InputError(
                rule: RewriteRule(from: "app://old/<id>", to: "app://new/<name>"), reason: .unboundPlaceholder("name"),
                offset: 10),
            description:
                #"rewrite rule from "app://old/<id>" to "app://new/<name>": template column 11: placeholder <name> is not bound by the pattern"#
        ),
        Described(
            error: InputError(errors: [InputError(rule: nil, reason: .tooManyRules(limit: 1000))]),
            description: "rewrite rules rejected, nothing changed: rewrite rule: more than 1000 rules"),
        Described(
            error: .invalidName("Hex"),
            description: #"invalid placeholder type name "Hex": use lowercase [a-z_][a-z0-9_]*"#),
        Described(error: .alreadyDefined("int"), description: #"placeholder type "int" is already defined"#),
    ]

    @Test(arguments: docExamples)
    func aDocExamplePrintsWhatItsCommentSays(_ example: Described) {
        #expect(example.error.description == example.description)
    }

    /// InputError's own example: the description, the reason and the column of a bad pattern.
    @Test func theTypesExampleReadsAsItsCommentSays() {
        do throws(InputError) {
            try Elf().register("app://user/<id") { NoopHandler() }
            Issue.record("an invalid pattern was registered")
        } catch {
            #expect(error.description == #"invalid pattern "app://user/<id" at column 12: '<' is never closed"#)
            #expect(String(describing: error.reason) == #"unclosed("<")"#)
            #expect(error.column == 12 && error.offset == 11 && error.input == "app://user/<id")
        }
    }

    /// A reason two kinds of input share is one case, worded for the input it is about.
    @Test(arguments: [
        (InputError(pattern: "app://a/..", reason: .dotSegment, offset: 8), "'.' and '..' segments are not allowed"),
        (InputError(entryPoint: "https://a/..", reason: .dotSegment, offset: 10), "'.' and '..' are not allowed"),
        (InputError(url: "https://a/..", reason: .dotSegment), "contains a dot segment"),
        (InputError(pattern: "app://a", reason: .tooLong(limit: 5), offset: 5), "longer than 5 bytes"),
        (InputError(url: "https://a", reason: .tooLong(limit: 5)), "longer than 5 bytes"),
        (InputError(pattern: "app://<x>", reason: .tooLong(limit: 5)), "the URL would be longer than 5 bytes"),
        (InputError(url: "a\\b", reason: .backslash, offset: 1), "backslash"),
        (InputError(url: "a\\b", reason: .backslash), "contains a backslash"),
    ])
    func aSharedReasonIsWordedForItsInput(_ error: InputError, _ why: String) {
        #expect(error.description.hasSuffix(": " + why), "\(error)")
    }

    /// The old properties name the input, or what the old error carried beside it.
    @Test func theOldPropertiesReadTheInput() {
        let pattern = InputError(pattern: "app://a", reason: .emptySegment, offset: 6)
        #expect(pattern.pattern == "app://a" && pattern.url == "app://a" && pattern.entryPoint == "app://a")
        #expect(pattern.routeType == "" && pattern.placeholder == nil && pattern.rule == nil && pattern.errors.isEmpty)
        let parameter = InputError(name: "id", value: "x", expectedType: "Int", reason: .invalid)
        #expect(parameter.name == "id" && parameter.value == "x" && parameter.expectedType == "Int")
        #expect(parameter.offset == nil && parameter.column == 1)
        let rule = RewriteRule(from: "app://old/<id>", to: "app://new/<name>")
        let template = InputError(rule: rule, index: 3, reason: .unboundPlaceholder("name"), offset: 10)
        #expect(template.input == rule.template && template.rule == rule && template.index == 3)
        let duplicate = InputError(rule: rule, reason: .duplicate(existing: "app://old/<x>"))
        #expect(duplicate.input == "app://old/<id>" && duplicate.offset == nil)
        #expect(duplicate.at(index: 2).index == 2 && duplicate.at(index: 2).description.hasPrefix("rewrite rule 2 "))
        let set = InputError(errors: [template, duplicate])
        #expect(set.errors == [template, duplicate] && set.reason == .rejectedRules([template, duplicate]))
    }

    /// Two errors with the same input and reason but of different kinds are not equal.
    @Test func theKindOfInputIsPartOfTheError() {
        let pattern = InputError(pattern: "app://a", reason: .tooLong(limit: 5), offset: 0)
        let entryPoint = InputError(entryPoint: "app://a", reason: .tooLong(limit: 5), offset: 0)
        #expect(pattern != entryPoint)
        #expect(pattern == InputError(pattern: "app://a", reason: .tooLong(limit: 5), offset: 0))
    }

    /// The error a lookup of a malformed URL builds stays small: its reason is
    /// no bigger than a string and a tag (the larger cases are indirect).
    @Test func aReasonIsTheSizeOfAString() {
        #expect(MemoryLayout<InputError.Reason>.size <= MemoryLayout<String>.size + 1)
        #expect(MemoryLayout<InputError>.size <= 5 * MemoryLayout<String>.size)
    }
}
