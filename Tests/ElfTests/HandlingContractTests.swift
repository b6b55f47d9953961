import ElfTesting
import Foundation
import Testing

@testable import Elf

/// What handling promises: `canHandle` answers as handling would without
/// running a handler, a URL opened while another is being handled waits its
/// turn, and each lookup reads one unchanging snapshot of the router.
@MainActor
@Suite struct HandlingContractTests {
    // MARK: - canHandle

    /// Crossroad's Pokédex: a route exists for every id, but the handler
    /// declines ids it has no entry for (Crossroad's `responds(to:)` said
    /// "yes" to 9999 and then did nothing).
    final class PokemonHandler: Handler {
        static let pokedex: Set<Int> = [1, 4, 7, 25, 151]
        var id: Int?
        func convert(params: [String: String], queryParams: [String: String]) { id = params["id"].flatMap(Int.init) }
        func shouldHandle() -> Bool { id.map(Self.pokedex.contains) ?? false }
        func handle() { Self.shown.append(id!) }
        static var shown: [Int] = []
    }

    @Test(arguments: [
        ("pokedex://pokemons/25", true),
        ("pokedex://pokemons/151", true),
        ("pokedex://pokemons/9999", false),
        ("pokedex://pokemons/pikachu", false),
        ("pokedex://trainers/ash", false),
    ])
    func canHandleAnswersAsHandlingWould(url: String, expected: Bool) throws {
        PokemonHandler.shown = []
        let elf = Elf()
        try elf.register("pokedex://pokemons/<int:id>") { PokemonHandler() }
        #expect(elf.canHandle(url) == expected)
        #expect(PokemonHandler.shown.isEmpty, "canHandle never runs handle()")
        #expect(elf.handleURL(url: url) == expected)
        #expect(PokemonHandler.shown == (expected ? [Int(url.split(separator: "/").last!)!] : []))
    }

    @Test func canHandleFollowsRedirectsWithoutSettingTheURLAside() throws {
        let elf = Elf()
        try elf.register("app://orders") { NoopHandler() }
        try elf.register("app://login") { NoopHandler() }
        elf.addInterceptor(
            Elf.Interceptor("gate") { match in
                match.pattern == "app://orders" ? .deferUntilResumed(redirectTo: "app://login") : .pass
            })
        #expect(elf.canHandle("app://orders"))
        #expect(elf.deferredURL == nil)
        for name in elf.interceptorNames { elf.removeInterceptor(named: name) }
        elf.addInterceptor(
            Elf.Interceptor("loop") { match in
                match.pattern == "app://orders" ? .redirect(to: "app://nowhere") : .pass
            })
        #expect(!elf.canHandle("app://orders"))
    }

    // MARK: - Reentrancy

    /// A handler that records its name when it handles, and may open another URL from `handle()`.
    final class OpeningHandler: Handler {
        nonisolated(unsafe) static var events: [String] = []
        let name: String
        let opens: String?
        weak var router: Elf?
        init(_ name: String, opens: String? = nil, router: Elf? = nil) {
            (self.name, self.opens, self.router) = (name, opens, router)
        }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {
            Self.events.append("start \(name)")
            if let opens, let router {
                #expect(router.handleURL(url: opens), "a queued URL is accepted")
            }
            Self.events.append("end \(name)")
        }
    }

    @Test func aURLOpenedFromHandleRunsAfterTheCurrentOneFinishes() throws {
        OpeningHandler.events = []
        let elf = Elf()
        try elf.register("app://a") { [weak elf] in OpeningHandler("a", opens: "app://b", router: elf) }
        try elf.register("app://b") { [weak elf] in OpeningHandler("b", opens: "app://c", router: elf) }
        try elf.register("app://c") { OpeningHandler("c") }
        #expect(elf.handleURL(url: "app://a"))
        #expect(OpeningHandler.events == ["start a", "end a", "start b", "end b", "start c", "end c"])
    }

    @Test func urlsOpenedWhileHandlingRunInCallOrder() throws {
        OpeningHandler.events = []
        let elf = Elf()
        try elf.register("app://first") { [weak elf] in
            OpeningHandler("first", opens: "app://x", router: elf)
        }
        try elf.register("app://x") { [weak elf] in OpeningHandler("x", opens: "app://z", router: elf) }
        try elf.register("app://z") { OpeningHandler("z") }
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        elf.handleURL(url: "app://first")
        #expect(OpeningHandler.events.filter { $0.hasPrefix("start") } == ["start first", "start x", "start z"])
    }

    @Test func anInterceptorThatOpensAURLWaitsForTheCurrentOne() throws {
        OpeningHandler.events = []
        let elf = Elf()
        try elf.register("app://orders") { OpeningHandler("orders") }
        try elf.register("app://banner") { OpeningHandler("banner") }
        var decisions = 0
        elf.addInterceptor(
            Elf.Interceptor("announcer") { [weak elf] match in
                guard match.pattern == "app://orders" else { return .pass }
                decisions += 1
                // Opened from the decision: queued behind the URL being decided.
                elf?.handleURL(url: "app://banner")
                return .pass
            })
        #expect(elf.handleURL(url: "app://orders"))
        #expect(decisions == 1)
        #expect(OpeningHandler.events == ["start orders", "end orders", "start banner", "end banner"])
    }

    final class SlowHandler: AsyncHandler {
        nonisolated(unsafe) static var shown = 0
        func convert(params: [String: String], queryParams: [String: String]) {}
        func prepare() async { await Task.yield() }
        func handle() { Self.shown += 1 }
    }

    /// A URL a factory opens keeps its async navigation.
    ///
    /// It used to start a nested handling, whose navigation the outer URL
    /// then cancelled. Now it runs after the outer one, so it survives.
    @Test func aURLOpenedFromAFactoryKeepsItsAsyncNavigation() async throws {
        SlowHandler.shown = 0
        OpeningHandler.events = []
        let elf = Elf()
        try elf.register("app://slow") { SlowHandler() }
        try elf.register("app://outer") { [weak elf] in
            elf?.handleURL(url: "app://slow")
            return OpeningHandler("outer")
        }
        #expect(elf.handleURL(url: "app://outer"))
        #expect(OpeningHandler.events == ["start outer", "end outer"])
        await elf.pendingNavigation?.value
        #expect(SlowHandler.shown == 1)
    }

    // MARK: - One snapshot

    @Test func settingsChangeTheSnapshotButNotTheTree() throws {
        let elf = Elf()
        try elf.register("app://a") { NoopHandler() }
        let first = elf.snapshot()
        #expect(elf.snapshot() === first, "an unchanged router hands out the same snapshot")
        elf.addInterceptor(Elf.Interceptor("pass") { _ in .pass })
        let second = elf.snapshot()
        #expect(second !== first)
        #expect(second.routes.tree === first.routes.tree, "a new interceptor does not refreeze the tree")
        try elf.register("app://b") { NoopHandler() }
        #expect(elf.snapshot().routes.tree !== first.routes.tree)
        #expect(first.routes.tree.routes.records.map { $0?.pattern } == ["app://a"], "a snapshot never changes")
    }

    @Test func aSnapshotKeepsItsRewriteRulesWhenRulesAreAdded() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { NoopHandler() }
        try elf.addRewriteRule(from: "https://example.com/i/<int:id>", to: "app://item/<id>")
        let before = elf.snapshot()
        try elf.addRewriteRule(from: "https://example.com/j/<int:id>", to: "app://item/<id>")
        #expect(before.rewrites?.rules.count == 1)
        #expect(elf.snapshot().rewrites?.rules.count == 2)
        #expect(before.rewrites?.rewrite("https://example.com/j/1") == .unchanged)
    }

    // MARK: - The Architecture article

    /// The snippet at the end of Architecture.md.
    @Test func architectureSnippet() throws {
        OpeningHandler.events = []
        let elf = Elf()
        try elf.register("app://user/<int:id>") { OpeningHandler("user") }
        #expect(elf.match("app://user/42")?.params == ["id": "42"])
        #expect(elf.canHandle("app://user/42"))
        #expect(OpeningHandler.events.isEmpty)
        #expect(elf.handleURL(url: "app://user/42"))
        #expect(OpeningHandler.events == ["start user", "end user"])
    }
}
