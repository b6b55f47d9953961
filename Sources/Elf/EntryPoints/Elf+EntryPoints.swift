extension Elf {
    /// Declares a place URLs reach the route table from: a custom scheme, a
    /// universal-link host, or a host with a path prefix (<doc:EntryPoints>).
    ///
    /// ```swift
    /// try elf.addEntryPoint("app://")
    /// try elf.addEntryPoint("https://www.example.com")
    /// try elf.addEntryPoint("https://example.com/app")
    /// try elf.register("/product/<int:id>") { ProductHandler() }
    /// elf.match("app://product/42")?.entryPoint                       // "app://"
    /// elf.match("https://www.example.com/product/42")?.entryPoint     // "https://www.example.com"
    /// elf.match("https://example.com/app/product/42")?.entryPoint     // "https://example.com/app"
    /// elf.match("https://google.com/product/42")                      // nil
    /// ```
    ///
    /// Once the router has an entry point, a path pattern `/p` matches
    /// exactly the URLs the written-out patterns `E/p` would match, one for
    /// each entry point `E`, with the precedence those patterns would have
    /// among all registered patterns. Through `scheme://`, the first element
    /// of `/p` stands in the host position (`app://product/42`). A URL that
    /// comes through no entry point matches no path pattern, but a bare
    /// `/path` string (no scheme) still matches path patterns directly.
    ///
    /// Entry points and routes may come in any order: a path pattern
    /// registered later is written out through every entry point there is.
    ///
    /// - Throws: ``InputError``: text other than `scheme://`,
    ///   `scheme://host` or `scheme://host/literal/…` (with the column), an
    ///   entry point already added, or one through which a path pattern would
    ///   match the same URLs as a registered pattern (naming both). Nothing
    ///   changes then.
    /// - Complexity: O(*p* · *f* · *s*) for *p* path patterns of *f* forms of *s* segments.
    public func addEntryPoint(_ entryPoint: String) throws(InputError) {
        let failure = locked { registry -> InputError? in
            do throws(InputError) {
                try registry.addEntryPoint(entryPoint)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Removes an entry point, and every path pattern's reach through it, and
    /// returns whether it was there.
    ///
    /// The entry point is found as ``addEntryPoint(_:)`` compares them:
    /// scheme and host ignoring case. The routes stay registered.
    ///
    /// ```swift
    /// try elf.removeEntryPoint("https://example.com/app")   // true
    /// elf.match("https://example.com/app/product/42")       // nil
    /// ```
    ///
    /// With entry points, a path pattern's first literal compares as written
    /// (`/Module/x` and `/module/x` are two routes); without any, it compares
    /// ignoring case, as the host standing in for it does (<doc:EntryPoints>).
    ///
    /// - Throws: ``InputError/Reason/duplicateWithoutEntryPoints(pattern:existing:)``
    ///   when this is the last entry point and, without it, two registered
    ///   path patterns would match the same URLs (naming both). Nothing
    ///   changes then.
    /// - Complexity: O(*p* · *f* · *s*) for *p* path patterns of *f* forms of *s* segments.
    @discardableResult
    public func removeEntryPoint(_ entryPoint: String) throws(InputError) -> Bool {
        let result = locked { registry -> Result<Bool, InputError> in
            do throws(InputError) {
                return .success(try registry.removeEntryPoint(entryPoint))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The entry points' texts, as they were added (for tests and diagnostics).
    var entryPointTexts: [String] {
        locked { $0.entryPoints.map(\.text) }
    }
}
