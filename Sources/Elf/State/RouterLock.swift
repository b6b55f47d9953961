import Foundation  // pthread_mutex_t (Glibc or Darwin, through Foundation)

#if os(Linux)
    import Synchronization

    /// The lock inside ``Locked``: the cheapest one each platform offers at
    /// Elf's minimum versions.
    ///
    /// On Linux it is ``FutexLock`` (`Synchronization.Mutex`, which every
    /// Swift 6 toolchain there has); elsewhere ``PthreadLock``, because
    /// `Mutex` needs iOS 18 and macOS 15. Both are compiled and tested on
    /// Linux (`LockTests`). A lookup takes the lock once, to read the
    /// snapshot: a `pthread_mutex_t` costs it about 65 instructions, `Mutex`
    /// about 20 (callgrind, `scripts/lookup-costs.sh`).
    typealias RouterLock = FutexLock

    /// A lock over `Synchronization.Mutex`: one atomic compare-and-swap to
    /// take it and one to release it when no thread waits.
    ///
    /// Not `Sendable` on its own: ``Locked`` owns it and shares it.
    struct FutexLock: ~Copyable {
        private let mutex = Mutex<Void>(())

        init() {}

        /// Runs `body` while holding the lock.
        @inline(__always)
        func withLock<Result>(_ body: () -> Result) -> Result {
            mutex.withLock { _ in body() }
        }
    }
#else
    typealias RouterLock = PthreadLock
#endif

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
