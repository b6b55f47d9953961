extension Elf {
    /// The result of matching a URL: the pattern that won and everything the URL carried.
    ///
    /// A match stores byte ranges into the URL and decodes them only when you
    /// read a property, so matching itself stays cheap.
    ///
    /// ```swift
    /// let elf = Elf()
    /// try elf.register("app://item/<int:id>") { ItemHandler() }
    /// let match = elf.match("app://item/42?ref=home#reviews")!
    /// match.pattern        // "app://item/<int:id>"
    /// match.params         // ["id": "42"]
    /// match.queryParams    // ["ref": "home"]
    /// match.fragment       // "reviews"
    /// ```
    public struct RouteMatch: Sendable {
        /// The URL that matched: the URL as it was given, or what rewrite rules made of it.
        public let url: String
        /// The URL as it was given, when rewrite rules changed it; `nil` when it matched as it was.
        ///
        /// Read its parts through ``original``.
        public var originalURL: String? { extras?.originalURL }
        /// The pattern that matched, exactly as it was registered.
        ///
        /// A path pattern reached through an entry point is reported as it
        /// was registered (`/product/<int:id>`), with ``entryPoint`` saying
        /// which entry point the URL came through.
        public var pattern: String { route.pattern }
        // The stored properties are declared in this order, the largest
        // alignment first after the references, so that a match takes 119
        // bytes: up to 120, Swift copies, tests and destroys a `RouteMatch?`
        // inline; above, through `memcpy` and the runtime's generic value
        // witnesses, which cost a lookup about 75 instructions more.
        let route: RouteRecord
        /// What a match rarely carries, in one box that is `nil` otherwise: a
        /// match is copied and destroyed with one retain and one release per
        /// reference it holds, and its extras are almost always `nil`.
        private let extras: Extras?
        let scanned: ScannedURL
        /// The captures, when they fit inline (see ``captures``).
        private let inlineCaptures: CaptureList.Inline
        /// Where the URL came from, while it is being handled; `nil` when only matched.
        ///
        /// It is what ``Elf/handleURL(url:context:source:)`` was given
        /// (``LinkSource/other`` when nothing was). Interceptors and handlers (``Handler/receive(_:navigator:context:)``) read it;
        /// `nil` for a match from ``Elf/match(_:)`` or ``Elf/resolve(_:)``,
        /// which do not know who sent the URL.
        ///
        /// ```swift
        /// Elf.Interceptor("transfers from the app only") { match in
        ///     guard match.pattern.hasPrefix("app://transfer"), match.source != .internal else { return .pass }
        ///     return .reject(reason: "transfers open only from inside the app")
        /// }
        /// ```
        public internal(set) var source: LinkSource?
        let decodesPlusAsSpace: Bool

        /// What the placeholders bound, in URL order.
        var captures: CaptureList { CaptureList(inline: inlineCaptures, spill: extras?.spill) }

        /// The URL as given before rewriting, the values custom placeholder
        /// types converted, the router's entry points when it has any, and
        /// the namespace of a router that belongs to `SchemeNamespaces`.
        fileprivate final class Extras: Sendable {
            let originalURL: String?
            let converted: [String]
            let entryPoints: EntryPointTable?
            let namespace: String?
            /// What a custom route's matcher bound; `nil` for a pattern's match.
            let customParams: [String: String]?
            /// The captures, when they do not fit inline.
            let spill: CaptureList.Spill?

            init(
                originalURL: String?, converted: [String], entryPoints: EntryPointTable?, namespace: String? = nil,
                customParams: [String: String]? = nil, spill: CaptureList.Spill? = nil
            ) {
                self.originalURL = originalURL
                self.converted = converted
                self.entryPoints = entryPoints
                self.namespace = namespace
                self.customParams = customParams
                self.spill = spill
            }
        }

        init(
            url: String, route: RouteRecord, captures: CaptureList, converted: [String]?, scanned: ScannedURL,
            decodesPlusAsSpace: Bool, originalURL: String? = nil, entryPoints: EntryPointTable? = nil
        ) {
            self.url = url
            self.route = route
            self.inlineCaptures = captures.inline
            self.extras =
                originalURL == nil && (converted?.isEmpty ?? true) && entryPoints == nil && captures.spill == nil
                ? nil
                : Extras(
                    originalURL: originalURL, converted: converted ?? [], entryPoints: entryPoints,
                    spill: captures.spill)
            self.scanned = scanned
            self.decodesPlusAsSpace = decodesPlusAsSpace
        }

        init(
            url: String, route: RouteRecord, captures: [Capture], converted: [String], scanned: ScannedURL,
            decodesPlusAsSpace: Bool, originalURL: String? = nil, entryPoints: EntryPointTable? = nil
        ) {
            self.init(
                url: url, route: route, captures: CaptureList(captures), converted: converted, scanned: scanned,
                decodesPlusAsSpace: decodesPlusAsSpace, originalURL: originalURL, entryPoints: entryPoints)
        }

        /// A custom route's match: no captures, the parameters its matcher bound.
        init(
            url: String, customRoute route: RouteRecord, params: [String: String], scanned: ScannedURL,
            decodesPlusAsSpace: Bool, originalURL: String?, entryPoints: EntryPointTable?
        ) {
            self.url = url
            self.route = route
            self.inlineCaptures = CaptureList.Inline()
            self.extras = Extras(
                originalURL: originalURL, converted: [], entryPoints: entryPoints, customParams: params)
            self.scanned = scanned
            self.decodesPlusAsSpace = decodesPlusAsSpace
        }

        /// The router's entry points, when it has any.
        var entryPoints: EntryPointTable? { extras?.entryPoints }

        /// The same match, reported in `namespace`: only a router of
        /// `SchemeNamespaces` calls it, so only its lookups pay for the box.
        func inNamespace(_ namespace: String) -> RouteMatch {
            RouteMatch(
                self,
                extras: Extras(
                    originalURL: originalURL, converted: converted, entryPoints: entryPoints, namespace: namespace,
                    customParams: extras?.customParams, spill: extras?.spill))
        }

        /// `match` with other extras.
        private init(_ match: RouteMatch, extras: Extras) {
            self.url = match.url
            self.source = match.source
            self.route = match.route
            self.inlineCaptures = match.inlineCaptures
            self.extras = extras
            self.scanned = match.scanned
            self.decodesPlusAsSpace = match.decodesPlusAsSpace
        }

        /// The entry point the URL came through, as it was added with
        /// ``Elf/addEntryPoint(_:)``; `nil` when it came through none (and
        /// for a bare `/path` URL).
        ///
        /// ```swift
        /// try elf.addEntryPoint("app://")
        /// try elf.addEntryPoint("https://www.example.com")
        /// try elf.register("/product/<int:id>") { ProductHandler() }
        /// try elf.register("https://www.example.com/*") { WebPageHandler() }
        /// elf.match("app://product/42")?.entryPoint                    // "app://"
        /// elf.match("https://www.example.com/about")?.entryPoint       // "https://www.example.com"
        /// elf.match("/product/42")?.entryPoint                         // nil
        /// ```
        ///
        /// For a path pattern it is the entry point the pattern was written
        /// out through to match. For any other pattern it is the most
        /// specific entry point the URL falls under: the longest path prefix,
        /// then a host, then `scheme://` (ROUTING.md §4b).
        ///
        /// - Complexity: O(1) for a path pattern; otherwise O(*e* · *p*) for
        ///   *e* entry points of *p* prefix segments, paid when read.
        public var entryPoint: String? {
            if let through = route.entryPoint { return through }
            guard let entryPoints else { return nil }
            return withUTF8Bytes(of: url) { entryPoints.mostSpecific(for: scanned, in: $0)?.text }
        }

        /// The namespace whose router matched: the lowercased scheme of a
        /// scheme router of `SchemeNamespaces`, or
        /// `SchemeNamespaces.globalNamespace` for its global router;
        /// `nil` for a router that belongs to no namespaces.
        ///
        /// It is JLRoutes' `JLRouteScheme`: the namespace the route lives in.
        /// A URL that falls back from its scheme to the global routes
        /// (`SchemeNamespaces.setFallsBackToGlobal(_:forScheme:)`) is
        /// matched by a global route, so it reports the global namespace.
        ///
        /// ```swift
        /// let namespaces = SchemeNamespaces()
        /// try namespaces.register("shop://item/<int:id>") { ItemHandler() }
        /// try namespaces.register("/help") { HelpHandler() }
        /// namespaces.match("shop://item/42")?.namespace   // "shop"
        /// namespaces.match("news://help")?.namespace      // "JLRoutesGlobalRoutesScheme"
        ///
        /// let elf = Elf()
        /// try elf.register("/help") { HelpHandler() }
        /// elf.match("news://help")?.namespace             // nil: the router belongs to no namespaces
        /// ```
        ///
        /// A handler (``Handler/receive(_:navigator:context:)``) and an interceptor read it from the match
        /// they are given.
        public var namespace: String? { extras?.namespace }

        /// The values custom placeholder types converted, indexed by ``Capture/converted``.
        var converted: [String] { extras?.converted ?? [] }

        var parameterNames: [String] { route.parameterNames }

        /// The value bound to each placeholder, decoded (`*` binds the key `"*"`).
        ///
        /// - Complexity: O(*n*) in the length of the URL; builds a new dictionary on every read.
        public var params: [String: String] {
            let parameters = route.parameters
            let count = captures.count
            // A custom route binds what its matcher returned, and captures nothing.
            guard count > 0 else { return extras?.customParams ?? [:] }
            // The route's dictionary of names to capture indices is mapped to
            // the values, which hashes nothing (see ParameterList).
            guard let indices = parameters.captureIndices, parameters.names.count == count else {
                return hashedParams(parameters.names)
            }
            // The closures capture the decoder and the captures, not `self`:
            // a match captured by a closure is copied through value witnesses.
            let decoder = self.decoder
            guard extras == nil, !scanned.pathHasEscapes else {
                let captures = self.captures
                return withUTF8Bytes(of: url) { bytes in
                    indices.mapValues { decoder.value(of: captures[$0], in: bytes) }
                }
            }
            // The common case: every capture inline, no escapes in the path, so
            // a segment's value is its bytes.
            let inline = inlineCaptures
            return withUTF8Bytes(of: url) { bytes in
                indices.mapValues { index in
                    let capture = inline[index]
                    guard capture.kind == .segment else { return decoder.value(of: capture, in: bytes) }
                    return String(decoding: bytes, capture.range)
                }
            }
        }

        /// ``params`` built by inserting each name (for a route whose names are not indexed).
        private func hashedParams(_ names: [String]) -> [String: String] {
            var result = [String: String](minimumCapacity: captures.count)
            withUTF8Bytes(of: url) { bytes in
                for index in 0..<Swift.min(captures.count, names.count) {
                    result[names[index]] = value(of: captures[index], in: bytes)
                }
            }
            return result
        }

        /// The value bound to one placeholder, without building ``params``.
        ///
        /// ```swift
        /// elf.match("app://user/limboy/following")?.param("username")   // "limboy"
        /// ```
        public func param(_ name: String) -> String? {
            guard let index = parameterNames.firstIndex(of: name) else { return extras?.customParams?[name] }
            return withUTF8Bytes(of: url) { value(of: captures[index], in: $0) }
        }

        /// The query's pairs, decoded; the last value of a repeated key wins.
        public var queryParams: [String: String] {
            Dictionary(queryItems, uniquingKeysWith: { _, last in last })
        }

        /// Every value of `key` in the query, in order (`?tag=a&tag=b` gives `["a", "b"]`).
        public func queryValues(_ key: String) -> [String] {
            queryItems.filter { $0.name == key }.map(\.value)
        }

        /// The query's pairs, decoded, in order, repeated keys included.
        public var queryItems: [(name: String, value: String)] {
            guard let query = scanned.query else { return [] }
            return withUTF8Bytes(of: url) { bytes in
                QueryDecoder.pairs(bytes, query, plusAsSpace: decodesPlusAsSpace).map { ($0.key, $0.value) }
            }
        }

        /// The scheme, lowercased, or `nil` for a `/path` URL.
        public var scheme: String? {
            guard scanned.hasScheme else { return nil }
            return withUTF8Bytes(of: url) {
                PercentDecoding.string($0, scanned.scheme, options: .init(lowercase: true))
            }
        }

        /// The host, decoded and lowercased, or `nil` when the URL has no authority.
        public var host: String? {
            guard scanned.hasAuthority else { return nil }
            return withUTF8Bytes(of: url) { decodedHost(in: $0) }
        }

        /// The port written in the URL, or `nil` when there is none.
        public var port: Int? { scanned.port }

        /// The decoded path segments, empty segments skipped.
        public var pathSegments: [String] {
            withUTF8Bytes(of: url) { bytes in
                Segments(bytes: bytes, range: scanned.path).map { PercentDecoding.string(bytes, $0) }
            }
        }

        /// Everything after the first `#`, decoded, or `nil` when the URL has no fragment.
        public var fragment: String? {
            guard let fragment = scanned.fragment else { return nil }
            return withUTF8Bytes(of: url) { PercentDecoding.string($0, fragment) }
        }

        /// The fragment's pairs when it has the form `k=v&k2=v2`, otherwise empty.
        ///
        /// Pairs are split and percent-decoded like the query's, but `+` stays
        /// `+`: it means a space only in the query. They are never merged into
        /// ``queryParams``.
        public var fragmentParams: [String: String] {
            guard let fragment = scanned.fragment else { return [:] }
            return withUTF8Bytes(of: url) { bytes in
                guard QueryDecoder.isPairList(bytes, fragment) else { return [:] }
                return Dictionary(
                    QueryDecoder.pairs(bytes, fragment, plusAsSpace: false).map { ($0.key, $0.value) },
                    uniquingKeysWith: { _, last in last })
            }
        }

        /// The host, percent-decoded once and then ASCII-lowercased (ROUTING.md §4a).
        func decodedHost(in bytes: BorrowedBytes) -> String {
            decoder.decodedHost(in: bytes)
        }

        /// Decodes what a capture bound.
        func value(of capture: Capture, in bytes: BorrowedBytes) -> String {
            decoder.value(of: capture, in: bytes)
        }

        /// What decoding a capture needs besides the URL's bytes.
        var decoder: CaptureDecoder {
            CaptureDecoder(scanned: scanned, plusAsSpace: decodesPlusAsSpace, extras: extras)
        }

        /// Decodes the values captures bound: the part of a match that
        /// ``params`` needs, small enough to capture in a closure (a whole
        /// match captured by a closure is copied through value witnesses).
        struct CaptureDecoder {
            let scanned: ScannedURL
            let plusAsSpace: Bool
            fileprivate let extras: Extras?

            fileprivate init(scanned: ScannedURL, plusAsSpace: Bool, extras: Extras?) {
                self.scanned = scanned
                self.plusAsSpace = plusAsSpace
                self.extras = extras
            }

            /// The host, percent-decoded once and then ASCII-lowercased (ROUTING.md §4a).
            func decodedHost(in bytes: BorrowedBytes) -> String {
                guard scanned.hostNeedsTransform else { return String(decoding: bytes, scanned.host) }
                return PercentDecoding.string(bytes, scanned.host, options: .init(lowercase: true))
            }

            /// Decodes what a capture bound.
            func value(of capture: Capture, in bytes: BorrowedBytes) -> String {
                if capture.converted >= 0, let extras { return extras.converted[capture.converted] }
                switch capture.kind {
                case .segment:
                    // Without escapes in the path, a segment's value is its bytes.
                    guard scanned.pathHasEscapes else { return String(decoding: bytes, capture.range) }
                    return PercentDecoding.string(bytes, capture.range)
                case .host:
                    return decodedHost(in: bytes)
                case .query:
                    return PercentDecoding.string(bytes, capture.range, options: .init(plusAsSpace: plusAsSpace))
                case .rest, .restFromHost:
                    if !scanned.pathHasEscapes, capture.kind == .rest,
                        let plain = RouteMatch.plainRest(bytes, capture.range)
                    {
                        return plain
                    }
                    var parts = Segments(bytes: bytes, range: capture.range).map { PercentDecoding.string(bytes, $0) }
                    if capture.kind == .restFromHost {
                        parts.insert(decodedHost(in: bytes), at: 0)
                    }
                    return parts.joined(separator: "/")
                }
            }
        }

        /// The value of a `<path:...>` or `*` capture without escapes, when it
        /// is the range's bytes themselves: the segments joined by `/` are the
        /// bytes between the first and the last segment, unless some `//`
        /// separates two segments (empty segments are skipped).
        fileprivate static func plainRest(_ bytes: BorrowedBytes, _ range: Range<Int>) -> String? {
            var start = range.lowerBound
            var end = range.upperBound
            while start < end, bytes[start] == ASCII.slash { start += 1 }
            while end > start, bytes[end - 1] == ASCII.slash { end -= 1 }
            var index = start
            while index + 1 < end {
                if bytes[index] == ASCII.slash, bytes[index + 1] == ASCII.slash { return nil }
                index += 1
            }
            return String(decoding: bytes, start..<end)
        }
    }
}

/// A matched URL: the pattern, its values and the URL's parts; the same type as ``Elf/RouteMatch``.
///
/// ```swift
/// let match: RouteMatch? = elf.match("app://user/42?tab=top")
/// match?.params   // ["id": "42"]
/// ```
public typealias RouteMatch = Elf.RouteMatch

/// The non-empty `/`-separated segments of a byte range, as ranges.
struct Segments: Sequence, IteratorProtocol {
    let bytes: BorrowedBytes
    let range: Range<Int>
    private var cursor: Int

    init(bytes: BorrowedBytes, range: Range<Int>) {
        self.bytes = bytes
        self.range = range
        self.cursor = range.lowerBound
    }

    mutating func next() -> Range<Int>? {
        guard let segment = Self.segment(in: bytes, from: cursor, end: range.upperBound) else { return nil }
        cursor = segment.upperBound
        return segment
    }

    /// The first non-empty segment at or after `cursor` and before `end`:
    /// the one splitting loop both this sequence and the matcher use.
    @inline(__always)
    static func segment(in bytes: BorrowedBytes, from cursor: Int, end: Int) -> Range<Int>? {
        var start = cursor
        while start < end, bytes[start] == ASCII.slash { start += 1 }
        guard start < end else { return nil }
        var stop = start + 1
        while stop < end, bytes[stop] != ASCII.slash { stop += 1 }
        return start..<stop
    }
}
