extension RouterRegistry {
    /// Every form `pattern` puts in the tree, each with its record: the
    /// pattern's own forms, then, for a path pattern, each form written out
    /// through each entry point (ROUTING.md §2a).
    ///
    /// Every caller that inserts or checks a pattern goes through here, so
    /// `register`, routing tables and modules treat written-out forms alike.
    ///
    /// - Throws: ``Elf/InputError/Reason/tooManySegments(limit:)`` when a
    ///   written-out form has more segments than a pattern may hold.
    func placedForms(of pattern: RoutePattern, priority: Int = 0) throws(Elf.InputError) -> [(
        form: RoutePattern.Form, record: RouteRecord
    )] {
        var placed = pattern.forms.map { form in
            (form: form, record: routes.record(of: form, pattern: pattern.text, priority: priority))
        }
        let limit = parser.maxSegments
        for (form, entryPoint) in writtenOutForms(of: pattern) {
            guard form.segments.count <= limit else {
                throw Elf.InputError(pattern: pattern.text, reason: .tooManySegments(limit: limit), offset: 0)
            }
            let record = routes.record(
                of: form, pattern: pattern.text, entryPoint: entryPoint.text, priority: priority)
            placed.append((form, record))
        }
        return placed
    }

    /// Whether the entry points write `pattern` out: it is a path pattern, and there are some.
    func writesOut(_ pattern: RoutePattern) -> Bool {
        guard !entryPoints.isEmpty, case .path = pattern.forms.first?.root else { return false }
        return true
    }

    /// The forms of a path pattern written out through each entry point, in
    /// the order the entry points were added; empty for any other pattern.
    func writtenOutForms(of pattern: RoutePattern) -> [(form: RoutePattern.Form, entryPoint: EntryPoint)] {
        guard writesOut(pattern) else { return [] }
        var forms: [(RoutePattern.Form, EntryPoint)] = []
        for entryPoint in entryPoints {
            for form in pattern.forms {
                if let written = entryPoint.writeOut(form) { forms.append((written, entryPoint)) }
            }
        }
        return forms
    }

    /// The registered path patterns, compiled, each with its payload and priority.
    private func pathPatterns() -> [(pattern: RoutePattern, entry: Elf.RoutingTableEntry, priority: Int)] {
        let parser = parser
        return registrations.compactMap { text in
            // A registered text parsed once, so it parses again; its own first form holds its payload.
            guard text.utf8.first == ASCII.slash, let pattern = try? parser.parse(text),
                let entry = routes.value(for: pattern.forms[0])
            else { return nil }
            return (pattern, entry, routes.existingRoute(for: pattern.forms[0])?.priority ?? 0)
        }
    }

    /// Adds the entry point `text` and writes every registered path pattern
    /// out through it, or changes nothing when one written-out form would
    /// match the same URLs as a registered route or as another written-out form.
    ///
    /// - Complexity: O(*p* · *f* · *s*) for *p* path patterns of *f* forms of *s* segments.
    mutating func addEntryPoint(_ text: String) throws(Elf.InputError) {
        let entryPoint = try EntryPoint.parse(text, caseInsensitivePaths: configuration.caseInsensitivePaths)
        if let existing = entryPoints.first(where: { $0.key == entryPoint.key }) {
            throw Elf.InputError(entryPoint: text, reason: .alreadyAdded(existing: existing.text), offset: 0)
        }
        func failure(_ reason: Elf.InputError.Reason) -> Elf.InputError {
            Elf.InputError(entryPoint: text, reason: reason, offset: 0)
        }
        let limit = parser.maxSegments
        var planned: [(form: RoutePattern.Form, record: RouteRecord, entry: Elf.RoutingTableEntry)] = []
        var shapes: [RoutePattern.Shape: String] = [:]
        for (pattern, entry, priority) in pathPatterns() {
            for form in pattern.forms {
                guard let written = entryPoint.writeOut(form) else { continue }
                guard written.segments.count <= limit else {
                    throw failure(.tooManySegmentsThroughEntryPoint(pattern: pattern.text, limit: limit))
                }
                if let existing = routes.existingRoute(for: written) {
                    throw failure(.duplicateThroughEntryPoint(pattern: pattern.text, existing: existing.pattern))
                }
                if let other = shapes.updateValue(pattern.text, forKey: written.shape) {
                    throw failure(.duplicateThroughEntryPoint(pattern: pattern.text, existing: other))
                }
                let record = routes.record(
                    of: written, pattern: pattern.text, entryPoint: entryPoint.text, priority: priority)
                planned.append((written, record, entry))
            }
        }
        // The first entry point: path patterns' own forms now take only bare
        // `/path` URLs, where no host stands in, and keep their first literal
        // as written (ROUTING.md §4b). Files that are apart folded stay apart.
        if entryPoints.isEmpty { refilePathPatterns(folding: false) }
        // Checked above: none of the planned forms is taken.
        for (form, record, entry) in planned { insertForm(form, record: record, entry: entry) }
        entryPoints.append(entryPoint)
        routesChanged()
    }

    /// The index of the entry point that compares equal to `text` (as
    /// ``addEntryPoint(_:)`` compares them: scheme and host ignoring case),
    /// or `nil` when there is none or `text` is not an entry point.
    func entryPointIndex(of text: String) -> Int? {
        guard let parsed = try? EntryPoint.parse(text, caseInsensitivePaths: configuration.caseInsensitivePaths)
        else { return nil }
        return entryPoints.firstIndex { $0.key == parsed.key }
    }

    /// Removes the entry point that compares equal to `text`, with every
    /// form written out through it, and returns whether there was one.
    ///
    /// Removing the last one files path patterns' first literals lowercased
    /// again (ROUTING.md §4b); when that makes two registered path patterns
    /// duplicates (`/Module/x` and `/module/x`), it throws naming both and
    /// changes nothing.
    ///
    /// - Complexity: O(*p* · *f* · *s*) for *p* path patterns of *f* forms of *s* segments.
    mutating func removeEntryPoint(_ text: String) throws(Elf.InputError) -> Bool {
        guard let index = entryPointIndex(of: text) else { return false }
        let patterns = pathPatterns()
        if entryPoints.count == 1 {
            var shapes: [RoutePattern.Shape: String] = [:]
            for (pattern, _, _) in patterns {
                for form in pattern.forms {
                    let shape = form.shape(foldingPathRoot: true)
                    if let other = shapes.updateValue(pattern.text, forKey: shape) {
                        let reason = Elf.InputError.Reason.duplicateWithoutEntryPoints(
                            pattern: pattern.text, existing: other)
                        throw Elf.InputError(entryPoint: text, reason: reason, offset: 0)
                    }
                }
            }
        }
        let entryPoint = entryPoints.remove(at: index)
        for (pattern, _, _) in patterns {
            for form in pattern.forms {
                if let written = entryPoint.writeOut(form) { routes.remove(written) }
            }
        }
        if entryPoints.isEmpty { refilePathPatterns(folding: true) }
        routesChanged()
        return true
    }

    /// The shape duplicate detection compares for `form` in this router:
    /// without entry points, a path pattern's first literal lowercased (ROUTING.md §4b).
    func shape(of form: RoutePattern.Form) -> RoutePattern.Shape {
        form.shape(foldingPathRoot: routes.foldsPathRoot)
    }

    /// Takes every path pattern's own forms out of the tree and files them
    /// again with their first literal lowercased (`folding`) or as written,
    /// each with the same record and payload.
    ///
    /// The caller has checked that the new filing makes no duplicates (as
    /// written, it never does).
    ///
    /// - Complexity: O(*p* · *f* · *s*) for *p* path patterns of *f* forms of *s* segments.
    private mutating func refilePathPatterns(folding: Bool) {
        guard routes.foldsPathRoot != folding else { return }
        var filed: [(form: RoutePattern.Form, record: RouteRecord, entry: Elf.RoutingTableEntry)] = []
        for (pattern, entry, _) in pathPatterns() {
            for form in pattern.forms {
                guard let record = routes.existingRoute(for: form), record.entryPoint == nil else { continue }
                filed.append((form, record, routes.value(for: form) ?? entry))
            }
        }
        for (form, _, _) in filed { routes.remove(form) }
        routes.foldsPathRoot = folding
        for (form, record, entry) in filed { routes.insert(form, record: record, value: entry) }
        routesChanged()
    }
}
