import ElfMigration
import Foundation
import Testing

@testable import Elf

/// One table for every entry point (ROUTING.md §2a and §4b).
///
/// Every router here is checked with the invariant checker after each change,
/// and the matching tables run with the entry points added before the routes
/// and after them: the order never matters.
@Suite struct EntryPointTests {
    static let exampleEntryPoints = ["app://", "https://www.example.com", "https://example.com/app"]

    /// A router with `entryPoints` and `routes`, entry points first or last.
    static func router(
        entryPoints: [String], routes: [String], entryPointsFirst: Bool = true,
        configuration: Elf.Configuration = .init()
    ) throws -> Elf {
        let elf = Elf(configuration: configuration)
        func addEntryPoints() throws {
            for entryPoint in entryPoints {
                try elf.addEntryPoint(entryPoint)
                try expectInvariants(elf)
            }
        }
        if entryPointsFirst { try addEntryPoints() }
        for route in routes {
            try elf.register(route) { NoopHandler() }
            try expectInvariants(elf)
        }
        if !entryPointsFirst { try addEntryPoints() }
        return elf
    }

    static func expectInvariants(_ elf: Elf) throws {
        let violations = elf.currentTree().tree.invariantViolations()
        if !violations.isEmpty { throw InvariantFailure(violations: violations) }
    }

    /// One row: entry points, routes, a URL, and the pattern, params and entry point it must get.
    struct Row: CustomTestStringConvertible, Sendable {
        var entryPoints: [String]
        var routes: [String]
        var url: String
        var pattern: String?
        var params: [String: String] = [:]
        var entryPoint: String?

        var testDescription: String { "\(url) through \(entryPoints) on \(routes)" }

        init(
            _ entryPoints: [String], _ routes: [String], _ url: String, _ pattern: String?,
            _ params: [String: String] = [:], through entryPoint: String? = nil
        ) {
            self.entryPoints = entryPoints
            self.routes = routes
            self.url = url
            self.pattern = pattern
            self.params = params
            self.entryPoint = entryPoint
        }

        func check() throws {
            for entryPointsFirst in [true, false] {
                for routes in [routes, routes.reversed()] {
                    let elf = try EntryPointTests.router(
                        entryPoints: entryPoints, routes: routes, entryPointsFirst: entryPointsFirst)
                    let match = elf.match(url)
                    let order = "entry points \(entryPointsFirst ? "first" : "last"), routes \(routes)"
                    #expect(match?.pattern == pattern, "\(order)")
                    guard pattern != nil else { continue }
                    #expect(match?.params == params, "\(order)")
                    #expect(match?.entryPoint == entryPoint, "\(order)")
                }
            }
        }
    }

    // MARK: - §2a: one pattern, every entry point

    /// The example entry points: one path pattern reachable through a custom
    /// scheme, a host and a host with a path prefix, and through nothing else.
    @Test(arguments: [
        Row(
            exampleEntryPoints, ["/product/<int:id>"], "app://product/42", "/product/<int:id>", ["id": "42"],
            through: "app://"),
        Row(
            exampleEntryPoints, ["/product/<int:id>"], "https://www.example.com/product/42", "/product/<int:id>",
            ["id": "42"], through: "https://www.example.com"),
        Row(
            exampleEntryPoints, ["/product/<int:id>"], "https://example.com/app/product/42", "/product/<int:id>",
            ["id": "42"], through: "https://example.com/app"),
        // A URL through no entry point matches no path pattern.
        Row(exampleEntryPoints, ["/product/<int:id>"], "https://google.com/product/42", nil),
        Row(exampleEntryPoints, ["/product/<int:id>"], "https://example.com/product/42", nil),
        Row(exampleEntryPoints, ["/product/<int:id>"], "other://product/42", nil),
        Row(exampleEntryPoints, ["/product/<int:id>"], "myapp://product/42", nil),
        // ... but a bare `/path` still matches path patterns directly, and reports no entry point.
        Row(exampleEntryPoints, ["/product/<int:id>"], "/product/42", "/product/<int:id>", ["id": "42"]),
        Row(exampleEntryPoints, ["/product/<int:id>"], "/product/hat", nil),
        // Hosts compare as hosts; the prefix compares as a path literal.
        Row(
            exampleEntryPoints, ["/product/<int:id>"], "HTTPS://WWW.Example.COM/product/42", "/product/<int:id>",
            ["id": "42"], through: "https://www.example.com"),
        Row(exampleEntryPoints, ["/product/<int:id>"], "https://example.com/APP/product/42", nil),
        Row(exampleEntryPoints, ["/product/<int:id>"], "https://www.example.com/Product/42", nil),
        // Through `scheme://`, the first element stands in the host position and compares as a host.
        Row(
            exampleEntryPoints, ["/product/<int:id>"], "APP://Product/42", "/product/<int:id>", ["id": "42"],
            through: "app://"),
        Row(
            ["app://"], ["/Product/<int:id>"], "app://product/42", "/Product/<int:id>", ["id": "42"], through: "app://"),
        Row(["app://"], ["/<name>/x"], "app://Bob/x", "/<name>/x", ["name": "bob"], through: "app://"),
        // No host, an empty host: nothing comes through `app://`.
        Row(exampleEntryPoints, ["/product/<int:id>"], "app:/product/42", nil),
        Row(exampleEntryPoints, ["/product/<int:id>"], "app:product/42", nil),
        Row(exampleEntryPoints, ["/product/<int:id>"], "app:///product/42", nil),
        // The port is not part of the host.
        Row(
            exampleEntryPoints, ["/product/<int:id>"], "https://www.example.com:8443/product/42", "/product/<int:id>",
            ["id": "42"], through: "https://www.example.com"),
        // Catch-alls after the entry point, and the root pattern.
        Row(
            ["https://h.com/app"], ["/<path:rest>"], "https://h.com/app/a/b", "/<path:rest>", ["rest": "a/b"],
            through: "https://h.com/app"),
        Row(["https://h.com/app"], ["/<path:rest>"], "https://h.com/app", nil),
        Row(["https://h.com/app"], ["/*"], "https://h.com/app", "/*", ["*": ""], through: "https://h.com/app"),
        Row(["https://h.com/app"], ["/"], "https://h.com/app/", "/", through: "https://h.com/app"),
        Row(["https://h.com"], ["/"], "https://h.com", "/", through: "https://h.com"),
        Row(["app://"], ["/*"], "app://a/b", "/*", ["*": "a/b"], through: "app://"),
        Row(["app://"], ["/<path:rest>"], "app://a/b", "/<path:rest>", ["rest": "a/b"], through: "app://"),
    ])
    func onePatternEveryEntryPoint(_ row: Row) throws {
        try row.check()
    }

    /// ROUTING.md §5, the entry-point row, and §2a's web fallback: the
    /// written-out forms take part in precedence like any pattern.
    @Test(arguments: [
        Row(
            ["app://", "https://www.example.com"], ["/product/<int:id>", "https://www.example.com/*"],
            "https://www.example.com/product/42", "/product/<int:id>", ["id": "42"], through: "https://www.example.com"),
        Row(
            ["app://", "https://www.example.com"], ["/product/<int:id>", "https://www.example.com/*"],
            "app://product/42", "/product/<int:id>", ["id": "42"], through: "app://"),
        Row(
            ["app://", "https://www.example.com"], ["/product/<int:id>", "https://www.example.com/*"],
            "https://www.example.com/about", "https://www.example.com/*", ["*": "about"],
            through: "https://www.example.com"),
        Row(
            ["app://", "https://www.example.com"], ["/product/<int:id>", "https://www.example.com/*"],
            "https://google.com/product/42", nil),
        // A typed placeholder that does not parse backtracks to the fallback.
        Row(
            ["app://", "https://www.example.com"], ["/product/<int:id>", "https://www.example.com/*"],
            "https://www.example.com/product/hat", "https://www.example.com/*", ["*": "product/hat"],
            through: "https://www.example.com"),
        // A pattern that names the scheme beats `*://`, whichever is written out.
        Row(
            ["https://www.example.com"], ["/product/<int:id>", "*://www.example.com/product/<id>"],
            "https://www.example.com/product/42", "/product/<int:id>", ["id": "42"], through: "https://www.example.com"),
        Row(
            ["https://www.example.com"], ["/product/<int:id>", "*://www.example.com/product/<id>"],
            "https://www.example.com/product/hat", "*://www.example.com/product/<id>", ["id": "hat"],
            through: "https://www.example.com"),
        // A literal written with the host beats a written-out placeholder, and the other way round.
        Row(
            ["https://www.example.com"], ["/product/<id>", "https://www.example.com/product/new"],
            "https://www.example.com/product/new", "https://www.example.com/product/new",
            through: "https://www.example.com"),
        Row(
            ["https://www.example.com"], ["/product/new", "https://www.example.com/product/<id>"],
            "https://www.example.com/product/new", "/product/new", through: "https://www.example.com"),
        // A host placeholder loses to the written-out literal host.
        Row(
            ["https://www.example.com"], ["/p/<id>", "https://<host>/p/<id>"], "https://www.example.com/p/1", "/p/<id>",
            ["id": "1"], through: "https://www.example.com"),
        Row(
            ["https://www.example.com"], ["/p/<id>", "https://<host>/p/<id>"], "https://other.com/p/1",
            "https://<host>/p/<id>", ["host": "other.com", "id": "1"]),
        // Overlapping entry points: precedence picks among the written-out
        // forms (`https://e.com/app/<x>` beats `https://e.com/app/<path:rest>`),
        // and the match reports the entry point of the form that won.
        Row(
            ["https://e.com", "https://e.com/app"], ["/app/<x>", "/<path:rest>"], "https://e.com/app/a", "/app/<x>",
            ["x": "a"], through: "https://e.com"),
        Row(
            ["https://e.com", "https://e.com/app"], ["/app/<int:x>", "/<path:rest>"], "https://e.com/app/a",
            "/<path:rest>", ["rest": "a"], through: "https://e.com/app"),
        Row(
            ["https://e.com", "https://e.com/app"], ["/app/<x>", "/<path:rest>"], "https://e.com/app",
            "/<path:rest>", ["rest": "app"], through: "https://e.com"),
        Row(
            ["https://e.com", "https://e.com/app"], ["/app/<x>"], "https://e.com/app/a", "/app/<x>", ["x": "a"],
            through: "https://e.com"),
    ])
    func writtenOutFormsTakePartInPrecedence(_ row: Row) throws {
        try row.check()
    }

    /// §4b: a match reports the entry point as it was added, for every URL
    /// that falls under one: the most specific when it falls under several.
    @Test(arguments: [
        Row(["HTTPS://WWW.Example.com"], ["/a"], "https://www.example.com/a", "/a", through: "HTTPS://WWW.Example.com"),
        Row(["APP://"], ["/a"], "app://a", "/a", through: "APP://"),
        // Patterns written with a scheme report the entry point the URL falls under.
        Row(["app://"], ["app://settings"], "app://settings", "app://settings", through: "app://"),
        Row(
            ["https://e.com", "https://e.com/app"], ["https://e.com/*"], "https://e.com/app/x", "https://e.com/*",
            ["*": "app/x"], through: "https://e.com/app"),
        Row(
            ["https://e.com", "https://e.com/app"], ["https://e.com/*"], "https://e.com/x", "https://e.com/*",
            ["*": "x"], through: "https://e.com"),
        Row(
            ["https://e.com", "https://e.com/app"], ["https://e.com/*"], "https://e.com/app", "https://e.com/*",
            ["*": "app"], through: "https://e.com/app"),
        Row(
            ["https://e.com/app"], ["https://e.com/*"], "https://e.com/application", "https://e.com/*",
            ["*": "application"]),
        Row(
            ["https://e.com/app", "https://"], ["https://<h>"], "https://e.com", "https://<h>", ["h": "e.com"],
            through: "https://"),
        Row(
            ["https://e.com/app", "https://"], ["https://<h>/*"], "https://e.com/app", "https://<h>/*",
            ["h": "e.com", "*": "app"], through: "https://e.com/app"),
        // A URL under no entry point reports none.
        Row(["app://"], ["https://google.com/x"], "https://google.com/x", "https://google.com/x"),
        Row(["app://"], ["*://x"], "other://x", "*://x"),
    ])
    func theMatchReportsTheEntryPoint(_ row: Row) throws {
        try row.check()
    }

    @Test func theEntryPointPrefixIsDecodedAsPathsAre() throws {
        let elf = try Self.router(entryPoints: ["https://e.com/app"], routes: ["https://e.com/*"])
        #expect(elf.match("https://e.com/%61pp/x")?.entryPoint == "https://e.com/app")
        #expect(elf.match("https://e.com/App/x")?.entryPoint == nil)
        let relaxed = try Self.router(
            entryPoints: ["https://e.com/App"], routes: ["/x", "https://e.com/*"],
            configuration: .init(caseInsensitivePaths: true))
        #expect(relaxed.match("https://e.com/aPP/X")?.pattern == "/x")
        #expect(relaxed.match("https://e.com/aPP/y")?.entryPoint == "https://e.com/App")
    }

    // MARK: - §2a and §4b: bad entry points

    struct BadEntryPoint: CustomTestStringConvertible, Sendable {
        var text: String
        var reason: Elf.EntryPointError.Reason
        var column: Int
        var testDescription: String { text }
        init(_ text: String, _ reason: Elf.EntryPointError.Reason, column: Int) {
            self.text = text
            self.reason = reason
            self.column = column
        }
    }

    @Test(arguments: [
        BadEntryPoint("", .invalidStart, column: 1),
        BadEntryPoint("app", .invalidStart, column: 1),
        BadEntryPoint("app:", .invalidStart, column: 1),
        BadEntryPoint("app:/x", .invalidStart, column: 1),
        BadEntryPoint("/product", .invalidStart, column: 1),
        BadEntryPoint("1h://", .invalidScheme, column: 1),
        BadEntryPoint("my_app://", .invalidScheme, column: 3),
        BadEntryPoint("*://", .invalidScheme, column: 1),
        BadEntryPoint("https://www.example.com/", .emptySegment, column: 24),
        BadEntryPoint("https://example.com//app", .emptySegment, column: 20),
        BadEntryPoint("https://example.com/app/", .emptySegment, column: 24),
        BadEntryPoint("app:///x", .missingHost, column: 7),
        BadEntryPoint("https://[::1]", .invalidCharacter("["), column: 9),
        BadEntryPoint("https://example.com:443", .portNotAllowed, column: 20),
        BadEntryPoint("https://example.com:", .portNotAllowed, column: 20),
        BadEntryPoint("https://user@example.com", .invalidCharacter("@"), column: 13),
        BadEntryPoint("https://<host>", .invalidCharacter("<"), column: 9),
        BadEntryPoint("https://example.com/<id>", .invalidCharacter("<"), column: 21),
        BadEntryPoint("https://example.com/{id}", .invalidCharacter("{"), column: 21),
        BadEntryPoint("https://example.com/:id", .invalidCharacter(":"), column: 21),
        BadEntryPoint("https://example.com/a(/b)", .invalidCharacter("("), column: 22),
        BadEntryPoint("https://example.com/*", .invalidCharacter("*"), column: 21),
        BadEntryPoint("https://*", .invalidCharacter("*"), column: 9),
        BadEntryPoint("https://example.com/a?x=1", .invalidCharacter("?"), column: 22),
        BadEntryPoint("https://example.com?x=1", .invalidCharacter("?"), column: 20),
        BadEntryPoint("https://example.com#top", .invalidCharacter("#"), column: 20),
        BadEntryPoint("https://example.com/a%20b", .invalidCharacter("%"), column: 22),
        BadEntryPoint("https://ex%41mple.com", .invalidCharacter("%"), column: 11),
        BadEntryPoint("https://exa mple.com", .invalidCharacter(" "), column: 12),
        BadEntryPoint("https://exämple.com", .invalidCharacter("ä"), column: 11),
        BadEntryPoint("https://example.com/a\\b", .invalidCharacter("\\"), column: 22),
        BadEntryPoint("https://example.com/a\u{85}", .invalidCharacter("\u{85}"), column: 22),
        BadEntryPoint("https://./a", .dotSegment, column: 9),
        BadEntryPoint("https://example.com/.", .dotSegment, column: 21),
        BadEntryPoint("https://example.com/a/..", .dotSegment, column: 23),
        BadEntryPoint(" app://", .invalidScheme, column: 1),
    ])
    func invalidEntryPointsNameTheColumn(_ bad: BadEntryPoint) throws {
        let elf = try Self.router(entryPoints: [], routes: ["/p"])
        do {
            try elf.addEntryPoint(bad.text)
            Issue.record("\(bad.text) was added")
        } catch {
            #expect(error.entryPoint == bad.text)
            #expect(error.reason == bad.reason)
            #expect(error.column == bad.column)
            #expect(error.description.contains("\(loggableText(bad.text)) at column \(bad.column)"), "\(error)")
        }
        #expect(elf.entryPointTexts.isEmpty)
        // Nothing changed: the path pattern still reads as ROUTING.md §3 says.
        #expect(elf.match("https://google.com/p")?.pattern == "/p")
    }

    @Test(arguments: [
        "app://", "APP://", "my-app.v2+x://", "https://www.example.com", "https://example.com/app",
        "https://example.com/a/b-c/d.e/f_g/h~i/j!k/l$m/n&o/p'q/r+s/t,u/v;w/x=y/z:1", "https://127.0.0.1",
        "https://localhost", "https://e.com/café",
    ])
    func validEntryPointsAreAdded(_ text: String) throws {
        let elf = Elf()
        try elf.addEntryPoint(text)
        #expect(elf.entryPointTexts == [text])
    }

    @Test(arguments: [
        ("https://www.example.com", "https://WWW.Example.COM"),
        ("https://www.example.com", "HTTPS://www.example.com"),
        ("app://", "App://"),
        ("https://e.com/app", "https://E.com/app"),
    ])
    func anEntryPointAlreadyThereIsAnError(first: String, again: String) throws {
        let elf = try Self.router(entryPoints: [first], routes: [])
        #expect(throws: Elf.EntryPointError(entryPoint: again, reason: .alreadyAdded(existing: first), offset: 0)) {
            try elf.addEntryPoint(again)
        }
        #expect(elf.entryPointTexts == [first])
    }

    @Test func prefixesThatDifferInCaseAreDifferentEntryPoints() throws {
        let elf = try Self.router(entryPoints: ["https://e.com/app", "https://e.com/App"], routes: ["/x"])
        #expect(elf.match("https://e.com/app/x")?.entryPoint == "https://e.com/app")
        #expect(elf.match("https://e.com/App/x")?.entryPoint == "https://e.com/App")
        let relaxed = Elf(configuration: .init(caseInsensitivePaths: true))
        try relaxed.addEntryPoint("https://e.com/app")
        #expect(throws: Elf.EntryPointError.self) { try relaxed.addEntryPoint("https://e.com/APP") }
    }

    // MARK: - §2a: duplicates share the shape space

    /// A pattern written out by hand beside the path pattern it duplicates,
    /// registered in either order: the second is refused, naming the first.
    @Test(arguments: [
        (["https://www.example.com"], "/p", "https://www.example.com/p"),
        (["https://www.example.com"], "/p/<id>", "https://WWW.example.com/p/{x}"),
        (["https://example.com/app"], "/p", "https://example.com/app/p"),
        (["app://"], "/p", "app://p"),
        (["app://"], "/P/<int:a>", "app://p/<int:b>"),
        (["app://"], "/p(/q)", "app://p/q"),
        (["https://e.com", "https://e.com/app"], "/x", "/app/x"),
        (["app://"], "/Module/x", "/module/x"),
    ])
    func aWrittenOutDuplicateIsAnError(entryPoints: [String], first: String, second: String) throws {
        for (registered, refused) in [(first, second), (second, first)] {
            let elf = try Self.router(entryPoints: entryPoints, routes: [registered])
            do {
                try elf.register(refused) { NoopHandler() }
                Issue.record("\(refused) registered beside \(registered)")
            } catch {
                #expect(error.reason == .duplicate(existing: registered), "\(error)")
                #expect(error.description.contains(refused) && error.description.contains(registered))
            }
            #expect(elf.registeredPatterns == [registered])
            try Self.expectInvariants(elf)
        }
    }

    /// The same pair through no entry point that meets them are two
    /// patterns; with an entry point, so are `/Module/x` and `/module/x`
    /// (ROUTING.md §4b: only a router without entry points folds them).
    @Test func withoutTheEntryPointThereIsNoDuplicate() throws {
        let elf = try Self.router(
            entryPoints: ["https://e.com"], routes: ["/p", "https://www.example.com/p", "/Module/x", "/module/x"])
        #expect(elf.registeredPatterns.count == 4)
        #expect(elf.match("https://www.example.com/p")?.pattern == "https://www.example.com/p")
    }

    /// Adding an entry point that would make two registered patterns
    /// duplicates is an error naming both, and adds nothing.
    @Test(arguments: [
        (["https://www.example.com/p", "/p"], [], "https://www.example.com", "/p", "https://www.example.com/p"),
        (["app://p/<int:x>", "/P/<int:y>"], [], "app://", "/P/<int:y>", "app://p/<int:x>"),
        (["/app/x", "/x"], ["https://e.com"], "https://e.com/app", "/x", "/app/x"),
        (["/Module/x", "/module/x"], ["https://e.com"], "app://", "/module/x", "/Module/x"),
        (["/(app)/x"], ["https://e.com"], "https://e.com/app", "/(app)/x", "/(app)/x"),
        // Registered through an entry point: without one, `/a/x` and `/A/x` are one shape (§4b).
        (["/(a)/(A)/x"], ["https://e.com"], "app://", "/(a)/(A)/x", "/(a)/(A)/x"),
    ])
    func anEntryPointThatMakesDuplicatesIsAnError(
        routes: [String], before: [String], entryPoint: String, pattern: String, existing: String
    ) throws {
        let elf = try Self.router(entryPoints: before, routes: routes)
        let answers = ["https://e.com/app/x", "https://www.example.com/p", "app://p/1", "https://e.com/x"].map {
            elf.match($0)?.pattern
        }
        do {
            try elf.addEntryPoint(entryPoint)
            Issue.record("\(entryPoint) was added")
        } catch {
            #expect(error.reason == .duplicateThroughEntryPoint(pattern: pattern, existing: existing), "\(error)")
            #expect(error.description.contains(pattern) && error.description.contains(existing), "\(error)")
        }
        #expect(elf.entryPointTexts == before)
        #expect(elf.registeredPatterns == routes)
        try Self.expectInvariants(elf)
        let after = ["https://e.com/app/x", "https://www.example.com/p", "app://p/1", "https://e.com/x"].map {
            elf.match($0)?.pattern
        }
        #expect(after == answers)
    }

    /// §4b: one pattern that collides with itself through two overlapping
    /// entry points is a duplicate error, naming the pattern.
    @Test func aPatternThatCollidesWithItselfIsADuplicate() throws {
        let elf = try Self.router(entryPoints: ["https://e.com", "https://e.com/app"], routes: [])
        #expect(throws: Elf.PatternError(pattern: "/(app)/x", reason: .duplicate(existing: "/(app)/x"), offset: 0)) {
            try elf.register("/(app)/x") { NoopHandler() }
        }
        #expect(elf.registeredPatterns.isEmpty)
        try Self.expectInvariants(elf)
        #expect(elf.match("/app/x") == nil)
        // A routing table says so too, and applies nothing.
        let errors = elf.registerRoutingTable(["/(app)/x": { NoopHandler() }], notFoundHandler: { _ in })
        #expect(errors.map(\.reason) == [.duplicate(existing: "/(app)/x")])
    }

    /// §4b: the root pattern `/` through `scheme://` matches nothing, so it
    /// cannot clash there.
    @Test func theRootPatternThroughASchemeMatchesNothing() throws {
        let elf = try Self.router(entryPoints: ["app://"], routes: ["/", "app://x"])
        #expect(elf.match("app://x")?.pattern == "app://x")
        #expect(elf.match("app://")?.pattern == nil)
        #expect(elf.match("app:///")?.pattern == nil)
        #expect(elf.match("/")?.pattern == "/")
    }

    @Test func aWrittenOutFormHasNoMoreSegmentsThanAPattern() throws {
        let long = "/" + Array(repeating: "a", count: 256).joined(separator: "/")
        // Through `scheme://` the first segment moves to the host position: no segment is added.
        let elf = try Self.router(entryPoints: ["app://"], routes: [long])
        let tooLong = Elf.EntryPointError(
            entryPoint: "https://e.com", reason: .tooManySegmentsThroughEntryPoint(pattern: long, limit: 256),
            offset: 0)
        #expect(throws: tooLong) { try elf.addEntryPoint("https://e.com") }
        #expect(elf.entryPointTexts == ["app://"])
        #expect(elf.match("app://a" + String(repeating: "/a", count: 255))?.pattern == long)
        elf.unregister(long)
        try elf.addEntryPoint("https://e.com")
        #expect(throws: Elf.PatternError(pattern: long, reason: .tooManySegments(limit: 256), offset: 0)) {
            try elf.register(long) { NoopHandler() }
        }
        #expect(elf.registeredPatterns.isEmpty)
        try Self.expectInvariants(elf)
    }

    // MARK: - Removing, listing, and the rest of the table

    @Test func entryPointsAreListedAndRemoved() throws {
        let elf = try Self.router(
            entryPoints: Self.exampleEntryPoints, routes: ["/product/<int:id>", "https://www.example.com/*"])
        #expect(elf.entryPointTexts == Self.exampleEntryPoints)
        #expect(try elf.removeEntryPoint("https://EXAMPLE.com/app"))
        #expect(try !elf.removeEntryPoint("https://example.com/app"))
        #expect(try !elf.removeEntryPoint("not an entry point"))
        try Self.expectInvariants(elf)
        #expect(elf.entryPointTexts == ["app://", "https://www.example.com"])
        #expect(elf.match("https://example.com/app/product/42") == nil)
        #expect(elf.match("app://product/42")?.pattern == "/product/<int:id>")
        #expect(try elf.removeEntryPoint("https://www.example.com"))
        // The fallback takes what the path pattern took through the host.
        #expect(elf.match("https://www.example.com/product/42")?.pattern == "https://www.example.com/*")
        #expect(elf.match("https://www.example.com/product/42")?.entryPoint == nil)
        #expect(try elf.removeEntryPoint("app://"))
        try Self.expectInvariants(elf)
        // With no entry point, path patterns read as ROUTING.md §3 says again.
        #expect(elf.match("https://google.com/product/42")?.pattern == "/product/<int:id>")
        #expect(elf.match("app://product/42")?.pattern == "/product/<int:id>")
        #expect(elf.registeredPatterns == ["/product/<int:id>", "https://www.example.com/*"])
        // And it can all come back.
        try elf.addEntryPoint("https://example.com/app")
        #expect(elf.match("https://example.com/app/product/42")?.entryPoint == "https://example.com/app")
        #expect(elf.match("https://google.com/product/42") == nil)
    }

    /// A path pattern is one registration, whatever the entry points.
    @Test func aPathPatternIsOneRegistration() throws {
        let elf = try Self.router(
            entryPoints: Self.exampleEntryPoints, routes: ["/product/<int:id>", "https://www.example.com/*"])
        #expect(elf.registeredPatterns == ["/product/<int:id>", "https://www.example.com/*"])
        #expect(elf.registeredPatternsByScheme == ["/": ["/product/<int:id>"], "https": ["https://www.example.com/*"]])
        // A written-out spelling is not a registration...
        #expect(!elf.unregister("https://www.example.com/product/<int:x>"))
        #expect(!elf.unregister("app://product/<int:x>"))
        // ... the pattern's text, or its shape, is.
        #expect(elf.unregister("/product/<int:x>"))
        try Self.expectInvariants(elf)
        #expect(elf.registeredPatterns == ["https://www.example.com/*"])
        #expect(elf.match("https://www.example.com/product/42")?.pattern == "https://www.example.com/*")
        #expect(elf.match("app://product/42") == nil)
        #expect(elf.match("/product/42") == nil)
        // Nothing is left behind: the pattern registers again, and so does a hand-written form.
        try elf.register("https://example.com/app/product/<int:id>") { NoopHandler() }
        #expect(throws: PatternError.self) { try elf.register("/product/<int:id>") { NoopHandler() } }
        #expect(elf.unregister("https://example.com/app/product/<int:id>"))
        try elf.register("/product/<int:id>") { NoopHandler() }
        try Self.expectInvariants(elf)
        #expect(elf.match("https://example.com/app/product/42")?.pattern == "/product/<int:id>")
        elf.unregisterAll()
        #expect(elf.entryPointTexts == Self.exampleEntryPoints)
        #expect(elf.match("app://product/42") == nil)
        try Self.expectInvariants(elf)
    }

    @Test func aRoutingTableIsCheckedThroughTheEntryPoints() throws {
        let elf = try Self.router(entryPoints: ["https://www.example.com"], routes: ["/old"])
        let errors = elf.registerRoutingTable(
            ["/p": { NoopHandler() }, "https://www.example.com/p": { NoopHandler() }], notFoundHandler: { _ in })
        #expect(errors.count == 1)
        #expect(errors.first?.reason == .duplicate(existing: "/p"))
        #expect(elf.registeredPatterns == ["/old"])
        let none = elf.registerRoutingTable(
            ["/p": { NoopHandler() }, "https://www.example.com/*": { NoopHandler() }], notFoundHandler: { _ in })
        #expect(none.isEmpty)
        try Self.expectInvariants(elf)
        #expect(elf.match("https://www.example.com/p")?.pattern == "/p")
        #expect(elf.match("https://www.example.com/old")?.pattern == "https://www.example.com/*")
    }

    enum ShopModule: RouteModule {
        enum Page: String, CaseIterable {
            case home = ""
            case item = "item/<int:id>"
        }
        static let path = "/shop"
        static func pattern(for page: Page) -> String { page.rawValue }
        static func makeHandler(for page: Page) -> any Handler { NoopHandler() }
    }

    @Test func aModuleUnderAPathReachesEveryEntryPoint() throws {
        let elf = try Self.router(entryPoints: ["app://", "https://www.example.com"], routes: [])
        try elf.register(module: ShopModule.self)
        try Self.expectInvariants(elf)
        #expect(elf.match("app://shop/item/4")?.pattern == "/shop/item/<int:id>")
        #expect(elf.match("https://www.example.com/shop")?.entryPoint == "https://www.example.com")
        #expect(elf.match("https://google.com/shop") == nil)
        #expect(elf.unregister(module: ShopModule.self))
        try Self.expectInvariants(elf)
        #expect(elf.match("app://shop/item/4") == nil)
        #expect(elf.registeredPatterns.isEmpty)
        // A module whose page clashes through an entry point registers nothing.
        try elf.register("https://www.example.com/shop/item/<int:n>") { NoopHandler() }
        #expect(throws: ModuleError.self) { try elf.register(module: ShopModule.self) }
        #expect(elf.registeredPatterns == ["https://www.example.com/shop/item/<int:n>"])
        try Self.expectInvariants(elf)
    }

    // MARK: - Handling and explain

    @MainActor
    @Test func handlingRunsTheHandlerThroughEveryEntryPoint() throws {
        let elf = try Self.router(entryPoints: Self.exampleEntryPoints, routes: [])
        let converted = ConvertedIDs()
        try elf.register("/product/<int:id>") { IDRecorder(into: converted) }
        try elf.register("/account/delete", allowedSources: [.internal]) { NoopHandler() }
        var missed: [String] = []
        elf.notFoundHandler = { missed.append($0) }
        #expect(elf.handleURL(url: "https://example.com/app/product/7"))
        #expect(converted.ids == ["7"])
        #expect(!elf.handleURL(url: "https://google.com/product/7"))
        #expect(!elf.handleURL(url: "https://www.example.com/account/delete", source: .universalLink))
        #expect(elf.handleURL(url: "app://account/delete", source: .internal))
        #expect(missed == ["https://google.com/product/7", "https://www.example.com/account/delete"])
        #expect(elf.canHandle("app://product/1", source: .customScheme))
        #expect(!elf.canHandle("https://google.com/product/1", source: .universalLink))
    }

    /// Explain lists a path pattern's misses by its written-out forms: a URL
    /// through no entry point fails at the host, as `E/p` would.
    @Test func explainReadsPathPatternsThroughTheEntryPoints() throws {
        let elf = try Self.router(
            entryPoints: ["app://", "https://www.example.com"],
            routes: ["/product/<int:id>", "https://www.example.com/*"])
        let hit = elf.explain("https://www.example.com/product/42")
        #expect(hit.winner?.pattern == "/product/<int:id>")
        #expect(hit.entries.map(\.pattern) == ["/product/<int:id>", "https://www.example.com/*"])
        let miss = elf.explain("https://google.com/product/42")
        #expect(miss.winner == nil)
        let entry = try #require(miss.entries.first { $0.pattern == "/product/<int:id>" })
        guard case .mismatched(let mismatch) = entry.outcome else {
            Issue.record("\(entry)")
            return
        }
        #expect(mismatch != .unexplained, "\(mismatch)")
        #expect("\(miss)".contains("google.com"), "\(miss)")
        // A bare path still explains against the pattern itself.
        #expect(elf.explain("/product/42").winner?.pattern == "/product/<int:id>")
    }

    /// A rewrite rule's target is looked up through the entry points like any URL.
    @Test func rewrittenURLsGoThroughTheEntryPoints() throws {
        let elf = try Self.router(entryPoints: ["app://"], routes: ["/product/<int:id>"])
        try elf.addRewriteRule(from: "legacy://item/<int:id>", to: "app://product/<id>")
        let match = try #require(elf.match("legacy://item/3"))
        #expect(match.pattern == "/product/<int:id>")
        #expect(match.entryPoint == "app://")
        #expect(match.originalURL == "legacy://item/3")
    }

    // MARK: - Concurrency

    @Test func lookupsDuringEntryPointChangesSeeOneTableOrTheOther() async throws {
        let elf = try Self.router(entryPoints: ["app://"], routes: ["/product/<int:id>", "https://e.com/*"])
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for _ in 0..<200 {
                    try? elf.addEntryPoint("https://e.com")
                    _ = try? elf.removeEntryPoint("https://e.com")
                }
            }
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<500 {
                        let pattern = elf.match("https://e.com/product/1")?.pattern
                        #expect(pattern == "/product/<int:id>" || pattern == "https://e.com/*")
                        #expect(elf.match("app://product/1")?.pattern == "/product/<int:id>")
                    }
                }
            }
        }
    }
}

/// The ids entry-point handling converted; a log of this suite's own, so that
/// suites running beside it (LifecycleTests reads `RecordingHandler.log`) see
/// nothing of it.
@MainActor
private final class ConvertedIDs {
    var ids: [String] = []
}

/// A handler that records the `id` it converts.
@MainActor
private final class IDRecorder: Handler {
    let log: ConvertedIDs

    init(into log: ConvertedIDs) {
        self.log = log
    }

    func convert(params: [String: String], queryParams: [String: String]) {
        log.ids.append(params["id"] ?? "")
    }

    func handle() {}
}
