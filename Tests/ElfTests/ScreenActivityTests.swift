// Screens that advertise themselves (issue 41): the visible route value
// becomes the window's activity, for Handoff and Spotlight, only when its
// type opts in; carried models and private values never go into it; and
// the activity, handed back to the activity door, shows the same screen.

import ElfSiteAssociation
import Foundation
import Testing

@testable import Elf

/// The route types of these tests, under one name so their activity types read well.
enum Advertised {
    struct Article: Route {
        static let pattern = "/article/<int:id>"
        static let activity: RouteActivity = [.handoff, .search]
        var id: Int
        var ref: String?
        @Carried var body: String? = nil
        var activityTitle: String? { "Article \(id)" }
    }

    struct Wallet: Route {
        static let pattern = "/wallet/<int:id>"
        static let activity = RouteActivity.handoff
        static let privateProperties: Set<String> = ["balance", "note"]
        var id: Int
        var balance: Int?
        var note: String?
        var tab: String?
    }

    struct Find: Route {
        static let pattern = "app://find"
        static let activity = RouteActivity.search
        static let activityType = "com.example.news.find"
        var q: String?
    }

    struct Settings: Route {
        static let pattern = "/settings"
    }

    struct Home: Route {
        static let pattern = "/home"
        static let activity = RouteActivity.handoff
        static let presentation = Presentation.tab("home")
    }

    /// A private value the type cannot decode without: no URL leaves it out.
    struct Secret: Route {
        static let pattern = "/secret"
        static let activity = RouteActivity.handoff
        static let privateProperties: Set<String> = ["code"]
        var code: String
    }

    /// A private placeholder: the path would carry it.
    struct PrivatePath: Route {
        static let pattern = "/account/<name>"
        static let privateProperties: Set<String> = ["name"]
        var name: String
    }
}

@MainActor
@Suite struct ScreenActivityTests {
    /// A router for `news.example.com` and `app://`, with every advertised route registered.
    static func router(entryPoints: [String] = ["app://", "https://news.example.com"]) throws -> Elf {
        let elf = Elf()
        for entryPoint in entryPoints { try elf.addEntryPoint(entryPoint) }
        try elf.register(Advertised.Article.self)
        try elf.register(Advertised.Wallet.self)
        try elf.register(Advertised.Find.self)
        try elf.register(Advertised.Settings.self)
        try elf.register(Advertised.Secret.self)
        return elf
    }

    struct Eligibility: Sendable, CustomTestStringConvertible {
        var route: any Route & Sendable
        var handoff: Bool?
        var search: Bool?
        var testDescription: String { "\(type(of: route))" }
    }

    nonisolated static let eligibility: [Eligibility] = [
        Eligibility(route: Advertised.Article(id: 7), handoff: true, search: true),
        Eligibility(route: Advertised.Wallet(id: 3), handoff: true, search: false),
        Eligibility(route: Advertised.Find(q: "cats"), handoff: false, search: true),
        Eligibility(route: Advertised.Settings(), handoff: nil, search: nil),
    ]

    @Test(arguments: eligibility)
    func eligibilityIsWhatTheRouteTypeSaysAndNeverPublicIndexing(_ row: Eligibility) throws {
        let elf = try Self.router()
        let activity = elf.screenActivity(for: row.route)
        #expect(activity?.isEligibleForHandoff == row.handoff)
        #expect(activity?.isEligibleForSearch == row.search)
        #expect(activity.map(\.isEligibleForPublicIndexing) != true)
    }

    @Test func aRouteTypeAdvertisesNothingByDefault() {
        #expect(Advertised.Settings.activity.isEmpty)
        #expect(Advertised.Settings.privateProperties.isEmpty)
        #expect(Advertised.Settings().activityTitle == nil)
        #expect(Elf().screenActivity(for: Advertised.Settings()) == nil)
    }

    @Test func theActivityTypeIsTheTypesFullNameUnlessTheTypeNamesOne() throws {
        let elf = try Self.router()
        #expect(elf.screenActivity(for: Advertised.Article(id: 7))?.activityType == "ElfTests.Advertised.Article")
        #expect(elf.screenActivity(for: Advertised.Find())?.activityType == "com.example.news.find")
        #expect(
            elf.advertisedActivityTypes == [
                "ElfTests.Advertised.Article", "ElfTests.Advertised.Secret", "ElfTests.Advertised.Wallet",
                "com.example.news.find",
            ])
        #expect(elf.unregister("/wallet/<int:id>"))
        #expect(!elf.advertisedActivityTypes.contains("ElfTests.Advertised.Wallet"))
    }

    @Test func privateValuesAndCarriedModelsNeverGoIntoTheActivity() throws {
        let elf = try Self.router()
        let wallet = try #require(
            elf.screenActivity(for: Advertised.Wallet(id: 3, balance: 900, note: "rent", tab: "cards")))
        #expect(wallet.link == "https://news.example.com/wallet/3?tab=cards")
        #expect(wallet.userInfo == ["id": "3", "tab": "cards", "url": "https://news.example.com/wallet/3?tab=cards"])
        let article = try #require(elf.screenActivity(for: Advertised.Article(id: 7, ref: "home", body: "the model")))
        #expect(article.title == "Article 7")
        #expect(article.userInfo == ["id": "7", "ref": "home", "url": "https://news.example.com/article/7?ref=home"])
        for activity in [wallet, article] {
            let everything = [activity.link, activity.title ?? ""] + activity.userInfo.map { $0.key + $0.value }
            for secret in ["900", "rent", "balance", "note", "the model", "body"] {
                #expect(!everything.contains { $0.contains(secret) }, "\(secret) leaked")
            }
        }
    }

    @Test func aPrivateValueTheTypeCannotDoWithoutAdvertisesNothing() throws {
        let elf = try Self.router()
        #expect(elf.screenActivity(for: Advertised.Secret(code: "1234")) == nil)
    }

    @Test func aPrivatePlaceholderIsARegistrationError() {
        #expect(throws: Elf.InputError.self) { try Elf().register(Advertised.PrivatePath.self) }
        do {
            try Elf().register(Advertised.PrivatePath.self)
        } catch {
            #expect(error.reason == .privatePlaceholder(placeholder: "name"))
            #expect(error.description.contains("<name> is private"))
        }
    }

    struct Link: Sendable, CustomTestStringConvertible {
        var entryPoints: [String]
        var route: any Route & Sendable
        var link: String
        var webpageURL: String?
        var testDescription: String { link }
    }

    nonisolated static let links: [Link] = [
        // The universal link wins, whatever order the entry points came in.
        Link(
            entryPoints: ["app://", "https://news.example.com"], route: Advertised.Article(id: 7),
            link: "https://news.example.com/article/7", webpageURL: "https://news.example.com/article/7"),
        Link(
            entryPoints: ["https://example.com/news"], route: Advertised.Article(id: 7),
            link: "https://example.com/news/article/7", webpageURL: "https://example.com/news/article/7"),
        // No https entry point: the app's own link, and no web page.
        Link(entryPoints: ["app://"], route: Advertised.Article(id: 7), link: "app://article/7", webpageURL: nil),
        // No entry point at all: the path, which the router reads as it is.
        Link(entryPoints: [], route: Advertised.Article(id: 7), link: "/article/7", webpageURL: nil),
        // A pattern with a scheme of its own writes its whole URL.
        Link(
            entryPoints: ["https://news.example.com"], route: Advertised.Find(q: "cats"), link: "app://find?q=cats",
            webpageURL: nil),
    ]

    @Test(arguments: links)
    func theLinkIsTheUniversalLinkWhenTheRouterHasOne(_ row: Link) throws {
        let elf = try Self.router(entryPoints: row.entryPoints)
        let made = elf.screenActivity(for: row.route)
        let activity = try #require(made)
        #expect(activity.link == row.link)
        #expect(activity.webpageURL?.absoluteString == row.webpageURL)
        #expect(activity.userInfo[ScreenActivity.linkKey] == row.link)
    }

    @Test func theActivityFollowsTheVisibleScreenAsScreensArePushedAndPopped() throws {
        let elf = try Self.router()
        let navigation = Navigation(tabs: ["home", "news"], selectedTab: "news")
        func link() -> String? { elf.screenActivity(for: navigation)?.link }

        #expect(link() == nil)  // a root view with no route value
        navigation.push(Advertised.Article(id: 1))
        #expect(link() == "https://news.example.com/article/1")
        navigation.push(Advertised.Settings())
        #expect(link() == nil)  // the visible screen does not advertise
        navigation.push(Advertised.Article(id: 2))
        #expect(link() == "https://news.example.com/article/2")
        navigation.present(Advertised.Wallet(id: 3, balance: 5), wrappedInNavigation: true)
        #expect(link() == "https://news.example.com/wallet/3")  // the sheet is visible
        navigation.dismiss(animated: false)
        #expect(link() == "https://news.example.com/article/2")
        navigation.pop(animated: false)
        navigation.pop(animated: false)
        #expect(link() == "https://news.example.com/article/1")
        navigation.selectedTab = "home"
        #expect(link() == nil)  // the other tab's stack is empty
        navigation["home"].tabRoot = Advertised.Home()
        #expect(elf.screenActivity(for: navigation)?.activityType == "ElfTests.Advertised.Home")
        navigation.selectedTab = "news"
        navigation.popToRoot(animated: false)
        #expect(link() == nil)
    }

    @Test func aStackNavigatorAdvertisesItsTopScreen() throws {
        let elf = try Self.router()
        let navigator = StackNavigator()
        #expect(elf.screenActivity(for: navigator) == nil)
        navigator.push(Advertised.Article(id: 4))
        #expect(elf.screenActivity(for: navigator)?.link == "https://news.example.com/article/4")
    }

    struct RoundTrip: Sendable, CustomTestStringConvertible {
        var entryPoints: [String]
        var route: any Route & Sendable
        var shown: any Route & Sendable
        /// Whether the other device gets the web page too, or only `userInfo`.
        var keepsWebpageURL: Bool
        var testDescription: String { "\(shown) through \(entryPoints)" }
    }

    nonisolated static let roundTrips: [RoundTrip] = [
        RoundTrip(
            entryPoints: ["app://", "https://news.example.com"], route: Advertised.Article(id: 7, ref: "x", body: "m"),
            shown: Advertised.Article(id: 7, ref: "x"), keepsWebpageURL: true),
        RoundTrip(
            entryPoints: ["app://", "https://news.example.com"], route: Advertised.Article(id: 7),
            shown: Advertised.Article(id: 7), keepsWebpageURL: false),
        RoundTrip(
            entryPoints: ["app://"], route: Advertised.Wallet(id: 3, balance: 900, note: "rent", tab: "cards"),
            shown: Advertised.Wallet(id: 3, tab: "cards"), keepsWebpageURL: false),
        RoundTrip(
            entryPoints: [], route: Advertised.Find(q: "cats"), shown: Advertised.Find(q: "cats"),
            keepsWebpageURL: false),
    ]

    @Test(arguments: roundTrips)
    func theActivityHandedBackShowsTheSameScreenWithoutItsPrivateValues(_ row: RoundTrip) throws {
        let made = try Self.router(entryPoints: row.entryPoints).screenActivity(for: row.route)
        let activity = try #require(made)
        // Another device: its own router and navigation, the activity through the activity door.
        let elf = try Self.router(entryPoints: row.entryPoints)
        var outcomes: [LinkOutcome] = []
        elf.linkOutcomeHandler = { outcomes.append($0) }
        let navigation = Navigation(tabs: ["main"])
        elf.navigator = navigation
        elf.deliver(
            activityType: activity.activityType, webpageURL: row.keepsWebpageURL ? activity.webpageURL : nil,
            userInfo: activity.userInfo, into: navigation)
        let shown = try #require(navigation.visibleStack.last)
        #expect(shown.identity == row.shown.identity)
        #expect(outcomes.map(\.arrival.source) == [.handoff])
        #expect(outcomes.map(\.result) == [.shown])
    }
}

/// The site-association file of a table whose screens advertise: the
/// `activitycontinuation` section the table implies, so the screens' web
/// pages continue in the app.
@MainActor
@Suite struct ScreenActivitySiteAssociationTests {
    @Test func aTableWithAdvertisingRoutesWritesTheActivityContinuationSection() throws {
        let elf = try ScreenActivityTests.router()
        let appIDs = ["ABCDE12345.com.example.news"]
        let data = elf.appSiteAssociation(appIDs: appIDs, continuesActivities: !elf.advertisedActivityTypes.isEmpty)
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let continuation = try #require(file["activitycontinuation"] as? [String: Any])
        #expect(continuation["apps"] as? [String] == appIDs)
        // The advertised screens' universal links are among the app's links.
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"/article/?*\""))
        #expect(text.contains("\"/wallet/?*\""))
    }

    @Test func aTableWithoutAdvertisingRoutesImpliesNoSection() throws {
        let elf = Elf()
        try elf.addEntryPoint("https://news.example.com")
        try elf.register(Advertised.Settings.self)
        #expect(elf.advertisedActivityTypes.isEmpty)
        let data = elf.appSiteAssociation(appIDs: ["A.b"], continuesActivities: !elf.advertisedActivityTypes.isEmpty)
        #expect(!String(decoding: data, as: UTF8.self).contains("activitycontinuation"))
    }
}
