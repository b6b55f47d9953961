// The namespace in the match: a route registered through
// `SchemeNamespaces` reports the namespace it lives in, the global one
// included, as JLRoutes' `JLRouteScheme` does; a router that belongs to no
// namespaces reports `nil`. Every way a match reaches the app is checked:
// `match`, `resolve`, a `MatchAwareHandler`, an interceptor, a module page,
// and a URL rewritten before it matched.

import ElfMigration
import Foundation
import Testing

@testable import Elf

@MainActor
@Suite struct NamespaceMatchTests {

    /// What the handlers and interceptors saw, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    /// A handler that records the namespace of the match it receives.
    final class NamespaceProbe: Handler {
        let log: Log
        init(_ log: Log) { self.log = log }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            log.entries.append("handler \(match.namespace ?? "nil")")
        }
        func handle() {}
    }

    /// A route and where it is registered: `nil` through
    /// `register(_:_:)` (its scheme picks the router), else through
    /// `register(_:forScheme:_:)`.
    struct Registration: Sendable {
        var pattern: String
        var scheme: String?
    }

    /// The routes of every case: two scheme routers and the global one.
    static let routes: [Registration] = [
        Registration(pattern: "shop://item/<int:id>", scheme: nil),
        Registration(pattern: "/cart", scheme: "SHOP"),
        Registration(pattern: "/item/<id>", scheme: "news"),
        Registration(pattern: "/help", scheme: nil),
        Registration(pattern: "*://about", scheme: nil),
        Registration(pattern: "/faq", scheme: Elf.SchemeNamespaces.globalKey),
    ]

    static func namespaces(log: Log, fallsBack: [String]) throws -> Elf.SchemeNamespaces {
        let namespaces = Elf.SchemeNamespaces()
        for route in routes {
            if let scheme = route.scheme {
                try namespaces.register(route.pattern, forScheme: scheme) { NamespaceProbe(log) }
            } else {
                try namespaces.register(route.pattern) { NamespaceProbe(log) }
            }
        }
        for scheme in fallsBack { namespaces.setFallsBackToGlobal(true, forScheme: scheme) }
        return namespaces
    }

    /// A URL, whether `shop` falls back to the global routes, and the
    /// namespace its match reports (`nil`: no match).
    struct NamespaceCase: Sendable, CustomTestStringConvertible {
        var url: String
        var fallsBack = false
        var namespace: String?

        var testDescription: String { "\(url)\(fallsBack ? " (shop falls back)" : "") -> \(namespace ?? "nil")" }
    }

    nonisolated static let global = Elf.SchemeNamespaces.globalNamespace

    nonisolated static let cases: [NamespaceCase] = [
        // A scheme router reports its scheme, lowercased, whichever way the route was registered.
        NamespaceCase(url: "shop://item/42", namespace: "shop"),
        NamespaceCase(url: "shop://cart", namespace: "shop"),
        NamespaceCase(url: "SHOP://cart", namespace: "shop"),
        NamespaceCase(url: "news://item/hat", namespace: "news"),
        // The global router reports the global namespace: path patterns, `*://` patterns, the "*" key.
        NamespaceCase(url: "web://help", namespace: global),
        NamespaceCase(url: "/help", namespace: global),
        NamespaceCase(url: "web://about", namespace: global),
        NamespaceCase(url: "web://faq", namespace: global),
        // A scheme with a router does not reach the global routes, unless it falls back.
        NamespaceCase(url: "shop://help", namespace: nil),
        NamespaceCase(url: "shop://help", fallsBack: true, namespace: global),
        NamespaceCase(url: "shop://cart", fallsBack: true, namespace: "shop"),
        NamespaceCase(url: "news://help", fallsBack: true, namespace: nil),
    ]

    /// `SchemeNamespaces.match` and the router's own `match` and `resolve`.
    @Test(arguments: cases)
    func matchReportsTheNamespace(_ test: NamespaceCase) throws {
        let namespaces = try Self.namespaces(log: Log(), fallsBack: test.fallsBack ? ["shop"] : [])
        let match = namespaces.match(test.url)
        #expect(match?.namespace == test.namespace)
        #expect((match == nil) == (test.namespace == nil))
        let router = namespaces.router(forURL: test.url)
        #expect(router.match(test.url)?.namespace == test.namespace)
        #expect((try? router.resolve(test.url).get())?.namespace == test.namespace)
    }

    /// A `MatchAwareHandler` and an interceptor see the namespace while the URL is handled.
    @Test(arguments: cases)
    func handlingReportsTheNamespace(_ test: NamespaceCase) throws {
        let log = Log()
        let namespaces = try Self.namespaces(log: log, fallsBack: test.fallsBack ? ["shop"] : [])
        for key in namespaces.schemes + [Elf.SchemeNamespaces.globalKey] {
            namespaces.router(forScheme: key).addInterceptor(
                Elf.Interceptor("spy") { match in
                    log.entries.append("interceptor \(match.namespace ?? "nil")")
                    return .pass
                })
        }
        let handled = namespaces.handleURL(url: test.url)
        #expect(handled == (test.namespace != nil))
        let expected = test.namespace.map { ["interceptor \($0)", "handler \($0)"] } ?? []
        #expect(log.entries == expected)
        #expect(namespaces.router(forURL: test.url).handler(for: test.url) != nil || test.namespace == nil)
    }

    /// How a plain router reaches a match, and the namespace each reports: always `nil`.
    enum Access: String, CaseIterable, Sendable {
        case match, resolve, handleURL, rewritten
    }

    @Test(arguments: Access.allCases)
    func aRouterOfNoNamespacesReportsNil(_ access: Access) throws {
        let log = Log()
        let elf = Elf()
        try elf.register("/help") { NamespaceProbe(log) }
        try elf.addRewriteRule(from: "app://support", to: "app://help")
        switch access {
        case .match: #expect(try #require(elf.match("app://help")).namespace == nil)
        case .resolve: #expect(try elf.resolve("app://help").get().namespace == nil)
        case .handleURL:
            #expect(elf.handleURL(url: "app://help"))
            #expect(log.entries == ["handler nil"])
        case .rewritten: #expect(try #require(elf.match("app://support")).namespace == nil)
        }
    }

    /// A scheme router keeps its namespace through rewrite rules, entry
    /// points and module pages, with the other rare data of the match intact.
    @Test func theNamespaceRidesWithTheOtherExtras() throws {
        let log = Log()
        let namespaces = Elf.SchemeNamespaces()
        let shop = namespaces.router(forScheme: "shop")
        try shop.register("shop://item/<int:id>") { NamespaceProbe(log) }
        try shop.addRewriteRule(from: "shop://product/<int:id>", to: "shop://item/<id>")
        let rewritten = try #require(namespaces.match("shop://product/7"))
        #expect(rewritten.namespace == "shop")
        #expect(rewritten.originalURL == "shop://product/7")
        #expect(rewritten.params == ["id": "7"])

        try namespaces.global.addEntryPoint("https://www.example.com")
        try namespaces.register("/faq") { NamespaceProbe(log) }
        let throughEntryPoint = try #require(namespaces.match("https://www.example.com/faq"))
        #expect(throughEntryPoint.namespace == Self.global)
        #expect(throughEntryPoint.entryPoint == "https://www.example.com")

        try namespaces.router(forScheme: "news").register(module: NewsModule.self)
        NewsModule.log = log
        #expect(namespaces.handleURL(url: "news://section/world"))
        #expect(log.entries == ["handler news"])
    }

    /// A module whose page reads the namespace of its match.
    enum NewsModule: RouteModule {
        enum Page: String, CaseIterable {
            case world
        }

        static let path = "news://section"
        @MainActor static var log = Log()

        static func makeHandler(for page: Page) -> any Handler { NamespaceProbe(log) }
    }

    /// The global namespace's name cannot be any scheme router's namespace:
    /// schemes are lowercased, and the name is not.
    @Test func theGlobalNameIsNoSchemesNamespace() throws {
        let namespaces = Elf.SchemeNamespaces()
        let scheme = Elf.SchemeNamespaces.globalNamespace
        try namespaces.register("/x", forScheme: scheme) { NamespaceProbe(Log()) }
        let match = try #require(namespaces.match("\(scheme)://x"))
        #expect(match.namespace == scheme.lowercased())
        #expect(match.namespace != Elf.SchemeNamespaces.globalNamespace)
        #expect(Elf.SchemeNamespaces.globalNamespace == "JLRoutesGlobalRoutesScheme")
    }

    // MARK: - NamespacesAndModules.md

    /// The article's handler.
    final class SupportHandler: Handler {
        static var handled: [String?] = []
        var namespace: String?
        func convert(params: [String: String], queryParams: [String: String]) {}
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) { namespace = match.namespace }
        func handle() { Self.handled.append(namespace) }
    }

    /// "Read which namespace matched", with the routes of the sections before it.
    @Test func articleReadWhichNamespaceMatched() throws {
        let log = Log()
        let namespaces = Elf.SchemeNamespaces()
        try namespaces.register("shop://item/<int:id>") { NamespaceProbe(log) }
        try namespaces.register("/help") { NamespaceProbe(log) }
        try namespaces.register("/cart", forScheme: "shop") { NamespaceProbe(log) }
        namespaces.setFallsBackToGlobal(true, forScheme: "shop")

        try namespaces.register("/support") { SupportHandler() }
        try namespaces.register("/support", forScheme: "shop") { SupportHandler() }

        #expect(namespaces.match("shop://support")?.namespace == "shop")
        #expect(namespaces.match("news://support")?.namespace == "JLRoutesGlobalRoutesScheme")
        #expect(namespaces.match("shop://help")?.namespace == "JLRoutesGlobalRoutesScheme")

        SupportHandler.handled = []
        #expect(namespaces.handleURL(url: "shop://support"))
        #expect(namespaces.handleURL(url: "news://support"))
        #expect(SupportHandler.handled == ["shop", "JLRoutesGlobalRoutesScheme"])
    }
}
