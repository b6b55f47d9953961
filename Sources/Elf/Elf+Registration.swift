extension Elf {
    /// Registers `pattern`, so URLs it matches get a handler from `factory`.
    ///
    /// ```swift
    /// try elf.register("app://user/<username>/following") { UserHandler() }
    /// try elf.register("app://item/<slug>", priority: 10) { SlugHandler() }
    /// try elf.register("app://account/delete", allowedSources: [.internal, .universalLink]) {
    ///     DeleteAccountHandler()
    /// }
    /// ```
    ///
    /// Registration is all or nothing: an invalid pattern, or one any of whose
    /// forms matches the same URLs as a registered pattern, throws and
    /// registers nothing.
    ///
    /// - Parameters:
    ///   - pattern: The pattern (<doc:PatternSyntax>).
    ///   - priority: Among the routes that match a URL, a higher priority is
    ///     tried first; routes of equal priority keep the order of specificity
    ///     (<doc:Precedence>). Declining and backtracking go on through the
    ///     whole ordered list. This is JLRoutes' `addRoute:priority:handler:`.
    ///   - allowedSources: Who may open the route, or `nil` for everyone. A
    ///     custom scheme is open to every app and web page, so a route that
    ///     moves money should not be reachable through it. When the URL's
    ///     source is not allowed, handling stops at this route (no less
    ///     specific pattern is tried, so a refused link cannot land on a
    ///     catch-all) and the miss is
    ///     ``RouteMiss/Reason/sourceNotAllowed(pattern:source:)``. ``match(_:)``
    ///     and ``resolve(_:)`` do not look at sources.
    ///   - factory: Makes a fresh handler for each URL.
    /// - Throws: ``InputError`` naming the pattern, the column, and for a
    ///   duplicate the pattern already there.
    /// - Complexity: O(*n* + *f* · *s*) for a pattern of *n* bytes with *f*
    ///   forms of *s* segments; independent of how many routes exist. Once any
    ///   route has a nonzero priority, a lookup collects every matching route
    ///   and orders them (O(*m* log *m*) for *m* matches).
    public func register(
        _ pattern: String, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        _ factory: @escaping HandlerFactory
    ) throws(InputError) {
        try register(pattern, priority: priority, entry: RoutingTableEntry(allowedSources: allowedSources, factory))
    }

    /// Registers `pattern` with an entry made beforehand: the registration
    /// every other one builds on, and the one a product above the core uses
    /// (<doc:ExtendingElf>).
    ///
    /// ```swift
    /// let entry = RoutingTableEntry(allowedSources: [.internal]) { match -> any Handler in
    ///     match.params["id"] == "0" ? DecliningPage() : ArticleHandler()
    /// }
    /// try elf.register("app://item/<id>", entry: entry)
    /// ```
    ///
    /// It behaves as ``register(_:priority:allowedSources:_:)-(String,_,_,_)``
    /// does, with the entry's factory, its match-made handler or its closure
    /// and its allowed sources.
    ///
    /// - Throws: ``InputError``, as ``register(_:priority:allowedSources:_:)-(String,_,_,_)``.
    /// - Complexity: As ``register(_:priority:allowedSources:_:)-(String,_,_,_)``.
    public func register(_ pattern: String, priority: Int = 0, entry: RoutingTableEntry) throws(InputError) {
        let failure = locked { registry -> InputError? in
            do throws(InputError) {
                try registry.insert(registry.parser.parse(pattern), entry, priority: priority)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Replaces the whole routing table and sets the not-found handler, as the
    /// original Elf did.
    ///
    /// `notFoundHandler` becomes ``notFoundHandler``, the same property you can
    /// set on its own, and runs after ``missHandler`` for a URL no handler
    /// handled (<doc:GettingStarted#Which-not-found-hook-to-use>).
    ///
    /// ```swift
    /// Elf.instance.registerRoutingTable([
    ///     "app://profile": { ProfileHandler() },
    ///     "app://user/<username>/following": { UserHandler() },
    /// ], notFoundHandler: { url in print("\(url) not found") })
    /// ```
    ///
    /// This call cannot throw, so it is a transaction: when any entry is
    /// invalid, or two entries match the same URLs, nothing changes (the old
    /// table and not-found handler stay), the errors are returned, and a
    /// debug build prints them to standard error. It never registers part of
    /// a table and never traps.
    ///
    /// Every route of the table opens from any source; give a table of
    /// ``RoutingTableEntry`` values to `registerRoutingTable(entries:notFoundHandler:)`
    /// to restrict some.
    ///
    /// - Returns: The errors that kept the table from being applied; empty on success.
    @discardableResult
    public func registerRoutingTable(
        _ table: [String: HandlerFactory], notFoundHandler: @escaping @MainActor (String) -> Void
    ) -> [InputError] {
        replaceRoutes(with: table.mapValues { RoutingTableEntry($0) }, notFoundHandler: notFoundHandler)
    }

    /// Removes a registered pattern and returns whether it was registered.
    ///
    /// The pattern is found by its text as registered, or failing that by
    /// its shape (`app://user/<name>` removes `app://user/{id}`).
    ///
    /// ```swift
    /// elf.unregister("app://user/<username>/following")
    /// ```
    @discardableResult
    public func unregister(_ pattern: String) -> Bool {
        locked { $0.unregister(pattern) }
    }

    /// The registered patterns, in the order they were registered.
    public var registeredPatterns: [String] {
        locked { $0.registrations }
    }

    /// Adds a placeholder type patterns can name, as in `<hex:color>`.
    ///
    /// The closure receives the decoded element and returns the value to bind,
    /// or `nil` when the element is not of this type. Custom types rank after
    /// the built-in typed placeholders and before `<name>`, in the order they
    /// were added.
    ///
    /// ```swift
    /// try elf.addPlaceholderType("hex") { text in
    ///     text.allSatisfy(\.isHexDigit) ? text.lowercased() : nil
    /// }
    /// try elf.register("app://color/<hex:value>") { ColorHandler() }
    /// ```
    ///
    /// - Throws: ``InputError`` when the name is not lowercase
    ///   `[a-z_][a-z0-9_]*`, is built in, or was added before.
    public func addPlaceholderType(
        _ name: String, _ convert: @escaping @Sendable (String) -> String?
    ) throws(InputError) {
        let bytes = ArraySlice(name.utf8)
        guard PatternParser.isValidName(bytes), !bytes.contains(where: ASCII.isUppercase) else {
            throw .invalidName(name)
        }
        let added = locked { registry -> Bool in
            guard !PlaceholderKind.reservedNames.contains(name),
                !registry.customTypes.contains(where: { $0.name == name })
            else { return false }
            registry.customTypes.append(PlaceholderType(name: name, convert: convert))
            return true
        }
        if !added { throw .alreadyDefined(name) }
    }
}

extension Elf {
    /// The entry of the route registered as `pattern`, or as a pattern that
    /// matches the same URLs; `nil` when there is none or `pattern` is invalid.
    ///
    /// ```swift
    /// try elf.register("app://user/<id>") { UserHandler() }
    /// elf.entry(for: "app://user/<name>")?.allowedSources   // nil: every source
    /// elf.entry(for: "app://nowhere")                       // nil
    /// ```
    ///
    /// A pattern with optional groups is looked up by its first form (all
    /// groups absent). ElfMigration's subscript getter reads the factory
    /// here (<doc:ExtendingElf>).
    ///
    /// - Complexity: O(*n*) to parse a pattern of *n* bytes, then O(*s*)
    ///   hash lookups for its *s* segments.
    public func entry(for pattern: String) -> RoutingTableEntry? {
        locked { registry -> RoutingTableEntry? in
            guard let form = try? registry.parser.parse(pattern).forms.first else { return nil }
            return registry.routes.value(for: form)
        }
    }

    /// The names the placeholders of `pattern` bind, each once, in the order
    /// the pattern binds them, read as ``register(_:priority:allowedSources:_:)-(String,_,_,_)``
    /// reads it: with this router's placeholder types and configuration.
    ///
    /// ```swift
    /// try elf.placeholderNames(in: "app://store/<int:store>/item/<id>")   // ["store", "id"]
    /// try elf.placeholderNames(in: "app://deals(/<page>)/*")               // ["*", "page"]
    /// try elf.placeholderNames(in: "app://item/<id")                       // throws: '<' is never closed
    /// ```
    ///
    /// A `*` binds the name `"*"`. Optional groups expand as for
    /// registration, and names are listed in the order the forms bind them
    /// (the form with every group absent first). Nothing is registered, and a
    /// pattern that matches the same URLs as a registered one is not an
    /// error here.
    ///
    /// - Throws: ``InputError``, as registration would for an invalid pattern.
    /// - Complexity: O(*n* + *f* · *s*) for a pattern of *n* bytes with *f*
    ///   forms of *s* segments.
    public func placeholderNames(in pattern: String) throws(InputError) -> [String] {
        try locked { $0.parser }.parse(pattern).placeholderNameList
    }

    /// A readable drawing of the routing tree, for tests, debugging and bug reports.
    ///
    /// ```swift
    /// try elf.register("app://user/<id>") { UserHandler() }
    /// try elf.register("app://user/<int:id>/following") { FollowingHandler() }
    /// print(elf.treeDescription)
    /// // app://
    /// // └─ user
    /// //    ├─ <int>
    /// //    │  └─ following ⇒ app://user/<int:id>/following
    /// //    └─ <string> ⇒ app://user/<id>
    /// ```
    ///
    /// Children are drawn in the order the walk tries them (<doc:Precedence>).
    /// The format is for reading, not parsing.
    public var treeDescription: String {
        treeDrawing()
    }

    /// The routing tree drawn for people (``treeDescription``).
    func treeDrawing() -> String {
        let snapshot = snapshot()
        return snapshot.routes.tree.drawing(customTypeNames: snapshot.customTypes.map(\.name))
    }
}

extension Elf {
    /// Replaces the whole routing table, as
    /// ``registerRoutingTable(_:notFoundHandler:)`` does, with routes that
    /// may each be closed to some sources.
    ///
    /// ```swift
    /// elf.registerRoutingTable(entries: [
    ///     "app://profile": RoutingTableEntry { ProfileHandler() },
    ///     "app://account/delete": RoutingTableEntry(allowedSources: [.internal, .universalLink]) {
    ///         DeleteAccountHandler()
    ///     },
    /// ], notFoundHandler: { url in print("\(url) not found") })
    /// elf.handleURL(url: "app://account/delete", source: .customScheme)   // false
    /// ```
    ///
    /// A restricted entry behaves as a route registered with
    /// `allowedSources`. The table is applied all or nothing, with the same
    /// errors. New code registers each route with
    /// ``register(_:priority:allowedSources:_:)-(String,_,_,_)`` instead.
    ///
    /// - Returns: The errors that kept the table from being applied; empty on success.
    @discardableResult
    public func registerRoutingTable(
        entries table: [String: RoutingTableEntry], notFoundHandler: @escaping @MainActor (String) -> Void
    ) -> [InputError] {
        replaceRoutes(with: table, notFoundHandler: notFoundHandler)
    }

    /// Replaces the whole routing table, all or nothing: what both forms of
    /// `registerRoutingTable` do.
    @discardableResult
    func replaceRoutes(
        with table: [String: RoutingTableEntry], notFoundHandler: @escaping @MainActor (String) -> Void
    ) -> [InputError] {
        let errors = locked { registry -> [InputError] in
            let parser = registry.parser
            var errors: [InputError] = []
            var compiled: [(RoutePattern, RoutingTableEntry)] = []
            var shapes: [RoutePattern.Shape: String] = [:]
            // Sorted, so the errors and the listing order do not depend on dictionary order.
            for (text, entry) in table.sorted(by: { $0.key < $1.key }) {
                do throws(InputError) {
                    let pattern = try parser.parse(text)
                    // Written-out forms too: through the entry points, two path
                    // patterns, or a path pattern and a written-out one, may clash.
                    for (form, _) in try registry.placedForms(of: pattern) {
                        if let existing = shapes.updateValue(text, forKey: registry.shape(of: form)) {
                            throw InputError(pattern: text, reason: .duplicate(existing: existing), offset: 0)
                        }
                    }
                    compiled.append((pattern, entry))
                } catch {
                    errors.append(error)
                }
            }
            guard errors.isEmpty else { return errors }
            registry.removeAllRoutes()
            for (pattern, entry) in compiled {
                // Checked above: the table has no duplicates and the old routes are gone.
                try? registry.insert(pattern, entry)
            }
            registry.notFoundHandler = notFoundHandler
            return []
        }
        #if DEBUG
            for error in errors { FileHandleOutput.standardError("Elf: routing table not applied: \(error)") }
        #endif
        return errors
    }
}

extension Elf {
    /// Removes every route: FFRouter's `unregisterAllRoutes`.
    ///
    /// ```swift
    /// elf.unregisterAll()
    /// elf.registeredPatterns   // []
    /// ```
    ///
    /// Rewrite rules, interceptors, entry points, placeholder types and the
    /// handlers for misses stay. New code keeps one router per table, or
    /// calls ``unregister(_:)`` for each of ``registeredPatterns``.
    public func unregisterAll() {
        locked { $0.removeAllRoutes() }
    }
}
