/// A value that many threads share, read and written only under a lock.
///
/// The one `@unchecked Sendable` type of the library. The lock is
/// ``RouterLock``, a `pthread_mutex_t`: `Synchronization.Mutex` needs iOS 18
/// and macOS 15, Elf supports older systems, and ThreadSanitizer cannot see
/// `Mutex` on Linux.
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is read and written only inside `withLock`, which
    // holds `lock` for the whole call, and no reference into `state` escapes
    // it: `withLock` returns only its body's result, which must be Sendable.
    //
    // The state lives behind a pointer rather than in a stored `var`: the
    // lock already makes access exclusive, and a class's stored `var` passed
    // `inout` pays the runtime's dynamic exclusivity check (begin and end
    // access, about 150 instructions) on every lookup.
    private let lock = RouterLock()
    private let state: UnsafeMutablePointer<State>

    package init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    ///
    /// The body cannot throw: a generic typed-throws closure would need the
    /// Swift 6 runtime on Apple platforms, so callers return their error instead.
    @inline(__always)
    package func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        let state = self.state
        return lock.withLock { body(&state.pointee) }
    }
}
