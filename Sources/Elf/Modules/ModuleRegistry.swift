import Foundation

/// Which routes each module registered on each router, so that
/// ``Elf/unregister(module:)`` removes exactly those.
///
/// Routes are kept by identity: a route the router lost meanwhile
/// (``Elf/unregisterAll()``, a new routing table) and a pattern registered
/// again by someone else are left alone.
final class ModuleRegistry: @unchecked Sendable {
    // @unchecked: `entries` is read and written only while `lock` is held.

    /// The registry every router shares.
    static let shared = ModuleRegistry()

    /// One registered pattern and the route of its first form.
    struct Registration {
        var pattern: String
        var route: RouteRecord
    }

    private struct Entry {
        weak var router: Elf?
        var modules: [ObjectIdentifier: [Registration]] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Remembers what `module` registered on `router`, replacing an older record.
    ///
    /// Lock order: a router's lock may be held when this is called, never the other way round.
    func record(_ registrations: [Registration], module: ObjectIdentifier, router: Elf) {
        lock.lock()
        defer { lock.unlock() }
        // Forget routers that are gone, so their identifiers can be reused safely.
        entries = entries.filter { $0.value.router != nil }
        let key = ObjectIdentifier(router)
        var entry = entries[key] ?? Entry(router: router)
        entry.modules[module] = registrations
        entries[key] = entry
    }

    /// Forgets and returns what `module` registered on `router`, if anything.
    func removeRegistrations(module: ObjectIdentifier, router: Elf) -> [Registration]? {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(router)
        guard entries[key]?.router === router else { return nil }
        return entries[key]?.modules.removeValue(forKey: module)
    }
}
