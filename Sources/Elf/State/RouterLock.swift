import Foundation  // pthread_mutex_t (Glibc or Darwin, through Foundation)

/// The lock inside ``Locked``.
///
/// A `pthread_mutex_t` everywhere. `Synchronization.Mutex` would cost
/// registration and handling about 45 instructions less per lock on Linux,
/// but ThreadSanitizer cannot see it (its lock lives in an uninstrumented
/// library), so the thread-sanitized tests would report every access under
/// it as a race. ``Elf/match(_:)`` takes it once per lookup, to read the
/// current snapshot, on every platform.
typealias RouterLock = PthreadLock

/// A lock over a `pthread_mutex_t`, which every platform Elf supports has.
///
/// The mutex lives behind a pointer, because a mutex must not move once
/// initialised. Not `Sendable` on its own: ``Locked`` owns it and shares it.
struct PthreadLock: ~Copyable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // With default attributes, initialisation cannot fail.
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
