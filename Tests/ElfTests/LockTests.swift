import Foundation
import Testing

@testable import Elf

/// The lock `Locked` sits on.
struct LockTests {
    /// Many threads incrementing one counter through the lock lose no update.
    @Test func pthreadLockExcludesOtherThreads() {
        final class Counter: @unchecked Sendable {
            // @unchecked: the count is only touched inside `lock.withLock`.
            let lock = PthreadLock(0)
        }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.lock.withLock { $0 += 1 } }
        }
        #expect(counter.lock.withLock { $0 } == 80_000)
    }

    /// `Locked` over this platform's lock loses no update either.
    @Test func lockedExcludesOtherThreads() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    /// The lock hands back what its body returns.
    @Test func lockReturnsTheBodysResult() {
        let lock = PthreadLock(0)
        #expect(lock.withLock { _ in 42 } == 42)
    }
}
