/// One place a URL reaches the route table from (ROUTING.md §2a): a custom
/// scheme (`app://`), a universal-link host (`https://www.example.com`), or
/// a host with a path prefix (`https://example.com/app`).
///
/// Once a router has entry points, a path pattern `/p` is written out as
/// `E/p` for each entry point `E`, and those forms go into the routing tree
/// beside every other pattern: precedence among all of them is then ROUTING.md
/// §2, with nothing added to the walk.
struct EntryPoint: Sendable, Equatable {
    /// The text as it was added, which matches report.
    let text: String
    /// The scheme, lowercased.
    let scheme: [UInt8]
    /// The host, lowercased, or `nil` for `scheme://`.
    let host: [UInt8]?
    /// The literal path segments after the host, as patterns store them
    /// (lowercased when the router compares paths ignoring case).
    let prefix: [[UInt8]]

    /// What makes two entry points the same: scheme and host compare as
    /// hosts do, the prefix as path literals do.
    var key: [[UInt8]] { [scheme, host ?? []] + prefix }

    /// Whether this entry point names a host.
    var hasHost: Bool { host != nil }

    /// The form `E/p` that `form` of a path pattern becomes through this
    /// entry point, or `nil` when it has none.
    ///
    /// Through `scheme://`, the first element of the path pattern stands in
    /// the host position, so a literal there is lowercased as a host is
    /// (`/Product/<id>` becomes `app://product/<id>`); the root pattern `/`
    /// has no element to stand there and matches nothing through it
    /// (ROUTING.md §4b).
    func writeOut(_ form: RoutePattern.Form) -> RoutePattern.Form? {
        guard case .path = form.root else { return nil }
        if let host {
            var segments: [PatternSegment] = [.literal(host[...])]
            segments.reserveCapacity(1 + prefix.count + form.segments.count)
            for literal in prefix { segments.append(.literal(literal[...])) }
            segments += form.segments
            return RoutePattern.Form(root: .scheme(scheme[...]), segments: segments, query: form.query)
        }
        guard let first = form.segments.first else { return nil }
        var segments = form.segments
        if case .literal(let bytes) = first { segments[0] = .literal(bytes.map(ASCII.lowercased)[...]) }
        return RoutePattern.Form(root: .scheme(scheme[...]), segments: segments, query: form.query)
    }

    /// How specific the entry point is when a URL falls under several: the
    /// longest path prefix, then a host, then `scheme://` (ROUTING.md §4b).
    var specificity: Int { host == nil ? 0 : 1 + prefix.count }
}

/// The router's entry points as a lookup reads them, frozen with the routes.
///
/// A match made through a written-out form knows its entry point from its
/// route record; any other match of a URL with a scheme asks this table
/// which entry point the URL falls under, when (and only when) the app
/// reads ``Elf/RouteMatch/entryPoint``.
final class EntryPointTable: Sendable {
    /// The entry points, in the order they were added.
    let entryPoints: [EntryPoint]
    /// Whether path literals (the prefixes) compare ignoring ASCII case.
    let caseInsensitivePaths: Bool

    init(_ entryPoints: [EntryPoint], caseInsensitivePaths: Bool) {
        self.entryPoints = entryPoints
        self.caseInsensitivePaths = caseInsensitivePaths
    }

    /// The most specific entry point that `url` falls under, or `nil`.
    ///
    /// A URL falls under `scheme://` when it has that scheme and a non-empty
    /// host; under `scheme://host/p/q` when it also has that host and its
    /// path starts with the segments `p`, `q` (decoded, as matching compares
    /// them).
    ///
    /// - Complexity: O(*e* · *p*) for *e* entry points of *p* prefix segments.
    func mostSpecific(for url: ScannedURL, in bytes: BorrowedBytes) -> EntryPoint? {
        guard url.hasScheme, url.hasHost else { return nil }
        let scheme = Array(PercentDecoding.string(bytes, url.scheme, options: .init(lowercase: true)).utf8)
        let host = Array(PercentDecoding.string(bytes, url.host, options: .init(lowercase: true)).utf8)
        var segments: [[UInt8]]?
        var best: EntryPoint?
        for entryPoint in entryPoints where entryPoint.scheme == scheme {
            if let best, best.specificity >= entryPoint.specificity { continue }
            if let entryHost = entryPoint.host {
                guard entryHost == host else { continue }
                if !entryPoint.prefix.isEmpty {
                    let decoded =
                        segments
                        ?? Segments(bytes: bytes, range: url.path).map { range in
                            let value = Array(PercentDecoding.string(bytes, range).utf8)
                            return caseInsensitivePaths ? value.map(ASCII.lowercased) : value
                        }
                    segments = decoded
                    guard decoded.starts(with: entryPoint.prefix) else { continue }
                }
            }
            best = entryPoint
        }
        return best
    }
}
