extension QueryConstraint {
    /// Why a URL's query does not satisfy a route's query constraints.
    struct Failure: Sendable, Equatable {
        /// The constrained key, decoded.
        var key: String
        /// The URL's (last) value for the key, decoded; `nil` when the URL lacks the key.
        var value: String?
        /// What the pattern requires there (`discover`, `<uuid:id>`).
        var expected: String
    }

    /// Checks `constraints` against the query of a scanned URL (ROUTING.md §1).
    ///
    /// Each key must be present, and its last value must equal the literal
    /// or be accepted by the placeholder's type. The values bound are
    /// appended to `captures` (and what custom types converted to
    /// `converted`), in key order.
    ///
    /// - Returns: `nil` when every constraint holds, or the first that does not.
    /// - Complexity: O(*c* · *q*) for *c* constraints and a query of *q* bytes.
    static func check(
        _ constraints: [QueryConstraint], in bytes: BorrowedBytes, query: Range<Int>?,
        plusAsSpace: Bool, customTypes: [PlaceholderType], captures: inout [Capture], converted: inout [String]
    ) -> Failure? {
        let options = PercentDecoding.Options(plusAsSpace: plusAsSpace)
        for constraint in constraints {
            // The last value of a repeated key is the one checked and bound, as in `queryParams`.
            var found: Range<Int>?
            if let query {
                QueryDecoder.forEachPair(bytes, query) { key, value in
                    if PercentDecoding.string(bytes, key, options: options).utf8.elementsEqual(constraint.key) {
                        found = value
                    }
                }
            }
            guard let found else {
                return Failure(
                    key: constraint.keyText, value: nil, expected: constraint.valueText(customTypes: customTypes))
            }
            let value = PercentDecoding.string(bytes, found, options: options)
            var convertedIndex = -1
            let accepted: Bool
            switch constraint.value {
            case .literal(let literal):
                accepted = value.utf8.elementsEqual(literal)
            case .placeholder(_, .custom(let index)):
                if index < customTypes.count, let result = customTypes[index].convert(value) {
                    converted.append(result)
                    convertedIndex = converted.count - 1
                    accepted = true
                } else {
                    accepted = false
                }
            case .placeholder(_, let kind):
                accepted = withUTF8Bytes(of: value) { PlaceholderKind.isValid(kind, $0) }
            }
            guard accepted else {
                return Failure(
                    key: constraint.keyText, value: value, expected: constraint.valueText(customTypes: customTypes))
            }
            if constraint.parameterName != nil {
                captures.append(Capture(range: found, kind: .query, converted: convertedIndex))
            }
        }
        return nil
    }
}
