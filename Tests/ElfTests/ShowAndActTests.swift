// A route that shows itself and acts (issue: the SwiftUI app, workaround 6),
// and a link to another tab while a sheet is up (silent failure 2).

import Elf
import ElfTesting
import Foundation
import Testing

@MainActor
@Suite struct ShowAndActTests {
    /// An episode link with a start time: shown under its product, and it plays.
    struct EpisodeRoute: Route {
        static let pattern = "/episode/<int:id>"
        static let presentation = Presentation.push(in: AppTab.orders)
        var id: Int
        var t: Int?
        var parent: (any Route)? { ShopProductRoute(id: 1) }
    }

    @Test func anActionThatShowsTheRouteKeepsItsPresentationAndParent() throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        var played: [Int] = []
        try elf.register(EpisodeRoute.self) { (episode, navigation: Navigation<AppTab>) in
            navigation.show(episode)
            guard !navigation.isRestoring else { return }
            played.append(episode.t ?? 0)
        }
        #expect(elf.handleURL(url: "app://episode/7?t=30"))
        #expect(navigation.selectedTab == .orders)
        #expect(navigation.visibleStack.map(\.identity) == ["/product/1", "/episode/7?t=30"])
        #expect(played == [30])
    }

    /// SwiftUI.md: an episode whose identity leaves out `t`, the value that says what to do.
    struct PlaceEpisodeRoute: Route {
        static let pattern = "/place-episode/<int:id>"
        static let presentation = Presentation.push(in: AppTab.orders)
        var id: Int
        var t: Int?
        var identity: String { "/place-episode/\(id)" }
    }

    @Test func anIdentityWithoutTheActionsValueShowsTheEpisodeOnceAndStillRestoresItsURL() async throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        var played: [Int] = []
        try elf.register(PlaceEpisodeRoute.self) { (episode, navigation: Navigation<AppTab>) in
            navigation.show(episode)
            guard !navigation.isRestoring else { return }
            played.append(episode.t ?? 0)
        }
        #expect(elf.handleURL(url: "app://place-episode/7"))
        #expect(elf.handleURL(url: "app://place-episode/7?t=30"))
        #expect(navigation.visibleStack.map(\.identity) == ["/place-episode/7"])
        #expect(played == [0, 30])
        let (relaunched, fresh) = try RouteValueNavigationTests.app()
        try relaunched.register(PlaceEpisodeRoute.self) { (episode, navigation: Navigation<AppTab>) in
            navigation.show(episode)
        }
        await relaunched.restore(navigation.savedNavigation, into: fresh)
        #expect(fresh.visibleStack.map(\.identity) == ["/place-episode/7"])
    }

    @Test func theActionDoesNotRunAgainOnRestore() async throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        var played: [Int] = []
        try elf.register(EpisodeRoute.self) { (episode, navigation: Navigation<AppTab>) in
            navigation.show(episode)
            guard !navigation.isRestoring else { return }
            played.append(episode.t ?? 0)
        }
        #expect(elf.handleURL(url: "app://episode/7?t=30"))
        let saved = navigation.savedNavigation
        let (relaunched, fresh) = try RouteValueNavigationTests.app()
        try relaunched.register(EpisodeRoute.self) { (episode, navigation: Navigation<AppTab>) in
            navigation.show(episode)
            guard !navigation.isRestoring else { return }
            played.append(episode.t ?? 0)
        }
        await relaunched.restore(saved, into: fresh)
        #expect(fresh.visibleStack.map(\.identity) == ["/product/1", "/episode/7?t=30"])
        #expect(played == [30])
    }

    @Test func aLinkToAnotherTabWhileASheetIsUpDismissesTheSheet() throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        #expect(elf.handleURL(url: "app://login"))
        #expect(navigation[.home].containers.count == 2)
        #expect(elf.handleURL(url: "app://orders/7"))
        #expect(navigation.selectedTab == .orders)
        #expect(navigation[.home].containers.count == 1)
        #expect(navigation.visibleStack.map(\.identity) == ["/orders/7"])
    }

    @Test func withDismissalTurnedOffTheLinkIsReportedNotShown() throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        navigation.dismissesSheetsToPush = false
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        #expect(elf.handleURL(url: "app://login"))
        #expect(!elf.handleURL(url: "app://orders/7"))
        guard case .notShown(let reason) = misses.first?.reason else {
            Issue.record("expected a notShown miss, got \(misses)")
            return
        }
        #expect(reason.contains("dismissesSheetsToPush"))
        #expect(navigation.selectedTab == .home)
    }
}

/// ElfTesting checks the whole navigation in one call (issue: the SwiftUI
/// app, workaround 8).
@MainActor
@Suite struct WholeNavigationExpectationTests {
    @Test func theSelectedTabEveryStackAndTheSheetsInOneCall() async throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        try await elf.expectNavigation(
            after: ["app://login", "app://orders/7"], in: navigation,
            equals: """
                tab home
                stack
                └─ (empty)
                tab search
                stack
                └─ (empty)
                tab orders *
                stack
                └─ /orders/7
                tab account
                stack
                └─ (empty)
                """)
    }

    @Test func aDifferenceIsReportedLineByLine() async throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        do {
            try await elf.expectNavigation(after: ["app://login"], in: navigation, equals: "tab home *")
            Issue.record("expected a failure")
        } catch {
            guard case .wrongStack(_, let expected, let actual) = error else {
                Issue.record("expected wrongStack, got \(error)")
                return
            }
            #expect(expected == ["tab home *"])
            #expect(actual.contains("presented"))
        }
    }
}

/// A tab root that takes values: `/search?q=` switches to Search with the
/// query, the root view reads it, and restoration keeps it (issue: the
/// SwiftUI app, workaround 5).
@MainActor
@Suite struct TabRootValueTests {
    struct QueryRoute: Route {
        static let pattern = "/find"
        static let presentation = Presentation.tab(AppTab.search)
        var q: String?
    }

    @Test func theTabsRootViewReadsTheValueTheLinkCarried() throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        try elf.register(QueryRoute.self)
        #expect(elf.handleURL(url: "app://find?q=cats+%26+dogs"))
        #expect(navigation.selectedTab == .search)
        #expect(navigation.root(QueryRoute.self, of: .search)?.q == "cats & dogs")
        #expect(navigation.visibleStack.isEmpty)
        #expect(navigation.root(QueryRoute.self, of: .home) == nil)
    }

    @Test func restorationKeepsTheTabRootsValue() async throws {
        let (elf, navigation) = try RouteValueNavigationTests.app()
        try elf.register(QueryRoute.self)
        #expect(elf.handleURL(url: "app://find?q=cats"))
        let saved = try JSONDecoder().decode(SavedNavigation.self, from: navigation.savedNavigation.data)
        let (relaunched, fresh) = try RouteValueNavigationTests.app()
        try relaunched.register(QueryRoute.self)
        let dropped = await relaunched.restore(saved, into: fresh)
        #expect(dropped.isEmpty)
        #expect(fresh.selectedTab == .search)
        #expect(fresh.root(QueryRoute.self, of: .search)?.q == "cats")
    }

    @Test func aStateSavedBeforeTabRootsExistedStillRestores() async throws {
        let json =
            #"{"version":1,"selectedTab":"search","stacks":[{"tab":"search","containers":[{"urls":[],"isNavigationContainer":true}]}]}"#
        let saved = try JSONDecoder().decode(SavedNavigation.self, from: Data(json.utf8))
        let (elf, navigation) = try RouteValueNavigationTests.app()
        let dropped = await elf.restore(saved, into: navigation)
        #expect(dropped.isEmpty)
        #expect(navigation.selectedTab == .search)
        #expect(navigation[.search].tabRoot == nil)
    }
}
