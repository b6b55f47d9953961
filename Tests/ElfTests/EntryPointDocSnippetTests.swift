// Runs every snippet of Sources/Elf/Elf.docc/EntryPoints.md and of the doc
// comments on the entry-point and site-association API, and checks the
// results the docs show in comments (STYLE.md §4, as DocSnippetTests does).
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfSiteAssociation
import Foundation
import Testing

@MainActor
@Suite("Doc snippets: entry points")
struct EntryPointDocSnippetTests {
    final class ProductHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {}
    }

    typealias WebPageHandler = ProductHandler
    typealias HelpHandler = ProductHandler
    typealias DeleteAccountHandler = ProductHandler

    /// Records what a snippet prints.
    final class Console {
        var lines: [String] = []
        func print(_ item: Any) { lines.append("\(item)") }
    }

    /// The article's router: three entry points, a path pattern and a web fallback.
    static func articleRouter() throws -> Elf {
        let elf = Elf()
        try elf.addEntryPoint("app://")
        try elf.addEntryPoint("https://www.example.com")
        try elf.addEntryPoint("https://example.com/app")
        try elf.register("/product/<int:id>") { ProductHandler() }
        try elf.register("https://www.example.com/*") { WebPageHandler() }
        return elf
    }

    // MARK: - EntryPoints.md

    /// "Overview".
    @Test func overview() throws {
        let elf = try Self.articleRouter()
        #expect(elf.match("app://product/42")?.pattern == "/product/<int:id>")
        #expect(elf.match("https://www.example.com/product/42")?.pattern == "/product/<int:id>")
        #expect(elf.match("https://example.com/app/product/42")?.pattern == "/product/<int:id>")
        #expect(elf.match("https://www.example.com/about")?.pattern == "https://www.example.com/*")
        #expect(elf.match("https://google.com/product/42") == nil)
        #expect(elf.match("/product/42")?.pattern == "/product/<int:id>")
    }

    /// "How path patterns read through entry points": the table and the bullets.
    @Test func howPathPatternsRead() throws {
        let elf = try Self.articleRouter()
        #expect(elf.match("https://www.example.com/product/hat")?.pattern == "https://www.example.com/*")
        try elf.register("/item/<id>") { ProductHandler() }
        try elf.register("https://www.example.com/item/new") { ProductHandler() }
        #expect(elf.match("https://www.example.com/item/new")?.pattern == "https://www.example.com/item/new")
        #expect(elf.match("app://item/new")?.pattern == "/item/<id>")
        try elf.register("/Shop/<int:id>") { ProductHandler() }
        #expect(elf.match("APP://SHOP/42")?.pattern == "/Shop/<int:id>")
        #expect(elf.match("app:/product/42") == nil)
        #expect(elf.match("app:///product/42") == nil)
        #expect(elf.match("https://www.example.com:8443/product/42")?.port == 8443)
        #expect(elf.match("https://example.com/APP/product/42") == nil)
    }

    /// "Which entry point a URL came through".
    @Test func whichEntryPoint() throws {
        let elf = try Self.articleRouter()
        #expect(elf.match("app://product/42")?.entryPoint == "app://")
        #expect(elf.match("https://example.com/app/product/42")?.entryPoint == "https://example.com/app")
        #expect(elf.match("https://www.example.com/about")?.entryPoint == "https://www.example.com")
        #expect(elf.match("/product/42")?.entryPoint == nil)

        let overlapping = Elf()
        try overlapping.addEntryPoint("https://example.com")
        try overlapping.addEntryPoint("https://example.com/app")
        try overlapping.register("/app/<x>") { ProductHandler() }
        try overlapping.register("/<path:rest>") { ProductHandler() }
        let match = try #require(overlapping.match("https://example.com/app/a"))
        #expect(match.pattern == "/app/<x>")
        #expect(match.entryPoint == "https://example.com")
    }

    /// "Writing links through an entry point", and the doc comments of `url(for:through:)` and its siblings.
    @Test func writingLinksThroughAnEntryPoint() throws {
        struct ProductRoute: Route, Equatable {
            static let pattern = "/product/<int:id>"
            var id: Int
        }
        let elf = Elf()
        try elf.addEntryPoint("app://")
        try elf.addEntryPoint("https://www.example.com")
        try elf.addEntryPoint("https://example.com/app")
        try elf.register(ProductRoute.self) { _ in true }
        #expect((try? elf.url(for: ProductRoute(id: 42))) == "/product/42")
        #expect(
            (try? elf.url(for: ProductRoute(id: 42), through: "https://www.example.com"))
                == "https://www.example.com/product/42")
        #expect((try? elf.url(for: ProductRoute(id: 42), through: "app://")) == "app://product/42")
        #expect(
            (try? elf.url(for: "/product/<int:id>", ["id": "42"], through: "https://example.com/app"))
                == "https://example.com/app/product/42")
        let link = try elf.url(for: ProductRoute(id: 42), through: "https://www.example.com")
        #expect(link == "https://www.example.com/product/42")
        #expect(elf.route(for: link, as: ProductRoute.self) == ProductRoute(id: 42))
        #expect(try elf.url(for: "/product/<int:id>", ["id": "42"], through: "app://") == "app://product/42")
    }

    /// "Duplicates and errors".
    @Test func duplicatesAndErrors() throws {
        let elf = try Self.articleRouter()
        let console = Console()
        try elf.register("/help") { HelpHandler() }
        do {
            try elf.register("https://www.example.com/help") { HelpHandler() }
        } catch {
            // invalid pattern "https://www.example.com/help" at column 1: matches the same URLs as "/help"
            console.print(error)
        }

        let other = Elf()
        try other.register("/app/x") { HelpHandler() }
        try other.register("/x") { HelpHandler() }
        try other.addEntryPoint("https://example.com")
        do {
            try other.addEntryPoint("https://example.com/app")
        } catch {
            // entry point "https://example.com/app" not added: through it, "/x" would match the same URLs as "/app/x"
            console.print(error)
        }

        do {
            try elf.addEntryPoint("https://example.com:443")
        } catch {
            // invalid entry point "https://example.com:443" at column 20: entry points have no port
            console.print(error)
        }
        #expect(
            console.lines == [
                #"invalid pattern "https://www.example.com/help" at column 1: matches the same URLs as "/help""#,
                #"entry point "https://example.com/app" not added: through it, "/x" would match the same URLs as "/app/x""#,
                #"invalid entry point "https://example.com:443" at column 20: entry points have no port"#,
            ])
        #expect(other.entryPointTextsForTests == ["https://example.com"])
    }

    /// "Listing and removing entry points".
    @Test func listingAndRemoving() throws {
        let elf = try Self.articleRouter()
        #expect(elf.entryPointTextsForTests == ["app://", "https://www.example.com", "https://example.com/app"])
        #expect(try elf.removeEntryPoint("https://example.com/app"))
        #expect(elf.match("https://example.com/app/product/42") == nil)
        #expect(elf.registeredPatterns == ["/product/<int:id>", "https://www.example.com/*"])
        #expect(elf.unregister("/product/<int:x>"))
        #expect(elf.match("app://product/42") == nil)
    }

    /// "First literals and case".
    @Test func firstLiteralsAndCase() throws {
        let elf = Elf()
        let console = Console()
        try elf.addEntryPoint("https://e.com")
        try elf.register("/Module/x") { HelpHandler() }
        try elf.register("/module/x") { HelpHandler() }
        #expect(elf.match("https://e.com/module/x")?.pattern == "/module/x")
        #expect(elf.match("/MODULE/x") == nil)

        do {
            try elf.removeEntryPoint("https://e.com")
        } catch {
            console.print(error)
        }
        #expect(
            console.lines == [
                #"entry point "https://e.com" not removed: without entry points, "/module/x" would match the same URLs as "/Module/x""#
            ])
        #expect(elf.unregister("/module/x"))
        #expect(try elf.removeEntryPoint("https://e.com"))
        #expect(elf.match("https://Module/x")?.pattern == "/Module/x")
    }

    static let articleFile = """
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.app"],
                "components": [
                  { "/": "/account/delete", "exclude": true, "comment": "/account/delete through https://www.example.com (refuses universal links)" },
                  { "/": "/account/delete/", "exclude": true, "comment": "/account/delete through https://www.example.com (refuses universal links)" },
                  { "/": "/product/?*", "comment": "/product/<int:id> through https://www.example.com" },
                  { "/": "/*", "comment": "https://www.example.com/*" },
                  { "/": "/", "comment": "https://www.example.com/*" }
                ]
              }
            ]
          }
        }

        """

    /// "The site-association file".
    @Test func siteAssociationFile() throws {
        let elf = try Self.articleRouter()
        try elf.register("/account/delete", allowedSources: [.internal]) { DeleteAccountHandler() }
        let file = elf.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"])
        #expect(String(decoding: file, as: UTF8.self) == Self.articleFile)
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: file) }
        let other = elf.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"], host: "example.com")
        #expect(String(decoding: other, as: UTF8.self).contains(#""/": "/app/product/?*""#))
        // The translation table.
        let table = Elf()
        try table.addEntryPoint("https://www.example.com")
        for pattern in ["/caf%C3%A9/%2A", "/wild/*", "/files/<path:rest>", "/about"] {
            try table.register(pattern) { ProductHandler() }
        }
        try table.register("https://<path:url>") { WebPageHandler() }
        let text = String(decoding: table.appSiteAssociation(appIDs: ["a.b"]), as: UTF8.self)
        for path in ["/caf%C3%A9/%2A", "/wild/*", "/wild", "/files/?*", "/about", "/about/", "*"] {
            #expect(text.contains(#"{ "/": "\#(path)", "#), "\(path)")
        }
        let caseless = Elf(configuration: .init(caseInsensitivePaths: true))
        try caseless.addEntryPoint("https://www.example.com")
        try caseless.register("/About") { ProductHandler() }
        #expect(
            String(decoding: caseless.appSiteAssociation(appIDs: ["a.b"]), as: UTF8.self).contains(
                #"{ "/": "/about", "caseSensitive": false, "#))
    }

    /// "What the file and the table disagree on".
    @Test func openInTheBrowser() throws {
        let elf = try Self.articleRouter()
        var opened: [String] = []
        func openInBrowser(_ url: String) { opened.append(url) }
        elf.notFoundHandler = { url in
            guard url.hasPrefix("https://") else { return }
            openInBrowser(url)  // UIApplication.shared.open(URL(string: url)!) in an iOS app
        }
        // `/product/?*` sends these to the app; the table does not route them.
        #expect(!elf.handleURL(url: "https://example.com/app/product/hat", source: .universalLink))
        #expect(!elf.handleURL(url: "https://example.com/app/product/4/2", source: .universalLink))
        #expect(!elf.handleURL(url: "app://nowhere"))
        #expect(opened == ["https://example.com/app/product/hat", "https://example.com/app/product/4/2"])
    }

    /// README, "Features": the entry-point row.
    @Test func readmeFeatureRow() throws {
        let elf = Elf()
        try elf.addEntryPoint("app://")
        try elf.addEntryPoint("https://www.example.com")
        try elf.register("/product/<int:id>") { ProductHandler() }
        #expect(elf.match("app://product/42")?.pattern == "/product/<int:id>")
        #expect(elf.match("https://www.example.com/product/42")?.pattern == "/product/<int:id>")
        #expect(
            (try? elf.url(for: "/product/<int:id>", ["id": "42"], through: "https://www.example.com"))
                == "https://www.example.com/product/42")
        let file = elf.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"])
        #expect(String(decoding: file, as: UTF8.self).contains(#"{ "/": "/product/?*", "#))
    }

    // MARK: - Doc comments in Sources

    @Test func sourceDocComments() throws {
        let console = Console()

        // addEntryPoint(_:)
        let elf = Elf()
        try elf.addEntryPoint("app://")
        try elf.addEntryPoint("https://www.example.com")
        try elf.addEntryPoint("https://example.com/app")
        try elf.register("/product/<int:id>") { ProductHandler() }
        #expect(elf.match("app://product/42")?.entryPoint == "app://")
        #expect(elf.match("https://www.example.com/product/42")?.entryPoint == "https://www.example.com")
        #expect(elf.match("https://example.com/app/product/42")?.entryPoint == "https://example.com/app")
        #expect(elf.match("https://google.com/product/42") == nil)

        // removeEntryPoint(_:)
        #expect(try elf.removeEntryPoint("https://example.com/app"))  // true
        #expect(elf.match("https://example.com/app/product/42") == nil)

        // entryPoints
        #expect(elf.entryPointTextsForTests == ["app://", "https://www.example.com"])

        // RouteMatch.entryPoint
        try elf.register("https://www.example.com/*") { WebPageHandler() }
        #expect(elf.match("app://product/42")?.entryPoint == "app://")
        #expect(elf.match("https://www.example.com/about")?.entryPoint == "https://www.example.com")
        #expect(elf.match("/product/42")?.entryPoint == nil)

        // EntryPointError
        do {
            try elf.addEntryPoint("https://www.example.com/")
        } catch {
            // invalid entry point "https://www.example.com/" at column 24: empty segment (doubled or trailing '/')
            console.print(error)
        }
        do { try elf.addEntryPoint("https://example.com:443") } catch { console.print(error.column) }  // 20
        #expect(
            console.lines == [
                #"invalid entry point "https://www.example.com/" at column 24: empty segment (doubled or trailing '/')"#,
                "20",
            ])

        // appSiteAssociation(appIDs:)
        let site = Elf()
        try site.addEntryPoint("app://")
        try site.addEntryPoint("https://www.example.com")
        try site.register("/product/<int:id>") { ProductHandler() }
        try site.register("/account/delete", allowedSources: [.internal]) { DeleteAccountHandler() }
        let file = site.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"])
        let expected = Self.articleFile.replacingOccurrences(
            of: """
                ,
                          { "/": "/*", "comment": "https://www.example.com/*" },
                          { "/": "/", "comment": "https://www.example.com/*" }
                """, with: "")
        #expect(String(decoding: file, as: UTF8.self) == expected)

        // appSiteAssociation(appIDs:host:)
        let hosts = Elf()
        try hosts.addEntryPoint("https://www.example.com")
        try hosts.addEntryPoint("https://example.com/app")
        try hosts.register("/product/<int:id>") { ProductHandler() }
        let other = hosts.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"], host: "example.com")
        #expect(
            String(decoding: other, as: UTF8.self).contains(
                #"{ "/": "/app/product/?*", "comment": "/product/<int:id> through https://example.com/app" }"#))
        #expect(!String(decoding: other, as: UTF8.self).contains(#""/product/?*""#))
    }
}
