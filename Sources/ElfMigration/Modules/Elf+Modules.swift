extension Elf {
    /// Registers every page of `module` at once, or nothing when one page is wrong.
    ///
    /// With pages from the ``ModulePageSource/path`` (the default), each page
    /// gets the pattern ``RouteModule/path`` + `/` + ``RouteModule/pattern(for:)``
    /// and a factory that calls ``RouteModule/makeHandler(for:)``:
    ///
    /// ```swift
    /// try elf.register(module: ShopModule.self)
    /// elf.handleURL(url: "app://shop/item/42")   // ShopModule.makeHandler(for: .item), id = 42
    /// ```
    ///
    /// With pages from the ``ModulePageSource/fragment``, only the module
    /// path is registered, and the URL's fragment names the page:
    /// `app://shop#cart`. After a module path ending in `*`, the page is the
    /// end of the URL's path, and `*` binds the segments before it:
    /// `app://shop/*` opens `cart` for `app://shop/spring/sale/cart`, with
    /// `*` = `spring/sale`. In these two forms a page's handler gets the
    /// module path's values and its page's, a page that implements ``Handler/receive(_:navigator:context:)``
    /// receives the match of the module path, and `handler(for:context:)`
    /// returns the module's own handler, which passes the lifecycle on to the
    /// page's.
    ///
    /// The fragment's `k=v&…` pairs reach every page as
    /// ``RouteMatch/fragmentParams``, through ``Handler/receive(_:navigator:context:)``; they are
    /// not merged into `queryParams` (<doc:URLReading>).
    ///
    /// `unmatched` is the module's unmatch handler: it is called with a URL
    /// under the module path that names no page (`app://shop`,
    /// `app://shop/nope`, `app://shop#nope`), and such a URL then counts as
    /// handled. It is registered as the route `path/*`, the least specific
    /// one under the module path. Without it, such URLs go on to the next
    /// candidate and, failing that, to the router's not-found handler.
    ///
    /// - Throws: ``ModuleError`` naming the module, the page and the pattern
    ///   error: an invalid page pattern, a page that matches the same URLs as
    ///   another page or as a registered pattern, a placeholder name the
    ///   module path already binds. Nothing of the module is registered then.
    /// - Complexity: O(*p* · *n*) for *p* pages of *n* bytes.
    public func register<Module: RouteModule>(
        module: Module.Type, pagesFrom source: ModulePageSource = .path,
        unmatched: (@MainActor (String) -> Void)? = nil
    ) throws(ModuleError) {
        // The module's own code runs before the lock is taken, so it may use the router.
        let path = Module.path
        let pages = Module.Page.allCases.map {
            ModulePages.Page(name: String(describing: $0), pattern: Module.pattern(for: $0))
        }
        let sources = Module.allowedSources
        let failure = locked { registry -> ModuleError? in
            do throws(ModuleError) {
                let planned = try plan(
                    Module.self, path: path, pages: pages, pagesFrom: source, unmatched: unmatched, in: registry)
                try registry.insertAll(planned, module: String(describing: Module.self), allowedSources: sources)
                registry.modules[ObjectIdentifier(Module.self)] = planned.map { planned in
                    ModuleRegistration(
                        pattern: planned.pattern.text,
                        record: registry.routes.existingRoute(for: planned.pattern.forms[0])!)
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Removes every route `module` registered on this router and returns
    /// whether there was any.
    ///
    /// Routes the router lost meanwhile, and patterns someone else registered
    /// again since, are left alone.
    ///
    /// ```swift
    /// elf.unregister(module: ShopModule.self)
    /// ```
    @discardableResult
    public func unregister<Module: RouteModule>(module: Module.Type) -> Bool {
        locked { registry in
            guard let recorded = registry.modules.removeValue(forKey: ObjectIdentifier(Module.self)) else {
                return false
            }
            let parser = registry.parser
            var removed = false
            for registration in recorded {
                guard let pattern = try? parser.parse(registration.pattern), let first = pattern.forms.first,
                    registry.routes.existingRoute(for: first) === registration.record
                else { continue }
                registry.removeForms(of: pattern)
                if let index = registry.registrations.firstIndex(of: registration.pattern) {
                    registry.registrations.remove(at: index)
                }
                removed = true
            }
            if removed { registry.routesChanged() }
            return removed
        }
    }

    // MARK: - Internals (the lock is held)

    /// One route a module registers.
    struct PlannedRoute {
        var part: ModuleError.Part
        var pattern: RoutePattern
        var factory: HandlerFactory
    }

    /// The routes `Module` needs, compiled from its `path` and `pages`; the
    /// error names the part at fault.
    private func plan<Module: RouteModule>(
        _: Module.Type, path: String, pages: [ModulePages.Page], pagesFrom source: ModulePageSource,
        unmatched: (@MainActor (String) -> Void)?, in registry: RouterRegistry
    ) throws(ModuleError) -> [PlannedRoute] {
        let name = String(describing: Module.self)
        let parser = registry.parser
        func compile(_ text: String, _ part: ModuleError.Part) throws(ModuleError) -> RoutePattern {
            do throws(InputError) {
                return try parser.parse(text)
            } catch {
                throw ModuleError(module: name, part: part, patternError: error)
            }
        }

        let modulePattern = try compile(path, .path)
        let endsInWildcard = modulePattern.forms.contains { $0.segments.last == .wildcard }
        var planned: [PlannedRoute] = []
        if source == .path && !endsInWildcard {
            for (index, page) in pages.enumerated() {
                let pattern = try compile(Self.join(path, page.pattern), .page(page.name))
                // The factory keeps the page's index: `Page` need not be `Sendable`.
                planned.append(
                    PlannedRoute(part: .page(page.name), pattern: pattern) {
                        Module.makeHandler(for: Module.page(at: index))
                    })
            }
        } else {
            let modulePages: ModulePages
            do throws(ModulePages.PageFailure) {
                modulePages = try ModulePages.make(pages, parser: parser, registry: registry)
            } catch {
                throw ModuleError(module: name, part: .page(error.page), patternError: error.error)
            }
            let moduleNames = Set(modulePattern.forms.flatMap(\.parameterNames))
            for (index, names) in modulePages.parameterNames.enumerated() {
                if let clash = names.intersection(moduleNames).sorted().first {
                    let error = InputError(pattern: pages[index].pattern, reason: .duplicateName(clash), offset: 0)
                    throw ModuleError(module: name, part: .page(pages[index].name), patternError: error)
                }
            }
            let dispatch: ModuleDispatcher<Module>.Source = source == .fragment ? .fragment : .wildcardTail
            planned.append(
                PlannedRoute(part: .path, pattern: modulePattern) { [weak self] in
                    ModuleDispatcher<Module>(pages: modulePages, source: dispatch, unmatched: unmatched, router: self)
                })
        }
        if let unmatched, !endsInWildcard {
            let pattern = try compile(Self.join(path, "*"), .unmatchedRoute)
            planned.append(PlannedRoute(part: .unmatchedRoute, pattern: pattern) { ModuleUnmatchedHandler(unmatched) })
        }
        return planned
    }

    /// `path` + `/` + `page`, with one slash between them; an empty page is the path itself.
    static func join(_ path: String, _ page: String) -> String {
        let relative = page.hasPrefix("/") ? String(page.dropFirst()) : page
        if relative.isEmpty { return path }
        return path.hasSuffix("/") ? path + relative : path + "/" + relative
    }
}

extension RouterRegistry {
    /// Inserts every planned route, open to `allowedSources` (`nil`: any), or
    /// none when one matches the same URLs as a registered route or as
    /// another planned one.
    mutating func insertAll(
        _ planned: [Elf.PlannedRoute], module: String, allowedSources: Set<Elf.LinkSource>?
    ) throws(Elf.ModuleError) {
        var shapes: [RoutePattern.Shape: String] = [:]
        for route in planned {
            // Written-out forms too (ROUTING.md §2a): a module's path pattern
            // reaches every entry point.
            let placed: [(form: RoutePattern.Form, record: RouteRecord)]
            do throws(Elf.InputError) {
                placed = try placedForms(of: route.pattern)
            } catch {
                throw Elf.ModuleError(module: module, part: route.part, patternError: error)
            }
            for (form, _) in placed {
                let shape = shape(of: form)
                let existing = routes.existingRoute(for: form)?.pattern ?? shapes[shape]
                if let existing {
                    let error = Elf.InputError(
                        pattern: route.pattern.text, reason: .duplicate(existing: existing), offset: 0)
                    throw Elf.ModuleError(module: module, part: route.part, patternError: error)
                }
                shapes[shape] = route.pattern.text
            }
        }
        for route in planned {
            // Checked above: none of the forms is taken.
            try? insert(route.pattern, Elf.RoutingTableEntry(allowedSources: allowedSources, route.factory))
        }
    }
}
