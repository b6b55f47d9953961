// Runs the snippets of TypedRoutes.md and of the doc comments on typed
// routes, closure routes and the Foundation URL forms, in the
// style of DocSnippetTests: the Elf calls are the snippets' own, and what a
// snippet shows in a comment is checked.
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfMigration
import ElfTesting
import Foundation
import Testing

@MainActor
@Suite("Typed routes doc snippets")
struct TypedRoutesDocTests {
    // MARK: - What the snippets use

    struct ProductRoute: Route {
        static let pattern = "app://product/<int:id>"
        var id: Int
        var ref: String?  // not in the pattern: read from, and written to, the query
    }

    final class ProductHandler: Handler {
        static var shown: [ProductRoute] = []
        let route: ProductRoute
        init(route: ProductRoute) { self.route = route }
        func handle() { Self.shown.append(route) }
    }

    struct SearchRoute: Route {
        static let pattern = "app://search/<query>"
        var query: String
        var page = 1

        init(query: String, page: Int = 1) {
            self.query = query
            self.page = page
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            query = try container.decode(String.self, forKey: .query)
            page = try container.decodeIfPresent(Int.self, forKey: .page) ?? 1
        }
    }

    struct CountRoute: Route {
        static let pattern = "app://count/<n>"
        var n: Int
    }

    final class CountHandler: Handler {
        let n: Int
        init(n: Int) { self.n = n }
        func handle() {}
    }

    final class FallbackHandler: Handler {
        func handle() {}
    }

    struct ItemRoute: Route {
        static let pattern = "app://item/<uuid:id>"
        var id: Int
    }

    final class ItemHandler: Handler {
        func handle() {}
    }

    struct AlertRoute: Route {
        static let pattern = "app://alert"
        var title: String
        var message: String?
    }

    struct TransferRoute: Route {
        static let pattern = "app://transfer/<int:amount>"
        var amount: Int
    }

    final class TransferHandler: Handler {
        init(route: TransferRoute) {}
        func handle() {}
    }

    /// The app's objects the closure snippets call.
    @MainActor
    final class Settings {
        var opened: [String] = []
        func has(_ section: String) -> Bool { section != "missing" }
        func open(_ section: String) { opened.append(section) }
    }

    @MainActor
    final class Alerts {
        var shown: [String] = []
        func show(_ title: String, _ message: String?) { shown.append("\(title) \(message ?? "nil")") }
    }

    @MainActor
    final class Session {
        var loggedOut = false
        func logOut() { loggedOut = true }
    }

    @MainActor
    final class Bank {
        var started: [TransferRoute] = []
        func start(_ transfer: TransferRoute) { started.append(transfer) }
    }

    /// Records what a snippet prints.
    @MainActor
    final class Console {
        var lines: [String] = []
        func print(_ item: Any) { lines.append("\(item)") }
    }

    // MARK: - TypedRoutes.md

    /// "Overview".
    @Test func overview() throws {
        ProductHandler.shown = []
        let elf = Elf()
        try elf.register(ProductRoute.self) { route in ProductHandler(route: route) }
        #expect(elf.route(for: "app://product/42?ref=home", as: ProductRoute.self) == ProductRoute(id: 42, ref: "home"))
        #expect((try? elf.url(for: ProductRoute(id: 42, ref: "home"))) == "app://product/42?ref=home")
        #expect(elf.handleURL(url: "app://product/42?ref=home"))
        #expect(ProductHandler.shown == [ProductRoute(id: 42, ref: "home")])
    }

    /// "Declare a route": defaults kept with `decodeIfPresent`, and the table.
    @Test func declareARoute() throws {
        let elf = Elf()
        try elf.register(SearchRoute.self)
        #expect(elf.route(for: "app://search/shoes", as: SearchRoute.self) == SearchRoute(query: "shoes", page: 1))
        #expect(
            elf.route(for: "app://search/shoes?page=3", as: SearchRoute.self) == SearchRoute(query: "shoes", page: 3))

        // The table's "Writes" column.
        struct Row: Route {
            static let pattern = "app://row"
            var number: Double
            var id: UUID
        }
        let id = try #require(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
        #expect(
            (try? elf.url(for: Row(number: -2.5e3, id: id)))
                == "app://row?number=-2500.0&id=E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }

    /// `route(for:as:)` answers only for the type the router routes the URL
    /// to; `init(parsing:)` reads a URL with the type's own pattern (issue 36, 7).
    @Test func aRouterAnswersForItsOwnRoutesAndATypeParsesWithItsPattern() throws {
        #expect(ProductRoute(parsing: "app://product/42") == ProductRoute(id: 42, ref: nil))
        #expect(ProductRoute(parsing: "app://product/hat") == nil)

        let elf = Elf()
        #expect(elf.route(for: "app://product/42", as: ProductRoute.self) == nil, "not registered")

        // A type whose registration was refused gets no value either.
        struct GroupRoute: Route {
            static let pattern = "app://a/<int:id>(/<x>)"
            var id: Int
            var x: String?
        }
        try elf.register("app://a/<int:n>/<y>") { _ in true }
        #expect(throws: RouteTypeError.self) { try elf.register(GroupRoute.self) }
        #expect(elf.route(for: "app://a/1", as: GroupRoute.self) == nil)
        #expect(GroupRoute(parsing: "app://a/1") != nil)
    }

    /// "Register it": a URL whose values do not decode goes on, and explain says why.
    @Test func registerIt() throws {
        let elf = Elf()
        let console = Console()
        try elf.register(CountRoute.self) { route in CountHandler(n: route.n) }
        try elf.register("app://count/*") { FallbackHandler() }
        console.print(elf.explainHandling("app://count/three"))
        #expect(
            console.lines == [
                """
                "app://count/three": 2 of 2 patterns match
                ✗ app://count/<n>  values do not decode into CountRoute: parameter "n": "three" is not a valid Int
                ✓ app://count/*  (wins)
                """
            ])
        #expect(elf.handler(for: "app://count/3") is CountHandler)
        #expect(elf.handler(for: "app://count/three") is FallbackHandler)
    }

    /// "What registration checks".
    @Test func whatRegistrationChecks() {
        let elf = Elf()
        let console = Console()
        do {
            try elf.register(ItemRoute.self) { route in ItemHandler() }
        } catch {
            console.print(error)
            // route type ItemRoute does not fit its pattern "app://item/<uuid:id>" at column 12:
            // <uuid:id> never decodes into the property "id" of type Int
        }
        #expect(
            console.lines == [
                "route type ItemRoute does not fit its pattern \"app://item/<uuid:id>\" at column 12: "
                    + "<uuid:id> never decodes into the property \"id\" of type Int"
            ])
    }

    /// "Write URLs".
    @Test func writeURLs() {
        let elf = Elf()
        #expect((try? elf.url(for: ProductRoute(id: 7, ref: "a b&c/é"))) == "app://product/7?ref=a%20b%26c/%C3%A9")
        #expect((try? elf.url(for: SearchRoute(query: "red/blue"))) == "app://search/red%2Fblue?page=1")
        #expect((try? elf.url(for: SearchRoute(query: ""))) == nil)  // nil: <query> cannot be empty
    }

    struct ScreenProductRoute: Route, Screen {
        static let pattern = "app://product/<int:id>"
        var id: Int
        var ref: String?
    }

    /// "Navigate with route values" (`extension ProductRoute: Screen {}`).
    @Test func navigateWithRouteValues() throws {
        let navigator = StackNavigator()
        navigator.push(ScreenProductRoute(id: 42, ref: nil))
        #expect(navigator.visibleIdentities == ["app://product/42"])

        // `register(_:)`: the value is pushed onto the router's navigator.
        let elf = Elf()
        elf.navigator = navigator
        try elf.register(ScreenProductRoute.self)
        #expect(elf.handleURL(url: "app://product/7"))  // pushes ProductRoute(id: 7, ref: nil)
        #expect(navigator.visibleStack.last as? ScreenProductRoute == ScreenProductRoute(id: 7, ref: nil))
    }

    /// The doc comment of `register(_:)`.
    @Test func screenRouteDocComment() throws {
        struct ProfileRoute: Route, Screen {
            static let pattern = "app://user/<int:id>"
            var id: Int
        }
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register(ProfileRoute.self)
        #expect(elf.handleURL(url: "app://user/7"))  // pushes ProfileRoute(id: 7)
        #expect(navigator.visibleIdentities == ["app://user/7"])
    }

    /// "Closure routes".
    @Test func closureRoutes() throws {
        let elf = Elf()
        let settings = Settings()
        let alerts = Alerts()
        try elf.register("app://settings/<section>") { match in
            guard let section = match.params["section"], settings.has(section) else { return false }
            settings.open(section)
            return true
        }
        try elf.register(AlertRoute.self) { alert in
            alerts.show(alert.title, alert.message)
            return true
        }
        #expect(elf.handleURL(url: "app://alert?title=Hello"))  // true: alerts.show("Hello", nil)
        #expect(alerts.shown == ["Hello nil"])
        #expect(elf.handleURL(url: "app://settings/privacy"))
        #expect(!elf.handleURL(url: "app://settings/missing"))
        #expect(settings.opened == ["privacy"])
        // canHandle does not run the closure.
        #expect(elf.canHandle("app://settings/missing"))
    }

    /// "Closure routes": the table's Elf row.
    @Test func closureRouteBlockForm() throws {
        let elf = Elf()
        var shown = false
        try elf.register("myapp://alert") { match in
            shown = true
            return true
        }
        #expect(elf.handleURL(url: "myapp://alert") && shown)
    }

    /// "Foundation URLs and waiting".
    @Test func foundationURLsAndWaiting() async throws {
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        final class Loading: AsyncHandler {
            var navigator: (any Navigator)?

            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                if let navigator { self.navigator = navigator }
            }
            func prepare() async { await Task.yield() }
            func handle() { navigator?.push(ScreenProductRoute(id: 42, ref: nil)) }
        }
        try elf.register("app://product/<int:id>") { Loading() }
        // .onOpenURL { url in elf.handleURL(url, source: .customScheme) }
        let url = try #require(URL(string: "app://product/42"))
        let onOpenURL = { (url: URL) in elf.handleURL(url, source: .customScheme) }
        #expect(onOpenURL(url))
        await elf.pendingNavigation?.value
        #expect(navigator.visibleIdentities == ["app://product/42"])
        _ = navigator.pop(animated: false)

        let handled = await elf.handleURLAndWait("app://product/42")
        #expect(handled)
        #expect(navigator.visibleIdentities == ["app://product/42"])  // the product is on screen now
    }

    // MARK: - Doc comments in Sources

    /// `Route`, `register(_:_:)` for a route type, `route(for:as:)`,
    /// `url(for:)`, `url(for:)`, `unregister(_:)` for a type.
    @Test func typedRouteDocComments() throws {
        ProductHandler.shown = []
        let elf = Elf()
        try elf.register(ProductRoute.self) { route in ProductHandler(route: route) }
        #expect(elf.route(for: "app://product/42?ref=home", as: ProductRoute.self) == ProductRoute(id: 42, ref: "home"))
        #expect(elf.route(for: "app://product/hat", as: ProductRoute.self) == nil)
        #expect((try? elf.url(for: ProductRoute(id: 42, ref: "home"))) == "app://product/42?ref=home")
        #expect(elf.handleURL(url: "app://product/42?ref=home"))
        #expect(ProductHandler.shown == [ProductRoute(id: 42, ref: "home")])

        let url = try elf.url(for: ProductRoute(id: 42, ref: "home"))  // "app://product/42?ref=home"
        #expect(url == "app://product/42?ref=home")
        #expect(elf.route(for: url, as: ProductRoute.self) == ProductRoute(id: 42, ref: "home"))
        #expect((try? elf.url(for: SearchRoute(query: ""))) == nil)  // nil: <query> cannot be empty

        try elf.register(TransferRoute.self, allowedSources: [.internal]) { route in
            TransferHandler(route: route)
        }
        #expect(!elf.handleURL(url: "app://transfer/5", source: .customScheme))
        #expect(elf.unregister(ProductRoute.pattern))

        // Route's own example: a route with no values.
        struct SettingsRoute: Route {
            static let pattern = "app://settings"
        }
        #expect((try? elf.url(for: SettingsRoute())) == "app://settings")
    }

    /// `RouteTypeError` and its reasons.
    @Test func routeTypeErrorDocComments() throws {
        let elf = Elf()
        let error = #expect(throws: RouteTypeError.self) { try elf.register(ItemRoute.self) { _ in ItemHandler() } }
        #expect(error?.routeType == "ItemRoute")
        #expect(error?.pattern == "app://item/<uuid:id>")
        #expect(error?.reason == .typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int"))
        #expect(error?.offset == 11)  // 11: the "<" of "<uuid:id>"
        #expect(error?.column == 12)
        let made = RouteTypeError(
            routeType: "ItemRoute", pattern: "app://item/<uuid:id>",
            reason: .typeMismatch(placeholder: "id", placeholderType: "uuid", propertyType: "Int"), offset: 11)
        #expect(made.column == 12 && made == error)

        struct Bad: Route {
            static let pattern = "app://user/<id"
            var id: String
        }
        struct Renamed: Route {
            static let pattern = "app://user/<name>"
            var username: String
        }
        struct Listed: Route {
            static let pattern = "app://tags/<tags>"
            var tags: [String]
        }
        struct Grouped: Route {
            static let pattern = "app://the(/foo/<a>)"
            var a: String
        }
        struct Fixed: Route {
            static let pattern = "app://the(/foo/<a>)"
            var a: String?
        }
        func reason<R: Route>(_ type: R.Type) -> RouteTypeError.Reason? {
            do throws(RouteTypeError) {
                try elf.register(type) { _ in true }
                return nil
            } catch {
                return error.reason
            }
        }
        guard case .invalidPattern(let patternError) = reason(Bad.self) else {
            Issue.record("expected invalidPattern")
            return
        }
        #expect(patternError.reason == PatternError.Reason.unclosed("<"))
        let noProperty = reason(Renamed.self)
        #expect(noProperty == .noProperty(placeholder: "name"))
        if case .noProperty(let placeholder) = noProperty { #expect(placeholder == "name") }
        #expect(reason(Listed.self) == .listProperty(placeholder: "tags", propertyType: "Array<String>"))
        #expect(reason(Grouped.self) == .requiredInOptionalGroup(placeholder: "a"))
        #expect(reason(Fixed.self) == nil)
    }

    /// `ReverseRoutingError`'s reasons for route values, and explain's `notDecoded`.
    @Test func reverseRoutingAndExplainDocComments() throws {
        struct ListRoute: Route {
            static let pattern = "app://list"
            var tags: [String]?
        }
        struct PriceRoute: Route {
            static let pattern = "app://price"
            var price: Double
        }
        let elf = Elf()
        let empty = #expect(throws: ReverseRoutingError.self) { try elf.url(for: ListRoute(tags: [])) }
        guard case .unsupportedValue = empty?.reason else {
            Issue.record("expected unsupportedValue")
            return
        }
        let infinite = #expect(throws: ReverseRoutingError.self) {
            try elf.url(for: PriceRoute(price: .infinity))
        }
        guard case .doesNotRouteBack(let url, let why) = infinite?.reason else {
            Issue.record("expected doesNotRouteBack")
            return
        }
        #expect(url == "app://price?price=inf" && why.hasSuffix("\"inf\" is not a valid Double"))

        try elf.register(CountRoute.self) { route in CountHandler(n: route.n) }
        #expect(
            elf.explainHandling("app://count/three").entries[0].outcome
                == .notDecoded("values do not decode into CountRoute: parameter \"n\": \"three\" is not a valid Int"))
        #expect(RouteExplanation.Outcome.declined.description == "handler declined")
    }

    /// The closure registrations' comments.
    @Test func closureRouteDocComments() throws {
        let elf = Elf()
        let settings = Settings()
        let alerts = Alerts()
        let session = Session()
        let bank = Bank()
        try elf.register("app://settings/<section>") { match in
            settings.open(match.params["section"] ?? "")
            return true
        }
        try elf.register("app://logout", allowedSources: [.internal]) { _ in
            session.logOut()
            return true
        }
        try elf.register(AlertRoute.self) { alert in
            alerts.show(alert.title, alert.message)
            return true
        }
        try elf.register(TransferRoute.self, allowedSources: [.internal]) { transfer in
            bank.start(transfer)
            return true
        }
        #expect(elf.handleURL(url: "app://settings/privacy"))
        #expect(elf.handleURL(url: "app://alert?title=Hello"))  // alerts.show("Hello", nil)
        #expect(!elf.handleURL(url: "app://logout", source: .customScheme))
        #expect(elf.handleURL(url: "app://logout", source: .internal))
        #expect(elf.handleURL(url: "app://transfer/5", source: .internal))
        #expect(settings.opened == ["privacy"] && alerts.shown == ["Hello nil"] && session.loggedOut)
        #expect(bank.started == [TransferRoute(amount: 5)])
    }

    final class AboutHandler: Handler {
        static var shown = 0
        func handle() { Self.shown += 1 }
    }

    /// `Handler.convert(params:queryParams:)`'s default, a route value's
    /// `identity`, the Foundation URL forms.
    @Test func handlerScreenAndURLDocComments() async throws {
        AboutHandler.shown = 0
        let elf = Elf()
        try elf.register("app://about") { AboutHandler() }
        #expect(elf.handleURL(url: "app://about") && AboutHandler.shown == 1)

        let navigator = StackNavigator()
        navigator.push(ScreenProductRoute(id: 42, ref: nil))
        #expect(navigator.visibleIdentities == ["app://product/42"])

        final class Shared: Handler {
            typealias Context = String
            static var received: [String] = []
            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                guard let context = context as? String else { return }; Self.received.append(context)
            }
            func handle() {}
        }
        try elf.register("app://share") { Shared() }
        try elf.register("app://item/<int:id>") { ItemHandler() }
        let photo = "photo"
        let url = try #require(URL(string: "about:blank"))
        #expect(!elf.handleURL(url))
        #expect(elf.handleURL(try #require(URL(string: "app://about")), source: .customScheme))
        #expect(elf.handleURL(URL(string: "app://share")!, context: photo))
        #expect(elf.handleURL(URL(string: "app://share")!, context: photo, source: .internal))
        #expect(Shared.received == ["photo", "photo"])
        #expect(elf.match(URL(string: "app://item/42")!.absoluteString)?.params == ["id": "42"])
        #expect(await elf.handleURLAndWait("app://about", source: .customScheme))
        #expect(AboutHandler.shown == 3)
    }
}
