#if os(Linux)
    import Synchronization
#endif

/// The router's current snapshot, published for lookups that read it
/// without taking the router's lock or retaining it.
///
/// A lookup costs the lock about 20 instructions and the retain and release
/// of the snapshot about 40 more; reading the published snapshot costs two
/// atomic additions and a load. It works as read-copy-update does:
///
/// - A reader counts itself in (``readers``), loads the snapshot, uses it
///   unretained, and counts itself out.
/// - The registry publishes each snapshot it freezes, and publishes `nil`
///   when a change drops it (``publish(_:)``, always under the router's
///   lock). The snapshot it replaces is *retired*: kept alive until a moment
///   when no reader is counted in, then released. A reader that counted
///   itself in after the replacement can only have loaded the new value, so
///   once the count has been seen at zero after a retirement, no reader holds
///   what was retired.
/// - The last reader out releases what was retired while it read; a change
///   made while nobody reads releases the old snapshot at once.
///
/// All of it is sequentially consistent: a reader's increment and load and a
/// publisher's exchange and count check cannot both miss each other.
///
/// On Linux it uses `Synchronization`'s atomics; on Apple systems, where they
/// need iOS 18 and macOS 15, nothing is published and lookups take the lock
/// (``enter()`` returns `nil`).
final class SnapshotCell: Sendable {
    #if os(Linux)
        /// How many lookups are reading the published snapshot.
        private let readers = Atomic<Int>(0)
        /// The published snapshot, as the bits of a retained `Unmanaged`, or 0.
        private let published = Atomic<UInt>(0)
        /// Whether ``retired`` holds anything (read without its lock).
        private let hasRetired = Atomic<Bool>(false)
        /// Replaced snapshots that readers may still hold.
        private let retired = Locked<[RouterSnapshot]>([])
    #endif

    init() {}

    deinit {
        publish(nil)
    }

    /// Makes `snapshot` the one lookups read, retiring the one it replaces.
    ///
    /// Called by the registry under the router's lock, so publications are
    /// never concurrent.
    func publish(_ snapshot: RouterSnapshot?) {
        #if os(Linux)
            let bits = snapshot.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0
            let old = published.exchange(bits, ordering: .sequentiallyConsistent)
            guard old != 0 else { return }
            let replaced = Unmanaged<RouterSnapshot>.fromOpaque(UnsafeRawPointer(bitPattern: old).unsafelyUnwrapped)
                .takeRetainedValue()
            retired.withLock { $0.append(replaced) }
            hasRetired.store(true, ordering: .sequentiallyConsistent)
            releaseRetiredIfNobodyReads()
        #endif
    }

    /// Counts a reader in and hands it the published snapshot, unretained;
    /// `nil` when none is published (then nobody was counted in, and the
    /// caller freezes one under the lock).
    ///
    /// A reader that got a snapshot calls ``exit()`` when it is done with it,
    /// and must not keep the snapshot, or anything it holds, without
    /// retaining it: a snapshot is released once no reader is counted in.
    @inline(__always)
    func enter() -> Unmanaged<RouterSnapshot>? {
        #if os(Linux)
            readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
            let bits = published.load(ordering: .sequentiallyConsistent)
            guard bits != 0 else {
                exit()
                return nil
            }
            return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
        #else
            return nil
        #endif
    }

    /// Counts out a reader that ``enter()`` handed a snapshot.
    @inline(__always)
    func exit() {
        #if os(Linux)
            let left = readers.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
            if left == 0, hasRetired.load(ordering: .sequentiallyConsistent) { releaseRetiredIfNobodyReads() }
        #endif
    }

    #if os(Linux)
        /// Releases the retired snapshots when no reader is counted in.
        @inline(never)
        private func releaseRetiredIfNobodyReads() {
            // Released outside the lock: a snapshot's deinit may run user code
            // (a closure's captures), which must not run under it.
            let released: [RouterSnapshot] = retired.withLock { retired in
                guard readers.load(ordering: .sequentiallyConsistent) == 0 else { return [] }
                hasRetired.store(false, ordering: .sequentiallyConsistent)
                defer { retired.removeAll() }
                return retired
            }
            _ = released
        }
    #endif
}
