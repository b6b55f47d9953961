import Foundation

/// What a route value wrote for one key.
enum EncodedRouteValue: Equatable {
    /// One value: a placeholder's, or one query item.
    case single(String)
    /// A list: one query item per element, under the same key.
    case list([String])
}

/// Encoding a route value into the texts ``RouteURLWriter`` writes, by the
/// rules the decoder reads them back with.
enum RouteEncoding {
    /// Every key the value wrote and its text or texts, in the order the
    /// value encoded them; a `nil` optional writes nothing.
    ///
    /// - Parameter maxLength: The longest URL that may be written: encoding
    ///   stops with ``EncodingBudget/Exceeded`` as soon as the values' own
    ///   bytes pass it (escaping only lengthens them), so a value that will be
    ///   refused costs no more than the limit.
    /// - Complexity: O(*n*) in the values' length (list elements are appended in place).
    static func encode<R: Elf.Route>(_ route: R, maxLength: Int = .max) throws -> [(
        key: String, value: EncodedRouteValue
    )] {
        let storage = RouteEncodingStorage(budget: EncodingBudget(maxLength))
        try route.encode(to: RouteEncoder(storage: storage))
        if let failure = storage.failure { throw failure }
        return storage.items
    }

    /// Whether `route` encodes to `items` once the keys in `leavingOut` are
    /// removed from its own encoding: a URL written without them read back
    /// as the value it was written from.
    static func sameValues<R: Elf.Route>(
        _ route: R, _ items: [(key: String, value: EncodedRouteValue)], leavingOut: Set<String>
    ) -> Bool {
        guard let encoded = try? encode(route) else { return false }
        let kept = encoded.filter { !leavingOut.contains($0.key) }
        return kept.count == items.count && zip(kept, items).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// The text of one value: `UUID` and `URL` by their strings, the
    /// ``Elf/ParameterConvertible`` types that are `LosslessStringConvertible`
    /// (`String`, `Bool`, the integers, `Double`, `Float`, your own) by
    /// their description, and any other type through its own `Encodable`
    /// conformance, which must write a single value or, for a property, a
    /// list.
    ///
    /// - Returns: `nil` for a value that encodes `nil`.
    static func text<T: Encodable>(
        of value: T, key: String, isElement: Bool, budget: EncodingBudget = EncodingBudget(.max)
    ) throws -> EncodedRouteValue? {
        switch value {
        case let uuid as UUID: return .single(try budget.charge(uuid.uuidString))
        case let url as URL: return .single(try budget.charge(url.absoluteString))
        case let text as any Elf.ParameterConvertible & LosslessStringConvertible:
            return .single(try budget.charge(text.description))
        default: break
        }
        let storage = RouteValueEncodingStorage(key: key, budget: budget)
        try value.encode(to: RouteValueEncoder(storage: storage, isElement: isElement))
        if let failure = storage.failure { throw failure }
        return storage.value
    }
}

/// The bytes a route's values may still take before the URL is too long.
final class EncodingBudget {
    /// Thrown when the values' bytes pass the limit.
    struct Exceeded: Error {}

    private var remaining: Int

    init(_ limit: Int) { remaining = limit }

    /// Takes `text`'s bytes from the budget, and returns `text`.
    func charge(_ text: String) throws -> String {
        remaining -= text.utf8.count
        if remaining < 0 { throw Exceeded() }
        return text
    }
}

/// What a route's encoding collects.
final class RouteEncodingStorage {
    let budget: EncodingBudget
    var items: [(key: String, value: EncodedRouteValue)] = []

    init(budget: EncodingBudget) { self.budget = budget }
    /// The first value the URL cannot carry (the containers that hit it cannot throw).
    var failure: UnsupportedRouteValue?

    /// Records `value` for `key`; a key written twice keeps its last value.
    func set(_ value: EncodedRouteValue, for key: String) {
        items.removeAll { $0.key == key }
        items.append((key, value))
    }
}

/// Encodes a route: a keyed container of its properties.
struct RouteEncoder: Encoder {
    let storage: RouteEncodingStorage
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RouteKeyedEncodingContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.failure = storage.failure ?? UnsupportedRouteValue(key: "", what: "a route encodes a keyed container")
        return RouteListEncodingContainer(storage: RouteValueEncodingStorage(key: ""))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        storage.failure = storage.failure ?? UnsupportedRouteValue(key: "", what: "a route encodes a keyed container")
        return RouteSingleValueEncodingContainer(storage: RouteValueEncodingStorage(key: ""), isElement: false)
    }
}

/// The route's properties, by key.
struct RouteKeyedEncodingContainer<Key: CodingKey>: ForwardingKeyedEncodingContainer {
    let storage: RouteEncodingStorage
    var codingPath: [any CodingKey] { [] }

    /// A `nil` writes nothing: the key is absent, which decodes as `nil`.
    mutating func encodeNil(forKey key: Key) throws {}

    /// An optional's value, or nothing for `nil`.
    ///
    /// An empty list in an optional has no URL: an absent key reads back as `nil`.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return }
        let text = try RouteEncoding.text(of: value, key: key.stringValue, isElement: false, budget: storage.budget)
        if text == .list([]) {
            throw UnsupportedRouteValue(
                key: key.stringValue, what: "an empty list in an optional has no URL: an absent key reads back as nil")
        }
        if let text { storage.set(text, for: key.stringValue) }
    }

    /// The one encode every requirement forwards to.
    func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let text = try RouteEncoding.text(of: value, key: key.stringValue, isElement: false, budget: storage.budget)
        {
            storage.set(text, for: key.stringValue)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let unsupported = UnsupportedRouteValue(key: key.stringValue, what: "its type writes a keyed container")
        storage.failure = storage.failure ?? unsupported
        return KeyedEncodingContainer(RefusingKeyedEncodingContainer<NestedKey>(failure: unsupported))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        storage.failure =
            storage.failure ?? UnsupportedRouteValue(key: key.stringValue, what: "its type writes a nested container")
        return RouteListEncodingContainer(storage: RouteValueEncodingStorage(key: key.stringValue))
    }

    mutating func superEncoder() -> any Encoder {
        storage.failure =
            storage.failure ?? UnsupportedRouteValue(key: "super", what: "a route has no superclass values")
        return RouteValueEncoder(storage: RouteValueEncodingStorage(key: "super"), isElement: false)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        storage.failure =
            storage.failure ?? UnsupportedRouteValue(key: key.stringValue, what: "a route has no superclass values")
        return RouteValueEncoder(storage: RouteValueEncodingStorage(key: key.stringValue), isElement: false)
    }
}

// MARK: - One key's value

/// What one key's value wrote.
final class RouteValueEncodingStorage {
    let key: String
    let budget: EncodingBudget
    var value: EncodedRouteValue?
    var failure: UnsupportedRouteValue?

    init(key: String, budget: EncodingBudget = EncodingBudget(.max)) {
        self.key = key
        self.budget = budget
    }

    /// Appends `text` to the list in place (taking the list out of `value`
    /// first leaves it uniquely referenced): a list of *n* elements costs
    /// O(*n*), not the O(*n*²) of copying it for every element.
    func append(_ text: String) {
        guard case .list(var texts) = value else {
            value = .list([text])
            return
        }
        value = nil
        texts.append(text)
        value = .list(texts)
    }

    func refuse(_ what: String) {
        failure = failure ?? UnsupportedRouteValue(key: key, what: what)
    }
}

/// Encodes the value of one key: a single value, or a list.
struct RouteValueEncoder: Encoder {
    let storage: RouteValueEncodingStorage
    /// Whether the value is an element of a list (lists do not nest).
    let isElement: Bool
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let unsupported = UnsupportedRouteValue(key: storage.key, what: "its type writes a keyed container")
        storage.failure = storage.failure ?? unsupported
        return KeyedEncodingContainer(RefusingKeyedEncodingContainer<Key>(failure: unsupported))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if isElement { storage.refuse("a list's elements cannot be lists") }
        if storage.value == nil { storage.value = .list([]) }
        return RouteListEncodingContainer(storage: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        RouteSingleValueEncodingContainer(storage: storage, isElement: isElement)
    }
}

/// One value.
struct RouteSingleValueEncodingContainer: ForwardingSingleValueEncodingContainer {
    let storage: RouteValueEncodingStorage
    let isElement: Bool
    var codingPath: [any CodingKey] { [] }

    /// `nil`: the key is left out.
    mutating func encodeNil() throws {
        if isElement { storage.refuse("a list cannot hold nil") }
        storage.value = nil
    }

    /// The one encode every requirement forwards to.
    func encodeValue<T: Encodable>(_ value: T) throws {
        storage.value = try RouteEncoding.text(
            of: value, key: storage.key, isElement: isElement, budget: storage.budget)
    }
}

/// A list: each element's text, in order.
struct RouteListEncodingContainer: UnkeyedEncodingContainer {
    let storage: RouteValueEncodingStorage
    var codingPath: [any CodingKey] { [] }
    var count: Int {
        if case .list(let texts) = storage.value { return texts.count }
        return 0
    }

    mutating func encodeNil() throws {
        throw UnsupportedRouteValue(key: storage.key, what: "a list cannot hold nil")
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let element = try RouteEncoding.text(of: value, key: storage.key, isElement: true, budget: storage.budget)
        guard case .single(let text) = element else {
            throw UnsupportedRouteValue(key: storage.key, what: "a list's elements must be single values")
        }
        storage.append(text)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let unsupported = UnsupportedRouteValue(key: storage.key, what: "a list's elements cannot be keyed containers")
        storage.failure = storage.failure ?? unsupported
        return KeyedEncodingContainer(RefusingKeyedEncodingContainer<NestedKey>(failure: unsupported))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.refuse("a list's elements cannot be lists")
        return RouteListEncodingContainer(storage: RouteValueEncodingStorage(key: storage.key))
    }

    mutating func superEncoder() -> any Encoder {
        storage.refuse("a list's elements have no superclass values")
        return RouteValueEncoder(storage: RouteValueEncodingStorage(key: storage.key), isElement: true)
    }
}

/// A keyed container for a value a URL cannot carry: every write fails.
struct RefusingKeyedEncodingContainer<Key: CodingKey>: ForwardingKeyedEncodingContainer {
    let failure: UnsupportedRouteValue
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { throw failure }
    /// Every write fails.
    func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws { throw failure }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RefusingKeyedEncodingContainer<NestedKey>(failure: failure))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        RouteListEncodingContainer(storage: RouteValueEncodingStorage(key: failure.key))
    }

    mutating func superEncoder() -> any Encoder {
        RouteValueEncoder(storage: RouteValueEncodingStorage(key: failure.key), isElement: false)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        RouteValueEncoder(storage: RouteValueEncodingStorage(key: failure.key), isElement: false)
    }
}
