// A misspelled optional requirement (`convert(param:…)`, `receive(match:…)`)
// compiles as a method of its own, and Swift says nothing; the router reports
// it the first time such a handler runs (issue: the UIKit app, silent failure 5).

import Elf
import ElfTesting
import Testing

@MainActor
@Suite struct MisspelledRequirementTests {
    final class MisspelledConvert: Handler {
        var id = ""
        func convert(param: [String: String], queryParams: [String: String]) { id = param["id"] ?? "" }
        func handle() {}
    }

    final class MisspelledConvertLabel: Handler {
        var id = ""
        func convert(params: [String: String], query: [String: String]) { id = params["id"] ?? "" }
        func handle() {}
    }

    final class MisspelledReceive: Handler {
        var navigator: (any Navigator)?
        func receive(match: RouteMatch, navigator: (any Navigator)?, context: Any?) { self.navigator = navigator }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { navigator?.push(TestScreen("pin")) }
    }

    final class SpelledRight: Handler {
        var navigator: (any Navigator)?
        var id = ""
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) { self.navigator = navigator }
        func convert(params: [String: String], queryParams: [String: String]) { id = params["id"] ?? "" }
        func handle() { navigator?.push(TestScreen("pin/\(id)")) }
    }

    final class Navigating: NavigatingHandler {
        var navigator: (any Navigator)?
        func handle() { navigator?.push(TestScreen("about")) }
    }

    final class ReadsNothing: Handler {
        func handle() {}
    }

    /// Handlers, the pattern each is registered for, and the requirement the
    /// router reports as misspelled (`nil`: nothing to report).
    nonisolated static let cases:
        [(name: String, pattern: String, url: String, factory: HandlerFactory, reported: String?)] = [
            (
                "convert(param:)", "app://pin/<id>", "app://pin/3", { MisspelledConvert() },
                "convert(params:queryParams:)"
            ),
            (
                "convert(params:query:)", "app://pin/<id>", "app://pin/3", { MisspelledConvertLabel() },
                "convert(params:queryParams:)"
            ),
            ("receive(match:)", "app://pin", "app://pin", { MisspelledReceive() }, "receive(_:navigator:context:)"),
            ("spelled right", "app://pin/<id>", "app://pin/3", { SpelledRight() }, nil),
            ("NavigatingHandler without convert, no values", "app://about", "app://about", { Navigating() }, nil),
            ("no convert, pattern binds nothing", "app://about", "app://about?x=1", { ReadsNothing() }, nil),
        ]

    @Test(arguments: cases.indices)
    func aMisspelledRequirementIsReportedNamingTheHandlerAndThePattern(_ index: Int) throws {
        let example = Self.cases[index]
        let elf = Elf(navigator: StackNavigator())
        let events = SharedBox<[RouteEvent]>([])
        elf.logger = { event in events.withLock { $0.append(event) } }
        try elf.register(example.pattern, example.factory)
        _ = elf.handleURL(url: example.url)
        let reports = events.withLock { $0 }.compactMap { event -> (String, String, String)? in
            guard case .suspectedMisspelling(let handler, let pattern, let requirement) = event else { return nil }
            return (handler, pattern, requirement)
        }
        guard let requirement = example.reported else {
            #expect(reports.isEmpty, "\(example.name): \(reports)")
            return
        }
        #expect(reports.count == 1, "\(example.name)")
        #expect(reports.first?.1 == example.pattern)
        #expect(reports.first?.2 == requirement)
        #expect(reports.first.map { "\(type(of: elf))" != $0.0 && !$0.0.isEmpty } == true)
        let line =
            events.withLock { $0 }.first { if case .suspectedMisspelling = $0 { true } else { false } }?.description
            ?? ""
        #expect(line.contains("misspelled") && line.contains(requirement))
    }

    @Test func eachHandlerTypeIsReportedOnce() throws {
        let elf = Elf(navigator: StackNavigator())
        let events = SharedBox<[RouteEvent]>([])
        elf.logger = { event in events.withLock { $0.append(event) } }
        try elf.register("app://pin/<id>") { MisspelledConvert() }
        for id in 1...3 { #expect(elf.handleURL(url: "app://pin/\(id)")) }
        let reports = events.withLock { $0 }.filter { if case .suspectedMisspelling = $0 { true } else { false } }
        #expect(reports.count == 1)
    }

    @Test func typedAndMatchMadeHandlersAreNotJudged() throws {
        struct PinRoute: Route {
            static let pattern = "app://typed/<int:id>"
            var id: Int
        }
        let elf = Elf(navigator: StackNavigator())
        let events = SharedBox<[RouteEvent]>([])
        elf.logger = { event in events.withLock { $0.append(event) } }
        try elf.register(PinRoute.self) { _ in ReadsNothing() }
        try elf.register("app://made/<id>", entry: RoutingTableEntry { _ in ReadsNothing() })
        #expect(elf.handleURL(url: "app://typed/3"))
        #expect(elf.handleURL(url: "app://made/3"))
        #expect(!events.withLock { $0 }.contains { if case .suspectedMisspelling = $0 { true } else { false } })
    }
}
