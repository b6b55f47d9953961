// Modules: a module of pages registered at once under a
// module path of several segments, placeholders, optional groups, any
// scheme, a path or a trailing `*`; pages from the path or the fragment;
// fragment parameters; the unmatch handler; unregistering. The last part runs
// the module snippets of Sources/Elf/Elf.docc/NamespacesAndModules.md, each
// test naming the section it mirrors (STYLE.md §4).
//
// Module handlers are made by static functions, so they record into a static
// log; the suite is serialized and each test starts by clearing it.

import ElfMigration
import Testing

@testable import Elf

@MainActor
@Suite(.serialized) struct ModuleTests {

    // MARK: - Fixtures

    /// What page handlers did, in order.
    @MainActor enum PageLog {
        static var entries: [String] = []
    }

    /// A page handler that records the page, its values and its query when it handles a URL.
    final class PageProbe: Handler {
        let page: String
        let accepts: Bool
        private(set) var params: [String: String] = [:]
        private(set) var queryParams: [String: String] = [:]
        private(set) var match: Elf.RouteMatch?

        init(_ page: String, accepts: Bool = true) {
            self.page = page
            self.accepts = accepts
        }

        func convert(params: [String: String], queryParams: [String: String]) {
            self.params = params
            self.queryParams = queryParams
        }
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) { self.match = match }
        func shouldHandle() -> Bool { accepts }
        func handle() { PageLog.entries.append(Self.describe(page, params, queryParams)) }

        /// `page k=v …` then `?k=v …` for the query.
        static func describe(_ page: String, _ params: [String: String], _ query: [String: String]) -> String {
            let values = params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            let pairs = query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return ([page] + values + (pairs.isEmpty ? [] : ["?" + pairs.joined(separator: "&")]))
                .joined(separator: " ")
        }
    }

    /// The pages most test modules have.
    enum ShopPage: String, CaseIterable {
        case cart
        case item = "item/<int:id>"
    }

    /// A module of ``ShopPage``s whose handlers are ``PageProbe``s.
    protocol ShopPagesModule: RouteModule where Page == ShopPage {}

    enum SeveralComponents: ShopPagesModule { static let path = "app://shop/v2" }
    enum Placeholder: ShopPagesModule { static let path = "app://store/<int:store>" }
    enum OptionalGroup: ShopPagesModule { static let path = "app://shop(/v2)" }
    enum HandyOptional: ShopPagesModule { static let path = "app://my/(optional)/module" }
    enum AnyScheme: ShopPagesModule { static let path = "*://shop" }
    enum PathPattern: ShopPagesModule { static let path = "/shop" }
    enum Wildcard: ShopPagesModule { static let path = "app://deals/*" }

    /// Pages with a root page (an empty pattern).
    enum HomePage: String, CaseIterable {
        case home = ""
        case cart
        case item = "item/<int:id>"
    }

    enum Storefront: RouteModule {
        static let path = "app://shop"
        static func makeHandler(for page: HomePage) -> any Handler { PageProbe("\(page)") }
    }

    /// Pages whose patterns are computed, not raw values.
    enum Numbered: RouteModule {
        enum Page: CaseIterable { case first, second }
        static let path = "app://numbered"
        static func pattern(for page: Page) -> String { page == .first ? "page-1" : "page-2/<int:n>" }
        static func makeHandler(for page: Page) -> any Handler { PageProbe("\(page)") }
    }

    /// Pages that compete, for precedence (cases in both orders).
    enum ItemPage: String, CaseIterable {
        case new = "item/new"
        case id = "item/<int:id>"
        case slug = "item/<slug>"
        case rest = "item/<path:rest>"
    }

    enum ReversedItemPage: String, CaseIterable {
        case rest = "item/<path:rest>"
        case slug = "item/<slug>"
        case id = "item/<int:id>"
        case new = "item/new"
    }

    enum Items: RouteModule {
        static let path = "app://items"
        static func makeHandler(for page: ItemPage) -> any Handler { PageProbe("\(page)") }
    }

    enum ReversedItems: RouteModule {
        static let path = "app://items"
        static func makeHandler(for page: ReversedItemPage) -> any Handler { PageProbe("\(page)") }
    }

    enum WildcardItems: RouteModule {
        static let path = "app://items/*"
        static func makeHandler(for page: ItemPage) -> any Handler { PageProbe("\(page)") }
    }

    /// Pages of different lengths after a `*`, so that a shorter end of the path could also name a page.
    enum TailPage: String, CaseIterable {
        case name = "<name>"
        case item = "item/<int:id>"
    }

    enum Tail: RouteModule {
        static let path = "app://tail/*"
        static func makeHandler(for page: TailPage) -> any Handler { PageProbe("\(page)") }
    }

    /// Modules that cannot be registered.
    enum BadPage: String, CaseIterable {
        case ok
        case bad = "item/<id"
    }

    enum BrokenModule: RouteModule {
        static let path = "app://broken"
        static func makeHandler(for page: BadPage) -> any Handler { PageProbe("\(page)") }
    }

    enum TwinPage: String, CaseIterable {
        case a = "<a>"
        case b = "<b>"
    }

    enum Twins: RouteModule {
        static let path = "app://twins"
        static func makeHandler(for page: TwinPage) -> any Handler { PageProbe("\(page)") }
    }

    enum ClashPage: String, CaseIterable {
        case cart
        case item = "item/<int:store>"
    }

    enum NameClash: RouteModule {
        static let path = "app://store/<int:store>"
        static func makeHandler(for page: ClashPage) -> any Handler { PageProbe("\(page)") }
    }

    enum BadPath: ShopPagesModule { static let path = "app://shop/<id" }
    enum CatchAllPath: ShopPagesModule { static let path = "app://files/<path:rest>" }

    enum StarPage: String, CaseIterable {
        case cart
        case all = "all/*"
    }

    enum StarInWildcard: RouteModule {
        static let path = "app://deals/*"
        static func makeHandler(for page: StarPage) -> any Handler { PageProbe("\(page)") }
    }

    /// Every test module, so that tables can name one.
    enum TestModule: String, Sendable, CustomTestStringConvertible {
        case severalComponents, placeholder, optional, handyOptional, anyScheme, pathPattern, wildcard
        case storefront, numbered, items, reversedItems, wildcardItems, tail
        case broken, twins, nameClash, badPath, catchAllPath, starInWildcard

        var testDescription: String { rawValue }

        func register(
            on elf: Elf, pagesFrom source: Elf.ModulePageSource = .path,
            unmatched: (@MainActor (String) -> Void)? = nil
        ) throws(Elf.ModuleError) {
            switch self {
            case .severalComponents:
                try elf.register(module: SeveralComponents.self, pagesFrom: source, unmatched: unmatched)
            case .placeholder: try elf.register(module: Placeholder.self, pagesFrom: source, unmatched: unmatched)
            case .optional: try elf.register(module: OptionalGroup.self, pagesFrom: source, unmatched: unmatched)
            case .handyOptional: try elf.register(module: HandyOptional.self, pagesFrom: source, unmatched: unmatched)
            case .anyScheme: try elf.register(module: AnyScheme.self, pagesFrom: source, unmatched: unmatched)
            case .pathPattern: try elf.register(module: PathPattern.self, pagesFrom: source, unmatched: unmatched)
            case .wildcard: try elf.register(module: Wildcard.self, pagesFrom: source, unmatched: unmatched)
            case .storefront: try elf.register(module: Storefront.self, pagesFrom: source, unmatched: unmatched)
            case .numbered: try elf.register(module: Numbered.self, pagesFrom: source, unmatched: unmatched)
            case .items: try elf.register(module: Items.self, pagesFrom: source, unmatched: unmatched)
            case .reversedItems: try elf.register(module: ReversedItems.self, pagesFrom: source, unmatched: unmatched)
            case .wildcardItems: try elf.register(module: WildcardItems.self, pagesFrom: source, unmatched: unmatched)
            case .tail: try elf.register(module: Tail.self, pagesFrom: source, unmatched: unmatched)
            case .broken: try elf.register(module: BrokenModule.self, pagesFrom: source, unmatched: unmatched)
            case .twins: try elf.register(module: Twins.self, pagesFrom: source, unmatched: unmatched)
            case .nameClash: try elf.register(module: NameClash.self, pagesFrom: source, unmatched: unmatched)
            case .badPath: try elf.register(module: BadPath.self, pagesFrom: source, unmatched: unmatched)
            case .catchAllPath: try elf.register(module: CatchAllPath.self, pagesFrom: source, unmatched: unmatched)
            case .starInWildcard:
                try elf.register(module: StarInWildcard.self, pagesFrom: source, unmatched: unmatched)
            }
        }
    }

    /// A router with `module` registered, its tree checked (STYLE.md §5), the page log cleared.
    static func router(
        _ module: TestModule, pagesFrom source: Elf.ModulePageSource = .path, before: [String] = [],
        unmatched: (@MainActor (String) -> Void)? = nil
    ) throws -> Elf {
        PageLog.entries = []
        let elf = try Elf.with(before)
        try module.register(on: elf, pagesFrom: source, unmatched: unmatched)
        try checkInvariants(elf)
        return elf
    }

    static func checkInvariants(_ elf: Elf) throws {
        let violations = elf.currentTree().tree.invariantViolations()
        if !violations.isEmpty { throw InvariantFailure(violations: violations) }
    }

    /// One row: a module, how it names pages, a URL, and what its page handler records (`nil`: not handled).
    struct PageCase: Sendable, CustomTestStringConvertible {
        var module: TestModule
        var url: String
        var expected: String?

        init(_ module: TestModule, _ url: String, _ expected: String?) {
            self.module = module
            self.url = url
            self.expected = expected
        }

        var testDescription: String { "\(module.rawValue): \(url)" }
    }

    // MARK: - Pages from the path

    /// Also the rows of the article's "Choose a module path" table.
    @Test(arguments: [
        PageCase(.severalComponents, "app://shop/v2/cart", "cart"),
        PageCase(.severalComponents, "app://shop/v2/item/42", "item id=42"),
        PageCase(.severalComponents, "app://shop/cart", nil),
        PageCase(.severalComponents, "app://shop/v2", nil),
        PageCase(.placeholder, "app://store/7/cart", "cart store=7"),
        PageCase(.placeholder, "app://store/7/item/42", "item id=42 store=7"),
        PageCase(.placeholder, "app://store/x/cart", nil),
        PageCase(.optional, "app://shop/cart", "cart"),
        PageCase(.optional, "app://shop/v2/cart", "cart"),
        PageCase(.optional, "app://shop/v3/cart", nil),
        PageCase(.handyOptional, "app://my/module/cart", "cart"),
        PageCase(.handyOptional, "app://my/optional/module/item/1", "item id=1"),
        PageCase(.handyOptional, "app://my/other/module/cart", nil),
        PageCase(.anyScheme, "web://shop/cart", "cart"),
        PageCase(.anyScheme, "app://shop/item/1", "item id=1"),
        PageCase(.anyScheme, "app://store/cart", nil),
        PageCase(.pathPattern, "app://shop/cart", "cart"),
        PageCase(.pathPattern, "https://example.com/shop/cart", "cart"),
        PageCase(.pathPattern, "https://example.com/cart", nil),
        // A trailing `*`: the page is the end of the path, `*` the segments before it.
        PageCase(.wildcard, "app://deals/cart", "cart *="),
        PageCase(.wildcard, "app://deals/spring/sale/cart", "cart *=spring/sale"),
        PageCase(.wildcard, "app://deals/a/item/42", "item *=a id=42"),
        PageCase(.wildcard, "app://deals/item/42", "item *= id=42"),
        PageCase(.wildcard, "app://deals/a%2Fb/sp%20ace/item/4%32", "item *=a/b/sp ace id=42"),
        PageCase(.wildcard, "app://deals/cart?ref=mail", "cart *= ?ref=mail"),
        PageCase(.wildcard, "app://deals/nope", nil),
        PageCase(.wildcard, "app://deals/cart/extra", nil),
        PageCase(.wildcard, "app://deals", nil),
        // An empty page pattern is the module path itself; computed patterns.
        PageCase(.storefront, "app://shop", "home"),
        PageCase(.storefront, "app://shop/cart?ref=mail", "cart ?ref=mail"),
        PageCase(.numbered, "app://numbered/page-1", "first"),
        PageCase(.numbered, "app://numbered/page-2/3", "second n=3"),
        PageCase(.numbered, "app://numbered/first", nil),
    ])
    func modulePathsRouteTheirPages(row: PageCase) throws {
        let elf = try Self.router(row.module)
        #expect(elf.handleURL(url: row.url) == (row.expected != nil))
        #expect(PageLog.entries == (row.expected.map { [$0] } ?? []))
    }

    /// A module and the patterns registering it adds, in order.
    @Test(arguments: [
        (TestModule.severalComponents, ["app://shop/v2/cart", "app://shop/v2/item/<int:id>"]),
        (.optional, ["app://shop(/v2)/cart", "app://shop(/v2)/item/<int:id>"]),
        (.pathPattern, ["/shop/cart", "/shop/item/<int:id>"]),
        (.wildcard, ["app://deals/*"]),
        (.storefront, ["app://shop", "app://shop/cart", "app://shop/item/<int:id>"]),
        (.numbered, ["app://numbered/page-1", "app://numbered/page-2/<int:n>"]),
    ])
    func everyPageIsRegisteredUnderTheModulePath(module: TestModule, patterns: [String]) throws {
        let elf = try Self.router(module, before: ["app://other"])
        #expect(elf.registeredPatterns == ["app://other"] + patterns)
    }

    /// Precedence among pages is ROUTING.md §2, whatever the order of the cases.
    @Test(arguments: [
        ("app://items/item/new", "new"),
        ("app://items/item/7", "id id=7"),
        ("app://items/item/hat", "slug slug=hat"),
        ("app://items/item/a/b", "rest rest=a/b"),
    ])
    func pagesKeepRoutingsPrecedence(url: String, expected: String) throws {
        for module in [TestModule.items, .reversedItems] {
            let elf = try Self.router(module)
            #expect(elf.handleURL(url: url))
            #expect(PageLog.entries == [expected], "\(module.rawValue)")
        }
    }

    /// After a `*`, the page matching the longest end of the path wins, then ROUTING.md's precedence.
    @Test(
        arguments: [
            ("app://items/x/item/new", "new *=x"),
            ("app://items/item/7", "id *= id=7"),
            ("app://items/x/y/item/hat", "slug *=x/y slug=hat"),
            ("app://items/item/a/b", "rest *= rest=a/b"),
            ("app://items/x/item", nil),
            ("app://tail/item/42", "item *= id=42"),
            ("app://tail/x/item/42", "item *=x id=42"),
            ("app://tail/x/hat", "name *=x name=hat"),
            ("app://tail/item/hat", "name *=item name=hat"),
            ("app://tail/42", "name *= name=42"),
            // A decoded `/` stays inside its segment: `*` keeps `x`, the page gets `a/b`.
            ("app://tail/x/a%2Fb", "name *=x name=a/b"),
            ("app://tail", nil),
        ] as [(String, String?)])
    func pageAfterAWildcardIsTheLongestMatchingEnd(url: String, expected: String?) throws {
        let elf = try Self.router(url.hasPrefix("app://tail") ? .tail : .wildcardItems)
        #expect(elf.handleURL(url: url) == (expected != nil))
        #expect(PageLog.entries == (expected.map { [$0] } ?? []))
    }

    @Test func pathModeHandlerIsThePagesOwn() throws {
        let elf = try Self.router(.severalComponents)
        let handler = elf.handler(for: "app://shop/v2/item/42") as? PageProbe
        #expect(handler?.page == "item")
        #expect(handler?.params == ["id": "42"])
    }

    // MARK: - Pages from the fragment

    @Test(arguments: [
        PageCase(.storefront, "app://shop#cart", "cart"),
        PageCase(.storefront, "app://shop#item/42", "item id=42"),
        PageCase(.storefront, "app://shop#/cart", "cart"),
        PageCase(.storefront, "app://shop#ca%72t", "cart"),
        PageCase(.storefront, "app://shop", "home"),
        PageCase(.storefront, "app://shop#", "home"),
        PageCase(.storefront, "app://shop?ref=mail#cart", "cart ?ref=mail"),
        PageCase(.storefront, "app://shop#nope", nil),
        PageCase(.storefront, "app://shop#Cart", nil),
        PageCase(.storefront, "app://shop#item/abc", nil),
        PageCase(.storefront, "app://shop#cart?x=1", nil),
        PageCase(.storefront, "app://shop#cart#x", nil),
        PageCase(.storefront, "app://shop/cart", nil),
        PageCase(.severalComponents, "app://shop/v2", nil),
        PageCase(.severalComponents, "app://shop/v2#cart", "cart"),
        PageCase(.placeholder, "app://store/7#item/1", "item id=1 store=7"),
        PageCase(.optional, "app://shop/v2#cart", "cart"),
        PageCase(.pathPattern, "https://example.com/shop#cart", "cart"),
        PageCase(.wildcard, "app://deals/a/b#cart", "cart *=a/b"),
        PageCase(.items, "app://items#item/new", "new"),
        PageCase(.items, "app://items#item/7", "id id=7"),
        PageCase(.reversedItems, "app://items#item/7", "id id=7"),
        PageCase(.items, "app://items#item/a/b", "rest rest=a/b"),
    ])
    func fragmentNamesThePage(row: PageCase) throws {
        let elf = try Self.router(row.module, pagesFrom: .fragment)
        #expect(elf.handleURL(url: row.url) == (row.expected != nil))
        #expect(PageLog.entries == (row.expected.map { [$0] } ?? []))
    }

    @Test func fragmentModeRegistersOnlyTheModulePath() throws {
        let elf = try Self.router(.optional, pagesFrom: .fragment, before: ["app://other"])
        #expect(elf.registeredPatterns == ["app://other", "app://shop(/v2)"])
        let unmatched = try Self.router(.optional, pagesFrom: .fragment, unmatched: { _ in })
        #expect(unmatched.registeredPatterns == ["app://shop(/v2)", "app://shop(/v2)/*"])
    }

    @Test func matchAwarePageReceivesTheModulePathsMatch() throws {
        let elf = try Self.router(.placeholder, pagesFrom: .fragment)
        let handler = elf.handler(for: "app://store/7?ref=mail#item/1")
        #expect(!(handler is PageProbe), "the module's own handler passes the lifecycle on")
        #expect(elf.handleURL(url: "app://store/7?ref=mail#item/1"))
        #expect(PageLog.entries == ["item id=1 store=7 ?ref=mail"])
    }

    // MARK: - Parameters in the fragment

    /// A URL and the values a page sees: its query, and the fragment's pairs.
    @Test(
        arguments: [
            ("app://shop/v2/cart#coupon=SPRING&gift=1", [:], ["coupon": "SPRING", "gift": "1"]),
            ("app://shop/v2/cart?ref=mail#coupon=SPRING", ["ref": "mail"], ["coupon": "SPRING"]),
            ("app://shop/v2/cart?coupon=Q#coupon=F", ["coupon": "Q"], ["coupon": "F"]),
            ("app://shop/v2/cart#a+b=c%20d", [:], ["a+b": "c d"]),
            ("app://shop/v2/cart#reviews", [:], [:]),
        ] as [(String, [String: String], [String: String])])
    func fragmentParametersReachMatchAwarePages(url: String, query: [String: String], fragment: [String: String])
        throws
    {
        let elf = try Self.router(.severalComponents)
        let handler = try #require(elf.handler(for: url) as? PageProbe)
        #expect(handler.queryParams == query, "never merged into queryParams (ROUTING.md §3)")
        #expect(handler.match?.fragmentParams == fragment)
    }

    // MARK: - Unmatched URLs

    /// A URL under a module registered with an unmatch handler, and what happens.
    @Test(
        arguments: [
            (
                TestModule.severalComponents, Elf.ModulePageSource.path, "app://shop/v2/nope",
                "unmatched app://shop/v2/nope"
            ),
            (.severalComponents, .path, "app://shop/v2", "unmatched app://shop/v2"),
            (.severalComponents, .path, "app://shop/v2/cart/extra", "unmatched app://shop/v2/cart/extra"),
            (.severalComponents, .path, "app://shop/v2/item/abc", "unmatched app://shop/v2/item/abc"),
            (.severalComponents, .path, "app://shop/v2/cart", "cart"),
            (.severalComponents, .path, "app://shop/other", nil),
            (.optional, .path, "app://shop/v2/nope", "unmatched app://shop/v2/nope"),
            (.storefront, .fragment, "app://shop#nope", "unmatched app://shop#nope"),
            (.storefront, .fragment, "app://shop/x", "unmatched app://shop/x"),
            (.storefront, .fragment, "app://shop#cart", "cart"),
            (.storefront, .fragment, "app://shop", "home"),
            (.wildcard, .path, "app://deals/x/y", "unmatched app://deals/x/y"),
            (.wildcard, .path, "app://deals", "unmatched app://deals"),
            (.wildcard, .path, "app://deals/x/cart", "cart *=x"),
        ] as [(TestModule, Elf.ModulePageSource, String, String?)])
    func unmatchHandlerCatchesURLsThatNameNoPage(
        module: TestModule, source: Elf.ModulePageSource, url: String, expected: String?
    ) throws {
        var notFound: [String] = []
        let elf = try Self.router(module, pagesFrom: source) { url in PageLog.entries.append("unmatched \(url)") }
        elf.notFoundHandler = { notFound.append($0) }
        #expect(elf.handleURL(url: url) == (expected != nil))
        #expect(PageLog.entries == (expected.map { [$0] } ?? []))
        #expect(notFound == (expected == nil ? [url] : []))
    }

    /// Without an unmatch handler, a URL that names no page is a miss like any other.
    @Test(
        arguments: [
            (
                TestModule.severalComponents, Elf.ModulePageSource.path, "app://shop/v2/nope",
                "no route for \"app://shop/v2/nope\""
            ),
            (.storefront, .fragment, "app://shop#nope", "every handler declined \"app://shop#nope\" (\"app://shop\")"),
            (.wildcard, .path, "app://deals/x", "every handler declined \"app://deals/x\" (\"app://deals/*\")"),
        ] as [(TestModule, Elf.ModulePageSource, String, String)])
    func withoutAnUnmatchHandlerAMissReachesNotFound(
        module: TestModule, source: Elf.ModulePageSource, url: String, miss: String
    ) throws {
        var heard: [String] = []
        let elf = try Self.router(module, pagesFrom: source)
        elf.missHandler = { heard.append($0.description) }
        elf.notFoundHandler = { heard.append("notFound \($0)") }
        #expect(!elf.handleURL(url: url))
        #expect(heard == [miss, "notFound \(url)"])
        #expect(PageLog.entries.isEmpty)
    }

    /// "The unmatch handler per namespace": a module in a scheme's router
    /// reports its misses to that namespace's not-found handler.
    @Test func moduleInANamespaceReportsMissesToItsNotFoundHandler() throws {
        PageLog.entries = []
        let namespaces = Elf.SchemeNamespaces()
        let app = namespaces.router(forScheme: "app")
        try app.register(module: SeveralComponents.self)
        var heard: [String] = []
        app.notFoundHandler = { heard.append("app \($0)") }
        namespaces.global.notFoundHandler = { heard.append("global \($0)") }
        #expect(namespaces.handleURL(url: "app://shop/v2/cart"))
        #expect(!namespaces.handleURL(url: "app://shop/v2/nope"))
        #expect(!namespaces.handleURL(url: "web://shop/v2/cart"))
        #expect(PageLog.entries == ["cart"])
        #expect(heard == ["app app://shop/v2/nope", "global web://shop/v2/cart"])
    }

    // MARK: - All or nothing

    /// A module that cannot be registered, how, and the part and reason of the error.
    struct FailureCase: Sendable, CustomTestStringConvertible {
        var module: TestModule
        var source: Elf.ModulePageSource = .path
        var before: [String] = []
        var withUnmatched = false
        var part: Elf.ModuleError.Part
        var pattern: String
        var reason: Elf.PatternError.Reason

        var testDescription: String { "\(module.rawValue) \(source) \(before)" }
    }

    @Test(arguments: [
        FailureCase(module: .broken, part: .page("bad"), pattern: "app://broken/item/<id", reason: .unclosed("<")),
        FailureCase(
            module: .twins, part: .page("b"), pattern: "app://twins/<b>",
            reason: .duplicate(existing: "app://twins/<a>")),
        FailureCase(
            module: .severalComponents, before: ["app://shop/v2/item/<int:n>"], part: .page("item"),
            pattern: "app://shop/v2/item/<int:id>", reason: .duplicate(existing: "app://shop/v2/item/<int:n>")),
        FailureCase(
            module: .severalComponents, before: ["app://shop/v2/*"], withUnmatched: true, part: .unmatchedRoute,
            pattern: "app://shop/v2/*", reason: .duplicate(existing: "app://shop/v2/*")),
        FailureCase(
            module: .nameClash, part: .page("item"), pattern: "app://store/<int:store>/item/<int:store>",
            reason: .duplicateName("store")),
        FailureCase(module: .badPath, part: .path, pattern: "app://shop/<id", reason: .unclosed("<")),
        FailureCase(
            module: .catchAllPath, part: .page("cart"), pattern: "app://files/<path:rest>/cart",
            reason: .catchAllNotLast),
        FailureCase(
            module: .optional, before: ["app://shop/v2/cart"], part: .page("cart"),
            pattern: "app://shop(/v2)/cart", reason: .duplicate(existing: "app://shop/v2/cart")),
        // Pages from the fragment: errors name the page's own pattern.
        FailureCase(
            module: .broken, source: .fragment, part: .page("bad"), pattern: "item/<id", reason: .unclosed("<")),
        FailureCase(
            module: .twins, source: .fragment, part: .page("b"), pattern: "<b>", reason: .duplicate(existing: "<a>")),
        FailureCase(
            module: .nameClash, source: .fragment, part: .page("item"), pattern: "item/<int:store>",
            reason: .duplicateName("store")),
        FailureCase(
            module: .storefront, source: .fragment, before: ["app://shop"], part: .path, pattern: "app://shop",
            reason: .duplicate(existing: "app://shop")),
        FailureCase(module: .starInWildcard, part: .page("all"), pattern: "all/*", reason: .duplicateName("*")),
    ])
    func badModuleRegistersNothing(failure: FailureCase) throws {
        PageLog.entries = []
        let elf = try Elf.with(failure.before + ["app://keep"])
        var unmatched: (@MainActor (String) -> Void)?
        if failure.withUnmatched { unmatched = { _ in } }
        var caught: Elf.ModuleError?
        do throws(Elf.ModuleError) {
            try failure.module.register(on: elf, pagesFrom: failure.source, unmatched: unmatched)
        } catch {
            caught = error
        }
        let error = try #require(caught)
        #expect(error.part == failure.part)
        #expect(error.patternError.pattern == failure.pattern)
        #expect(error.patternError.reason == failure.reason)
        #expect(elf.registeredPatterns == failure.before + ["app://keep"], "nothing of the module registered")
        try Self.checkInvariants(elf)
        #expect(elf.match("app://keep")?.pattern == "app://keep", "the routes already there keep working")
    }

    @Test(
        arguments: [
            (
                TestModule.broken, Elf.ModulePageSource.path,
                "module BrokenModule, page bad: invalid pattern \"app://broken/item/<id\" at column 19: '<' is never closed"
            ),
            (
                .badPath, .path,
                "module BadPath, path: invalid pattern \"app://shop/<id\" at column 12: '<' is never closed"
            ),
            (
                .broken, .fragment,
                "module BrokenModule, page bad: invalid pattern \"item/<id\" at column 6: '<' is never closed"
            ),
        ] as [(TestModule, Elf.ModulePageSource, String)])
    func moduleErrorNamesTheModuleThePageAndTheColumn(module: TestModule, source: Elf.ModulePageSource, message: String)
    {
        let elf = Elf()
        do {
            try module.register(on: elf, pagesFrom: source)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
        let unmatched = Elf.ModuleError(
            module: "Shop", part: .unmatchedRoute,
            patternError: .init(pattern: "app://shop/*", reason: .duplicate(existing: "app://shop/*"), offset: 0))
        #expect(
            unmatched.description
                == "module Shop, unmatched route: invalid pattern \"app://shop/*\" at column 1: matches the same URLs as \"app://shop/*\""
        )
    }

    // MARK: - Link sources

    /// A module only the app and universal links may open.
    enum Payments: ShopPagesModule {
        static let path = "app://pay"
        static let allowedSources: Set<LinkSource>? = [.internal, .universalLink]
    }

    /// The module's sources guard every route it registers: its pages (or its
    /// path, for fragment pages) and its unmatch route; a refused link stops
    /// there instead of reaching the catch-all.
    @Test(arguments: [Elf.ModulePageSource.path, .fragment])
    func aModulesAllowedSourcesGuardEveryRouteItRegisters(pagesFrom: Elf.ModulePageSource) throws {
        PageLog.entries = []
        let elf = Elf()
        try elf.register("app://*") { PageProbe("catch-all") }
        try elf.register(module: Payments.self, pagesFrom: pagesFrom) { PageLog.entries.append("unmatched \($0)") }
        var refused: [String] = []
        elf.missHandler = { miss in
            if case .sourceNotAllowed(let pattern, let source) = miss.reason { refused.append("\(pattern) \(source)") }
        }
        let separator = pagesFrom == .path ? "/" : "#"
        let pagePattern = pagesFrom == .path ? "app://pay/cart" : "app://pay"
        let unmatchedPattern = pagesFrom == .path ? "app://pay/*" : "app://pay"
        for source in LinkSource.allCases {
            let allowed = [LinkSource.internal, .universalLink].contains(source)
            #expect(elf.handleURL(url: "app://pay\(separator)cart", source: source) == allowed, "\(source)")
            #expect(elf.handleURL(url: "app://pay\(separator)nope", source: source) == allowed, "\(source)")
        }
        #expect(elf.handleURL(url: "app://other/cart", source: .customScheme), "other routes keep every source")
        #expect(
            PageLog.entries == [
                "cart", "unmatched app://pay\(separator)nope", "cart", "unmatched app://pay\(separator)nope",
                "catch-all *=other/cart",
            ])
        #expect(
            refused
                == LinkSource.allCases.filter { ![.internal, .universalLink].contains($0) }.flatMap { source in
                    ["\(pagePattern) \(source)", "\(unmatchedPattern) \(source)"]
                })
    }

    @Test func modulesAllowEverySourceByDefault() throws {
        #expect(Storefront.allowedSources == nil)
        let elf = try Self.router(.storefront)
        #expect(elf.handleURL(url: "app://shop/cart", source: .customScheme))
        #expect(PageLog.entries == ["cart"])
    }

    // MARK: - Unregistering

    @Test(arguments: [Elf.ModulePageSource.path, .fragment])
    func unregisteringAModuleRemovesItsRoutesOnly(source: Elf.ModulePageSource) throws {
        let elf = try Self.router(.storefront, pagesFrom: source, before: ["app://other", "app://shops"]) { _ in }
        #expect(elf.unregister(module: Storefront.self))
        try Self.checkInvariants(elf)
        #expect(elf.registeredPatterns == ["app://other", "app://shops"])
        #expect(elf.match("app://shop/cart") == nil)
        #expect(elf.match("app://shop") == nil)
        #expect(!elf.unregister(module: Storefront.self), "already gone")
        try TestModule.storefront.register(on: elf, pagesFrom: source)
        #expect(elf.handleURL(url: source == .path ? "app://shop/cart" : "app://shop#cart"))
        #expect(PageLog.entries == ["cart"])
    }

    @Test func unregisterLeavesAPatternSomeoneElseRegisteredAgain() throws {
        let elf = try Self.router(.severalComponents)
        elf.unregisterAll()
        try elf.register("app://shop/v2/cart") { NoopHandler() }
        #expect(!elf.unregister(module: SeveralComponents.self))
        #expect(elf.registeredPatterns == ["app://shop/v2/cart"])
        #expect(elf.match("app://shop/v2/cart") != nil)
    }

    /// A page unregistered by its pattern and registered again by someone
    /// else is theirs: unregistering the module removes only the rest.
    @Test func unregisterLeavesAPageRegisteredAgainByItsPattern() throws {
        let elf = try Self.router(.severalComponents)
        #expect(elf.unregister("app://shop/v2/cart"))
        try elf.register("app://shop/v2/cart") { NoopHandler() }
        #expect(elf.unregister(module: SeveralComponents.self), "the item page was still the module's")
        #expect(elf.registeredPatterns == ["app://shop/v2/cart"])
        #expect(elf.match("app://shop/v2/cart") != nil)
    }

    /// A module path whose `*` starts where the host stands (a path pattern
    /// `/*`): the host is the first segment the `*` keeps.
    @Test func wildcardFromTheHostKeepsTheHost() throws {
        enum HostWildcard: ShopPagesModule { static let path = "/*" }
        PageLog.entries = []
        let elf = Elf()
        try elf.register(module: HostWildcard.self)
        #expect(elf.handleURL(url: "app://x/y/cart"))
        #expect(elf.handleURL(url: "app://Sh%6Fp/item/7"))
        #expect(PageLog.entries == ["cart *=x/y", "item *=shop id=7"])
    }

    @Test func unregisterOnAnotherRouterRemovesNothing() throws {
        let elf = try Self.router(.severalComponents)
        let other = Elf()
        try other.register("app://shop/v2/cart") { NoopHandler() }
        #expect(!other.unregister(module: SeveralComponents.self))
        #expect(other.registeredPatterns == ["app://shop/v2/cart"])
        #expect(elf.registeredPatterns.count == 2)
        #expect(!elf.unregister(module: Placeholder.self), "never registered")
        #expect(elf.registeredPatterns.count == 2)
    }

    // MARK: - The lifecycle of pages named outside the pattern

    final class NavigatingPage: ValueHandler {
        var navigator: (any Navigator)?
        var id = 0
        var note = ""
        let accepts: Bool
        init(accepts: Bool = true) { self.accepts = accepts }
        func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") ?? 0 }
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
            guard let context = context as? String else { return }; note = context
        }
        func shouldHandle() -> Bool { accepts }
        func makeValue() -> String? { "item \(id)\(note.isEmpty ? "" : " " + note)" }
        func handle() {
            navigator?.push(PageScreen(identity: "item/\(id)"))
            PageLog.entries.append("item \(id)\(note.isEmpty ? "" : " " + note)")
        }
    }

    struct PageScreen: Screen {
        var identity: String
    }

    enum Navigating: RouteModule {
        enum Page: String, CaseIterable {
            case item = "item/<int:id>"
            case declining = "declining"
        }
        static let path = "app://nav"
        static func makeHandler(for page: Page) -> any Handler { NavigatingPage(accepts: page == .item) }
    }

    /// The same pages after a `*`.
    enum WildNavigating: RouteModule {
        typealias Page = Navigating.Page
        static let path = "app://nav/*"
        static func makeHandler(for page: Page) -> any Handler { Navigating.makeHandler(for: page) }
    }

    @Test(arguments: ["app://nav#item/42", "app://nav/x/item/42"])
    func pageNamedOutsideThePatternGetsTheNavigatorContextAndValue(url: String) throws {
        PageLog.entries = []
        let elf = Elf()
        if url.contains("#") {
            try elf.register(module: Navigating.self, pagesFrom: .fragment)
        } else {
            try elf.register(module: WildNavigating.self)
        }
        let navigator = StackNavigator()
        elf.navigator = navigator
        #expect(elf.handleURL(url: url, context: "gift"))
        #expect(navigator.visibleIdentities == ["item/42"])
        #expect(PageLog.entries == ["item 42 gift"])
        #expect(elf.value(for: url, as: String.self) == "item 42")
        #expect(elf.value(for: url, as: Int.self) == nil)
    }

    @Test func decliningPageHandsTheURLToTheNextCandidate() throws {
        PageLog.entries = []
        let elf = Elf()
        try elf.register(module: Navigating.self, pagesFrom: .fragment)
        try elf.register("*://nav") { PageProbe("fallback") }
        #expect(elf.handleURL(url: "app://nav#declining"))
        #expect(elf.handleURL(url: "app://nav#nope"))
        #expect(PageLog.entries == ["fallback", "fallback"])
    }

    /// An async page named in the fragment prepares in the router's pending
    /// navigation, and a newer handled URL cancels it.
    final class LoadingPage: AsyncHandler {
        static var log: [String] = []
        var id = 0
        func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") ?? 0 }
        func prepare() async {
            await Task.yield()
            Self.log.append("prepared \(id)\(Task.isCancelled ? " (cancelled)" : "")")
        }
        func handle() { Self.log.append("handle \(id)") }
    }

    enum Loading: RouteModule {
        enum Page: String, CaseIterable { case item = "item/<int:id>" }
        static let path = "app://load"
        static func makeHandler(for page: Page) -> any Handler { LoadingPage() }
    }

    @Test func asyncPageIsTheRoutersPendingNavigation() async throws {
        LoadingPage.log = []
        let elf = Elf()
        try elf.register(module: Loading.self, pagesFrom: .fragment)
        try elf.register("app://now") { PageProbe("now") }
        #expect(elf.handleURL(url: "app://load#item/1"))
        let first = try #require(elf.pendingNavigation)
        #expect(LoadingPage.log.isEmpty, "prepare() runs after handleURL returns")
        await first.value
        #expect(LoadingPage.log == ["prepared 1", "handle 1"])
        #expect(elf.pendingNavigation == nil)

        LoadingPage.log = []
        #expect(elf.handleURL(url: "app://load#item/2"))
        let second = try #require(elf.pendingNavigation)
        #expect(elf.handleURL(url: "app://now"), "a newer URL cancels the page still preparing")
        await second.value
        #expect(LoadingPage.log == ["prepared 2 (cancelled)"])
        #expect(elf.pendingNavigation == nil)
    }

    // MARK: - NamespacesAndModules.md

    /// The types of the article's module snippets.
    enum Article {
        @MainActor static var log: [String] = []

        final class CartHandler: Handler {
            var coupon: String?
            func convert(params: [String: String], queryParams: [String: String]) {}
            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                coupon = match.fragmentParams["coupon"]
            }
            func handle() { Article.log.append("cart\(coupon.map { " with \($0)" } ?? "")") }
        }

        final class ItemHandler: Handler {
            var id: Int?
            func convert(params: [String: String], queryParams: [String: String]) {
                id = params["id"].flatMap { Int($0) }
            }
            func handle() { Article.log.append("item \(id.map(String.init) ?? "nil")") }
        }

        enum ShopModule: RouteModule {
            enum Page: String, CaseIterable {
                case cart
                case item = "item/<int:id>"
            }

            static let path = "app://shop"

            static func makeHandler(for page: Page) -> any Handler {
                switch page {
                case .cart: CartHandler()
                case .item: ItemHandler()
                }
            }
        }

        enum DealsModule: RouteModule {
            enum Page: String, CaseIterable {
                case cart
                case item = "item/<int:id>"
            }

            static let path = "app://deals/*"

            static func makeHandler(for page: Page) -> any Handler {
                switch page {
                case .cart: CartHandler()
                case .item: ItemHandler()
                }
            }
        }

        enum PaymentsModule: RouteModule {
            enum Page: String, CaseIterable {
                case checkout
                case refund = "refund/<int:order>"
            }

            static let path = "app://payments"
            static let allowedSources: Set<LinkSource>? = [.internal, .universalLink]

            static func makeHandler(for page: Page) -> any Handler { CartHandler() }
        }

        enum StoreModule: RouteModule {
            enum Page: String, CaseIterable {
                case cart
                case item = "item/<int:store>"
            }

            static let path = "app://store/<int:store>"

            static func makeHandler(for page: Page) -> any Handler { CartHandler() }
        }
    }

    /// "Register a module of pages".
    @Test func articleRegisterAModule() throws {
        Article.log = []
        let elf = Elf()
        try elf.register(module: Article.ShopModule.self)
        #expect(elf.registeredPatterns == ["app://shop/cart", "app://shop/item/<int:id>"])
        #expect(elf.handleURL(url: "app://shop/item/42"))  // true: an ItemHandler with id 42
        #expect(Article.log == ["item 42"])
        #expect(elf.unregister(module: Article.ShopModule.self))
        #expect(elf.registeredPatterns.isEmpty)
    }

    /// "Choose a module path": the wildcard module.
    @Test func articleWildcardModule() throws {
        Article.log = []
        let elf = Elf()
        try elf.register(module: Article.DealsModule.self)
        #expect(elf.handleURL(url: "app://deals/spring/sale/item/7"))  // true: an ItemHandler with id 7
        #expect(Article.log == ["item 7"])
        #expect(elf.registeredPatterns == ["app://deals/*"])
    }

    /// "Name the page in the fragment".
    @Test func articlePagesFromTheFragment() throws {
        Article.log = []
        let elf = Elf()
        try elf.register(module: Article.ShopModule.self, pagesFrom: .fragment)
        #expect(elf.registeredPatterns == ["app://shop"])
        #expect(elf.handleURL(url: "app://shop#item/42"))  // true: an ItemHandler with id 42
        #expect(!elf.handleURL(url: "app://shop#nowhere"))  // false: no such page
        #expect(Article.log == ["item 42"])
    }

    /// "Read parameters from the fragment".
    @Test func articleFragmentParameters() throws {
        let elf = Elf()
        try elf.register(module: Article.ShopModule.self)
        let cart = elf.handler(for: "app://shop/cart#coupon=SPRING&gift=1") as? Article.CartHandler
        #expect(cart?.coupon == "SPRING")
    }

    /// "Catch the URLs that name no page".
    @Test func articleUnmatchedHandler() throws {
        Article.log = []
        let elf = Elf()
        try elf.register(module: Article.ShopModule.self) { url in Article.log.append("no shop page at \(url)") }
        #expect(elf.registeredPatterns == ["app://shop/cart", "app://shop/item/<int:id>", "app://shop/*"])
        #expect(elf.handleURL(url: "app://shop/gifts"))  // true, prints "no shop page at app://shop/gifts"
        #expect(Article.log == ["no shop page at app://shop/gifts"])
    }

    /// "Open a module only from trusted sources".
    @Test func articleModuleAllowedSources() throws {
        Article.log = []
        let elf = Elf()
        try elf.register(module: Article.PaymentsModule.self)
        #expect(!elf.handleURL(url: "app://payments/checkout", source: .customScheme))
        #expect(elf.handleURL(url: "app://payments/checkout", source: .internal))
        #expect(Article.log == ["cart"])
    }

    /// "Registration errors".
    @Test func articleRegistrationErrors() throws {
        let elf = Elf()
        try elf.register(module: Article.ShopModule.self)
        do {
            try elf.register(module: Article.StoreModule.self)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "module StoreModule, page item: invalid pattern \"app://store/<int:store>/item/<int:store>\" at column 30: placeholder name 'store' is used twice"
            )
        }
        #expect(elf.registeredPatterns == ["app://shop/cart", "app://shop/item/<int:id>"])
    }
}

extension ModuleTests.ShopPagesModule {
    @MainActor static func makeHandler(for page: ModuleTests.ShopPage) -> any Handler {
        ModuleTests.PageProbe("\(page)")
    }
}
