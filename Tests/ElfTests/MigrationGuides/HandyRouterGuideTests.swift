// Runs the Elf snippets of Sources/Elf/Elf.docc/MigratingFromHandyRouter.md
// (STYLE.md §4). Each test names the section it mirrors;
// where a snippet prints or says what a call returns, the test records and
// checks it.
//
// The snippets whose URLs carry a capitalised module name in the host
// (`https://Module/A`) rely on a host being read as the first path
// segment compares as a host, ignoring case.
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Migration guide: HandyRouter")
struct HandyRouterGuideTests {

    // MARK: - The snippets' types

    /// What the snippets print, in order.
    @MainActor
    enum Console {
        static var lines: [String] = []
        static func print(_ item: Any) { lines.append("\(item)") }
    }

    final class JumpHandler: Handler {
        let page: String
        init(page: String) { self.page = page }
        func handle() { Console.print("jump to page\(page)") }
    }

    enum RouteModuleDemo: RouteModule {
        enum Page: String, CaseIterable {
            case a = "A", b = "B"
        }

        static let path = "/Module"

        static func makeHandler(for page: Page) -> any Handler {
            JumpHandler(page: page.rawValue)
        }
    }

    enum LongNameModule: RouteModule {
        enum Page: String, CaseIterable {
            case pageA = "PageA", pageB = "PageB"
        }

        static let path = "/This/is/your/Module/Name"

        static func makeHandler(for page: Page) -> any Handler { JumpHandler(page: page.rawValue) }
    }

    enum WildcardModule: RouteModule {
        enum Page: String, CaseIterable {
            case pageA = "PageA", pageB = "PageB"
        }

        static let path = "/wildcardDemo/*"

        static func makeHandler(for page: Page) -> any Handler { JumpHandler(page: page.rawValue) }
    }

    enum OptionalModule: RouteModule {
        enum Page: String, CaseIterable {
            case pageA = "PageA", pageB = "PageB"
        }

        static let path = "/my/(optional)/module"

        static func makeHandler(for page: Page) -> any Handler { JumpHandler(page: page.rawValue) }
    }

    enum SchemeAModule: RouteModule {
        enum Page: String, CaseIterable {
            case a = "A", b = "B"
        }

        static let path = "schemeA://Module"

        static func makeHandler(for page: Page) -> any Handler { JumpHandler(page: page.rawValue) }
    }

    // MARK: - Handle deep links quickly

    @Test func handleDeepLinksQuickly() throws {
        Console.lines = []
        let router = Elf()
        try router.register(module: RouteModuleDemo.self)
        #expect(router.handleURL(url: "https://www.example.com/Module/A"))
        #expect(router.handleURL(url: "https://www.example.com/Module/B"))
        #expect(!router.handleURL(url: "https://www.example.com/Module/C"))
        #expect(Console.lines == ["jump to pageA", "jump to pageB"])
    }

    // MARK: - Parameters of string and array types

    final class DemoPageHandler: Handler {
        var arrayValue: [String] = []
        var stringValue = ""
        func convert(params: [String: String], queryParams: [String: String]) {
            stringValue = queryParams["stringTypeDemo"] ?? ""
        }
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            arrayValue = match.queryValues("arrayTypeDemo")
        }
        func handle() {
            Console.print(arrayValue)
            Console.print(stringValue)
        }
    }

    enum ParameterModule: RouteModule {
        enum Page: String, CaseIterable {
            case a = "A"
        }

        static let path = "/Module"

        static func makeHandler(for page: Page) -> any Handler { DemoPageHandler() }
    }

    @Test func parametersOfStringAndArrayTypes() throws {
        Console.lines = []
        let router = Elf()
        try router.register(module: ParameterModule.self)
        #expect(
            router.handleURL(
                url: "https://www.example.com/Module/A?arrayTypeDemo=1&arrayTypeDemo=2&stringTypeDemo=A"))
        #expect(Console.lines == [#"["1", "2"]"#, "A"])
    }

    // MARK: - Treating the host as a path

    @Test func treatingTheHostAsAPath() throws {
        Console.lines = []
        let router = Elf()
        try router.register(module: RouteModuleDemo.self)
        #expect(router.handleURL(url: "https://Module/A"))
        #expect(router.handleURL(url: "https://Module/B"))
        #expect(!router.handleURL(url: "https:///Module/C"))
        #expect(router.handleURL(url: "https://MODULE/A"))
        #expect(router.handleURL(url: "https:///Module/A"))
        #expect(!router.handleURL(url: "https:///module/A"))
        #expect(Console.lines == ["jump to pageA", "jump to pageB", "jump to pageA", "jump to pageA"])

        // "To read every host as the first segment, domains included":
        let always = Elf(configuration: .init(hostAsPathSegment: .always))
        try always.register("/www.example.com/<page>") { JumpHandler(page: "any") }
        #expect(always.match("https://www.example.com/A")?.params == ["page": "A"])
        #expect(router.match("https://www.example.com/A") == nil)
    }

    // MARK: - Module names of several path components, wildcard, optional names

    /// The three modules, each opened with its two URLs.
    static func moduleNames(_ urls: [String]) throws {
        Console.lines = []
        let router = Elf()
        try router.register(module: LongNameModule.self)
        try router.register(module: WildcardModule.self)
        try router.register(module: OptionalModule.self)
        for url in urls { #expect(router.handleURL(url: url), "\(url)") }
        #expect(!router.handleURL(url: "https://my/other/module/PageB"))
        #expect(Console.lines == Array(repeating: ["jump to pagePageA", "jump to pagePageB"], count: 3).flatMap { $0 })
    }

    @Test func moduleNames() throws {
        try Self.moduleNames([
            "https://This/is/your/Module/Name/PageA",
            "https://This/is/your/Module/Name/PageB",
            "https://wildcardDemo/PageA",
            "https://wildcardDemo/The/wildcard/will/match/all/subsequent/paths/PageB",
            "https://my/optional/module/PageA",
            "https://my/module/PageB",
        ])
    }

    // MARK: - Schemes

    static func schemes(anySchemeURLs: [String]) throws {
        let anyScheme = Elf()
        try anyScheme.register(module: RouteModuleDemo.self)
        for url in anySchemeURLs { #expect(anyScheme.handleURL(url: url), "\(url)") }

        let oneScheme = Elf()
        try oneScheme.register(module: SchemeAModule.self)
        #expect(oneScheme.handleURL(url: "schemeA://Module/A"))
        #expect(!oneScheme.handleURL(url: "schemeB://Module/A"))
    }

    @Test func schemes() throws {
        try Self.schemes(anySchemeURLs: ["schemeA://Module/A", "schemeB://Module/A"])
    }

    // MARK: - Fragments

    final class FragmentPageHandler: Handler {
        var fragment: String?
        var fragmentParams: [String: String] = [:]
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            fragment = match.fragment
            fragmentParams = match.fragmentParams
        }
        func handle() {}
    }

    enum FragmentModule: RouteModule {
        enum Page: String, CaseIterable {
            case a = "A"
        }

        static let path = "/Module"

        static func makeHandler(for page: Page) -> any Handler { FragmentPageHandler() }
    }

    @Test func fragments() throws {
        let router = Elf()
        try router.register(module: FragmentModule.self)
        let page =
            router.handler(for: "https://www.example.com/Module/A#key1=value1&key2=value2") as? FragmentPageHandler
        #expect(page?.fragment == "key1=value1&key2=value2")
        #expect(page?.fragmentParams["key1"] == "value1")
        #expect(page?.fragmentParams["key2"] == "value2")
        #expect(router.match("https://www.example.com/Module/A#fragment")?.fragment == "fragment")
    }

    // MARK: - Unmatch handler

    @Test func unmatchHandler() throws {
        Console.lines = []
        let router = Elf()
        try router.register(module: SchemeAModule.self) { url in Console.print("no page at \(url)") }
        router.notFoundHandler = { url in Console.print("not found: \(url)") }
        #expect(router.handleURL(url: "schemeA://Module/A"))
        #expect(router.handleURL(url: "schemeA://Module/C"))
        #expect(!router.handleURL(url: "schemeB://Module/B"))
        #expect(
            Console.lines == [
                "jump to pageA", "no page at schemeA://Module/C", "not found: schemeB://Module/B",
            ])
    }
}
