import ElfTesting
import Foundation
import Testing

@testable import Elf

/// Foundation's `URL` at the door, and handling that waits for an async
/// handler.
@MainActor
@Suite struct FoundationURLTests {
    final class Recorder: Handler {
        static var log: [String] = []
        var context: String?
        var source: LinkSource?
        var id = ""
        func convert(params: [String: String], queryParams: [String: String]) { id = params["id"] ?? "" }
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            self.context = context as? String
            source = match.source
        }
        func handle() {
            Self.log.append("\(id) \(context ?? "-") \(source.map { "\($0)" } ?? "-")")
        }
    }

    @Test func everyHandleURLFormTakesAFoundationURL() throws {
        Recorder.log = []
        let elf = Elf()
        try elf.register("app://item/<int:id>") { Recorder() }
        let url = try #require(URL(string: "app://item/1"))
        #expect(elf.handleURL(url))
        #expect(elf.handleURL(try #require(URL(string: "app://item/2")), source: .customScheme))
        #expect(elf.handleURL(try #require(URL(string: "app://item/3")), context: "photo"))
        #expect(elf.handleURL(try #require(URL(string: "app://item/4")), context: "photo", source: .internal))
        #expect(!elf.handleURL(try #require(URL(string: "app://nowhere"))))
        #expect(
            Recorder.log == [
                "1 - \(LinkSource.other)", "2 - \(LinkSource.customScheme)", "3 photo \(LinkSource.other)",
                "4 photo \(LinkSource.internal)",
            ])
    }

    /// Waits at a gate in `prepare()`, so the test decides when it ends.
    final class Loader: AsyncHandler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        let gate: HandlerKindsTests.Gate
        var id = 0
        init(gate: HandlerKindsTests.Gate) { self.gate = gate }
        func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") ?? 0 }
        func prepare() async { await gate.pass() }
        func handle() { navigator?.push(Page(identity: "product/\(id)")) }
    }

    struct Page: Screen {
        var identity: String
    }

    @Test func handleURLAndWaitReturnsAfterTheAsyncHandlerHasRun() async throws {
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        let gate = HandlerKindsTests.Gate()
        try elf.register("app://product/<int:id>") { Loader(gate: gate) }
        try elf.register("app://about") { _ in
            navigator.push(Page(identity: "about"))
            return true
        }

        let waiting = Task { await elf.handleURLAndWait("app://product/42") }
        await gate.arrival()
        #expect(navigator.visibleIdentities.isEmpty, "still preparing")
        gate.open()
        #expect(await waiting.value)
        #expect(navigator.visibleIdentities == ["product/42"])
        #expect(elf.pendingNavigation == nil)

        // A plain handler has run when handling returns; a miss waits for nothing.
        #expect(await elf.handleURLAndWait("app://about", source: .internal))
        #expect(navigator.visibleIdentities == ["product/42", "about"])
        #expect(!(await elf.handleURLAndWait("app://nowhere")))
    }

    @Test func aNewerURLEndsTheWait() async throws {
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        let gate = HandlerKindsTests.Gate()
        try elf.register("app://product/<int:id>") { Loader(gate: gate) }
        try elf.register("app://about") { _ in
            navigator.push(Page(identity: "about"))
            return true
        }
        let waiting = Task { await elf.handleURLAndWait("app://product/1") }
        await gate.arrival()
        #expect(elf.handleURL(url: "app://about"))
        // Cancelling is cooperative: the wait ends when the cancelled prepare() returns.
        gate.open()
        #expect(await waiting.value)
        #expect(navigator.visibleIdentities == ["about"], "the stale product is never shown")
    }
}
