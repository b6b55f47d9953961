import Testing

@testable import Elf

/// A routing table entry keeps what it was given: its sources (stored as bits) and its factory.
@Suite struct RoutingTableEntryTests {
    @Test(
        arguments: [
            nil, [], [.internal], [.universalLink, .internal], Set(Elf.LinkSource.allCases),
        ] as [Set<Elf.LinkSource>?])
    func anEntryReportsTheSourcesItWasGivenAndAllowsOnlyThose(_ sources: Set<Elf.LinkSource>?) {
        let entry = RoutingTableEntry(allowedSources: sources) { NoopHandler() }
        #expect(entry.allowedSources == sources)
        for source in Elf.LinkSource.allCases {
            #expect(entry.allows(source) == (sources?.contains(source) ?? true), "\(source)")
        }
    }

    @MainActor
    @Test func anEntryMakesItsFactorysHandlerForEveryMatch() throws {
        let entry = RoutingTableEntry { ProbeHandler() }
        let elf = Elf()
        try elf.register("app://a/<id>") { NoopHandler() }
        let match = try #require(elf.match("app://a/1"))
        guard case .success(let handler) = entry.make(match) else {
            Issue.record("a plain factory declined")
            return
        }
        #expect(handler is ProbeHandler)
        #expect(entry.factory() is ProbeHandler)
    }
}

/// A handler of its own type, to tell it from others.
private final class ProbeHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
