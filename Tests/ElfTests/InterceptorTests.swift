// Interceptors: the ordered chain that lets a matched URL pass, rejects it,
// redirects it or defers it before its handler is made; the login gate and
// the replay of the deferred URL; the misses they cause. The last part runs
// the snippets of the Interceptors article (Sources/Elf/Elf.docc/Interceptors.md),
// each test naming the section it mirrors (STYLE.md §4).
//
// `import Elf` (not `@testable`): everything here is public API.

import Elf
import ElfMigration
import Testing

@MainActor
@Suite struct InterceptorTests {
    typealias Decision = Elf.InterceptorDecision
    typealias RouteMiss = Elf.RouteMiss

    // MARK: - The chain

    /// Each row: what interceptors "c", "a" and "b" answer, added in that
    /// order; which of them are asked; whether the URL is handled.
    @Test(
        arguments: [
            ([], [], true),
            ([.pass], ["c"], true),
            ([.pass, .pass, .pass], ["c", "a", "b"], true),
            ([.reject(reason: "no"), .pass, .pass], ["c"], false),
            ([.pass, .reject(reason: "no"), .pass], ["c", "a"], false),
            ([.pass, .pass, .reject(reason: "no")], ["c", "a", "b"], false),
            // The redirect target goes through the whole chain again (and passes).
            ([.pass, .redirect(to: "app://page/b"), .reject(reason: "no")], ["c", "a", "c", "a", "b"], true),
        ] as [([Decision], [String], Bool)])
    func interceptorsAreAskedInTheOrderAddedUntilOneDoesNotPass(
        decisions: [Decision], asked: [String], handled: Bool
    ) throws {
        let fixture = try Fixture()
        let questions = Journal()
        for (name, decision) in zip(["c", "a", "b"], decisions) {
            fixture.elf.addInterceptor(
                Elf.Interceptor(name) { match in
                    questions.record(name)
                    // Decide only for the URL given; a redirect target passes.
                    return match.url == "app://page/a" ? decision : .pass
                })
        }
        #expect(fixture.elf.handleURL(url: "app://page/a") == handled)
        #expect(questions.entries == asked)
        #expect(fixture.elf.interceptorNamesForTests == Array(["c", "a", "b"].prefix(decisions.count)))
    }

    /// One change to the list of interceptors.
    enum Change: Sendable, CustomTestStringConvertible {
        case add(String)
        case remove(String, found: Bool)
        case removeAll

        var testDescription: String {
            switch self {
            case .add(let name): "add \(name)"
            case .remove(let name, _): "remove \(name)"
            case .removeAll: "remove all"
            }
        }
    }

    @Test(
        arguments: [
            ([.add("a"), .add("b"), .add("c")], ["a", "b", "c"]),
            ([.add("a"), .add("b"), .add("a")], ["a", "b"]),
            ([.add("a"), .add("b"), .remove("a", found: true)], ["b"]),
            ([.add("a"), .remove("x", found: false)], ["a"]),
            ([.add("a"), .remove("a", found: true), .remove("a", found: false), .add("a")], ["a"]),
            ([.add("a"), .add("b"), .removeAll], []),
            ([.removeAll, .add("b"), .add("a")], ["b", "a"]),
        ] as [([Change], [String])])
    func interceptorListFollowsAddsAndRemovals(changes: [Change], names: [String]) throws {
        let elf = Elf()
        #expect(elf.interceptorNamesForTests.isEmpty)
        for change in changes {
            switch change {
            case .add(let name): elf.addInterceptor(Elf.Interceptor(name) { _ in .pass })
            case .remove(let name, let found): #expect(elf.removeInterceptor(named: name) == found)
            case .removeAll: for name in elf.interceptorNamesForTests { elf.removeInterceptor(named: name) }
            }
        }
        #expect(elf.interceptorNamesForTests == names)
    }

    @Test func addingANameAgainReplacesTheInterceptorInItsPlace() throws {
        let fixture = try Fixture()
        let questions = Journal()
        fixture.elf.addInterceptor(Elf.Interceptor("gate") { _ in questions.record("gate 1") ?? .pass })
        fixture.elf.addInterceptor(Elf.Interceptor("audit") { _ in questions.record("audit") ?? .pass })
        fixture.elf.addInterceptor(
            Elf.Interceptor("gate") { _ in questions.record("gate 2") ?? .reject(reason: "closed") })
        #expect(fixture.elf.interceptorNamesForTests == ["gate", "audit"])
        #expect(!fixture.elf.handleURL(url: "app://page/a"))
        #expect(questions.entries == ["gate 2"])
        #expect(fixture.misses == [RouteMiss(url: "app://page/a", reason: .rejected(by: "gate", reason: "closed"))])
    }

    @Test func interceptorSeesTheWholeMatch() throws {
        let fixture = try Fixture(["app://item/<int:id>"])
        let seen = Journal()
        fixture.elf.addInterceptor(
            Elf.Interceptor("look") { match in
                let query = match.queryParams.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                seen.record("\(match.url) | \(match.pattern) | \(match.params) | \(query)")
                seen.record("\(match.fragment ?? "-") | \(match.queryValues("tag"))")
                return .pass
            })
        #expect(fixture.elf.handleURL(url: "app://item/42?ref=home&tag=a&tag=b#top"))
        #expect(
            seen.entries == [
                #"app://item/42?ref=home&tag=a&tag=b#top | app://item/<int:id> | ["id": "42"] | ["ref=home", "tag=b"]"#,
                #"top | ["a", "b"]"#,
            ])
    }

    @Test func matchingIgnoresInterceptors() throws {
        let fixture = try Fixture()
        let questions = Journal()
        fixture.elf.addInterceptor(Elf.Interceptor("wall") { _ in questions.record("asked") ?? .reject(reason: "no") })
        #expect(fixture.elf.match("app://page/a")?.pattern == "app://page/<name>")
        #expect((try? fixture.elf.resolve("app://page/a").get())?.pattern == "app://page/<name>")
        #expect(questions.entries.isEmpty)
        #expect(!fixture.elf.handleURL(url: "app://page/a"))
        #expect(questions.entries == ["asked"])
    }

    /// canHandle asks the interceptors as handling does: a rejected URL cannot be handled.
    @Test @MainActor func canHandleAsksTheInterceptors() throws {
        let fixture = try Fixture()
        let questions = Journal()
        fixture.elf.addInterceptor(Elf.Interceptor("wall") { _ in questions.record("asked") ?? .reject(reason: "no") })
        #expect(!fixture.elf.canHandle("app://page/a"))
        #expect(questions.entries == ["asked"])
        fixture.elf.removeInterceptor(named: "wall")
        #expect(fixture.elf.canHandle("app://page/a"))
    }

    // MARK: - Decisions

    /// What an interceptor answers for `app://page/a`; every other URL passes.
    enum DecisionCase: String, Sendable, CaseIterable {
        case pass, reject, redirect, deferral, redirectToNowhere, deferralToNowhere

        var decision: Decision {
            switch self {
            case .pass: .pass
            case .reject: .reject(reason: "not today")
            case .redirect: .redirect(to: "app://page/b")
            case .deferral: .deferUntilResumed(redirectTo: "app://page/b")
            case .redirectToNowhere: .redirect(to: "app://nowhere")
            case .deferralToNowhere: .deferUntilResumed(redirectTo: "app://nowhere")
            }
        }

        var handled: Bool { [.pass, .redirect, .deferral].contains(self) }

        var stack: [String] {
            switch self {
            case .pass: ["a"]
            case .redirect, .deferral: ["b"]
            case .reject, .redirectToNowhere, .deferralToNowhere: []
            }
        }

        var miss: RouteMiss? {
            switch self {
            case .pass, .redirect, .deferral: nil
            case .reject: RouteMiss(url: "app://page/a", reason: .rejected(by: "check", reason: "not today"))
            case .redirectToNowhere, .deferralToNowhere: RouteMiss(url: "app://nowhere", reason: .noMatchingRoute)
            }
        }

        /// A deferral remembers the URL even when its redirect target fails.
        var deferred: String? { [.deferral, .deferralToNowhere].contains(self) ? "app://page/a" : nil }
    }

    @Test(arguments: DecisionCase.allCases)
    func decisionDecidesWhatHandlingDoes(row: DecisionCase) throws {
        let fixture = try Fixture()
        fixture.elf.addInterceptor(Elf.Interceptor("check") { $0.url == "app://page/a" ? row.decision : .pass })
        #expect(fixture.elf.handleURL(url: "app://page/a") == row.handled)
        #expect(fixture.navigator.visibleIdentities == row.stack)
        #expect(fixture.misses == (row.miss.map { [$0] } ?? []))
        #expect(fixture.notFound == (row.handled ? [] : ["app://page/a"]), "the not-found handler gets the URL opened")
        #expect(fixture.elf.deferredURL == row.deferred)
    }

    @Test func rejectionReachesTheMissHandlersWithTheReason() throws {
        let elf = Elf()
        try elf.register("app://page/<name>") { PageHandler() }
        let journal = Journal()
        elf.missHandler = { journal.record("miss: \($0)") }
        elf.notFoundHandler = { journal.record("not found: \($0)") }
        elf.addInterceptor(Elf.Interceptor("age check") { _ in .reject(reason: "adults only") })
        #expect(!elf.handleURL(url: "app://page/a"))
        #expect(
            journal.entries == [
                #"miss: interceptor "age check" rejected "app://page/a": adults only"#,
                "not found: app://page/a",
            ])
    }

    @Test func rejectionDoesNotFallBackToTheNextPattern() throws {
        let fixture = try Fixture(["app://item/<int:id>", "app://item/<name>", "app://item/*"])
        fixture.elf.addInterceptor(
            Elf.Interceptor("ids") { $0.pattern == "app://item/<int:id>" ? .reject(reason: "hidden") : .pass })
        #expect(!fixture.elf.handleURL(url: "app://item/1"))
        #expect(fixture.journal.entries.isEmpty, "no handler was made")
        #expect(fixture.misses.map(\.reason) == [.rejected(by: "ids", reason: "hidden")])
        #expect(fixture.elf.handleURL(url: "app://item/lamp"), "another pattern's URL passes")
    }

    @Test func interceptorsAreAskedAgainAfterAHandlerDeclines() throws {
        let elf = Elf()
        let journal = Journal()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://item/<int:id>") { PageHandler(journal, accepts: false) }
        try elf.register("app://item/<name>") { PageHandler(journal) }
        let questions = Journal()
        elf.addInterceptor(Elf.Interceptor("look") { questions.record($0.pattern) ?? .pass })
        #expect(elf.handleURL(url: "app://item/1"))
        #expect(questions.entries == ["app://item/<int:id>", "app://item/<name>"])
        #expect(journal.entries == ["convert 1", "convert 1", "handle 1"])
        #expect(navigator.visibleIdentities == ["1"])
    }

    @Test func redirectTargetGetsTheContext() throws {
        let elf = Elf()
        let journal = Journal()
        try elf.register("app://old-share") { PageHandler(journal) }
        try elf.register("app://share") { ShareHandler(journal) }
        elf.addInterceptor(
            Elf.Interceptor("moved") { $0.pattern == "app://old-share" ? .redirect(to: "app://share") : .pass })
        #expect(elf.handleURL(url: "app://old-share", context: "sunset"))
        #expect(journal.entries == ["share sunset"])
    }

    // MARK: - Redirect loops

    /// Each row: where interceptors send `app://page/<x>` URLs, and the chain the miss reports.
    @Test(
        arguments: [
            (["a": .redirect(to: "app://page/a")], ["a", "a"]),
            (["a": .redirect(to: "app://page/b"), "b": .redirect(to: "app://page/a")], ["a", "b", "a"]),
            (
                [
                    "a": .redirect(to: "app://page/b"), "b": .redirect(to: "app://page/c"),
                    "c": .redirect(to: "app://page/b"),
                ], ["a", "b", "c", "b"]
            ),
            (
                ["a": .deferUntilResumed(redirectTo: "app://page/b"), "b": .redirect(to: "app://page/a")],
                ["a", "b", "a"]
            ),
        ] as [([String: Decision], [String])])
    func redirectLoopFailsWithItsChain(rules: [String: Decision], chain: [String]) throws {
        let fixture = try Fixture()
        fixture.elf.addInterceptor(Elf.Interceptor("rules") { rules[$0.param("name") ?? ""] ?? .pass })
        #expect(!fixture.elf.handleURL(url: "app://page/a"))
        let urls = chain.map { "app://page/\($0)" }
        #expect(fixture.misses == [RouteMiss(url: "app://page/a", reason: .redirectLoop(chain: urls))])
        #expect(
            fixture.misses.first?.description == "redirect loop: " + urls.map { "\"\($0)\"" }.joined(separator: " → "))
        #expect(fixture.notFound == ["app://page/a"])
        #expect(fixture.journal.entries.isEmpty, "no handler was made")
    }

    /// A chain `app://n/0` → `app://n/1` → … that stops at `app://n/<redirects>`.
    @Test(arguments: [1, 10 - 1, 10, 10 + 1, 1000])
    func redirectChainIsCappedAtMaxRedirects(redirects: Int) throws {
        let fixture = try Fixture(["app://n/<int:name>"])
        fixture.elf.addInterceptor(
            Elf.Interceptor("next") { match in
                let step = Int(match.param("name") ?? "") ?? 0
                return step < redirects ? .redirect(to: "app://n/\(step + 1)") : .pass
            })
        let handled = fixture.elf.handleURL(url: "app://n/0")
        #expect(handled == (redirects <= 10))
        if handled {
            #expect(fixture.navigator.visibleIdentities == ["\(redirects)"])
            #expect(fixture.misses.isEmpty)
        } else {
            let chain = (0...10 + 1).map { "app://n/\($0)" }
            #expect(fixture.misses == [RouteMiss(url: "app://n/0", reason: .redirectLoop(chain: chain))])
            #expect(fixture.misses.first?.description.hasPrefix("more than \(10) redirects: ") == true)
        }
    }

    @Test func protectingTheLoginURLFailsAndKeepsTheDeferredURL() throws {
        let fixture = try Fixture(["app://page/<name>", "app://login"])
        fixture.elf.addInterceptor(
            .loginGate(
                isLoggedIn: { false }, loginURL: "app://login", protecting: ["app://page/<name>", "app://login"]))
        #expect(!fixture.elf.handleURL(url: "app://page/a"))
        #expect(
            fixture.misses.map(\.reason) == [.redirectLoop(chain: ["app://page/a", "app://login", "app://login"])])
        #expect(fixture.elf.deferredURL == "app://page/a")
    }

    // MARK: - The login gate

    @Test func loginGateReplaysTheDeepLinkAfterLogin() throws {
        let app = try LoginApp()
        // The deep link arrives while the user is signed out.
        #expect(app.elf.handleURL(url: "app://orders/42"))
        #expect(app.elf.deferredURL == "app://orders/42")
        #expect(app.navigator.visibleIdentities == ["login"])
        #expect(app.navigator.stackDescription == "stack\n└─ home\npresented in navigation\n└─ login")

        // The user logs in; the login screen goes away and the link is replayed.
        app.session.isLoggedIn = true
        app.navigator.dismiss()
        #expect(app.elf.resumeDeferredURL())
        #expect(app.navigator.visibleIdentities == ["home", "order/42"])
        #expect(app.elf.deferredURL == nil)
        #expect(!app.elf.resumeDeferredURL(), "a URL is replayed once")
        #expect(app.navigator.visibleIdentities == ["home", "order/42"])

        // Signed in, links open at once.
        #expect(app.elf.handleURL(url: "app://orders/43"))
        #expect(app.navigator.visibleIdentities == ["home", "order/42", "order/43"])
        #expect(app.elf.deferredURL == nil)
    }

    @Test func newerDeferredURLReplacesTheOlderOne() throws {
        let app = try LoginApp()
        #expect(app.elf.handleURL(url: "app://orders/1"))
        #expect(app.elf.handleURL(url: "app://orders/2"))
        #expect(app.elf.deferredURL == "app://orders/2")
        app.session.isLoggedIn = true
        app.navigator.setStack([Page(identity: "home")])
        #expect(app.elf.resumeDeferredURL())
        #expect(app.navigator.visibleIdentities == ["home", "order/2"])
    }

    @Test func discardedDeferredURLIsNotReplayed() throws {
        let app = try LoginApp()
        #expect(app.elf.handleURL(url: "app://orders/42"))
        app.elf.deferredURL = nil
        #expect(app.elf.deferredURL == nil)
        app.session.isLoggedIn = true
        app.navigator.dismiss()
        #expect(!app.elf.resumeDeferredURL())
        #expect(app.navigator.visibleIdentities == ["home"])
    }

    @Test func resumingWhileSignedOutShowsLoginAgain() throws {
        let app = try LoginApp()
        #expect(!app.elf.resumeDeferredURL(), "nothing is deferred yet")
        #expect(app.elf.handleURL(url: "app://orders/42"))
        app.navigator.dismiss()
        #expect(app.elf.resumeDeferredURL(), "the login screen was shown again")
        #expect(app.navigator.visibleIdentities == ["login"])
        #expect(app.elf.deferredURL == "app://orders/42")
    }

    @Test func resumeReplaysTheContext() throws {
        let app = try LoginApp()
        let journal = Journal()
        try app.elf.register("app://share") { ShareHandler(journal) }
        app.elf.addInterceptor(
            .loginGate(
                "share gate", isLoggedIn: { app.session.isLoggedIn }, loginURL: "app://login",
                protecting: ["app://share"]))
        #expect(app.elf.handleURL(url: "app://share", context: "sunset"))
        #expect(journal.entries.isEmpty)
        app.session.isLoggedIn = true
        #expect(app.elf.resumeDeferredURL())
        #expect(journal.entries == ["share sunset"])
    }

    /// Each row: a URL, whether the user is signed in, and the gate's decision.
    @Test(
        arguments: [
            ("app://orders/42", false, .deferUntilResumed(redirectTo: "app://login")),
            ("app://orders/42", true, .pass),
            ("app://orders", false, .pass),
            ("app://user/7", false, .pass),  // registered as {id}: not the text protected
            ("app://login", false, .pass),
        ] as [(String, Bool, Decision)])
    func loginGateProtectsPatternsByTheirRegisteredText(url: String, isLoggedIn: Bool, decision: Decision) throws {
        let elf = Elf()
        for pattern in ["app://orders/<int:id>", "app://orders", "app://user/{id}", "app://login"] {
            try elf.register(pattern) { PageHandler() }
        }
        let gate = Elf.Interceptor.loginGate(
            isLoggedIn: { isLoggedIn }, loginURL: "app://login",
            protecting: ["app://orders/<int:id>", "app://user/<id>"])
        #expect(gate.name == "login gate")
        let match = try #require(elf.match(url))
        #expect(gate.decision(for: match) == decision)
    }

    /// Each row: a URL, whether the user is signed in, and the gate's decision.
    @Test(
        arguments: [
            ("app://account/orders", false, .deferUntilResumed(redirectTo: "app://login")),
            ("app://account/orders", true, .pass),
            ("app://shop/orders", false, .pass),
        ] as [(String, Bool, Decision)])
    func loginGateCanProtectByAPredicate(url: String, isLoggedIn: Bool, decision: Decision) throws {
        let elf = Elf()
        try elf.register("app://<section>/orders") { PageHandler() }
        let asked = Journal()
        let gate = Elf.Interceptor.loginGate(
            "account", isLoggedIn: { asked.record("asked") ?? isLoggedIn }, loginURL: "app://login"
        ) { match in
            match.host == "account"
        }
        #expect(gate.name == "account")
        let match = try #require(elf.match(url))
        #expect(gate.decision(for: match) == decision)
        #expect(asked.entries == (url.hasPrefix("app://account") ? ["asked"] : []), "asked for protected URLs only")
    }

    // MARK: - value(for:) and handler(for:)

    @Test(arguments: DecisionCase.allCases)
    func valueAndHandlerFollowInterceptorsWithoutDeferring(row: DecisionCase) throws {
        let elf = Elf()
        let journal = Journal()
        try elf.register("app://page/<name>") { PageHandler(journal) }
        elf.addInterceptor(Elf.Interceptor("check") { $0.url == "app://page/a" ? row.decision : .pass })
        let expected = row.handled ? row.stack.first : nil
        #expect(elf.value(for: "app://page/a", as: String.self) == expected)
        #expect((elf.handler(for: "app://page/a") as? PageHandler)?.name == expected)
        #expect(elf.deferredURL == nil, "only handleURL sets a URL aside")
        #expect(!journal.entries.contains { $0.hasPrefix("handle") })
    }

    // MARK: - Async handlers

    /// A URL opened while `app://load/a` prepares, and whether it replaces it.
    enum NewerURL: String, Sendable, CaseIterable {
        case rejected = "app://page/rejected"
        case loop = "app://page/loop"
        case deferred = "app://page/deferred"
        case redirected = "app://page/redirected"

        var cancelsTheOlder: Bool { self == .deferred || self == .redirected }
    }

    /// A URL that interceptors keep from every handler cancels nothing; one
    /// whose redirect target was handled is the newest handled URL.
    @Test(arguments: NewerURL.allCases)
    func onlyAHandledRedirectCancelsAPendingNavigation(newer: NewerURL) async throws {
        let fixture = try Fixture()
        let elf = fixture.elf
        try elf.register("app://login") { PageHandler(name: "login") }
        try elf.register("app://load/<name>") { LoadingHandler() }
        elf.addInterceptor(
            Elf.Interceptor("rules") { match in
                switch match.param("name") {
                case "rejected": .reject(reason: "no")
                case "loop": .redirect(to: "app://page/loop")
                case "deferred": .deferUntilResumed(redirectTo: "app://login")
                case "redirected": .redirect(to: "app://page/b")
                default: .pass
                }
            })
        #expect(elf.handleURL(url: "app://load/a"))
        let older = try #require(elf.pendingNavigation)
        #expect(elf.handleURL(url: newer.rawValue) == newer.cancelsTheOlder)
        #expect((elf.pendingNavigation == nil) == newer.cancelsTheOlder)
        await older.value
        #expect(fixture.navigator.visibleIdentities.contains("loaded a") == !newer.cancelsTheOlder)
    }

    @Test func redirectToAnAsyncHandlerIsPending() async throws {
        let fixture = try Fixture(["app://page/<name>"])
        try fixture.elf.register("app://load/<name>") { LoadingHandler() }
        fixture.elf.addInterceptor(
            Elf.Interceptor("moved") { $0.url == "app://page/old" ? .redirect(to: "app://load/new") : .pass })
        #expect(fixture.elf.handleURL(url: "app://page/old"))
        await fixture.elf.pendingNavigation?.value
        #expect(fixture.navigator.visibleIdentities == ["loaded new"])
    }

    // MARK: - Threads

    @Test func interceptorsCanBeAddedAndRemovedFromAnyThread() async throws {
        let fixture = try Fixture()
        let elf = fixture.elf
        let count = 200
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                group.addTask {
                    elf.addInterceptor(Elf.Interceptor("i\(index)") { _ in .pass })
                    _ = elf.interceptorNamesForTests
                }
            }
        }
        #expect(Set(elf.interceptorNamesForTests) == Set((0..<count).map { "i\($0)" }))
        #expect(elf.interceptorNamesForTests.count == count)
        await withTaskGroup(of: Void.self) { group in
            for index in stride(from: 0, to: count, by: 2) {
                group.addTask {
                    #expect(elf.removeInterceptor(named: "i\(index)"))
                    _ = elf.interceptorNamesForTests
                }
            }
        }
        #expect(Set(elf.interceptorNamesForTests) == Set(stride(from: 1, to: count, by: 2).map { "i\($0)" }))
        let questions = Journal()
        elf.addInterceptor(Elf.Interceptor("last") { _ in questions.record("last") ?? .pass })
        #expect(elf.handleURL(url: "app://page/a"))
        #expect(questions.entries == ["last"], "every interceptor before it passed")
    }

    // MARK: - Interceptors.md

    /// "Add an interceptor".
    @Test func articleAddAnInterceptor() throws {
        var printed: [String] = []
        let elf = Elf()
        try elf.register("app://checkout") { Article.CheckoutHandler() }
        elf.addInterceptor(
            Elf.Interceptor("maintenance") { match in
                match.pattern == "app://checkout" ? .reject(reason: "checkout is closed") : .pass
            })
        elf.missHandler = { miss in printed.append(miss.description) }
        #expect(!elf.handleURL(url: "app://checkout"))  // false
        #expect(printed == [#"interceptor "maintenance" rejected "app://checkout": checkout is closed"#])
    }

    /// "The order of the chain".
    @Test func articleOrderOfTheChain() {
        let elf = Elf()
        elf.addInterceptor(Elf.Interceptor("analytics") { _ in .pass })
        elf.addInterceptor(Elf.Interceptor("maintenance") { _ in .pass })
        #expect(elf.interceptorNamesForTests == ["analytics", "maintenance"])
        #expect(elf.removeInterceptor(named: "analytics"))  // true
        #expect(!elf.removeInterceptor(named: "analytics"))  // false: already gone
        #expect(elf.interceptorNamesForTests == ["maintenance"])
        #expect(elf.removeInterceptor(named: "maintenance"))  // true: none are left
        #expect(elf.interceptorNamesForTests.isEmpty)
    }

    /// "Redirect": the beta sign-up.
    @Test func articleRedirect() throws {
        let isBetaTester = false
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://beta/<feature>") { Article.BetaHandler() }
        try elf.register("app://beta-signup") { Article.BetaSignupHandler() }
        elf.addInterceptor(
            Elf.Interceptor("beta") { match in
                guard match.pattern == "app://beta/<feature>", !isBetaTester else { return .pass }
                return .redirect(to: "app://beta-signup")
            })
        #expect(elf.handleURL(url: "app://beta/dark-mode"))  // true: the sign-up screen is shown
        #expect(navigator.visibleIdentities == ["beta-signup"])
    }

    /// "Redirect": the loop.
    @Test func articleRedirectLoop() throws {
        var printed: [String] = []
        let elf = Elf()
        try elf.register("app://ping") { Article.PingHandler() }
        try elf.register("app://pong") { Article.PingHandler() }
        elf.addInterceptor(
            Elf.Interceptor("ping-pong") { match in
                .redirect(to: match.pattern == "app://ping" ? "app://pong" : "app://ping")
            })
        elf.missHandler = { miss in printed.append(miss.description) }
        #expect(!elf.handleURL(url: "app://ping"))  // false
        #expect(printed == [#"redirect loop: "app://ping" → "app://pong" → "app://ping""#])
    }

    /// "Send users to login and replay the link".
    @Test func articleLoginGate() throws {
        typealias Session = Article.Session
        let elf = Elf()
        let session = Session()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://login") { Article.LoginHandler() }  // presents the login screen
        try elf.register("app://orders/<int:id>") { Article.OrderHandler() }  // pushes the order
        elf.addInterceptor(
            .loginGate(
                isLoggedIn: { session.isLoggedIn }, loginURL: "app://login",
                protecting: ["app://orders/<int:id>"]))

        #expect(elf.handleURL(url: "app://orders/42"))  // true: the login screen is presented
        #expect(navigator.visibleIdentities == ["login"])
        #expect(elf.deferredURL == "app://orders/42")

        // The user logs in:
        session.isLoggedIn = true
        navigator.dismiss()
        #expect(elf.resumeDeferredURL())  // true
        #expect(navigator.visibleIdentities == ["order/42"])
        #expect(elf.deferredURL == nil)
    }

    /// "Send users to login and replay the link": the predicate form.
    @Test func articleLoginGatePredicate() throws {
        let elf = Elf()
        let session = Article.Session()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register("app://login") { Article.LoginHandler() }
        try elf.register("app://account/<path:rest>") { Article.OrderHandler() }
        try elf.register("app://shop/<path:rest>") { Article.OrderHandler() }
        elf.addInterceptor(
            .loginGate(isLoggedIn: { session.isLoggedIn }, loginURL: "app://login") { match in
                match.host == "account"  // every app://account/... link
            })
        #expect(elf.handleURL(url: "app://shop/lamps"))
        #expect(elf.deferredURL == nil)
        #expect(elf.handleURL(url: "app://account/settings"))
        #expect(elf.deferredURL == "app://account/settings")
        #expect(navigator.visibleIdentities == ["login"])
    }
}

// MARK: - Fixtures

extension InterceptorTests {
    /// What handlers and interceptors did, in order; one per test, so tests can run in parallel.
    @MainActor
    final class Journal {
        var entries: [String] = []

        /// Records `entry` and returns `nil`, so a closure can record and answer
        /// in one expression: `journal.record("asked") ?? .pass`.
        @discardableResult
        func record<Answer>(_ entry: String) -> Answer? {
            entries.append(entry)
            return nil
        }

        func record(_ entry: String) {
            entries.append(entry)
        }
    }

    struct Page: Screen {
        var identity: String
    }

    /// Pushes a page named by the URL's `name` (or `id`); a value handler answering that name.
    final class PageHandler: ValueHandler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        let journal: Journal?
        let accepts: Bool
        var name: String

        init(_ journal: Journal? = nil, accepts: Bool = true, name: String = "") {
            self.journal = journal
            self.accepts = accepts
            self.name = name
        }

        func convert(params: [String: String], queryParams: [String: String]) {
            if let value = params["name"] ?? params["id"] { name = value }
            journal?.record("convert \(name)")
        }

        func shouldHandle() -> Bool { accepts }
        func makeValue() -> String? { name }

        func handle() {
            journal?.record("handle \(name)")
            navigator?.push(Page(identity: name))
        }
    }

    /// Takes a `String` context.
    final class ShareHandler: Handler {
        let journal: Journal
        var text: String?
        init(_ journal: Journal) { self.journal = journal }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            guard let context = context as? String else { return }; text = context
        }
        func handle() { journal.record("share \(text ?? "nothing")") }
    }

    /// Pushes `loaded <name>` after a `prepare()` that yields once.
    final class LoadingHandler: AsyncHandler {
        var navigator: (any Navigator)?

        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            if let navigator { self.navigator = navigator }
        }
        var name = ""
        func convert(params: [String: String], queryParams: [String: String]) { name = params["name"] ?? "" }
        func prepare() async { await Task.yield() }
        func handle() { navigator?.push(Page(identity: "loaded \(name)")) }
    }

    /// A router with `patterns` pushing pages onto a navigator, and the misses it reported.
    @MainActor
    final class Fixture {
        let elf = Elf()
        let navigator = StackNavigator()
        let journal = Journal()
        var misses: [RouteMiss] = []
        var notFound: [String] = []

        init(_ patterns: [String] = ["app://page/<name>"]) throws {
            elf.navigator = navigator
            for pattern in patterns {
                try elf.register(pattern) { [journal] in PageHandler(journal) }
            }
            elf.missHandler = { [unowned self] in misses.append($0) }
            elf.notFoundHandler = { [unowned self] in notFound.append($0) }
        }
    }

    /// A shop whose orders need a signed-in user, with a home screen at the root.
    @MainActor
    final class LoginApp {
        let elf = Elf()
        let navigator = StackNavigator(root: [Page(identity: "home")])
        let session = Article.Session()

        init() throws {
            elf.navigator = navigator
            try elf.register("app://login") { Article.LoginHandler(wrappedInNavigation: true) }
            try elf.register("app://orders/<int:id>") { Article.OrderHandler() }
            elf.addInterceptor(
                .loginGate(
                    isLoggedIn: { [session] in session.isLoggedIn }, loginURL: "app://login",
                    protecting: ["app://orders/<int:id>"]))
        }
    }

    /// The types the article's snippets use.
    enum Article {
        @MainActor
        final class Session {
            var isLoggedIn = false
        }

        final class CheckoutHandler: Handler {
            func convert(params: [String: String], queryParams: [String: String]) {}
            func handle() {}
        }

        final class PingHandler: Handler {
            func convert(params: [String: String], queryParams: [String: String]) {}
            func handle() {}
        }

        final class BetaHandler: Handler {
            var navigator: (any Navigator)?

            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                if let navigator { self.navigator = navigator }
            }
            var feature = ""
            func convert(params: [String: String], queryParams: [String: String]) { feature = params["feature"] ?? "" }
            func handle() { navigator?.push(Page(identity: "beta/\(feature)")) }
        }

        final class BetaSignupHandler: Handler {
            var navigator: (any Navigator)?

            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                if let navigator { self.navigator = navigator }
            }
            func convert(params: [String: String], queryParams: [String: String]) {}
            func handle() { navigator?.push(Page(identity: "beta-signup")) }
        }

        /// Presents the login screen.
        final class LoginHandler: Handler {
            var navigator: (any Navigator)?

            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                if let navigator { self.navigator = navigator }
            }
            let wrappedInNavigation: Bool
            init(wrappedInNavigation: Bool = false) { self.wrappedInNavigation = wrappedInNavigation }
            func convert(params: [String: String], queryParams: [String: String]) {}
            func handle() { navigator?.present(Page(identity: "login"), wrappedInNavigation: wrappedInNavigation) }
        }

        /// Pushes the order (or the account page) the URL names.
        final class OrderHandler: Handler {
            var navigator: (any Navigator)?

            func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
                if let navigator { self.navigator = navigator }
            }
            var screen = ""
            func convert(params: [String: String], queryParams: [String: String]) {
                screen = params["id"].map { "order/\($0)" } ?? params["rest"] ?? ""
            }
            func handle() { navigator?.push(Page(identity: screen)) }
        }
    }
}
