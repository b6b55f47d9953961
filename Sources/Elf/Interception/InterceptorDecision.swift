extension Elf {
    /// What an ``Interceptor`` decides for a matched URL.
    ///
    /// ```swift
    /// Elf.Interceptor("beta") { match in
    ///     guard match.pattern.hasPrefix("app://beta/") else { return .pass }
    ///     return isBetaTester ? .pass : .redirect(to: "app://beta-signup")
    /// }
    /// ```
    public enum InterceptorDecision: Sendable, Equatable {
        /// Lets the URL through to the next interceptor, and after the last one to the handler.
        case pass
        /// Stops the URL: no handler is made, handling returns `false`, and the
        /// miss handlers hear the interceptor's name and `reason`.
        case reject(reason: String)
        /// Handles the URL `to` instead, as if it had been opened (interceptors
        /// run for it too); the answer is that URL's.
        case redirect(to: String)
        /// Sets the URL aside as ``Elf/deferredURL`` and handles `redirectTo`
        /// instead; ``Elf/resumeDeferredURL()`` handles the URL set aside later
        /// (the login gate: show login, then the screen the link asked for).
        case deferUntilResumed(redirectTo: String)
    }
}

/// What an interceptor decides about a matched URL; the same type as ``Elf/InterceptorDecision``.
///
/// ```swift
/// let decision: InterceptorDecision = .redirect(to: "app://login")
/// ```
public typealias InterceptorDecision = Elf.InterceptorDecision
