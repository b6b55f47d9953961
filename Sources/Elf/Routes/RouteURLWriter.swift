/// A route type's pattern compiled into a table of its own forms, to read
/// and check URLs against that pattern alone.
struct RouteTypeTable {
    /// The compiled pattern.
    let pattern: RoutePattern
    /// Every placeholder name of every form (the keys read from the path).
    let placeholderNames: [String]
    /// The forms, each carrying its index.
    let tree: PatternTree<Int>

    init(_ pattern: RoutePattern, customTypes: [PlaceholderType]) {
        self.pattern = pattern
        placeholderNames = pattern.placeholderNameList
        let builder = PatternTree<Int>.Builder()
        for (index, form) in pattern.forms.enumerated() {
            builder.insert(form, record: builder.record(of: form, pattern: pattern.text), value: index)
        }
        tree = builder.freeze(customTypes: customTypes)
    }

    /// The value of type `R` `url` gives under this pattern alone: `nil`
    /// when no form matches, otherwise the value or why it did not decode.
    func decode<R: Elf.Route>(_ type: R.Type, from url: String, with lookup: Lookup) -> Result<R, DeclinedMatch>? {
        var candidates = lookup.candidates(of: url, in: tree)
        guard case .match(let match, _)? = candidates.next() else { return nil }
        return RouteDecoding.decode(R.self, from: match, placeholderNames: placeholderNames)
    }
}

extension RoutePattern {
    /// The names the placeholders of every form bind.
    var placeholderNames: Set<String> {
        Set(forms.flatMap(\.parameterNames))
    }

    /// ``placeholderNames`` as a list, each name once, in the order the
    /// forms bind them: what a typed route's decoding scans (a route has a
    /// few names, and comparing them costs less than hashing the key).
    var placeholderNameList: [String] {
        var names: [String] = []
        for name in forms.lazy.flatMap(\.parameterNames) where !names.contains(name) { names.append(name) }
        return names
    }
}

/// Writes the URL of a route value (``Elf/url(for:through:)``): the
/// placeholders' values through ``URLBuilder``, the other properties as the
/// query, and only a URL that reads back as the same value.
struct RouteURLWriter {
    let parser: PatternParser
    let customTypes: [PlaceholderType]
    let lookup: Lookup
    let maxLength: Int

    typealias Failure = Elf.InputError

    /// A writer with no custom placeholder types and the default
    /// configuration: what a route's default screen identity uses.
    static let standalone: RouteURLWriter = {
        let configuration = Elf.Configuration()
        return RouteURLWriter(
            parser: PatternParser(maxLength: configuration.maxURLLength), customTypes: [],
            lookup: Lookup(configuration: configuration), maxLength: configuration.maxURLLength)
    }()

    /// The URL of `route`, without the properties named in `leavingOut`
    /// (a screen's activity leaves out the route's private ones).
    ///
    /// With `leavingOut`, the URL must read back as a value of the type
    /// that equals `route` in every property but those.
    ///
    /// - Complexity: O(*n*) in the length of the pattern and the URL, plus
    ///   the type's own encoding and decoding.
    func url<R: Elf.Route>(for route: R, leavingOut: Set<String> = []) throws(Failure) -> String {
        let pattern = R.pattern
        let compiled: RoutePattern
        do throws(Elf.InputError) {
            compiled = try parser.parse(pattern)
        } catch {
            throw Failure(pattern: pattern, reason: .invalidPattern(error))
        }
        let table = RouteTypeTable(compiled, customTypes: customTypes)

        var items: [(key: String, value: EncodedRouteValue)]
        do {
            items = try RouteEncoding.encode(route, maxLength: maxLength)
        } catch is EncodingBudget.Exceeded {
            throw Failure(pattern: pattern, reason: .tooLong(limit: maxLength))
        } catch let unsupported as UnsupportedRouteValue {
            throw Failure(pattern: pattern, placeholder: unsupported.key, reason: .unsupportedValue(unsupported.what))
        } catch {
            throw Failure(pattern: pattern, reason: .unsupportedValue(String(describing: error)))
        }

        if !leavingOut.isEmpty { items.removeAll { leavingOut.contains($0.key) } }
        var placeholderValues: [String: String] = [:]
        var query: [UInt8] = []
        for (key, value) in items {
            switch value {
            case .single(let text) where table.placeholderNames.contains(key):
                placeholderValues[key] = text
            case .list where table.placeholderNames.contains(key):
                throw Failure(
                    pattern: pattern, placeholder: key,
                    reason: .unsupportedValue("a placeholder takes one value, not a list"))
            case .single(let text):
                appendQueryItem(key, text, to: &query)
            case .list(let texts):
                for text in texts { appendQueryItem(key, text, to: &query) }
            }
        }

        let builder = URLBuilder(
            pattern: pattern, values: placeholderValues, customTypes: customTypes, maxLength: maxLength,
            options: lookup.options)
        var url = try builder.build(compiled)
        if !query.isEmpty {
            // The builder writes no query of its own: every value it got is a placeholder's.
            query[0] = url.utf8.contains(ASCII.question) ? ASCII.ampersand : ASCII.question
            url += String(decoding: query, as: UTF8.self)
        }
        guard url.utf8.count <= maxLength else { throw Failure(pattern: pattern, reason: .tooLong(limit: maxLength)) }

        // Only a URL that reads back as `route` is written.
        switch table.decode(R.self, from: url, with: lookup) {
        case .success(let decoded) where decoded == route:
            return url
        case .success(let decoded) where !leavingOut.isEmpty:
            guard RouteEncoding.sameValues(decoded, items, leavingOut: leavingOut) else {
                throw Failure(
                    pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it reads back as another value"))
            }
            return url
        case .success:
            throw Failure(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it reads back as another value"))
        case .failure(let declined):
            throw Failure(pattern: pattern, reason: .doesNotRouteBack(url: url, reason: declined.reason))
        case nil:
            throw Failure(
                pattern: pattern, reason: .doesNotRouteBack(url: url, reason: "it does not match the pattern"))
        }
    }

    /// Appends `&key=value`, both percent-encoded for the query (the first `&` becomes `?`).
    private func appendQueryItem(_ key: String, _ value: String, to query: inout [UInt8]) {
        query.append(ASCII.ampersand)
        URLComponentEncoding.encode(key.utf8, for: .query, into: &query)
        query.append(ASCII.equals)
        URLComponentEncoding.encode(value.utf8, for: .query, into: &query)
    }
}
