// Runs every code snippet of the README and of the DocC catalog
// (Sources/Elf/Elf.docc), and checks the tables and the results the docs
// show in comments. STYLE.md §4: Swift has no doctests, so every doc snippet
// needs a test that runs it.
//
// Each test names the page and section it mirrors. The Elf calls are the same
// as in the snippet; where a snippet prints, the test records what it would
// print through `console.print` and compares it with the comment. When you
// change a snippet, change its test, and the other way round.
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Doc snippets")
struct DocSnippetTests {

    // MARK: - Handlers the snippets use

    /// What the snippet handlers did, in order.
    ///
    /// Tests that read it are synchronous on the main actor, so they cannot
    /// interleave.
    @MainActor
    enum Journal {
        static var entries: [String] = []
    }

    /// Records what a snippet prints.
    @MainActor
    final class Console {
        var lines: [String] = []
        func print(_ item: Any) { lines.append("\(item)") }
    }

    final class UserHandler: Handler {
        var username: String?
        func convert(params: [String: String], queryParams: [String: String]) {
            username = params["username"]
        }
        func handle() { Journal.entries.append("UserHandler \(username ?? "nil")") }
    }

    final class ProfileHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { Journal.entries.append("ProfileHandler") }
    }

    final class ItemHandler: Handler {
        var id: Int?
        func convert(params: [String: String], queryParams: [String: String]) {
            id = params["id"].flatMap { Int($0) }
        }
        func handle() { Journal.entries.append("ItemHandler \(id.map(String.init) ?? "nil")") }
    }

    final class SettingsHandler: Elf.Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { Journal.entries.append("SettingsHandler") }
    }

    final class ArticleHandler: Handler {
        static let published: Set<Int> = [1, 2, 3]
        var id: Int?

        func convert(params: [String: String], queryParams: [String: String]) {
            id = params["id"].flatMap { Int($0) }
        }

        func shouldHandle() -> Bool {
            id.map(Self.published.contains) ?? false
        }

        func handle() { Journal.entries.append("ArticleHandler \(id.map(String.init) ?? "nil")") }
    }

    final class SearchHandler: Handler {
        var query = ""

        func convert(params: [String: String], queryParams: [String: String]) {
            query = params["query"] ?? ""
        }

        func handle() { Journal.entries.append("SearchHandler \(query)") }
    }

    final class DecliningHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func shouldHandle() -> Bool { false }
        func handle() { Journal.entries.append("DecliningHandler") }
    }

    final class PageHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { Journal.entries.append("PageHandler") }
    }

    final class FileHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { Journal.entries.append("FileHandler") }
    }

    final class ColorHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { Journal.entries.append("ColorHandler") }
    }

    final class FollowingHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { Journal.entries.append("FollowingHandler") }
    }

    final class QueryRecorder: Handler {
        static var received: [String: String] = [:]
        func convert(params: [String: String], queryParams: [String: String]) { Self.received = queryParams }
        func handle() {}
    }

    /// Puts the shared router back the way the other tests expect it.
    static func resetSharedRouter() {
        Elf.instance.unregisterAll()
        Elf.instance.notFoundHandler = nil
        Elf.instance.missHandler = nil
    }

    // MARK: - README: Quick start

    struct ProductScreen: Screen {
        let id: Int
        var identity: String { "product/\(id)" }
    }

    final class ProductHandler: NavigatingHandler {
        var navigator: (any Navigator)?  // the router fills it
        var id = 0
        func convert(params: [String: String], queryParams: [String: String]) {
            id = Int(params["id"] ?? "") ?? 0
        }
        func handle() { navigator?.push(ProductScreen(id: id)) }
    }

    /// README, "Navigation".
    @Test func readmeNavigation() throws {
        let navigator = StackNavigator()
        let elf = Elf()
        elf.navigator = navigator
        try elf.register("app://product/<int:id>") { ProductHandler() }
        #expect(elf.handleURL(url: "app://product/42"))
        #expect(elf.handleURL(url: "app://product/42"))  // handled, but not pushed again
        #expect(navigator.visibleIdentities == ["product/42"])
    }

    struct ProductRoute: Route {
        static let pattern = "app://product/<int:id>"
        var id: Int
        var ref: String?  // not in the pattern: read from, and written to, the query
    }

    final class ProductRouteHandler: Handler {
        let route: ProductRoute
        init(route: ProductRoute) { self.route = route }
        func handle() { Journal.entries.append("ProductHandler \(route.id) \(route.ref ?? "nil")") }
    }

    /// README, "Quick start": the typed route and the closure route it leads with.
    @Test func readmeQuickStartTypedAndClosureRoutes() throws {
        Journal.entries = []
        let console = Console()
        let elf = Elf()
        try elf.register(ProductRoute.self) { route in ProductRouteHandler(route: route) }

        // A one-line route needs no class: the closure handles the URL, or declines it.
        try elf.register("app://settings/<section>") { match in
            guard let section = match.params["section"] else { return false }
            console.print("open settings: \(section)")
            return true
        }

        // true: ProductHandler gets ProductRoute(id: 42, ref: "home")
        #expect(elf.handleURL(url: "app://product/42?ref=home"))
        #expect(Journal.entries == ["ProductHandler 42 home"])
        #expect(elf.handleURL(url: "app://settings/privacy"))  // true: prints "open settings: privacy"
        #expect(console.lines == ["open settings: privacy"])
        #expect((try? elf.url(for: ProductRoute(id: 7, ref: nil))) == "app://product/7")
    }

    @Test func readmeQuickStart() throws {
        Journal.entries = []
        let console = Console()
        defer { Self.resetSharedRouter() }

        // the original Elf style keeps working, with factories instead of shared instances
        Elf.instance.registerRoutingTable(
            [
                "app://profile": { ProfileHandler() },
                "app://user/<username>/following": { UserHandler() },
            ], notFoundHandler: { url in console.print("\(url) not found") })
        let handled = Elf.instance.handleURL(url: "app://user/limboy/following")  // true
        #expect(handled)
        #expect(Journal.entries == ["UserHandler limboy"])

        // the modern form: independent routers, throwing registration
        let elf = Elf()
        try elf.register("app://item/<int:id>") { ItemHandler() }
        let match = elf.match("app://item/42?ref=home")  // RouteMatch?: pattern, params, queryParams, ...
        #expect(match?.pattern == "app://item/<int:id>")
        #expect(match?.params == ["id": "42"])
        #expect(match?.queryParams == ["ref": "home"])

        // The not-found closure of the table is in place.
        #expect(!Elf.instance.handleURL(url: "app://nowhere"))
        #expect(console.lines == ["app://nowhere not found"])
    }

    // MARK: - Elf.md (landing page)

    @Test func landingPageExample() throws {
        Journal.entries = []
        let elf = Elf()
        try elf.register("app://user/<username>/following") { UserHandler() }
        #expect(elf.handleURL(url: "app://user/limboy/following"))  // true
        #expect(Journal.entries == ["UserHandler limboy"])
    }

    // MARK: - GettingStarted.md

    /// "Write a handler": `convert` can be tested without any UI.
    @Test func gettingStartedWriteAHandler() {
        let handler = UserHandler()
        handler.convert(params: ["username": "limboy"], queryParams: [:])
        #expect(handler.username == "limboy")
    }

    /// "Write a handler": the qualified `Elf.Handler` spelling.
    @Test func gettingStartedQualifiedHandler() throws {
        Journal.entries = []
        let elf = Elf()
        try elf.register("app://settings") { SettingsHandler() }
        #expect(elf.handleURL(url: "app://settings"))
        #expect(Journal.entries == ["SettingsHandler"])
    }

    /// "Register patterns", "Handle URLs" and "When no handler handles a URL",
    /// in the order the article runs them on one router.
    @Test func gettingStartedWalkthrough() throws {
        Journal.entries = []
        let console = Console()
        defer { Self.resetSharedRouter() }

        // Register patterns
        let elf = Elf()
        try elf.register("app://user/<username>/following") { UserHandler() }
        try elf.register("app://profile") { ProfileHandler() }
        try elf.register("app://item/<int:id>") { ItemHandler() }

        Elf.instance.registerRoutingTable(
            [
                "app://profile": { ProfileHandler() },
                "app://user/<username>/following": { UserHandler() },
            ], notFoundHandler: { url in console.print("\(url) not found") })
        #expect(Set(Elf.instance.registeredPatterns) == ["app://profile", "app://user/<username>/following"])

        let before = elf.registeredPatterns
        let errors = elf.registerRoutingTable(
            [
                "app://profile": { ProfileHandler() },
                "app://user/<username": { UserHandler() },
            ], notFoundHandler: { url in console.print("\(url) not found") })
        console.print(errors)  // [invalid pattern "app://user/<username" at column 12: '<' is never closed]
        #expect(console.lines == [#"[invalid pattern "app://user/<username" at column 12: '<' is never closed]"#])
        #expect(elf.registeredPatterns == before)  // unchanged: the table registered before the call
        #expect(elf.notFoundHandler == nil)
        console.lines = []

        // Handle URLs
        let url = URL(string: "app://user/limboy/following")!
        #expect(elf.handleURL(url: url.absoluteString))  // true: a new UserHandler converts, then handles
        #expect(Journal.entries == ["UserHandler limboy"])

        let match = elf.match("app://item/42?ref=home#reviews")
        #expect(match?.pattern == "app://item/<int:id>")
        #expect(match?.params["id"] == "42")
        #expect(match?.queryParams["ref"] == "home")
        #expect(match?.fragment == "reviews")
        #expect(elf.canHandle("app://nowhere") == false)

        // When no handler handles a URL
        elf.missHandler = { miss in console.print(miss) }
        elf.notFoundHandler = { url in console.print("\(url) not found") }

        #expect(elf.handleURL(url: "app://nowhere") == false)
        #expect(console.lines == [#"no route for "app://nowhere""#, "app://nowhere not found"])
        console.lines = []

        #expect(elf.handleURL(url: "app://user/%zz") == false)
        #expect(
            console.lines == [
                #"malformed URL "app://user/%zz" at column 12: invalid percent escape"#,
                "app://user/%zz not found",
            ])
    }

    /// "Which not-found hook to use": the logger, then the miss handler, then the not-found handler.
    @Test func gettingStartedNotFoundHooksInOrder() {
        let console = Console()
        let elf = Elf()
        // Handling reports events on the main actor.
        elf.logger = { event in MainActor.assumeIsolated { console.print("log: \(event)") } }
        elf.missHandler = { miss in console.print("miss: \(miss)") }
        elf.notFoundHandler = { url in console.print("not found: \(url)") }
        #expect(elf.handleURL(url: "app://nowhere") == false)
        #expect(
            console.lines == [
                #"log: not handled: no route for "app://nowhere""#,
                #"miss: no route for "app://nowhere""#,
                "not found: app://nowhere",
            ])
        // Matching alone calls none of them.
        console.lines = []
        #expect(elf.match("app://nowhere") == nil)
        #expect(elf.handler(for: "app://nowhere") == nil)
        #expect(console.lines.isEmpty)
    }

    /// "Decline a URL".
    @Test func gettingStartedDecline() throws {
        Journal.entries = []
        let articles = Elf()
        try articles.register("app://article/<int:id>") { ArticleHandler() }
        try articles.register("app://article/<query>") { SearchHandler() }
        #expect(articles.handleURL(url: "app://article/2"))  // true: ArticleHandler shows article 2
        // true: ArticleHandler declines; SearchHandler searches for "99"
        #expect(articles.handleURL(url: "app://article/99"))
        #expect(Journal.entries == ["ArticleHandler 2", "SearchHandler 99"])

        // match and canHandle make no handler: they report the first candidate.
        #expect(articles.match("app://article/99")?.pattern == "app://article/<int:id>")
        #expect(articles.canHandle("app://article/99"))
    }

    /// "Match off the main thread".
    @Test func gettingStartedMatchOffTheMainThread() async throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { ItemHandler() }

        let itemID = await Task.detached {
            elf.match("app://item/42?ref=push")?.params["id"]
        }.value  // "42"
        #expect(itemID == "42")
    }

    // MARK: - PatternSyntax.md

    struct FormRow: Sendable, CustomTestStringConvertible {
        var pattern: String
        var url: String
        var params: [String: String]
        var testDescription: String { "\(pattern) ← \(url)" }
    }

    /// The table "Every form at a glance".
    @Test(arguments: [
        FormRow(
            pattern: "app://user/<username>/following", url: "app://user/limboy/following",
            params: ["username": "limboy"]),
        FormRow(
            pattern: "app://user/{username}/following", url: "app://user/limboy/following",
            params: ["username": "limboy"]),
        FormRow(
            pattern: "app://user/:username/following", url: "app://user/limboy/following",
            params: ["username": "limboy"]),
        FormRow(pattern: "app://item/<int:id>", url: "app://item/42", params: ["id": "42"]),
        FormRow(pattern: "app://files/<path:rest>", url: "app://files/a/b%20c", params: ["rest": "a/b c"]),
        FormRow(pattern: "app://wildcard/*", url: "app://wildcard/a/b/c", params: ["*": "a/b/c"]),
        FormRow(pattern: "app://the(/foo/<a>)(/bar/<b>)", url: "app://the/bar/2", params: ["b": "2"]),
        FormRow(pattern: "app://my/(optional)/module", url: "app://my/module", params: [:]),
        FormRow(
            pattern: "https://www.example.com/user/<id>", url: "https://www.example.com/user/7", params: ["id": "7"]),
        FormRow(pattern: "https://<path:url>", url: "https://Google.com/search", params: ["url": "google.com/search"]),
        FormRow(pattern: "*://user/<id>", url: "myapp://user/7", params: ["id": "7"]),
        FormRow(pattern: "/user/view/<userID>", url: "myapp://user/view/joeldev", params: ["userID": "joeldev"]),
        FormRow(pattern: "/", url: "/", params: [:]),
    ])
    func patternSyntaxFormsTable(row: FormRow) throws {
        let elf = Elf()
        try elf.register(row.pattern) { PageHandler() }
        let match = try #require(elf.match(row.url))
        #expect(match.pattern == row.pattern)
        #expect(match.params == row.params)
    }

    /// "Every form at a glance": values are decoded once.
    @Test func patternSyntaxDecodedOnce() throws {
        let elf = Elf()
        try elf.register("app://foo/<bar>") { PageHandler() }
        #expect(elf.match("app://foo/a%2Fb")?.params == ["bar": "a/b"])
    }

    /// "Schemes, hosts and paths".
    @Test func patternSyntaxCaseOfLiterals() throws {
        let elf = Elf()
        try elf.register("app://a/Home") { PageHandler() }
        #expect(elf.match("APP://A/Home") != nil)
        #expect(elf.match("app://a/home") == nil)

        let insensitive = Elf(configuration: .init(caseInsensitivePaths: true))
        try insensitive.register("app://a/Home") { PageHandler() }
        #expect(insensitive.match("app://a/home") != nil)
    }

    /// "Schemes, hosts and paths": path patterns and the host.
    @Test func patternSyntaxPathPatternsAndHost() throws {
        let elf = Elf()
        try elf.register("/user/view/<id>") { PageHandler() }
        #expect(elf.match("myapp://user/view/joeldev")?.params == ["id": "joeldev"])
        #expect(elf.match("https://example.com/user/view/joeldev")?.params == ["id": "joeldev"])
        #expect(elf.match("app://localhost/user/view/joeldev")?.params == ["id": "joeldev"])
    }

    struct TypedRow: Sendable, CustomTestStringConvertible {
        var type: String
        var accepts: [String]
        var rejects: [String]
        var testDescription: String { type }
    }

    /// The table of placeholder types.
    @Test(arguments: [
        TypedRow(type: "string", accepts: ["anything", "42", "-"], rejects: []),
        TypedRow(
            type: "int", accepts: ["42", "-7", "9223372036854775807"], rejects: ["+7", "4.0", "9223372036854775808"]),
        TypedRow(
            type: "double", accepts: ["3", "-0.5", "1e5", "2.5E-3"], rejects: [".5", "5.", "inf", "nan", "1e999"]),
        TypedRow(
            type: "float", accepts: ["3", "-0.5", "1e5", "2.5E-3"], rejects: [".5", "5.", "inf", "nan", "1e999"]),
        TypedRow(
            type: "bool", accepts: ["true", "false", "yes", "no", "1", "0", "TRUE", "No", "YeS"],
            rejects: ["on", "y"]),
        TypedRow(
            type: "uuid", accepts: ["123E4567-e89b-12d3-a456-426614174000"],
            rejects: ["123E4567e89b12d3a456426614174000", "x"]),
    ])
    func patternSyntaxTypesTable(row: TypedRow) throws {
        let elf = Elf()
        try elf.register("app://t/<\(row.type):value>") { PageHandler() }
        for value in row.accepts {
            #expect(elf.match("app://t/\(value)")?.params == ["value": value], "\(row.type) accepts \(value)")
        }
        for value in row.rejects {
            #expect(elf.match("app://t/\(value)") == nil, "\(row.type) rejects \(value)")
        }
    }

    /// "Placeholders": a value that does not parse tries the next branch.
    @Test func patternSyntaxTypedPlaceholders() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { ItemHandler() }
        try elf.register("app://item/<slug>") { ItemHandler() }
        #expect(elf.match("app://item/42")?.pattern == "app://item/<int:id>")
        #expect(elf.match("app://item/hat")?.pattern == "app://item/<slug>")
    }

    /// "Catch-alls".
    @Test func patternSyntaxCatchAlls() throws {
        let elf = Elf()
        try elf.register("app://files/<path:rest>") { FileHandler() }
        try elf.register("app://wildcard/*") { FileHandler() }
        #expect(elf.match("app://files/a/b%20c")?.params == ["rest": "a/b c"])
        #expect(elf.match("app://files") == nil)  // nil: <path:> needs a segment
        #expect(elf.match("app://wildcard/a/b/c")?.params == ["*": "a/b/c"])
        #expect(elf.match("app://wildcard")?.params == ["*": ""])

        let hosts = Elf()
        try hosts.register("https://<path:url>") { FileHandler() }
        #expect(hosts.match("https://Google.com/search")?.params == ["url": "google.com/search"])
    }

    /// "Optional groups".
    @Test func patternSyntaxOptionalGroups() throws {
        let elf = Elf()
        try elf.register("app://the(/foo/<a>)(/bar/<b>)") { PageHandler() }
        #expect(elf.match("app://the")?.params == [:])
        #expect(elf.match("app://the/foo/1")?.params == ["a": "1"])
        #expect(elf.match("app://the/bar/2")?.params == ["b": "2"])
        #expect(elf.match("app://the/foo/1/bar/2")?.params == ["a": "1", "b": "2"])

        try elf.register("app://my/(optional)/module") { PageHandler() }
        #expect(elf.match("app://my/module")?.pattern == "app://my/(optional)/module")
        #expect(elf.match("app://my/optional/module")?.pattern == "app://my/(optional)/module")

        // RouteMatch.pattern is the text registered, whichever form matched.
        #expect(elf.match("app://the/foo/1/bar/2")?.pattern == "app://the(/foo/<a>)(/bar/<b>)")
    }

    /// "Custom placeholder types".
    @Test func patternSyntaxCustomTypes() throws {
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in
            text.allSatisfy(\.isHexDigit) ? text.lowercased() : nil
        }
        try elf.register("app://color/<hex:value>") { ColorHandler() }
        #expect(elf.match("app://color/FF8800")?.params["value"] == "ff8800")  // what the closure returned
        #expect(elf.match("app://color/orange") == nil)
    }

    /// "Custom placeholder types": ranking and the name rules.
    @Test func patternSyntaxCustomTypeRules() throws {
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in text.allSatisfy(\.isHexDigit) ? text : nil }
        try elf.addPlaceholderType("word") { text in text.allSatisfy(\.isLetter) ? text : nil }
        try elf.register("app://c/<x>") { PageHandler() }
        try elf.register("app://c/<word:w>") { PageHandler() }
        try elf.register("app://c/<hex:h>") { PageHandler() }
        try elf.register("app://c/<int:i>") { PageHandler() }
        #expect(elf.match("app://c/12")?.pattern == "app://c/<int:i>")  // built-in before custom
        #expect(elf.match("app://c/beef")?.pattern == "app://c/<hex:h>")  // custom types in the order added
        #expect(elf.match("app://c/word")?.pattern == "app://c/<word:w>")
        #expect(elf.match("app://c/a-b")?.pattern == "app://c/<x>")  // <name> last

        for (name, error) in [
            ("Hex", Elf.PlaceholderTypeError.invalidName("Hex")),
            ("1x", .invalidName("1x")),
            ("int", .alreadyDefined("int")),
            ("float", .alreadyDefined("float")),
            ("path", .alreadyDefined("path")),
            ("hex", .alreadyDefined("hex")),
        ] {
            #expect(throws: error) { try elf.addPlaceholderType(name) { $0 } }
        }
        #expect(throws: Elf.PatternError(pattern: "app://d/<color:c>", reason: .unknownType("color"), offset: 9)) {
            try elf.register("app://d/<color:c>") { PageHandler() }
        }
    }

    /// "Errors".
    @Test func patternSyntaxErrorSnippet() {
        let console = Console()
        let elf = Elf()
        do {
            try elf.register("app://user/<id") { UserHandler() }
        } catch {
            console.print(error)  // invalid pattern "app://user/<id" at column 12: '<' is never closed
            console.print(error.reason)  // unclosed("<")
            console.print(error.column)  // 12
        }
        #expect(
            console.lines == [
                #"invalid pattern "app://user/<id" at column 12: '<' is never closed"#, #"unclosed("<")"#, "12",
            ])
    }

    struct ErrorRow: Sendable, CustomTestStringConvertible {
        var pattern: String
        var column: Int
        var reason: Elf.PatternError.Reason
        var testDescription: String { pattern }
    }

    /// The table of pattern errors.
    @Test(arguments: [
        ErrorRow(pattern: "user/<id>", column: 1, reason: .invalidStart),
        ErrorRow(pattern: "1app://x", column: 1, reason: .invalidScheme),
        ErrorRow(pattern: "app:///x", column: 7, reason: .missingHost),
        ErrorRow(pattern: "app://user/<id", column: 12, reason: .unclosed("<")),
        ErrorRow(pattern: "app://a/(b", column: 9, reason: .unclosed("(")),
        ErrorRow(pattern: "app://a/b>", column: 10, reason: .unopened(">")),
        ErrorRow(pattern: "app://a/b)", column: 10, reason: .unopened(")")),
        ErrorRow(pattern: "app://a/<>", column: 10, reason: .emptyName),
        ErrorRow(pattern: "app://a/<1x>", column: 10, reason: .invalidName("1x")),
        ErrorRow(pattern: "app://a/<hex:x>", column: 10, reason: .unknownType("hex")),
        ErrorRow(pattern: "app://a/{int:x}", column: 13, reason: .typeInBraces),
        ErrorRow(pattern: "app://user-<id>", column: 12, reason: .mustFillSegment),
        ErrorRow(pattern: "app://a/*/b", column: 9, reason: .catchAllNotLast),
        ErrorRow(pattern: "app://a/<x>/<x>", column: 13, reason: .duplicateName("x")),
        ErrorRow(pattern: "app://a/()", column: 9, reason: .emptyGroup),
        ErrorRow(pattern: "app://a/(b(c))", column: 11, reason: .nestedGroup),
        ErrorRow(pattern: "app://(a)/b", column: 7, reason: .groupInHost),
        ErrorRow(pattern: "app://a/b?c", column: 12, reason: .invalidQueryItem),
        ErrorRow(pattern: "app://a?<k>=1", column: 9, reason: .placeholderAsQueryKey),
        ErrorRow(pattern: "app://a?k=1&k=2", column: 13, reason: .duplicateQueryKey("k")),
        ErrorRow(pattern: "app://a?k=*", column: 11, reason: .catchAllInQuery),
        ErrorRow(pattern: "app://a/b#c", column: 10, reason: .invalidCharacter("#")),
        ErrorRow(pattern: #"app://a/b\c"#, column: 10, reason: .invalidCharacter("\\")),
        ErrorRow(pattern: "app://a/b@c", column: 10, reason: .invalidCharacter("@")),
        ErrorRow(pattern: "app://a/b c", column: 10, reason: .invalidCharacter(" ")),
        ErrorRow(pattern: "app://a//b", column: 9, reason: .emptySegment),
        ErrorRow(pattern: "app://a/b/", column: 11, reason: .emptySegment),
        ErrorRow(pattern: "app://a/..", column: 9, reason: .dotSegment),
        ErrorRow(pattern: "app://a/%zz", column: 9, reason: .invalidPercentEscape),
        ErrorRow(pattern: "app://host:80/x", column: 11, reason: .portNotAllowed),
        ErrorRow(pattern: "app://a(/b)(/c)(/d)(/e)(/f)(/g)(/h)(/i)(/j)", column: 1, reason: .tooManyGroups(limit: 8)),
    ])
    func patternSyntaxErrorsTable(row: ErrorRow) {
        let elf = Elf()
        do {
            try elf.register(row.pattern) { PageHandler() }
            Issue.record("\(row.pattern) registered")
        } catch {
            #expect(error.reason == row.reason)
            #expect(error.column == row.column)
            #expect(error.description.hasPrefix("invalid pattern \"\(row.pattern)\" at column \(row.column): "))
        }
        #expect(elf.registeredPatterns.isEmpty)
    }

    /// "Errors": the length limit applies to patterns.
    @Test func patternSyntaxTooLong() {
        let elf = Elf(configuration: .init(maxURLLength: 16))
        #expect(throws: Elf.PatternError(pattern: "app://abcdefghijk", reason: .tooLong(limit: 16), offset: 16)) {
            try elf.register("app://abcdefghijk") { PageHandler() }
        }
    }

    /// "Duplicates and shapes".
    @Test func patternSyntaxDuplicateSnippet() throws {
        let console = Console()
        let elf = Elf()
        try elf.register("app://a") { PageHandler() }
        do {
            try elf.register("app://a(/b)") { PageHandler() }
        } catch {
            console.print(error)  // invalid pattern "app://a(/b)" at column 1: matches the same URLs as "app://a"
        }
        #expect(console.lines == [#"invalid pattern "app://a(/b)" at column 1: matches the same URLs as "app://a""#])
        #expect(elf.registeredPatterns == ["app://a"])  // no form of app://a(/b) was registered
    }

    /// "Duplicates and shapes": the pairs that clash and the pairs that do not.
    @Test(arguments: [
        ("app://user/<id>", "APP://User/{name}", true),
        ("app://n/<float:x>", "app://n/<double:y>", true),
        ("app://a(/b)", "app://a/b", true),
        ("app://item/<int:id>", "app://item/<slug>", false),
        ("app://w", "app://w/*", false),
        ("app://files/<path:p>", "app://files/*", false),
        ("app://a/x", "*://a/x", false),
        ("app://user/<id>", "/user/<id>", false),
    ])
    func patternSyntaxClashes(first: String, second: String, clash: Bool) throws {
        let elf = Elf()
        try elf.register(first) { PageHandler() }
        if clash {
            #expect(throws: Elf.PatternError(pattern: second, reason: .duplicate(existing: first), offset: 0)) {
                try elf.register(second) { PageHandler() }
            }
            #expect(elf.registeredPatterns == [first])
        } else {
            try elf.register(second) { PageHandler() }
            #expect(elf.registeredPatterns == [first, second])
        }
    }

    /// "Duplicates and shapes": two forms of one pattern with the same shape.
    @Test func patternSyntaxSelfDuplicate() {
        let elf = Elf()
        #expect(throws: Elf.PatternError.self) {
            try elf.register("app://a(/<x>)(/<y>)") { PageHandler() }
        }
        #expect(elf.registeredPatterns.isEmpty)
    }

    /// "Duplicates and shapes": replacing a pattern.
    @Test func patternSyntaxReplacing() throws {
        let elf = Elf()
        try elf.register("app://a/<x>") { PageHandler() }
        #expect(elf.unregister("app://a/<x>"))
        try elf.register("app://a/<y>") { PageHandler() }
        #expect(elf.registeredPatterns == ["app://a/<y>"])
    }

    // MARK: - Precedence.md

    struct PrecedenceRow: Sendable, CustomTestStringConvertible {
        var registered: [String]
        var url: String
        var winner: String
        var testDescription: String { url }
    }

    /// The precedence table, registered in every order.
    @Test(arguments: [
        PrecedenceRow(
            registered: ["app://hello/<foo>", "app://hello/world"], url: "app://hello/world",
            winner: "app://hello/world"),
        PrecedenceRow(
            registered: ["app://item/<int:id>", "app://item/<slug>"], url: "app://item/42",
            winner: "app://item/<int:id>"),
        PrecedenceRow(
            registered: ["app://item/<int:id>", "app://item/<slug>"], url: "app://item/hat", winner: "app://item/<slug>"
        ),
        PrecedenceRow(
            registered: ["app://n/<int:i>", "app://n/<double:d>"], url: "app://n/5", winner: "app://n/<int:i>"),
        PrecedenceRow(
            registered: ["app://n/<int:i>", "app://n/<double:d>"], url: "app://n/5.5", winner: "app://n/<double:d>"),
        PrecedenceRow(
            registered: ["app://files/<path:p>", "app://files/*"], url: "app://files/a", winner: "app://files/<path:p>"),
        PrecedenceRow(registered: ["app://w", "app://w/*"], url: "app://w", winner: "app://w"),
        PrecedenceRow(registered: ["app://a/b/<x>", "app://a/<y>/c"], url: "app://a/b/c", winner: "app://a/b/<x>"),
        PrecedenceRow(registered: ["app://a/b/c", "app://a/<x>/d"], url: "app://a/b/d", winner: "app://a/<x>/d"),
        PrecedenceRow(
            registered: ["app://test/<t>", "app://test/test/<t>", "app://test/test"], url: "app://test/test/yes",
            winner: "app://test/test/<t>"),
        PrecedenceRow(
            registered: ["app://test/<t>", "app://test/test/<t>", "app://test/test"], url: "app://test/test",
            winner: "app://test/test"),
        PrecedenceRow(
            registered: ["app://test/<t>", "app://test/test/<t>", "app://test/test"], url: "app://test/other",
            winner: "app://test/<t>"),
        PrecedenceRow(registered: ["app://<h>/y", "*://item/y"], url: "app://item/y", winner: "app://<h>/y"),
        PrecedenceRow(registered: ["*://user/<id>", "/user/<id>"], url: "app://user/7", winner: "*://user/<id>"),
        PrecedenceRow(
            registered: ["app://user/<id>", "/user/view/<id>"], url: "app://user/view/joel", winner: "/user/view/<id>"),
    ])
    func precedenceTable(row: PrecedenceRow) throws {
        for order in permutations(row.registered) {
            let elf = Elf()
            for pattern in order { try elf.register(pattern) { PageHandler() } }
            #expect(elf.match(row.url)?.pattern == row.winner, "registered in the order \(order)")
        }
    }

    func permutations(_ items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// "Precedence": a placeholder or `*` never matches a dot segment.
    @Test func precedenceDotSegments() throws {
        let elf = Elf()
        try elf.register("app://user/<id>") { PageHandler() }
        try elf.register("app://w/*") { PageHandler() }
        for url in ["app://user/..", "app://user/.", "app://user/%2E%2e", "app://w/a/../b", "app://w/a/./b"] {
            #expect(elf.match(url) == nil, "\(url)")
        }
    }

    /// "Conflicts": routing tables apply the rule among their own entries only.
    @Test func precedenceConflictsInTables() throws {
        let elf = Elf()
        try elf.register("app://x/<a>") { PageHandler() }
        let applied = elf.registerRoutingTable(["app://x/<b>": { PageHandler() }], notFoundHandler: { _ in })
        #expect(applied.isEmpty)  // the patterns it replaces do not count
        #expect(elf.registeredPatterns == ["app://x/<b>"])

        let errors = elf.registerRoutingTable(
            ["app://y/<c>": { PageHandler() }, "app://y/{d}": { PageHandler() }], notFoundHandler: { _ in })
        #expect(
            errors == [Elf.PatternError(pattern: "app://y/{d}", reason: .duplicate(existing: "app://y/<c>"), offset: 0)]
        )
        #expect(elf.registeredPatterns == ["app://x/<b>"])
    }

    /// "The routing tree": the drawing is exactly what `treeDescription` prints.
    @Test func precedenceTreeDrawing() throws {
        let console = Console()
        let elf = Elf()
        for pattern in [
            "app://user/<username>/following",
            "app://user/<username>/followers",
            "app://user/<int:id>",
            "app://user/me",
            "app://a/<x>/b",
            "app://a/<y>/c",
            "app://files/<path:rest>",
            "app://w",
            "app://w/*",
            "*://share/<id>",
            "/user/view/<id>",
        ] {
            try elf.register(pattern) { PageHandler() }
        }
        console.print(elf.treeDescription)
        #expect(
            console.lines == [
                """
                app://
                ├─ a
                │  └─ <string>
                │     ├─ b ⇒ app://a/<x>/b
                │     └─ c ⇒ app://a/<y>/c
                ├─ files
                │  └─ <path> ⇒ app://files/<path:rest>
                ├─ user
                │  ├─ me ⇒ app://user/me
                │  ├─ <int> ⇒ app://user/<int:id>
                │  └─ <string>
                │     ├─ followers ⇒ app://user/<username>/followers
                │     └─ following ⇒ app://user/<username>/following
                └─ w ⇒ app://w
                   └─ * ⇒ app://w/*
                *://
                └─ share
                   └─ <string> ⇒ *://share/<id>
                /
                └─ user
                   └─ view
                      └─ <string> ⇒ /user/view/<id>
                """
            ])

        // The walkthroughs under the drawing.
        #expect(elf.match("app://user/42/followers")?.pattern == "app://user/<username>/followers")
        #expect(elf.match("app://user/42/followers")?.params == ["username": "42"])
        #expect(elf.match("app://user/view/joel")?.pattern == "/user/view/<id>")
        #expect(elf.match("app://a/1/b")?.params == ["x": "1"])
        #expect(elf.match("app://a/2/c")?.params == ["y": "2"])
    }

    /// "Declining and backtracking".
    @Test func precedenceDeclining() throws {
        Journal.entries = []
        let console = Console()
        let elf = Elf()
        try elf.register("app://item/<int:id>") { DecliningHandler() }
        try elf.register("app://item/<slug>") { DecliningHandler() }
        try elf.register("app://item/*") { DecliningHandler() }
        elf.missHandler = { miss in console.print(miss) }
        #expect(elf.handleURL(url: "app://item/42") == false)
        #expect(
            console.lines == [
                #"every handler declined "app://item/42" ("app://item/<int:id>", "app://item/<slug>", "app://item/*")"#
            ])
        #expect(Journal.entries.isEmpty)
        #expect(elf.match("app://item/42")?.pattern == "app://item/<int:id>")
    }

    // MARK: - URLReading.md

    /// "Trimming and the length limit".
    @Test func urlReadingTrimmingAndLimit() throws {
        let elf = Elf()
        try elf.register("app://user/<id>") { PageHandler() }
        #expect(elf.match(" \t\n\u{0C}\rapp://user/42 \t\n\u{0C}\r")?.params == ["id": "42"])

        let exact = "app://user/" + String(repeating: "a", count: 8192 - 11)
        #expect(exact.utf8.count == 8192)
        #expect(elf.match(exact) != nil)
        #expect(elf.match("  " + exact + "  ") != nil)
        guard case .failure(let miss) = elf.resolve(exact + "a"), case .malformed(let error) = miss.reason else {
            Issue.record("8193 bytes are not malformed")
            return
        }
        #expect(error.reason == .tooLong(limit: 8192))
        #expect(error.column == 8193)
    }

    /// The Elf column of the table "Where Elf and URLComponents differ" (the
    /// URLComponents column and the rule behind each row are checked by
    /// `DifferentialTests.documentedDifferencesAreExplainedByTheirRule`).
    @Test func urlReadingDifferencesFromURLComponents() throws {
        let elf = Elf(configuration: .init(hostAsPathSegment: .never))
        try elf.register("/*") { PageHandler() }
        #expect(elf.match("APP://x")?.scheme == "app")
        #expect(elf.match("app://Sh%6Fp")?.host == "shop")
        #expect(elf.match("app://x/a//b/")?.pathSegments == ["a", "b"])
        #expect(elf.resolve("app://x/a/../b").failureReason == .noMatchingRoute)
        #expect(elf.match("app://x?q=a+b")?.queryParams == ["q": "a b"])
        #expect(elf.match("app://x?flag")?.queryParams == ["flag": ""])
        #expect(elf.match("app://x?a=1&&=x")?.queryItems.map { "\($0.name)=\($0.value)" } == ["a=1"])
        for malformed in ["app://x/a%0Ab", "app://x/%FF", "app://me@x/", "app://:80/x", "app://a%40b/"] {
            guard case .malformed = elf.resolve(malformed).failureReason else {
                Issue.record("\(malformed) is not malformed")
                continue
            }
        }
    }

    struct URLFormRow: Sendable, CustomTestStringConvertible {
        var url: String
        var scheme: String?
        var host: String?
        var pathSegments: [String]
        var testDescription: String { url }
    }

    /// The table "The forms of a URL".
    @Test(arguments: [
        URLFormRow(url: "app://user/42?tab=top#bio", scheme: "app", host: "user", pathSegments: ["42"]),
        URLFormRow(url: "app:///user/42", scheme: "app", host: "", pathSegments: ["user", "42"]),
        URLFormRow(url: "app:/user/42", scheme: "app", host: nil, pathSegments: ["user", "42"]),
        URLFormRow(url: "app:user/42", scheme: "app", host: nil, pathSegments: ["user", "42"]),
        URLFormRow(url: "/user/42", scheme: nil, host: nil, pathSegments: ["user", "42"]),
    ])
    func urlReadingFormsTable(row: URLFormRow) throws {
        let elf = Elf()
        try elf.register("app://user/<id>") { PageHandler() }
        try elf.register("/user/<id>") { PageHandler() }
        let match = try #require(elf.match(row.url))
        #expect(match.scheme == row.scheme)
        #expect(match.host == row.host)
        #expect(match.pathSegments == row.pathSegments)
        // No host or an empty host: only path patterns match.
        #expect(match.pattern == (row.host == "user" ? "app://user/<id>" : "/user/<id>"))
    }

    /// "The forms of a URL": strings in none of the forms.
    @Test func urlReadingNotAURL() {
        let elf = Elf()
        for url in ["user/42", "", "?a=1", "//host/x"] {
            guard case .failure(let miss) = elf.resolve(url), case .malformed(let error) = miss.reason else {
                Issue.record("\(url) is not malformed")
                continue
            }
            #expect(error.reason == .notAURL)
        }
    }

    /// "Scheme, host and port".
    @Test func urlReadingSchemeHostAndPort() throws {
        let elf = Elf()
        try elf.register("app://profile") { PageHandler() }
        try elf.register("app://<place>/x") { PageHandler() }
        #expect(elf.match("app://profile?id=1")?.pattern == "app://profile")
        #expect(elf.match("app://CAFÉ/x")?.host == "cafÉ")
        #expect(elf.match("app://CAFÉ/x")?.params == ["place": "cafÉ"])
        #expect(elf.match("app://Ho%41st/x")?.params == ["place": "hoast"])
        #expect(elf.match("app://profile:8080")?.port == 8080)
        #expect(elf.match("app://profile:")?.port == nil)
        #expect(elf.match("app://profile")?.port == nil)

        let strict = Elf()
        try strict.register("app://user/<id>") { PageHandler() }
        #expect(strict.match("app://name@user/7") == nil)
        let lenient = Elf(configuration: .init(allowsUserinfo: true))
        try lenient.register("app://user/<id>") { PageHandler() }
        let match = try #require(lenient.match("app://name@user/7"))
        #expect(match.host == "user")
        #expect(match.params == ["id": "7"])
        #expect(lenient.match("app://a@b@user/7")?.host == "user")
    }

    /// "When the host is a path segment".
    @Test func urlReadingHostAsSegment() throws {
        let elf = Elf()
        try elf.register("/user/view/<id>") { PageHandler() }
        try elf.register("/view/<id>") { PageHandler() }
        #expect(elf.match("myapp://user/view/joel")?.pattern == "/user/view/<id>")
        #expect(elf.match("myapp://USER/view/joel")?.pattern == "/user/view/<id>")
        #expect(elf.match("https://example.com/view/joel")?.pattern == "/view/<id>")
        #expect(elf.match("app://localhost/view/joel")?.pattern == "/view/<id>")
        #expect(elf.match("app://127.0.0.1/view/joel")?.pattern == "/view/<id>")
        #expect(elf.match("app://[::1]/view/joel")?.pattern == "/view/<id>")

        let always = Elf(configuration: .init(hostAsPathSegment: .always))
        try always.register("/example.com/view/<id>") { PageHandler() }
        #expect(always.match("https://example.com/view/joel") != nil)
        let never = Elf(configuration: .init(hostAsPathSegment: .never))
        try never.register("/view/<id>") { PageHandler() }
        #expect(never.match("myapp://view/joel") == nil)
        #expect(never.match("myapp://user/view/joel")?.params == ["id": "joel"])
    }

    /// "Path segments and decoding".
    @Test func urlReadingPathSegments() throws {
        let elf = Elf()
        try elf.register("app://user/<id>") { UserHandler() }
        try elf.register("/user/view/<id>") { UserHandler() }

        #expect(elf.match("  APP://User/42 \n")?.params == ["id": "42"])
        #expect(elf.match("app://user/a%2Fb")?.params == ["id": "a/b"])
        #expect(elf.match("app://user/%252F")?.params == ["id": "%2F"])
        #expect(elf.match("app://user/a+b")?.params == ["id": "a+b"])
        #expect(elf.match("app://user//42/")?.params == ["id": "42"])
        #expect(elf.match("app://user/中文")?.params == ["id": "中文"])
        #expect(elf.match("app://user/..") == nil)
        #expect(elf.match("app://user/%2e") == nil)
        #expect(elf.match("myapp://user/view/joeldev")?.pattern == "/user/view/<id>")
        #expect(elf.match("https://example.com/user/view/joeldev")?.pattern == "/user/view/<id>")
        #expect(elf.match("app:///user/view/joeldev")?.pattern == "/user/view/<id>")

        // Raw characters that mean themselves, and a "/" with a combining mark.
        #expect(elf.match(#"app://user/a "<>^`{|}b"#)?.params == ["id": #"a "<>^`{|}b"#])
        #expect(elf.match("app://user/x/\u{301}y") == nil)
        #expect(elf.match("app://user/\u{301}y")?.params == ["id": "\u{301}y"])
    }

    /// "Path segments and decoding": literals compare by bytes.
    @Test func urlReadingBytesNotCanonicalEquivalence() throws {
        let elf = Elf()
        try elf.register("app://word/\u{E9}") { PageHandler() }
        #expect(elf.match("app://word/\u{E9}") != nil)
        #expect(elf.match("app://word/e\u{301}") == nil)
        #expect(elf.match("app://word/%C3%A9") != nil)
    }

    /// "Path segments and decoding": case-insensitive paths fold ASCII only.
    @Test func urlReadingCaseInsensitivePathsAreASCIIOnly() throws {
        let elf = Elf(configuration: .init(caseInsensitivePaths: true))
        try elf.register("app://x/Straße/<id>") { PageHandler() }
        try elf.register("app://y/ÉTÉ") { PageHandler() }
        #expect(elf.match("app://x/STRAßE/Value")?.params == ["id": "Value"])  // values are bound as written
        #expect(elf.match("app://y/ÉTÉ") != nil)
        #expect(elf.match("app://y/été") == nil)
    }

    /// "Query" and "Fragment".
    @Test func urlReadingQueryAndFragment() throws {
        let elf = Elf()
        try elf.register("app://user/<id>") { UserHandler() }

        let match = elf.match("app://user:8080/7?tag=a&tag=b+c&flag&=x&sum=1%2B1=2#k=v&k2=v%202")!
        #expect(match.port == 8080)
        #expect(match.params == ["id": "7"])
        #expect(match.queryParams == ["tag": "b c", "flag": "", "sum": "1+1=2"])
        #expect(match.queryValues("tag") == ["a", "b c"])
        #expect(match.fragment == "k=v&k2=v 2")
        #expect(match.fragmentParams == ["k": "v", "k2": "v 2"])

        #expect(elf.match("app://user/7#k=v&top")?.fragmentParams == [:])  // "top" is not a pair

        // The rules in the lists.
        let items = try #require(elf.match("app://user/7?&&a=b=c&bare&=skipped&x=%00&p=1+2"))
        #expect(items.queryItems.map(\.name) == ["a", "bare", "x", "p"])
        #expect(items.queryItems.map(\.value) == ["b=c", "", "\u{0}", "1 2"])
        #expect(elf.match("app://user/7#a+b")?.fragment == "a+b")
        #expect(elf.match("app://user/7#a=1+2")?.fragmentParams == ["a": "1+2"])
        #expect(elf.match("app://user/7#x#y")?.fragment == "x#y")
        #expect(elf.match("app://user/7?q=1#q=2")?.queryParams == ["q": "1"])

        let literalPlus = Elf(configuration: .init(decodesPlusAsSpace: false))
        try literalPlus.register("app://user/<id>") { UserHandler() }
        #expect(literalPlus.match("app://user/7?q=a+b")?.queryParams == ["q": "a+b"])
    }

    /// "Query": what a handler's `convert` receives.
    @Test func urlReadingQueryHandedToConvert() throws {
        let elf = Elf()
        try elf.register("app://search") { QueryRecorder() }
        #expect(elf.handleURL(url: "app://search?tag=a&tag=b#tag=c"))
        #expect(QueryRecorder.received == ["tag": "b"])
    }

    /// "Malformed URLs": the snippet.
    @Test func urlReadingMalformedSnippet() throws {
        let console = Console()
        let elf = Elf()
        try elf.register("app://user/<id>") { UserHandler() }

        if case .failure(let miss) = elf.resolve("app://user/%zz"),
            case .malformed(let error) = miss.reason
        {
            console.print(error)  // malformed URL "app://user/%zz" at column 12: invalid percent escape
            console.print(error.reason)  // invalidPercentEscape
            console.print(error.column)  // 12
        }
        #expect(
            console.lines == [
                #"malformed URL "app://user/%zz" at column 12: invalid percent escape"#, "invalidPercentEscape", "12",
            ])
    }

    struct MalformedRow: Sendable, CustomTestStringConvertible {
        var url: String
        var column: Int
        var reason: Elf.MalformedURL.Reason
        var testDescription: String { url.debugDescription }
    }

    /// The table of malformed URLs.
    @Test(arguments: [
        MalformedRow(url: "user/42", column: 1, reason: .notAURL),
        MalformedRow(url: "//host/x", column: 1, reason: .notAURL),
        MalformedRow(url: "?a=1", column: 1, reason: .notAURL),
        MalformedRow(url: "", column: 1, reason: .notAURL),
        MalformedRow(url: "app://user/%zz", column: 12, reason: .invalidPercentEscape),
        MalformedRow(url: "app://user/%4", column: 12, reason: .invalidPercentEscape),
        MalformedRow(url: "app://user/%FF", column: 12, reason: .invalidUTF8),
        MalformedRow(url: "app://user/a\u{07}b", column: 13, reason: .controlCharacter),
        MalformedRow(url: "app://user/a\u{7F}b", column: 13, reason: .controlCharacter),
        MalformedRow(url: "app://user/a\u{85}b", column: 13, reason: .controlCharacter),
        MalformedRow(url: "app://user/7?q=a\u{07}b", column: 17, reason: .controlCharacter),
        MalformedRow(url: #"app://user/a\b"#, column: 13, reason: .backslash),
        MalformedRow(url: #"app://user/7#a\b"#, column: 15, reason: .backslash),
        MalformedRow(url: "app://user/%00", column: 12, reason: .encodedControlCharacter),
        MalformedRow(url: "1h://x", column: 1, reason: .invalidScheme),
        MalformedRow(url: "my_app://x", column: 3, reason: .invalidScheme),
        MalformedRow(url: "app://[1::2x]/", column: 7, reason: .invalidHost),
        MalformedRow(url: "app://us er/", column: 9, reason: .invalidHost),
        MalformedRow(url: "app://x:65536/", column: 9, reason: .invalidPort),
        MalformedRow(url: "app://x:8a/", column: 10, reason: .invalidPort),
        MalformedRow(url: "app://[1::2]:3:4/", column: 7, reason: .invalidHost),
        MalformedRow(url: "app://:80/x", column: 8, reason: .invalidPort),
        MalformedRow(url: "app://name@user/7", column: 11, reason: .userinfo),
    ])
    func urlReadingMalformedTable(row: MalformedRow) {
        let elf = Elf()
        guard case .failure(let miss) = elf.resolve(row.url), case .malformed(let error) = miss.reason else {
            Issue.record("\(row.url.debugDescription) is not malformed")
            return
        }
        #expect(error.reason == row.reason)
        #expect(error.column == row.column)
    }

    /// "Decisions where the routing contract is silent".
    @Test func urlReadingDecisions() throws {
        // A routing table is all or nothing.
        let elf = Elf()
        try elf.register("app://kept") { PageHandler() }
        elf.notFoundHandler = { _ in Journal.entries.append("old not-found handler") }
        let errors = elf.registerRoutingTable(
            ["app://b/<x": { PageHandler() }, "app://a/<y": { PageHandler() }, "app://fine": { PageHandler() }],
            notFoundHandler: { _ in Journal.entries.append("new not-found handler") })
        #expect(errors.map(\.pattern) == ["app://a/<y", "app://b/<x"])  // sorted by pattern
        #expect(elf.registeredPatterns == ["app://kept"])
        Journal.entries = []
        elf.handleURL(url: "app://nowhere")
        #expect(Journal.entries == ["old not-found handler"])

        // unregister finds by text, then by shape, and removes every form.
        let shapes = Elf()
        try shapes.register("app://user/{id}") { PageHandler() }
        #expect(shapes.unregister("app://user/<name>"))
        try shapes.register("app://a(/b)") { PageHandler() }
        #expect(shapes.unregister("app://a"))
        #expect(shapes.registeredPatterns.isEmpty)
        #expect(shapes.match("app://a/b") == nil)
        #expect(!shapes.unregister("app://a"))
        #expect(!shapes.unregister("not a pattern"))

        // Typed values are bound as written; custom types bind their result.
        let typed = Elf()
        try typed.register("app://flag/<bool:on>") { PageHandler() }
        try typed.register("app://n/<int:n>") { PageHandler() }
        #expect(typed.match("app://flag/YES")?.params == ["on": "YES"])
        #expect(typed.match("app://n/-7")?.params == ["n": "-7"])

        // An empty query or fragment.
        try typed.register("app://x") { PageHandler() }
        #expect(typed.match("app://x?")?.queryItems.isEmpty == true)
        #expect(typed.match("app://x#")?.fragment == "")
        #expect(typed.match("app://x")?.fragment == nil)

        // Removing patterns keeps the rest.
        let kept = Elf()
        try kept.addPlaceholderType("hex") { $0 }
        kept.notFoundHandler = { _ in }
        kept.missHandler = { _ in }
        try kept.register("app://c/<hex:v>") { PageHandler() }
        kept.unregisterAll()
        #expect(kept.registeredPatterns.isEmpty)
        #expect(kept.notFoundHandler != nil)
        #expect(kept.missHandler != nil)
        try kept.register("app://c/<hex:v>") { PageHandler() }
    }

    /// "Decisions": misses are reported to the miss handler first.
    @Test func urlReadingMissOrder() {
        let console = Console()
        let elf = Elf()
        elf.notFoundHandler = { url in console.print("not found: \(url)") }
        elf.missHandler = { miss in console.print("miss: \(miss)") }
        elf.handleURL(url: "app://nowhere")
        #expect(console.lines == [#"miss: no route for "app://nowhere""#, "not found: app://nowhere"])
    }

    // MARK: - Doc comments in Sources

    /// `Elf` (the class overview) repeats the README quick start; this covers
    /// the snippets on its members and on the other public types.
    @Test func sourceDocComments() throws {
        Journal.entries = []
        let console = Console()
        defer { Self.resetSharedRouter() }

        // Elf
        Elf.instance.registerRoutingTable(
            [
                "app://profile": { ProfileHandler() },
                "app://user/<username>/following": { UserHandler() },
            ], notFoundHandler: { url in console.print("\(url) not found") })
        #expect(Elf.instance.handleURL(url: "app://user/limboy/following"))  // true

        // Elf.init(configuration:) and Elf.Configuration
        let caseless = Elf(configuration: .init(caseInsensitivePaths: true))
        #expect(caseless.configuration.caseInsensitivePaths)
        var configuration = Elf.Configuration()
        configuration.caseInsensitivePaths = true
        let configured = Elf(configuration: configuration)
        #expect(configured.configuration == caseless.configuration)

        // register(_:_:), match(_:), RouteMatch, param(_:)
        let elf = Elf()
        try elf.register("app://user/<username>/following") { UserHandler() }
        try elf.register("app://item/<int:id>") { ItemHandler() }
        let match = elf.match("app://item/42?ref=home")
        #expect(match?.params["id"] == "42")
        #expect(match?.queryParams["ref"] == "home")
        let full = elf.match("app://item/42?ref=home#reviews")!
        #expect(full.pattern == "app://item/<int:id>")
        #expect(full.params == ["id": "42"])
        #expect(full.queryParams == ["ref": "home"])
        #expect(full.fragment == "reviews")
        #expect(elf.match("app://user/limboy/following")?.param("username") == "limboy")
        #expect(elf.match("app://item/42?tag=a&tag=b")?.queryValues("tag") == ["a", "b"])

        // resolve(_:)
        switch elf.resolve("app://user/%zz") {
        case .success(let match): console.print(match.pattern)
        case .failure(let miss): console.print(miss)  // malformed URL ... at column 12: invalid percent escape
        }
        #expect(console.lines == [#"malformed URL "app://user/%zz" at column 12: invalid percent escape"#])
        console.lines = []

        // canHandle(_:)
        let link = "app://item/7"
        if elf.canHandle(link) { elf.handleURL(url: link) }
        #expect(Journal.entries == ["UserHandler limboy", "ItemHandler 7"])

        // notFoundHandler, missHandler, RouteMiss
        func log(_ message: String) { console.print(message) }
        elf.notFoundHandler = { url in console.print("\(url) not found") }
        elf.missHandler = { miss in log(miss.description) }
        elf.handleURL(url: "app://nowhere")
        #expect(console.lines == [#"no route for "app://nowhere""#, "app://nowhere not found"])

        // MalformedURL
        console.lines = []
        if case .failure(let miss) = elf.resolve("app://user/%zz"),
            case .malformed(let error) = miss.reason
        {
            console.print(error)  // malformed URL "app://user/%zz" at column 12: invalid percent escape
        }
        #expect(console.lines == [#"malformed URL "app://user/%zz" at column 12: invalid percent escape"#])

        // PatternError
        console.lines = []
        do {
            try elf.register("app://user/<id") { UserHandler() }
        } catch {
            console.print(error)  // invalid pattern "app://user/<id" at column 12: '<' is never closed
        }
        #expect(console.lines == [#"invalid pattern "app://user/<id" at column 12: '<' is never closed"#])

        // unregister(_:)
        #expect(elf.unregister("app://user/<username>/following"))

        // addPlaceholderType(_:_:)
        try elf.addPlaceholderType("hex") { text in
            text.allSatisfy(\.isHexDigit) ? text.lowercased() : nil
        }
        try elf.register("app://color/<hex:value>") { ColorHandler() }
        #expect(elf.match("app://color/ABC")?.params == ["value": "abc"])

        // treeDescription
        let tree = Elf()
        try tree.register("app://user/<id>") { UserHandler() }
        try tree.register("app://user/<int:id>/following") { FollowingHandler() }
        #expect(
            tree.treeDescription == """
                app://
                └─ user
                   ├─ <int>
                   │  └─ following ⇒ app://user/<int:id>/following
                   └─ <string> ⇒ app://user/<id>
                """)
    }
}

extension Result where Failure == Elf.RouteMiss {
    /// Why the lookup missed, or `nil` when it matched.
    fileprivate var failureReason: Elf.RouteMiss.Reason? {
        guard case .failure(let miss) = self else { return nil }
        return miss.reason
    }
}
