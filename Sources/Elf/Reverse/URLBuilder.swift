/// Builds the URL for one compiled pattern and a set of values (reverse routing).
///
/// The builder writes only URLs that round-trip: matched against the same
/// pattern, the URL binds exactly the values it was built from. A value that
/// could not come back unchanged (empty, `.`, a control character, a capital
/// in the host, a value its type does not accept) is an error, never a
/// silently different URL.
struct URLBuilder {
    let pattern: String
    let values: [String: String]
    /// The router's custom placeholder types, by index (``PlaceholderKind/custom(_:)``).
    let customTypes: [PlaceholderType]
    /// The longest URL the router reads, in UTF-8 bytes.
    let maxLength: Int
    /// How the router compares paths, to check which form a URL matches.
    let options: MatchOptions

    typealias Failure = Elf.InputError

    /// The URL for `compiled`: the form the values choose, then the values the pattern does not name as the query.
    ///
    /// - Complexity: O(*n*) in the length of the URL, plus O(*v* log *v*) to
    ///   sort the *v* values that go into the query.
    func build(_ compiled: RoutePattern) throws(Failure) -> String {
        let form = try chooseForm(compiled.forms)
        var output: [UInt8] = []
        var segments = form.segments[...]
        switch form.root {
        case .anyScheme:
            throw failure(nil, .anyScheme)
        case .scheme(let scheme):
            output += scheme
            output += "://".utf8
            // The parser puts the host first in every form of a pattern with a scheme.
            if let host = segments.popFirst() { try appendHost(host, to: &output) }
        case .path:
            break
        }
        for segment in segments { try appendSegment(segment, to: &output) }
        if case .path = form.root, output.isEmpty { output.append(ASCII.slash) }
        try appendQuery(form.query, named: Set(compiled.forms.flatMap(\.parameterNames)), to: &output)
        guard output.count <= maxLength else { throw failure(nil, .tooLong(limit: maxLength)) }
        let url = String(decoding: output, as: UTF8.self)
        if compiled.forms.count > 1, let other = formMatching(url, among: compiled.forms), other != form {
            throw failure(nil, .otherForm(url: url, binds: other.parameterNames))
        }
        return url
    }

    /// The form of a pattern with optional groups that `url` matches, by the router's own matcher.
    ///
    /// A URL built from one form can match a more specific form of the same
    /// pattern: `app://a(/<x>)/*` with only `*` = `b/c` gives `app://a/b/c`,
    /// which binds `x` = `b` and `*` = `c`. Such values have no URL.
    private func formMatching(_ url: String, among forms: [RoutePattern.Form]) -> RoutePattern.Form? {
        let builder = PatternTree<Int>.Builder()
        // Labels as written: a built path is a bare `/path`, whose first
        // segment compares as written (ROUTING.md §3), and this tree's walk
        // is not the router's, which handles a folded first literal itself.
        builder.foldsPathRoot = false
        for (index, form) in forms.enumerated() {
            builder.insert(form, record: RouteRecord(pattern: "", parameterNames: form.parameterNames), value: index)
        }
        let tree = builder.freeze(customTypes: customTypes)
        return withUTF8Bytes(of: url) { bytes in
            guard let scanned = try? URLScanner(maxLength: maxLength, allowsUserinfo: false).scan(bytes),
                let found = tree.tree.firstMatch(scanned, in: bytes, options: options)
            else { return nil }
            return forms[tree.values[found.route]]
        }
    }

    // MARK: - Optional groups

    /// The form with exactly the optional groups whose placeholders all have values.
    ///
    /// The parser expands *g* groups into 2^*g* forms, form *m* holding group
    /// *i* when bit *i* of *m* is set; so a group's placeholders are the names
    /// form 2^*i* binds beyond form 0. A group without placeholders is left out.
    private func chooseForm(_ forms: [RoutePattern.Form]) throws(Failure) -> RoutePattern.Form {
        guard forms.count > 1 else { return forms[0] }
        let required = Set(forms[0].parameterNames)
        var mask = 0
        for group in 0..<forms.count.trailingZeroBitCount {
            let names = forms[1 << group].parameterNames.filter { !required.contains($0) }
            guard let given = names.first(where: { values[$0] != nil }) else { continue }
            if let missing = names.first(where: { values[$0] == nil }) {
                throw failure(missing, .incompleteGroup(given: given))
            }
            mask |= 1 << group
        }
        return forms[mask]
    }

    // MARK: - Host

    /// Appends the host element of a pattern with a scheme.
    private func appendHost(_ segment: PatternSegment, to output: inout [UInt8]) throws(Failure) {
        switch segment {
        case .literal(let bytes):
            URLComponentEncoding.encode(bytes, for: .host, into: &output)
        case .placeholder(let name, let kind):
            let value = try requiredValue(name)
            try checkHost(value, name: name)
            try validate(value, as: kind, name: name)
            URLComponentEncoding.encode(value.utf8, for: .host, into: &output)
        case .path(let name):
            try appendHostAndPath(try requiredValue(name), name: name, to: &output)
        case .wildcard:
            // `app://*` needs a host, so here `*` must match something.
            try appendHostAndPath(try requiredValue("*"), name: "*", to: &output)
        }
    }

    /// Appends a catch-all value that starts at the host: its first segment is the host, the rest the path.
    private func appendHostAndPath(_ value: String, name: String, to output: inout [UInt8]) throws(Failure) {
        guard !value.isEmpty else { throw failure(name, .emptyValue) }
        let parts = value.utf8.split(separator: ASCII.slash, omittingEmptySubsequences: false)
        let host = String(decoding: parts[0], as: UTF8.self)
        guard !host.isEmpty else { throw failure(name, .emptySegmentInValue(value)) }
        try checkHost(host, name: name, whole: value)
        URLComponentEncoding.encode(host.utf8, for: .host, into: &output)
        for part in parts.dropFirst() {
            try checkSegment(String(decoding: part, as: UTF8.self), name: name, whole: value)
            output.append(ASCII.slash)
            URLComponentEncoding.encode(part, for: .path, into: &output)
        }
    }

    // MARK: - Path

    /// Appends `/` and one pattern element's segments.
    private func appendSegment(_ segment: PatternSegment, to output: inout [UInt8]) throws(Failure) {
        switch segment {
        case .literal(let bytes):
            output.append(ASCII.slash)
            URLComponentEncoding.encode(bytes, for: .path, into: &output)
        case .placeholder(let name, let kind):
            let value = try requiredValue(name)
            try checkSegment(value, name: name, whole: nil)
            try validate(value, as: kind, name: name)
            output.append(ASCII.slash)
            URLComponentEncoding.encode(value.utf8, for: .path, into: &output)
        case .path(let name):
            let value = try requiredValue(name)
            guard !value.isEmpty else { throw failure(name, .emptyValue) }
            try appendSegments(of: value, name: name, to: &output)
        case .wildcard:
            // `*` matches zero segments too, so no value means an empty one.
            let value = values["*"] ?? ""
            if !value.isEmpty { try appendSegments(of: value, name: "*", to: &output) }
        }
    }

    /// Appends a `<path:...>` or `*` value: `/` stays between segments, each segment is encoded.
    private func appendSegments(of value: String, name: String, to output: inout [UInt8]) throws(Failure) {
        for part in value.utf8.split(separator: ASCII.slash, omittingEmptySubsequences: false) {
            try checkSegment(String(decoding: part, as: UTF8.self), name: name, whole: value)
            output.append(ASCII.slash)
            URLComponentEncoding.encode(part, for: .path, into: &output)
        }
    }

    // MARK: - Query

    /// Appends the values no placeholder of any form names, as `?name=value&...` sorted by name.
    ///
    /// Names are sorted by their UTF-8 bytes, not with `String`'s `<`: that
    /// compares by canonical equivalence and is not a total order for text
    /// with combining marks (neither `"k\u{E9}<"` nor `"ke\u{301}"` sorts first),
    /// so the order, and the URL, would depend on the dictionary's order.
    ///
    /// The pattern's query constraints come first into the same sorted list:
    /// a literal as the pattern writes it, a query placeholder with its
    /// value (checked against its type). A value named like a constrained
    /// key is not written a second time.
    private func appendQuery(
        _ constraints: [QueryConstraint], named names: Set<String>, to output: inout [UInt8]
    ) throws(Failure) {
        var items: [(key: [UInt8], value: [UInt8])] = []
        for constraint in constraints {
            switch constraint.value {
            case .literal(let literal):
                items.append((constraint.key, literal))
            case .placeholder(let name, let kind):
                let value = try requiredValue(name)
                if kind != .string { try validate(value, as: kind, name: name) }
                items.append((constraint.key, Array(value.utf8)))
            }
        }
        let constrained = Set(constraints.map(\.key))
        for (key, value) in values where !names.contains(key) && !constrained.contains(Array(key.utf8)) {
            guard !key.isEmpty else { throw failure(nil, .emptyQueryName) }
            items.append((Array(key.utf8), Array(value.utf8)))
        }
        items.sort { $0.key.lexicographicallyPrecedes($1.key) }
        for (index, item) in items.enumerated() {
            output.append(index == 0 ? ASCII.question : ASCII.ampersand)
            URLComponentEncoding.encode(item.key, for: .query, into: &output)
            output.append(ASCII.equals)
            URLComponentEncoding.encode(item.value, for: .query, into: &output)
        }
    }

    // MARK: - Checks

    private func requiredValue(_ name: String) throws(Failure) -> String {
        guard let value = values[name] else { throw failure(name, .missingValue) }
        return value
    }

    /// Rejects a segment value the URL reader would not give back: empty, a dot segment, or holding a control.
    ///
    /// `whole` is the `<path:...>` or `*` value the segment is part of, or `nil` for a one-segment value.
    private func checkSegment(_ segment: String, name: String, whole: String?) throws(Failure) {
        if segment.isEmpty {
            throw failure(name, whole.map { .emptySegmentInValue($0) } ?? .emptyValue)
        }
        if segment == "." || segment == ".." { throw failure(name, .dotSegmentInValue(whole ?? segment)) }
        if segment.unicodeScalars.contains(where: Self.isControl) {
            throw failure(name, .controlCharacterInValue(whole ?? segment))
        }
    }

    /// The segment checks, and no ASCII capital: the reader lowercases the host.
    private func checkHost(_ host: String, name: String, whole: String? = nil) throws(Failure) {
        try checkSegment(host, name: name, whole: whole)
        if host.utf8.contains(where: ASCII.isUppercase) { throw failure(name, .uppercaseHost(whole ?? host)) }
        if host.unicodeScalars.contains(where: URLScanner.isForbiddenInDecodedHost) {
            throw failure(name, .delimiterInHostValue(whole ?? host))
        }
    }

    /// C0, DEL and C1 controls: the reader refuses them, raw or escaped, in the host and path.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Rejects a value the placeholder's type does not accept.
    private func validate(_ value: String, as kind: PlaceholderKind, name: String) throws(Failure) {
        let accepted: Bool
        switch kind {
        case .custom(let index):
            accepted = customTypes[index].convert(value) != nil
        default:
            accepted = withUTF8Bytes(of: value) { PlaceholderKind.isValid(kind, $0) }
        }
        if !accepted { throw failure(name, .invalidValue(value, type: kind.typeName(customTypes: customTypes))) }
    }

    private func failure(_ placeholder: String?, _ reason: Failure.Reason) -> Failure {
        Failure(pattern: pattern, placeholder: placeholder, reason: reason)
    }
}
