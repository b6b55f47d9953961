extension Elf {
    /// The most redirects one URL may go through before handling fails as a
    /// ``RouteMiss/Reason/redirectLoop(chain:)``.
    ///
    /// How many redirects a URL may take before handling calls it a loop.
    static let maxRedirects = 10

    /// Adds `interceptor` after the ones already there; handling consults them in that order.
    ///
    /// Adding an interceptor with the name of one already added replaces it
    /// in its place, so setting up twice does not run a check twice. Safe to
    /// call from any thread; a URL being handled keeps the interceptors it started with.
    ///
    /// ```swift
    /// elf.addInterceptor(
    ///     .loginGate(isLoggedIn: { session.isLoggedIn }, loginURL: "app://login", protecting: ["app://orders"]))
    /// elf.interceptors   // ["login gate"]
    /// ```
    public func addInterceptor(_ interceptor: Interceptor) {
        locked {
            if let index = $0.interceptors.firstIndex(where: { $0.name == interceptor.name }) {
                $0.interceptors[index] = interceptor
            } else {
                $0.interceptors.append(interceptor)
            }
        }
    }

    /// The interceptors' names, in the order they are asked (for tests and diagnostics).
    var interceptorNames: [String] {
        locked { $0.interceptors.map(\.name) }
    }

    /// Removes the interceptor called `name` and returns whether there was one.
    ///
    /// ```swift
    /// elf.removeInterceptor(named: "login gate")
    /// ```
    @discardableResult
    public func removeInterceptor(named name: String) -> Bool {
        locked {
            guard let index = $0.interceptors.firstIndex(where: { $0.name == name }) else { return false }
            $0.interceptors.remove(at: index)
            return true
        }
    }

    /// The URL an interceptor set aside with
    /// ``InterceptorDecision/deferUntilResumed(redirectTo:)``, until it is
    /// resumed or discarded.
    ///
    /// ```swift
    /// elf.deferredURL = nil                  // the user cancelled the login: forget it
    /// elf.deferredURL = "app://orders"       // continue here after the login, from .internal
    /// ```
    ///
    /// Only ``handleURL(url:context:source:)`` sets one aside; lookups that
    /// make no handler answer with the redirect target and remember nothing.
    /// The router keeps one deferred URL: a newer one replaces an older one,
    /// because the link the user opened last is the one they want to see
    /// after logging in. A URL set here is handled from ``LinkSource/internal``.
    @MainActor
    public var deferredURL: String? {
        get { handling.deferredURL?.url }
        set { handling.deferredURL = newValue.map { LinkRequest(url: $0, context: nil, source: .internal) } }
    }

    /// Handles the deferred URL again, with the context it came with, and
    /// forgets it; returns whether a handler took it (`false` when there is none).
    ///
    /// The interceptors run again, so call it once the reason for deferring
    /// is gone: after the user logged in, the login gate lets the URL pass.
    /// If an interceptor defers it again, it is remembered again.
    ///
    /// ```swift
    /// func loginDidSucceed() {
    ///     session.isLoggedIn = true
    ///     navigator.dismiss()
    ///     elf.resumeDeferredURL()   // shows what the link asked for
    /// }
    /// ```
    @MainActor
    @discardableResult
    public func resumeDeferredURL() -> Bool {
        guard let deferred = handling.deferredURL else { return false }
        handling.deferredURL = nil
        return handle(deferred)
    }
}
