import Hummingbird
import RoutingKit

@_spi(Internal) import Hummingbird

/// The path part of an app URL (`app://repos/a/b?x` → `/repos/a/b`), the input
/// the server routers take. Computed outside the timed region, which favours them.
func serverPath(of url: String) -> String {
    var rest = Substring(url)
    if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
    if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
    return "/" + rest
}

/// Vapor's RoutingKit `TrieRouter`, fed the same routes.
struct RoutingKitRival {
    let router: TrieRouter<Int>

    init(paths: [String]) {
        let router = TrieRouter(Int.self)
        for (index, path) in paths.enumerated() {
            // RoutingKit traps when two routes name a parameter differently at
            // the same position, so parameters are named by position.
            let components = path.split(separator: "/").enumerated().map { position, segment -> PathComponent in
                if segment == "*" { return .catchall }
                if segment.hasPrefix(":") { return .parameter("p\(position)") }
                return .constant(String(segment))
            }
            router.register(index, at: components)
        }
        self.router = router
    }

    /// Looks up a path string, splitting it as Vapor does for every request.
    func route(_ path: String) -> Int? {
        var parameters = RoutingKit.Parameters()
        return router.route(path: path.split(separator: "/").map(String.init), parameters: &parameters)
    }
}

/// Hummingbird's router trie, fed the same routes.
struct HummingbirdRival {
    let trie: RouterTrie<Int>

    init(paths: [String]) {
        let builder = RouterPathTrieBuilder<Int>()
        for (index, path) in paths.enumerated() {
            builder.addEntry(RouterPath(path.replacingOccurrences(of: "/*", with: "/**")), value: index)
        }
        trie = RouterTrie(base: builder)
    }

    func route(_ path: String) -> Int? {
        trie.resolve(path)?.value
    }
}
