// Runs the Elf snippets of Sources/Elf/Elf.docc/MigratingFromFFRouter.md
// (STYLE.md §4). Each test names the section it mirrors;
// where a snippet's comment says what a call returns, the test checks it.
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Migration guide: FFRouter")
struct FFRouterGuideTests {

    // MARK: - The snippets' types

    struct Image: Equatable {
        let name: String
        init(named name: String) { self.name = name }
    }

    final class DetailsHandler: Handler {
        static var shown: [String] = []
        var nickname: String?
        var image: Image?
        func convert(params: [String: String], queryParams: [String: String]) {
            nickname = queryParams["nickname"]
        }
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            guard let context = context as? Image else { return }; image = context
        }
        func handle() { Self.shown.append("\(nickname ?? "nil") \(image?.name ?? "no image")") }
    }

    // MARK: - Registering URLs

    @Test func registeringURLs() throws {
        var seen: [String] = []
        let elf = Elf()
        try elf.register("protocol://page/routerDetails/:id") { match in
            seen.append("details \(match.params["id"] ?? "nil") \(match.url)")
            return true
        }
        try elf.register("wildcard://*") { match in
            seen.append("wildcard \(match.params["*"] ?? "nil")")
            return true
        }
        try elf.register("protocol://page/routerObjectDetails") { match in
            seen.append("object \(match.queryParams)")
            return true
        }
        #expect(elf.handleURL(url: "protocol://page/routerDetails/7"))
        #expect(elf.handleURL(url: "wildcard://a/b/c"))
        #expect(elf.handleURL(url: "protocol://page/routerObjectDetails?a=1"))
        #expect(
            seen == [
                "details 7 protocol://page/routerDetails/7", "wildcard a/b/c", #"object ["a": "1"]"#,
            ])
    }

    // MARK: - Routing a URL, with or without extra parameters

    @Test func routingWithExtraParameters() throws {
        DetailsHandler.shown = []
        let elf = Elf()
        try elf.register("protocol://page/routerDetails") { DetailsHandler() }
        #expect(elf.canHandle("protocol://page/routerDetails"))
        #expect(
            elf.handleURL(
                url: "protocol://page/routerDetails?nickname=imlifengfeng", context: Image(named: "router_test_img")))
        #expect(elf.handleURL(url: "protocol://page/routerDetails?nickname=imlifengfeng&id=666"))
        #expect(elf.match("protocol://page/routerDetails?nickname=imlifengfeng&id=666")?.queryParams["id"] == "666")
        #expect(DetailsHandler.shown == ["imlifengfeng router_test_img", "imlifengfeng no image"])
    }

    // MARK: - Routing a URL to an object

    final class ObjectDetailsHandler: ValueHandler {
        func makeValue() -> String? { "According to the need to return the necessary Object" }
        func handle() {}
    }

    @Test func routingToAnObject() throws {
        let elf = Elf()
        try elf.register("protocol://page/routerObjectDetails") { ObjectDetailsHandler() }
        let ret = elf.value(for: "protocol://page/routerObjectDetails", as: String.self)
        #expect(ret == "According to the need to return the necessary Object")
        #expect(elf.value(for: "protocol://page/routerObjectDetails", as: Int.self) == nil)
    }

    // MARK: - Routing a URL with a callback

    typealias TargetCallback = @MainActor (Any) -> Void

    final class CallbackDetailsHandler: Handler {
        var targetCallback: TargetCallback?
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            guard let context = context as? TargetCallback else { return }; targetCallback = context
        }
        func handle() { targetCallback?("Any Object") }
    }

    final class Label {
        var text: String?
    }

    @Test func routingWithACallback() throws {
        let label = Label()
        let elf = Elf()
        try elf.register("protocol://page/RouterCallbackDetails") { CallbackDetailsHandler() }
        let callback: TargetCallback = { object in label.text = "\(object)" }
        #expect(elf.handleURL(url: "protocol://page/RouterCallbackDetails?nickname=imlifengfeng", context: callback))
        #expect(label.text == "Any Object")
    }

    // MARK: - Unregistered URLs, unregistering and logging

    @Test func unregisteredURLsAndLogging() throws {
        var notFound: [String] = []
        let elf = Elf()
        try elf.register("protocol://page/routerDetails") { DetailsHandler() }
        elf.notFoundHandler = { url in notFound.append("no route for \(url)") }
        #expect(elf.unregister("protocol://page/routerDetails"))
        #expect(!elf.handleURL(url: "protocol://page/routerDetails"))
        try elf.register("protocol://a") { DetailsHandler() }
        elf.unregisterAll()
        #expect(elf.registeredPatterns == [])
        elf.logger = { event in print(event) }
        elf.logger = nil
        #expect(notFound == ["no route for protocol://page/routerDetails"])
    }

    // MARK: - URL rewrite

    @Test func urlRewrite() throws {
        DetailsHandler.shown = []
        let elf = Elf()
        try elf.register("protocol://page/routerDetails") { DetailsHandler() }
        try elf.addRewriteRule(
            regex: "(?:https://)?www.amazon.com/search/(.*)", to: "protocol://page/routerDetails?product=$1")
        #expect(
            try elf.rewrite("https://www.amazon.com/search/Atomic_bomb")
                == "protocol://page/routerDetails?product=Atomic_bomb")
        #expect(elf.handleURL(url: "https://www.amazon.com/search/Atomic_bomb"))
        #expect(elf.match("https://www.amazon.com/search/Atomic_bomb")?.queryParams == ["product": "Atomic_bomb"])
        #expect(DetailsHandler.shown == ["nil no image"])

        let patterns = Elf()
        try patterns.addRewriteRule(
            from: "https://www.amazon.com/search/<q>", to: "protocol://page/routerDetails?product=<q>")
        #expect(
            try patterns.rewrite("https://www.amazon.com/search/Atomic_bomb")
                == "protocol://page/routerDetails?product=Atomic_bomb")
    }

    @Test func severalRulesAtOnce() throws {
        let elf = Elf()
        try elf.replaceRewriteRules(
            with: elf.rewriteRules + [
                .init(regex: "^https://m\\.example\\.com/item/(\\d+)$", to: "protocol://page/routerDetails/$1"),
                .init(from: "https://www.example.com/item/<id>", to: "protocol://page/routerDetails/<id>"),
            ])
        #expect(try elf.rewrite("https://m.example.com/item/42") == "protocol://page/routerDetails/42")
        #expect(try elf.rewrite("https://www.example.com/item/7") == "protocol://page/routerDetails/7")
        try elf.replaceRewriteRules(
            with: RewriteRule.rules(
                fromJSON: Data(
                    #"{"rules": [{"regex": "^https://m\\.example\\.com/(.*)$", "to": "protocol://$1"}]}"#.utf8)))
        #expect(elf.rewriteRules.count == 1)
        #expect(try elf.rewrite("https://m.example.com/a/b") == "protocol://a/b")
        #expect(elf.removeRewriteRules { $0.source == .regex("^https://m\\.example\\.com/(.*)$") })
        try? elf.replaceRewriteRules(with: [])
        #expect(elf.rewriteRules.isEmpty)
    }

    // MARK: - Reserved words in rewrite rules

    @Test func reservedWords() throws {
        let elf = Elf()
        try elf.addRewriteRule(
            regex: "(?:https://)?www.taobao.com/search/(.*)", to: "app://search?raw=$1&encoded=$$1&decoded=$#1")
        #expect(
            try elf.rewrite("https://www.taobao.com/search/原子弹")
                == "app://search?raw=原子弹&encoded=%E5%8E%9F%E5%AD%90%E5%BC%B9&decoded=原子弹")
        #expect(
            try elf.rewrite("https://www.taobao.com/search/%e5%8e%9f%e5%ad%90%e5%bc%b9")
                == "app://search?raw=%e5%8e%9f%e5%ad%90%e5%bc%b9&encoded=%E5%8E%9F%E5%AD%90%E5%BC%B9&decoded=原子弹")
    }

    // MARK: - FFRouterNavigation

    enum ShopScreen: Screen {
        case products
        case product(id: Int, model: String?)
        case login

        var identity: String {
            switch self {
            case .products: "products"
            case .product(let id, _): "product/\(id)"
            case .login: "login"
            }
        }
    }

    @Test func ffRouterNavigation() {
        let navigator = StackNavigator()
        #expect(navigator.visibleStack.last == nil)
        navigator.push(ShopScreen.products)
        #expect(navigator.visibleStack.last?.identity == "products")
        navigator.replaceTop(with: ShopScreen.product(id: 1, model: nil))
        for screen in [ShopScreen.product(id: 2, model: nil), .product(id: 3, model: nil)] {
            navigator.push(screen)
        }
        #expect(navigator.visibleIdentities == ["product/1", "product/2", "product/3"])
        var shown = false
        navigator.present(ShopScreen.login) { shown = true }
        #expect(shown)
        #expect(navigator.visibleIdentities == ["login"])
        _ = navigator.pop() || navigator.dismiss()
        #expect(navigator.visibleIdentities == ["product/1", "product/2", "product/3"])
        _ = navigator.pop() || navigator.dismiss()
        #expect(navigator.visibleIdentities == ["product/1", "product/2"])
    }
}
