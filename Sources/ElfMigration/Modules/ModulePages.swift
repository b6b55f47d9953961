/// The pages of a module whose URLs do not name the page in a registered
/// pattern: the page comes from the fragment, or from the end of what the
/// module path's `*` matched.
///
/// Each page's pattern is a path pattern (`/` + the pattern) in a
/// ``Elf/RouteTable`` of its own, read as the module's router reads patterns,
/// so a page is found with ROUTING.md's matching and precedence,
/// placeholders included. The table's value is the page's index in
/// `Page.allCases`: no stand-in handler, no nested router.
struct ModulePages: Sendable {
    /// Where the URL names its page.
    enum Source {
        case fragment
        /// The end of what the module path's `*` matched.
        case wildcardTail
    }

    /// Path patterns, one per page; the value is the page's index in `Page.allCases`.
    let pages: Elf.RouteTable<Int>
    /// The most segments a page spans, or `nil` when a page may end in a catch-all.
    let maxSegments: Int?
    /// The names every page may bind, by page index (checked against the module path's).
    let parameterNames: [Set<String>]

    /// One page of a module: its name for errors and its pattern relative to the module path.
    struct Page {
        var name: String
        var pattern: String

        /// The page's pattern as a path pattern: `/` + the pattern, one leading slash.
        var pathPattern: String {
            "/" + (pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern)
        }
    }

    /// A page whose pattern could not be compiled.
    struct PageFailure: Error {
        var page: String
        var error: Elf.InputError
    }

    /// Compiles `pages` into a page table read as `router` reads patterns
    /// (its configuration and placeholder types); the error names the page
    /// at fault, and the page's pattern as written.
    static func make(_ pages: [Page], readingPatternsAs router: Elf) throws(PageFailure) -> ModulePages {
        let routes = pages.enumerated().map { (pattern: $1.pathPattern, value: $0) }
        let table: Elf.RouteTable<Int>
        do throws(Elf.InputError) {
            table = try Elf.RouteTable(routes, readingPatternsAs: router)
        } catch {
            throw failure(error, in: pages, readingPatternsAs: router)
        }
        var maxSegments: Int? = 0
        var names: [Set<String>] = []
        for page in pages {
            let text = page.pathPattern
            // The table read every pattern, so each reads again.
            names.append(Set((try? router.placeholderNames(in: text)) ?? []))
            if let bound = maxSegments {
                maxSegments = segmentBound(of: text).map { max(bound, $0) }
            }
        }
        return ModulePages(pages: table, maxSegments: maxSegments, parameterNames: names)
    }

    /// The page at fault for `error`, with the page's pattern as written.
    ///
    /// The table threw for the first page, in order, that it could not take:
    /// the last page of the shortest prefix of the list that fails too. Only
    /// a module that cannot be registered pays for the search.
    private static func failure(
        _ error: Elf.InputError, in pages: [Page], readingPatternsAs router: Elf
    ) -> PageFailure {
        var index = pages.count - 1
        for count in stride(from: 1, to: pages.count, by: 1) {
            let prefix = pages.prefix(count).enumerated().map { (pattern: $1.pathPattern, value: $0) }
            if (try? Elf.RouteTable(prefix, readingPatternsAs: router)) == nil {
                index = count - 1
                break
            }
        }
        let page = pages[index]
        let text = page.pathPattern
        // Report the page's pattern as written, not the path pattern made from it.
        var reason = error.reason
        if case .duplicate(let existing) = reason {
            reason = .duplicate(existing: pages.first { $0.pathPattern == existing }?.pattern ?? existing)
        }
        let offset = max(0, (error.offset ?? 0) - (text.utf8.count - page.pattern.utf8.count))
        return PageFailure(
            page: page.name, error: Elf.InputError(pattern: page.pattern, reason: reason, offset: offset))
    }

    /// The most segments a path pattern can span, read from its text: its
    /// slashes (an optional group only adds some); `nil` when it may end in
    /// a catch-all (`*`, `<path:…>`).
    ///
    /// A bound, not the count: the search in ``page(atEndOf:)`` only skips
    /// tails longer than any page can take, and each tail segment is
    /// non-empty, so a longer tail could never match.
    static func segmentBound(of text: String) -> Int? {
        let bytes = Array(text.utf8)
        let pathType = Array("<path:".utf8)
        if bytes.contains(UInt8(ascii: "*")) { return nil }
        if bytes.indices.contains(where: { bytes[$0...].starts(with: pathType) }) { return nil }
        return bytes.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
    }

    /// The page whose pattern matches `path` (a `/`-rooted path), and the values its placeholders bound.
    func page(atPath path: String) -> (index: Int, params: [String: String])? {
        pages.match(path).map { ($0.value, $0.match.params) }
    }

    /// The page a raw fragment names.
    ///
    /// The fragment is read as a path, leading slashes dropped; one holding
    /// `?` or `#` names no page.
    func page(atFragment fragment: String) -> (index: Int, params: [String: String])? {
        guard !fragment.utf8.contains(UInt8(ascii: "?")), !fragment.utf8.contains(UInt8(ascii: "#")) else { return nil }
        return page(atPath: "/" + fragment.drop(while: { $0 == "/" }))
    }

    /// The page at the end of `segments` (decoded), with the segments before it.
    ///
    /// The longest tail that a page matches wins; the segments before that
    /// tail are what the module path's `*` keeps.
    func page(atEndOf segments: [String]) -> (index: Int, params: [String: String], skipped: [String])? {
        let longest = min(segments.count, maxSegments ?? segments.count)
        for length in stride(from: longest, through: 0, by: -1) {
            let tail = segments.suffix(length).map(Self.encodeSegment)
            if let found = page(atPath: "/" + tail.joined(separator: "/")) {
                return (found.index, found.params, Array(segments.dropLast(length)))
            }
        }
        return nil
    }

    /// Percent-encodes a decoded segment so that reading it back gives the same text.
    static func encodeSegment(_ segment: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in segment.utf8 {
            if Self.keptRaw.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes that mean themselves in a path segment: ASCII letters and
    /// digits, and `-._~!$&'()*+,;=:@`.
    private static let keptRaw = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)
}
