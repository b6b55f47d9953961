// Runs the Elf snippets of Sources/Elf/Elf.docc/MigratingFromURLNavigator.md
// (STYLE.md §4). Each test names the section it mirrors;
// where a snippet's comment says what a call returns, the test checks it.
// UIKit glue (the app delegate's methods, UIKitNavigator) is exercised
// through the Elf calls it makes, with a StackNavigator.
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Migration guide: URLNavigator")
struct URLNavigatorGuideTests {

    // MARK: - The snippets' types

    enum AppScreen: Screen {
        case user(id: Int)
        case post(title: String)

        var identity: String {
            switch self {
            case .user(let id): "user/\(id)"
            case .post(let title): "post/\(title)"
            }
        }
    }

    struct UserRoute: Route {
        static let pattern = "myapp://user/<int:id>"
        var id: Int
    }

    struct PostRoute: Route {
        static let pattern = "myapp://post/<title>"
        var title: String
    }

    final class ScreenHandler: ValueHandler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        let screen: AppScreen
        init(_ screen: AppScreen) { self.screen = screen }
        func makeValue() -> AppScreen? { screen }
        func handle() { navigator?.push(screen) }
    }

    final class UserHandler: Handler {
        func handle() {}
    }

    /// The alerts the snippets present.
    final class Alerts {
        var shown: [String] = []
    }

    static func map(_ elf: Elf, alerts: Alerts) throws {
        func presentAlertController(title: String?, message: String?) {
            alerts.shown.append("\(title ?? "nil"): \(message ?? "nil")")
        }
        try elf.register(UserRoute.self) { route in ScreenHandler(.user(id: route.id)) }
        try elf.register(PostRoute.self) { route in ScreenHandler(.post(title: route.title)) }
        try elf.register("myapp://alert") { match in
            let title = match.queryParams["title"]
            let message = match.queryParams["message"]
            presentAlertController(title: title, message: message)
            return true
        }
    }

    // MARK: - Understanding URL patterns

    @Test func understandingURLPatterns() throws {
        let elf = Elf()
        try elf.register("myapp://user/<int:id>") { UserHandler() }
        #expect(elf.match("myapp://user/123")?.params["id"] == "123")
        #expect(elf.match("myapp://user/87")?.params["id"] == "87")
        #expect(elf.match("myapp://user/devxoul") == nil)
        #expect(elf.match("myapp://user/123/posts") == nil)
        #expect(elf.match("/user/devxoul") == nil)
    }

    // MARK: - Mapping, Pushing, presenting and opening URLs

    @Test func mappingAndOpening() throws {
        let navigator = StackNavigator()
        let alerts = Alerts()
        let elf = Elf()
        elf.navigator = navigator
        try Self.map(elf, alerts: alerts)

        #expect(elf.handleURL(url: "myapp://user/123"))
        #expect(navigator.visibleIdentities == ["user/123"])
        let post = try #require(elf.value(for: "myapp://post/54321", as: AppScreen.self))
        navigator.present(post, wrappedInNavigation: true)
        #expect(navigator.visibleIdentities == ["post/54321"])
        #expect(navigator.containers.count == 2)
        #expect(elf.handleURL(url: "myapp://alert?title=Hello&message=World"))
        #expect(alerts.shown == ["Hello: World"])
    }

    /// "Mapping": a closure route that pushes what it builds (`navigator.push("user/\(route.id)") { … }` with
    /// ElfUIKit), here a screen of the same identity, since UIKit is not on Linux.
    @Test func aClosureRoutePushesWhatItBuilds() throws {
        let navigator = StackNavigator()
        let elf = Elf(navigator: navigator)
        try elf.register(UserRoute.self) { route in
            navigator.push(AppScreen.user(id: route.id))
            return true
        }
        #expect(elf.handleURL(url: "myapp://user/123"))
        #expect(elf.handleURL(url: "myapp://user/123"))  // already on top: skipped, not a failure
        #expect(navigator.visibleIdentities == ["user/123"])
        navigator.dismissesSheetsToPush = false
        navigator.present(AppScreen.post(title: "alert"))
        #expect(!elf.handleURL(url: "myapp://user/7"))  // the navigator refused the push: reported
    }

    // MARK: - Where to initialize a navigator, Where to map URLs

    enum URLNavigationMap {
        @MainActor
        static func initialize(elf: Elf, alerts: Alerts) throws {
            try map(elf, alerts: alerts)
        }
    }

    @Test func whereToInitializeAndMap() throws {
        let elf = Elf()
        let shared = Elf.instance
        #expect(shared === Elf.instance)
        let alerts = Alerts()
        try URLNavigationMap.initialize(elf: elf, alerts: alerts)
        #expect(elf.registeredPatterns == ["myapp://user/<int:id>", "myapp://post/<title>", "myapp://alert"])
        #expect(throws: RouteTypeError.self) { try URLNavigationMap.initialize(elf: elf, alerts: alerts) }
    }

    // MARK: - AppDelegate launch option URL and open URL method

    @Test func appDelegate() throws {
        let navigator = StackNavigator()
        let elf = Elf()
        elf.navigator = navigator
        try Self.map(elf, alerts: Alerts())
        let launchURL: URL? = URL(string: "myapp://user/7")
        if let url = launchURL {
            elf.handleURL(url, source: .customScheme)
        }
        #expect(navigator.visibleIdentities == ["user/7"])
        #expect(!elf.handleURL(URL(string: "myapp://nowhere")!, source: .customScheme))
    }

    // MARK: - Passing extra values

    struct SourceScreen {
        var name: String
    }

    final class UserProfileHandler: Handler {
        static var shown: [String] = []
        var id = 0
        var from: String?
        func convert(params: [String: String], queryParams: [String: String]) {
            id = params.value("id") ?? 0
        }
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            guard let context = context as? SourceScreen else { return }; from = context.name
        }
        func handle() { Self.shown.append("user \(id) from \(from ?? "nil")") }
    }

    @Test func passingExtraValues() throws {
        UserProfileHandler.shown = []
        let elf = Elf()
        try elf.register("myapp://profile/<int:id>") { UserProfileHandler() }
        #expect(elf.handleURL(url: "myapp://profile/10", context: SourceScreen(name: "feed")))
        #expect(elf.handleURL(url: "myapp://profile/11"))
        #expect(UserProfileHandler.shown == ["user 10 from feed", "user 11 from nil"])
    }

    // MARK: - Custom URL value converters

    @Test func customURLValueConverters() throws {
        let elf = Elf()
        try elf.addPlaceholderType("region") { text in
            let allowedRegions = ["us-west-1", "ap-northeast-2", "eu-west-3"]
            return allowedRegions.contains(text) ? text : nil
        }
        try elf.register("myapp://region/<region:name>") { UserHandler() }
        #expect(elf.match("myapp://region/us-west-1")?.params["name"] == "us-west-1")
        #expect(elf.match("myapp://region/ap-northeast-2")?.params["name"] == "ap-northeast-2")
        #expect(elf.match("myapp://region/eu-west-3")?.params["name"] == "eu-west-3")
        #expect(elf.match("myapp://region/ca-central-1") == nil)
    }

    // MARK: - A global URL scheme

    @Test func aGlobalURLScheme() throws {
        let elf = Elf()
        try elf.addEntryPoint("myapp://")
        try elf.register("/user/<int:id>") { UserHandler() }
        #expect(elf.match("myapp://user/42")?.pattern == "/user/<int:id>")
        #expect(elf.match("/user/42")?.pattern == "/user/<int:id>")
        #expect(elf.match("other://user/42") == nil)
    }
}
