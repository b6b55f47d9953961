/// A slow, obviously correct router to check `Elf` against (STYLE.md §5).
///
/// The fuzz targets compile this file too (`scripts/fuzz.sh`), so it imports
/// nothing: a tie between two candidates goes to `reportReferenceTie(_:)`,
/// which records a test issue here and stops the fuzzer there.
///
/// It shares no code with the library: it parses the subset of patterns the
/// random tests generate (literals, `<name>`, `{name}`, `<int:…>`,
/// `<double:…>`/`<float:…>`, `<bool:…>`, `<uuid:…>`, `<path:…>`, `*`,
/// optional groups `x(/a)` and `x/(a)/y`; roots `scheme://`, `*://` and `/`),
/// splits the well-formed URLs they produce, tries every form of every
/// pattern, and keeps the most specific by comparing candidates element by
/// element, as ROUTING.md §2 words it.
///
/// Entry points (§2a) are written out the way the rule reads: a path
/// pattern's forms get one copy per entry point with the entry point's
/// scheme, host and prefix in front (through `scheme://`, the first element
/// moves to the host position and is lowercased), and its own forms then
/// match only URLs without a scheme.
///
/// Priorities (§2) come before everything else: a candidate's key starts
/// with its route's priority, negated, so a higher priority sorts first.
///
/// ```swift
/// var reference = ReferenceMatcher()
/// _ = reference.register("app://item/<int:id>")
/// reference.match("app://item/42")   // app://item/<int:id> ["id": "42"]
/// ```
struct ReferenceMatcher {
    /// What a URL resolves to.
    struct Answer: Equatable, CustomStringConvertible {
        var pattern: String
        var params: [String: String]
        /// The entry point the URL came through (§4b).
        var entryPoint: String? = nil

        var description: String {
            "\(pattern) \(params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })"
                + (entryPoint.map { " through \($0)" } ?? "")
        }
    }

    /// An entry point (§2a): `scheme://`, `scheme://host` or `scheme://host/a/b`.
    struct EntryPoint: Equatable {
        var text: String
        var scheme: String
        var host: [UInt8]?
        var prefix: [[UInt8]]

        /// Reads the entry points the random tests write (no escapes).
        init(_ text: String) {
            self.text = text
            let colon = text.firstIndex(of: ":")!
            scheme = ReferenceMatcher.string(ReferenceMatcher.lowercased(Array(text[..<colon].utf8)))
            let parts = text[colon...].dropFirst(3).split(separator: "/", omittingEmptySubsequences: false)
            host = parts.first.flatMap { $0.isEmpty ? nil : ReferenceMatcher.lowercased(Array($0.utf8)) }
            prefix = parts.dropFirst().map { Array($0.utf8) }
        }

        /// What makes two entry points the same.
        var key: [[UInt8]] { [Array(scheme.utf8), host ?? []] + prefix }

        /// `form` of a path pattern written out through this entry point, if it has one.
        func writeOut(_ form: Form) -> Form? {
            guard form.root == .path else { return nil }
            if let host {
                return Form(
                    root: .scheme(scheme), elements: [.literal(host)] + prefix.map { .literal($0) } + form.elements)
            }
            guard var first = form.elements.first else { return nil }
            if case .literal(let bytes) = first { first = .literal(ReferenceMatcher.lowercased(bytes)) }
            return Form(root: .scheme(scheme), elements: [first] + form.elements.dropFirst())
        }

        /// Whether a split URL falls under this entry point, and how specifically.
        func specificity(for url: SplitURL) -> Int? {
            guard url.scheme == scheme, let urlHost = url.host, !urlHost.isEmpty else { return nil }
            guard let host else { return 0 }
            guard urlHost == host, url.segments.starts(with: prefix) else { return nil }
            return 1 + prefix.count
        }
    }

    enum Root: Hashable {
        case scheme(String)
        case anyScheme
        case path
    }

    /// One element of a form.
    ///
    /// Literals are bytes, never `String`: Swift's `==` on strings is
    /// canonical equivalence, and §3 compares bytes.
    enum Element: Hashable {
        case literal([UInt8])
        /// `type` is `int`, `double`, `bool`, `uuid` or `string`.
        case placeholder(type: String, name: String)
        case path(name: String)
        case wildcard
    }

    /// One expansion of a pattern's optional groups.
    struct Form: Hashable {
        var root: Root
        var elements: [Element]

        /// The form with placeholder names erased: two patterns clash when they share one (§1).
        ///
        /// With `folding` (a router without entry points, §4b) the first
        /// literal of a path pattern is lowercased.
        func shape(folding: Bool) -> Form {
            var erased = elements.map { element -> Element in
                switch element {
                case .placeholder(let type, _): .placeholder(type: type, name: "")
                case .path: .path(name: "")
                case .literal, .wildcard: element
                }
            }
            // §4b: without entry points, the first literal of a path pattern is lowercased in its shape.
            if folding, case .path = root, case .literal(let bytes)? = erased.first {
                erased[0] = .literal(ReferenceMatcher.lowercased(bytes))
            }
            return Form(root: root, elements: erased)
        }
    }

    /// The registered patterns in registration order, with the forms they
    /// place (their own, and for a path pattern those written out through each
    /// entry point, with its text) and the shapes of those forms.
    private(set) var table: [(pattern: String, forms: [(form: Form, entryPoint: String?)], shapes: Set<Form>)] = []
    /// The entry points, in the order they were added.
    private(set) var entryPoints: [EntryPoint] = []

    var patterns: [String] { table.map(\.pattern) }
    /// Each registered pattern's priority, when it is not 0.
    private(set) var priorities: [String: Int] = [:]

    /// Every form `text` places, given `entryPoints`.
    static func placedForms(of text: String, through entryPoints: [EntryPoint]) -> [(form: Form, entryPoint: String?)] {
        let own = forms(of: text)
        var placed = own.map { (form: $0, entryPoint: String?.none) }
        for entryPoint in entryPoints {
            for form in own {
                if let written = entryPoint.writeOut(form) { placed.append((written, entryPoint.text)) }
            }
        }
        return placed
    }

    /// The pairs of patterns that would clash with `entryPoints`: empty when they may all be there.
    static func clashes(_ patterns: [String], through entryPoints: [EntryPoint]) -> Set<String> {
        var owners: [Form: String] = [:]
        var clashes: Set<String> = []
        for pattern in patterns {
            for (form, _) in placedForms(of: pattern, through: entryPoints) {
                if let other = owners.updateValue(pattern, forKey: form.shape(folding: entryPoints.isEmpty)) {
                    clashes.formUnion([other, pattern])
                }
            }
        }
        return clashes
    }

    // MARK: - Registration

    /// The patterns that keep `text` from being registered; empty when it can be.
    ///
    /// These are the registered patterns sharing a shape with `text`, and
    /// `text` itself when two of its own forms share one.
    func clashes(with text: String) -> Set<String> {
        let shapes = Self.placedForms(of: text, through: entryPoints).map {
            $0.form.shape(folding: entryPoints.isEmpty)
        }
        var clashes: Set<String> = Set(shapes).count == shapes.count ? [] : [text]
        for (pattern, _, taken) in table where !taken.isDisjoint(with: shapes) {
            clashes.insert(pattern)
        }
        return clashes
    }

    /// Registers `text` unless it clashes; returns whether it was registered.
    @discardableResult
    mutating func register(_ text: String, priority: Int = 0) -> Bool {
        guard clashes(with: text).isEmpty else { return false }
        if priority != 0 { priorities[text] = priority }
        let forms = Self.placedForms(of: text, through: entryPoints)
        table.append((text, forms, Set(forms.map { $0.form.shape(folding: entryPoints.isEmpty) })))
        return true
    }

    mutating func unregister(_ text: String) {
        table.removeAll { $0.pattern == text }
        priorities[text] = nil
    }

    /// Why `text` cannot be added as an entry point: the entry point already
    /// there with the same key, or the patterns that would clash; `nil` when it can.
    func entryPointConflict(_ text: String) -> (existing: String?, clashes: Set<String>)? {
        let entryPoint = EntryPoint(text)
        if let existing = entryPoints.first(where: { $0.key == entryPoint.key }) { return (existing.text, []) }
        let clashes = Self.clashes(patterns, through: entryPoints + [entryPoint])
        return clashes.isEmpty ? nil : (nil, clashes)
    }

    /// Adds an entry point unless it conflicts; returns whether it was added.
    @discardableResult
    mutating func addEntryPoint(_ text: String) -> Bool {
        guard entryPointConflict(text) == nil else { return false }
        entryPoints.append(EntryPoint(text))
        rebuild()
        return true
    }

    /// The patterns that would clash without the entry point `text`: empty
    /// when it can be removed (only the last one can make clashes, §4b).
    func removalClashes(_ text: String) -> Set<String> {
        let key = EntryPoint(text).key
        return Self.clashes(patterns, through: entryPoints.filter { $0.key != key })
    }

    mutating func removeEntryPoint(_ text: String) {
        entryPoints.removeAll { $0.key == EntryPoint(text).key }
        rebuild()
    }

    /// Places every pattern's forms again, through the current entry points.
    private mutating func rebuild() {
        table = table.map { pattern, _, _ in
            let forms = Self.placedForms(of: pattern, through: entryPoints)
            return (pattern, forms, Set(forms.map { $0.form.shape(folding: entryPoints.isEmpty) }))
        }
    }

    // MARK: - Matching

    /// Candidate kinds from most to least specific at one position (§2).
    ///
    /// `end` is "the pattern ended exactly where the URL ended".
    static let precedence = ["literal", "int", "double", "bool", "uuid", "string", "path", "end", "*"]

    static func rank(_ kind: String) -> Int { precedence.firstIndex(of: kind)! }

    /// The most specific pattern matching `url`, and what it binds.
    func match(_ url: String) -> Answer? {
        let split = Self.split(url)
        // §4a: a host holding a delimiter or an invisible character once decoded is malformed.
        if let host = split.host, Self.hostIsMalformed(host) { return nil }
        // The elements each kind of root walks (§3), or `nil` when that root cannot match.
        let hasHost = split.scheme != nil && split.host?.isEmpty == false
        let hostAndPath = hasHost ? [split.host!] + split.segments : nil
        let hostIsSegment = split.host.map(Self.hostIsSegment) == true
        let pathOnly = hostIsSegment ? [split.host!] + split.segments : split.segments
        // With entry points, path patterns' own forms take only URLs without a scheme (§2a).
        let pathFormsApply = entryPoints.isEmpty || split.scheme == nil
        var best: (key: [Int], answer: Answer)?
        for (pattern, forms, _) in table {
            for (form, entryPoint) in forms {
                // Scheme-named patterns beat `*://` ones, which beat path patterns.
                let rootRank: Int
                let elements: [[UInt8]]?
                switch form.root {
                case .scheme(let scheme): (rootRank, elements) = (0, split.scheme == scheme ? hostAndPath : nil)
                case .anyScheme: (rootRank, elements) = (1, hostAndPath)
                case .path: (rootRank, elements) = (2, pathFormsApply ? pathOnly : nil)
                }
                var patternElements = form.elements
                // §3: where the host stands as the first segment, a literal compares as a host does.
                if case .path = form.root, hostIsSegment, case .literal(let bytes)? = patternElements.first {
                    patternElements[0] = .literal(Self.lowercased(bytes))
                }
                guard let elements, let (params, ranks) = Self.bind(patternElements, to: elements) else { continue }
                let key = [-(priorities[pattern] ?? 0), rootRank] + ranks
                let answer = Answer(
                    pattern: pattern, params: params, entryPoint: entryPoint ?? mostSpecificEntryPoint(for: split))
                if let current = best {
                    if key == current.key {
                        reportReferenceTie("reference: \(answer) and \(current.answer) tie for \(url)")
                    }
                    if !key.lexicographicallyPrecedes(current.key) { continue }
                }
                best = (key, answer)
            }
        }
        return best?.answer
    }

    /// The most specific entry point `url` falls under (§4b), as it was added.
    func mostSpecificEntryPoint(for url: SplitURL) -> String? {
        var best: (specificity: Int, text: String)?
        for entryPoint in entryPoints {
            guard let specificity = entryPoint.specificity(for: url) else { continue }
            if best == nil || specificity > best!.specificity { best = (specificity, entryPoint.text) }
        }
        return best?.text
    }

    /// Binds a form's elements to the URL's; returns the params and the kind
    /// rank at each position, or `nil` when the form does not match.
    static func bind(_ pattern: [Element], to url: [[UInt8]]) -> (params: [String: String], ranks: [Int])? {
        // A quick count check first: without a catch-all, one element per URL element.
        switch pattern.last {
        case .path, .wildcard: guard url.count >= pattern.count - 1 else { return nil }
        default: guard url.count == pattern.count else { return nil }
        }
        var params: [String: String] = [:]
        var ranks: [Int] = []
        for (index, element) in pattern.enumerated() {
            let rest = url.dropFirst(index)
            switch element {
            case .literal(let literal):
                guard rest.first == literal else { return nil }
                ranks.append(rank("literal"))
            case .placeholder(let type, let name):
                guard let value = rest.first, !isDot(value), isValid(value, as: type) else { return nil }
                params[name] = string(value)
                ranks.append(rank(type))
            case .path(let name):
                guard !rest.isEmpty, !rest.contains(where: isDot) else { return nil }
                params[name] = rest.map(string).joined(separator: "/")
                return (params, ranks + [rank("path")])
            case .wildcard:
                guard !rest.contains(where: isDot) else { return nil }
                params["*"] = rest.map(string).joined(separator: "/")
                return (params, ranks + [rank("*")])
            }
        }
        guard url.count == pattern.count else { return nil }
        return (params, ranks + [rank("end")])
    }

    /// §4a: whether a decoded host (not an IPv6 literal) holds a space, a
    /// delimiter, a control, or a Unicode white-space or format character.
    static func hostIsMalformed(_ host: [UInt8]) -> Bool {
        guard host.first != UInt8(ascii: "[") else { return false }
        return string(host).unicodeScalars.contains { scalar in
            scalar.value < 0x21 || (0x7F...0x9F).contains(scalar.value)
                || " #%/:<>?@[\\]^|".unicodeScalars.contains(scalar)
                || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        }
    }

    /// §3: for path patterns the host is the first segment when it is not a
    /// domain (not empty, not `localhost`, no `.`, not an IP literal).
    static func hostIsSegment(_ host: [UInt8]) -> Bool {
        !host.isEmpty && host != Array("localhost".utf8) && !host.contains(UInt8(ascii: "."))
            && host.first != UInt8(ascii: "[")
    }

    static func isDot(_ value: [UInt8]) -> Bool {
        value == [UInt8(ascii: ".")] || value == [UInt8(ascii: "."), UInt8(ascii: ".")]
    }

    // MARK: - Placeholder types (§1)

    static func isValid(_ value: [UInt8], as type: String) -> Bool {
        let text = string(value)
        switch type {
        case "string":
            return true
        case "int":
            let digits = text.hasPrefix("-") ? value.dropFirst() : value[...]
            return !digits.isEmpty && digits.allSatisfy(isDigit) && Int64(text) != nil
        case "double":
            return isDoubleSyntax(value) && Double(text)!.isFinite
        case "bool":
            return ["true", "false", "yes", "no", "1", "0"].contains(string(lowercased(value)))
        case "uuid":
            return value.count == 36
                && value.enumerated().allSatisfy { index, byte in
                    [8, 13, 18, 23].contains(index) ? byte == UInt8(ascii: "-") : hexValue(byte) != nil
                }
        default:
            fatalError("unknown type \(type)")
        }
    }

    /// Whether `value` is `-?digits(.digits)?([eE][+-]?digits)?`.
    static func isDoubleSyntax(_ value: [UInt8]) -> Bool {
        var index = 0
        func skip(_ byte: Unicode.Scalar) -> Bool {
            guard index < value.count, value[index] == UInt8(ascii: byte) else { return false }
            index += 1
            return true
        }
        func digits() -> Bool {
            let start = index
            while index < value.count, isDigit(value[index]) { index += 1 }
            return index > start
        }
        _ = skip("-")
        guard digits() else { return false }
        if skip("."), !digits() { return false }
        if skip("e") || skip("E") {
            _ = skip("+") || skip("-")
            guard digits() else { return false }
        }
        return index == value.count
    }

    // MARK: - Patterns

    private enum Item {
        case required(Element)
        case optional([Element])
    }

    /// Every form of a pattern the generator wrote, all groups absent first.
    static func forms(of text: String) -> [Form] {
        var rest = Substring(text)
        let root: Root
        var items: [Item] = []
        if rest.hasPrefix("*://") {
            root = .anyScheme
            rest = rest.dropFirst(4)
        } else if rest.hasPrefix("/") {
            root = .path
        } else {
            let colon = rest.firstIndex(of: ":")!
            root = .scheme(string(lowercased(Array(rest[..<colon].utf8))))
            rest = rest[colon...].dropFirst(3)
        }
        if root != .path {
            let hostEnd = rest.firstIndex { $0 == "/" || $0 == "(" } ?? rest.endIndex
            items.append(.required(element(rest[..<hostEnd], isHost: true)))
            rest = rest[hostEnd...]
        }
        items += parseItems(rest)
        return expand(items[...]).map { Form(root: root, elements: $0) }
    }

    /// Parses `/segment`, `(/a/b)` and `/(a/b)` items, recursively.
    private static func parseItems(_ text: Substring) -> [Item] {
        guard !text.isEmpty else { return [] }
        if text.hasPrefix("(/") || text.hasPrefix("/(") {
            let open = text.firstIndex(of: "(")!
            let close = text.firstIndex(of: ")")!
            let group = text[text.index(after: open)..<close].split(separator: "/").map { element($0, isHost: false) }
            return [.optional(group)] + parseItems(text[text.index(after: close)...])
        }
        let body = text.dropFirst()  // the leading "/"
        let end = body.firstIndex { $0 == "/" || $0 == "(" } ?? body.endIndex
        let segment = body[..<end]
        if segment.isEmpty { return parseItems(body[end...]) }  // the root pattern "/"
        return [.required(element(segment, isHost: false))] + parseItems(body[end...])
    }

    private static func element(_ text: Substring, isHost: Bool) -> Element {
        if text == "*" { return .wildcard }
        if text.first == "{" { return .placeholder(type: "string", name: String(text.dropFirst().dropLast())) }
        if text.first == "<" {
            let body = text.dropFirst().dropLast()
            guard let colon = body.firstIndex(of: ":") else { return .placeholder(type: "string", name: String(body)) }
            let name = String(body[body.index(after: colon)...])
            switch body[..<colon] {
            case "path": return .path(name: name)
            case "float": return .placeholder(type: "double", name: name)
            case let type: return .placeholder(type: String(type), name: name)
            }
        }
        let decoded = percentDecoded(Array(text.utf8))
        return .literal(isHost ? lowercased(decoded) : decoded)
    }

    /// Each optional group doubles the forms.
    private static func expand(_ items: ArraySlice<Item>) -> [[Element]] {
        guard let first = items.first else { return [[]] }
        let tails = expand(items.dropFirst())
        switch first {
        case .required(let element): return tails.map { [element] + $0 }
        case .optional(let group): return tails + tails.map { group + $0 }
        }
    }

    // MARK: - URLs (§3, for well-formed URLs only)

    struct SplitURL {
        /// Lowercased; `nil` for a `/path` URL.
        var scheme: String?
        /// Decoded and lowercased; `nil` without `//`.
        var host: [UInt8]?
        /// Decoded, empty segments dropped.
        var segments: [[UInt8]]
    }

    static func split(_ url: String) -> SplitURL {
        var bytes = Array(url.utf8)[...]
        let whitespace: [UInt8] = [0x20, 0x09, 0x0A, 0x0C, 0x0D]
        while let first = bytes.first, whitespace.contains(first) { bytes.removeFirst() }
        while let last = bytes.last, whitespace.contains(last) { bytes.removeLast() }
        bytes = bytes.prefix { $0 != UInt8(ascii: "#") }
        bytes = bytes.prefix { $0 != UInt8(ascii: "?") }

        var result = SplitURL(scheme: nil, host: nil, segments: [])
        var path = bytes
        if bytes.first != UInt8(ascii: "/") {
            let colon = bytes.firstIndex(of: UInt8(ascii: ":"))!
            result.scheme = string(lowercased(Array(bytes[..<colon])))
            path = bytes[(colon + 1)...]
            if path.starts(with: "//".utf8) {
                let authority = path.dropFirst(2).prefix { $0 != UInt8(ascii: "/") }
                path = path[authority.endIndex...]
                // A bracketed IPv6 host keeps its colons; otherwise a `:` starts the port.
                let host =
                    authority.first == UInt8(ascii: "[")
                    ? Array(authority.prefix { $0 != UInt8(ascii: "]") }) + [UInt8(ascii: "]")]
                    : Array(authority.prefix { $0 != UInt8(ascii: ":") })
                result.host = lowercased(percentDecoded(host))
            }
        }
        result.segments = path.split(separator: UInt8(ascii: "/")).map { percentDecoded(Array($0)) }
        return result
    }

    // MARK: - Bytes

    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }

    static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }

    static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
