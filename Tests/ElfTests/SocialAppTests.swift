// The 17-route social app (SocialApp/SocialRoutes.swift), driven
// with real URLs: the custom scheme and universal links reach every route,
// the web fallback takes only what no route takes, the login gate replays
// the link after login, the old scheme is rewritten, and every route value
// writes a URL that routes back to it. The last tests pin the section "A
// whole app" of Sources/Elf/Elf.docc/TypedRoutes.md: its excerpt is the app's
// code, and it gives the line counts of the app and of its URLNavigator twin.

import Elf
import ElfTesting
import Foundation
import Testing

@MainActor
@Suite struct SocialAppTests {
    nonisolated static let post = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    /// A path, the screen it shows (its route value), through both entry points.
    nonisolated static let screens: [(path: String, screen: String)] = [
        ("/user/7", "/user/7"),
        ("/user/7/followers", "/user/7/followers"),
        ("/user/7/following", "/user/7/following"),
        ("/post/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "/post/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        ("/post/\(post)/comments", "/post/\(post)/comments"),
        ("/post/\(post)/comments/2", "/post/\(post)/comments/2"),
        ("/search?q=cats&tag=cute&tag=black", "/search?q=cats&tag=cute&tag=black"),
        ("/search?q=a%20b%26c", "/search?q=a%20b%26c"),
        ("/tag/swift", "/tag/swift"),
        ("/tag/caf%C3%A9", "/tag/caf%C3%A9"),
        ("/notifications", "/notifications"),
        ("/settings", "/settings"),
    ]

    nonisolated static let entryPoints = ["social:/", "https://www.example.com", "HTTPS://WWW.EXAMPLE.COM"]

    @Test(arguments: screens, entryPoints)
    func everyScreenIsReachableThroughEveryEntryPoint(route: (path: String, screen: String), entryPoint: String)
        throws
    {
        let app = try SocialApp()
        let url = entryPoint + route.path
        #expect(app.elf.handleURL(url: url), "\(url)")
        #expect(app.navigator.visibleIdentities == [route.screen], "\(url)")
        #expect(app.browser.isEmpty && app.misses.isEmpty, "\(url)")
        #expect(app.elf.match(url)?.entryPoint == (entryPoint == "social:/" ? "social://" : "https://www.example.com"))
    }

    /// The typed values the handlers receive.
    @Test func theRoutesReceiveTypedValues() throws {
        let app = try SocialApp()
        #expect(app.elf.route(for: "social://user/7", as: ProfileRoute.self) == ProfileRoute(id: 7))
        #expect(
            app.elf.route(for: "https://www.example.com/post/\(Self.post)/comments", as: CommentsRoute.self)
                == CommentsRoute(id: Self.post, page: nil))
        #expect(
            app.elf.route(for: "social://post/\(Self.post)/comments/3", as: CommentsRoute.self)
                == CommentsRoute(id: Self.post, page: 3))
        #expect(
            app.elf.route(for: "social://search?q=cats&tag=cute&tag=black", as: SearchRoute.self)
                == SearchRoute(q: "cats", tag: ["cute", "black"]))
        #expect(app.elf.route(for: "social://search?q=cats", as: SearchRoute.self) == SearchRoute(q: "cats", tag: []))
        #expect(app.elf.route(for: "social://search", as: SearchRoute.self) == nil)  // q is required
        #expect(app.elf.route(for: "social://user/seven", as: ProfileRoute.self) == nil)
    }

    /// The web fallback loses to every route and wins for the rest of the site.
    @Test(
        arguments: [
            ("https://www.example.com/user/7", nil),
            ("https://www.example.com/about", "https://www.example.com/about"),
            ("https://www.example.com/user/seven", "https://www.example.com/user/seven"),
            ("https://www.example.com/post/42", "https://www.example.com/post/42"),
            ("https://www.example.com/settings/dark-mode/maybe", "https://www.example.com/settings/dark-mode/maybe"),
            ("https://www.example.com/", "https://www.example.com/"),
        ] as [(String, String?)])
    func theWebFallbackTakesOnlyWhatNoRouteTakes(url: String, browsed: String?) throws {
        let app = try SocialApp()
        #expect(app.elf.handleURL(url: url))
        #expect(app.browser == (browsed.map { [$0] } ?? []))
        #expect(app.navigator.visibleIdentities == (browsed == nil ? ["/user/7"] : []))
    }

    /// URLs through no entry point, and custom-scheme URLs no route takes, are not routed.
    @Test(arguments: [
        "https://google.com/user/7", "http://www.example.com/user/7", "https://example.com/user/7",
        "social://about", "social://user/seven", "social://post/42", "social://settings/volume/on",
        "social://user/7/%zz",
    ])
    func urlsNoRouteTakesAreMisses(url: String) throws {
        let app = try SocialApp()
        #expect(!app.elf.handleURL(url: url))
        #expect(app.misses == [url] && app.browser.isEmpty && app.navigator.visibleStack.isEmpty)
    }

    @Test(arguments: [
        ("social://settings/dark-mode/yes", Setting.darkMode, true),
        ("https://www.example.com/settings/notifications/0", .notifications, false),
        ("social://settings/private/TRUE", .privateAccount, true),
    ])
    func settingsTogglesFlipTheirSwitch(url: String, setting: Setting, on: Bool) throws {
        let app = try SocialApp()
        #expect(app.elf.handleURL(url: url))
        #expect(app.settings == [setting: on])
        #expect(app.navigator.visibleStack.isEmpty)
    }

    /// A gated link opens the login screen, and opens itself after login.
    @Test(arguments: [
        ("social://compose?text=Hello%20world", "/compose?text=Hello%20world"),
        ("https://www.example.com/messages/12", "/messages/12"),
        ("https://www.example.com/messages", "/messages"),
    ])
    func gatedLinksAreReplayedAfterLogin(url: String, screen: String) throws {
        let app = try SocialApp()
        #expect(app.elf.handleURL(url: url))
        #expect(app.navigator.stackDescription == "stack\n└─ (empty)\npresented\n└─ /login")
        #expect(app.elf.deferredURL == url)
        app.logIn(as: "limboy")
        #expect(app.navigator.stackDescription == "stack\n└─ \(screen)")
        #expect(app.elf.deferredURL == nil)
        // Logged in, the link opens at once.
        app.navigator.setStack([])
        #expect(app.elf.handleURL(url: url) && app.navigator.visibleIdentities == [screen])
    }

    @Test func likingIsGatedAndDoesNotNavigate() throws {
        let app = try SocialApp()
        let url = "https://www.example.com/post/\(Self.post)/like"
        #expect(app.elf.handleURL(url: url) && app.likes.isEmpty)
        app.logIn(as: "limboy")
        #expect(app.likes == [Self.post])
        #expect(app.navigator.stackDescription == "stack\n└─ (empty)")
    }

    @Test func theOldSchemeIsRewritten() throws {
        let app = try SocialApp()
        #expect(app.elf.handleURL(url: "oldsocial://profile/7"))
        #expect(app.navigator.visibleIdentities == ["/user/7"])
        #expect(app.elf.match("oldsocial://profile/7")?.entryPoint == "social://")
        #expect(!app.elf.handleURL(url: "oldsocial://profile/seven"))
    }

    @Test func logOutOpensOnlyFromInsideTheApp() throws {
        let app = try SocialApp()
        app.user = "limboy"
        #expect(!app.elf.handleURL(url: "social://logout", source: .customScheme))
        // A route that refuses the source refuses the URL: the web fallback does not get it either.
        #expect(!app.elf.handleURL(url: "https://www.example.com/logout", source: .universalLink))
        #expect(app.user == "limboy" && app.browser.isEmpty)
        #expect(app.elf.handleURL(url: "social://logout", source: .internal))
        #expect(app.user == nil)
    }

    nonisolated static let values: [any Route] = [
        ProfileRoute(id: 7), ProfileRoute(id: -1), FollowersRoute(id: 0), FollowingRoute(id: Int.max),
        PostRoute(id: post), CommentsRoute(id: post, page: nil), CommentsRoute(id: post, page: 2),
        LikeRoute(id: post), ComposeRoute(text: nil, replyTo: nil),
        ComposeRoute(text: "a/b?c#d%e+f g&h=i 中文 🎉", replyTo: post),
        SearchRoute(q: "", tag: []), SearchRoute(q: "100% + more", tag: ["a b", "é", "?&="]),
        HashtagRoute(name: "a b/c?d#e%f+g"), HashtagRoute(name: "日本"), MessagesRoute(), ThreadRoute(thread: 3),
        NotificationsRoute(), SettingsRoute(), ToggleRoute(setting: .darkMode, on: true),
        ToggleRoute(setting: .privateAccount, on: false), LoginRoute(),
    ]

    /// Every value writes a URL (ASCII) that routes back to the same value:
    /// as written, and through both entry points.
    @Test(arguments: values)
    func everyValueRoutesBackToItself(value: any Route) throws {
        let app = try SocialApp()
        try roundTrip(value, app.elf)
    }

    private func roundTrip<R: Route>(_ value: R, _ elf: Elf) throws {
        let url = try elf.expectRoundTrip(value)
        #expect(url.utf8.allSatisfy { $0 < 0x80 && $0 > 0x20 })
        for entryPoint in Self.entryPoints {
            #expect(elf.route(for: entryPoint + url, as: R.self) == value, "\(entryPoint + url)")
        }
    }

    /// Values with no URL say which property and why.
    @Test func valuesWithNoURLNameTheProperty() throws {
        let app = try SocialApp()
        #expect((try? app.elf.url(for: HashtagRoute(name: ""))) == nil)
        #expect((try? app.elf.url(for: HashtagRoute(name: ".."))) == nil)
        #expect(throws: ReverseRoutingError.self) { try app.elf.url(for: HashtagRoute(name: "")) }
    }

    /// The route code is no longer than the URLNavigator version, and the
    /// article states both counts.
    @Test func theRouteCodeIsNoLongerThanURLNavigators() throws {
        let (elfCode, article) = try Self.appAndArticle()
        let snippet = try #require(Self.snippet(after: "### The same app with URLNavigator", in: article))
        let elfLines = Self.codeLines(elfCode)
        let urlNavigatorLines = Self.codeLines(snippet)
        #expect(elfLines <= urlNavigatorLines)
        #expect(article.contains("the same app: \(elfLines) lines with Elf, \(urlNavigatorLines) with URLNavigator"))
    }

    /// The article's excerpt of the app ("A whole app") is made of the app's own lines.
    @Test func theArticlesExcerptIsTheAppsCode() throws {
        let (elfCode, article) = try Self.appAndArticle()
        let excerpt = try #require(Self.snippet(after: "## A whole app", in: article))
        let appLines = Set(elfCode.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for line in excerpt.split(separator: "\n") {
            #expect(appLines.contains(line.trimmingCharacters(in: .whitespaces)), "\(line)")
        }
    }

    /// The app's route code (SocialRoutes.swift) and the TypedRoutes article, read from the repository.
    static func appAndArticle() throws -> (app: String, article: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (
            try String(
                contentsOf: root.appendingPathComponent("Tests/ElfTests/SocialApp/SocialRoutes.swift"), encoding: .utf8),
            try String(contentsOf: root.appendingPathComponent("Sources/Elf/Elf.docc/TypedRoutes.md"), encoding: .utf8)
        )
    }

    /// The first ```swift block after `heading`.
    static func snippet(after heading: String, in article: String) -> String? {
        guard let section = article.range(of: heading),
            let open = article.range(of: "```swift\n", range: section.upperBound..<article.endIndex),
            let close = article.range(of: "\n```", range: open.upperBound..<article.endIndex)
        else { return nil }
        return String(article[open.upperBound..<close.lowerBound])
    }

    /// Lines that are neither blank nor comments (`//`) nor `import` lines.
    static func codeLines(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("import ")
        }.count
    }
}
