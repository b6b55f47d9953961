import Foundation

/// The values a typed route decodes from: a match, read key by key.
///
/// Nothing is copied into dictionaries first: a key's value is read from the
/// match when the type asks for it (the matched form's placeholder names are
/// few, so a linear scan finds it), and the query is decoded only when a key
/// that is not a placeholder is asked for. A class, so the decoder and its
/// keyed container share one per decode.
final class RouteValues {
    /// The match the values come from.
    let match: Elf.RouteMatch
    /// Every placeholder name of the route's pattern, in any of its forms.
    ///
    /// These keys come from the path only, never from the query, so a value
    /// is read from the place ``RouteURLWriter`` writes it to.
    let placeholderNames: [String]
    /// The query's pairs, decoded, once a key first needs them.
    private var queryItems: [(name: String, value: String)]?

    init(_ match: Elf.RouteMatch, placeholderNames: [String]) {
        self.match = match
        self.placeholderNames = placeholderNames
    }

    /// The query's pairs, decoded on first use.
    private var query: [(name: String, value: String)] {
        if let queryItems { return queryItems }
        let items = match.queryItems
        queryItems = items
        return items
    }

    /// The texts of `key`: the placeholder's value, or the query key's values; ``RouteTexts/absent`` when absent.
    ///
    /// - Complexity: O(*p*) for *p* placeholder names; a query key adds
    ///   O(*n*) in the length of the query, decoded once per decoding.
    func texts(for key: String) -> RouteTexts {
        // A placeholder of the matched form: its value (a typed route is a
        // pattern route, whose match binds every name of its form).
        if let value = match.param(key) { return .one(value) }
        // A placeholder of another form is absent, whatever the query says.
        if placeholderNames.contains(key) { return .absent }
        var texts = RouteTexts.absent
        for item in query where item.name == key { texts.append(item.value) }
        return texts
    }

    /// Every key that has a value.
    var keys: [String] {
        var keys = Array(match.params.keys)
        for item in query where !placeholderNames.contains(item.name) && !keys.contains(item.name) {
            keys.append(item.name)
        }
        return keys
    }
}

/// The texts of one key: none, one (a placeholder's value, a query key
/// given once), or every value of a repeated query key, in order.
///
/// One text, the common case, needs no array.
enum RouteTexts {
    case absent
    case one(String)
    case list([String])

    /// The last text (a single value is the last of a repeated key, as in
    /// `queryParams`), or `nil` when there is none.
    var last: String? {
        switch self {
        case .absent: nil
        case .one(let text): text
        case .list(let texts): texts.last
        }
    }

    /// Whether there is no text.
    var isEmpty: Bool { last == nil }

    /// Every text, in order.
    var all: [String] {
        switch self {
        case .absent: []
        case .one(let text): [text]
        case .list(let texts): texts
        }
    }

    /// Adds `text` after the others.
    mutating func append(_ text: String) {
        switch self {
        case .absent: self = .one(text)
        case .one(let first): self = .list([first, text])
        case .list(var texts):
            self = .absent
            texts.append(text)
            self = .list(texts)
        }
    }
}

/// Decoding a typed route from a match, by the rules of the typed parameter
/// readers (``Elf/ParameterConvertible``).
enum RouteDecoding {
    /// Decodes `type` from `match`, or says which value failed and why.
    ///
    /// - Parameter placeholderNames: Every placeholder name of the type's pattern (``RoutePattern/placeholderNameList``).
    /// - Complexity: O(*n*) in the length of the URL, plus the type's own decoding.
    static func decode<R: Elf.Route>(
        _ type: R.Type, from match: Elf.RouteMatch, placeholderNames: [String]
    ) -> Result<R, DeclinedMatch> {
        do {
            return .success(try R(from: RouteDecoder(match, placeholderNames: placeholderNames)))
        } catch {
            return .failure(DeclinedMatch(reason: reason(R.self, error)))
        }
    }

    /// Why the values of `match` do not decode into `type`, or `nil` when
    /// they do: the lookup's check, which keeps no value.
    ///
    /// It returns an optional text rather than a `Result`, so the check
    /// instantiates no generic type per route type, and it builds the text
    /// only when decoding fails.
    ///
    /// - Complexity: as ``decode(_:from:placeholderNames:)``.
    static func declineReason<R: Elf.Route>(
        _ type: R.Type, of match: Elf.RouteMatch, placeholderNames: [String]
    ) -> String? {
        do {
            _ = try R(from: RouteDecoder(match, placeholderNames: placeholderNames))
            return nil
        } catch {
            return reason(R.self, error)
        }
    }

    /// The decline reason of values that do not decode into `type`.
    private static func reason<R>(_ type: R.Type, _ error: any Error) -> String {
        "values do not decode into \(R.self): \(explanation(of: error))"
    }

    /// What went wrong, naming the key: a ``Elf/InputError``'s own
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
    /// The standard types do not come here: the containers' `decode`
    /// requirements for them go straight to ``convert(_:text:key:index:)``,
    /// with no dynamic cast.
    ///
    /// - Parameters:
    ///   - codingKey: The route's key as the type declares it, the first key
    ///     of the value's coding path; `nil` for the registration check's samples.
    ///   - index: The element's index when the value is an element of a list.
    static func decode<T: Decodable>(
        _ type: T.Type, texts: RouteTexts, key: String, codingKey: (any CodingKey)?, index: Int? = nil,
        observer: ListObserver? = nil
    ) throws -> T {
        if let convertible = T.self as? any Elf.ParameterConvertible.Type {
            return try convert(convertible, as: T.self, text: texts.last, key: key, index: index)
        }
        return try T(
            from: RouteValueDecoder(texts: texts, key: key, codingKey: codingKey, index: index, observer: observer))
    }

    /// ``convert(_:text:key:index:)`` for a type found to be convertible at
    /// run time: `C` is `T` itself, seen through its conformance.
    ///
    /// The value is cast to `T` unconditionally (it is a `T`): a conditional
    /// cast would look up the metadata of `T?` at run time on every call.
    private static func convert<C: Elf.ParameterConvertible, T>(
        _ convertible: C.Type, as type: T.Type, text: String?, key: String, index: Int?
    ) throws -> T {
        guard let text else { throw missing(T.self, key: key) }
        guard let value = C(parameter: text) else { throw invalid(T.self, key: key, text: text, index: index) }
        return value as! T
    }

    /// Converts `text`, the last text of `key`, to `T`, or throws the
    /// ``Elf/InputError`` that names the key, the text and the type.
    ///
    /// The type's name is written only when the text does not convert.
    ///
    /// - Parameter index: The element's index when the value is an element of a list.
    @inline(__always)
    static func convert<T: Elf.ParameterConvertible>(
        _ type: T.Type, text: String?, key: String, index: Int?
    ) throws -> T {
        guard let text else { throw missing(T.self, key: key) }
        guard let value = T(parameter: text) else { throw invalid(T.self, key: key, text: text, index: index) }
        return value
    }

    /// The error of a key without a value.
    private static func missing<T>(_ type: T.Type, key: String) -> Elf.InputError {
        Elf.InputError(name: key, value: nil, expectedType: ParameterReading.typeName(T.self), reason: .missing)
    }

    /// The error of a text that does not convert.
    private static func invalid<T>(_ type: T.Type, key: String, text: String, index: Int?) -> Elf.InputError {
        let reason: Elf.InputError.Reason = index.map { .invalidRepeatedValue(index: $0) } ?? .invalid
        return Elf.InputError(
            name: key, value: text, expectedType: ParameterReading.typeName(T.self), reason: reason)
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
    /// The match's values; `nil` when it carries none (no placeholder, no
    /// query), so that decoding a static route from its URL allocates no values.
    let values: RouteValues?

    init(_ match: Elf.RouteMatch, placeholderNames: [String]) {
        // No placeholder bound and no query: no key has a value.
        let carriesNone = match.parameterNames.isEmpty && match.params.isEmpty && match.scanned.query == nil
        values = carriesNone ? nil : RouteValues(match, placeholderNames: placeholderNames)
    }

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
    /// The match's values, or `nil` when it carries none (``RouteDecoder/values``).
    let values: RouteValues?
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { (values?.keys ?? []).compactMap { Key(stringValue: $0) } }

    /// The texts of `key`; none when the match carries no values.
    @inline(__always)
    private func texts(for key: String) -> RouteTexts { values?.texts(for: key) ?? .absent }

    func contains(_ key: Key) -> Bool { !texts(for: key.stringValue).isEmpty }

    /// An absent key is `nil`: an optional property without a value.
    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    /// The one decode every requirement for another type forwards to.
    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        return try RouteDecoding.decode(type, texts: texts(for: name), key: name, codingKey: key)
    }

    /// The decode of a standard type: its conversion, from the key's last text.
    @inline(__always)
    func decodeConvertible<T: Decodable & Elf.ParameterConvertible>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        return try RouteDecoding.convert(type, text: texts(for: name).last, key: name, index: nil)
    }

    /// An optional property: `nil` when the key has no text, its value otherwise (the key read once).
    func decodeValueIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let name = key.stringValue
        let texts = texts(for: name)
        if texts.isEmpty { return nil }
        return try RouteDecoding.decode(type, texts: texts, key: name, codingKey: key)
    }

    /// An optional property of a standard type: `nil` when the key has no text, its conversion otherwise.
    @inline(__always)
    func decodeConvertibleIfPresent<T: Decodable & Elf.ParameterConvertible>(
        _ type: T.Type, forKey key: Key
    ) throws -> T? {
        let name = key.stringValue
        guard let text = texts(for: name).last else { return nil }
        return try RouteDecoding.convert(type, text: text, key: name, index: nil)
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
    let texts: RouteTexts
    let key: String
    /// The route's key, the first of the coding path (`nil` for the registration check's samples).
    let codingKey: (any CodingKey)?
    /// The index of the value in its list, when it is an element of one (lists do not nest).
    let index: Int?
    let observer: ListObserver?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The route's key, then the element's index: built when asked for,
    /// so a value that decodes allocates no path.
    var codingPath: [any CodingKey] { RouteValueDecoder.codingPath(codingKey, index: index) }

    /// The coding path of the value of `codingKey`, at `index` of its list when it has one.
    static func codingPath(_ codingKey: (any CodingKey)?, index: Int?) -> [any CodingKey] {
        var path: [any CodingKey] = []
        if let codingKey { path.append(codingKey) }
        if let index { path.append(ListIndex(index)) }
        return path
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw UnsupportedRouteValue(key: key, what: "its type asks for a keyed container")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if index != nil { throw UnsupportedRouteValue(key: key, what: "a list's elements cannot be lists") }
        observer?.askedForList = true
        return RouteListDecodingContainer(texts: texts.all, key: key, codingKey: codingKey)
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

    /// The one decode every requirement for another type forwards to.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        let last = decoder.texts.last.map(RouteTexts.one) ?? .absent
        return try RouteDecoding.decode(
            type, texts: last, key: decoder.key, codingKey: decoder.codingKey, index: decoder.index,
            observer: decoder.observer)
    }

    /// The decode of a standard type: its conversion, from the last text.
    @inline(__always)
    func decodeConvertible<T: Decodable & Elf.ParameterConvertible>(_ type: T.Type) throws -> T {
        try RouteDecoding.convert(type, text: decoder.texts.last, key: decoder.key, index: decoder.index)
    }
}

/// A list: every text of its key, in order.
struct RouteListDecodingContainer: UnkeyedDecodingContainer {
    let texts: [String]
    let key: String
    /// The route's key (`nil` for the registration check's samples).
    let codingKey: (any CodingKey)?
    private(set) var currentIndex = 0

    init(texts: [String], key: String, codingKey: (any CodingKey)?) {
        self.texts = texts
        self.key = key
        self.codingKey = codingKey
    }

    var codingPath: [any CodingKey] { RouteValueDecoder.codingPath(codingKey, index: nil) }
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
            type, texts: .one(texts[index]), key: key, codingKey: codingKey, index: index)
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
