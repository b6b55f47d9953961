import Foundation  // pthread_mutex_t (Glibc or Darwin, through Foundation)

/// A value that many threads share, read and written only under a lock.
///
/// The one `@unchecked Sendable` type of the library. `Synchronization.Mutex`
/// would be the checked alternative, but it needs iOS 18 and macOS 15, and
/// Elf supports older systems.
final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is read and written only inside `withLock`, which
    // holds `mutex` for the whole call, and no reference into `state` escapes
    // it: `withLock` returns only its body's result, which must be Sendable.
    //
    // The state lives behind a pointer rather than in a stored `var`: the
    // lock already makes access exclusive, and a class's stored `var` passed
    // `inout` pays the runtime's dynamic exclusivity check (begin and end
    // access, about 150 instructions) on every lookup.
    //
    // The lock is a plain `pthread_mutex_t` behind a pointer (a mutex must
    // not move once initialised) rather than an `NSLock`, whose wrapper
    // costs a lookup about 20 more instructions.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let state: UnsafeMutablePointer<State>

    init(_ state: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // With default attributes, initialisation cannot fail.
        pthread_mutex_init(mutex, nil)
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    ///
    /// The body cannot throw: a generic typed-throws closure would need the
    /// Swift 6 runtime on Apple platforms, so callers return their error instead.
    @inline(__always)
    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&state.pointee)
    }
}
