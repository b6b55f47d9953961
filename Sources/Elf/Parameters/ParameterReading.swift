/// The conversions behind the match's typed readers and route decoding, so
/// they read values, lists and repeated keys the same way (ElfMigration's
/// dictionary readers follow the same rules on public API; TypedParameterTests
/// reads both alike).
enum ParameterReading {
    /// The name an ``Elf/InputError`` gives for `type`.
    static func typeName<T>(_ type: T.Type) -> String {
        String(describing: type)
    }

    /// Converts `text`, the value of `name`, or throws why it could not.
    static func require<T: Elf.ParameterConvertible>(
        _ name: String, _ text: String?, as type: T.Type
    ) throws(Elf.InputError) -> T {
        guard let text else {
            throw Elf.InputError(name: name, value: nil, expectedType: typeName(type), reason: .missing)
        }
        guard let value = T(parameter: text) else {
            throw Elf.InputError(name: name, value: text, expectedType: typeName(type), reason: .invalid)
        }
        return value
    }

    /// Converts every comma-separated element of `text`, the value of `name`.
    ///
    /// An empty text is an empty list. Elements are not trimmed, so `"1, 2"`
    /// holds the element `" 2"`, and `"1,,2"` an empty element.
    static func requireList<T: Elf.ParameterConvertible>(
        _ name: String, _ text: String?, as type: T.Type
    ) throws(Elf.InputError) -> [T] {
        guard let text else {
            throw Elf.InputError(name: name, value: nil, expectedType: typeName(type), reason: .missing)
        }
        if text.isEmpty { return [] }
        var values: [T] = []
        for (index, element) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            guard let value = T(parameter: String(element)) else {
                throw Elf.InputError(
                    name: name, value: text, expectedType: typeName(type),
                    reason: .invalidListElement(index: index, element: String(element)))
            }
            values.append(value)
        }
        return values
    }

    /// Converts each of `texts`, the values of the repeated key `name`, in order.
    static func requireEach<T: Elf.ParameterConvertible>(
        _ name: String, _ texts: [String], as type: T.Type
    ) throws(Elf.InputError) -> [T] {
        var values: [T] = []
        values.reserveCapacity(texts.count)
        for (index, text) in texts.enumerated() {
            guard let value = T(parameter: text) else {
                throw Elf.InputError(
                    name: name, value: text, expectedType: typeName(type),
                    reason: .invalidRepeatedValue(index: index))
            }
            values.append(value)
        }
        return values
    }
}
