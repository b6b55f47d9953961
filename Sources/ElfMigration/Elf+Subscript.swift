import Foundation

extension Elf {
    /// The factory registered for `pattern`, set with JLRoutes' subscript
    /// syntax; setting `nil` unregisters the pattern.
    ///
    /// ```swift
    /// elf["app://user/<id>"] = { UserHandler() }   // JLRoutes: routes[@"/user/:id"] = ^BOOL(...) { ... }
    /// elf["app://user/<id>"] != nil                 // true
    /// elf["app://user/<id>"] = nil                  // unregistered
    /// ```
    ///
    /// A setter cannot throw, so a pattern that ``register(_:priority:allowedSources:_:)-(String,_,_,_)`` would
    /// reject (invalid, or a duplicate of a registered one) is reported as
    /// such failures are where nothing can throw: the ``logger`` hears
    /// ``RouteEvent/registrationFailed(_:)``, debug builds print the error to
    /// standard error, and nothing is registered. Use ``register(_:priority:allowedSources:_:)-(String,_,_,_)`` to
    /// handle the error yourself.
    ///
    /// The getter answers the factory of the route registered as `pattern`
    /// (or as a pattern that matches the same URLs), `nil` when there is none.
    public subscript(pattern: String) -> HandlerFactory? {
        get {
            entry(for: pattern)?.factory
        }
        set {
            guard let factory = newValue else {
                unregister(pattern)
                return
            }
            do throws(InputError) {
                try register(pattern, factory)
            } catch {
                logger?(.registrationFailed(error))
                #if DEBUG
                    FileHandle.standardError.write(Data("Elf: \(pattern) not registered: \(error)\n".utf8))
                #endif
            }
        }
    }
}
