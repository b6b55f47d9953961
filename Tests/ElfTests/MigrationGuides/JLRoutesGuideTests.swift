// Runs the Elf snippets of Sources/Elf/Elf.docc/MigratingFromJLRoutes.md
// (STYLE.md §4: every doc snippet needs a test that runs
// it). Each test names the section it mirrors; where a snippet's comment
// says what a call returns or what a closure sees, the test checks it.
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Migration guide: JLRoutes")
struct JLRoutesGuideTests {

    /// What the snippets' handlers did, in order.
    final class Journal {
        var entries: [String] = []
    }

    final class UserHandler: Handler {
        let journal: Journal
        init(_ journal: Journal) { self.journal = journal }
        func convert(params: [String: String], queryParams: [String: String]) {
            journal.entries.append("user \(params["userID"] ?? "nil")")
        }
        func handle() {}
    }

    /// A handler that records its name when it handles a URL.
    final class NamedHandler: Handler {
        let name: String
        let journal: Journal
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
        }
        func handle() { journal.entries.append(name) }
    }

    // MARK: - Getting started, Routing a URL

    @Test func gettingStarted() throws {
        var seen: [String?] = []
        let elf = Elf()
        try elf.register("/user/view/:userID") { match in
            let userID = match.params["userID"]
            seen.append(userID)
            return true
        }
        #expect(elf.handleURL(url: "myapp://user/view/joeldev"))
        #expect(elf.handleURL(URL(string: "myapp://user/view/limboy")!, source: .customScheme))
        #expect(seen == ["joeldev", "limboy"])
    }

    // MARK: - Subscripting

    @Test func subscripting() {
        let journal = Journal()
        let elf = Elf()
        elf["/user/view/:userID"] = { UserHandler(journal) }
        #expect(elf.handleURL(url: "myapp://user/view/joeldev"))
        #expect(journal.entries == ["user joeldev"])
    }

    // MARK: - The parameters dictionary

    @Test func theParametersDictionary() throws {
        var seen: [String?] = []
        let namespaces = SchemeNamespaces()
        try namespaces.global.register("/user/view/:userID") { match in
            seen = [match.url, match.pattern, match.namespace]
            return true
        }
        #expect(namespaces.handleURL(url: "myapp://user/view/joeldev"))
        #expect(seen == ["myapp://user/view/joeldev", "/user/view/:userID", "JLRoutesGlobalRoutesScheme"])
    }

    // MARK: - Handler block chaining

    @Test func handlerBlockChaining() throws {
        let published: Set<Int> = [1, 2, 3]
        var shown: [String] = []
        let elf = Elf()
        try elf.register("/article/<int:id>") { match in
            guard let id = match.value("id", as: Int.self), published.contains(id) else { return false }
            shown.append("article \(id)")
            return true
        }
        try elf.register("/article/<query>") { match in
            shown.append("search \(match.params["query"] ?? "")")
            return true
        }
        #expect(elf.handleURL(url: "myapp://article/99"))
        #expect(elf.handleURL(url: "myapp://article/2"))
        #expect(shown == ["search 99", "article 2"])
    }

    // MARK: - Global configuration

    @Test func globalConfiguration() throws {
        let configuration = Elf.Configuration(decodesPlusAsSpace: true, hostAsPathSegment: .always)
        let elf = Elf(configuration: configuration)
        let events = Events()
        elf.logger = { event in events.append("\(event)") }
        try elf.register("/user/<id>") { _ in true }
        // .always: even a domain counts as the first path segment.
        #expect(elf.match("https://user/7")?.params == ["id": "7"])
        #expect(elf.match("https://user.example.com/7") == nil)
        #expect(elf.match("https://user/7?q=a+b")?.queryParams == ["q": "a b"])
        #expect(elf.handleURL(url: "app://user/7"))
        #expect(events.lines == [#""app://user/7" matched "/user/<id>""#])
    }

    /// What the logger heard; the logger may run on any thread.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ line: String) { lock.withLock { storage.append(line) } }
        var lines: [String] { lock.withLock { storage } }
    }

    // MARK: - More complex example

    @Test func moreComplexExample() throws {
        var seen: [String] = []
        let elf = Elf()
        try elf.register("/:object/:action/:primaryKey") { match in
            #expect(match.params == ["object": "post", "action": "edit", "primaryKey": "123"])
            #expect(match.queryParams == ["debug": "true", "foo": "bar"])
            seen = [match.url, match.pattern]
            return true
        }
        #expect(elf.handleURL(url: "myapp://post/edit/123?debug=true&foo=bar"))
        #expect(seen == ["myapp://post/edit/123?debug=true&foo=bar", "/:object/:action/:primaryKey"])
        #expect(elf.match("myapp://user/view/joeldev") != nil)
    }

    // MARK: - Schemes, Querying routes

    @Test func schemes() throws {
        let journal = Journal()
        let namespaces = SchemeNamespaces()
        try namespaces.register("/foo") { NamedHandler("global foo", journal) }
        try namespaces.register("/foo", forScheme: "thing") { NamedHandler("thing foo", journal) }
        try namespaces.register("/foo", forScheme: "stuff") { NamedHandler("stuff foo", journal) }
        #expect(namespaces.handleURL(url: "other://foo"))
        #expect(namespaces.handleURL(url: "thing://foo"))
        #expect(namespaces.handleURL(url: "stuff://foo"))

        try namespaces.register("/global") { NamedHandler("global", journal) }
        #expect(!namespaces.handleURL(url: "thing://global"))
        namespaces.setFallsBackToGlobal(true, forScheme: "thing")
        #expect(namespaces.handleURL(url: "thing://global"))
        #expect(journal.entries == ["global foo", "thing foo", "stuff foo", "global"])

        // "Querying routes".
        #expect(
            namespaces.routesByScheme == ["*": ["/foo", "/global"], "thing": ["/foo"], "stuff": ["/foo"]])
        #expect(namespaces.routes(forScheme: "thing") == ["/foo"])
        #expect(namespaces.global.registeredPatterns == ["/foo", "/global"])
        #expect(namespaces.global.treeDescription.contains("global"))
    }

    // MARK: - Wildcards

    @Test func wildcards() throws {
        var done: [String] = []
        let elf = Elf()
        try elf.register("/wildcard/*") { match in
            let pathComponents = (match.params["*"] ?? "").split(separator: "/")
            guard pathComponents.first == "joker" else { return false }
            done.append(match.url)
            return true
        }
        #expect(elf.handleURL(url: "myapp://wildcard/joker/card"))
        #expect(!elf.handleURL(url: "myapp://wildcard/batman"))
        #expect(!elf.handleURL(url: "myapp://wildcard"))
        #expect(done == ["myapp://wildcard/joker/card"])
    }

    // MARK: - Optional routes

    @Test func optionalRoutes() throws {
        let elf = Elf()
        try elf.register("/the(/foo/:a)(/bar/:b)") { NamedHandler("the", Journal()) }
        #expect(elf.match("myapp://the/foo/1/bar/2")?.params == ["a": "1", "b": "2"])
        #expect(elf.match("myapp://the/foo/1")?.params == ["a": "1"])
        #expect(elf.match("myapp://the/bar/2")?.params == ["b": "2"])
        #expect(elf.match("myapp://the")?.params == [:])
        #expect(throws: PatternError.self) { try elf.register("/the/bar/<x>") { NamedHandler("x", Journal()) } }
    }

    // MARK: - Handler block helper

    struct MyTargetScreen: Screen {
        let parameters: [String: String]
        var identity: String { "target/\(parameters["id"] ?? "")" }
    }

    final class MyTargetHandler: Handler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        var parameters: [String: String] = [:]

        func convert(params: [String: String], queryParams: [String: String]) {
            parameters = params.merging(queryParams) { path, _ in path }
        }

        func handle() { navigator?.push(MyTargetScreen(parameters: parameters)) }
    }

    // MARK: - Custom route parsing

    @Test func customRouteParsing() throws {
        let journal = Journal()
        typealias FooHandler = NamedHandler
        let elf = Elf()
        try elf.register(custom: "always-match", priority: 0) { parts in
            ["url": parts.url]  // the parameters the route binds; nil would decline the URL
        } _: {
            FooHandler("foo", journal)
        }
        #expect(elf.match("myapp://anything/at/all")?.params == ["url": "myapp://anything/at/all"])
        #expect(elf.match("myapp://anything/at/all")?.pattern == "always-match")
        #expect(elf.handleURL(url: "myapp://foo"))
        #expect(journal.entries == ["foo"])
        // A name holds letters, digits, `_`, `-` and `.`: no space.
        #expect(throws: PatternError.self) {
            try elf.register(custom: "always match") { _ in
                [:]
            } _: {
                FooHandler("x", journal)
            }
        }
    }

    // MARK: - Route priorities

    @Test func routePriorities() throws {
        let journal = Journal()
        let elf = Elf()
        try elf.register("/user/<id>", priority: 10) { NamedHandler("LegacyUserHandler", journal) }
        try elf.register("/user/me") { NamedHandler("MeHandler", journal) }
        #expect(elf.handleURL(url: "myapp://user/me"))
        #expect(journal.entries == ["LegacyUserHandler"])
        #expect(elf.match("myapp://user/me")?.pattern == "/user/<id>")
        // Without the priority, the more specific route wins.
        let plain = Elf()
        try plain.register("/user/<id>") { NamedHandler("LegacyUserHandler", journal) }
        try plain.register("/user/me") { NamedHandler("MeHandler", journal) }
        #expect(plain.match("myapp://user/me")?.pattern == "/user/me")
    }

    final class RootController {
        var routed: [[String: String]] = []
        func handleRoute(with parameters: [String: String]) -> Bool {
            routed.append(parameters)
            return true
        }
    }

    @Test func handlerBlockHelper() throws {
        let navigator = StackNavigator()
        let elf = Elf()
        elf.navigator = navigator
        try elf.register("/some/route") { MyTargetHandler() }
        #expect(elf.handleURL(url: "myapp://some/route?id=7&ref=mail"))
        #expect(navigator.visibleIdentities == ["target/7"])
        let pushed = try #require(navigator.visibleStack.last as? MyTargetScreen)
        #expect(pushed.parameters == ["id": "7", "ref": "mail"])
    }

    @Test func handlerBlockHelperWithAWeakTarget() throws {
        let elf = Elf()
        let rootController = RootController()
        try elf.register("/some/route") { [weak rootController] match in
            rootController?.handleRoute(with: match.params) ?? false
        }
        #expect(elf.handleURL(url: "myapp://some/route"))
        #expect(rootController.routed == [[:]])
    }
}
