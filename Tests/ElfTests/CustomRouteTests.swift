import Testing

@testable import Elf

/// Custom routes: routes matched by the app's own code (ROUTING.md §2).
@MainActor
@Suite struct CustomRouteTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "no network" }
    }

    /// Four URL shapes that real apps match with their own code and no pattern
    /// can express, each as a custom route.
    static let matchers: [(name: String, matcher: @Sendable (URLParts) throws -> [String: String]?)] = [
        // Pocket Casts DeepLinkFactory.kt: `host !in excludedHosts`.
        (
            "not-excluded-host",
            { parts in
                guard let host = parts.host, !["pca.st", "lists.pocketcasts.com"].contains(host) else { return nil }
                return ["host": host]
            }
        ),
        // A minimum length.
        (
            "long-code",
            { parts in
                guard let code = parts.pathSegments.last, code.count >= 8 else { return nil }
                return ["code": code]
            }
        ),
        // The last segment after a middle of any length.
        (
            "last-after-middle",
            { parts in
                let segments = parts.pathSegments
                guard segments.first == "files", segments.count >= 2 else { return nil }
                return ["name": segments.last!, "middle": segments.dropFirst().dropLast().joined(separator: "/")]
            }
        ),
        // A string prefix.
        (
            "prefix",
            { parts in
                guard let id = parts.pathSegments.first(where: { $0.hasPrefix("ep-") }) else { return nil }
                return ["episode": String(id.dropFirst(3))]
            }
        ),
    ]

    @Test(
        arguments: [
            ("not-excluded-host", "https://example.com/x", ["host": "example.com"]),
            ("not-excluded-host", "https://pca.st/x", nil),
            ("long-code", "app://redeem/ABCDEFGH", ["code": "ABCDEFGH"]),
            ("long-code", "app://redeem/ABC", nil),
            ("last-after-middle", "app:/files/a/b/c/report.pdf", ["name": "report.pdf", "middle": "a/b/c"]),
            ("last-after-middle", "app:/files/report.pdf", ["name": "report.pdf", "middle": ""]),
            ("last-after-middle", "app:/other/report.pdf", nil),
            ("prefix", "app://show/ep-42", ["episode": "42"]),
            ("prefix", "app://show/42", nil),
        ] as [(String, String, [String: String]?)])
    func appCodeDecides(_ name: String, _ url: String, _ params: [String: String]?) throws {
        let elf = Elf()
        let (_, matcher) = Self.matchers.first { $0.name == name }!
        try elf.register(custom: name, matching: matcher) { NoopHandler() }
        #expect(elf.match(url)?.pattern == params.map { _ in name })
        #expect(elf.match(url)?.params == params)
        let explained = elf.explain(url)
        #expect(explained.winner?.pattern == params.map { _ in name })
        if params == nil {
            #expect(explained.entries == [.init(pattern: name, outcome: .mismatched(.customRouteDeclined))])
        }
    }

    /// At equal priority a custom route comes after every pattern; a higher priority puts it first.
    @Test(arguments: [
        (0, "app://show/ep-42", "app://show/<id>"),
        (1, "app://show/ep-42", "prefix"),
        (-1, "app://show/ep-42", "app://show/<id>"),
        (0, "app://other/ep-42", "prefix"),
        (-1, "app://other/ep-42", "prefix"),
    ])
    func takesPartInPrecedenceByPriority(_ priority: Int, _ url: String, _ expected: String) throws {
        let elf = Elf()
        try elf.register(custom: "prefix", priority: priority, matching: Self.matchers[3].matcher) { NoopHandler() }
        try elf.register("app://show/<id>") { NoopHandler() }
        #expect(elf.match(url)?.pattern == expected)
        #expect(elf.explain(url).winner?.pattern == expected)
    }

    /// Declining goes on to the custom route; custom routes run in the order added, and only when reached.
    @Test func decliningReachesCustomRoutesInOrder() throws {
        let elf = Elf()
        try elf.register("app://show/<id>") { _ in false }
        let ran = Locked([String]())
        try elf.register(
            custom: "first",
            matching: { _ in
                ran.withLock { $0.append("first") }
                return nil
            }
        ) { NoopHandler() }
        try elf.register(
            custom: "second",
            matching: { _ in
                ran.withLock { $0.append("second") }
                return ["by": "second"]
            }
        ) { NoopHandler() }
        #expect(elf.handleURL(url: "app://show/1"))
        #expect(ran.withLock { $0 } == ["first", "second"])
        #expect(elf.match("app://show/1")?.pattern == "app://show/<id>")
        // A pattern that matches first means no matcher runs for match().
        #expect(ran.withLock { $0 } == ["first", "second"])
    }

    /// A matcher that throws is not a match; explain says what it threw.
    @Test func aThrowingMatcherIsNotAMatch() throws {
        let elf = Elf()
        try elf.register(custom: "offline", matching: { _ in throw Failure() }) { NoopHandler() }
        try elf.register(custom: "fallback", matching: { _ in [:] }) { NoopHandler() }
        #expect(elf.match("app://x")?.pattern == "fallback")
        let explained = elf.explain("app://x")
        #expect(explained.entries.map(\.pattern) == ["fallback", "offline"])
        #expect(explained.entries[1].outcome == .mismatched(.customRouteThrew("no network")))
        #expect(explained.description.contains("✗ offline  the custom route's matcher threw: no network"))
    }

    /// Handling passes a throwing matcher over and tells the logger what it threw.
    @Test func aThrowingMatcherIsLoggedWhileHandling() throws {
        let elf = Elf()
        let events = SharedBox<[Elf.RouteEvent]>([])
        elf.logger = { event in events.withLock { $0.append(event) } }
        try elf.register(custom: "offline", priority: 1, matching: { _ in throw Failure() }) { NoopHandler() }
        try elf.register("app://x") { NoopHandler() }
        #expect(elf.handleURL(url: "app://x"))
        let logged = events.withLock { $0 }
        #expect(
            logged == [
                .customRouteFailed(url: "app://x", pattern: "offline", error: "no network"),
                .matched(url: "app://x", pattern: "app://x"),
            ])
        #expect(logged.first?.description == #"the custom route "offline" threw for "app://x": "no network""#)
        // Matching alone logs nothing: only handling reports to the logger.
        _ = elf.match("app://x")
        #expect(events.withLock { $0.count } == 2)
    }

    @Test(arguments: [
        ("", Elf.PatternError.Reason.emptyName, 0),
        ("1st", .invalidName("1st"), 0),
        ("web player", .invalidName("web player"), 3),
        ("app://x", .invalidName("app://x"), 3),
        ("ok/no", .invalidName("ok/no"), 2),
    ])
    func malformedNamesNameTheColumn(_ name: String, _ reason: Elf.PatternError.Reason, _ offset: Int) {
        let elf = Elf()
        #expect(throws: Elf.PatternError(pattern: name, reason: reason, offset: offset)) {
            try elf.register(custom: name, matching: { _ in [:] }) { NoopHandler() }
        }
        #expect(elf.registeredPatterns.isEmpty)
    }

    /// Names are unique; unregistering by name removes the route, and the table keeps its fast path after.
    @Test func namesAreUniqueAndUnregister() throws {
        let elf = Elf()
        try elf.register("app://a") { NoopHandler() }
        try elf.register(custom: "web", matching: { _ in [:] }) { NoopHandler() }
        #expect(throws: Elf.PatternError(pattern: "web", reason: .duplicate(existing: "web"), offset: 0)) {
            try elf.register(custom: "web", matching: { _ in nil }) { NoopHandler() }
        }
        #expect(elf.registeredPatterns == ["app://a", "web"])
        #expect(elf.match("app://b")?.pattern == "web")
        #expect(!elf.currentTree().firstCandidateWins)
        #expect(elf.currentTree().tree.invariantViolations().isEmpty)
        #expect(elf.unregister("web"))
        #expect(elf.match("app://b") == nil)
        #expect(elf.currentTree().firstCandidateWins)
        #expect(elf.currentTree().tree.invariantViolations().isEmpty)
    }

    /// The snippets of the DocC comment and of Precedence.md's "Custom routes" section.
    @Test func documentationSnippets() throws {
        let elf = Elf()
        let excludedHosts: Set<String> = ["pca.st", "lists.pocketcasts.com"]
        try elf.register(custom: "web-player") { parts in
            guard parts.scheme == "https", let host = parts.host, !excludedHosts.contains(host) else { return nil }
            return ["host": host]
        } _: {
            NoopHandler()
        }
        #expect(elf.match("https://example.com/a")?.params == ["host": "example.com"])
        #expect(elf.match("https://pca.st/a") == nil)

        let shows = Elf()
        try shows.register("app://show/<id>") { NoopHandler() }
        try shows.register(custom: "episode-prefix") { parts in
            guard let id = parts.pathSegments.first(where: { $0.hasPrefix("ep-") }) else { return nil }
            return ["episode": String(id.dropFirst(3))]
        } _: {
            NoopHandler()
        }
        #expect(shows.match("app://show/ep-42")?.pattern == "app://show/<id>")
        #expect(shows.match("app://other/ep-42")?.params == ["episode": "42"])
    }
}
