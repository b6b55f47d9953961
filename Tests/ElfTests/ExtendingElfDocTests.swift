// Runs the snippets of Sources/Elf/Elf.docc/ExtendingElf.md and of the doc
// comments of the seam it lists (STYLE.md §4), each test naming the section
// or symbol it mirrors, and pins what the seam promises: an entry made from
// the match runs the usual lifecycle, a route table matches as the router
// does, the moved members behave as they did in their products.
//
// `import Elf` (not `@testable`): the seam is public API, and products above
// the core build on it without reaching in.

import Elf
import Testing

@MainActor
@Suite struct ExtendingElfDocTests {

    // MARK: - The types the snippets use

    /// What the snippet handlers did, in order.
    @MainActor enum Journal {
        static var entries: [String] = []
    }

    final class ArticleHandler: Handler {
        var id: Int?
        func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") }
        func handle() { Journal.entries.append("article \(id.map(String.init) ?? "nil")") }
    }

    final class VideoHandler: Handler {
        var id: Int?
        func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") }
        func handle() { Journal.entries.append("video \(id.map(String.init) ?? "nil")") }
    }

    final class UserHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {}
    }

    final class FollowingHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {}
    }

    @MainActor final class Session {
        var loggedIn = true
        func logOut() { loggedIn = false }
    }

    enum ShopPage: Sendable, Equatable {
        case cart, item
    }

    struct ShelfError: Error, CustomStringConvertible {
        var shelf: String
        var description: String { "no shelf \(Elf.loggableText(shelf))" }
    }

    // MARK: - ExtendingElf.md

    /// "Register a route with an entry you make".
    @Test func articleRegisterWithAnEntry() throws {
        let elf = Elf()
        let article = RoutingTableEntry(allowedSources: [.internal, .universalLink]) { ArticleHandler() }
        try elf.register("app://article/<int:id>", priority: 1, entry: article)
        #expect(!elf.handleURL(url: "app://article/7", source: .customScheme))  // false: not an allowed source
        #expect(elf.handleURL(url: "app://article/7", source: .internal))
        #expect(throws: InputError.self) { try elf.register("app://article/<int:n>", entry: article) }
        #expect(elf.registeredPatterns == ["app://article/<int:id>"])
    }

    /// "Make the handler from the match".
    @Test func articleHandlerMadeFromTheMatch() throws {
        Journal.entries = []
        let elf = Elf()
        let media = RoutingTableEntry { match -> any Handler in
            match.params["kind"] == "video" ? VideoHandler() : ArticleHandler()
        }
        try elf.register("app://media/<kind>/<int:id>", entry: media)
        #expect(elf.handler(for: "app://media/video/7") is VideoHandler)  // true
        #expect(elf.handleURL(url: "app://media/text/8"))
        #expect(Journal.entries == ["article 8"])
        #expect(media.allowedSources == nil)
    }

    /// "Register a closure route".
    @Test func articleClosureRoute() throws {
        let session = Session()
        let elf = Elf()
        let logout = RoutingTableEntry(allowedSources: [.internal]) { _ in
            session.logOut()
            return true
        }
        try elf.register("app://logout", entry: logout)
        #expect(elf.canHandle("app://logout", source: .internal))
        #expect(session.loggedIn, "canHandle does not run the closure")
        #expect(elf.handleURL(url: "app://logout", source: .internal))  // true: session.logOut() ran
        #expect(!session.loggedIn)
    }

    /// "Read a registered route".
    @Test func articleReadARegisteredRoute() throws {
        let elf = Elf()
        let article = RoutingTableEntry(allowedSources: [.internal, .universalLink]) { ArticleHandler() }
        try elf.register("app://article/<int:id>", priority: 1, entry: article)
        #expect(elf.entry(for: "app://article/<int:n>")?.allowedSources == [.internal, .universalLink])
        #expect(elf.entry(for: "app://nowhere") == nil)  // true
        #expect(elf.entry(for: "app://article/<int") == nil, "an invalid pattern has no entry")
    }

    /// "Read patterns as the router does".
    @Test func articlePlaceholderNames() throws {
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in text.allSatisfy(\.isHexDigit) ? text : nil }
        #expect(try elf.placeholderNames(in: "app://color/<hex:value>(/<name>)") == ["value", "name"])
        #expect(try elf.placeholderNames(in: "app://deals/*") == ["*"])
        #expect(throws: InputError.self) { try Elf().placeholderNames(in: "app://color/<hex:value>") }
    }

    /// "Match patterns without handlers".
    @Test func articleRouteTable() throws {
        let elf = Elf()
        let pages = try RouteTable(
            [
                (pattern: "/cart", value: ShopPage.cart),
                (pattern: "/item/<int:id>", value: ShopPage.item),
            ], readingPatternsAs: elf)
        #expect(pages.match("/item/42")?.value == .item)  // .item
        #expect(pages.match("/item/42")?.match.params == ["id": "42"])  // ["id": "42"]
        #expect(pages.match("/item/hat") == nil)
        #expect(elf.registeredPatterns.isEmpty, "the table registers nothing in the router")
    }

    /// "Find a handler without running it".
    @Test func articleFindAHandler() throws {
        Journal.entries = []
        let elf = Elf()
        let media = RoutingTableEntry { match -> any Handler in
            match.params["kind"] == "video" ? VideoHandler() : ArticleHandler()
        }
        try elf.register("app://media/<kind>/<int:id>", entry: media)
        let handler = elf.handler(for: "app://media/video/7")  // a VideoHandler, converted, not run
        let article = elf.handler(for: "app://media/video/7") { $0 is ArticleHandler }  // nil: none accepted
        #expect((handler as? VideoHandler)?.id == 7)
        #expect(article == nil)
        #expect(Journal.entries.isEmpty, "nothing ran")
    }

    /// "Describe input safely".
    @Test func articleDescribeInputSafely() {
        #expect(ShelfError(shelf: "a\nb").description == #"no shelf "a\nb""#)
    }

    // MARK: - The doc comments of the seam

    /// `register(_:priority:entry:)` and `RoutingTableEntry(allowedSources:making:)`.
    @Test func registerWithAnEntryMadeFromTheMatch() throws {
        Journal.entries = []
        let elf = Elf()
        let entry = RoutingTableEntry(allowedSources: [.internal]) { match -> any Handler in
            match.params["id"] == "0" ? DecliningPage() : ArticleHandler()
        }
        try elf.register("app://item/<id>", entry: entry)
        #expect(!elf.handleURL(url: "app://item/0", source: .internal), "the made handler declined")
        #expect(elf.handleURL(url: "app://item/5", source: .internal))
        #expect(!elf.handleURL(url: "app://item/5", source: .customScheme))
        #expect(Journal.entries == ["article 5"])
    }

    final class DecliningPage: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func shouldHandle() -> Bool { false }
        func handle() {}
    }

    /// An entry made from the match makes nothing without one: its factory's handler declines.
    @Test func anEntryMadeFromTheMatchHasADecliningFactory() {
        let entry = RoutingTableEntry { _ in ArticleHandler() }
        #expect(!entry.factory().shouldHandle())
    }

    /// An async handler made from the match is the router's pending navigation, as any async handler.
    @Test func anAsyncHandlerMadeFromTheMatchIsPrepared() async throws {
        final class Loading: AsyncHandler {
            static var log: [String] = []
            func convert(params: [String: String], queryParams: [String: String]) {}
            func prepare() async { Self.log.append("prepared") }
            func handle() { Self.log.append("handled") }
        }
        let elf = Elf()
        try elf.register("app://load", entry: RoutingTableEntry { _ in Loading() })
        #expect(elf.handleURL(url: "app://load"))
        await elf.pendingNavigation?.value
        #expect(Loading.log == ["prepared", "handled"])
    }

    /// `entry(for:)`.
    @Test func entryForAPattern() throws {
        let elf = Elf()
        try elf.register("app://user/<id>") { UserHandler() }
        #expect(elf.entry(for: "app://user/<name>")?.allowedSources == nil)  // nil: every source
        #expect(elf.entry(for: "app://user/<name>") != nil)
        #expect(elf.entry(for: "app://nowhere") == nil)  // nil
    }

    /// `placeholderNames(in:)`.
    @Test func placeholderNamesInAPattern() throws {
        let elf = Elf()
        #expect(try elf.placeholderNames(in: "app://store/<int:store>/item/<id>") == ["store", "id"])
        #expect(try elf.placeholderNames(in: "app://deals(/<page>)/*") == ["*", "page"])
        #expect(throws: InputError.self) { try elf.placeholderNames(in: "app://item/<id") }
        do {
            _ = try elf.placeholderNames(in: "app://item/<id")
        } catch {
            #expect(error.reason == .unclosed("<"))
        }
        try elf.register("app://user/<id>") { UserHandler() }
        #expect(try elf.placeholderNames(in: "app://user/<name>") == ["name"], "a duplicate is no error here")
    }

    /// `treeDescription`, now the core's (it was ElfTesting's).
    @Test func treeDescriptionDrawsTheTree() throws {
        let elf = Elf()
        try elf.register("app://user/<id>") { UserHandler() }
        try elf.register("app://user/<int:id>/following") { FollowingHandler() }
        #expect(
            elf.treeDescription == """
                app://
                └─ user
                   ├─ <int>
                   │  └─ following ⇒ app://user/<int:id>/following
                   └─ <string> ⇒ app://user/<id>
                """)
    }

    /// `unregisterAll()`, now the core's (it was ElfMigration's).
    @Test func unregisterAllRemovesEveryRouteOnly() throws {
        let elf = Elf()
        try elf.register("app://user/<id>") { UserHandler() }
        var heard: [String] = []
        elf.notFoundHandler = { heard.append($0) }
        elf.unregisterAll()
        #expect(elf.registeredPatterns.isEmpty)  // []
        #expect(!elf.handleURL(url: "app://user/1"))
        #expect(heard == ["app://user/1"], "the not-found handler stays")
    }

    /// `registerRoutingTable(entries:notFoundHandler:)`, now the core's (it was ElfMigration's).
    @Test func routingTableOfEntries() {
        let elf = Elf()
        var missed: [String] = []
        let errors = elf.registerRoutingTable(
            entries: [
                "app://profile": RoutingTableEntry { UserHandler() },
                "app://account/delete": RoutingTableEntry(allowedSources: [.internal, .universalLink]) {
                    UserHandler()
                },
            ], notFoundHandler: { url in missed.append(url) })
        #expect(errors.isEmpty)
        #expect(!elf.handleURL(url: "app://account/delete", source: .customScheme))  // false
        #expect(elf.handleURL(url: "app://account/delete", source: .internal))
        #expect(missed == ["app://account/delete"])
    }

    /// `handler(for:context:source:accepting:)`: the handler a URL gets, made and converted, not run.
    @Test func handlerForAURL() throws {
        Journal.entries = []
        let elf = Elf()
        try elf.register("app://product/<int:id>") { ArticleHandler() }
        try elf.register("app://account/delete", allowedSources: [.internal]) { UserHandler() }
        let handler = elf.handler(for: "app://product/42") as? ArticleHandler
        #expect(handler?.id == 42)  // 42
        #expect(elf.handler(for: "app://account/delete", source: .customScheme) == nil)  // nil: not allowed
        #expect(elf.handler(for: "app://product/42") { $0 is ArticleHandler } != nil)
        #expect(elf.handler(for: "app://product/42") { $0 is VideoHandler } == nil)
        #expect(Journal.entries.isEmpty)
    }

    /// `Elf.loggableText(_:limit:quoted:)`.
    @Test func loggableTextQuotesAndEscapes() {
        #expect(Elf.loggableText("app://x\u{202E}gnp.exe") == #""app://x\u{202E}gnp.exe""#)
        #expect(Elf.loggableText(String(repeating: "a", count: 300), limit: 4) == #""aaaa…" (300 bytes)"#)
        #expect(Elf.loggableText("cart", quoted: false) == "cart")
    }

    /// `configuration`, public now (a product reads how a router reads URLs).
    @Test func configurationIsPublic() {
        #expect(Elf(configuration: .init(caseInsensitivePaths: true)).configuration.caseInsensitivePaths)  // true
    }

    /// `RouteTable`: the type's own snippet, its errors, and its precedence.
    @Test func routeTableSnippetAndErrors() throws {
        let elf = Elf()
        let pages = try RouteTable(
            [
                (pattern: "/cart", value: "cart"),
                (pattern: "/item/<int:id>", value: "item"),
            ], readingPatternsAs: elf)
        #expect(pages.match("/item/42")?.value == "item")  // "item"
        #expect(pages.match("/item/42")?.match.params == ["id": "42"])  // ["id": "42"]
        #expect(pages.match("/item/hat") == nil)  // nil
        #expect(try RouteTable([(pattern: "/help", value: 1)], readingPatternsAs: Elf()).match("/help")?.value == 1)

        let precedence = try RouteTable(
            [(pattern: "/item/<slug>", value: "slug"), (pattern: "/item/<int:id>", value: "id")],
            readingPatternsAs: elf)
        #expect(precedence.match("/item/7")?.value == "id", "a typed placeholder beats a plain one, in any order")
        do {
            _ = try RouteTable(
                [(pattern: "/a/<x>", value: 0), (pattern: "/b/<y", value: 1), (pattern: "/a/<z>", value: 2)],
                readingPatternsAs: elf)
            Issue.record("expected an error")
        } catch {
            #expect(error.pattern == "/b/<y", "the first pattern in order that cannot be taken")
            #expect(error.reason == .unclosed("<"))
        }
        do {
            _ = try RouteTable([(pattern: "/a/<x>", value: 0), (pattern: "/a/<z>", value: 2)], readingPatternsAs: elf)
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .duplicate(existing: "/a/<x>"))
        }
        let folded = try RouteTable(
            [(pattern: "/docs/Intro", value: 0)],
            readingPatternsAs: Elf(configuration: .init(caseInsensitivePaths: true)))
        #expect(folded.match("/docs/intro")?.value == 0, "the router's configuration")
        #expect(
            try RouteTable([(pattern: "/docs/Intro", value: 0)], readingPatternsAs: elf).match("/docs/intro") == nil)
    }
}
