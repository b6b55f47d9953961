import Testing

@testable import Elf

/// Explicit priorities (ROUTING.md §2): among the routes that
/// match a URL, a higher priority is tried first; equal priorities keep the
/// order of specificity; declining goes on through the whole ordered list.
@MainActor
@Suite struct PriorityTests {
    /// One table of prioritized routes, a URL, and the route that must win.
    struct PriorityCase: CustomTestStringConvertible, Sendable {
        var routes: [(pattern: String, priority: Int)]
        var url: String
        var expected: String?
        var order: [String]
        var testDescription: String { "\(url) on \(routes.map { "\($0.pattern)@\($0.priority)" })" }

        init(_ routes: [(String, Int)], _ url: String, _ expected: String?, order: [String]? = nil) {
            self.routes = routes.map { (pattern: $0.0, priority: $0.1) }
            self.url = url
            self.expected = expected
            self.order = order ?? (expected.map { [$0] } ?? [])
        }
    }

    @Test(arguments: [
        // Priority beats specificity between routes that both match.
        PriorityCase(
            [("app://item/<int:id>", 0), ("app://item/<slug>", 10)], "app://item/42", "app://item/<slug>",
            order: ["app://item/<slug>", "app://item/<int:id>"]),
        PriorityCase(
            [("app://item/42", 0), ("app://item/<slug>", 1)], "app://item/42", "app://item/<slug>",
            order: ["app://item/<slug>", "app://item/42"]),
        PriorityCase(
            [("app://a/b", 0), ("app://a/*", 5)], "app://a/b", "app://a/*", order: ["app://a/*", "app://a/b"]),
        PriorityCase([("app://a/b", 0), ("*://a/b", 5)], "app://a/b", "*://a/b", order: ["*://a/b", "app://a/b"]),
        PriorityCase([("app://a/b", 0), ("/a/b", 5)], "app://a/b", "/a/b", order: ["/a/b", "app://a/b"]),
        // It only orders routes that match: a prioritized route that does not match loses nothing.
        PriorityCase([("app://item/<int:id>", 0), ("app://item/<slug>", 10)], "app://item/4/x", nil),
        PriorityCase([("app://item/<int:id>", 10), ("app://item/<slug>", 0)], "app://item/hat", "app://item/<slug>"),
        // Equal priorities keep the order of specificity; negative priorities go last.
        PriorityCase(
            [("app://item/<int:id>", 3), ("app://item/<slug>", 3), ("app://item/*", 3)], "app://item/42",
            "app://item/<int:id>", order: ["app://item/<int:id>", "app://item/<slug>", "app://item/*"]),
        PriorityCase(
            [("app://item/42", -1), ("app://item/<slug>", 0), ("app://item/*", 0)], "app://item/42",
            "app://item/<slug>", order: ["app://item/<slug>", "app://item/*", "app://item/42"]),
        PriorityCase(
            [("app://item/42", 0), ("app://item/<slug>", 2), ("app://item/*", 1)], "app://item/42",
            "app://item/<slug>", order: ["app://item/<slug>", "app://item/*", "app://item/42"]),
    ])
    func higherPriorityIsTriedFirst(_ row: PriorityCase) throws {
        // Registration order never matters.
        for routes in [row.routes, row.routes.reversed()] {
            let elf = Elf()
            for (pattern, priority) in routes { try elf.register(pattern, priority: priority) { NoopHandler() } }
            #expect(elf.match(row.url)?.pattern == row.expected)
            let explained = elf.explain(row.url)
            #expect(explained.winner?.pattern == row.expected)
            #expect(explained.entries.filter(\.matches).map(\.pattern) == row.order)
        }
    }

    /// A handler that declines hands the URL to the next route in priority order.
    @Test func decliningGoesOnThroughTheOrderedList() throws {
        var tried: [String] = []
        let elf = Elf()
        func route(_ name: String, accepts: Bool) -> @MainActor (RouteMatch) -> Bool {
            { _ in
                tried.append(name)
                return accepts
            }
        }
        try elf.register("app://item/<int:id>", handling: route("int", accepts: true))
        try elf.register("app://item/<slug>", priority: 10, handling: route("slug", accepts: false))
        try elf.register("app://item/*", priority: 5, handling: route("rest", accepts: false))
        #expect(elf.handleURL(url: "app://item/42"))
        #expect(tried == ["slug", "rest", "int"])
    }

    /// Closure routes and typed routes take a priority too.
    @Test func closureAndTypedRoutesTakeAPriority() throws {
        struct ItemRoute: Route {
            static let pattern = "app://item/<slug>"
            var slug: String
        }
        var handled: [String] = []
        let elf = Elf()
        try elf.register("app://item/<int:id>") { _ in
            handled.append("int")
            return true
        }
        try elf.register("app://item/42", priority: 7) { _ in
            handled.append("closure")
            return false
        }
        try elf.register(ItemRoute.self, priority: 3) { route in
            handled.append("typed \(route.slug)")
            return NoopHandler()
        }
        #expect(elf.match("app://item/42")?.pattern == "app://item/42")
        #expect(elf.handleURL(url: "app://item/42"))
        #expect(handled == ["closure", "typed 42"])
    }

    /// Through an entry point, a path pattern's written-out forms keep its priority.
    @Test func writtenOutFormsKeepThePriority() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://www.example.com")
        try elf.register("https://www.example.com/product/<int:id>") { NoopHandler() }
        try elf.register("/product/<slug>", priority: 1) { NoopHandler() }
        #expect(elf.match("https://www.example.com/product/42")?.pattern == "/product/<slug>")
        try elf.addEntryPoint("app://")
        #expect(elf.match("app://product/42")?.pattern == "/product/<slug>")
    }

    /// Explain lists the matches in priority order and prints each nonzero priority.
    @Test func explainListsThePriorityOrder() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { NoopHandler() }
        try elf.register("app://item/<slug>", priority: 10) { NoopHandler() }
        try elf.register("app://other") { NoopHandler() }
        let explained = elf.explain("app://item/42")
        #expect(explained.entries.map(\.priority) == [10, 0, 0])
        #expect(
            explained.description.split(separator: "\n").dropFirst().prefix(2) == [
                "✓ app://item/<slug> [priority 10]  (wins)", "✓ app://item/<int:id>  matches, ranks lower",
            ])
    }

    /// Without any nonzero priority the tree keeps the walk's own order (no ordering at all),
    /// and unregistering the last prioritized route brings that back.
    @Test func withoutPrioritiesLookupsTakeTheWalksOrder() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>", priority: 0) { NoopHandler() }
        #expect(elf.currentTree().tree.ordering == nil)
        #expect(elf.currentTree().firstCandidateWins)
        try elf.register("app://item/<slug>", priority: 2) { NoopHandler() }
        #expect(elf.currentTree().tree.ordering?.hasPriorities == true)
        #expect(elf.unregister("app://item/<slug>"))
        #expect(elf.currentTree().tree.ordering == nil)
        #expect(elf.match("app://item/42")?.pattern == "app://item/<int:id>")
    }

    /// The snippets of Precedence.md's "Priorities" section, the JLRoutes migration included.
    @Test func precedenceArticleSnippets() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { NoopHandler() }
        try elf.register("app://item/<slug>", priority: 10) { NoopHandler() }
        #expect(elf.match("app://item/42")?.pattern == "app://item/<slug>")
        #expect(elf.match("app://item/4/x")?.pattern == nil)
        #expect(
            elf.explain("app://item/42").description == """
                "app://item/42": 2 of 2 patterns match
                ✓ app://item/<slug> [priority 10]  (wins)
                ✓ app://item/<int:id>  matches, ranks lower
                """)

        let migrated = Elf()
        try migrated.register("/user/view/:userID", priority: 10) { NoopHandler() }
        try migrated.register("/:object/:action/:primaryKey") { NoopHandler() }
        #expect(migrated.match("app://user/view/joeldev")?.pattern == "/user/view/:userID")
        #expect(migrated.match("app://post/edit/7")?.params == ["object": "post", "action": "edit", "primaryKey": "7"])
    }
}
