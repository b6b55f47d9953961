import Elf
import Testing

@testable import ElfSwiftUI

/// `LinkDoors` (ElfSwiftUI): notifications and quick actions that arrive
/// before any `RouterView` wait for the first one, in order, bounded.
@MainActor
@Suite struct DoorLinksTests {
    struct PinRoute: Route {
        static let pattern = "/pin/<int:id>"
        var id: Int
    }

    func router() throws -> (Elf, StackNavigator) {
        let navigator = StackNavigator()
        let elf = Elf(navigator: navigator)
        try elf.addEntryPoint("pins://")
        try elf.register(PinRoute.self)
        return (elf, navigator)
    }

    @Test func linksThatArriveBeforeAnyRouterAreShownInOrderWhenOneAppears() throws {
        var links = DoorLinks(key: "url")
        links.arrive(["url": "pins://pin/1"], from: .notification)
        links.arrive(["url": "pins://pin/2"], from: .quickAction)
        let (elf, navigator) = try router()
        var sources: [LinkSource] = []
        elf.linkOutcomeHandler = { sources.append($0.arrival.source) }
        #expect(navigator.visibleIdentities.isEmpty)
        links.attach(elf)
        #expect(navigator.visibleIdentities == ["/pin/1", "/pin/2"])
        #expect(sources == [.notification, .quickAction])
    }

    @Test func afterARouterHasAppearedLinksGoStraightToIt() throws {
        var links = DoorLinks(key: "url")
        let (elf, navigator) = try router()
        links.attach(elf)
        links.arrive(["url": "pins://pin/3"], from: .notification)
        #expect(navigator.visibleIdentities == ["/pin/3"])
        // A second window's router does not take the doors over.
        let (other, otherNavigator) = try router()
        links.attach(other)
        links.arrive(["url": "pins://pin/4"], from: .notification)
        #expect(navigator.visibleIdentities == ["/pin/3", "/pin/4"])
        #expect(otherNavigator.visibleIdentities.isEmpty)
    }

    @Test func aPayloadWithoutALinkIsAMissThatSaysWhy() throws {
        var links = DoorLinks(key: "url")
        let (elf, _) = try router()
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        links.attach(elf)
        links.arrive(["aps": ["alert": "hi"]], from: .notification)
        #expect(misses.count == 1)
        let reason = misses.first.map { "\($0.reason)" } ?? ""
        #expect(reason.contains("not a URL"))
    }

    @Test func aFloodBeforeAnyRouterKeepsTheNewestAndReportsTheRestDropped() throws {
        var links = DoorLinks(key: "url")
        let flood = Elf.inboxLimit + 5
        for id in 1...flood { links.arrive(["url": "pins://pin/\(id)"], from: .notification) }
        let (elf, _) = try router()
        var misses: [RouteMiss] = []
        elf.missHandler = { misses.append($0) }
        var shown: [Int] = []
        elf.linkOutcomeHandler = { if case .shown = $0.result { shown.append($0.arrival.id) } }
        links.attach(elf)
        #expect(misses.count == 1)
        let reason = misses.first.map { "\($0.reason)" } ?? ""
        #expect(reason.contains("5 links"))
        #expect(shown.count == Elf.inboxLimit)
    }
}
