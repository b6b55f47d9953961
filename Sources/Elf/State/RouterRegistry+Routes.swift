extension RouterRegistry {
    /// Inserts every form of `pattern` with `entry` (for a path pattern, also
    /// its forms written out through each entry point), or none when one of
    /// them matches the same URLs as a registered route or as another of them.
    ///
    /// - Complexity: O(*s*) hash lookups per form of *s* segments.
    mutating func insert(
        _ pattern: RoutePattern, _ entry: Elf.RoutingTableEntry, priority: Int = 0
    ) throws(Elf.InputError) {
        func duplicate(of existing: String) -> Elf.InputError {
            Elf.InputError(pattern: pattern.text, reason: .duplicate(existing: existing), offset: 0)
        }
        if entry.check != nil { routes.mayHaveChecks = true }
        if pattern.forms.count == 1, !writesOut(pattern) {
            // One form and nothing written out (most patterns): one walk checks and inserts.
            let form = pattern.forms[0]
            let record = routes.record(of: form, pattern: pattern.text, priority: priority)
            if let existing = insertForm(form, record: record, entry: entry) { throw duplicate(of: existing.pattern) }
        } else {
            let placed = try placedForms(of: pattern, priority: priority)
            // The parser keeps a pattern's own forms apart as written; without
            // entry points `/a/x` and `/A/x` still meet (ROUTING.md §4b), and
            // forms written out through overlapping entry points may too.
            var shapes: Set<RoutePattern.Shape> = []
            for (form, _) in placed {
                if let existing = routes.existingRoute(for: form) { throw duplicate(of: existing.pattern) }
                if !shapes.insert(shape(of: form)).inserted { throw duplicate(of: pattern.text) }
            }
            for (form, record) in placed { insertForm(form, record: record, entry: entry) }
        }
        // Only the text is kept: unregistering parses it again, which keeps
        // the compiled forms out of memory for the life of the table.
        registrations.append(pattern.text)
        routesChanged()
    }

    /// Adds a custom route named `name` (ROUTING.md §2), or throws when the
    /// name is not valid or a pattern or custom route of that name is registered.
    mutating func insertCustom(
        named name: String, priority: Int, matcher: @escaping RouteRecord.CustomMatcher, _ entry: Elf.RoutingTableEntry
    ) throws(Elf.InputError) {
        if let bad = CustomRouteName.firstInvalidOffset(in: name) {
            let reason: Elf.InputError.Reason = name.isEmpty ? .emptyName : .invalidName(name)
            throw Elf.InputError(pattern: name, reason: reason, offset: bad)
        }
        if registrations.contains(name) {
            throw Elf.InputError(pattern: name, reason: .duplicate(existing: name), offset: 0)
        }
        let record = RouteRecord(pattern: name, parameters: .none, priority: priority, custom: matcher)
        routes.insertCustom(record: record, value: entry)
        registrations.append(name)
        routesChanged()
    }

    /// Inserts `form` into the routes unless a route of the same shape is
    /// there, and returns that route; keeps the warning when the insertion
    /// takes the table past the backtracking threshold.
    @discardableResult
    mutating func insertForm(
        _ form: RoutePattern.Form, record: RouteRecord, entry: Elf.RoutingTableEntry
    ) -> RouteRecord? {
        let (existing, crossing) = routes.insertNotingCrossing(form, record: record, value: entry)
        if let crossing { backtrackingCrossing = crossing }
        return existing
    }

    /// Removes the route registered as `pattern`, or as a pattern that matches
    /// the same URLs, and returns whether there was one.
    ///
    /// A path pattern's forms written out through entry points do not count
    /// as registered spellings: `unregister("https://www.example.com/p")`
    /// does not remove `/p`.
    mutating func unregister(_ pattern: String) -> Bool {
        if routes.hasCustom(named: pattern), let index = registrations.firstIndex(of: pattern) {
            routes.removeCustom(named: pattern)
            registrations.remove(at: index)
            routesChanged()
            return true
        }
        let parser = parser
        var index = registrations.firstIndex(of: pattern)
        if index == nil, let compiled = try? parser.parse(pattern), let form = compiled.forms.first,
            let existing = routes.existingRoute(for: form), existing.entryPoint == nil
        {
            index = registrations.firstIndex(of: existing.pattern)
        }
        // A registered text parsed once, so it parses again to the same forms.
        guard let index, let registered = try? parser.parse(registrations[index]) else { return false }
        removeForms(of: registered)
        registrations.remove(at: index)
        routesChanged()
        return true
    }

    /// Removes every form `pattern` placed in the tree: its own, and those
    /// written out through the entry points.
    func removeForms(of pattern: RoutePattern) {
        for form in pattern.forms { routes.remove(form) }
        for (form, _) in writtenOutForms(of: pattern) { routes.remove(form) }
    }

    /// Removes every route (rules, interceptors, entry points and settings stay).
    mutating func removeAllRoutes() {
        routes.removeAll()
        registrations.removeAll()
        routesChanged()
    }
}

/// The names custom routes take: letters, digits, `_`, `-` and `.`, starting
/// with a letter or `_`, so that a name never reads as a pattern.
enum CustomRouteName {
    /// The UTF-8 offset of the first byte that makes `name` invalid, or `nil` when it is valid.
    static func firstInvalidOffset(in name: String) -> Int? {
        let bytes = Array(name.utf8)
        guard let first = bytes.first else { return 0 }
        guard ASCII.isAlpha(first) || first == UInt8(ascii: "_") else { return 0 }
        for (offset, byte) in bytes.enumerated().dropFirst()
        where !(ASCII.isAlpha(byte) || ASCII.isDigit(byte) || "_-.".utf8.contains(byte)) {
            return offset
        }
        return nil
    }
}
