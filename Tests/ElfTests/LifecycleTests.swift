import ElfMigration
import Testing

@testable import Elf

/// The handler lifecycle (ROUTING.md §4) and the router's table management.
@MainActor
@Suite(.serialized) struct LifecycleTests {
    init() { RecordingHandler.log = [] }

    @Test func freshHandlerPerURLConvertThenHandle() throws {
        let elf = Elf()
        try elf.register("app://user/<name>") { RecordingHandler("user") }
        #expect(elf.handleURL(url: "app://user/ann"))
        #expect(elf.handleURL(url: "app://user/bob"))
        #expect(
            RecordingHandler.log == [
                "make user", "convert user name=ann", "shouldHandle user true", "handle user",
                "make user", "convert user name=bob", "shouldHandle user true", "handle user",
            ])
    }

    @Test func convertReceivesParamsAndQueryParams() throws {
        final class Capturing: Handler {
            static var seen: [([String: String], [String: String])] = []
            func convert(params: [String: String], queryParams: [String: String]) {
                Self.seen.append((params, queryParams))
            }
            func handle() {}
        }
        let elf = Elf()
        try elf.register("app://item/<int:id>") { Capturing() }
        elf.handleURL(url: "app://item/42?ref=home&ref=push&q=a+b")
        #expect(Capturing.seen.count == 1)
        #expect(Capturing.seen.first?.0 == ["id": "42"])
        #expect(Capturing.seen.first?.1 == ["ref": "push", "q": "a b"])
    }

    @Test func decliningHandlerPassesToNextCandidateInPrecedenceOrder() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { RecordingHandler("int", accepts: false) }
        try elf.register("app://item/<slug>") { RecordingHandler("slug", accepts: false) }
        try elf.register("app://item/*") { RecordingHandler("rest") }
        var missed: [String] = []
        elf.notFoundHandler = { missed.append($0) }
        #expect(elf.handleURL(url: "app://item/42"))
        #expect(
            RecordingHandler.log == [
                "make int", "convert int id=42", "shouldHandle int false",
                "make slug", "convert slug slug=42", "shouldHandle slug false",
                "make rest", "convert rest *=42", "shouldHandle rest true", "handle rest",
            ])
        #expect(missed.isEmpty)
    }

    @Test func notFoundIsCalledLastWhenEveryHandlerDeclines() throws {
        let elf = Elf()
        try elf.register("app://a/<x>") { RecordingHandler("x", accepts: false) }
        var events: [String] = []
        elf.missHandler = { events.append("miss \($0.reason)") }
        elf.notFoundHandler = { events.append("notFound \($0)") }
        #expect(!elf.handleURL(url: "app://a/b"))
        #expect(RecordingHandler.log.last == "shouldHandle x false")
        #expect(events == ["miss declined(patterns: [\"app://a/<x>\"])", "notFound app://a/b"])
    }

    @Test func notFoundIsToldWhyAndWhere() throws {
        let elf = try Elf.with(["app://a"])
        var misses: [Elf.RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        #expect(!elf.handleURL(url: "app://b"))
        #expect(!elf.handleURL(url: "app://a/%zz"))
        #expect(misses.map(\.url) == ["app://b", "app://a/%zz"])
        #expect(misses.first?.reason == .noMatchingRoute)
        #expect(misses.first?.description == "no route for \"app://b\"")
        guard case .malformed(let error) = misses.last?.reason else {
            Issue.record("expected malformed")
            return
        }
        #expect(error.column == 9)
        #expect(misses.last?.description == "malformed URL \"app://a/%zz\" at column 9: invalid percent escape")
    }

    @Test func notFoundHandlerCanBeSetAndClearedAtAnyTime() throws {
        let elf = Elf()
        var missed: [String] = []
        elf.handleURL(url: "app://x")
        elf.notFoundHandler = { missed.append($0) }
        elf.handleURL(url: "app://y")
        elf.notFoundHandler = nil
        elf.handleURL(url: "app://z")
        #expect(missed == ["app://y"])
    }

    @Test func originalElfStyleRoutingTable() {
        let elf = Elf()
        var missed: [String] = []
        let errors = elf.registerRoutingTable(
            [
                "app://profile": { RecordingHandler("profile") },
                "app://user/<username>/following": { RecordingHandler("following") },
            ], notFoundHandler: { url in missed.append(url) })
        #expect(errors.isEmpty)
        #expect(elf.handleURL(url: "app://user/limboy/following"))
        #expect(!elf.handleURL(url: "app://nowhere"))
        #expect(missed == ["app://nowhere"])
        #expect(RecordingHandler.log.contains("convert following username=limboy"))
        #expect(elf.registeredPatterns == ["app://profile", "app://user/<username>/following"])
    }

    @Test func routingTableReplacesTheWholeTable() {
        let elf = Elf()
        elf.registerRoutingTable(["app://old": { NoopHandler() }], notFoundHandler: { _ in })
        elf.registerRoutingTable(["app://new": { NoopHandler() }], notFoundHandler: { _ in })
        #expect(elf.registeredPatterns == ["app://new"])
        #expect(!elf.canHandle("app://old"))
        #expect(elf.canHandle("app://new"))
    }

    @Test func badRoutingTableChangesNothing() {
        let elf = Elf()
        var firstMissed: [String] = []
        elf.registerRoutingTable(["app://old": { NoopHandler() }], notFoundHandler: { firstMissed.append($0) })
        let errors = elf.registerRoutingTable(
            [
                "app://new": { NoopHandler() },
                "app://bad/<x": { NoopHandler() },
                "app://a/<x>": { NoopHandler() },
                "app://a/<y>": { NoopHandler() },
            ], notFoundHandler: { _ in Issue.record("new not-found handler must not be installed") })
        #expect(errors.map(\.reason) == [.duplicate(existing: "app://a/<x>"), .unclosed("<")])
        #expect(elf.registeredPatterns == ["app://old"])
        #expect(elf.canHandle("app://old"))
        elf.handleURL(url: "app://new")
        #expect(firstMissed == ["app://new"])
    }

    @Test func unregisterOneAndAll() throws {
        let elf = try Elf.with(["app://a/<x>", "app://b(/c)", "app://d"])
        #expect(elf.unregister("app://b(/c)"))
        #expect(!elf.unregister("app://b(/c)"))
        #expect(!elf.canHandle("app://b"))
        #expect(!elf.canHandle("app://b/c"))
        #expect(elf.unregister("app://a/{y}"), "found by shape")
        #expect(!elf.canHandle("app://a/1"))
        #expect(elf.registeredPatterns == ["app://d"])
        #expect(elf.currentTree().tree.invariantViolations().isEmpty)
        try elf.register("app://a/<x>") { NoopHandler() }
        #expect(elf.canHandle("app://a/1"))
        elf.unregisterAll()
        #expect(elf.registeredPatterns.isEmpty)
        #expect(elf.match("app://d") == nil)
        try elf.register("app://d") { NoopHandler() }
        #expect(elf.canHandle("app://d"))
    }

    /// canHandle makes and converts the handler, so a declining one answers
    /// no, but never runs `handle()`.
    @Test @MainActor func canHandleConvertsButNeverHandles() throws {
        let elf = Elf()
        try elf.register("app://a") { RecordingHandler("a") }
        #expect(elf.canHandle("app://a"))
        #expect(!elf.canHandle("app://b"))
        #expect(!elf.canHandle("not a url"))
        #expect(RecordingHandler.log == ["make a", "convert a ", "shouldHandle a true"])
    }

    @Test func sharedInstanceIsOneRouter() {
        #expect(Elf.instance === Elf.instance)
        #expect(Elf.instance !== Elf())
    }

    @Test func handlerMayRegisterRoutesWhileHandling() throws {
        final class Registering: Handler {
            let elf: Elf
            init(_ elf: Elf) { self.elf = elf }
            func convert(params: [String: String], queryParams: [String: String]) {}
            func handle() { try? elf.register("app://later") { NoopHandler() } }
        }
        let elf = Elf()
        try elf.register("app://now") { [unowned elf] in Registering(elf) }
        #expect(elf.handleURL(url: "app://now"))
        #expect(elf.handleURL(url: "app://later"))
    }
}

/// An app that declares its own `Handler` and `Router` types can still name Elf's.
enum AppWithItsOwnTypes {
    struct Handler { var name = "the app's own handler" }
    final class Router {}

    final class ProfileHandler: Elf.Handler {
        var seen: [String: String] = [:]
        func convert(params: [String: String], queryParams: [String: String]) { seen = params }
        func handle() {}
    }

    @MainActor static func route() throws -> (Handler, Router, Elf.RouteMatch?) {
        let elf: Elf = Elf()
        try elf.register("app://profile/<id>") { ProfileHandler() }
        let factory: Elf.HandlerFactory = { ProfileHandler() }
        _ = factory
        let _: Elf.Configuration = .init()
        let _: Elf.PatternError? = nil
        return (Handler(), Router(), elf.match("app://profile/7"))
    }
}

@Suite struct QualifiedNameTests {
    @MainActor @Test func elfDotHandlerResolvesBesideAppTypes() throws {
        let (handler, _, match) = try AppWithItsOwnTypes.route()
        #expect(handler.name == "the app's own handler")
        #expect(match?.params == ["id": "7"])
        let elfHandler: any Elf.Handler = AppWithItsOwnTypes.ProfileHandler()
        #expect(elfHandler is AppWithItsOwnTypes.ProfileHandler)
    }
}
