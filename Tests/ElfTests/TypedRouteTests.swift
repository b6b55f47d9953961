import ElfMigration
import Foundation
import Testing

@testable import Elf

/// Typed routes: values that decode from a URL and write their URL back.
@MainActor
@Suite struct TypedRouteTests {
    // MARK: - Route types

    struct ProductRoute: Route {
        static let pattern = "app://product/<int:id>"
        var id: Int
        var ref: String?
    }

    enum Tab: String, Codable, Sendable {
        case top, new
    }

    enum Level: Int, Codable, Sendable {
        case low = 1
        case high = 2
    }

    /// A ParameterConvertible type that writes itself as its description.
    struct Coordinate: ParameterConvertible, LosslessStringConvertible, Codable, Hashable, Sendable {
        var latitude: Double
        var longitude: Double

        init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }

        init?(parameter: String) {
            let parts = parameter.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let latitude = Double(parameter: String(parts[0])),
                let longitude = Double(parameter: String(parts[1]))
            else { return nil }
            self.init(latitude: latitude, longitude: longitude)
        }

        init?(_ description: String) { self.init(parameter: description) }
        var description: String { "\(latitude):\(longitude)" }
    }

    /// Every supported kind of property.
    struct EverythingRoute: Route {
        static let pattern = "app://all/<int:id>/<uuid:key>/<name>"
        var id: Int
        var key: UUID
        var name: String
        var big: Int64?
        var price: Double?
        var on: Bool?
        var link: URL?
        var tab: Tab?
        var level: Level?
        var at: Coordinate?
        var tags: [String]
        var counts: [Int]
    }

    /// A property with a default the type decodes with `decodeIfPresent`.
    struct SearchRoute: Route {
        static let pattern = "app://search/<query>"
        var query: String
        var page: Int = 1

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

    struct GroupRoute: Route {
        static let pattern = "app://the(/foo/<a>)(/bar/<int:b>)"
        var a: String?
        var b: Int?
    }

    struct FilesRoute: Route {
        static let pattern = "app://files/<path:rest>"
        var rest: String
    }

    struct PathRoute: Route {
        static let pattern = "/profile/<int:id>"
        var id: Int
    }

    struct SettingsRoute: Route {
        static let pattern = "app://settings"
    }

    // MARK: - Decoding

    @Test func decodesPlaceholdersAndQuery() throws {
        let elf = Elf()
        try elf.register(ProductRoute.self) { _ in NoOpHandler() }
        #expect(elf.route(for: "app://product/42?ref=home", as: ProductRoute.self) == ProductRoute(id: 42, ref: "home"))
        #expect(elf.route(for: "app://product/42", as: ProductRoute.self) == ProductRoute(id: 42, ref: nil))
        // The last value of a repeated key wins, as in queryParams.
        #expect(elf.route(for: "app://product/7?ref=a&ref=b", as: ProductRoute.self) == ProductRoute(id: 7, ref: "b"))
        #expect(elf.route(for: "app://product/hat", as: ProductRoute.self) == nil)
        #expect(elf.route(for: "app://other/42", as: ProductRoute.self) == nil)
        #expect(elf.route(for: "app://product/%zz", as: ProductRoute.self) == nil)
        // The type is inferred from the context.
        let inferred: ProductRoute? = elf.route(for: "app://product/1")
        #expect(inferred?.id == 1)
    }

    @Test func decodesEveryKindOfProperty() throws {
        let key = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        let url =
            "app://all/-3/\(key.lowercased())/a%20b?big=9223372036854775807&price=-2.5e3&on=YES&link=https%3A%2F%2Fexample.com%2Fa"
            + "&tab=new&level=2&at=52.5:13.4&tags=x&tags=y+z&counts=1&counts=2"
        let route = try #require(EverythingRoute(parsing: url))
        #expect(route.id == -3)
        #expect(route.key == UUID(uuidString: key))
        #expect(route.name == "a b")
        #expect(route.big == Int64.max)
        #expect(route.price == -2500)
        #expect(route.on == true)
        #expect(route.link == URL(string: "https://example.com/a"))
        #expect(route.tab == .new)
        #expect(route.level == .high)
        #expect(route.at == Coordinate(latitude: 52.5, longitude: 13.4))
        #expect(route.tags == ["x", "y z"])
        #expect(route.counts == [1, 2])
    }

    @Test(arguments: [("1", true), ("yes", true), ("TRUE", true), ("0", false), ("No", false), ("false", false)])
    func boolsTakeTheSpellingsOfTheBoolPlaceholder(text: String, value: Bool) throws {
        struct FlagRoute: Route {
            static let pattern = "app://flag"
            var on: Bool
        }
        #expect(FlagRoute(parsing: "app://flag?on=\(text)")?.on == value)
        #expect(FlagRoute(parsing: "app://flag?on=on") == nil)
    }

    @Test func absentKeysGiveEmptyListsNilAndDefaults() throws {
        let route = try #require(
            EverythingRoute(parsing: "app://all/1/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/n"))
        #expect(route.tags == [] && route.counts == [])
        #expect(route.big == nil && route.tab == nil && route.link == nil && route.at == nil)
        #expect(SearchRoute(parsing: "app://search/shoes") == SearchRoute(query: "shoes", page: 1))
        #expect(
            SearchRoute(parsing: "app://search/shoes?page=3") == SearchRoute(query: "shoes", page: 3))
    }

    @Test func optionalGroupsAndCatchAlls() throws {
        #expect(GroupRoute(parsing: "app://the") == GroupRoute(a: nil, b: nil))
        #expect(GroupRoute(parsing: "app://the/bar/2") == GroupRoute(a: nil, b: 2))
        #expect(GroupRoute(parsing: "app://the/foo/x/bar/2") == GroupRoute(a: "x", b: 2))
        // A placeholder's name is read from the path only, never from the query.
        #expect(GroupRoute(parsing: "app://the?a=x") == GroupRoute(a: nil, b: nil))
        #expect(FilesRoute(parsing: "app://files/a/b%20c") == FilesRoute(rest: "a/b c"))
    }

    @Test func pathPatternsRegisterAsStringPatternsDo() throws {
        let elf = Elf()
        try elf.register(PathRoute.self) { _ in NoOpHandler() }
        #expect(elf.registeredPatterns == ["/profile/<int:id>"])
        #expect(elf.match("app://profile/7")?.pattern == "/profile/<int:id>")
        #expect(elf.route(for: "app://profile/7", as: PathRoute.self) == PathRoute(id: 7))
        #expect(elf.route(for: "/profile/7", as: PathRoute.self) == PathRoute(id: 7))
        #expect((try? elf.url(for: PathRoute(id: 7))) == "/profile/7")
    }

    /// ROUTING.md §2a: a typed route with a path pattern takes the router's entry points.
    @Test func pathPatternsTakeEntryPoints() throws {
        struct ProductPathRoute: Route {
            static let pattern = "/product/<int:id>"
            var id: Int
            var ref: String?
        }
        var handled: [ProductPathRoute] = []
        let elf = Elf()
        try elf.addEntryPoint("app://")
        try elf.addEntryPoint("https://www.example.com")
        try elf.register(ProductPathRoute.self) { route in
            handled.append(route)
            return true
        }
        try elf.register("https://www.example.com/*") { _ in true }
        #expect(elf.handleURL(url: "https://www.example.com/product/42?ref=web"))
        #expect(elf.handleURL(url: "app://product/7"))
        #expect(handled == [ProductPathRoute(id: 42, ref: "web"), ProductPathRoute(id: 7, ref: nil)])
        #expect(elf.match("https://www.example.com/product/42")?.entryPoint == "https://www.example.com")
        #expect(elf.match("https://www.example.com/about")?.pattern == "https://www.example.com/*")
        #expect(!elf.handleURL(url: "https://google.com/product/42"))
        #expect(elf.route(for: "https://www.example.com/product/42", as: ProductPathRoute.self)?.id == 42)
        #expect(elf.route(for: "https://google.com/product/42", as: ProductPathRoute.self) == nil)
        // The URL written is the bare path, which path patterns match through no entry point.
        #expect((try? elf.url(for: ProductPathRoute(id: 42, ref: nil))) == "/product/42")
        #expect(elf.route(for: "/product/42", as: ProductPathRoute.self)?.id == 42)
    }

    /// `route(for:as:)` gives the answer `match` gives: a URL a more specific
    /// route takes is not the type's (it used to try every candidate, and so
    /// answered for URLs that never reach the type).
    @Test func routeForAnswersOnlyWhenTheTypeWinsTheURL() throws {
        struct ItemRoute: Route {
            static let pattern = "app://item/<slug>"
            var slug: String
        }
        let elf = Elf()
        try elf.register(ItemRoute.self) { _ in NoOpHandler() }
        try elf.register("app://item/special") { NoOpHandler() }
        #expect(elf.match("app://item/special")?.pattern == "app://item/special")
        #expect(elf.route(for: "app://item/special", as: ItemRoute.self) == nil)
        #expect(elf.route(for: "app://item/other", as: ItemRoute.self) == ItemRoute(slug: "other"))
    }

    /// `route(for:as:)` answers only for the type a URL routes to: it used to
    /// decode a URL into a type whose registration had thrown.
    @Test func routeForAnswersOnlyForTheTypeTheURLRoutesTo() throws {
        struct ItemRoute: Route {
            static let pattern = "app://item/<int:id>"
            var id: Int
        }
        struct OtherItemRoute: Route {
            static let pattern = "app://item/<int:number>"
            var number: Int
        }
        let elf = Elf()
        try elf.register(ItemRoute.self) { _ in true }
        #expect(throws: RouteTypeError.self) { try elf.register(OtherItemRoute.self) { _ in true } }
        #expect(elf.route(for: "app://item/4", as: ItemRoute.self) == ItemRoute(id: 4))
        #expect(elf.route(for: "app://item/4", as: OtherItemRoute.self) == nil)
    }

    /// A route type that counts how often it is decoded.
    struct CountedRoute: Route {
        static let pattern = "app://counted/<int:id>"
        nonisolated(unsafe) static var decodings = 0
        var id: Int
        init(id: Int) { self.id = id }
        init(from decoder: any Decoder) throws {
            Self.decodings += 1
            id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
        }
    }

    /// A handled typed URL is decoded once, and the handler gets that value
    /// (it was decoded by the lookup's check, then again for the factory).
    @Test func aHandledTypedURLIsDecodedOnce() throws {
        let elf = Elf()
        elf.navigator = StackNavigator()
        var received: [Int] = []
        try elf.register(CountedRoute.self) { route in
            received.append(route.id)
            return NoOpHandler()
        }
        try elf.register("app://counted/*") { NoOpHandler() }
        CountedRoute.decodings = 0
        #expect(elf.handleURL(url: "app://counted/7"))
        #expect(received == [7])
        #expect(CountedRoute.decodings == 1)
        CountedRoute.decodings = 0
        #expect(elf.match("app://counted/8")?.pattern == CountedRoute.pattern)
        #expect(CountedRoute.decodings == 1, "match decodes the walk's first route once")
        CountedRoute.decodings = 0
        #expect(elf.handleURL(url: "app://counted/x"), "a URL whose values do not decode goes on to the catch-all")
        #expect(received == [7])
    }

    @Test func rewriteRulesApplyFirst() throws {
        let elf = Elf()
        try elf.register(ProductRoute.self) { _ in NoOpHandler() }
        try elf.addRewriteRule(from: "legacy://item/<int:id>", to: "app://product/<id>?ref=legacy")
        #expect(elf.route(for: "legacy://item/5", as: ProductRoute.self) == ProductRoute(id: 5, ref: "legacy"))
    }

    // MARK: - Handling

    final class NoOpHandler: Handler {
        func handle() {}
    }

    final class ProductHandler: Handler {
        static var shown: [ProductRoute] = []
        let route: ProductRoute
        init(route: ProductRoute) { self.route = route }
        func handle() { Self.shown.append(route) }
    }

    @Test func theFactoryReceivesTheDecodedValue() throws {
        ProductHandler.shown = []
        let elf = Elf()
        try elf.register(ProductRoute.self) { route in ProductHandler(route: route) }
        #expect(elf.handleURL(url: "app://product/42?ref=home"))
        #expect(ProductHandler.shown == [ProductRoute(id: 42, ref: "home")])
        // handler(for:) returns the factory's own handler, not a wrapper.
        let handler = try #require(elf.handler(for: "app://product/7") as? ProductHandler)
        #expect(handler.route == ProductRoute(id: 7, ref: nil))
    }

    @Test func aURLWhoseValuesDoNotDecodeGoesToTheNextCandidate() throws {
        struct CountRoute: Route {
            static let pattern = "app://count/<n>"
            var n: Int
        }
        var handled: [String] = []
        let elf = Elf()
        try elf.register(CountRoute.self) { route in
            handled.append("count \(route.n)")
            return true
        }
        try elf.register("app://count/*") { match in
            handled.append("fallback \(match.params["*"] ?? "")")
            return true
        }
        #expect(elf.handleURL(url: "app://count/3"))
        #expect(elf.handleURL(url: "app://count/three"))
        #expect(handled == ["count 3", "fallback three"])

        let explanation = elf.explainHandling("app://count/three")
        #expect(explanation.winner?.pattern == "app://count/*")
        let failed = try #require(explanation.entries.first)
        #expect(failed.pattern == "app://count/<n>")
        #expect(
            failed.outcome
                == .notDecoded("values do not decode into CountRoute: parameter \"n\": \"three\" is not a valid Int"))
        #expect(
            explanation.description.contains(
                "✗ app://count/<n>  values do not decode into CountRoute: parameter \"n\": \"three\" is not a valid Int"
            ))
        // One answer per URL: explain, match, resolve, canHandle and route(for:as:) agree
        // that values which do not decode are no match for the typed route.
        #expect(elf.explain("app://count/three").winner?.pattern == "app://count/*")
        #expect(elf.match("app://count/three")?.pattern == "app://count/*")
        #expect((try? elf.resolve("app://count/three").get())?.pattern == "app://count/*")
        #expect(elf.route(for: "app://count/three", as: CountRoute.self) == nil)
    }

    @Test func aURLNothingDecodesIsAMissThatNamesTheDeclinedRoute() throws {
        var misses: [RouteMiss] = []
        let elf = Elf()
        elf.missHandler = { misses.append($0) }
        try elf.register(ProductRoute.self) { route in ProductHandler(route: route) }
        struct StrictRoute: Route {
            static let pattern = "app://strict"
            var level: Level
        }
        try elf.register(StrictRoute.self) { _ in NoOpHandler() }
        #expect(!elf.handleURL(url: "app://strict?level=3"))
        #expect(!elf.handleURL(url: "app://strict"))
        #expect(misses.map(\.reason) == Array(repeating: .declined(patterns: ["app://strict"]), count: 2))
        let explained = elf.explainHandling("app://strict?level=3").entries[0].outcome
        #expect(explained.description.hasPrefix("values do not decode into StrictRoute: parameter \"level\""))
        #expect(
            elf.explainHandling("app://strict").entries[0].outcome.description
                == "values do not decode into StrictRoute: parameter \"level\" is missing")
    }

    @Test func typedRoutesTakeTheirSources() throws {
        let elf = Elf()
        try elf.register(ProductRoute.self, allowedSources: [.internal]) { route in ProductHandler(route: route) }
        #expect(!elf.handleURL(url: "app://product/1", source: .customScheme))
        #expect(elf.handleURL(url: "app://product/1", source: .internal))
        #expect(elf.unregister(ProductRoute.pattern))
        #expect(!elf.unregister(ProductRoute.pattern))
        #expect(elf.registeredPatterns.isEmpty)
    }

    @Test func aRouteValueIsAScreenWhoseIdentityIsItsURL() throws {
        let navigator = StackNavigator()
        navigator.push(ScreenRoute(id: 42, ref: "home"), animated: false, allowsDuplicate: false)
        #expect(!navigator.push(ScreenRoute(id: 42, ref: "home"), animated: false, allowsDuplicate: false))
        #expect(navigator.visibleIdentities == ["app://screen/42?ref=home"])
        // Without a URL, the value's description stands in.
        #expect(ScreenRoute(id: 0, ref: nil).identity == "app://screen/0")
        #expect(EmptyNameScreen(name: "").identity == #"EmptyNameScreen{"name":""}"#)
    }

    struct Secret: Sendable, Equatable, CustomStringConvertible {
        var token: String
        var description: String { "Secret(token: \(token))" }
    }
    struct SecretDocRoute: Route {
        static let pattern = "app://doc/<name>"
        var name: String
        @Carried var secret: Secret? = nil
    }

    /// Issue 36, 2: a value whose URL cannot be written was named by its
    /// description, which printed the carried model.
    @Test(arguments: [SecretDocRoute(name: "intro"), SecretDocRoute(name: "")])
    func aCarriedModelIsNoPartOfAScreensIdentity(route: SecretDocRoute) {
        var withModel = route
        withModel.secret = Secret(token: "T0K3N")
        #expect(withModel.identity == route.identity)
        #expect(!withModel.identity.contains("T0K3N"))

        let navigator = StackNavigator()
        navigator.push(withModel, animated: false, allowsDuplicate: false)
        #expect(!navigator.push(route, animated: false, allowsDuplicate: false), "the same place is not stacked twice")
        #expect(navigator.visibleIdentities.count == 1)
        #expect(!navigator.stackDescription.contains("T0K3N"))
    }

    /// `register(_:)`: a route type whose values are screens is pushed as it is.
    @Test func aScreenRouteIsPushedOntoTheRoutersNavigator() throws {
        let elf = Elf()
        var fallback: [String] = []
        try elf.register(ScreenRoute.self)
        try elf.register("app://screen/*") { match in
            fallback.append(match.url)
            return true
        }
        // Without a navigator the route declines: the next candidate gets the URL.
        #expect(elf.handleURL(url: "app://screen/1") && fallback == ["app://screen/1"])
        let navigator = StackNavigator()
        elf.navigator = navigator
        #expect(elf.handleURL(url: "app://screen/42?ref=home"))
        #expect(navigator.visibleStack.last as? ScreenRoute == ScreenRoute(id: 42, ref: "home"))
        // The screen on top is not pushed again; the URL is still handled.
        #expect(elf.handleURL(url: "app://screen/42?ref=home"))
        #expect(navigator.visibleIdentities == ["app://screen/42?ref=home"])
        // Values that do not decode are not a match.
        #expect(elf.handleURL(url: "app://screen/x") && fallback == ["app://screen/1", "app://screen/x"])
        // handler(for:) gives the handler that pushes, and handling pushes through it.
        let handler = try #require(elf.handler(for: "app://screen/7"))
        handler.handle()
        #expect(navigator.visibleIdentities == ["app://screen/42?ref=home", "app://screen/7"])
        #expect(throws: RouteTypeError.self) { try elf.register(ScreenRoute.self) }
    }

    struct ScreenRoute: Route, Screen {
        static let pattern = "app://screen/<int:id>"
        var id: Int
        var ref: String?
    }

    struct EmptyNameScreen: Route, Screen {
        static let pattern = "app://name/<name>"
        var name: String
    }

    // MARK: - Writing URLs

    @Test func writesPlaceholdersAndTheQueryInTheTypesOrder() throws {
        let elf = Elf()
        #expect((try? elf.url(for: ProductRoute(id: 42, ref: "home"))) == "app://product/42?ref=home")
        #expect((try? elf.url(for: ProductRoute(id: 42, ref: nil))) == "app://product/42")
        #expect(
            (try? elf.url(for: ProductRoute(id: -1, ref: "a b&c=d+e#f%/?é")))
                == "app://product/-1?ref=a%20b%26c%3Dd%2Be%23f%25/?%C3%A9")
        #expect((try? elf.url(for: SettingsRoute())) == "app://settings")
        #expect((try? elf.url(for: GroupRoute(a: nil, b: 2))) == "app://the/bar/2")
        #expect((try? elf.url(for: GroupRoute(a: "x y", b: nil))) == "app://the/foo/x%20y")
        #expect((try? elf.url(for: FilesRoute(rest: "docs/read me.txt"))) == "app://files/docs/read%20me.txt")
        #expect((try? elf.url(for: SearchRoute(query: "中文", page: 2))) == "app://search/%E4%B8%AD%E6%96%87?page=2")
        let everything = EverythingRoute(
            id: 1, key: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, name: "n", big: 5, price: 0.5,
            on: false, link: URL(string: "https://example.com/?q=1"), tab: .top, level: .low,
            at: Coordinate(latitude: 1, longitude: -2), tags: ["a", "b"], counts: [])
        #expect(
            (try? elf.url(for: everything))
                == "app://all/1/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/n?big=5&price=0.5&on=false&link=https://example.com/?q%3D1&tab=top&level=1&at=1.0:-2.0&tags=a&tags=b"
        )
    }

    @Test func writtenURLsAreASCII() throws {
        let url = try Elf().url(for: SearchRoute(query: "😀 é\u{301}", page: 1))
        #expect(url.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// A list of 20,000 values is written in order, in linear time (it used to
    /// take quadratic time); a list too long for the router's URL limit is
    /// refused at the limit, without encoding the whole list first.
    @Test func aLongListIsWrittenInOrderAndATooLongOneIsRefusedAtTheLimit() throws {
        struct TaggedRoute: Route {
            static let pattern = "app://tagged"
            var tags: [Int]
        }
        let elf = Elf(configuration: .init(maxURLLength: 1 << 20))
        let url = try #require((try? elf.url(for: TaggedRoute(tags: Array(0..<20_000)))))
        #expect(url.hasPrefix("app://tagged?tags=0&tags=1&"))
        #expect(url.hasSuffix("&tags=19999"))
        let short = Elf(configuration: .init(maxURLLength: 100))
        #expect(throws: ReverseRoutingError.self) { try short.url(for: TaggedRoute(tags: Array(0..<100_000))) }
        do {
            _ = try short.url(for: TaggedRoute(tags: Array(0..<100_000)))
        } catch {
            #expect(error.reason == .tooLong(limit: 100))
        }
    }

    @Test func valuesWithNoURLAreErrorsNamingTheProperty() throws {
        let elf = Elf()
        #expect((try? elf.url(for: SearchRoute(query: ""))) == nil)
        #expect(throws: ReverseRoutingError(pattern: "app://search/<query>", placeholder: "query", reason: .emptyValue))
        {
            try elf.url(for: SearchRoute(query: ""))
        }
        #expect(
            throws: ReverseRoutingError(
                pattern: "app://search/<query>", placeholder: "query", reason: .dotSegmentInValue(".."))
        ) {
            try elf.url(for: SearchRoute(query: ".."))
        }

        struct NestedRoute: Route {
            struct Inner: Codable, Hashable, Sendable { var x: Int }
            static let pattern = "app://nested"
            var inner: Inner
        }
        let nested = #expect(throws: ReverseRoutingError.self) {
            try elf.url(for: NestedRoute(inner: .init(x: 1)))
        }
        #expect(nested?.placeholder == "inner")
        #expect(nested?.description.contains("keyed container") == true)

        struct OptionalListRoute: Route {
            static let pattern = "app://list"
            var tags: [String]?
        }
        #expect((try? elf.url(for: OptionalListRoute(tags: ["a"]))) == "app://list?tags=a")
        #expect((try? elf.url(for: OptionalListRoute(tags: nil))) == "app://list")
        let empty = #expect(throws: ReverseRoutingError.self) { try elf.url(for: OptionalListRoute(tags: [])) }
        #expect(empty?.placeholder == "tags")

        struct NaNRoute: Route {
            static let pattern = "app://price"
            var price: Double
        }
        let infinite = #expect(throws: ReverseRoutingError.self) { try elf.url(for: NaNRoute(price: .infinity)) }
        guard case .doesNotRouteBack(let url, let reason) = infinite?.reason else {
            Issue.record("expected doesNotRouteBack, got \(String(describing: infinite))")
            return
        }
        #expect(url == "app://price?price=inf")
        #expect(reason == "values do not decode into NaNRoute: parameter \"price\": \"inf\" is not a valid Double")
    }

    @Test func aPropertyTheTypeDoesNotEncodeHasNoURL() throws {
        struct TransientRoute: Route {
            static let pattern = "app://t/<int:id>"
            var id: Int
            var note = ""
            enum CodingKeys: String, CodingKey { case id }
        }
        let elf = Elf()
        #expect((try? elf.url(for: TransientRoute(id: 1))) == "app://t/1")
        let error = #expect(throws: ReverseRoutingError.self) {
            try elf.url(for: TransientRoute(id: 1, note: "x"))
        }
        #expect(error?.reason == .doesNotRouteBack(url: "app://t/1", reason: "it reads back as another value"))
    }

    @Test func customPlaceholderTypesAreKnownToTheRoutersWriter() throws {
        struct ColorRoute: Route {
            static let pattern = "app://color/<hex:value>"
            var value: String
        }
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in text.allSatisfy(\.isHexDigit) ? text.lowercased() : nil }
        try elf.register(ColorRoute.self) { _ in NoOpHandler() }
        #expect((try? elf.url(for: ColorRoute(value: "ff00aa"))) == "app://color/ff00aa")
        #expect(elf.route(for: "app://color/FF00AA", as: ColorRoute.self) == ColorRoute(value: "ff00aa"))
        // The type binds lowercase, so an uppercase value would not come back.
        #expect((try? elf.url(for: ColorRoute(value: "FF00AA"))) == nil)
        #expect((try? elf.url(for: ColorRoute(value: "xyz"))) == nil)
        // Without the type, the pattern does not parse.
        #expect(throws: ReverseRoutingError.self) { try Elf().url(for: ColorRoute(value: "ff")) }
    }
}
