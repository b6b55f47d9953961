extension ModulePages {
    /// The handler of a module route whose URL names its page outside the
    /// pattern (in the fragment, or after the module path's `*`): the page's
    /// own handler wrapped so it converts with its page's values too, the
    /// module's unmatch handler when the URL names no page, or else a
    /// handler that declines.
    ///
    /// The router calls it through the module path's entry
    /// (``Elf/RoutingTableEntry/init(allowedSources:making:)``) once the
    /// match is known and its gates have let it through, then runs the
    /// handler's lifecycle as for any route.
    @MainActor
    func handler<Module: Elf.RouteModule>(
        _: Module.Type, for match: Elf.RouteMatch, from source: Source, unmatched: (@MainActor (String) -> Void)?
    ) -> any Elf.Handler {
        let found: (index: Int, params: [String: String])?
        switch source {
        case .fragment:
            found = page(atFragment: Self.rawFragment(of: match))
        case .wildcardTail:
            found = page(atEndOf: Self.wildcardSegments(of: match)).map { found in
                // `*` binds the segments before the page.
                (found.index, found.params.merging(["*": found.skipped.joined(separator: "/")]) { page, _ in page })
            }
        }
        guard let found else {
            guard let unmatched else { return ModuleNoPage() }
            return ModuleUnmatchedHandler(unmatched)
        }
        let page = Module.makeHandler(for: Module.page(at: found.index))
        // An async page must be one to the router, which prepares it in its `pendingNavigation`.
        if page is any Elf.AsyncHandler { return AsyncModulePage(page, pageParams: found.params) }
        return ModulePage(page, pageParams: found.params)
    }

    /// The fragment as written in the URL (not decoded), or `""` when there is none.
    ///
    /// The fragment is what follows the URL's first `#` (no `#` can come
    /// before it), up to the whitespace the URL reader trims at the end.
    static func rawFragment(of match: Elf.RouteMatch) -> String {
        let bytes = Array(match.url.utf8)
        guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { return "" }
        var end = bytes.count
        while end > hash + 1, Elf.SchemeNamespaces.isTrimmedWhitespace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[(hash + 1)..<end], as: UTF8.self)
    }

    /// The decoded segments the `*` of the module path matched.
    ///
    /// `*` binds the last segments of the URL's path (with the host first
    /// when the pattern counts it as a segment), decoded and joined by `/`.
    /// Joining loses where a decoded `%2F` was, so the segments are taken
    /// from the match's own (``Elf/RouteMatch/pathSegments``, after
    /// ``Elf/RouteMatch/host``): the only tail whose joined length is the
    /// value's, since every segment is non-empty and each one more adds at
    /// least two bytes.
    static func wildcardSegments(of match: Elf.RouteMatch) -> [String] {
        guard let value = match.param("*"), !value.isEmpty else { return [] }
        var segments = match.pathSegments
        if let host = match.host { segments.insert(host, at: 0) }
        let target = value.utf8.count
        var length = -1
        for (count, segment) in segments.reversed().enumerated() {
            length += segment.utf8.count + 1
            if length == target {
                let tail = Array(segments.suffix(count + 1))
                return tail.joined(separator: "/") == value ? tail : []
            }
            if length > target { break }
        }
        return []
    }
}

/// A module page named outside the pattern, as the router sees it: it
/// passes the lifecycle on to the page's handler, which converts with the
/// module path's values and its page's.
///
/// It forwards what the router hands a handler: the match, the navigator and
/// the context, the values; and the router's questions: `shouldHandle()`,
/// `handle()` and `makeValue()`.
@MainActor
class ModulePage: Elf.ValueHandler {
    /// The page's own handler.
    fileprivate var page: any Elf.Handler
    /// The values the page's pattern bound (and `*`, after a wildcard module path).
    private let pageParams: [String: String]

    init(_ page: any Elf.Handler, pageParams: [String: String]) {
        self.page = page
        self.pageParams = pageParams
    }

    func receive(_ match: Elf.RouteMatch, navigator: (any Elf.Navigator)?, context: Any?) {
        page.receive(match, navigator: navigator, context: context)
    }

    func convert(params: [String: String], queryParams: [String: String]) {
        // Names were checked at registration: the module path's and the page's never overlap.
        page.convert(params: params.merging(pageParams) { _, page in page }, queryParams: queryParams)
    }

    func shouldHandle() -> Bool { page.shouldHandle() }

    func handle() { page.handle() }

    func makeValue() -> Any? {
        guard let provider = page as? any Elf.ValueHandler, let value = provider.makeValue() else { return nil }
        return value
    }
}

/// A module page whose handler is an ``Elf/AsyncHandler``: the router
/// prepares it in its ``Elf/pendingNavigation`` (a newer handled URL cancels
/// it), then handles it.
final class AsyncModulePage: ModulePage, Elf.AsyncHandler {
    func prepare() async {
        await (page as? any Elf.AsyncHandler)?.prepare()
    }
}

/// The handler of a module's `path/*` route, and of a URL under a module
/// path that names no page: it calls the module's unmatched handler with the URL.
@MainActor
final class ModuleUnmatchedHandler: Elf.Handler {
    let unmatched: @MainActor (String) -> Void
    private var url = ""

    init(_ unmatched: @escaping @MainActor (String) -> Void) {
        self.unmatched = unmatched
    }

    func convert(params: [String: String], queryParams: [String: String]) {}
    func receive(_ match: Elf.RouteMatch, navigator: (any Navigator)?, context: Any?) { url = match.url }
    func handle() { unmatched(url) }
}

/// The handler of a URL under a module path that names no page, when the
/// module has no unmatched handler: it declines, so the next candidate gets
/// the URL.
@MainActor
final class ModuleNoPage: Elf.Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func shouldHandle() -> Bool { false }
    func handle() {}
}
