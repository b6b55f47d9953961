extension RouterRegistry {
    /// Inserts every form of `pattern` with `entry`, or none when one of them
    /// matches the same URLs as a registered route.
    ///
    /// - Complexity: O(*s*) hash lookups per form of *s* segments.
    mutating func insert(_ pattern: RoutePattern, _ entry: Elf.RoutingTableEntry) throws(Elf.PatternError) {
        func record(_ form: RoutePattern.Form) -> RouteRecord {
            RouteRecord(pattern: pattern.text, parameterNames: form.parameterNames)
        }
        func duplicate(of existing: RouteRecord) -> Elf.PatternError {
            Elf.PatternError(pattern: pattern.text, reason: .duplicate(existing: existing.pattern), offset: 0)
        }
        if pattern.forms.count == 1 {
            // One walk checks and inserts.
            if let existing = routes.insert(pattern.forms[0], record: record(pattern.forms[0]), value: entry) {
                throw duplicate(of: existing)
            }
        } else {
            for form in pattern.forms {
                if let existing = routes.existingRoute(for: form) { throw duplicate(of: existing) }
            }
            for form in pattern.forms { routes.insert(form, record: record(form), value: entry) }
        }
        // Only the text is kept: unregistering parses it again, which keeps
        // the compiled forms out of memory for the life of the table.
        registrations.append(pattern.text)
        routesChanged()
    }

    /// Removes the route registered as `pattern`, or as a pattern that matches
    /// the same URLs, and returns whether there was one.
    mutating func unregister(_ pattern: String) -> Bool {
        let parser = parser
        var index = registrations.firstIndex(of: pattern)
        if index == nil, let compiled = try? parser.parse(pattern), let form = compiled.forms.first,
            let existing = routes.existingRoute(for: form)
        {
            index = registrations.firstIndex(of: existing.pattern)
        }
        // A registered text parsed once, so it parses again to the same forms.
        guard let index, let registered = try? parser.parse(registrations[index]) else { return false }
        for form in registered.forms { routes.remove(form) }
        registrations.remove(at: index)
        routesChanged()
        return true
    }

    /// Removes every route (rules, interceptors and settings stay).
    mutating func removeAllRoutes() {
        routes.removeAll()
        registrations.removeAll()
        routesChanged()
    }
}
