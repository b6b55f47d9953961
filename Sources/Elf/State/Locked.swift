/// A value that many threads share, read and written only under a lock.
///
/// The one `@unchecked Sendable` type of the library. The lock is
/// ``RouterLock``, a `pthread_mutex_t`: `Synchronization.Mutex` needs iOS 18
/// and macOS 15, Elf supports older systems, and ThreadSanitizer cannot see
/// `Mutex` on Linux.
// `package` for ElfMigration, whose `SchemeNamespaces` and module
// registrations keep their state in it: one such box in the whole library.
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: the state is read and written only inside `withLock`,
    // which holds the lock for the whole call, and no reference into the
    // state escapes it: `withLock` returns only its body's result, which
    // must be Sendable. The lock keeps the state itself (see ``RouterLock``).
    private let lock: RouterLock<State>

    // `package` for ElfMigration (see the type).
    package init(_ state: State) {
        lock = RouterLock(state)
    }

    /// Runs `body` with exclusive access to the state.
    ///
    /// The body cannot throw: a generic typed-throws closure would need the
    /// Swift 6 runtime on Apple platforms, so callers return their error instead.
    // `package` for ElfMigration (see the type).
    @inline(__always)
    package func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        lock.withLock(body)
    }
}
