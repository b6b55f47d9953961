import Foundation
import Testing

@testable import Elf
@testable import ElfSiteAssociation

/// The `apple-app-site-association` file that tells the system which
/// universal links open the app, checked against ``AppleLinkMatcher``, a
/// model of the system's documented matching.
@MainActor
@Suite struct SiteAssociationTests {
    static let appID = "ABCDE12345.com.example.app"

    /// The file's components, as the model reads them.
    static func components(_ elf: Elf, host: String? = nil) throws -> [AppleLinkMatcher.Component] {
        let data =
            host.map { elf.appSiteAssociation(appIDs: [appID], host: $0) } ?? elf.appSiteAssociation(appIDs: [appID])
        return try AppleLinkMatcher(file: data, appID: appID).components
    }

    static func paths(_ elf: Elf, host: String? = nil) throws -> [String] {
        try components(elf, host: host).map { ($0.exclude ? "exclude " : "") + ($0.path ?? "*") }
    }

    // MARK: - The model

    @Test(arguments: [
        ("/buy/*", "/buy/", true), ("/buy/*", "/buy/x/y", true), ("/buy/*", "/buy", false),
        ("/p/?*", "/p/", false), ("/p/?*", "/p/a", true), ("/p/?*", "/p/a/b", true),
        ("/p/?", "/p/ab", false), ("/p/?", "/p/a", true), ("*", "/", true), ("/", "/", true),
        ("/a*b", "/ab", true), ("/a*b", "/a/x/b", true), ("/a*b", "/a/x/bc", false),
    ])
    func theModelReadsWildcardsAsDocumented(pattern: String, path: String, matches: Bool) {
        #expect(AppleLinkMatcher.glob(Array(pattern.unicodeScalars), Array(path.unicodeScalars)) == matches)
    }

    @Test func theModelTriesComponentsInOrderWithTheirFlags() throws {
        let file = """
            {"applinks": {"defaults": {"caseSensitive": false}, "details": [
              {"appIDs": ["other.app"], "components": [{"/": "*"}]},
              {"appIDs": ["\(Self.appID)"], "defaults": {"percentEncoded": false}, "components": [
                {"/": "/private/*", "exclude": true},
                {"/": "/Café", "caseSensitive": true},
                {"/": "/help/*", "?": {"article": "????"}, "percentEncoded": true},
                {"/": "/x", "#": "no_*", "exclude": true},
                {"/": "*"}
              ]}
            ]}}
            """
        let matcher = try AppleLinkMatcher(file: Data(file.utf8), appID: Self.appID)
        #expect(matcher.components.count == 5)
        func decision(_ url: String) -> String {
            switch matcher.decision(for: "https://example.com" + url) {
            case .opensApp(let component): "app \(component.path ?? "*")"
            case .excluded(let component): "excluded \(component.path ?? "*")"
            case .opensBrowser: "browser"
            }
        }
        #expect(decision("/PRIVATE/x") == "excluded /private/*")
        #expect(decision("/Caf%C3%A9") == "app /Café")
        #expect(decision("/café") == "app *")
        #expect(decision("/help/a?article=1234") == "app /help/*")
        #expect(decision("/x#no_links") == "excluded /x")
        let noFallback = try AppleLinkMatcher(
            file: Data(
                #"{"applinks": {"details": [{"appID": "a.b", "components": [{"/": "/help/*", "?": {"q": "?*"}}]}]}}"#
                    .utf8),
            appID: "a.b")
        #expect(noFallback.decision(for: "https://e.com/help/x?q=1").opensApp)
        #expect(!noFallback.decision(for: "https://e.com/help/x").opensApp)
        #expect(!noFallback.decision(for: "https://e.com/help/x?r=1").opensApp)
    }

    // MARK: - Components

    /// One path pattern reached through three entry points, a route that
    /// refuses universal links, and host-wide routes: each host gets the
    /// components of the routes that reach it, under its path prefix.
    @Test func eachHostGetsTheComponentsOfTheRoutesThatReachIt() throws {
        let elf = try EntryPointTests.router(
            entryPoints: ["app://", "https://www.example.com", "https://example.com/app"],
            routes: ["/product/<int:id>", "https://www.example.com/*", "https://www.example.com/promo/<code>"])
        try elf.register("/account/delete", allowedSources: [.internal]) { NoopHandler() }
        #expect(
            try Self.paths(elf) == [
                "exclude /account/delete", "exclude /account/delete/", "/product/?*", "/promo/?*", "/*", "/",
            ])
        #expect(
            try Self.paths(elf, host: "Example.com") == [
                "exclude /app/account/delete", "exclude /app/account/delete/", "/app/product/?*",
            ])
        #expect(try Self.paths(elf, host: "google.com").isEmpty)
        let comments = try Self.components(elf).compactMap(\.comment)
        #expect(comments.first == "/account/delete through https://www.example.com (refuses universal links)")
        #expect(comments.contains("https://www.example.com/promo/<code>"))
        #expect(comments.contains("/product/<int:id> through https://www.example.com"))
        // The file is JSON with one details entry for the app IDs given.
        let data = elf.appSiteAssociation(appIDs: [Self.appID, "ABCDE12345.com.example.app2"])
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let details = try #require((object["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.count == 1)
        #expect(details[0]["appIDs"] as? [String] == [Self.appID, "ABCDE12345.com.example.app2"])
    }

    /// Each route form becomes the components that cover the paths it matches.
    @Test(arguments: [
        ("/about", ["/about", "/about/"]),
        ("/wild/*", ["/wild/*", "/wild"]),
        ("/*", ["/*", "/"]),
        ("/", ["/"]),
        ("/files/<path:rest>", ["/files/?*"]),
        ("/user/<int:id>/following", ["/user/?*/following", "/user/?*/following/"]),
        ("/caf%C3%A9/x%20y/a+b/%2A", ["/caf%C3%A9/x%20y/a+b/%2A", "/caf%C3%A9/x%20y/a+b/%2A/"]),
        ("/é", ["/%C3%A9", "/%C3%A9/"]),
        ("/a(/b)", ["/a/b", "/a/b/", "/a", "/a/"]),
        ("https://www.example.com/promo/<code>", ["/promo/?*"]),
        ("https://WWW.EXAMPLE.COM/x", ["/x", "/x/"]),
        ("*://www.example.com/help", ["/help", "/help/"]),
        ("https://<tenant>/share/<id>", ["/share/?*"]),
        ("https://<int:n>/share/<id>", []),
        ("https://<path:url>", ["*"]),
        ("https://other.com/x", []),
        ("http://www.example.com/x", []),
        ("app://x", []),
    ])
    func eachRouteBecomesComponents(pattern: String, expected: [String]) throws {
        let elf = try EntryPointTests.router(entryPoints: ["https://www.example.com"], routes: [pattern])
        #expect(try Self.paths(elf) == expected)
    }

    @Test func pathPatternsReachNoHostWithoutAnEntryPoint() throws {
        let elf = try EntryPointTests.router(entryPoints: [], routes: ["/product/<int:id>", "https://e.com/x"])
        #expect(try Self.paths(elf).isEmpty)
        #expect(try Self.paths(elf, host: "e.com") == ["/x", "/x/"])
        try elf.addEntryPoint("app://")
        #expect(try Self.paths(elf).isEmpty)
    }

    @Test func caseInsensitivePathsSayCaseSensitiveFalse() throws {
        let elf = try EntryPointTests.router(
            entryPoints: ["https://e.com"], routes: ["/About"], configuration: .init(caseInsensitivePaths: true))
        let components = try Self.components(elf)
        #expect(components.map(\.path) == ["/about", "/about/"])
        #expect(components.allSatisfy { !$0.caseSensitive })
    }

    /// Exclusions come first, but for the allowed routes that must be tried
    /// before them so that every URL Elf routes still opens the app.
    @Test(arguments: [
        // An exact exclusion goes ahead of a less specific route.
        (["/account/delete"], ["/*"], ["exclude /account/delete", "exclude /account/delete/", "/*", "/"]),
        // A more specific allowed route goes ahead of the exclusion it overlaps.
        (
            ["/account/<id>"], ["/account/settings", "/help"],
            ["/account/settings", "/account/settings/", "exclude /account/?*", "/help", "/help/"]
        ),
        // The exclusion is wider than its route: the overlapping allowed route goes first.
        (["/admin/<int:id>"], ["/admin/<slug>"], ["/admin/?*", "exclude /admin/?*"]),
        (["/admin/<int:id>"], ["/*"], ["/*", "/", "exclude /admin/?*"]),
        // An exclusion that meets no allowed route goes first.
        (["/admin/<int:id>"], ["/shop/<id>"], ["exclude /admin/?*", "/shop/?*"]),
    ])
    func exclusionsComeFirstWhereTheyMay(refused: [String], allowed: [String], expected: [String]) throws {
        let elf = try EntryPointTests.router(entryPoints: ["https://e.com"], routes: allowed)
        for pattern in refused {
            try elf.register(pattern, allowedSources: [.internal, .customScheme]) { NoopHandler() }
        }
        #expect(try Self.paths(elf) == expected)
    }

    // MARK: - The file means what the routes mean

    /// What Apple's matching (Support/AppleLinkMatcher.swift) does with each URL under `elf`'s file.
    static func opensApp(_ elf: Elf, _ urls: [String]) throws -> [Bool] {
        let matcher = try AppleLinkMatcher(file: elf.appSiteAssociation(appIDs: [appID]), appID: appID)
        return urls.map { matcher.decision(for: $0).opensApp }
    }

    @Test func anExclusionWithAQueryConstraintCarriesTheQuery() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com")
        try elf.register("/home") { _ in true }
        try elf.register("/home?tab=discover", allowedSources: [.internal]) { _ in true }
        let urls = [
            "https://example.com/home", "https://example.com/home?tab=new", "https://example.com/home?tab=discover",
        ]
        #expect(try Self.opensApp(elf, urls) == [true, true, false])
        #expect(urls.map { elf.canHandle($0, source: .universalLink) } == [true, true, false])
    }

    /// An allowed route with a query constraint comes before an excluded route of the same path (issue 36, 5).
    ///
    /// Elf routes `/pay?preview=1` to the
    /// allowed one, so its component must come before the exclusion, which
    /// (with no `"?"`) matches any query.
    @Test(arguments: [["/pay", "/pay?preview=1"], ["/pay?preview=1", "/pay"]])
    func anAllowedRouteWithAQueryConstraintComesBeforeTheExclusionOfItsPath(order: [String]) throws {
        let elf = Elf()
        try elf.addEntryPoint("https://www.example.com")
        for pattern in order {
            try elf.register(pattern, allowedSources: pattern == "/pay" ? [.internal] : nil) { _ in true }
        }
        let urls = [
            "https://www.example.com/pay?preview=1", "https://www.example.com/pay",
            "https://www.example.com/pay?preview=2",
        ]
        #expect(urls.map { elf.canHandle($0, source: .universalLink) } == [true, false, false])
        #expect(try Self.opensApp(elf, urls) == [true, false, false])
    }

    @Test func routesThatRefuseUniversalLinksAreExcludedUnderAPathPrefix() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com/app")
        try elf.register("/account/<id>") { _ in true }
        try elf.register("/account/delete", allowedSources: [.internal]) { _ in true }
        let urls = ["https://example.com/app/account/7", "https://example.com/app/account/delete"]
        #expect(urls.map { elf.canHandle($0, source: .universalLink) } == [true, false])
        #expect(try Self.opensApp(elf, urls) == [true, false])
    }

    @Test func aHigherPriorityRouteComesBeforeTheExclusionItOvertakes() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com")
        try elf.register("/p/<id>", priority: 5) { NoopHandler() }
        try elf.register("/p/x", allowedSources: [.internal]) { _ in true }
        // Priority first: the placeholder route takes /p/x, and it accepts universal links.
        #expect(elf.canHandle("https://example.com/p/x", source: .universalLink))
        #expect(try Self.opensApp(elf, ["https://example.com/p/x", "https://example.com/p/y"]) == [true, true])
    }

    @Test func aLiteralDollarParenthesisIsNotASubstitutionVariable() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://example.com")
        try elf.register("/promo/%24%28alpha%29") { _ in true }
        let file = String(decoding: elf.appSiteAssociation(appIDs: [Self.appID]), as: UTF8.self)
        #expect(!file.contains("$("), "\(file)")
        let urls = ["https://example.com/promo/%24%28alpha%29", "https://example.com/promo/a"]
        #expect(try Self.opensApp(elf, urls) == [true, false])
    }

    /// `appSiteAssociation` runs converters outside the router's lock: a
    /// custom placeholder type whose converter read the router deadlocked it.
    @Test func appSiteAssociationRunsConvertersOutsideTheLock() throws {
        let elf = Elf()
        let router = elf
        try elf.addPlaceholderType("region") { text in
            // App code that reads the router: it would wait for the lock forever.
            router.entryPointTexts.isEmpty ? nil : text
        }
        try elf.addEntryPoint("https://shop.example.com")
        try elf.register("https://<region:r>/deals") { _ in true }
        let finished = DispatchSemaphore(value: 0)
        Thread {
            _ = router.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"])
            finished.signal()
        }.start()
        #expect(finished.wait(timeout: .now() + 10) == .success, "appSiteAssociation deadlocked")
    }

    // MARK: - Both directions, over generated tables and URLs

    @Test(arguments: Array(UInt64(1)...10))
    func theFileSendsWhatTheTableRoutes(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let elf = Elf()
        for entryPoint in ["app://", "https://www.example.com", "https://www.example.com/app", "https://other.com"] {
            try elf.addEntryPoint(entryPoint)
        }
        var routes: [SiteRoute] = []
        for _ in 0..<(12 + Int(seed % 4) * 6) {
            let route = SiteRoute.random(&random)
            let sources: Set<LinkSource>? = route.refused ? [.internal, .customScheme] : nil
            // Duplicates are refused; the table is what registered.
            let entry = RoutingTableEntry(allowedSources: sources) { NoopHandler() }
            if (try? elf.register(route.text, priority: route.priority, entry: entry)) != nil { routes.append(route) }
        }
        let matcher = try AppleLinkMatcher(
            file: elf.appSiteAssociation(appIDs: [Self.appID]), appID: Self.appID)
        var routed = 0
        var sent = 0
        for _ in 0..<400 {
            let url =
                "https://" + random.element(of: ["www.example.com", "WWW.Example.com"])
                + SiteRoute.path(aimedAt: routes, &random)
            let isRouted = elf.canHandle(url, source: .universalLink)
            let decision = matcher.decision(for: url)
            if isRouted { routed += 1 }
            if decision.opensApp { sent += 1 }
            // Every URL the table routes through the host opens the app.
            #expect(!isRouted || decision.opensApp, "seed \(seed): \(url) is routed, but the file says \(decision)")
            // Every URL the file sends is routed, or falls under a documented exception.
            if case .opensApp(let component) = decision, !isRouted {
                #expect(
                    isDocumentedException(url, component, elf: elf),
                    "seed \(seed): \(url) is sent by \(component.comment ?? "?"), but not routed")
            }
        }
        #expect(routed > 40 && sent > routed / 2, "seed \(seed): \(routed) routed, \(sent) sent")
    }

    /// Whether a URL the file sends but Elf does not route is one of the exceptions EntryPoints.md documents.
    ///
    /// They are a component written for a placeholder (`?*` also matches
    /// text of another type, or across `/`), and a refusing route with
    /// placeholders, which cannot be excluded ahead of an allowed route it
    /// overlaps. Elf refuses such a URL, and the not-found handler can open
    /// it in the browser.
    func isDocumentedException(_ url: String, _ component: AppleLinkMatcher.Component, elf: Elf) -> Bool {
        if component.path?.contains("?*") == true { return true }
        // A query placeholder's `?*` also matches a value of another type.
        if case .items(let items)? = component.query, items.values.contains("?*") { return true }
        // Not routed, so the first candidate (if any) refuses universal links.
        guard let pattern = elf.match(url)?.pattern else { return false }
        return pattern.contains("<") || pattern.contains("{")
    }
}

/// A route of the generated tables: where it is written, its elements, and
/// whether it refuses universal links.
struct SiteRoute {
    enum Piece {
        case literal(String)
        case placeholder(String)
        case path
        case wildcard
    }

    var prefix: String
    var pieces: [Piece]
    var refused: Bool
    /// A query constraint, as written after `?` (`tab=discover`, `id=<int:q>`), or `nil`.
    var query: String? = nil
    /// The route's priority: a higher one is tried first (ROUTING.md §2).
    var priority = 0

    /// Literals, among them text Apple's patterns would read as a
    /// substitution variable (`$(alpha)`) or wildcards (`*`, `?`) if the
    /// file wrote it raw.
    static let literals = ["product", "about", "a", "b", "Account", "café", "x y", "a+b", "$(alpha)", "x*?"]
    static let queries = ["tab=discover", "tab=new", "id=<int:q>"]
    static let prefixes = [
        "", "https://www.example.com", "https://WWW.example.com", "*://www.example.com", "https://<host>",
        "https://other.com", "app://", "https://www.example.com/app",
    ]

    var text: String {
        var text = prefix
        for (index, piece) in pieces.enumerated() {
            let name = "v\(index)"
            switch piece {
            case .literal(let literal): text += "/" + Self.patternText(literal)
            case .placeholder(let type): text += type.isEmpty ? "/<\(name)>" : "/<\(type):\(name)>"
            case .path: text += "/<path:\(name)>"
            case .wildcard: text += "/*"
            }
        }
        if prefix == "app://" { text = "app://" + text.dropFirst(7) }
        if text.isEmpty { text = "/" }
        if let query { text += "?" + query }
        return text
    }

    /// A literal as a pattern writes it: what patterns give a meaning to
    /// (a space, `(` and `)` of optional groups, `$`, `*`, `?`) escaped.
    static func patternText(_ literal: String) -> String {
        var text = ""
        for scalar in literal.unicodeScalars {
            switch scalar {
            case " ": text += "%20"
            case "(": text += "%28"
            case ")": text += "%29"
            case "$": text += "%24"
            case "*": text += "%2A"
            case "?": text += "%3F"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    static func random(_ random: inout SeededRandom) -> SiteRoute {
        let count = random.int(in: 0...3)
        var pieces: [Piece] = (0..<count).map { _ in
            random.chance(0.6)
                ? .literal(random.element(of: literals))
                : .placeholder(random.element(of: ["", "", "int", "uuid", "bool"]))
        }
        if random.chance(0.3) { pieces.append(random.chance(0.5) ? .path : .wildcard) }
        var prefix = random.element(of: prefixes)
        if prefix == "app://", pieces.isEmpty { prefix = "" }
        let query = random.chance(0.2) ? random.element(of: queries) : nil
        let priority = random.chance(0.15) ? random.int(in: 1...3) : 0
        return SiteRoute(
            prefix: prefix, pieces: pieces, refused: random.chance(0.25), query: query, priority: priority)
    }

    /// A path on the host: mostly one a route matches, sometimes changed or made up.
    static func path(aimedAt routes: [SiteRoute], _ random: inout SeededRandom) -> String {
        var segments: [String]
        if let route = routes.isEmpty || random.chance(0.1) ? nil : random.element(of: routes) {
            segments = random.chance(0.3) ? ["app"] : []
            for piece in route.pieces {
                switch piece {
                case .literal(let literal): segments.append(encoded(literal))
                case .placeholder: segments.append(value(&random))
                case .path: segments += (0..<random.int(in: 1...2)).map { _ in value(&random) }
                case .wildcard: segments += (0..<random.int(in: 0...2)).map { _ in value(&random) }
                }
            }
            if random.chance(0.15), !segments.isEmpty {
                segments[random.int(in: 0...segments.count - 1)] = value(&random)
            }
        } else {
            segments = (0..<random.int(in: 0...3)).map { _ in
                random.chance(0.5) ? encoded(random.element(of: literals)) : value(&random)
            }
        }
        var path = segments.isEmpty ? "" : "/" + segments.joined(separator: "/")
        if random.chance(0.2) { path += "/" }
        if random.chance(0.3) {
            path += random.element(of: [
                "?q=1", "?a=b&c", "#top", "?x=%20#f", "?tab=discover", "?tab=new&x=1", "?id=7", "?id=x",
            ])
        }
        return path
    }

    /// An encoded value: typed or not, a literal of the table, or two segments.
    static func value(_ random: inout SeededRandom) -> String {
        random.element(of: [
            "42", "-7", "hat", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "true", "a%2Fb", "x%20y", "caf%C3%A9",
            "1.5", "product", "about", "a", "Account", "x/y", "%E4%B8%AD",
        ])
    }

    /// A literal as a URL writes it: unreserved characters and the
    /// sub-delimiters raw, the rest `%XX` with uppercase digits.
    static func encoded(_ literal: String) -> String {
        SiteAssociation.encoded(Array(literal.utf8))
    }
}

/// The sections for the other doors a domain opens: Handoff and App Clips
/// (issue: every door).
@Suite struct SiteAssociationSectionTests {
    static let appID = "ABCDE12345.com.example.pins"

    func file(continuesActivities: Bool, appClipIDs: [String]) throws -> [String: Any] {
        let elf = Elf()
        try elf.addEntryPoint("https://pins.example.com")
        try elf.register("/pin/<int:id>") { PinHandler() }
        let data = elf.appSiteAssociation(
            appIDs: [Self.appID], continuesActivities: continuesActivities, appClipIDs: appClipIDs)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func byDefaultTheFileHasApplinksAlone() throws {
        #expect(try file(continuesActivities: false, appClipIDs: []).keys.sorted() == ["applinks"])
    }

    @Test func handoffAndAppClipsGetTheirSections() throws {
        let json = try file(continuesActivities: true, appClipIDs: ["\(Self.appID).Clip"])
        #expect(json.keys.sorted() == ["activitycontinuation", "appclips", "applinks"])
        #expect((json["activitycontinuation"] as? [String: [String]])?["apps"] == [Self.appID])
        #expect((json["appclips"] as? [String: [String]])?["apps"] == ["\(Self.appID).Clip"])
    }

    final class PinHandler: Handler {
        func handle() {}
    }
}
