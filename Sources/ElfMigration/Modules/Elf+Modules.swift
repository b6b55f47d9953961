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
    /// Registration is all or nothing: every pattern is checked first, then
    /// the routes are registered one by one with the router's public
    /// ``Elf/register(_:priority:entry:)``, and those already registered are
    /// unregistered again when one is refused. A lookup on another thread
    /// meanwhile may see some of the module's routes for that moment.
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
        let name = String(describing: Module.self)
        let pages = Module.Page.allCases.map {
            ModulePages.Page(name: String(describing: $0), pattern: Module.pattern(for: $0))
        }
        let planned = try plan(
            Module.self, name: name, path: Module.path, pages: pages, pagesFrom: source, unmatched: unmatched,
            allowedSources: Module.allowedSources)
        var registered: [PlannedRoute] = []
        for route in planned {
            do throws(InputError) {
                try register(route.pattern, entry: route.entry)
            } catch {
                for done in registered.reversed() { unregister(done.pattern) }
                throw ModuleError(module: name, part: route.part, patternError: error)
            }
            registered.append(route)
        }
        ModuleRegistrations.record(
            registered.map { ModuleRegistrations.Route(pattern: $0.pattern, token: $0.token) }, of: Module.self,
            on: self)
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
    ///
    /// A route is the module's while the router keeps the entry the module
    /// registered: ElfMigration remembers each route with a token only that
    /// entry holds (<doc:ExtendingElf>). A lookup still running on another
    /// thread holds the entries it read until it returns.
    @discardableResult
    public func unregister<Module: RouteModule>(module: Module.Type) -> Bool {
        var removed = false
        for pattern in ModuleRegistrations.take(Module.self, from: self) where unregister(pattern) {
            removed = true
        }
        return removed
    }

    // MARK: - Planning

    /// One route a module registers: its pattern, its entry, and the token
    /// only that entry holds.
    struct PlannedRoute {
        var part: ModuleError.Part
        var pattern: String
        var entry: RoutingTableEntry
        var token: ModuleRouteToken
    }

    /// The routes `Module` needs, each pattern checked as this router reads
    /// it; the error names the part at fault.
    ///
    /// Every pattern is read before any route is registered, so an invalid
    /// pattern is reported before a page that matches the same URLs as a
    /// registered route, whatever their order.
    private func plan<Module: RouteModule>(
        _: Module.Type, name: String, path: String, pages: [ModulePages.Page], pagesFrom source: ModulePageSource,
        unmatched: (@MainActor (String) -> Void)?, allowedSources sources: Set<LinkSource>?
    ) throws(ModuleError) -> [PlannedRoute] {
        func names(_ text: String, _ part: ModuleError.Part) throws(ModuleError) -> [String] {
            do throws(InputError) {
                return try placeholderNames(in: text)
            } catch {
                throw ModuleError(module: name, part: part, patternError: error)
            }
        }

        let moduleNames = try names(path, .path)
        // A `*` is a catch-all, so it ends every form that binds it.
        let endsInWildcard = moduleNames.contains("*")
        var planned: [PlannedRoute] = []
        if source == .path && !endsInWildcard {
            for (index, page) in pages.enumerated() {
                let pattern = Self.join(path, page.pattern)
                _ = try names(pattern, .page(page.name))
                // The factory keeps the page's index: `Page` need not be `Sendable`.
                let token = ModuleRouteToken()
                let entry = RoutingTableEntry(allowedSources: sources) {
                    _ = token
                    return Module.makeHandler(for: Module.page(at: index))
                }
                planned.append(PlannedRoute(part: .page(page.name), pattern: pattern, entry: entry, token: token))
            }
        } else {
            let modulePages: ModulePages
            do throws(ModulePages.PageFailure) {
                modulePages = try ModulePages.make(pages, readingPatternsAs: self)
            } catch {
                throw ModuleError(module: name, part: .page(error.page), patternError: error.error)
            }
            let bound = Set(moduleNames)
            for (index, names) in modulePages.parameterNames.enumerated() {
                if let clash = names.intersection(bound).sorted().first {
                    let error = InputError(pattern: pages[index].pattern, reason: .duplicateName(clash), offset: 0)
                    throw ModuleError(module: name, part: .page(pages[index].name), patternError: error)
                }
            }
            let dispatch: ModulePages.Source = source == .fragment ? .fragment : .wildcardTail
            let token = ModuleRouteToken()
            // The page is known once the URL is: the entry makes the page's handler from the match.
            let entry = RoutingTableEntry(allowedSources: sources) { match in
                _ = token
                return modulePages.handler(Module.self, for: match, from: dispatch, unmatched: unmatched)
            }
            planned.append(PlannedRoute(part: .path, pattern: path, entry: entry, token: token))
        }
        if let unmatched, !endsInWildcard {
            let pattern = Self.join(path, "*")
            _ = try names(pattern, .unmatchedRoute)
            let token = ModuleRouteToken()
            let entry = RoutingTableEntry(allowedSources: sources) {
                _ = token
                return ModuleUnmatchedHandler(unmatched)
            }
            planned.append(PlannedRoute(part: .unmatchedRoute, pattern: pattern, entry: entry, token: token))
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
