import Dispatch
import Foundation

/// Runs every body on its own `Thread`, released together, and waits for all of them.
func runOnThreadsTogether(_ bodies: [@Sendable () -> Void]) {
    let ready = DispatchGroup()
    let done = DispatchGroup()
    let gate = DispatchSemaphore(value: 0)
    for body in bodies {
        ready.enter()
        done.enter()
        let thread = Thread {
            ready.leave()
            gate.wait()
            body()
            done.leave()
        }
        thread.start()
    }
    ready.wait()
    for _ in bodies { gate.signal() }
    done.wait()
}

/// A value shared between threads, guarded by a lock.
final class SharedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
