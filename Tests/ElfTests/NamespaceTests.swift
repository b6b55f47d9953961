// Scheme namespaces: one router per scheme, the global
// router, the opt-in fallback, per-namespace not-found handlers, listing; and
// `Elf.registeredPatternsByScheme`. The last part runs the namespace snippets
// of Sources/Elf/Elf.docc/NamespacesAndModules.md, each test naming the
// section it mirrors (STYLE.md §4).

import ElfMigration
import Foundation
import Testing

@testable import Elf

@MainActor
@Suite struct NamespaceTests {

    // MARK: - Fixtures

    /// What handlers and not-found handlers did, in order.
    final class Log {
        var entries: [String] = []
    }

    /// A handler that records `name` and its values when it handles a URL.
    final class Probe: Handler {
        let name: String
        let log: Log
        let accepts: Bool
        private var params: [String: String] = [:]

        init(_ name: String, _ log: Log, accepts: Bool = true) {
            self.name = name
            self.log = log
            self.accepts = accepts
        }

        func convert(params: [String: String], queryParams: [String: String]) { self.params = params }
        func shouldHandle() -> Bool { accepts }
        func handle() {
            let values = params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            log.entries.append(([name] + values).joined(separator: " "))
        }
    }

    /// A route for the fixture: registered through `register(_:_:)` when
    /// `scheme` is `nil`, else through `register(_:forScheme:_:)`.
    struct Registration: Sendable {
        var pattern: String
        var scheme: String?
        var accepts = true

        /// The name its handler records: the router key and the pattern.
        var name: String { "\(scheme ?? "auto"):\(pattern)" }
    }

    /// Namespaces with `registrations`, every router's not-found handler
    /// recording `notFound <key>` and its miss handler `miss <key> <reason>`.
    static func namespaces(
        _ registrations: [Registration], fallsBack: [String] = [], log: Log
    ) throws -> Elf.SchemeNamespaces {
        let namespaces = Elf.SchemeNamespaces()
        for registration in registrations {
            let name = registration.name
            let accepts = registration.accepts
            if let scheme = registration.scheme {
                try namespaces.register(registration.pattern, forScheme: scheme) { Probe(name, log, accepts: accepts) }
            } else {
                try namespaces.register(registration.pattern) { Probe(name, log, accepts: accepts) }
            }
            try checkInvariants(namespaces)
        }
        for scheme in fallsBack { namespaces.setFallsBackToGlobal(true, forScheme: scheme) }
        for key in namespaces.schemes + [Elf.SchemeNamespaces.globalKey] {
            let router = namespaces.router(forScheme: key)
            router.notFoundHandler = { _ in log.entries.append("notFound \(key)") }
            router.missHandler = { miss in log.entries.append("miss \(key) \(Self.kind(of: miss.reason))") }
        }
        return namespaces
    }

    /// Fails when a router's tree breaks an invariant (STYLE.md §5: after every insertion).
    static func checkInvariants(_ namespaces: Elf.SchemeNamespaces) throws {
        for key in namespaces.schemes + [Elf.SchemeNamespaces.globalKey] {
            let violations = namespaces.router(forScheme: key).currentTree().tree.invariantViolations()
            if !violations.isEmpty { throw InvariantFailure(violations: violations) }
        }
    }

    /// A short name for a miss reason.
    static func kind(of reason: Elf.RouteMiss.Reason) -> String {
        switch reason {
        case .malformed: "malformed"
        case .noMatchingRoute: "noMatchingRoute"
        case .declined(let patterns): "declined \(patterns.joined(separator: ","))"
        default: "other"
        }
    }

    /// The routes most tests use: two scheme routers and the global one.
    static let standardRoutes: [Registration] = [
        Registration(pattern: "shop://item/<int:id>", scheme: nil),
        Registration(pattern: "/cart", scheme: "shop"),
        Registration(pattern: "/item/<id>", scheme: "news"),
        Registration(pattern: "/help", scheme: nil),
        Registration(pattern: "*://item/<slug>", scheme: nil),
    ]

    // MARK: - Dispatch by scheme

    /// A URL, whether `shop` falls back, and what happens: the handler that
    /// takes it (router key and pattern, then its values), or the router
    /// whose not-found handler hears of it.
    struct DispatchCase: Sendable, CustomTestStringConvertible {
        var url: String
        var fallsBack: Bool
        var handledBy: String?
        var notFoundIn: String?

        var testDescription: String { "\(url)\(fallsBack ? " (shop falls back)" : "")" }

        static func handled(_ url: String, by handler: String, fallsBack: Bool = false) -> Self {
            Self(url: url, fallsBack: fallsBack, handledBy: handler, notFoundIn: nil)
        }
        static func missed(_ url: String, in router: String, fallsBack: Bool = false) -> Self {
            Self(url: url, fallsBack: fallsBack, handledBy: nil, notFoundIn: router)
        }

        /// The pattern `match(_:)` must return: the handler's, without its router key and values.
        var matchedPattern: String? {
            guard let handledBy else { return nil }
            let name = handledBy.split(separator: " ")[0]
            return String(name[name.index(after: name.firstIndex(of: ":")!)...])
        }
    }

    nonisolated static let dispatchCases: [DispatchCase] = [
        // The router of the URL's scheme, schemes compared ignoring case.
        .handled("shop://item/42", by: "auto:shop://item/<int:id> id=42"),
        .handled("SHOP://item/42", by: "auto:shop://item/<int:id> id=42"),
        .handled("Shop://cart", by: "shop:/cart"),
        .handled("shop://www.example.com/cart", by: "shop:/cart"),
        .handled("news://item/hat", by: "news:/item/<id> id=hat"),
        // A scheme router that has no route keeps the URL: no fallback by default.
        .missed("shop://help", in: "shop"),
        .missed("shop://item/hat", in: "shop"),
        // Isolation: shop's /cart never answers news, nor the global router's /help.
        .missed("news://cart", in: "news"),
        .missed("news://help", in: "news"),
        // No router for the scheme, or no scheme: the global router.
        .handled("mail://help", by: "auto:/help"),
        .handled("mail://item/hat", by: "auto:*://item/<slug> slug=hat"),
        .handled("/help", by: "auto:/help"),
        .missed("mail://cart", in: "*"),
        .missed("/cart", in: "*"),
        // Malformed: the readable scheme picks the namespace that hears of it.
        .missed("shop://item/%zz", in: "shop"),
        .missed("  shop://item/a\\b", in: "shop"),
        .missed("1h://help", in: "*"),
        .missed("", in: "*"),
        // Fallback on for shop: routes shop's router lacks come from the global router.
        .handled("shop://help", by: "auto:/help", fallsBack: true),
        .handled("shop://item/hat", by: "auto:*://item/<slug> slug=hat", fallsBack: true),
        .handled("shop://item/42", by: "auto:shop://item/<int:id> id=42", fallsBack: true),
        .handled("shop://cart", by: "shop:/cart", fallsBack: true),
        .missed("shop://nowhere", in: "shop", fallsBack: true),
        .missed("shop://item/%zz", in: "shop", fallsBack: true),
        // Fallback is per scheme.
        .missed("news://help", in: "news", fallsBack: true),
    ]

    @Test(arguments: dispatchCases)
    func urlIsHandledByTheRouterOfItsScheme(dispatch: DispatchCase) throws {
        let log = Log()
        let namespaces = try Self.namespaces(
            Self.standardRoutes, fallsBack: dispatch.fallsBack ? ["shop"] : [], log: log)
        #expect(namespaces.handleURL(url: dispatch.url) == (dispatch.handledBy != nil))
        if let handler = dispatch.handledBy {
            #expect(log.entries == [handler])
        } else if let router = dispatch.notFoundIn {
            #expect(log.entries.count == 2, "one miss reaches one namespace: \(log.entries)")
            #expect(log.entries.last == "notFound \(router)")
            #expect(log.entries.first?.hasPrefix("miss \(router) ") == true)
        }
    }

    @Test(arguments: dispatchCases)
    func matchUsesTheRouterHandlingWouldUse(dispatch: DispatchCase) throws {
        let namespaces = try Self.namespaces(
            Self.standardRoutes, fallsBack: dispatch.fallsBack ? ["shop"] : [], log: Log())
        #expect(namespaces.match(dispatch.url)?.pattern == dispatch.matchedPattern)
    }

    /// The router `router(forURL:)` names is the one whose handler runs, or
    /// whose not-found handler hears of the URL.
    @Test(arguments: dispatchCases)
    func routerForURLIsTheRouterThatHandles(dispatch: DispatchCase) throws {
        let log = Log()
        let namespaces = try Self.namespaces(
            Self.standardRoutes, fallsBack: dispatch.fallsBack ? ["shop"] : [], log: log)
        let router = namespaces.router(forURL: dispatch.url)
        guard let handler = dispatch.handledBy, let pattern = dispatch.matchedPattern else {
            #expect(router === namespaces.router(forScheme: dispatch.notFoundIn!))
            return
        }
        #expect(router.handleURL(url: dispatch.url))
        #expect(log.entries == [handler])
        let key = String(handler.prefix { $0 != ":" })
        #expect(router === namespaces.router(forScheme: key == "auto" ? Self.autoRouterKey(for: pattern) : key))
    }

    /// The router `register(_:_:)` puts a pattern in.
    static func autoRouterKey(for pattern: String) -> String {
        pattern.hasPrefix("shop://") ? "shop" : "*"
    }

    // MARK: - Declines and misses

    /// Whether the shop router has a second route after a declining one,
    /// and which handler then takes `shop://item/1` (shop falls back, and
    /// the global router has a route for it too).
    @Test(
        arguments: [
            (true, "auto:shop://item/<slug> slug=1"),
            (false, nil),
        ] as [(Bool, String?)])
    func declinedHandlerKeepsTheURLInItsNamespace(hasNextRoute: Bool, expected: String?) throws {
        let log = Log()
        var routes = [
            Registration(pattern: "shop://item/<int:id>", scheme: nil, accepts: false),
            Registration(pattern: "*://item/<x>", scheme: nil),
        ]
        if hasNextRoute { routes.append(Registration(pattern: "shop://item/<slug>", scheme: nil)) }
        let namespaces = try Self.namespaces(routes, fallsBack: ["shop"], log: log)
        #expect(namespaces.handleURL(url: "shop://item/1") == (expected != nil))
        if let expected {
            #expect(log.entries == [expected])
        } else {
            #expect(log.entries == ["miss shop declined shop://item/<int:id>", "notFound shop"])
        }
    }

    /// A URL and what the miss handler of its namespace hears.
    @Test(arguments: [
        ("shop://item/%zz", "miss shop malformed"),
        ("shop://help", "miss shop noMatchingRoute"),
        ("shop://item/1", "miss shop declined shop://item/<int:id>"),
        ("mail://x", "miss * noMatchingRoute"),
        ("mail://x/%4", "miss * malformed"),
    ])
    func missHandlerOfTheNamespaceHearsWhy(url: String, expected: String) throws {
        let log = Log()
        let namespaces = try Self.namespaces(
            [Registration(pattern: "shop://item/<int:id>", scheme: nil, accepts: false)], log: log)
        #expect(!namespaces.handleURL(url: url))
        #expect(log.entries == [expected, "notFound \(expected.split(separator: " ")[1])"])
    }

    @Test func contextReachesTheHandler() throws {
        final class Share: Handler {
            let log: Log
            init(_ log: Log) { self.log = log }
            func convert(params: [String: String], queryParams: [String: String]) {}
            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                guard let context = context as? String else { return }; log.entries.append("context \(context)")
            }
            func handle() { log.entries.append("handle") }
        }
        let log = Log()
        let namespaces = Elf.SchemeNamespaces()
        try namespaces.register("shop://share") { Share(log) }
        #expect(namespaces.handleURL(url: "shop://share", context: "photo"))
        #expect(log.entries == ["context photo", "handle"])
    }

    @Test func emptySchemeRouterTakesTheSchemeFromTheGlobalRouter() throws {
        let log = Log()
        let namespaces = try Self.namespaces([Registration(pattern: "/help", scheme: nil)], log: log)
        #expect(namespaces.handleURL(url: "shop://help"))
        _ = namespaces.router(forScheme: "shop")
        #expect(!namespaces.handleURL(url: "shop://help"), "shop URLs now go to the empty shop router")
        namespaces.setFallsBackToGlobal(true, forScheme: "shop")
        #expect(namespaces.handleURL(url: "shop://help"))
        #expect(log.entries == ["auto:/help", "auto:/help"])
    }

    @Test func removingARouterSendsItsSchemeBackToTheGlobalRouter() throws {
        let log = Log()
        let namespaces = try Self.namespaces(
            [Registration(pattern: "shop://help", scheme: nil), Registration(pattern: "/help", scheme: nil)],
            fallsBack: ["shop"], log: log)
        #expect(namespaces.removeRouter(forScheme: "SHOP"))
        #expect(!namespaces.removeRouter(forScheme: "shop"))
        #expect(namespaces.schemes.isEmpty)
        #expect(!namespaces.fallsBackToGlobal(forScheme: "shop"), "the setting goes with the router")
        #expect(namespaces.handleURL(url: "shop://help"))
        #expect(log.entries == ["auto:/help"])
    }

    @Test func fallbackSettingIsPerSchemeIgnoresCaseAndHoldsBeforeTheRouterExists() throws {
        let log = Log()
        let namespaces = try Self.namespaces([Registration(pattern: "/help", scheme: nil)], log: log)
        #expect(!namespaces.fallsBackToGlobal(forScheme: "shop"), "off by default")
        namespaces.setFallsBackToGlobal(true, forScheme: "Shop")
        #expect(namespaces.fallsBackToGlobal(forScheme: "SHOP"))
        #expect(!namespaces.fallsBackToGlobal(forScheme: "news"))
        try namespaces.register("shop://cart") { Probe("shop:cart", log) }
        #expect(namespaces.handleURL(url: "shop://help"), "set before the router was made")
        namespaces.setFallsBackToGlobal(false, forScheme: "shop")
        #expect(!namespaces.handleURL(url: "shop://help"))
        #expect(log.entries == ["auto:/help"])
    }

    // MARK: - Registration

    /// A pattern registered through `register(_:_:)`, and the router it lands in.
    @Test(arguments: [
        ("shop://item/<int:id>", "shop"),
        ("SHOP://Item", "shop"),
        ("web+shop://x", "web+shop"),
        ("*://help", "*"),
        ("/help", "*"),
        ("/", "*"),
    ])
    func patternsSchemePicksItsRouter(pattern: String, key: String) throws {
        let namespaces = Elf.SchemeNamespaces()
        try namespaces.register(pattern) { NoopHandler() }
        try Self.checkInvariants(namespaces)
        #expect(namespaces.routes(forScheme: key) == [pattern])
        #expect(namespaces.schemes == (key == "*" ? [] : [key]))
    }

    /// A pattern and the scheme it is registered for, both accepted, and the router it lands in.
    @Test(arguments: [
        ("shop://item/<int:id>", "shop", "shop"),
        ("SHOP://item", "Shop", "shop"),
        ("/item/<int:id>", "shop", "shop"),
        ("/", "shop", "shop"),
        ("news://item", "*", "*"),
        ("*://item", "*", "*"),
    ])
    func registerForSchemeAcceptsItsSchemeAndPaths(pattern: String, scheme: String, key: String) throws {
        let namespaces = Elf.SchemeNamespaces()
        try namespaces.register(pattern, forScheme: scheme) { NoopHandler() }
        try Self.checkInvariants(namespaces)
        #expect(namespaces.routes(forScheme: key) == [pattern])
    }

    /// Why `register(_:forScheme:_:)` refuses a pattern.
    enum Refusal: Sendable, Equatable {
        case mismatch
        case invalidScheme
        case invalidPattern(Elf.PatternError.Reason)
    }

    @Test(
        arguments: [
            ("news://cart", "shop", Refusal.mismatch),
            ("*://cart", "shop", .mismatch),
            ("/cart", "my_app", .invalidScheme),
            ("/cart", "", .invalidScheme),
            ("/cart", "1h", .invalidScheme),
            ("shop://cart/<id", "shop", .invalidPattern(.unclosed("<"))),
            ("cart", "shop", .invalidPattern(.invalidStart)),
            ("1h://cart", "shop", .invalidPattern(.invalidScheme)),
            ("/taken", "shop", .invalidPattern(.duplicate(existing: "/taken"))),
            ("/taken", "news", .invalidPattern(.duplicate(existing: "/taken"))),
        ] as [(String, String, Refusal)])
    func refusedRegistrationMakesNoRouterAndLosesNothing(pattern: String, scheme: String, refusal: Refusal) throws {
        let log = Log()
        let namespaces = try Self.namespaces(
            [Registration(pattern: "/taken", scheme: "shop"), Registration(pattern: "/taken", scheme: "news")],
            log: log)
        var caught: Elf.SchemeNamespaces.RegistrationError?
        do {
            try namespaces.register(pattern, forScheme: scheme) { NoopHandler() }
        } catch {
            caught = error
        }
        switch (caught, refusal) {
        case (.schemeMismatch(let refused, let key)?, .mismatch):
            #expect(refused == pattern)
            #expect(key == scheme.lowercased())
        case (.invalidScheme(let refused)?, .invalidScheme):
            #expect(refused == scheme)
        case (.invalidPattern(let error)?, .invalidPattern(let reason)):
            #expect(error.reason == reason)
            #expect(error.pattern == pattern)
        default:
            Issue.record("expected \(refusal), got \(String(describing: caught))")
        }
        #expect(namespaces.schemes == ["news", "shop"], "no router made")
        #expect(namespaces.routesByScheme == ["*": [], "shop": ["/taken"], "news": ["/taken"]])
        #expect(namespaces.handleURL(url: "shop://taken"))
        #expect(namespaces.handleURL(url: "news://taken"))
    }

    @Test(arguments: [
        ("news://item/<int:id>", "pattern \"news://item/<int:id>\" does not belong to scheme \"shop\""),
        ("shop://item/<id", "invalid pattern \"shop://item/<id\" at column 13: '<' is never closed"),
    ])
    func registrationErrorExplainsItself(pattern: String, message: String) {
        let namespaces = Elf.SchemeNamespaces()
        #expect(throws: Elf.SchemeNamespaces.RegistrationError.self) {
            try namespaces.register(pattern, forScheme: "shop") { NoopHandler() }
        }
        do {
            try namespaces.register(pattern, forScheme: "shop") { NoopHandler() }
        } catch {
            #expect(error.description == message)
        }
        #expect(
            Elf.SchemeNamespaces.RegistrationError.invalidScheme("my_app").description == "invalid scheme \"my_app\"")
    }

    @Test func failedRegisterMakesNoRouter() {
        let namespaces = Elf.SchemeNamespaces()
        #expect(throws: Elf.PatternError.self) {
            try namespaces.register("shop://item/<id") { NoopHandler() }
        }
        #expect(namespaces.schemes.isEmpty)
        #expect(throws: Elf.PatternError.self) {
            try namespaces.register("shop:/item") { NoopHandler() }
        }
        #expect(namespaces.schemes.isEmpty)
        #expect(namespaces.routesByScheme == ["*": []])
    }

    @Test func routerForASchemeIsMadeOnceAndNamedIgnoringCase() {
        let namespaces = Elf.SchemeNamespaces(configuration: .init(caseInsensitivePaths: true))
        let shop = namespaces.router(forScheme: "Shop")
        #expect(shop === namespaces.router(forScheme: "SHOP"))
        #expect(shop !== namespaces.router(forScheme: "news"))
        #expect(namespaces.router(forScheme: "*") === namespaces.global)
        #expect(namespaces.schemes == ["news", "shop"])
        #expect(shop.configuration == namespaces.configuration)
        #expect(namespaces.global.configuration.caseInsensitivePaths)
    }

    /// Threads naming a new scheme at once share one router.
    @Test func concurrentRegistrationSharesOneRouterPerScheme() {
        let namespaces = Elf.SchemeNamespaces()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            try? namespaces.register("shop://page/\(index)") { NoopHandler() }
            try? namespaces.register("/page/\(index)", forScheme: "news") { NoopHandler() }
        }
        #expect(namespaces.schemes == ["news", "shop"])
        #expect(namespaces.routes(forScheme: "shop").count == 64)
        #expect(namespaces.routes(forScheme: "news").count == 64)
    }

    // MARK: - Precedence inside a scheme router

    /// Precedence inside one scheme's router is ROUTING.md §2, whatever the order of registration.
    @Test(
        arguments: [
            ("shop://item/new", "shop://item/new"),
            ("shop://item/7", "shop://item/<int:id>"),
            ("shop://item/hat", "shop://item/<slug>"),
            ("shop://item/a/b", "shop://item/*"),
            ("shop://item", "shop://item/*"),
            ("shop://www.example.com/item/hat", "/item/<x>"),
            ("news://item/new", nil),
        ] as [(String, String?)])
    func precedenceInsideASchemeRouterIsRoutings(url: String, expected: String?) throws {
        let patterns = ["shop://item/new", "shop://item/<int:id>", "shop://item/<slug>", "/item/<x>", "shop://item/*"]
        for order in [patterns, patterns.reversed()] {
            let namespaces = Elf.SchemeNamespaces()
            _ = namespaces.router(forScheme: "news")
            for pattern in order {
                try namespaces.register(pattern, forScheme: "shop") { NoopHandler() }
                try Self.checkInvariants(namespaces)
            }
            #expect(namespaces.match(url)?.pattern == expected, "order \(order)")
        }
    }

    // MARK: - Listing

    @Test func routesAreListedPerSchemeInRegistrationOrder() throws {
        let namespaces = try Self.namespaces(Self.standardRoutes, log: Log())
        _ = namespaces.router(forScheme: "mail")
        #expect(
            namespaces.routesByScheme == [
                "*": ["/help", "*://item/<slug>"],
                "shop": ["shop://item/<int:id>", "/cart"],
                "news": ["/item/<id>"],
                "mail": [],
            ])
        #expect(namespaces.routes(forScheme: "SHOP") == ["shop://item/<int:id>", "/cart"])
        #expect(namespaces.routes(forScheme: "*") == ["/help", "*://item/<slug>"])
        #expect(namespaces.routes(forScheme: "ftp").isEmpty)
        #expect(namespaces.schemes == ["mail", "news", "shop"], "listing made no ftp router")
    }

    /// Patterns registered on one router, and how `registeredPatternsByScheme` groups them.
    @Test(
        arguments: [
            ([], [:]),
            (
                ["app://item/<int:id>", "*://help", "/user/<id>", "APP://Cart", "web://x", "/", "*://y"],
                [
                    "app": ["app://item/<int:id>", "APP://Cart"], "*": ["*://help", "*://y"], "/": ["/user/<id>", "/"],
                    "web": ["web://x"],
                ]
            ),
        ] as [([String], [String: [String]])])
    func registeredPatternsAreGroupedByScheme(patterns: [String], expected: [String: [String]]) throws {
        let elf = try Elf.with(patterns)
        #expect(elf.registeredPatternsByScheme == expected)
    }

    // MARK: - Link sources

    /// Both registration forms take `allowedSources`: the route lands in the
    /// router its scheme (or `forScheme`) names, and refuses other sources
    /// there without falling back to the global router's catch-all.
    @Test(arguments: LinkSource.allCases)
    func registrationsTakeAllowedSources(source: LinkSource) throws {
        let log = Log()
        let namespaces = Elf.SchemeNamespaces()
        let trusted: Set<LinkSource> = [.internal, .universalLink]
        try namespaces.register("shop://checkout", allowedSources: trusted) { Probe("checkout", log) }
        try namespaces.register("/refund/<int:id>", forScheme: "shop", allowedSources: trusted) { Probe("refund", log) }
        try namespaces.register("/account", forScheme: "*", allowedSources: trusted) { Probe("account", log) }
        try namespaces.register("/<page>") { Probe("global catch-all", log) }
        namespaces.setFallsBackToGlobal(true, forScheme: "shop")
        #expect(namespaces.router(forScheme: "shop").registeredPatterns == ["shop://checkout", "/refund/<int:id>"])
        #expect(namespaces.router(forScheme: "*").registeredPatterns == ["/account", "/<page>"])

        let allowed = trusted.contains(source)
        for url in ["shop://checkout", "shop://refund/7", "mail://account"] {
            #expect(namespaces.handleURL(url: url, source: source) == allowed, "\(url) from \(source)")
        }
        #expect(log.entries == (allowed ? ["checkout", "refund id=7", "account"] : []))
        #expect(namespaces.handleURL(url: "mail://other", source: source), "unrestricted routes take every source")
    }

    // MARK: - NamespacesAndModules.md

    /// The handlers the article's namespace snippets use.
    final class ItemHandler: Handler {
        let log: Log
        var id: Int?
        init(_ log: Log) { self.log = log }
        func convert(params: [String: String], queryParams: [String: String]) { id = params["id"].flatMap { Int($0) } }
        func handle() { log.entries.append("item \(id.map(String.init) ?? "nil")") }
    }

    final class HelpHandler: Handler {
        let log: Log
        init(_ log: Log) { self.log = log }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { log.entries.append("help") }
    }

    final class CartHandler: Handler {
        let log: Log
        init(_ log: Log) { self.log = log }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { log.entries.append("cart") }
    }

    /// The namespaces of "Group routes by scheme", with what they print going to `log`.
    static func articleNamespaces(_ log: Log) throws -> Elf.SchemeNamespaces {
        let namespaces = Elf.SchemeNamespaces()
        try namespaces.register("shop://item/<int:id>") { ItemHandler(log) }
        try namespaces.register("/help") { HelpHandler(log) }
        namespaces.router(forScheme: "shop").notFoundHandler = { url in log.entries.append("no shop page for \(url)") }
        namespaces.global.notFoundHandler = { url in log.entries.append("no page for \(url)") }
        return namespaces
    }

    /// "Group routes by scheme".
    @Test func articleGroupRoutesByScheme() throws {
        let log = Log()
        let namespaces = try Self.articleNamespaces(log)
        #expect(namespaces.handleURL(url: "shop://item/42"))  // true: the shop router
        #expect(namespaces.handleURL(url: "news://help"))  // true: no news router, so the global one
        #expect(!namespaces.handleURL(url: "shop://help"))  // false, prints "no shop page for shop://help"
        #expect(log.entries == ["item 42", "help", "no shop page for shop://help"])
        #expect(!namespaces.handleURL(url: "news://nowhere"))
        #expect(log.entries.last == "no page for news://nowhere")
    }

    /// "Write patterns for a scheme".
    @Test func articleWritePatternsForAScheme() throws {
        let log = Log()
        let namespaces = try Self.articleNamespaces(log)
        try namespaces.register("/cart", forScheme: "shop") { CartHandler(log) }
        #expect(namespaces.handleURL(url: "shop://cart"))  // true
        do {
            try namespaces.register("news://cart", forScheme: "shop") { CartHandler(log) }
            Issue.record("expected an error")
        } catch {
            log.entries.append("\(error)")
        }
        #expect(namespaces.handleURL(url: "shop://www.example.com/cart"))
        #expect(
            log.entries == ["cart", "pattern \"news://cart\" does not belong to scheme \"shop\"", "cart"])
        #expect(namespaces.schemes == ["shop"])
    }

    /// "Fall back to the global routes".
    @Test func articleFallBackToTheGlobalRoutes() throws {
        let log = Log()
        let namespaces = try Self.articleNamespaces(log)
        try namespaces.register("/cart", forScheme: "shop") { CartHandler(log) }
        namespaces.setFallsBackToGlobal(true, forScheme: "shop")
        #expect(namespaces.handleURL(url: "shop://help"))  // true: the global router's /help
        #expect(log.entries == ["help"])
    }

    /// "List the routes".
    @Test func articleListTheRoutes() throws {
        let log = Log()
        let namespaces = try Self.articleNamespaces(log)
        try namespaces.register("/cart", forScheme: "shop") { CartHandler(log) }
        #expect(namespaces.routesByScheme == ["*": ["/help"], "shop": ["shop://item/<int:id>", "/cart"]])

        let elf = Elf()
        try elf.register("app://item/<int:id>") { ItemHandler(log) }
        try elf.register("*://help") { HelpHandler(log) }
        try elf.register("/user/<id>") { NoopHandler() }
        #expect(
            elf.registeredPatternsByScheme == [
                "app": ["app://item/<int:id>"], "*": ["*://help"], "/": ["/user/<id>"],
            ])
    }
}
