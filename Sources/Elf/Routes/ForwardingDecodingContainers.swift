/// A keyed decoding container whose every `decode` goes to one generic
/// ``decodeValue(_:forKey:)``, or for a standard type (every one is
/// ``Elf/ParameterConvertible``) to ``decodeConvertible(_:forKey:)``.
///
/// `KeyedDecodingContainerProtocol` asks for a `decode` and a
/// `decodeIfPresent` per standard type; this protocol writes those lists
/// once, for the route decoder and the registration check's probe alike.
protocol ForwardingKeyedDecodingContainer: KeyedDecodingContainerProtocol {
    /// Decodes the value of `key`, whatever its type.
    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T
    /// Decodes the value of `key` as a standard type, known to convert from
    /// a text without a dynamic cast; ``decodeValue(_:forKey:)`` unless the container does better.
    func decodeConvertible<T: Decodable & Elf.ParameterConvertible>(_ type: T.Type, forKey key: Key) throws -> T
    /// Decodes the value of `key`, or `nil` when it is absent or `nil`, as
    /// `KeyedDecodingContainerProtocol`'s `decodeIfPresent` does, unless the container does better.
    func decodeValueIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T?
    /// ``decodeValueIfPresent(_:forKey:)`` for a standard type.
    func decodeConvertibleIfPresent<T: Decodable & Elf.ParameterConvertible>(
        _ type: T.Type, forKey key: Key
    ) throws -> T?
}

extension ForwardingKeyedDecodingContainer {
    @inline(__always)
    func decodeConvertible<T: Decodable & Elf.ParameterConvertible>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, forKey: key)
    }

    @inline(__always)
    func decodeValueIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard try contains(key) && !decodeNil(forKey: key) else { return nil }
        return try decodeValue(type, forKey: key)
    }

    @inline(__always)
    func decodeConvertibleIfPresent<T: Decodable & Elf.ParameterConvertible>(
        _ type: T.Type, forKey key: Key
    ) throws -> T? {
        guard try contains(key) && !decodeNil(forKey: key) else { return nil }
        return try decodeConvertible(type, forKey: key)
    }

    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decodeValue(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeConvertible(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeConvertible(type, forKey: key) }

    @inline(__always)
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decodeValueIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try decodeConvertibleIfPresent(type, forKey: key)
    }
}

/// A single-value decoding container whose every `decode` goes to one
/// generic ``decodeValue(_:)``, or for a standard type to ``decodeConvertible(_:)``.
protocol ForwardingSingleValueDecodingContainer: SingleValueDecodingContainer {
    /// Decodes the value, whatever its type.
    @inline(__always)
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T
    /// Decodes the value as a standard type, known to convert from a text
    /// without a dynamic cast; ``decodeValue(_:)`` unless the container does better.
    @inline(__always)
    func decodeConvertible<T: Decodable & Elf.ParameterConvertible>(_ type: T.Type) throws -> T
}

extension ForwardingSingleValueDecodingContainer {
    @inline(__always)
    func decodeConvertible<T: Decodable & Elf.ParameterConvertible>(_ type: T.Type) throws -> T {
        try decodeValue(type)
    }

    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
    @inline(__always)
    func decode(_ type: Bool.Type) throws -> Bool { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: String.Type) throws -> String { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: Double.Type) throws -> Double { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: Float.Type) throws -> Float { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: Int.Type) throws -> Int { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: UInt.Type) throws -> UInt { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeConvertible(type) }
    @inline(__always)
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeConvertible(type) }
}
