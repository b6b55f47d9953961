extension Elf {
    /// A named check that runs after a URL matched and before its handler is
    /// made: it lets the URL pass, rejects it, or sends it somewhere else.
    ///
    /// Interceptors run in the order they were added to the router; the first
    /// that does not answer ``InterceptorDecision/pass`` decides, and the ones
    /// after it are not asked.
    ///
    /// ```swift
    /// elf.addInterceptor(
    ///     Elf.Interceptor("maintenance") { match in
    ///         match.pattern.hasPrefix("app://checkout") ? .reject(reason: "checkout is closed") : .pass
    ///     })
    /// elf.handleURL(url: "app://checkout")   // false: the miss handler hears why
    /// ```
    ///
    /// Interceptors guard handling (``Elf/handleURL(url:context:source:)``,
    /// `value(for:as:context:)` and `handler(for:context:)`), not
    /// matching: ``Elf/match(_:)`` and ``Elf/resolve(_:)`` ignore them.
    public struct Interceptor: Sendable {
        /// The interceptor's name: logs and misses report it, and
        /// ``Elf/removeInterceptor(named:)`` finds it by it.
        public let name: String
        let decide: @MainActor @Sendable (RouteMatch) -> InterceptorDecision

        /// Creates an interceptor that answers each matched URL with `decide`.
        ///
        /// ```swift
        /// let legacy = Elf.Interceptor("legacy orders") { match in
        ///     guard match.pattern == "app://order/<int:id>", let id = match.param("id") else { return .pass }
        ///     return .redirect(to: "app://orders/\(id)")
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - name: How logs, misses and ``Elf/removeInterceptor(named:)`` refer to it.
        ///   - decide: Called on the main actor with the match of each candidate
        ///     route, before that route's handler is made.
        public init(_ name: String, decide: @escaping @MainActor @Sendable (RouteMatch) -> InterceptorDecision) {
            self.name = name
            self.decide = decide
        }

        /// What the interceptor decides for `match`; lets you test an interceptor on its own.
        ///
        /// ```swift
        /// let match = try #require(elf.match("app://order/7"))
        /// #expect(legacy.decision(for: match) == .redirect(to: "app://orders/7"))
        /// ```
        @MainActor
        public func decision(for match: RouteMatch) -> InterceptorDecision {
            decide(match)
        }
    }
}

/// A check that runs before a matched URL's handler is made; the same type as ``Elf/Interceptor``.
///
/// ```swift
/// elf.addInterceptor(Interceptor("no promos") { _ in .reject(reason: "promos are off") })
/// ```
public typealias Interceptor = Elf.Interceptor
