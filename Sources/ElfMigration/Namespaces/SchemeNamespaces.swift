import Foundation

extension Elf {
    /// Routers grouped by URL scheme, as JLRoutes groups routes: one router
    /// per scheme, a global router, and an opt-in fallback from a scheme to
    /// the global routes.
    ///
    /// Each scheme gets an ``Elf`` of its own, made on demand by
    /// ``router(forScheme:)``; ``global`` answers every scheme that has no
    /// router. ``handleURL(url:context:source:)`` hands a URL to one router, chosen by the
    /// URL's scheme, and that router runs the whole lifecycle: its handlers,
    /// its interceptors, and, on a miss, its own ``Elf/notFoundHandler`` (the
    /// unmatch handler of the namespace). Inside each router, precedence is
    /// the usual one (<doc:Precedence>), unchanged.
    ///
    /// ```swift
    /// let namespaces = Elf.SchemeNamespaces()
    /// try namespaces.register("shop://item/<int:id>") { ItemHandler() }       // the "shop" router
    /// try namespaces.register("/help") { HelpHandler() }                      // the global router
    /// namespaces.router(forScheme: "shop").notFoundHandler = { url in print("no shop page for \(url)") }
    ///
    /// namespaces.handleURL(url: "shop://item/42")   // true: the shop router
    /// namespaces.handleURL(url: "news://help")      // true: no "news" router, so the global one
    /// namespaces.handleURL(url: "shop://help")      // false: the shop router has no such page
    /// namespaces.setFallsBackToGlobal(true, forScheme: "shop")
    /// namespaces.handleURL(url: "shop://help")      // true: the global router
    /// ```
    ///
    /// Namespaces are safe to use from any thread, like a router; handling
    /// runs on the main actor.
    public final class SchemeNamespaces: Sendable {

        /// The key that names the global router in ``routesByScheme`` and
        /// ``router(forScheme:)``: `"*"`, which no scheme can be.
        public static let globalKey = "*"

        /// The namespace that ``RouteMatch/namespace`` reports for a route of
        /// ``global``: `"JLRoutesGlobalRoutesScheme"`, as JLRoutes spells its
        /// global scheme, so code that compared `JLRouteScheme` with
        /// `JLRoutesGlobalRoutesScheme` compares the same text.
        ///
        /// A scheme router reports its lowercased scheme, so no scheme's
        /// namespace can equal it.
        ///
        /// ```swift
        /// final class HelpHandler: Handler {
        ///     var isGlobal = false
        ///     func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        ///         isGlobal = match.namespace == SchemeNamespaces.globalNamespace
        ///     }
        ///     func handle() {}
        /// }
        /// ```
        public static let globalNamespace = "JLRoutesGlobalRoutesScheme"

        /// The router for URLs whose scheme has no router of its own, and the
        /// fallback of schemes that opt in.
        public let global: Elf

        /// How every router of these namespaces reads URLs and patterns.
        public let configuration: Configuration

        /// The scheme routers and their fallbacks, under one lock.
        let state = Locked(State())

        /// What the namespaces change after they are made.
        struct State {
            /// The scheme routers, by lowercased scheme.
            var routers: [String: Elf] = [:]
            /// The lowercased schemes whose misses fall back to the global router.
            var fallbackSchemes: Set<String> = []
        }

        /// Creates namespaces with an empty global router and no scheme routers.
        ///
        /// ```swift
        /// let namespaces = Elf.SchemeNamespaces(configuration: .init(caseInsensitivePaths: true))
        /// ```
        public init(configuration: Configuration = Configuration()) {
            self.configuration = configuration
            self.global = Elf(configuration: configuration, namespace: Self.globalNamespace)
        }

        /// The router of `scheme`, made empty the first time a scheme is named.
        ///
        /// Schemes compare ignoring ASCII case, as in URLs. ``globalKey``
        /// (`"*"`) names ``global``. Once a scheme has a router, URLs of that
        /// scheme go to it and no longer to the global router, unless the
        /// scheme opts in with ``setFallsBackToGlobal(_:forScheme:)``.
        ///
        /// ```swift
        /// let shop = namespaces.router(forScheme: "shop")
        /// shop.notFoundHandler = { url in print("no shop page for \(url)") }
        /// ```
        public func router(forScheme scheme: String) -> Elf {
            let key = Self.key(for: scheme)
            if key == Self.globalKey { return global }
            return locked {
                if let router = $0.routers[key] { return router }
                let router = Elf(configuration: configuration, namespace: key)
                $0.routers[key] = router
                return router
            }
        }

        /// The schemes that have a router of their own, lowercased and sorted.
        public var schemes: [String] {
            locked { $0.routers.keys.sorted() }
        }

        /// Removes the router of `scheme` with its routes; URLs of that scheme
        /// go to the global router again.
        ///
        /// - Returns: Whether the scheme had a router.
        @discardableResult
        public func removeRouter(forScheme scheme: String) -> Bool {
            let key = Self.key(for: scheme)
            return locked {
                $0.fallbackSchemes.remove(key)
                return $0.routers.removeValue(forKey: key) != nil
            }
        }

        /// Sets whether URLs of `scheme` that its router has no route for go
        /// to the global router (JLRoutes' `shouldFallbackToGlobalRoutes`; off
        /// by default).
        ///
        /// The choice holds for the scheme whether or not its router exists yet.
        ///
        /// ```swift
        /// namespaces.setFallsBackToGlobal(true, forScheme: "shop")
        /// ```
        public func setFallsBackToGlobal(_ fallsBack: Bool, forScheme scheme: String) {
            let key = Self.key(for: scheme)
            locked {
                if fallsBack {
                    $0.fallbackSchemes.insert(key)
                } else {
                    $0.fallbackSchemes.remove(key)
                }
            }
        }

        /// Whether URLs of `scheme` fall back to the global router.
        public func fallsBackToGlobal(forScheme scheme: String) -> Bool {
            let key = Self.key(for: scheme)
            return locked { $0.fallbackSchemes.contains(key) }
        }

        /// The registered patterns of every router, by lowercased scheme, with
        /// the global router's under ``globalKey`` (`"*"`); each list in
        /// registration order.
        ///
        /// Every router made so far is listed, empty or not, and the global
        /// router always is.
        ///
        /// ```swift
        /// namespaces.routesByScheme   // ["*": ["/help"], "shop": ["shop://item/<int:id>"]]
        /// ```
        public var routesByScheme: [String: [String]] {
            let routers = locked { $0.routers }
            var result = routers.mapValues(\.registeredPatterns)
            result[Self.globalKey] = global.registeredPatterns
            return result
        }

        /// The registered patterns of the router of `scheme`, in registration
        /// order; empty when the scheme has no router (none is made).
        ///
        /// ``globalKey`` (`"*"`) lists the global router's patterns. The
        /// global routes a scheme falls back to are not included.
        public func routes(forScheme scheme: String) -> [String] {
            let key = Self.key(for: scheme)
            if key == Self.globalKey { return global.registeredPatterns }
            return locked { $0.routers[key] }?.registeredPatterns ?? []
        }

        /// Runs `body` while holding the namespaces' lock.
        func locked<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
            state.withLock(body)
        }

        /// The lookup key of a scheme: ASCII-lowercased.
        static func key(for scheme: String) -> String {
            String(decoding: scheme.utf8.map(lowercased), as: UTF8.self)
        }

        // The bytes of a scheme (RFC 3986 §3.1), as Elf's URL reader and pattern parser read them.

        /// An ASCII letter.
        static func isAlpha(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }

        /// `ALPHA / DIGIT / "+" / "-" / "."`: the bytes allowed after a scheme's first letter.
        static func isSchemeByte(_ byte: UInt8) -> Bool {
            isAlpha(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }

        /// An ASCII capital lowercased; every other byte as it is.
        static func lowercased(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }

        /// Space, TAB, LF, FF and CR: the whitespace the URL reader trims from both ends of a URL.
        static func isTrimmedWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
        }
    }
}

/// A router for each URL scheme, with a global one to fall back on; the same type as `SchemeNamespaces`.
///
/// ```swift
/// let namespaces = SchemeNamespaces()
/// try namespaces.router(forScheme: "shop").register("shop://item/<int:id>") { ItemHandler() }
/// ```
public typealias SchemeNamespaces = Elf.SchemeNamespaces
