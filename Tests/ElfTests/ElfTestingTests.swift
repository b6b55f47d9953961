// ElfTesting, the library app developers add to their test targets: the
// recording navigator, and expectations that pass when they should and throw
// a failure naming what differed when they should not.
//
// `import Elf` and `import ElfTesting` (not `@testable`), as an app's tests would.

import Elf
import ElfTesting
import Testing

@MainActor
@Suite struct ElfTestingTests {

    // MARK: - RecordingNavigator

    @Test(arguments: [
        (Call.push("a"), NavigationEvent.push(identity: "a", animated: true)),
        (.pushWithoutAnimation("a"), .push(identity: "a", animated: false)),
        (.push("root"), .skippedDuplicate(identity: "root")),
        (.pushDuplicate("root"), .push(identity: "root", animated: true)),
        (.present("a", wrapped: false), .present(identity: "a", wrappedInNavigation: false, animated: true)),
        (.present("a", wrapped: true), .present(identity: "a", wrappedInNavigation: true, animated: true)),
        (.pop, .pop),
        (.popToRoot, .popToRoot),
        (.dismiss, .dismiss),
        (.replaceTop("a"), .replaceTop(identity: "a")),
        (.setStack(["a", "b"]), .setStack(identities: ["a", "b"])),
    ])
    func recordingNavigatorRecordsEachCall(call: Call, event: NavigationEvent) {
        let navigator = RecordingNavigator(root: [Page("root")])
        call.apply(to: navigator)
        #expect(navigator.events == [event])
    }

    @Test func pushIntoAContainerWithoutNavigationIsRecordedAsRejected() {
        let navigator = RecordingNavigator()
        navigator.dismissesSheetsToPush = false
        navigator.present(Page("alert"))
        #expect(!navigator.push(Page("a")))
        #expect(navigator.events.last == .pushRejected(identity: "a"))
    }

    @Test func recordingNavigatorKeepsARealStack() {
        let navigator = RecordingNavigator(root: [Page("root")])
        let mirror = StackNavigator(root: [Page("root")])
        let calls: [Call] = [
            .push("a"), .push("a"), .present("login", wrapped: true), .push("signup"), .pop, .replaceTop("terms"),
        ]
        for call in calls {
            call.apply(to: navigator)
            call.apply(to: mirror)
            #expect(navigator.visibleIdentities == mirror.visibleIdentities, "after \(call)")
        }
        #expect(navigator.stackDescription == mirror.stackDescription)
        #expect(navigator.containers.map(\.isPresented) == [false, true])
        #expect(navigator.containers.map(\.isNavigationContainer) == [true, true])
        #expect(navigator.visibleStack.map(\.identity) == ["terms"])
        #expect(navigator.topScreen?.identity == "terms")
    }

    @Test(arguments: [[], ["home"], ["home", "detail"]])
    func resetForgetsEventsAndRestoresTheRoot(root: [String]) {
        let navigator = RecordingNavigator(root: root.map { Page($0) })
        navigator.push(Page("a"))
        navigator.present(Page("b"), wrappedInNavigation: true)
        navigator.reset()
        #expect(navigator.events.isEmpty)
        #expect(navigator.visibleIdentities == root)
        #expect(navigator.containers.count == 1)
    }

    @Test func clearingEventsKeepsTheStack() {
        let navigator = RecordingNavigator()
        navigator.push(Page("a"))
        navigator.events.removeAll()
        navigator.push(Page("b"))
        #expect(navigator.events == [.push(identity: "b", animated: true)])
        #expect(navigator.visibleIdentities == ["a", "b"])
    }

    @Test func recordingNavigatorServesAsTheRoutersNavigator() throws {
        let elf = Elf()
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        try elf.register("app://page/<name>") { PageHandler() }
        elf.handleURL(url: "app://page/a")
        elf.handleURL(url: "app://page/a")
        #expect(navigator.events == [.push(identity: "a", animated: true), .skippedDuplicate(identity: "a")])
    }

    @Test(arguments: [
        (NavigationEvent.push(identity: "a", animated: true), "push a"),
        (.push(identity: "a", animated: false), "push a without animation"),
        (.skippedDuplicate(identity: "a"), "skip duplicate a"),
        (.pushRejected(identity: "a"), "reject push of a (no navigation container)"),
        (.present(identity: "a", wrappedInNavigation: true, animated: true), "present a in navigation"),
        (.present(identity: "a", wrappedInNavigation: false, animated: false), "present a without animation"),
        (.pop, "pop"),
        (.popToRoot, "pop to root"),
        (.dismiss, "dismiss"),
        (.replaceTop(identity: "a"), "replace top with a"),
        (.setStack(identities: ["a", "b"]), "set stack [a, b]"),
        (.setStack(identities: []), "set stack []"),
    ])
    func eventDescriptionsReadAsPhrases(event: NavigationEvent, text: String) {
        #expect(event.description == text)
    }

    // MARK: - expectRoute

    @Test(arguments: [
        RouteCase("app://product/42", "app://product/<int:id>"),
        RouteCase("app://product/42", "app://product/<int:id>", params: ["id": "42"]),
        RouteCase("app://product/42?ref=home", "app://product/<int:id>", params: ["id": "42"]),
        RouteCase("app://product/42?ref=home", "app://product/<int:id>", queryParams: ["ref": "home"]),
        RouteCase("app://product/42", "app://product/<int:id>", params: ["id": "42"], queryParams: [:]),
        RouteCase("app://product/lamp", "app://product/<slug>", params: ["slug": "lamp"]),
        RouteCase("app://products", "app://products", params: [:], queryParams: [:]),
    ])
    func expectRoutePassesWhenEverythingMatches(row: RouteCase) throws {
        try shop().expectRoute(row.url, to: row.pattern, params: row.params, queryParams: row.queryParams)
    }

    @Test(
        arguments: [
            (
                RouteCase("app://nowhere", "app://products"),
                RoutingExpectationFailure.noRoute(Elf.RouteMiss(url: "app://nowhere", reason: .noMatchingRoute)),
                #"expected "app://nowhere" to match a route: no route for "app://nowhere""#
            ),
            (
                RouteCase("app://product/42", "app://product/<slug>"),
                .wrongPattern(
                    url: "app://product/42", expected: "app://product/<slug>", actual: "app://product/<int:id>"),
                #""app://product/42" matched "app://product/<int:id>", expected "app://product/<slug>""#
            ),
            (
                RouteCase("app://product/42", "app://product/<int:id>", params: ["id": "7", "tab": "reviews"]),
                .wrongParams(
                    url: "app://product/42", pattern: "app://product/<int:id>",
                    expected: ["id": "7", "tab": "reviews"], actual: ["id": "42"]),
                """
                "app://product/42" matched "app://product/<int:id>" with params ["id": "42"], \
                expected ["id": "7", "tab": "reviews"]:
                "id" is "42", expected "7"
                "tab" is missing, expected "reviews"
                """
            ),
            (
                RouteCase("app://products?sort=price&page=2", "app://products", queryParams: ["page": "2"]),
                .wrongQueryParams(
                    url: "app://products?sort=price&page=2", expected: ["page": "2"],
                    actual: ["page": "2", "sort": "price"]),
                """
                "app://products?sort=price&page=2" has query params ["page": "2", "sort": "price"], expected ["page": "2"]:
                "sort" is "price", not expected
                """
            ),
        ] as [(RouteCase, RoutingExpectationFailure, String)])
    func expectRouteFailsNamingWhatDiffered(row: RouteCase, failure: RoutingExpectationFailure, message: String)
        throws
    {
        let elf = try shop()
        let error = #expect(throws: RoutingExpectationFailure.self) {
            try elf.expectRoute(row.url, to: row.pattern, params: row.params, queryParams: row.queryParams)
        }
        #expect(error == failure)
        #expect(error?.description == message)
    }

    @Test func expectRouteFailsForAMalformedURLNamingTheColumn() throws {
        let elf = try shop()
        let error = #expect(throws: RoutingExpectationFailure.self) {
            try elf.expectRoute("app://product/%zz", to: "app://product/<slug>")
        }
        guard case .noRoute(let miss) = error, case .malformed(let malformed) = miss.reason else {
            Issue.record("expected a malformed-URL failure, got \(String(describing: error))")
            return
        }
        #expect(malformed.column == 15)
        #expect(
            error?.description
                == #"expected "app://product/%zz" to match a route: malformed URL "app://product/%zz" at column 15: "#
                + "invalid percent escape")
    }

    @Test func expectRouteChecksTheMostSpecificRouteEvenWhenItsHandlerWouldDecline() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { DecliningHandler() }
        try elf.register("app://item/<name>") { PageHandler() }
        try elf.expectRoute("app://item/1", to: "app://item/<int:id>")
    }

    // MARK: - expectRoute to a handler type

    @Test func expectRouteToAHandlerTypeReturnsTheConvertedHandler() throws {
        let elf = try shop()
        let handler = try elf.expectRoute("app://product/42", to: PageHandler.self)
        #expect(handler.value == "42")
        #expect(handler.prefix == "product/")
    }

    @Test func expectRouteToAHandlerTypeRunsNeitherPrepareNorHandle() async throws {
        let elf = Elf()
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        try elf.register("app://loaded/<name>") { LoadingHandler() }
        let handler = try elf.expectRoute("app://loaded/a", to: LoadingHandler.self)
        #expect(handler.name == "a")
        #expect(handler.navigator === navigator, "it has the router's navigator, as handleURL would give it")
        #expect(!handler.prepared)
        #expect(elf.pendingNavigation == nil)
        #expect(navigator.events.isEmpty)
    }

    @Test func expectRouteToAHandlerTypeFollowsDeclines() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { DecliningHandler() }
        try elf.register("app://item/<name>") { PageHandler() }
        try elf.expectRoute("app://item/1", to: PageHandler.self)
    }

    @Test func expectRouteToAHandlerTypePassesTheContext() throws {
        final class Sharing: Handler {
            var text: String?
            func convert(params: [String: String], queryParams: [String: String]) {}
            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                guard let context = context as? String else { return }; text = context
            }
            func shouldHandle() -> Bool { text != nil }
            func handle() {}
        }
        let elf = Elf()
        try elf.register("app://share") { Sharing() }
        #expect(try elf.expectRoute("app://share", to: Sharing.self, context: "hello").text == "hello")
        #expect(throws: RoutingExpectationFailure.declined(url: "app://share", expected: "Sharing")) {
            try elf.expectRoute("app://share", to: Sharing.self)
        }
    }

    @Test(
        arguments: [
            (
                "app://nowhere",
                RoutingExpectationFailure.noRoute(Elf.RouteMiss(url: "app://nowhere", reason: .noMatchingRoute)),
                #"expected "app://nowhere" to match a route: no route for "app://nowhere""#
            ),
            (
                "app://declined", .declined(url: "app://declined", expected: "PageHandler"),
                #"expected PageHandler to take "app://declined", but every handler declined it"#
            ),
            (
                "app://back", .wrongHandler(url: "app://back", expected: "PageHandler", actual: "BackHandler"),
                #""app://back" is taken by BackHandler, expected PageHandler"#
            ),
        ] as [(String, RoutingExpectationFailure, String)])
    func expectRouteToAHandlerTypeFailsNamingWhatTookTheURL(
        url: String, failure: RoutingExpectationFailure, message: String
    ) throws {
        let elf = try shop()
        let error = #expect(throws: RoutingExpectationFailure.self) {
            try elf.expectRoute(url, to: PageHandler.self)
        }
        #expect(error == failure)
        #expect(error?.description == message)
    }

    @Test func expectRouteToAHandlerTypeQualifiesTypesOfTheSameName() throws {
        let elf = Elf()
        try elf.register("app://page/<name>") { Elsewhere.PageHandler() }
        let error = #expect(throws: RoutingExpectationFailure.self) {
            try elf.expectRoute("app://page/a", to: PageHandler.self)
        }
        #expect(
            error?.description
                == #""app://page/a" is taken by ElfTests.ElfTestingTests.Elsewhere.PageHandler, expected PageHandler"#)
    }

    // MARK: - expectNoRoute

    @Test(arguments: ["app://nowhere", "app://product/%zz", "not a url", "app://product/42/extra"])
    func expectNoRoutePassesForUnmatchedAndMalformedURLs(url: String) throws {
        try shop().expectNoRoute(url)
    }

    @Test func expectNoRouteFailsNamingTheRouteThatMatched() throws {
        let elf = try shop()
        let error = #expect(throws: RoutingExpectationFailure.self) {
            try elf.expectNoRoute("app://product/42")
        }
        #expect(
            error == .unexpectedRoute(url: "app://product/42", pattern: "app://product/<int:id>", params: ["id": "42"]))
        #expect(
            error?.description
                == #"expected no route for "app://product/42", but it matches "app://product/<int:id>" with params ["id": "42"]"#
        )
    }

    // MARK: - expectStack

    @Test(
        arguments: [
            ([], []),
            (["app://products"], ["products"]),
            (["app://products", "app://product/42"], ["products", "product/42"]),
            (["app://products", "app://products"], ["products"]),
            (["app://products", "app://product/1", "app://back"], ["products"]),
        ] as [([String], [String])])
    func expectStackPassesWhenTheStackMatches(urls: [String], identities: [String]) async throws {
        let elf = try shop()
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        try await elf.expectStack(after: urls, in: navigator, equals: identities)
    }

    @Test func expectStackWaitsForAsyncHandlers() async throws {
        let elf = try shop()
        try elf.register("app://loaded/<name>") { LoadingHandler() }
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        try await elf.expectStack(
            after: ["app://loaded/a", "app://products", "app://loaded/b"], in: navigator,
            equals: ["loaded a", "products", "loaded b"])
    }

    @Test func expectStackWaitsForAURLAnAsyncHandlerOpens() async throws {
        let elf = try shop()
        try elf.register("app://redirect") { [unowned elf] in RedirectingHandler(elf: elf) }
        try elf.register("app://loaded/<name>") { LoadingHandler() }
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        try await elf.expectStack(after: ["app://redirect"], in: navigator, equals: ["loaded target"])
    }

    @Test func expectStackWorksWithAnyNavigatorAndARouterWithoutOne() async throws {
        let elf = try shop()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try await elf.expectStack(after: ["app://products"], in: navigator, equals: ["products"])

        let own = StackNavigator()
        let bare = Elf()
        try bare.register("app://page/<name>") { PageHandler(navigator: own) }
        try await bare.expectStack(after: ["app://page/a"], in: own, equals: ["a"])
    }

    @Test func expectStackFailsNamingTheStack() async throws {
        let elf = try shop()
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        let failure = await thrownFailure {
            try await elf.expectStack(
                after: ["app://products", "app://product/42"], in: navigator, equals: ["products", "product/7"])
        }
        #expect(
            failure
                == .wrongStack(
                    urls: ["app://products", "app://product/42"], expected: ["products", "product/7"],
                    actual: ["products", "product/42"]))
        #expect(
            failure?.description
                == #"after "app://products", "app://product/42" the visible stack is ["products", "product/42"], "#
                + #"expected ["products", "product/7"]"#)
    }

    @Test func expectStackWithNoURLsSaysSo() async throws {
        let navigator = RecordingNavigator(root: [Page("home")])
        let failure = await thrownFailure { try await Elf().expectStack(after: [], in: navigator, equals: []) }
        #expect(failure?.description == #"with no URLs the visible stack is ["home"], expected []"#)
    }

    @Test(arguments: [
        (
            "app://nowhere", Elf.RouteMiss.Reason.noMatchingRoute,
            #""app://nowhere" was not handled: no route for "app://nowhere""#
        ),
        (
            "app://declined", .declined(patterns: ["app://declined"]),
            #""app://declined" was not handled: every handler declined "app://declined" ("app://declined")"#
        ),
    ])
    func expectStackFailsWhenAURLIsNotHandled(url: String, reason: Elf.RouteMiss.Reason, message: String)
        async throws
    {
        let elf = try shop()
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        var appMisses: [String] = []
        elf.missHandler = { appMisses.append($0.url) }
        let failure = await thrownFailure {
            try await elf.expectStack(after: ["app://products", url, "app://product/1"], in: navigator, equals: [])
        }
        #expect(failure == .notHandled(Elf.RouteMiss(url: url, reason: reason)))
        #expect(failure?.description == message)
        #expect(navigator.visibleIdentities == ["products"], "stops at the URL that was not handled")
        #expect(appMisses == [url], "the app's miss handler still runs")
        elf.handleURL(url: "app://nowhere/else")
        #expect(appMisses == [url, "app://nowhere/else"], "and stays installed")
    }

    @Test func expectStackFailsWhenTheRouterHasAnotherNavigator() async throws {
        let elf = try shop()
        elf.navigator = StackNavigator()
        let failure = await thrownFailure {
            try await elf.expectStack(after: ["app://products"], in: RecordingNavigator(), equals: ["products"])
        }
        #expect(failure == .navigatorMismatch(installed: "StackNavigator"))
        #expect(
            failure?.description
                == "the router's navigator is another StackNavigator, not the one whose stack is checked; "
                + "set elf.navigator to it first")
    }

    // MARK: - Link sources

    /// `expectRoute(_:to:source:)` and `expectStack(after:in:equals:source:)`
    /// handle the URL from the source given, so a test pins which sources a
    /// restricted route refuses; a refusal names the route and the source,
    /// even when a declining handler comes first.
    @Test(arguments: LinkSource.allCases)
    func expectationsHandleTheURLFromTheGivenSource(source: LinkSource) async throws {
        let elf = try shop()
        try elf.register("app://account/<action>", allowedSources: [.internal, .universalLink]) {
            PageHandler(prefix: "account/")
        }
        try elf.register("app://account/delete") { DecliningHandler() }
        try elf.register("app://*") { PageHandler(identity: "web") }
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        let refusal = Elf.RouteMiss(
            url: "app://account/delete", reason: .sourceNotAllowed(pattern: "app://account/<action>", source: source))
        if [LinkSource.internal, .universalLink].contains(source) {
            #expect(try elf.expectRoute("app://account/delete", to: PageHandler.self, source: source).value == "delete")
            try await elf.expectStack(
                after: ["app://products", "app://account/delete"], in: navigator,
                equals: ["products", "account/delete"],
                source: source)
        } else {
            #expect(throws: RoutingExpectationFailure.noRoute(refusal)) {
                try elf.expectRoute("app://account/delete", to: PageHandler.self, source: source)
            }
            let failure = await thrownFailure {
                try await elf.expectStack(
                    after: ["app://products", "app://account/delete"], in: navigator, equals: [], source: source)
            }
            #expect(failure == .notHandled(refusal))
            #expect(navigator.visibleIdentities == ["products"], "the catch-all did not get the refused URL")
        }
    }

    @Test func expectationsTreatAURLWithoutASourceAsFromAnUnknownOne() async throws {
        let elf = Elf()
        try elf.register("app://pay", allowedSources: [.other]) { PageHandler(identity: "pay") }
        let navigator = RecordingNavigator()
        elf.navigator = navigator
        try elf.expectRoute("app://pay", to: PageHandler.self)
        try await elf.expectStack(after: ["app://pay"], in: navigator, equals: ["pay"])
    }

    // MARK: - Helpers

    /// The failure `body` throws, or `nil` (recording an issue) when it throws none or another error.
    func thrownFailure(
        _ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> RoutingExpectationFailure? {
        do {
            try await body()
        } catch let failure as RoutingExpectationFailure {
            return failure
        } catch {
            Issue.record("expected a RoutingExpectationFailure, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
        Issue.record("expected a RoutingExpectationFailure", sourceLocation: sourceLocation)
        return nil
    }

    /// A small shop: a product list, product pages by id or slug, Back, and a declining route.
    func shop() throws -> Elf {
        let elf = Elf()
        try elf.register("app://products") { PageHandler(identity: "products") }
        try elf.register("app://product/<int:id>") { PageHandler(prefix: "product/") }
        try elf.register("app://product/<slug>") { PageHandler(prefix: "product/") }
        try elf.register("app://back") { BackHandler() }
        try elf.register("app://declined") { DecliningHandler() }
        return elf
    }
}

// MARK: - Fixtures

extension ElfTestingTests {
    typealias Page = TestScreen

    /// One row of an `expectRoute` table.
    struct RouteCase: Sendable, CustomTestStringConvertible {
        var url: String
        var pattern: String
        var params: [String: String]?
        var queryParams: [String: String]?
        init(_ url: String, _ pattern: String, params: [String: String]? = nil, queryParams: [String: String]? = nil) {
            self.url = url
            self.pattern = pattern
            self.params = params
            self.queryParams = queryParams
        }
        var testDescription: String { "\(url) → \(pattern)" }
    }

    typealias Call = NavigatorCall

    /// Pushes a page: a fixed one, or one named by the URL's value after a prefix.
    final class PageHandler: Handler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        let identity: String?
        let prefix: String
        var value = ""
        init(identity: String? = nil, prefix: String = "", navigator: (any Navigator)? = nil) {
            self.identity = identity
            self.prefix = prefix
            if let navigator { self.navigator = navigator }
        }
        func convert(params: [String: String], queryParams: [String: String]) {
            value = params.values.first ?? ""
        }
        func handle() { navigator?.push(Page(identity ?? prefix + value)) }
    }

    final class BackHandler: Handler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() { navigator?.pop() }
    }

    final class DecliningHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func shouldHandle() -> Bool { false }
        func handle() {}
    }

    /// Suspends in `prepare()` before it pushes `loaded <name>`.
    final class LoadingHandler: AsyncHandler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        var name = ""
        var prepared = false
        func convert(params: [String: String], queryParams: [String: String]) { name = params["name"] ?? "" }
        func prepare() async {
            for _ in 0..<3 { await Task.yield() }
            prepared = true
        }
        func handle() { navigator?.push(Page("loaded \(name)")) }
    }

    /// Prepares, then opens another URL whose handler is asynchronous too.
    final class RedirectingHandler: AsyncHandler {
        let elf: Elf
        init(elf: Elf) { self.elf = elf }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func prepare() async { await Task.yield() }
        func handle() { elf.handleURL(url: "app://loaded/target") }
    }

    /// A handler type whose name is also `PageHandler`.
    enum Elsewhere {
        final class PageHandler: Handler {
            func convert(params: [String: String], queryParams: [String: String]) {}
            func handle() {}
        }
    }
}

/// `expectRoundTrip(_:)`: a route value's URL routes back to it.
@MainActor
@Suite struct RoundTripExpectationTests {
    struct ProductRoute: Route {
        static let pattern = "app://product/<slug>"
        var slug: String
        var ref: String?
    }

    final class Quiet: Handler {
        func handle() {}
    }

    @Test func aValueWhoseURLRoutesBackPasses() throws {
        let elf = Elf()
        try elf.register(ProductRoute.self) { _ in Quiet() }
        #expect(try elf.expectRoundTrip(ProductRoute(slug: "hat", ref: "home")) == "app://product/hat?ref=home")
    }

    @Test func aValueWithNoURLFails() throws {
        let elf = Elf()
        try elf.register(ProductRoute.self) { _ in Quiet() }
        #expect(
            throws: RoutingExpectationFailure.noURL(
                ReverseRoutingError(pattern: "app://product/<slug>", placeholder: "slug", reason: .emptyValue))
        ) { try elf.expectRoundTrip(ProductRoute(slug: "")) }
    }

    @Test func aURLAMoreSpecificRouteTakesFails() throws {
        let elf = Elf()
        try elf.register(ProductRoute.self) { _ in Quiet() }
        try elf.register("app://product/new") { Quiet() }
        let failure = #expect(throws: RoutingExpectationFailure.self) {
            try elf.expectRoundTrip(ProductRoute(slug: "new"))
        }
        #expect(
            failure
                == .wrongPattern(
                    url: "app://product/new", expected: "app://product/<slug>", actual: "app://product/new"))
    }

    @Test func anUnregisteredTypeHasNoRoute() {
        let failure = #expect(throws: RoutingExpectationFailure.self) {
            try Elf().expectRoundTrip(ProductRoute(slug: "hat"))
        }
        #expect(failure == .noRoute(RouteMiss(url: "app://product/hat", reason: .noMatchingRoute)))
        #expect(
            RoutingExpectationFailure.wrongRouteValue(url: "app://x", expected: "X()", actual: nil).description
                == "\"app://x\" reads back as no value, expected X()")
    }
}
