/// The pages of a module whose URLs do not name the page in a registered
/// pattern: the page comes from the fragment, or from the end of what the
/// module path's `*` matched.
///
/// Each page's pattern is registered as a path pattern (`/` + the pattern) in
/// a router of its own, so a page is found with ROUTING.md's matching and
/// precedence, placeholders included.
struct ModulePages: Sendable {
    /// Path patterns, one per page; the payload is the page's index in `Page.allCases`.
    let pages: PatternTree<Int>
    /// The lookup of the router the module is registered on.
    let lookup: Lookup
    /// The most segments a page spans, or `nil` when a page ends in a catch-all.
    let maxSegments: Int?
    /// The names every page may bind, by page index (checked against the module path's).
    let parameterNames: [Set<String>]

    /// One page of a module: its name for errors and its pattern relative to the module path.
    struct Page {
        var name: String
        var pattern: String
    }

    /// A page whose pattern could not be compiled.
    struct PageFailure: Error {
        var page: String
        var error: Elf.InputError
    }

    /// Compiles `pages` into a page tree read as the router of `registry`
    /// reads URLs (its configuration and placeholder types); the error names
    /// the page at fault.
    static func make(
        _ pages: [Page], parser: PatternParser, registry: RouterRegistry
    ) throws(PageFailure) -> ModulePages {
        let tree = PatternTree<Int>.Builder()
        var written: [String: String] = [:]
        var maxSegments: Int? = 0
        var names: [Set<String>] = []
        for (index, page) in pages.enumerated() {
            let relative = page.pattern.hasPrefix("/") ? String(page.pattern.dropFirst()) : page.pattern
            let text = "/" + relative
            let failure = { () -> Elf.InputError? in
                do throws(Elf.InputError) {
                    let compiled = try parser.parse(text)
                    for form in compiled.forms {
                        if let existing = tree.insert(form, record: tree.record(of: form, pattern: text), value: index)
                        {
                            throw Elf.InputError(
                                pattern: text, reason: .duplicate(existing: existing.pattern), offset: 0)
                        }
                    }
                    for form in compiled.forms {
                        if form.segments.last?.isCatchAll == true {
                            maxSegments = nil
                        } else if let bound = maxSegments {
                            maxSegments = max(bound, form.segments.count)
                        }
                    }
                    names.append(Set(compiled.forms.flatMap(\.parameterNames)))
                    return nil
                } catch {
                    return error
                }
            }()
            if let failure {
                // Report the page's pattern as written, not the path pattern made from it.
                var reason = failure.reason
                if case .duplicate(let existing) = reason {
                    reason = .duplicate(existing: written[existing] ?? existing)
                }
                let offset = max(0, (failure.offset ?? 0) - (text.utf8.count - page.pattern.utf8.count))
                throw PageFailure(
                    page: page.name, error: Elf.InputError(pattern: page.pattern, reason: reason, offset: offset))
            }
            written[text] = page.pattern
        }
        return ModulePages(
            pages: tree.freeze(customTypes: registry.customTypes),
            lookup: Lookup(configuration: registry.configuration),
            maxSegments: maxSegments, parameterNames: names)
    }

    /// The page whose pattern matches `path` (a `/`-rooted path), and the values its placeholders bound.
    func page(atPath path: String) -> (index: Int, params: [String: String])? {
        var route = -1
        var failure: ScanFailure?
        guard let match = lookup.firstMatch(path, originalURL: nil, in: pages, route: &route, failure: &failure)
        else { return nil }
        return (pages.values[route], match.params)
    }

    /// The page a raw fragment names.
    ///
    /// The fragment is read as a path, leading slashes dropped; one holding
    /// `?` or `#` names no page.
    func page(atFragment fragment: String) -> (index: Int, params: [String: String])? {
        guard !fragment.utf8.contains(ASCII.question), !fragment.utf8.contains(ASCII.hash) else { return nil }
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
            if ASCII.isAlpha(byte) || ASCII.isDigit(byte) || Self.keptRaw.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [ASCII.percent, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes besides letters and digits that mean themselves in a path segment.
    private static let keptRaw = Set("-._~!$&'()*+,;=:@".utf8)
}
