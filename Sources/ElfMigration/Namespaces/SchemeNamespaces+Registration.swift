extension Elf.SchemeNamespaces {
    /// Registers `pattern` in the router its scheme names, making that router
    /// when it is the scheme's first pattern.
    ///
    /// `shop://item/<int:id>` goes to the router of `shop`; a path pattern
    /// (`/help`) and a `*://` pattern go to ``global``, which every scheme
    /// without a router reaches.
    ///
    /// ```swift
    /// try namespaces.register("shop://item/<int:id>") { ItemHandler() }
    /// try namespaces.register("/help") { HelpHandler() }
    /// ```
    ///
    /// Registration is all or nothing, as ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)`` is: an
    /// invalid or duplicate pattern throws, registers nothing, and makes no
    /// router.
    ///
    /// - Throws: ``Elf/InputError`` naming the pattern and the column.
    public func register(_ pattern: String, _ factory: @escaping Elf.HandlerFactory) throws(Elf.InputError) {
        try register(pattern, allowing: nil, factory)
    }

    /// Registers `pattern` as ``register(_:_:)`` does, for URLs from the
    /// given sources only (see ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)``).
    ///
    /// ```swift
    /// try namespaces.register("shop://checkout", allowedSources: [.internal, .universalLink]) {
    ///     CheckoutHandler()
    /// }
    /// namespaces.handleURL(url: "shop://checkout", source: .customScheme)   // false
    /// ```
    ///
    /// - Throws: ``Elf/InputError``, as ``register(_:_:)``.
    public func register(
        _ pattern: String, allowedSources: Set<Elf.LinkSource>, _ factory: @escaping Elf.HandlerFactory
    ) throws(Elf.InputError) {
        try register(pattern, allowing: allowedSources, factory)
    }

    private func register(
        _ pattern: String, allowing sources: Set<Elf.LinkSource>?, _ factory: @escaping Elf.HandlerFactory
    ) throws(Elf.InputError) {
        guard case .scheme(let scheme) = Self.root(of: pattern) else {
            try global.register(pattern, allowedSources: sources, factory)
            return
        }
        try registerInRouter(of: scheme, pattern, allowing: sources, factory)
    }

    /// Registers `pattern` in the router of `scheme`, and refuses a pattern
    /// that belongs to another scheme.
    ///
    /// In a scheme's router, write a pattern in full (`shop://item/<int:id>`,
    /// the scheme compared ignoring case) or as a path (`/item/<int:id>`):
    /// only URLs of the scheme reach its router, so there a path pattern is
    /// relative to the scheme, as JLRoutes' routes are (<doc:URLReading>
    /// says when the host counts as the first segment). A pattern naming
    /// another scheme, or `*://`, is refused. ``Elf/SchemeNamespaces/globalKey``
    /// (`"*"`) names the global router, which takes any pattern.
    ///
    /// ```swift
    /// try namespaces.register("/item/<int:id>", forScheme: "shop") { ItemHandler() }
    /// try namespaces.register("news://item/<int:id>", forScheme: "shop") { ItemHandler() }
    /// // throws: pattern "news://item/<int:id>" does not belong to scheme "shop"
    /// ```
    ///
    /// - Throws: ``RegistrationError``; nothing is registered and no router is made.
    public func register(
        _ pattern: String, forScheme scheme: String, _ factory: @escaping Elf.HandlerFactory
    ) throws(RegistrationError) {
        try register(pattern, forScheme: scheme, allowing: nil, factory)
    }

    /// Registers `pattern` in the router of `scheme` as
    /// ``register(_:forScheme:_:)`` does, for URLs from the given sources
    /// only (see ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)``).
    ///
    /// ```swift
    /// try namespaces.register("/checkout", forScheme: "shop", allowedSources: [.internal]) {
    ///     CheckoutHandler()
    /// }
    /// ```
    ///
    /// - Throws: ``RegistrationError``, as ``register(_:forScheme:_:)``.
    public func register(
        _ pattern: String, forScheme scheme: String, allowedSources: Set<Elf.LinkSource>,
        _ factory: @escaping Elf.HandlerFactory
    ) throws(RegistrationError) {
        try register(pattern, forScheme: scheme, allowing: allowedSources, factory)
    }

    private func register(
        _ pattern: String, forScheme scheme: String, allowing sources: Set<Elf.LinkSource>?,
        _ factory: @escaping Elf.HandlerFactory
    ) throws(RegistrationError) {
        let key = Self.key(for: scheme)
        if key == Self.globalKey {
            do throws(Elf.InputError) {
                try global.register(pattern, allowedSources: sources, factory)
            } catch {
                throw .invalidPattern(error)
            }
            return
        }
        guard Self.isValidScheme(key) else { throw .invalidScheme(scheme) }
        switch Self.root(of: pattern) {
        case .anyScheme: throw .schemeMismatch(pattern: pattern, scheme: key)
        case .scheme(let named) where named != key: throw .schemeMismatch(pattern: pattern, scheme: key)
        case .scheme, .path, .unknown: break
        }
        // An unknown start is the parser's to explain (`invalidStart`, `invalidScheme`).
        do throws(Elf.InputError) {
            try registerInRouter(of: key, pattern, allowing: sources, factory)
        } catch {
            throw .invalidPattern(error)
        }
    }

    /// Registers in the router of `key`, storing a new router only when the registration succeeds.
    private func registerInRouter(
        of key: String, _ pattern: String, allowing sources: Set<Elf.LinkSource>?,
        _ factory: @escaping Elf.HandlerFactory
    ) throws(Elf.InputError) {
        // The lock is held across the registration, so two threads naming a new
        // scheme at once share one router (lock order: namespaces, then router).
        let failure = locked { state -> Elf.InputError? in
            let router = state.routers[key] ?? Elf(configuration: configuration, namespace: key)
            do throws(Elf.InputError) {
                try router.register(pattern, allowedSources: sources, factory)
            } catch {
                return error
            }
            state.routers[key] = router
            return nil
        }
        if let failure { throw failure }
    }

    /// How a pattern starts, read from its text before the parser sees it.
    enum PatternRoot: Equatable {
        /// `scheme://...`, with the scheme lowercased.
        case scheme(String)
        /// `*://...`
        case anyScheme
        /// `/...`
        case path
        /// None of the forms above: the parser reports why.
        case unknown
    }

    /// Where `pattern` starts matching, judged from its text.
    static func root(of pattern: String) -> PatternRoot {
        if pattern.hasPrefix("*://") { return .anyScheme }
        if pattern.hasPrefix("/") { return .path }
        guard let separator = pattern.range(of: "://") else { return .unknown }
        let scheme = key(for: String(pattern[..<separator.lowerBound]))
        return isValidScheme(scheme) ? .scheme(scheme) : .unknown
    }

    /// Whether `scheme` is `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986).
    static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.utf8.first, isAlpha(first) else { return false }
        return scheme.utf8.dropFirst().allSatisfy(isSchemeByte)
    }
}
