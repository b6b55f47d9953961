import Testing

@testable import Elf

/// A handler that records what the router did with it, for lifecycle tests.
@MainActor
final class RecordingHandler: Handler {
    /// Every event, across all recording handlers, in order.
    static var log: [String] = []

    let name: String
    let accepts: Bool
    private(set) var params: [String: String] = [:]

    init(_ name: String, accepts: Bool = true) {
        self.name = name
        self.accepts = accepts
        Self.log.append("make \(name)")
    }

    func convert(params: [String: String], queryParams: [String: String]) {
        self.params = params
        Self.log.append(
            "convert \(name) \(params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))"
        )
    }

    func shouldHandle() -> Bool {
        Self.log.append("shouldHandle \(name) \(accepts)")
        return accepts
    }

    func handle() {
        Self.log.append("handle \(name)")
    }
}

/// A handler that does nothing, for tests that only match.
final class NoopHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}

extension Elf {
    /// A router with `patterns` registered, failing the test on any registration error.
    static func with(_ patterns: [String], configuration: Configuration = .init()) throws -> Elf {
        let elf = Elf(configuration: configuration)
        for pattern in patterns {
            try elf.register(pattern) { NoopHandler() }
            // Call the invariant checker after every insertion (STYLE.md §5).
            let violations = elf.currentTree().tree.invariantViolations()
            if !violations.isEmpty { throw InvariantFailure(violations: violations) }
        }
        return elf
    }
}

struct InvariantFailure: Error, CustomStringConvertible {
    var violations: [String]
    var description: String { violations.joined(separator: "\n") }
}

/// One row of a matching table: routes, a URL, and what must match.
struct MatchCase: CustomTestStringConvertible, Sendable {
    var routes: [String]
    var url: String
    /// The pattern that must win, or `nil` for no match.
    var expected: String?
    var params: [String: String] = [:]
    var configuration = Elf.Configuration()

    var testDescription: String { "\(url) on \(routes)" }

    init(
        _ routes: [String], _ url: String, _ expected: String?, _ params: [String: String] = [:],
        configuration: Elf.Configuration = .init()
    ) {
        self.routes = routes
        self.url = url
        self.expected = expected
        self.params = params
        self.configuration = configuration
    }

    /// Registers the routes in the given order and in reverse, and checks both routers.
    func check() throws {
        for order in [routes, routes.reversed()] {
            let elf = try Elf.with(order, configuration: configuration)
            let match = elf.match(url)
            #expect(match?.pattern == expected, "order \(order)")
            if expected != nil {
                #expect(match?.params == params, "order \(order)")
            }
        }
    }
}
