#if !COCOAPODS
    import Elf
#endif

/// Writes the `apple-app-site-association` file for one host from the
/// routes reachable through it.
///
/// Each route form becomes components in Apple's syntax (`*` for any run of
/// characters, `?` for one): a literal segment is itself, percent-encoded; a
/// placeholder or `<path:…>` is `?*` (one or more characters); a trailing
/// `*` is `/*` plus the same path without it (Elf's `*` also matches nothing);
/// a path that ends in a literal is also written with a trailing `/` (Elf
/// ignores empty segments). A route with query constraints carries them as
/// the component's `"?"` dictionary (a literal value as written, a
/// placeholder as `?*`), so an exclusion hides only the URLs that meet them.
/// Routes that refuse universal links are excluded,
/// ahead of the routes that do not refuse them, except where an allowed
/// route must come first so that the URLs it routes reach the app (see
/// ``order(_:)``).
struct SiteAssociation {
    /// One route form reachable through the host, as the router lists it
    /// (`Elf.siteAssociationRoutes(host:)`).
    typealias Route = SiteAssociationRoute

    /// One entry of `components`.
    struct Component: Equatable {
        var path: String
        var exclude: Bool
        var comment: String
        /// Apple's `"?"` dictionary: each constrained key and the pattern its value must match.
        var query: [QueryItem] = []
    }

    /// One item of a component's `"?"` dictionary.
    struct QueryItem: Equatable {
        var key: String
        var value: String
    }

    let routes: [Route]
    /// Whether path literals compare ignoring ASCII case (`"caseSensitive": false`).
    let caseInsensitivePaths: Bool

    // MARK: - Components

    /// The components, in the order the system must try them.
    var components: [Component] {
        order(routes).flatMap(components(for:))
    }

    /// The components of one route: its path glob, and the extra ones that
    /// cover what Apple's syntax would miss.
    func components(for route: Route) -> [Component] {
        var comment = route.entryPoint.map { "\(route.pattern) through \($0)" } ?? route.pattern
        if route.excluded { comment += " (refuses universal links)" }
        // A literal value is matched as written; a placeholder takes any non-empty value.
        let query = route.queryItems.map { item in
            QueryItem(key: Self.encoded(item.key), value: item.literal.map { Self.encoded($0) } ?? "?*")
        }
        func component(_ path: String) -> Component {
            Component(path: path, exclude: route.excluded, comment: comment, query: query)
        }
        guard let path = route.path else { return [component("*")] }
        var glob = ""
        for segment in path {
            switch segment {
            case .literal(let bytes): glob += "/" + Self.encoded(bytes)
            case .placeholder, .path: glob += "/?*"
            case .wildcard:
                // Elf's `*` matches no segment too: `/wild` beside `/wild/*`.
                return [component(glob + "/*"), component(glob.isEmpty ? "/" : glob)]
            }
        }
        switch path.last {
        case nil: return [component("/")]
        case .literal: return [component(glob), component(glob + "/")]
        default: return [component(glob)]
        }
    }

    /// `bytes` percent-encoded for a path component.
    ///
    /// Unreserved characters and the sub-delimiters other than `$`, `(`, `)`
    /// and `*` raw, everything else as `%XX` with uppercase hexadecimal digits.
    /// Apple's patterns give `*` and `?` the meaning of wildcards and `$(…)`
    /// that of a substitution variable, so a literal path never carries them
    /// raw: `/promo/$(alpha)` is written `/promo/%24%28alpha%29`, which
    /// matches only itself.
    static func encoded(_ bytes: some Collection<UInt8>) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "'"),
                UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
                UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
                output.append(byte)
            default:
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Order

    /// Whether the components of `route` match exactly the paths it matches.
    ///
    /// They do when its elements are literals, with at most a catch-all at
    /// the end. A placeholder becomes `?*`, which also matches text that is
    /// not of its type, and text across `/`.
    static func isExact(_ route: Route) -> Bool {
        // A catch-all can only come last, so a route is exact when it has no
        // placeholder, in its path or its query (`?*` is wider than a typed value).
        for case .placeholder in route.path ?? [] { return false }
        return !route.queryItems.contains { $0.literal == nil }
    }

    /// Whether some path may match the components of both routes: `false`
    /// only when their leading literals differ, or both are literal paths of
    /// different lengths.
    static func mayOverlap(_ first: Route, _ second: Route) -> Bool {
        guard let one = first.path, let other = second.path else { return true }
        for (a, b) in zip(one, other) {
            guard case .literal(let x) = a, case .literal(let y) = b else { return true }
            if x != y { return false }
        }
        func allLiteral(_ path: [SiteAssociationRoute.PathElement]) -> Bool {
            path.allSatisfy { if case .literal = $0 { true } else { false } }
        }
        if one.count != other.count, allLiteral(one), allLiteral(other) { return false }
        return true
    }

    /// Whether the allowed route `allowed` must come before the exclusion of
    /// `refused`: their components may meet, and either `allowed` is the
    /// more specific (Elf routes the URLs of both to it), or `refused`'s
    /// components are wider than `refused` (they would turn away URLs that
    /// Elf routes to `allowed`).
    static func mustPrecede(_ allowed: Route, _ refused: Route) -> Bool {
        mayOverlap(allowed, refused)
            && (allowed.isTried(before: refused) || !isExact(refused))
    }

    /// The routes in the order their components are written: exclusions as
    /// early as they may be, each after the allowed routes that must precede
    /// it (``mustPrecede(_:_:)``), then the other allowed routes; each group
    /// in precedence order (ROUTING.md §2).
    ///
    /// First match wins in the file, so this order keeps every URL Elf routes
    /// through the host matched by a component that is not excluded, and
    /// turns away the URLs of refusing routes wherever that does not cost one.
    ///
    /// It is the greedy order of a dependency graph: the first refused route
    /// (in precedence order) whose allowed routes that must precede it are
    /// all written comes next; when none is ready, the first allowed route
    /// that some pending exclusion waits for. Two routes can depend on each
    /// other only when their paths may overlap, which needs the leading
    /// literals of one to be a prefix of the other's, so each refused route
    /// is compared only with the allowed routes ``OverlapIndex`` finds.
    ///
    /// - Complexity: O(*n* log *n* + *c* log *c*) for *n* routes, where *c*
    ///   is the number of (allowed, refused) pairs whose paths may meet
    ///   (``OverlapIndex``): each refused route is compared only with
    ///   those. Linear in practice (`scripts/resource-costs.sh`,
    ///   `site-association` and `site-association-shared-prefix`); O(*n*²)
    ///   only when most refused routes may meet most allowed ones, as
    ///   under a catch-all.
    func order(_ routes: [Route]) -> [Route] {
        let sorted = routes.enumerated().sorted { lhs, rhs in
            if lhs.element.isTried(before: rhs.element) { return true }
            if rhs.element.isTried(before: lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
        let allowed = sorted.filter { !$0.excluded }
        let refused = sorted.filter(\.excluded)
        guard !refused.isEmpty else { return allowed }

        let overlapping = OverlapIndex(allowed)
        // blockers[r]: allowed routes not yet written that must precede refused route r; waiting[a]: the reverse.
        var blockers = Array(repeating: 0, count: refused.count)
        var waiting = Array(repeating: [Int](), count: allowed.count)
        for (r, refusing) in refused.enumerated() {
            for a in overlapping.candidates(for: refusing) where Self.mustPrecede(allowed[a], refusing) {
                blockers[r] += 1
                waiting[a].append(r)
            }
        }

        var ordered: [Route] = []
        ordered.reserveCapacity(routes.count)
        var written = Array(repeating: false, count: allowed.count)
        var ready = MinIndexQueue(refused.indices.filter { blockers[$0] == 0 })
        // Allowed routes some pending exclusion waits for, by index; each leaves once written.
        var awaited = MinIndexQueue(allowed.indices.filter { !waiting[$0].isEmpty })
        var pending = refused.count
        while pending > 0 {
            if let r = ready.popMin() {
                ordered.append(refused[r])
                pending -= 1
                continue
            }
            // Every pending exclusion waits for an allowed route: write the most specific one it waits for.
            guard let a = awaited.popMin() else { break }
            written[a] = true
            ordered.append(allowed[a])
            for r in waiting[a] {
                blockers[r] -= 1
                if blockers[r] == 0 { ready.insert(r) }
            }
        }
        return ordered + allowed.indices.filter { !written[$0] }.map { allowed[$0] }
    }

    /// The literals a route's path starts with, up to its first non-literal.
    ///
    /// A placeholder, `<path:…>` or `*` ends the run; `nil` for a route that takes any path.
    static func leadingLiterals(of route: Route) -> [[UInt8]]? {
        guard let path = route.path else { return nil }
        var literals: [[UInt8]] = []
        for case .literal(let bytes) in path.prefix(while: { if case .literal = $0 { true } else { false } }) {
            literals.append(Array(bytes))
        }
        return literals
    }

    /// The allowed routes indexed by their leading literals, so a refused
    /// route is compared only with those whose paths may meet its own.
    ///
    /// Two paths may meet only when the leading literals of one are a
    /// prefix of the other's (``mayOverlap(_:_:)``): an allowed route whose
    /// literals are a prefix of the refused route's (looked up by each
    /// prefix), one whose literals extend the refused route's (looked up by
    /// the refused route's whole run), and one that takes any path.
    struct OverlapIndex {
        /// Allowed routes by their whole run of leading literals.
        private var byRun: [[[UInt8]]: [Int]] = [:]
        /// Allowed routes by each proper prefix of their run.
        private var byProperPrefix: [[[UInt8]]: [Int]] = [:]
        /// Allowed routes that take any path.
        private var anyPath: [Int] = []

        init(_ allowed: [Route]) {
            for (index, route) in allowed.enumerated() {
                guard let run = SiteAssociation.leadingLiterals(of: route) else {
                    anyPath.append(index)
                    continue
                }
                byRun[run, default: []].append(index)
                for length in 0..<run.count { byProperPrefix[Array(run[..<length]), default: []].append(index) }
            }
        }

        /// The allowed routes whose paths may meet `refused`'s, each once, in index order.
        func candidates(for refused: Route) -> [Int] {
            guard let run = SiteAssociation.leadingLiterals(of: refused) else {
                return Array((byRun.values.joined() + anyPath).sorted())
            }
            var found = anyPath + (byProperPrefix[run] ?? [])
            for length in 0...run.count { found += byRun[Array(run[..<length])] ?? [] }
            return found.sorted()
        }
    }

    // MARK: - JSON

    /// The whole file: one `details` entry for `appIDs`, one component per line.
    func json(appIDs: [String]) -> String {
        let ids = appIDs.map(Self.quoted).joined(separator: ", ")
        let lines = components.map { component in
            var fields = ["\"/\": \(Self.quoted(component.path))"]
            if !component.query.isEmpty {
                let items = component.query.map { "\(Self.quoted($0.key)): \(Self.quoted($0.value))" }
                fields.append("\"?\": { " + items.joined(separator: ", ") + " }")
            }
            if component.exclude { fields.append("\"exclude\": true") }
            if caseInsensitivePaths { fields.append("\"caseSensitive\": false") }
            fields.append("\"comment\": \(Self.quoted(component.comment))")
            return "          { " + fields.joined(separator: ", ") + " }"
        }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n        ]"
        return """
            {
              "applinks": {
                "details": [
                  {
                    "appIDs": [\(ids)],
                    "components": \(list)
                  }
                ]
              }
            }

            """
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}

/// Indices in a binary min-heap: the smallest comes out first.
struct MinIndexQueue {
    private var heap: [Int] = []

    init(_ indices: [Int]) {
        for index in indices { insert(index) }
    }

    mutating func insert(_ index: Int) {
        heap.append(index)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { return first }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
