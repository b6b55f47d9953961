/// The handler of a module route whose URL names its page outside the
/// pattern (in the fragment, or after the module path's `*`): it finds the
/// page once the match is known, makes the page's handler, and passes the
/// lifecycle on to it.
///
/// It forwards what the router hands a handler: the navigator, the values,
/// the match, the context; and the router's questions: `shouldHandle()`,
/// `handle()` (an ``Elf/AsyncHandler`` page is prepared in the router's
/// `pendingNavigation`) and `makeValue()`.
@MainActor
final class ModuleDispatcher<Module: Elf.RouteModule>: Elf.ValueHandler {
    /// Where the URL names its page.
    enum Source {
        case fragment
        /// The end of what the module path's `*` matched.
        case wildcardTail
    }

    let pages: ModulePages
    let source: Source
    let unmatched: (@MainActor (String) -> Void)?
    weak var router: Elf?

    private var params: [String: String] = [:]
    private var url = ""
    /// The handler of the page the URL names, once ``receive(match:)`` found it.
    private(set) var page: (any Elf.Handler)?

    init(pages: ModulePages, source: Source, unmatched: (@MainActor (String) -> Void)?, router: Elf?) {
        self.pages = pages
        self.source = source
        self.unmatched = unmatched
        self.router = router
    }

    func convert(params: [String: String], queryParams: [String: String]) {
        self.params = params
    }

    func receive(_ match: Elf.RouteMatch, navigator: (any Navigator)?, context: Any?) {
        url = match.url
        // Handlers receive before they convert: the module path's values come from the match.
        params = match.params
        guard let (index, pageParams) = findPage(in: match) else { return }
        // Names were checked at registration: the module path's and the page's never overlap.
        page = Elf.prepare(
            Module.makeHandler(for: Module.page(at: index)), for: match,
            params: params.merging(pageParams) { _, page in page }, navigator: navigator, context: context)
    }

    func shouldHandle() -> Bool {
        guard let page else { return unmatched != nil }
        return page.shouldHandle()
    }

    func handle() {
        guard let page else {
            unmatched?(url)
            return
        }
        if let router {
            router.runModulePage(page)
        } else {
            page.handle()
        }
    }

    func makeValue() -> Any? {
        guard let provider = page as? any Elf.ValueHandler, let value = provider.makeValue() else { return nil }
        return value
    }

    /// The page the URL names and the values of its placeholders (after a
    /// `*`, with `*` set to the segments before the page).
    private func findPage(in match: Elf.RouteMatch) -> (Int, [String: String])? {
        switch source {
        case .fragment:
            return pages.page(atFragment: Self.rawFragment(of: match))
        case .wildcardTail:
            guard let found = pages.page(atEndOf: Self.wildcardSegments(of: match)) else { return nil }
            params["*"] = found.skipped.joined(separator: "/")
            return (found.index, found.params)
        }
    }

    /// The fragment as written in the URL (not decoded), or `""` when there is none.
    static func rawFragment(of match: Elf.RouteMatch) -> String {
        guard let range = match.scanned.fragment else { return "" }
        return withUTF8Bytes(of: match.url) { $0.string(in: range) }
    }

    /// The decoded segments the `*` of the module path matched.
    static func wildcardSegments(of match: Elf.RouteMatch) -> [String] {
        guard let index = match.parameterNames.lastIndex(of: "*"), index < match.captures.count else { return [] }
        let capture = match.captures[index]
        return withUTF8Bytes(of: match.url) { bytes in
            var segments = Segments(bytes: bytes, range: capture.range).map { PercentDecoding.string(bytes, $0) }
            if capture.kind == .restFromHost { segments.insert(match.decodedHost(in: bytes), at: 0) }
            return segments
        }
    }
}

/// The handler of a module's `path/*` route: it calls the module's unmatched handler with the URL.
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

extension Elf {
    /// Runs a module page's handler as ``handleURL(url:context:source:)`` runs the handler
    /// it takes: `handle()` at once, or for an ``AsyncHandler``, `prepare()`
    /// and then `handle()` in a task that `pendingNavigation` reports and a
    /// newer handled URL cancels.
    ///
    /// The router has already cancelled the older pending task when it calls
    /// the module's handler, which calls this.
    @MainActor
    func runModulePage(_ handler: any Handler) {
        guard let asynchronous = handler as? any AsyncHandler else {
            handler.handle()
            return
        }
        schedule(asynchronous)
    }
}
