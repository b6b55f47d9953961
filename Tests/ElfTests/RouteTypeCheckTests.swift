import Foundation
import Testing

@testable import Elf

/// What registering a route type checks: a pattern and a type that disagree
/// are an error naming the type and the column.
@MainActor
@Suite struct RouteTypeCheckTests {
    final class NoOpHandler: Handler {
        func handle() {}
    }

    struct UUIDIntoInt: Route {
        static let pattern = "app://item/<uuid:id>"
        var id: Int
    }

    struct MissingProperty: Route {
        static let pattern = "app://user/<name>/post/<int:post>"
        var name: String
    }

    struct ListPlaceholder: Route {
        static let pattern = "app://tags/<tags>"
        var tags: [String]
    }

    struct RequiredInGroup: Route {
        static let pattern = "app://the(/foo/<a>)"
        var a: String
    }

    struct BadPattern: Route {
        static let pattern = "app://user/<id"
        var id: String
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let register: @Sendable @MainActor (Elf) throws -> Void
        let expected: RouteTypeError
        let column: Int
        let description: String
        var testDescription: String { description }
    }

    nonisolated static let errors: [ErrorCase] = [
        ErrorCase(
            register: { try $0.register(UUIDIntoInt.self) { _ in NoOpHandler() } },
            expected: RouteTypeError(
                routeType: "UUIDIntoInt", pattern: "app://item/<uuid:id>",
                reason: .typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int"), offset: 11),
            column: 12,
            description:
                "route type UUIDIntoInt does not fit its pattern \"app://item/<uuid:id>\" at column 12: <uuid:id> never decodes into the property \"id\" of type Int"
        ),
        ErrorCase(
            register: { try $0.register(MissingProperty.self) { _ in NoOpHandler() } },
            expected: RouteTypeError(
                routeType: "MissingProperty", pattern: "app://user/<name>/post/<int:post>",
                reason: .noProperty(placeholder: "post"), offset: 23),
            column: 24,
            description:
                "route type MissingProperty does not fit its pattern \"app://user/<name>/post/<int:post>\" at column 24: <post> names no property of MissingProperty (check its CodingKeys)"
        ),
        ErrorCase(
            register: { try $0.register(ListPlaceholder.self) { _ in NoOpHandler() } },
            expected: RouteTypeError(
                routeType: "ListPlaceholder", pattern: "app://tags/<tags>",
                reason: .listProperty(placeholder: "tags", propertyType: "Array<String>"), offset: 11),
            column: 12,
            description:
                "route type ListPlaceholder does not fit its pattern \"app://tags/<tags>\" at column 12: <tags> binds one value, but the property \"tags\" is a list (Array<String>); lists come from repeated query keys"
        ),
        ErrorCase(
            register: { try $0.register(RequiredInGroup.self) { _ in NoOpHandler() } },
            expected: RouteTypeError(
                routeType: "RequiredInGroup", pattern: "app://the(/foo/<a>)",
                reason: .requiredInOptionalGroup(placeholder: "a"), offset: 15),
            column: 16,
            description:
                "route type RequiredInGroup does not fit its pattern \"app://the(/foo/<a>)\" at column 16: <a> is in an optional group, but the property \"a\" is required; make it optional"
        ),
        ErrorCase(
            register: { try $0.register(BadPattern.self) { _ in true } },
            expected: RouteTypeError(
                routeType: "BadPattern", pattern: "app://user/<id",
                reason: .invalidPattern(PatternError(pattern: "app://user/<id", reason: .unclosed("<"), offset: 11)),
                offset: 11),
            column: 12,
            description: "route type BadPattern: invalid pattern \"app://user/<id\" at column 12: '<' is never closed"
        ),
    ]

    @Test(arguments: errors)
    func aTypeThatDoesNotFitItsPatternIsNotRegistered(_ errorCase: ErrorCase) {
        let elf = Elf()
        let error = #expect(throws: RouteTypeError.self) { try errorCase.register(elf) }
        #expect(error == errorCase.expected)
        #expect(error?.column == errorCase.column)
        #expect(error?.description == errorCase.description)
        #expect(elf.registeredPatterns.isEmpty)
    }

    @Test func aDuplicatePatternNamesTheRouteAlreadyThere() throws {
        struct Product: Route {
            static let pattern = "app://product/<int:id>"
            var id: Int
        }
        let elf = Elf()
        try elf.register("app://product/<int:n>") { NoOpHandler() }
        let error = #expect(throws: RouteTypeError.self) { try elf.register(Product.self) { _ in NoOpHandler() } }
        #expect(
            error?.reason
                == .invalidPattern(
                    PatternError(
                        pattern: "app://product/<int:id>", reason: .duplicate(existing: "app://product/<int:n>"),
                        offset: 0)))
        #expect(elf.registeredPatterns == ["app://product/<int:n>"])
    }

    // MARK: - No false alarms

    enum Code: Int, Codable, Sendable {
        case created = 201
        case gone = 410
    }

    enum Size: String, Codable, Sendable, CaseIterable {
        case small = "S"
        case large = "L"
    }

    struct Validating: Route {
        static let pattern = "app://v/<int:n>/<label>"
        var n: Int
        var label: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            n = try container.decode(Int.self, forKey: .n)
            label = try container.decode(String.self, forKey: .label)
            guard n > 100 else {
                throw DecodingError.dataCorruptedError(forKey: .n, in: container, debugDescription: "too small")
            }
        }
    }

    struct Fine: Route {
        static let pattern = "app://fine/<int:code>/<size>/<double:x>/<bool:flag>/<uuid:id>(/<opt>)/*"
        var code: Code
        var size: Size
        var x: Int
        var flag: Int
        var id: UUID
        var opt: String?
        var query: Size
        var pages: [Int]
    }

    struct CustomInGroup: Route {
        static let pattern = "app://c(/<a>)"
        var a: String = "default"
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            a = (try? container.decode(String.self, forKey: .a)) ?? "default"
        }
    }

    @Test func typesWhoseValuesCannotBeGuessedOrThatFitPartlyAreAccepted() throws {
        let elf = Elf()
        try elf.register(Validating.self) { _ in NoOpHandler() }
        try elf.register(Fine.self) { _ in NoOpHandler() }
        try elf.register(CustomInGroup.self) { _ in NoOpHandler() }
        #expect(elf.registeredPatterns.count == 3)
        #expect(elf.route(for: "app://v/5/x", as: Validating.self) == nil)
        #expect(elf.route(for: "app://v/500/x", as: Validating.self)?.n == 500)
        #expect(elf.route(for: "app://c", as: CustomInGroup.self)?.a == "default")
        let fine = elf.route(
            for: "app://fine/410/L/3/1/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/more?query=S&pages=2", as: Fine.self)
        #expect(fine?.code == .gone && fine?.size == .large && fine?.x == 3 && fine?.flag == 1 && fine?.query == .small)
        #expect(fine?.opt == "more" && fine?.pages == [2])
    }

    @Test func theColumnCountsCharactersAndFindsEverySpelling() {
        #expect(PlaceholderLocation.offset(of: "id", in: "app://é/<int:id>") == 9)
        #expect(PlaceholderLocation.offset(of: "id", in: "app://x/{id}") == 8)
        #expect(PlaceholderLocation.offset(of: "id", in: "app://x/:id/y") == 8)
        #expect(PlaceholderLocation.offset(of: "id", in: "app://x/<idx>/<id>") == 14)
        #expect(
            RouteTypeError(
                routeType: "R", pattern: "app://é/<int:id>", reason: .noProperty(placeholder: "id"), offset: 9
            )
            .column == 9)
    }
}
