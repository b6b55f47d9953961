import Foundation  // pthread_mutex_t (Glibc or Darwin, through Foundation)

/// The lock inside ``Locked``, with the state it guards.
///
/// A `pthread_mutex_t` everywhere. `Synchronization.Mutex` would cost
/// registration and handling about 45 instructions less per lock on Linux,
/// but ThreadSanitizer cannot see it (its lock lives in an uninstrumented
/// library), so the thread-sanitized tests would report every access under
/// it as a race. ``Elf/match(_:)`` takes it once per lookup, to read the
/// current snapshot, on every platform.
typealias RouterLock<State> = PthreadLock<State>

/// A lock over a `pthread_mutex_t`, which every platform Elf supports has,
/// and the state only its holder reads and writes.
///
/// The mutex lives behind a pointer, because a mutex must not move once
/// initialised. The state lives behind one too, rather than in a stored
/// `var` of ``Locked``: the lock already makes access exclusive, and a
/// class's stored `var` passed `inout` pays the runtime's dynamic
/// exclusivity check (begin and end access, about 150 instructions) on every
/// lookup. Not `Sendable` on its own: ``Locked`` owns it and shares it.
struct PthreadLock<State>: ~Copyable {
    // Safety: both allocations are made in `init`, freed in `deinit` and
    // never handed out; the mutex is only passed to the pthread calls, and
    // the state is only touched inside `withLock`, while the mutex is held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let state: UnsafeMutablePointer<State>

    init(_ state: State) {
        // Safety: a fresh allocation of one mutex, initialised before use.
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // With default attributes, initialisation cannot fail.
        pthread_mutex_init(mutex, nil)
        // Safety: a fresh allocation of one state, initialised at once.
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        // Safety: the lock is going away, so no `withLock` is running or can start.
        state.deinitialize(count: 1)
        state.deallocate()
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state, holding the lock.
    ///
    /// No pointer into the state leaves: `body` gets it `inout` and returns
    /// only its result.
    @inline(__always)
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        // Safety: the mutex is held, so this is the only access to the state until `body` returns.
        return body(&state.pointee)
    }
}
