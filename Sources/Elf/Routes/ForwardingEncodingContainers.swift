/// A keyed encoding container whose every `encode` goes to one generic
/// ``encodeValue(_:forKey:)``.
///
/// `KeyedEncodingContainerProtocol` asks for an `encode` per standard type;
/// this protocol writes that list once, for the route encoder and the
/// container that refuses every write.
protocol ForwardingKeyedEncodingContainer: KeyedEncodingContainerProtocol {
    /// Encodes `value` under `key`, whatever its type.
    mutating func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws
}

extension ForwardingKeyedEncodingContainer {
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeValue(value, forKey: key) }
}

/// A single-value encoding container whose every `encode` goes to one
/// generic ``encodeValue(_:)``.
protocol ForwardingSingleValueEncodingContainer: SingleValueEncodingContainer {
    /// Encodes `value`, whatever its type.
    mutating func encodeValue<T: Encodable>(_ value: T) throws
}

extension ForwardingSingleValueEncodingContainer {
    mutating func encode<T: Encodable>(_ value: T) throws { try encodeValue(value) }
    mutating func encode(_ value: Bool) throws { try encodeValue(value) }
    mutating func encode(_ value: String) throws { try encodeValue(value) }
    mutating func encode(_ value: Double) throws { try encodeValue(value) }
    mutating func encode(_ value: Float) throws { try encodeValue(value) }
    mutating func encode(_ value: Int) throws { try encodeValue(value) }
    mutating func encode(_ value: Int8) throws { try encodeValue(value) }
    mutating func encode(_ value: Int16) throws { try encodeValue(value) }
    mutating func encode(_ value: Int32) throws { try encodeValue(value) }
    mutating func encode(_ value: Int64) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt8) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt16) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt32) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt64) throws { try encodeValue(value) }
}
