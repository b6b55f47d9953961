import Foundation

/// The values a typed route decodes from: what the matched form's
/// placeholders bound, and every value of each query key.
struct RouteValues {
    /// Every placeholder name of the route's pattern, in any of its forms.
    ///
    /// These keys come from the path only, never from the query, so a value
    /// is read from the place ``RouteURLWriter`` writes it to.
    let placeholderNames: Set<String>
    /// What the matched form's placeholders bound, decoded.
    let params: [String: String]
    /// The query's values by key, in order, decoded.
    let query: [String: [String]]

    init(_ match: Elf.RouteMatch, placeholderNames: Set<String>) {
        self.placeholderNames = placeholderNames
        params = match.params
        var query: [String: [String]] = [:]
        for item in match.queryItems { query[item.name, default: []].append(item.value) }
        self.query = query
    }

    /// The texts of `key`: the placeholder's value, or the query key's values; `nil` when absent.
    func texts(for key: String) -> [String]? {
        if placeholderNames.contains(key) { return params[key].map { [$0] } }
        return query[key]
    }

    /// Every key that has a value.
    var keys: [String] {
        Array(params.keys) + query.keys.filter { !placeholderNames.contains($0) }
    }
}

/// Decoding a typed route from a match, by the rules of the typed parameter
/// readers (``Elf/ParameterConvertible``).
enum RouteDecoding {
    /// Decodes `type` from `match`, or says which value failed and why.
    ///
    /// - Complexity: O(*n*) in the length of the URL, plus the type's own decoding.
    static func decode<R: Elf.Route>(
        _ type: R.Type, from match: Elf.RouteMatch, placeholderNames: Set<String>
    ) -> Result<R, DeclinedMatch> {
        do {
            return .success(try R(from: RouteDecoder(values: RouteValues(match, placeholderNames: placeholderNames))))
        } catch {
            return .failure(DeclinedMatch(reason: "values do not decode into \(R.self): \(explanation(of: error))"))
        }
    }

    /// What went wrong, naming the key: an ``Elf/InputError``'s own
    /// words, or a decoding error's description with its key.
    static func explanation(of error: any Error) -> String {
        switch error {
        case let error as Elf.InputError:
            return error.description
        case let error as UnsupportedRouteValue:
            return error.description
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            return "\(keyPhrase(context.codingPath)): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            return "\(keyPhrase(context.codingPath + [key])) is missing"
        default:
            return String(describing: error)
        }
    }

    /// `parameter "tag"` (and the index within a list, when there is one).
    private static func keyPhrase(_ path: [any CodingKey]) -> String {
        guard let first = path.first else { return "the route" }
        var phrase = "parameter \(first.stringValue.debugDescription)"
        if let index = path.dropFirst().first?.intValue { phrase += " at index \(index)" }
        return phrase
    }

    /// Decodes one value of `key` from its texts: a ``Elf/ParameterConvertible``
    /// type from the last text (as `queryParams`, the last value of a
    /// repeated key wins); any other type through its own `Decodable`
    /// conformance, which may ask for the single text or, for an array,
    /// every text.
    ///
    /// - Parameter index: The element's index when the value is an element of a list.
    static func decode<T: Decodable>(
        _ type: T.Type, texts: [String], key: String, path: [any CodingKey], index: Int? = nil,
        observer: ListObserver? = nil
    ) throws -> T {
        if let convertible = T.self as? any Elf.ParameterConvertible.Type {
            let expected = ParameterReading.typeName(T.self)
            guard let text = texts.last else {
                throw Elf.InputError(name: key, value: nil, expectedType: expected, reason: .missing)
            }
            guard let value = convertible.init(parameter: text) as? T else {
                let reason: Elf.InputError.Reason = index.map { .invalidRepeatedValue(index: $0) } ?? .invalid
                throw Elf.InputError(name: key, value: text, expectedType: expected, reason: reason)
            }
            return value
        }
        return try T(
            from: RouteValueDecoder(
                texts: texts, key: key, codingPath: path, isElement: index != nil, observer: observer))
    }
}

/// A value a URL cannot carry: a nested structure, a list of lists, a list
/// standing in for a placeholder.
struct UnsupportedRouteValue: Error, CustomStringConvertible {
    /// The route's key the value belongs to.
    var key: String
    /// What the value's type asked for.
    var what: String

    var description: String {
        "parameter \(key.debugDescription): \(what); a route's values are single values, and lists of them in the query"
    }
}

/// Told when a value asks for a list (for the registration check: a
/// placeholder binds one value).
final class ListObserver {
    var askedForList = false
}

// MARK: - The route

/// Decodes a route: a keyed container over the placeholders and the query.
struct RouteDecoder: Decoder {
    let values: RouteValues
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RouteKeyedDecodingContainer<Key>(values: values))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw UnsupportedRouteValue(key: "", what: "a route decodes a keyed container, not a list")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw UnsupportedRouteValue(key: "", what: "a route decodes a keyed container, not a single value")
    }
}

/// The route's properties, by key: a placeholder's value or a query key's values.
struct RouteKeyedDecodingContainer<Key: CodingKey>: ForwardingKeyedDecodingContainer {
    let values: RouteValues
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { values.texts(for: key.stringValue) != nil }

    /// An absent key is `nil`: an optional property without a value.
    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    /// The one decode every requirement forwards to.
    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try RouteDecoding.decode(
            type, texts: values.texts(for: key.stringValue) ?? [], key: key.stringValue, path: [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw UnsupportedRouteValue(key: key.stringValue, what: "its type asks for a keyed container")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw UnsupportedRouteValue(key: key.stringValue, what: "its type asks for a nested container")
    }

    func superDecoder() throws -> any Decoder {
        throw UnsupportedRouteValue(key: "super", what: "a route has no superclass values")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw UnsupportedRouteValue(key: key.stringValue, what: "a route has no superclass values")
    }
}

// MARK: - One key's value

/// Decodes the value of one key from its texts: a single value from the
/// last text, or a list (an array property) from every text.
struct RouteValueDecoder: Decoder {
    let texts: [String]
    let key: String
    let codingPath: [any CodingKey]
    /// Whether the value is an element of a list (lists do not nest).
    let isElement: Bool
    let observer: ListObserver?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw UnsupportedRouteValue(key: key, what: "its type asks for a keyed container")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if isElement { throw UnsupportedRouteValue(key: key, what: "a list's elements cannot be lists") }
        observer?.askedForList = true
        return RouteListDecodingContainer(texts: texts, key: key, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RouteSingleValueDecodingContainer(decoder: self)
    }
}

/// One value: the last text of its key.
struct RouteSingleValueDecodingContainer: ForwardingSingleValueDecodingContainer {
    let decoder: RouteValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.texts.isEmpty }

    /// The one decode every requirement forwards to.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        let index = decoder.isElement ? decoder.codingPath.last?.intValue : nil
        return try RouteDecoding.decode(
            type, texts: Array(decoder.texts.suffix(1)), key: decoder.key, path: decoder.codingPath, index: index,
            observer: decoder.observer)
    }
}

/// A list: every text of its key, in order.
struct RouteListDecodingContainer: UnkeyedDecodingContainer {
    let texts: [String]
    let key: String
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(texts: [String], key: String, codingPath: [any CodingKey]) {
        self.texts = texts
        self.key = key
        self.codingPath = codingPath
    }

    var count: Int? { texts.count }
    var isAtEnd: Bool { currentIndex >= texts.count }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "no more values"))
        }
        let index = currentIndex
        let value = try RouteDecoding.decode(
            type, texts: [texts[index]], key: key, path: codingPath + [ListIndex(index)], index: index)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw UnsupportedRouteValue(key: key, what: "a list's elements cannot be keyed containers")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw UnsupportedRouteValue(key: key, what: "a list's elements cannot be lists")
    }

    mutating func superDecoder() throws -> any Decoder {
        throw UnsupportedRouteValue(key: key, what: "a list's elements have no superclass values")
    }
}

/// The coding key of a list element: its index.
struct ListIndex: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
