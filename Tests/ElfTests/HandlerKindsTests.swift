// The router's behaviour for each kind of handler: NavigatingHandler,
// ContextHandler, ValueHandler and AsyncHandler. The last part runs the
// snippets of the Navigation article (Sources/Elf/Elf.docc/Navigators.md),
// each test naming the section it mirrors (STYLE.md §4).
//
// `import Elf` (not `@testable`): everything here is public API.

import Elf
import ElfMigration
import ElfTesting
import Testing

#if canImport(UIKit) && !os(watchOS)
    import ElfUIKit
    import UIKit
#endif

@MainActor
@Suite struct HandlerKindsTests {

    // MARK: - NavigatingHandler

    @Test func routerHandsItsNavigatorToANavigatingHandlerBeforeConvert() throws {
        let elf = Elf()
        let journal = Journal()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://page/<name>") { NavigatingProbe(journal) }
        #expect(elf.handleURL(url: "app://page/home"))
        #expect(journal.entries == ["convert home with navigator", "handle home"])
        #expect(navigator.visibleIdentities == ["home"])
    }

    @Test func plainHandlerNeedsNoNavigator() throws {
        let elf = Elf()
        let journal = Journal()
        try elf.register("app://toggle") { Probe("toggle", journal) }
        #expect(elf.navigator == nil)
        #expect(elf.handleURL(url: "app://toggle"))
        #expect(journal.entries == ["convert toggle", "shouldHandle toggle", "handle toggle"])
    }

    @Test func routerWithoutNavigatorLeavesAHandlersOwnNavigator() throws {
        let elf = Elf()
        let journal = Journal()
        let own = StackNavigator()
        try elf.register("app://page/<name>") { NavigatingProbe(journal, navigator: own) }
        #expect(elf.handleURL(url: "app://page/home"))
        #expect(own.visibleIdentities == ["home"])
    }

    @Test func routerNavigatorReplacesAHandlersOwnNavigator() throws {
        let elf = Elf()
        let journal = Journal()
        let own = StackNavigator()
        let routers = StackNavigator()
        elf.navigator = routers
        try elf.register("app://page/<name>") { NavigatingProbe(journal, navigator: own) }
        #expect(elf.handleURL(url: "app://page/home"))
        #expect(own.visibleIdentities.isEmpty)
        #expect(routers.visibleIdentities == ["home"])
    }

    /// Each row is a list of product ids, opened one after the other.
    @Test(arguments: [[42], [1, 2], [1, 1], [1, 2, 1], [3, 3, 3, 4]])
    func internalNavigationGivesTheSameStackAsURLs(ids: [Int]) throws {
        let elf = Elf()
        let viaURLs = StackNavigator()
        elf.navigator = viaURLs
        try elf.register("app://product/<int:id>") { Article.ProductHandler() }
        for id in ids { #expect(elf.handleURL(url: "app://product/\(id)")) }

        let viaModels = StackNavigator()
        for id in ids {
            Article.ProductHandler(model: Article.Product(id: id, name: "#\(id)"), navigator: viaModels).handle()
        }
        #expect(viaModels.visibleIdentities == viaURLs.visibleIdentities)
        #expect(viaModels.stackDescription == viaURLs.stackDescription)
    }

    // MARK: - ContextHandler

    enum ContextCase: String, Sendable, CaseIterable {
        case none, matching, subclass, otherType

        /// What `handleURL` is called with: nothing, or a value.
        var value: Any? {
            switch self {
            case .none: nil
            case .matching: Photo(name: "sunset")
            case .subclass: Panorama(name: "alps")
            case .otherType: 7
            }
        }

        /// What the `Photo` handler should receive.
        var received: String? {
            switch self {
            case .none, .otherType: nil
            case .matching: "sunset"
            case .subclass: "alps"
            }
        }
    }

    @Test(arguments: ContextCase.allCases)
    func contextReachesAHandlerOfItsTypeOnly(context: ContextCase) throws {
        let elf = Elf()
        let journal = Journal()
        try elf.register("app://share") { ContextProbe<Photo>(journal) }
        let handled =
            if let value = context.value {
                elf.handleURL(url: "app://share", context: value)
            } else {
                elf.handleURL(url: "app://share")
            }
        #expect(handled, "a value of another type does not stop the handler")
        let receive = context.received.map { ["receive \($0)"] } ?? []
        #expect(journal.entries == receive + ["convert", "shouldHandle", "handle"])
    }

    @Test func contextArrivesBeforeConvertAndShouldHandle() throws {
        final class NeedsPhoto: Handler {
            var photo: Photo?
            func convert(params: [String: String], queryParams: [String: String]) {}
            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                guard let context = context as? Photo else { return }; photo = context
            }
            func shouldHandle() -> Bool { photo != nil }
            func handle() {}
        }
        let elf = Elf()
        try elf.register("app://share") { NeedsPhoto() }
        #expect(elf.handleURL(url: "app://share", context: Photo(name: "sunset")))
        #expect(!elf.handleURL(url: "app://share"), "declines without a photo")
        #expect(!elf.handleURL(url: "app://share", context: "not a photo"))
    }

    @Test func contextReachesEachCandidateAfterADecline() throws {
        let elf = Elf()
        let journal = Journal()
        try elf.register("app://share/<int:id>") { ContextProbe<Photo>(journal, name: "int", accepts: false) }
        try elf.register("app://share/<name>") { ContextProbe<Photo>(journal, name: "name") }
        #expect(elf.handleURL(url: "app://share/1", context: Photo(name: "sunset")))
        #expect(
            journal.entries == [
                "receive int sunset", "convert int", "shouldHandle int",
                "receive name sunset", "convert name", "shouldHandle name", "handle name",
            ])
    }

    // MARK: - ValueHandler

    /// A candidate for `app://item/1`, in precedence order: `<int:id>`, then `<name>`, then `*`.
    enum Candidate: Sendable, CustomTestStringConvertible {
        case plain
        case declines(String)
        case noValue
        case otherType(Int)
        case answers(String)

        var testDescription: String {
            switch self {
            case .plain: "plain"
            case .declines(let value): "declines(\(value))"
            case .noValue: "nil"
            case .otherType(let value): "Int(\(value))"
            case .answers(let value): "\"\(value)\""
            }
        }

        @MainActor func make(_ journal: Journal) -> any Handler {
            switch self {
            case .plain: Probe("plain", journal)
            case .declines(let value): ValueProbe<String>(journal, value: value, accepts: false)
            case .noValue: ValueProbe<String>(journal, value: nil)
            case .otherType(let value): ValueProbe<Int>(journal, value: value)
            case .answers(let value): ValueProbe<String>(journal, value: value)
            }
        }
    }

    @Test(
        arguments: [
            ([.answers("int"), .answers("name"), .answers("rest")], "int"),
            ([.declines("int"), .answers("name"), .answers("rest")], "name"),
            ([.noValue, .answers("name"), .answers("rest")], "name"),
            ([.otherType(1), .answers("name"), .answers("rest")], "name"),
            ([.plain, .answers("name"), .answers("rest")], "name"),
            ([.plain, .noValue, .answers("rest")], "rest"),
            ([.plain, .declines("name"), .otherType(3)], nil),
        ] as [([Candidate], String?)])
    func valueComesFromTheFirstValueHandlerThatAnswersWithTheType(candidates: [Candidate], expected: String?)
        throws
    {
        let elf = Elf()
        let journal = Journal()
        for (pattern, candidate) in zip(["app://item/<int:id>", "app://item/<name>", "app://item/*"], candidates) {
            try elf.register(pattern) { candidate.make(journal) }
        }
        var missed: [String] = []
        elf.notFoundHandler = { missed.append($0) }
        elf.missHandler = { missed.append($0.description) }
        #expect(elf.value(for: "app://item/1", as: String.self) == expected)
        #expect(!journal.entries.contains { $0.hasPrefix("handle") }, "value(for:) never calls handle()")
        #expect(missed.isEmpty, "value(for:) calls no not-found handler")
    }

    @Test(arguments: ["app://item/%zz", "app://nowhere", "not a url", ""])
    func valueIsNilForMalformedAndUnmatchedURLs(url: String) throws {
        let elf = Elf()
        let journal = Journal()
        try elf.register("app://item/<name>") { ValueProbe<String>(journal, value: "item") }
        #expect(elf.value(for: url, as: String.self) == nil)
        #expect(journal.entries.isEmpty)
    }

    @Test func valueHandlerCanUseTheContext() throws {
        final class Caption: ValueHandler {
            var photo: Photo?
            func convert(params: [String: String], queryParams: [String: String]) {}
            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                guard let context = context as? Photo else { return }; photo = context
            }
            func makeValue() -> String? { photo.map { "caption for \($0.name)" } }
            func handle() {}
        }
        let elf = Elf()
        try elf.register("app://caption") { Caption() }
        #expect(
            elf.value(for: "app://caption", as: String.self, context: Photo(name: "sunset")) == "caption for sunset")
        #expect(elf.value(for: "app://caption", as: String.self) == nil)
    }

    @Test func valueNeverPreparesOrHandlesAnAsyncHandler() throws {
        final class Loading: AsyncHandler, ValueHandler {
            let journal: Journal
            init(_ journal: Journal) { self.journal = journal }
            func convert(params: [String: String], queryParams: [String: String]) {}
            func prepare() async { journal.record("prepare") }
            func makeValue() -> String? { "not loaded" }
            func handle() { journal.record("handle") }
        }
        let elf = Elf()
        let journal = Journal()
        try elf.register("app://load") { Loading(journal) }
        #expect(elf.value(for: "app://load", as: String.self) == "not loaded")
        #expect(elf.pendingNavigation == nil, "no task was started")
        #expect(journal.entries.isEmpty)
    }

    // MARK: - AsyncHandler

    @Test func asyncHandlerPreparesThenHandles() async throws {
        let elf = Elf()
        let journal = Journal()
        let gate = Gate()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://load/<name>") { AsyncProbe(journal, gate: gate) }

        #expect(elf.handleURL(url: "app://load/a"), "taken before it prepares")
        #expect(journal.entries == ["convert a"])
        await gate.arrival()
        #expect(journal.entries == ["convert a", "prepare a"])
        #expect(navigator.visibleIdentities.isEmpty)

        gate.open()
        await elf.pendingNavigation?.value
        #expect(journal.entries == ["convert a", "prepare a", "prepared a", "handle a"])
        #expect(navigator.visibleIdentities == ["a"])
    }

    /// A URL opened while `app://load/a` prepares, and whether a handler takes it.
    enum NewerURL: String, Sendable, CaseIterable {
        case async = "app://load/b"
        case sync = "app://page/b"
        case declined = "app://declined"
        case unmatched = "app://nowhere"
        case malformed = "app://page/%zz"

        var isHandled: Bool { self == .async || self == .sync }
    }

    /// A newer URL that a handler takes cancels the older pending one, whose
    /// `handle()` never runs; a URL nothing handles (a typo, a stale link)
    /// cancels nothing.
    @Test(arguments: NewerURL.allCases)
    func onlyANewerHandledURLCancelsAnOlderPendingOne(newer: NewerURL) async throws {
        let elf = Elf()
        let journal = Journal()
        let gates = ["a": Gate(), "b": Gate()]
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://load/<name>") { AsyncProbe(journal, gate: gates[journal.lastName]!) }
        try elf.register("app://page/<name>") { NavigatingProbe(journal) }
        try elf.register("app://declined") { Probe("declined", journal, accepts: false) }

        journal.lastName = "a"
        elf.handleURL(url: "app://load/a")
        let older = try #require(elf.pendingNavigation)
        await gates["a"]!.arrival()

        journal.lastName = "b"
        #expect(elf.handleURL(url: newer.rawValue) == newer.isHandled)
        gates["a"]!.open()
        await older.value
        if newer.isHandled {
            #expect(journal.entries.contains("prepared a (cancelled)"), "prepare() sees Task.isCancelled")
            #expect(!journal.entries.contains("handle a"))
        } else {
            #expect(journal.entries.contains("prepared a"))
            #expect(journal.entries.contains("handle a"))
        }

        gates["b"]!.open()
        await elf.pendingNavigation?.value
        #expect(navigator.visibleIdentities == (newer.isHandled ? ["b"] : ["a"]))
    }

    @Test func pendingNavigationIsNilOnceFinished() async throws {
        let elf = Elf()
        let journal = Journal()
        let gate = Gate()
        try elf.register("app://load/<name>") { AsyncProbe(journal, gate: gate) }
        elf.handleURL(url: "app://load/a")
        let pending = try #require(elf.pendingNavigation)
        gate.open()
        await pending.value
        #expect(elf.pendingNavigation == nil)
    }

    @Test func pendingNavigationIsNilOnceCancelledByASynchronousHandler() async throws {
        let elf = Elf()
        let journal = Journal()
        let gate = Gate()
        try elf.register("app://load/<name>") { AsyncProbe(journal, gate: gate) }
        try elf.register("app://page/<name>") { NavigatingProbe(journal) }
        elf.handleURL(url: "app://load/a")
        let pending = try #require(elf.pendingNavigation)
        elf.handleURL(url: "app://page/b")
        #expect(elf.pendingNavigation == nil)
        gate.open()
        await pending.value
        #expect(elf.pendingNavigation == nil)
        #expect(!journal.entries.contains("handle a"))
    }

    @Test func pendingNavigationIsTheNewestTask() async throws {
        let elf = Elf()
        let journal = Journal()
        let gates = ["a": Gate(), "b": Gate()]
        try elf.register("app://load/<name>") { AsyncProbe(journal, gate: gates[journal.lastName]!) }
        journal.lastName = "a"
        elf.handleURL(url: "app://load/a")
        let older = try #require(elf.pendingNavigation)
        journal.lastName = "b"
        elf.handleURL(url: "app://load/b")
        let newer = try #require(elf.pendingNavigation)
        #expect(newer != older)
        gates["a"]!.open()
        await older.value
        #expect(elf.pendingNavigation == newer, "the cancelled older task does not clear the newer one")
        gates["b"]!.open()
        await newer.value
        #expect(elf.pendingNavigation == nil)
        #expect(journal.entries.filter { $0.hasPrefix("handle") } == ["handle b"])
    }

    @Test func pendingNavigationIsNilBeforeAnyAsyncHandler() async throws {
        let elf = Elf()
        let journal = Journal()
        let gate = Gate()
        try elf.register("app://page/<name>") { NavigatingProbe(journal) }
        try elf.register("app://load/<name>") { AsyncProbe(journal, gate: gate) }
        #expect(elf.pendingNavigation == nil)
        elf.handleURL(url: "app://page/a")
        elf.handleURL(url: "app://nowhere")
        #expect(elf.pendingNavigation == nil)
        gate.open()
        elf.handleURL(url: "app://load/b")
        #expect(elf.pendingNavigation != nil)
        await elf.pendingNavigation?.value
    }

    @Test func declinedAsyncHandlerFallsThroughToTheNextCandidate() throws {
        let elf = Elf()
        let journal = Journal()
        let gate = Gate()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://item/<int:id>") { AsyncProbe(journal, gate: gate, accepts: false) }
        try elf.register("app://item/<name>") { NavigatingProbe(journal) }
        #expect(elf.handleURL(url: "app://item/1"))
        #expect(journal.entries == ["convert 1", "convert 1 with navigator", "handle 1"])
        #expect(elf.pendingNavigation == nil, "prepare() never ran")
        #expect(navigator.visibleIdentities == ["1"])
    }

    // MARK: - Navigation.md

    /// "Keep screens as values": push, the duplicate check, present, and the drawing.
    @Test func articleStackNavigator() {
        typealias ShopScreen = Article.ShopScreen
        let navigator = StackNavigator()
        navigator.push(ShopScreen.products)
        navigator.push(ShopScreen.product(id: 42, model: nil))
        #expect(!navigator.push(ShopScreen.product(id: 42, model: nil)))  // false: already on top
        navigator.present(ShopScreen.login, wrappedInNavigation: true)
        #expect(
            navigator.stackDescription == """
                stack
                ├─ products
                └─ product/42
                presented in navigation
                └─ login
                """)
    }

    /// "The navigator protocol": the one `present`, with its defaults.
    @Test func articlePresentForms() {
        typealias ShopScreen = Article.ShopScreen
        let navigator = StackNavigator()
        var printed: [String] = []
        navigator.present(ShopScreen.login)  // a sheet
        navigator.present(ShopScreen.login, wrappedInNavigation: true)  // a sheet that can push
        navigator.present(ShopScreen.login, style: .fullScreenCover) {  // a cover, then the completion
            printed.append("login is up")
        }
        #expect(printed == ["login is up"])
        #expect(navigator.containers.map(\.style) == [nil, .sheet, .sheet, .fullScreenCover])
        #expect(navigator.containers.map(\.isNavigationContainer) == [true, false, true, false])
    }

    /// "Keep screens as values": driving a SwiftUI path with `onChange`.
    @Test func articleSwiftUIPath() {
        typealias ShopScreen = Article.ShopScreen
        let model = Article.AppModel()
        model.navigator.push(ShopScreen.products)
        model.navigator.push(ShopScreen.product(id: 42, model: nil))
        #expect(model.path == ["products", "product/42"])
    }

    /// "Navigate from handlers": the router hands its navigator to the handler.
    @Test func articleNavigatingHandler() throws {
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://product/<int:id>") { Article.ProductHandler() }
        elf.handleURL(url: "app://product/42")
        #expect(navigator.visibleIdentities == ["product/42"])
    }

    /// "Navigate from inside the app": the same `handle()` with a model.
    @Test func articleInternalNavigation() {
        let navigator = StackNavigator()
        let product = Article.Product(id: 42, name: "Desk lamp")
        Article.ProductHandler(model: product, navigator: navigator).handle()
        #expect(navigator.visibleIdentities == ["product/42"])
        guard case .product(_, let model, _) = navigator.topScreen as? Article.ShopScreen else {
            Issue.record("expected a product screen")
            return
        }
        #expect(model == product, "the screen shows the model at once, without loading it")
    }

    /// "Pass models, and take updates back".
    @Test func articleModelUpdates() {
        let navigator = StackNavigator()
        var products = [Article.Product(id: 7, name: "Chair"), Article.Product(id: 42, name: "Desk lamp")]
        let index = 1
        // In the list:
        Article.ProductHandler(
            model: products[index], navigator: navigator,
            onModelUpdate: { updated in
                products[index] = updated
            }
        ).handle()
        // In the product page, after the user saves the product:
        guard case .product(_, var product?, let onModelUpdate) = navigator.topScreen as? Article.ShopScreen else {
            Issue.record("expected a product screen with a model")
            return
        }
        product.isSaved = true
        onModelUpdate?(product)
        #expect(products[index].isSaved)
        #expect(!products[0].isSaved)
    }

    /// "Pass values with a URL": `ShareHandler` takes a product, and declines without one.
    @Test func articleContextHandler() throws {
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://share") { Article.ShareHandler() }
        let product = Article.Product(id: 42, name: "Desk lamp")
        #expect(elf.handleURL(url: "app://share", context: product))  // true: presents the share sheet
        #expect(!elf.handleURL(url: "app://share"))  // false: nothing to share
        #expect(navigator.stackDescription == "stack\n└─ (empty)\npresented\n└─ share/42")
    }

    /// "Ask a URL for a value".
    @Test func articleValueHandler() throws {
        let elf = Elf()
        try elf.register("app://product/<int:id>") { Article.ProductHandler() }
        let preview = elf.value(for: "app://product/42", as: Article.ShopScreen.self)
        #expect(preview?.identity == "product/42")
    }

    /// "Load before navigating": the newest URL wins.
    @Test func articleAsyncHandler() async throws {
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://product/<int:id>") { Article.ProductPageHandler() }
        elf.handleURL(url: "app://product/1")  // starts loading product 1
        elf.handleURL(url: "app://product/2")  // cancels it: only product 2 is pushed
        await elf.pendingNavigation?.value
        #expect(navigator.visibleIdentities == ["product/2"])
        guard case .product(_, let model, _) = navigator.topScreen as? Article.ShopScreen else {
            Issue.record("expected a product screen")
            return
        }
        #expect(model?.name == "Product 2")
    }

    /// "Test navigation with ElfTesting".
    @Test func articleElfTesting() async throws {
        let elf = Elf()
        try elf.register("app://products") { Article.ProductListHandler() }
        try elf.register("app://product/<int:id>") { Article.ProductHandler() }
        let navigator = RecordingNavigator()
        elf.navigator = navigator

        try elf.expectRoute("app://product/42?ref=home", to: "app://product/<int:id>", params: ["id": "42"])
        let handler = try elf.expectRoute("app://product/42", to: Article.ProductHandler.self)
        #expect(handler.id == 42)
        try elf.expectNoRoute("app://product/lamp")
        try await elf.expectStack(
            after: ["app://products", "app://product/42"], in: navigator, equals: ["products", "product/42"])
        #expect(
            navigator.events == [
                .push(identity: "products", animated: true), .push(identity: "product/42", animated: true),
            ])
    }

    #if canImport(UIKit) && !os(watchOS)
        /// "Show screens with UIKit": builds where UIKit has view controllers.
        @Test func articleUIKitNavigator() {
            typealias ShopScreen = Article.ShopScreen
            final class ProductListViewController: UIViewController {
                init(navigator: UIKitNavigator) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class ProductViewController: UIViewController {
                init(id: Int, model: Article.Product?, onModelUpdate: ((Article.Product) -> Void)?) {
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
            }
            let window = UIWindow()
            let elf = Elf()
            let navigator = UIKitNavigator(window: window) { screen, navigator in
                switch screen as? ShopScreen {
                case .products: ProductListViewController(navigator: navigator)
                case .product(let id, let model, let onModelUpdate):
                    ProductViewController(id: id, model: model, onModelUpdate: onModelUpdate)
                default: nil
                }
            }
            elf.navigator = navigator
            #expect(elf.navigator === navigator)
        }
    #endif
}

// MARK: - Fixtures

extension HandlerKindsTests {
    /// What the probe handlers did, in order; one per test, so tests can run in parallel.
    @MainActor
    final class Journal {
        var entries: [String] = []
        /// The name the next async probe takes its gate by.
        var lastName = ""
        func record(_ entry: String) { entries.append(entry) }
    }

    /// A point an async handler waits at until the test opens it: no clocks.
    @MainActor
    final class Gate {
        private var isOpen = false
        private var hasArrived = false
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var watching: [CheckedContinuation<Void, Never>] = []

        /// Waits until the gate is open, telling ``arrival()`` it got here.
        func pass() async {
            hasArrived = true
            for watcher in watching { watcher.resume() }
            watching = []
            if isOpen { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        /// Returns once something waits at (or went through) the gate.
        func arrival() async {
            if hasArrived { return }
            await withCheckedContinuation { watching.append($0) }
        }

        func open() {
            isOpen = true
            for waiter in waiting { waiter.resume() }
            waiting = []
        }
    }

    struct Page: Screen {
        var identity: String
    }

    class Photo {
        let name: String
        init(name: String) { self.name = name }
    }

    final class Panorama: Photo {}

    /// A plain handler that records its lifecycle.
    final class Probe: Handler {
        let name: String
        let journal: Journal
        let accepts: Bool
        init(_ name: String, _ journal: Journal, accepts: Bool = true) {
            self.name = name
            self.journal = journal
            self.accepts = accepts
        }
        func convert(params: [String: String], queryParams: [String: String]) { journal.record("convert \(name)") }
        func shouldHandle() -> Bool {
            journal.record("shouldHandle \(name)")
            return accepts
        }
        func handle() { journal.record("handle \(name)") }
    }

    /// Pushes a page named by the URL's `name` (or `id`).
    final class NavigatingProbe: Handler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        let journal: Journal
        var name = ""
        init(_ journal: Journal, navigator: (any Navigator)? = nil) {
            self.journal = journal
            if let navigator { self.navigator = navigator }
        }
        func convert(params: [String: String], queryParams: [String: String]) {
            name = params["name"] ?? params["id"] ?? ""
            journal.record("convert \(name)\(navigator == nil ? "" : " with navigator")")
        }
        func handle() {
            journal.record("handle \(name)")
            navigator?.push(Page(identity: name))
        }
    }

    /// Records the context it receives.
    final class ContextProbe<Context: Photo>: Handler {
        let journal: Journal
        let name: String?
        let accepts: Bool
        init(_ journal: Journal, name: String? = nil, accepts: Bool = true) {
            self.journal = journal
            self.name = name
            self.accepts = accepts
        }
        private func record(_ event: String, _ detail: String? = nil) {
            journal.record([event, name, detail].compactMap { $0 }.joined(separator: " "))
        }
        func convert(params: [String: String], queryParams: [String: String]) { record("convert") }
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            guard let context = context as? Context else { return }; record("receive", context.name)
        }
        func shouldHandle() -> Bool {
            record("shouldHandle")
            return accepts
        }
        func handle() { record("handle") }
    }

    /// Answers `value(for:as:)` with a fixed value.
    final class ValueProbe<Value>: ValueHandler {
        let journal: Journal
        let value: Value?
        let accepts: Bool
        init(_ journal: Journal, value: Value?, accepts: Bool = true) {
            self.journal = journal
            self.value = value
            self.accepts = accepts
        }
        func convert(params: [String: String], queryParams: [String: String]) { journal.record("convert") }
        func shouldHandle() -> Bool { accepts }
        func makeValue() -> Value? { value }
        func handle() { journal.record("handle") }
    }

    /// Waits at its gate in `prepare()`, then pushes a page named by the URL.
    final class AsyncProbe: AsyncHandler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        let journal: Journal
        let gate: Gate
        let accepts: Bool
        var name = ""
        init(_ journal: Journal, gate: Gate, accepts: Bool = true) {
            self.journal = journal
            self.gate = gate
            self.accepts = accepts
        }
        func convert(params: [String: String], queryParams: [String: String]) {
            name = params["name"] ?? params["id"] ?? ""
            journal.record("convert \(name)")
        }
        func shouldHandle() -> Bool { accepts }
        func prepare() async {
            journal.record("prepare \(name)")
            await gate.pass()
            journal.record("prepared \(name)\(Task.isCancelled ? " (cancelled)" : "")")
        }
        func handle() {
            journal.record("handle \(name)")
            navigator?.push(Page(identity: name))
        }
    }
}

// MARK: - The Navigation article's types

extension HandlerKindsTests {
    /// The types the snippets of Navigation.md use, as the article writes them.
    enum Article {
        struct Product: Equatable {
            var id: Int
            var name: String
            var isSaved = false
        }

        enum ShopScreen: Screen {
            case products
            case product(id: Int, model: Product?, onModelUpdate: ((Product) -> Void)? = nil)
            case login
            case share(productID: Int)

            var identity: String {
                switch self {
                case .products: "products"
                case .product(let id, _, _): "product/\(id)"
                case .login: "login"
                case .share(let productID): "share/\(productID)"
                }
            }
        }

        @MainActor
        final class AppModel {
            var path: [String] = []  // NavigationStack(path: $model.path)
            let navigator = StackNavigator()

            init() {
                navigator.onChange = { [weak self] navigator in
                    self?.path = navigator.visibleIdentities
                }
            }
        }

        final class ProductListHandler: NavigatingHandler {
            var navigator: (any Navigator)?

            func convert(params: [String: String], queryParams: [String: String]) {}
            func handle() { navigator?.push(ShopScreen.products) }
        }

        final class ProductHandler: NavigatingHandler {
            var navigator: (any Navigator)?
            var id = 0
            var model: Product?
            var onModelUpdate: ((Product) -> Void)?

            init() {}

            init(model: Product, navigator: any Navigator, onModelUpdate: ((Product) -> Void)? = nil) {
                self.id = model.id
                self.model = model
                self.navigator = navigator
                self.onModelUpdate = onModelUpdate
            }

            func convert(params: [String: String], queryParams: [String: String]) {
                id = Int(params["id"] ?? "") ?? 0
            }

            func handle() {
                navigator?.push(ShopScreen.product(id: id, model: model, onModelUpdate: onModelUpdate))
            }
        }

        final class ShareHandler: NavigatingHandler {
            var navigator: (any Navigator)?
            var product: Product?

            func convert(params: [String: String], queryParams: [String: String]) {}

            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                if let navigator { self.navigator = navigator }
                guard let context = context as? Product else { return }; product = context
            }

            func shouldHandle() -> Bool { product != nil }  // nothing to share without a product

            func handle() {
                guard let product else { return }
                navigator?.present(ShopScreen.share(productID: product.id))
            }
        }

        actor Catalog {
            static let shared = Catalog()
            func product(id: Int) -> Product? { Product(id: id, name: "Product \(id)") }
        }

        final class ProductPageHandler: AsyncHandler, NavigatingHandler {
            var navigator: (any Navigator)?
            var id = 0
            var product: Product?

            func convert(params: [String: String], queryParams: [String: String]) {
                id = Int(params["id"] ?? "") ?? 0
            }

            func prepare() async {
                product = await Catalog.shared.product(id: id)
            }

            func handle() {
                navigator?.push(ShopScreen.product(id: id, model: product))
            }
        }
    }
}

extension HandlerKindsTests.Article.ProductHandler: ValueHandler {
    func makeValue() -> HandlerKindsTests.Article.ShopScreen? { .product(id: id, model: model) }
}
