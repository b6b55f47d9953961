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

    /// A weak reference to a snapshot, to see when it is released.
    final class Observed {
        weak var snapshot: RouterSnapshot?
    }

    /// Publishes a new snapshot that only `cell` holds, and observes it.
    static func publishFresh(in cell: SnapshotCell) -> Observed {
        let observed = Observed()
        let snapshot = makeSnapshot()
        observed.snapshot = snapshot
        cell.publish(snapshot)
        return observed
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
            let old = Self.publishFresh(in: cell)
            let read = try #require(cell.enter())
            cell.publish(Self.makeSnapshot())
            #expect(old.snapshot != nil)
            #expect(read.takeUnretainedValue() === old.snapshot)
            cell.exit()
            #expect(old.snapshot == nil)
        }

        /// A snapshot replaced while nobody reads is released at once.
        @Test func aSnapshotReplacedWhileNobodyReadsIsReleasedAtOnce() {
            let cell = SnapshotCell()
            let old = Self.publishFresh(in: cell)
            cell.publish(nil)
            #expect(old.snapshot == nil)
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
