import Foundation
import Testing

@testable import Elf

/// The published snapshot lookups read without the lock (issue 15: one
/// state, replaced whole): what readers see, and when a replaced snapshot
/// is released.
struct SnapshotCellTests {
    /// A snapshot of no routes.
    static func makeSnapshot() -> RouterSnapshot {
        RouterSnapshot(
            routes: .empty, rewrites: nil, interceptors: [], navigator: nil, logger: nil, notFoundHandler: nil,
            missHandler: nil, registrations: [], customTypes: [])
    }

    #if os(Linux)
        /// A reader gets what was published last, and nothing once `nil` is.
        @Test func readersGetWhatWasPublishedLast() throws {
            let cell = SnapshotCell()
            #expect(cell.enter() == nil)
            let first = Self.makeSnapshot()
            cell.publish(first)
            let read = try #require(cell.enter())
            #expect(read.takeUnretainedValue() === first)
            cell.exit()
            cell.publish(nil)
            #expect(cell.enter() == nil)
        }

        /// A snapshot replaced while a reader holds it lives until that reader is out.
        @Test func aReplacedSnapshotLivesUntilItsReaderIsOut() throws {
            let cell = SnapshotCell()
            weak var old: RouterSnapshot?
            do {
                let snapshot = Self.makeSnapshot()
                old = snapshot
                cell.publish(snapshot)
            }
            let read = try #require(cell.enter())
            cell.publish(Self.makeSnapshot())
            #expect(old != nil)
            #expect(read.takeUnretainedValue() === old)
            cell.exit()
            #expect(old == nil)
        }

        /// A snapshot replaced while nobody reads is released at once.
        @Test func aSnapshotReplacedWhileNobodyReadsIsReleasedAtOnce() {
            let cell = SnapshotCell()
            weak var old: RouterSnapshot?
            do {
                let snapshot = Self.makeSnapshot()
                old = snapshot
                cell.publish(snapshot)
            }
            cell.publish(nil)
            #expect(old == nil)
        }
    #endif

    /// A router's matches see every registration made before them, whether
    /// they read the published snapshot or freeze a new one.
    @Test func matchesSeeEveryRegistrationBeforeThem() throws {
        let elf = Elf()
        for index in 0..<50 {
            try elf.register("app://item\(index)/<int:id>") { NoOpSnapshotHandler() }
            #expect(elf.match("app://item\(index)/7")?.params == ["id": "7"])
            #expect(elf.match("app://item\(index)/7")?.pattern == "app://item\(index)/<int:id>")
        }
        #expect(elf.unregister("app://item3/<int:id>"))
        #expect(elf.match("app://item3/7") == nil)
    }
}

/// A handler that does nothing.
private final class NoOpSnapshotHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
