import ElfMigration
import Foundation
import Testing

@testable import Elf

/// Closure routes: a route that needs no handler class.
@MainActor
@Suite struct ClosureRouteTests {
    final class SettingsHandler: Handler {
        static var made = 0
        init() { Self.made += 1 }
        func handle() {}
    }

    struct AlertRoute: Route {
        static let pattern = "app://alert"
        var title: String
        var message: String?
    }

    /// Both registrations, with trailing closures in every shape a user
    /// writes: a closure that takes nothing is a factory, one that takes the
    /// match or the value and returns a `Bool` is a closure route.
    @Test func trailingClosuresTypeCheckToTheRightRegistration() throws {
        var log: [String] = []
        let elf = Elf()
        try elf.register("app://factory/a") { SettingsHandler() }
        try elf.register("app://factory/b") {
            let handler = SettingsHandler()
            return handler
        }
        try elf.register("app://closure/a") { match in match.pattern.hasSuffix("a") }
        try elf.register("app://closure/b") { _ in true }
        try elf.register("app://closure/c") {
            log.append($0.pattern)
            return true
        }
        try elf.register("app://closure/d") { match in
            log.append(match.pattern)
            return true
        }
        try elf.register("app://closure/e", handling: { _ in false })
        try elf.register(AlertRoute.self) { alert in SettingsHandler() }
        try elf.register(TypedFactoryRoute.self) { route in
            let handler = SettingsHandler()
            return handler
        }
        try elf.register(TypedClosureRoute.self) { route in route.n > 0 }
        try elf.register(TypedMultiStatementRoute.self) { route in
            guard route.n > 0 else { return false }
            log.append("typed \(route.n)")
            return true
        }

        SettingsHandler.made = 0
        #expect(elf.handleURL(url: "app://factory/a") && elf.handleURL(url: "app://factory/b"))
        #expect(SettingsHandler.made == 2)
        #expect(elf.handleURL(url: "app://closure/a") && elf.handleURL(url: "app://closure/b"))
        #expect(elf.handleURL(url: "app://closure/c") && elf.handleURL(url: "app://closure/d"))
        #expect(!elf.handleURL(url: "app://closure/e"))
        #expect(elf.handleURL(url: "app://alert?title=x") && SettingsHandler.made == 3)
        #expect(elf.handleURL(url: "app://typed-factory") && SettingsHandler.made == 4)
        #expect(elf.handleURL(url: "app://typed-closure?n=1") && !elf.handleURL(url: "app://typed-closure?n=0"))
        #expect(elf.handleURL(url: "app://typed-multi?n=2") && !elf.handleURL(url: "app://typed-multi?n=0"))
        #expect(log == ["app://closure/c", "app://closure/d", "typed 2"])
    }

    struct TypedFactoryRoute: Route { static let pattern = "app://typed-factory" }
    struct TypedClosureRoute: Route {
        static let pattern = "app://typed-closure"
        var n: Int
    }
    struct TypedMultiStatementRoute: Route {
        static let pattern = "app://typed-multi"
        var n: Int
    }

    @Test func theClosureGetsTheMatchWithItsSource() throws {
        var seen: [String] = []
        let elf = Elf()
        try elf.register("app://settings/<section>") { match in
            seen.append("\(match.params["section"] ?? "") \(match.source.map { "\($0)" } ?? "nil")")
            return true
        }
        #expect(elf.handleURL(url: "app://settings/privacy", source: .customScheme))
        #expect(seen.count == 1 && seen[0].hasPrefix("privacy "))
        #expect(seen[0] == "privacy \(LinkSource.customScheme)")
    }

    @Test func aClosureThatDeclinesHandsTheURLOn() throws {
        var log: [String] = []
        var misses: [RouteMiss] = []
        let elf = Elf()
        elf.missHandler = { misses.append($0) }
        try elf.register("app://item/<int:id>") { match in
            guard match.params["id"] != "0" else { return false }
            log.append("item \(match.params["id"] ?? "")")
            return true
        }
        try elf.register("app://item/*") { _ in
            log.append("fallback")
            return true
        }
        #expect(elf.handleURL(url: "app://item/1"))
        #expect(elf.handleURL(url: "app://item/0"))
        #expect(log == ["item 1", "fallback"])

        let lone = Elf()
        lone.missHandler = { misses.append($0) }
        try lone.register("app://only") { _ in false }
        #expect(!lone.handleURL(url: "app://only"))
        #expect(misses.map(\.reason) == [.declined(patterns: ["app://only"])])
    }

    /// The documented exception to an honest `canHandle` (issue 36, 6): a
    /// closure route cannot be asked without acting, so it counts as
    /// handling; a handler that declines in `shouldHandle()` is asked.
    @Test func canHandleCountsAClosureRouteWithoutRunningItAndAsksADecliningHandler() throws {
        final class NeverHandler: Handler {
            func shouldHandle() -> Bool { false }
            func handle() {}
        }
        let elf = Elf()
        var runs = 0
        try elf.register("app://closure") { _ in
            runs += 1
            return false
        }
        try elf.register("app://handler") { NeverHandler() }
        #expect(elf.canHandle("app://closure"))
        #expect(runs == 0)
        #expect(!elf.handleURL(url: "app://closure"))
        #expect(runs == 1)
        #expect(!elf.canHandle("app://handler"))
        #expect(!elf.handleURL(url: "app://handler"))
    }

    @Test func theClosureRunsOnlyWhenAURLIsHandledAndOnlyOnce() throws {
        var runs = 0
        let elf = Elf()
        try elf.register("app://count") { _ in
            runs += 1
            return true
        }
        #expect(elf.canHandle("app://count"))
        #expect(elf.explainHandling("app://count").winner?.pattern == "app://count")
        let handler = try #require(elf.handler(for: "app://count"))
        #expect(runs == 0)
        #expect(elf.handleURL(url: "app://count"))
        #expect(runs == 1)
        // A handler asked for by hand runs the closure when it is told to handle.
        handler.handle()
        handler.handle()
        #expect(runs == 2)
    }

    @Test func closureRoutesTakeSourcesAndInterceptors() throws {
        var log: [String] = []
        let elf = Elf()
        try elf.register("app://logout", allowedSources: [.internal]) { _ in
            log.append("logout")
            return true
        }
        try elf.register(AlertRoute.self, allowedSources: [.internal]) { alert in
            log.append(alert.title)
            return true
        }
        #expect(!elf.handleURL(url: "app://logout", source: .customScheme))
        #expect(!elf.handleURL(url: "app://alert?title=hi", source: .universalLink))
        #expect(elf.handleURL(url: "app://logout", source: .internal))
        #expect(elf.handleURL(url: "app://alert?title=hi", source: .internal))
        elf.addInterceptor(
            Interceptor("no alerts") { match in
                match.pattern == "app://alert" ? .reject(reason: "no") : .pass
            })
        #expect(!elf.handleURL(url: "app://alert?title=again", source: .internal))
        #expect(log == ["logout", "hi"])
    }

    @Test func aURLHandledFromAClosureIsQueuedAfterIt() throws {
        var log: [String] = []
        let elf = Elf()
        try elf.register("app://first") { _ in
            log.append("first begins")
            elf.handleURL(url: "app://second")
            log.append("first ends")
            return true
        }
        try elf.register("app://second") { _ in
            log.append("second")
            return true
        }
        #expect(elf.handleURL(url: "app://first"))
        #expect(log == ["first begins", "first ends", "second"])
    }
}
