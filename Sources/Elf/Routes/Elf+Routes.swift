extension Elf {
    /// Registers a route type: its URLs decode to values, which either are
    /// the screens they show, or go to a handler from `factory`.
    ///
    /// ```swift
    /// struct ProfileRoute: Route {
    ///     static let pattern = "app://user/<int:id>"
    ///     var id: Int
    /// }
    ///
    /// elf.navigator = navigation
    /// try elf.register(ProfileRoute.self)
    /// elf.handleURL(url: "app://user/7")   // pushes ProfileRoute(id: 7)
    ///
    /// try elf.register(ProductRoute.self, priority: 1) { route in ProductHandler(route: route) }
    /// elf.handleURL(url: "app://product/42?ref=home")   // ProductHandler(route: ProductRoute(id: 42, ref: "home"))
    /// ```
    ///
    /// For every URL the pattern matches, the router decodes a value of the
    /// type from the URL's placeholders and query (see ``Route``). A URL
    /// whose values do not decode is not a match for the route: the next
    /// matching pattern is tried, and ``explainHandling(_:source:)`` reports which
    /// value failed and why.
    ///
    /// - Without a factory, the values are the screens: handling one of the
    ///   URLs, opening a value with ``open(_:context:source:)`` or restoring
    ///   one shows the value on the router's ``navigator`` as the type's
    ///   ``Route/presentation`` says, under its ``Route/parent``. A router
    ///   without a navigator declines the URL; a value that cannot be shown
    ///   (its tab is missing, a sheet covers its stack and the navigator may
    ///   not dismiss it) makes handling return `false`, and the miss handler
    ///   hears why.
    /// - With a factory, it is called with the value, and the handler's
    ///   lifecycle goes on as for any handler (its
    ///   ``Handler/convert(params:queryParams:)`` may stay the default).
    ///
    /// The type is registered under its ``Route/pattern``, exactly as
    /// ``register(_:priority:allowedSources:_:)-(String,_,_,_)`` registers a
    /// pattern: the same precedence, sources, duplicate rules, all or nothing.
    ///
    /// - Parameters:
    ///   - type: The route type.
    ///   - priority: Tried before routes of lower priority (default 0).
    ///   - allowedSources: The sources that may open the route; `nil` (the default) for all.
    ///   - factory: Makes the handler for a value; `nil` shows the value itself.
    /// - Throws: ``InputError`` naming the type, the pattern and the
    ///   column: an invalid or duplicate pattern, a pattern and type that
    ///   disagree (<doc:TypedRoutes#What-registration-checks>), a tab the
    ///   router's navigation lacks, or parents that loop.
    /// - Complexity: as for a pattern, plus one decoding of the type per form
    ///   of its pattern.
    public func register<R: Route>(
        _ type: R.Type, priority: Int = 0, allowedSources: Set<LinkSource>? = nil,
        _ factory: (@MainActor (R) -> any Handler)? = nil
    ) throws(InputError) {
        try registerRoute(type, allowing: allowedSources, priority: priority) { route in
            factory?(route) ?? RouteValueHandler(route: route)
        }
    }

    /// The value of type `R` that `url` routes to, or `nil` when the URL
    /// routes elsewhere or its values do not decode.
    ///
    /// ```swift
    /// elf.route(for: "app://product/42?ref=home", as: ProductRoute.self)   // ProductRoute(id: 42, ref: "home")
    /// elf.route(for: "app://product/hat", as: ProductRoute.self)           // nil
    /// ```
    ///
    /// When the router routes the URL, this gives the answer
    /// ``match(_:)`` gives: rewrite rules apply first, and the route
    /// that wins must be the one `R` was registered as (a typed route whose
    /// values do not decode is no match, so the next candidate wins). A type
    /// that is not registered, or whose registration threw, gets no value
    /// (ROUTING.md §4c); to read a URL with a type's own pattern without a
    /// router, use ``Route/init(parsing:)``. No handler is made and no
    /// interceptor is asked: call it from any thread.
    ///
    /// - Complexity: O(*n*) in the length of the URL, plus the parse of the
    ///   type's pattern and the type's own decoding.
    public func route<R: Route>(for url: String, as type: R.Type = R.self) -> R? {
        let (snapshot, parser) = locked { registry in (registry.snapshot(), registry.parser) }
        guard case .success(let target) = Lookup.Target.rewriting(url, with: snapshot.rewrites),
            let compiled = try? parser.parse(R.pattern)
        else { return nil }
        let routes = snapshot.routes
        var candidates = lookup.candidates(of: target.url, originalURL: target.originalURL, in: routes)
        // The first candidate wins, as for `match`: it answers only when it is R's.
        guard case .match(let match, let route)? = candidates.next(),
            routes.values[route].routeType == ObjectIdentifier(R.self)
        else { return nil }
        return try? RouteDecoding.decode(R.self, from: match, placeholderNames: compiled.placeholderNameList).get()
    }

    /// The value of `R` that `url` reads as under `R`'s own pattern alone,
    /// with this router's placeholder types and no rewrite rules.
    func parsedRoute<R: Route>(_ url: String, as type: R.Type) -> R? {
        let (customTypes, parser) = locked { registry in (registry.snapshot().customTypes, registry.parser) }
        guard let compiled = try? parser.parse(R.pattern) else { return nil }
        let table = RouteTypeTable(compiled, customTypes: customTypes)
        return try? table.decode(R.self, from: url, with: lookup)?.get()
    }

    /// The router ``Route/init(parsing:)`` reads with: the default configuration, nothing registered.
    static let parsing = Elf()

    /// The URL of a route value; throws an error naming the property when
    /// the value has no URL.
    ///
    /// ```swift
    /// let url = try elf.url(for: ProductRoute(id: 42, ref: "home"))   // "app://product/42?ref=home"
    /// elf.route(for: url, as: ProductRoute.self)                            // ProductRoute(id: 42, ref: "home")
    /// ```
    ///
    /// The value is encoded with its `Encodable` conformance: each property
    /// a placeholder names fills it, as ``url(for:_:through:)`` fills a
    /// pattern, and every other property becomes the query, in the order the
    /// type encodes them (a list as one item per element under the same key,
    /// a `nil` optional left out). Everything is percent-encoded for its
    /// place, so the URL is ASCII. Only a URL that reads back as the same
    /// value is returned: the URL is read with the type's pattern and
    /// decoded, and compared with `route`.
    ///
    /// With `entryPoint`, the path is put behind one of the router's entry
    /// points, as a universal link is: after `https://host` (and its path
    /// prefix), or, through a bare `scheme://`, with its first segment in the
    /// host position. The URL must come back through that entry point as the
    /// same value, so the route must be registered there:
    ///
    /// ```swift
    /// let link = try elf.url(for: ProductRoute(id: 42), through: "https://www.example.com")
    /// // "https://www.example.com/product/42"
    /// ```
    ///
    /// - Throws: ``InputError``: a value its placeholder does not
    ///   accept, an empty or `.` value in a path segment, a property a URL
    ///   cannot carry (``InputError/Reason/unsupportedValue(_:)``),
    ///   or a URL that would read back as another value
    ///   (``InputError/Reason/doesNotRouteBack(url:reason:)``); through
    ///   an entry point also ``InputError/Reason/unknownEntryPoint(_:)``
    ///   and ``InputError/Reason/notAPathPattern``.
    /// - Complexity: O(*n*) in the length of the pattern and the URL.
    public func url<R: Route>(for route: R, through entryPoint: String? = nil) throws(InputError) -> String {
        let (parser, customTypes) = locked { ($0.parser, $0.customTypes) }
        let writer = RouteURLWriter(
            parser: parser, customTypes: customTypes, lookup: lookup, maxLength: configuration.maxURLLength)
        let path = try writer.url(for: route)
        guard let entryPoint else { return path }
        return try url(path: path, for: route, through: entryPoint)
    }

    /// Registers `type` under its pattern, with an entry that decodes the
    /// value from each match and makes the handler from it.
    func registerRoute<R: Route>(
        _ type: R.Type, allowing sources: Set<LinkSource>?, priority: Int = 0,
        making make: @escaping @MainActor (R) -> any Handler
    ) throws(InputError) {
        let pattern = R.pattern
        func failure(_ error: InputError) -> InputError {
            InputError(
                routeType: String(describing: R.self), pattern: pattern, reason: .invalidPattern(error),
                offset: error.offset ?? 0)
        }
        let compiled: RoutePattern
        do throws(InputError) {
            compiled = try locked { $0.parser }.parse(pattern)
        } catch {
            throw failure(error)
        }
        if let mismatch = RouteTypeCheck.check(R.self, compiled) { throw mismatch }
        if let misplaced = RouteTypeCheck.placement(R.self, compiled, navigator: navigator) { throw misplaced }
        let entry = RoutingTableEntry(
            R.self, placeholderNames: compiled.placeholderNameList, allowedSources: sources, making: make)
        do throws(InputError) {
            try register(pattern, priority: priority, entry: entry)
        } catch {
            throw failure(error)
        }
    }
}
