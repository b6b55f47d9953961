extension Elf.Interceptor {
    /// An interceptor that sends a signed-out user to login and replays the
    /// link they opened once ``Elf/resumeDeferredURL()`` is called.
    ///
    /// For a protected pattern it answers
    /// ``Elf/InterceptorDecision/deferUntilResumed(redirectTo:)`` with
    /// `loginURL` while `isLoggedIn()` is `false`, and
    /// ``Elf/InterceptorDecision/pass`` otherwise. Every other pattern passes.
    ///
    /// ```swift
    /// elf.addInterceptor(
    ///     .loginGate(
    ///         isLoggedIn: { session.isLoggedIn }, loginURL: "app://login",
    ///         protecting: ["app://orders", "app://orders/<int:id>"]))
    /// elf.handleURL(url: "app://orders/42")   // true: shows login, remembers the link
    /// // ... the user logs in ...
    /// elf.resumeDeferredURL()                  // true: shows order 42
    /// ```
    ///
    /// - Parameters:
    ///   - name: The interceptor's name (default `"login gate"`).
    ///   - isLoggedIn: Asked on the main actor for every protected URL.
    ///   - loginURL: The URL handled instead while the user is signed out. Do
    ///     not protect its pattern: that is a redirect loop, which fails.
    ///   - patterns: The protected patterns, each exactly as it was registered
    ///     (`"app://user/<id>"` does not protect `"app://user/{id}"`).
    public static func loginGate(
        _ name: String = "login gate", isLoggedIn: @escaping @MainActor @Sendable () -> Bool, loginURL: String,
        protecting patterns: Set<String>
    ) -> Self {
        loginGate(name, isLoggedIn: isLoggedIn, loginURL: loginURL, protectingWhere: { patterns.contains($0.pattern) })
    }

    /// A login gate whose protected URLs are chosen by a predicate on the match.
    ///
    /// ```swift
    /// elf.addInterceptor(
    ///     .loginGate(isLoggedIn: { session.isLoggedIn }, loginURL: "app://login") { match in
    ///         match.host == "account"   // app://account/...
    ///     })
    /// ```
    ///
    /// - Parameters:
    ///   - name: The interceptor's name (default `"login gate"`).
    ///   - isLoggedIn: Asked on the main actor for every protected URL.
    ///   - loginURL: The URL handled instead while the user is signed out.
    ///   - isProtected: Whether a matched URL needs a signed-in user.
    public static func loginGate(
        _ name: String = "login gate", isLoggedIn: @escaping @MainActor @Sendable () -> Bool, loginURL: String,
        protectingWhere isProtected: @escaping @MainActor @Sendable (Elf.RouteMatch) -> Bool
    ) -> Self {
        Self(name) { match in
            guard isProtected(match), !isLoggedIn() else { return .pass }
            return .deferUntilResumed(redirectTo: loginURL)
        }
    }

    /// A login gate written with route values: it holds the routes of
    /// `types` while `isLoggedIn()` is false, shows `login` instead (as a
    /// link to it would: a route value's ``Elf/Route/presentation``), and
    /// continues the held route after ``Elf/resumeDeferredURL()``.
    ///
    /// ```swift
    /// elf.addInterceptor(.loginGate(isLoggedIn: { session.isLoggedIn }, login: LoginRoute(), protecting: [OrdersRoute.self]))
    /// // after a successful login:
    /// elf.resumeDeferredURL()
    /// ```
    ///
    /// The login's URL is the login route's `identity`. Links,
    /// route values opened with ``Elf/open(_:context:source:)`` and restored
    /// navigation all meet the same gate.
    public static func loginGate<Login: Elf.Route>(
        _ name: String = "login gate", isLoggedIn: @escaping @MainActor @Sendable () -> Bool, login: Login,
        protecting types: [any Elf.Route.Type]
    ) -> Self {
        let patterns = Set(types.map { $0.pattern })
        return loginGate(name, isLoggedIn: isLoggedIn, loginURL: login.identity, protecting: patterns)
    }
}
