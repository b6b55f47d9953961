// Runs the Elf snippets of Sources/Elf/Elf.docc/MigratingFromElf1.md
// (STYLE.md §4). Each test names the section it mirrors;
// where a snippet prints or says what a call returns, the test records and
// checks it. The snippets use the shared router, so each test empties it
// before and after.
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Migration guide: Elf 1.x")
struct Elf1GuideTests {

    // MARK: - The snippets' types

    struct ItemModel: Equatable {
        var id: String
        var title: String
    }

    enum AppScreen: Screen {
        case profile(id: String)
        case error
        case following(username: String)
        case detail(id: String, model: ItemModel?, onModelUpdate: ((ItemModel) -> Void)?)

        var identity: String {
            switch self {
            case .profile(let id): "profile/\(id)"
            case .error: "error"
            case .following(let username): "following/\(username)"
            case .detail(let id, _, _): "detail/\(id)"
            }
        }
    }

    final class ProfileHandler: Handler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        var profileID: String?

        func convert(params: [String: String], queryParams: [String: String]) {
            profileID = queryParams["id"]
        }

        func handle() {
            if let id = profileID {
                navigator?.push(AppScreen.profile(id: id))
            } else {
                navigator?.present(AppScreen.error)
            }
        }
    }

    final class UserHandler: Handler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        var username: String?

        func convert(params: [String: String], queryParams: [String: String]) {
            username = params["username"]
        }

        func handle() {
            if let username {
                navigator?.push(AppScreen.following(username: username))
            }
        }
    }

    final class DetailHandler: Handler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        var itemModel: ItemModel?
        var itemID: String?
        var onModelUpdate: ((ItemModel) -> Void)?

        func convert(params: [String: String], queryParams: [String: String]) {
            itemID = params["id"]
        }

        func handle() {
            if let itemModel {
                navigator?.push(AppScreen.detail(id: itemModel.id, model: itemModel, onModelUpdate: onModelUpdate))
                return
            }
            if let itemID {
                navigator?.push(AppScreen.detail(id: itemID, model: nil, onModelUpdate: nil))
            }
        }
    }

    /// What the snippets print.
    @MainActor
    enum Console {
        static var lines: [String] = []
        static func print(_ item: Any) { lines.append("\(item)") }
    }

    static func resetSharedRouter() {
        Elf.instance.unregisterAll()
        Elf.instance.notFoundHandler = nil
        Elf.instance.navigator = nil
        Console.lines = []
    }

    // MARK: - Getting started

    @Test func gettingStarted() {
        Self.resetSharedRouter()
        defer { Self.resetSharedRouter() }
        let navigator = StackNavigator()
        let routeTable: [String: HandlerFactory] = [
            "app://profile": { ProfileHandler() },
            "app://user/{username}/following": { UserHandler() },
        ]
        Elf.instance.navigator = navigator
        Elf.instance.registerRoutingTable(routeTable, notFoundHandler: { url in Console.print("\(url) not found") })

        #expect(Elf.instance.handleURL(url: "app://profile?id=1024"))
        #expect(navigator.visibleIdentities == ["profile/1024"])
        #expect(Elf.instance.handleURL(url: "app://user/limboy/following"))
        #expect(navigator.visibleIdentities == ["profile/1024", "following/limboy"])
        #expect(!Elf.instance.handleURL(url: "app://nowhere"))
        #expect(Console.lines == ["app://nowhere not found"])
        #expect(Elf.instance.handleURL(url: "app://profile"))
        #expect(navigator.visibleIdentities == ["error"])
    }

    @Test func aRoutingTableIsAllOrNothing() {
        Self.resetSharedRouter()
        defer { Self.resetSharedRouter() }
        Elf.instance.registerRoutingTable(["app://home": { ProfileHandler() }], notFoundHandler: { _ in })
        let errors = Elf.instance.registerRoutingTable(
            [
                "app://profile": { ProfileHandler() },
                "app://user/{username": { UserHandler() },
            ], notFoundHandler: { url in Console.print("\(url) not found") })
        #expect(
            errors.first?.description == #"invalid pattern "app://user/{username" at column 12: '{' is never closed"#)
        #expect(Elf.instance.registeredPatterns == ["app://home"])
    }

    // MARK: - Handling URLs from the app delegate

    @Test func appDelegate() {
        Self.resetSharedRouter()
        defer { Self.resetSharedRouter() }
        let navigator = StackNavigator()
        Elf.instance.navigator = navigator
        Elf.instance.registerRoutingTable(["app://profile": { ProfileHandler() }], notFoundHandler: { _ in })
        #expect(Elf.instance.handleURL(URL(string: "app://profile?id=7")!, source: .customScheme))
        #expect(navigator.visibleIdentities == ["profile/7"])
    }

    // MARK: - Push a view controller from inside the app, Pinterest style

    @Test func pushFromInsideTheApp() {
        let navigator = StackNavigator()
        let handler = DetailHandler()
        handler.navigator = navigator
        handler.itemID = "1024"
        handler.handle()
        #expect(navigator.visibleIdentities == ["detail/1024"])
    }

    @Test func pinterestStyle() throws {
        Self.resetSharedRouter()
        defer { Self.resetSharedRouter() }
        let navigator = StackNavigator()
        Elf.instance.navigator = navigator
        try Elf.instance.register("app://item/{id}") { DetailHandler() }
        #expect(Elf.instance.handleURL(url: "app://item/1024"))
        #expect(navigator.visibleIdentities == ["detail/1024"])

        var items = [ItemModel(id: "7", title: "Shoes")]
        let index = 0
        let item = items[index]
        let tapped = DetailHandler()
        tapped.navigator = navigator
        tapped.itemModel = item
        tapped.onModelUpdate = { updated in items[index] = updated }
        tapped.handle()
        #expect(navigator.visibleIdentities == ["detail/1024", "detail/7"])

        // The detail screen saves a change and calls back.
        guard case .detail(_, let model?, let onModelUpdate?) = navigator.visibleStack.last as? AppScreen else {
            Issue.record("the detail screen carries the model and the callback")
            return
        }
        onModelUpdate(ItemModel(id: model.id, title: "Red shoes"))
        #expect(items == [ItemModel(id: "7", title: "Red shoes")])
    }

    // MARK: - Tips, now built in

    final class ItemIDHandler: Handler {
        static var ids: [Int?] = []
        var id: Int?
        func convert(params: [String: String], queryParams: [String: String]) {
            id = params.value("id", as: Int.self)
        }
        func handle() { Self.ids.append(id) }
    }

    @MainActor
    enum Debug {
        static var codes: [String] = []
        static func enable(code: String) { codes.append(code) }
    }

    final class DebugHandler: Handler {
        var code: String?
        func convert(params: [String: String], queryParams: [String: String]) {
            code = queryParams["debugcode"]
        }
        func handle() {
            if let code { Debug.enable(code: code) }
        }
    }

    @Test func tips() throws {
        Self.resetSharedRouter()
        defer { Self.resetSharedRouter() }
        ItemIDHandler.ids = []
        Debug.codes = []
        try Elf.instance.register("app://profile/<int:id>") { ItemIDHandler() }
        try Elf.instance.register("app://settings") { DebugHandler() }
        #expect(Elf.instance.handleURL(url: "app://settings?debugcode=xxx"))
        #expect(Debug.codes == ["xxx"])
        #expect(Elf.instance.handleURL(url: "app://profile/42"))
        #expect(!Elf.instance.handleURL(url: "app://profile/abc"))
        #expect(ItemIDHandler.ids == [42])
    }
}
