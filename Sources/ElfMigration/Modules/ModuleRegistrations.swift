/// What a module route's entry holds so that ElfMigration can tell, later,
/// whether the router still has the route the module registered.
///
/// Only the route's entry holds the token strongly; ``ModuleRegistrations``
/// holds it weakly. The router keeps an entry while the route is registered
/// (and a lookup running meanwhile keeps the entries it read until it
/// returns), so once the route is unregistered, replaced by a routing table
/// or removed with ``Elf/unregisterAll()``, the token is gone, and a pattern
/// someone registers again is not mistaken for the module's.
final class ModuleRouteToken: Sendable {}

/// The routes each module registered on each router, so that
/// ``Elf/unregister(module:)`` removes exactly those.
///
/// Kept here, not in the router: the core knows nothing of modules. A router
/// is held weakly and compared by identity, so a router made at the address
/// of a freed one never inherits its modules.
struct ModuleRegistrations {
    /// One route a module registered.
    struct Route {
        var pattern: String
        /// The token only the route's entry holds (see ``ModuleRouteToken``).
        weak var token: ModuleRouteToken?
    }

    /// The routes one module registered on one router.
    private struct Registration {
        weak var router: Elf?
        var module: ObjectIdentifier
        var routes: [Route]
    }

    private var registrations: [Registration] = []

    /// Every module registration, under ElfMigration's one lock.
    private static let shared = Locked(ModuleRegistrations())

    /// Remembers that `module` registered `routes` on `router`, in place of
    /// what it registered there before (which the router has lost, or the
    /// module could not have registered again).
    static func record<Module>(_ routes: [Route], of module: Module.Type, on router: Elf) {
        let key = ObjectIdentifier(module)
        shared.withLock { state in
            // Forget the modules of routers that are gone.
            state.registrations.removeAll { $0.router == nil || ($0.router === router && $0.module == key) }
            state.registrations.append(Registration(router: router, module: key, routes: routes))
        }
    }

    /// Forgets what `module` registered on `router`, and returns the
    /// patterns of its routes that the router still has.
    static func take<Module>(_ module: Module.Type, from router: Elf) -> [String] {
        let key = ObjectIdentifier(module)
        return shared.withLock { state -> [String] in
            guard let index = state.registrations.firstIndex(where: { $0.router === router && $0.module == key })
            else { return [] }
            let registration = state.registrations.remove(at: index)
            return registration.routes.filter { $0.token != nil }.map(\.pattern)
        }
    }
}
