import ElfMigration
import Foundation
import Testing

@testable import Elf

/// JLRoutes' subscript registration.
@Suite struct SubscriptRegistrationTests {
    final class EventLog: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Elf.RouteEvent] = []
        var events: [Elf.RouteEvent] { lock.withLock { stored } }
        func record(_ event: Elf.RouteEvent) { lock.withLock { stored.append(event) } }
    }

    /// The snippet of the subscript's doc comment.
    @Test func subscriptRegistersReadsAndRemoves() {
        let elf = Elf()
        elf["app://user/<id>"] = { NoopHandler() }
        #expect(elf["app://user/<id>"] != nil)
        #expect(elf["app://user/<name>"] != nil, "a pattern of the same shape finds it")
        #expect(elf.match("app://user/42")?.params == ["id": "42"])
        elf["app://user/<id>"] = nil
        #expect(elf["app://user/<id>"] == nil)
        #expect(elf.match("app://user/42") == nil)
    }

    @Test(arguments: ["app://user/<id", "app://user/:1x", "not a pattern"])
    func anInvalidPatternRegistersNothingAndIsLogged(pattern: String) {
        let elf = Elf()
        let log = EventLog()
        elf.logger = log.record
        elf[pattern] = { NoopHandler() }
        #expect(elf.registeredPatterns.isEmpty)
        guard case .registrationFailed(let error) = log.events.first else {
            Issue.record("expected a registrationFailed event, got \(log.events)")
            return
        }
        #expect(error.pattern == pattern)
    }

    @Test func aDuplicateKeepsTheRouteAlreadyThere() throws {
        let elf = Elf()
        let log = EventLog()
        elf.logger = log.record
        try elf.register("app://user/<id>") { NoopHandler() }
        elf["app://user/<name>"] = { NoopHandler() }
        #expect(elf.registeredPatterns == ["app://user/<id>"])
        guard case .registrationFailed(let error) = log.events.first else {
            Issue.record("expected a registrationFailed event, got \(log.events)")
            return
        }
        #expect(error.reason == .duplicate(existing: "app://user/<id>"))
        #expect(log.events.count == 1)
    }
}
