// A 17-route social app, written with Elf: the route code a
// user writes, and nothing else (the app around it is SocialApp.swift). The
// same app written with URLNavigator is in Sources/Elf/Elf.docc/TypedRoutes.md
// ("The same app with URLNavigator"); SocialAppTests counts the non-blank,
// non-comment lines of both and checks the numbers the article gives.
//
// Every route is a path pattern, so the custom scheme (`social://user/7`)
// and the universal-link host (`https://www.example.com/user/7`) both reach
// it, and the web fallback `https://www.example.com/*` takes only what no
// route takes.

import Elf
import ElfMigration  // the web fallback is a closure on a pattern
import Foundation

struct ProfileRoute: Route, Screen {
    static let pattern = "/user/<int:id>"
    var id: Int
}

struct FollowersRoute: Route, Screen {
    static let pattern = "/user/<int:id>/followers"
    var id: Int
}

struct FollowingRoute: Route, Screen {
    static let pattern = "/user/<int:id>/following"
    var id: Int
}

struct PostRoute: Route, Screen {
    static let pattern = "/post/<uuid:id>"
    var id: UUID
}

struct CommentsRoute: Route, Screen {
    static let pattern = "/post/<uuid:id>/comments(/<int:page>)"
    var id: UUID
    var page: Int?
}

struct LikeRoute: Route {
    static let pattern = "/post/<uuid:id>/like"
    var id: UUID
}

struct ComposeRoute: Route, Screen {
    static let pattern = "/compose"
    var text: String?
    var replyTo: UUID?
}

struct SearchRoute: Route, Screen {
    static let pattern = "/search"
    var q: String
    var tag: [String]
}

struct HashtagRoute: Route, Screen {
    static let pattern = "/tag/<name>"
    var name: String
}

struct MessagesRoute: Route, Screen { static let pattern = "/messages" }

struct ThreadRoute: Route, Screen {
    static let pattern = "/messages/<int:thread>"
    var thread: Int
}

struct NotificationsRoute: Route, Screen { static let pattern = "/notifications" }

struct SettingsRoute: Route, Screen { static let pattern = "/settings" }

struct ToggleRoute: Route {
    static let pattern = "/settings/<setting>/<bool:on>"
    var setting: Setting
    var on: Bool
}

enum Setting: String, Codable { case darkMode = "dark-mode", notifications, privateAccount = "private" }

struct LoginRoute: Route, Screen { static let pattern = "/login" }

extension SocialApp {
    /// Registers the app's 17 routes, its two entry points, the old scheme's rewrite and the login gate.
    func registerRoutes() throws {
        try elf.addEntryPoint("social://")
        try elf.addEntryPoint("https://www.example.com")
        try elf.addRewriteRule(from: "oldsocial://profile/<int:id>", to: "social://user/<id>")
        let gated = [LikeRoute.pattern, ComposeRoute.pattern, MessagesRoute.pattern, ThreadRoute.pattern]
        elf.addInterceptor(
            .loginGate(isLoggedIn: { self.user != nil }, loginURL: "social://login", protecting: Set(gated)))

        try elf.register(ProfileRoute.self)
        try elf.register(FollowersRoute.self)
        try elf.register(FollowingRoute.self)
        try elf.register(PostRoute.self)
        try elf.register(CommentsRoute.self)
        try elf.register(ComposeRoute.self)
        try elf.register(SearchRoute.self)
        try elf.register(HashtagRoute.self)
        try elf.register(MessagesRoute.self)
        try elf.register(ThreadRoute.self)
        try elf.register(NotificationsRoute.self)
        try elf.register(SettingsRoute.self)
        try elf.register(LoginRoute.self) { login in
            self.navigator.present(login)
            return true
        }
        try elf.register(LikeRoute.self) { like in
            self.likes.insert(like.id)
            return true
        }
        try elf.register(ToggleRoute.self) { toggle in
            self.settings[toggle.setting] = toggle.on
            return true
        }
        try elf.register("/logout", allowedSources: [.internal]) { _ in
            self.user = nil
            return true
        }
        try elf.register("https://www.example.com/*") { match in
            self.browser.append(match.url)
            return true
        }
    }

    /// Logs in, closes the login screen and opens the link the login gate held back.
    func logIn(as name: String) {
        user = name
        navigator.dismiss()
        elf.resumeDeferredURL()
    }
}
