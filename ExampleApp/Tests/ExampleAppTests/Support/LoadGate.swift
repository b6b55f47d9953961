/// Holds catalog loads until a test opens them, so a slow network can be
/// staged without sleeping.
///
/// ```swift
/// let gate = LoadGate(held: [1])
/// catalog.beforeLoading = { id in await gate.pass(id) }
/// gate.open(1)   // the load of product 1 finishes now
/// ```
@MainActor
final class LoadGate {
    private var held: Set<Int>
    private var waiting: [Int: [CheckedContinuation<Void, Never>]] = [:]

    /// The ids whose loads are waiting at the gate now.
    var waitingIDs: Set<Int> { Set(waiting.keys) }

    /// Creates a gate that holds the loads of `held` and lets others through.
    init(held: Set<Int>) {
        self.held = held
    }

    /// Returns at once for an id not held; otherwise waits until ``open(_:)``.
    func pass(_ id: Int) async {
        guard held.contains(id) else { return }
        await withCheckedContinuation { continuation in
            waiting[id, default: []].append(continuation)
        }
    }

    /// Lets the loads of `id` through, now and from now on.
    func open(_ id: Int) {
        held.remove(id)
        for continuation in waiting.removeValue(forKey: id) ?? [] {
            continuation.resume()
        }
    }
}
