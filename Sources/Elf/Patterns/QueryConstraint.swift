/// One query constraint of a pattern (ROUTING.md §1): after the path,
/// `key=<placeholder>` or `key=literal`.
///
/// `app://podcast?uuid=<uuid:id>` requires the key `uuid` with a value that
/// parses as a UUID, and binds it to `id`; `app://home?tab=discover`
/// requires the key `tab` with exactly the value `discover`.
package struct QueryConstraint: Hashable, Sendable {
    /// The key, percent-decoded once.
    var key: [UInt8]
    /// What the key's value must be.
    var value: Value

    /// What a constrained key's value must be.
    enum Value: Hashable, Sendable {
        /// Exactly these bytes (percent-decoded once; `+` is a plus in patterns).
        case literal([UInt8])
        /// Any value its kind accepts, bound to `name`.
        case placeholder(name: String, kind: PlaceholderKind)
    }

    /// The parameter name this constraint binds, if any.
    var parameterName: String? {
        if case .placeholder(let name, _) = value { return name }
        return nil
    }

    /// The constraint with its placeholder name erased: part of a form's shape.
    var shape: Shape {
        switch value {
        case .literal(let bytes): Shape(key: key, literal: bytes, kind: nil)
        case .placeholder(_, let kind): Shape(key: key, literal: nil, kind: kind)
        }
    }

    /// A constraint without its placeholder name.
    package struct Shape: Hashable, Sendable {
        var key: [UInt8]
        var literal: [UInt8]?
        var kind: PlaceholderKind?
    }

    /// The key as text.
    var keyText: String { String(decoding: key, as: UTF8.self) }

    /// The value as a pattern would write it (`discover`, `<uuid:id>`).
    func valueText(customTypes: [PlaceholderType]) -> String {
        switch value {
        case .literal(let bytes): String(decoding: bytes, as: UTF8.self)
        case .placeholder(let name, .string): "<\(name)>"
        case .placeholder(let name, let kind): "<\(kind.typeName(customTypes: customTypes)):\(name)>"
        }
    }

    /// How specific the value is at its key: a literal, then typed
    /// placeholders by rank, then an untyped one (ROUTING.md §2, §4b).
    var rank: Int {
        switch value {
        case .literal: -1
        case .placeholder(_, let kind): kind.rank
        }
    }

    /// Whether a form constrained by `lhs` is tried before one constrained
    /// by `rhs` (each sorted by key), when they tie on every path element.
    ///
    /// More keys first; with as many keys, the sorted key lists compare in
    /// byte order; with the same keys, key by key a literal beats a typed
    /// placeholder beats an untyped one (ROUTING.md §2 and §4b). Two
    /// different literals at a key never both match; they compare by bytes.
    static func precedes(_ lhs: [QueryConstraint], _ rhs: [QueryConstraint]) -> Bool {
        if lhs.count != rhs.count { return lhs.count > rhs.count }
        for (left, right) in zip(lhs, rhs) where left.key != right.key {
            return left.key.lexicographicallyPrecedes(right.key)
        }
        for (left, right) in zip(lhs, rhs) {
            if left.rank != right.rank { return left.rank < right.rank }
            if case .literal(let a) = left.value, case .literal(let b) = right.value, a != b {
                return a.lexicographicallyPrecedes(b)
            }
        }
        return false
    }
}
