// The dictionary's typed readers, on the public `ParameterConvertible` and
// `InputError`: they convert and report as ``Elf/RouteMatch``'s `value`,
// `require`, `list` and `requireList` do (the rules are written in both
// places' documentation, and TypedParameterTests reads the two alike).

extension Dictionary where Key == String, Value == String {
    /// The value of `name` converted to `T`, or `nil` when it is missing or
    /// does not convert.
    ///
    /// Use it on the dictionaries a handler's
    /// ``Elf/Handler/convert(params:queryParams:)`` receives, and on
    /// ``Elf/RouteMatch/fragmentParams``:
    ///
    /// ```swift
    /// func convert(params: [String: String], queryParams: [String: String]) {
    ///     id = params.value("id", as: Int.self)
    ///     tab = queryParams.value("tab") ?? .top   // T inferred from `tab`
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The placeholder name, or the query or fragment key.
    ///   - type: The type to convert to; inferred when the context says it.
    public func value<T: Elf.ParameterConvertible>(_ name: String, as type: T.Type = T.self) -> T? {
        self[name].flatMap(T.init(parameter:))
    }

    /// The value of `name` converted to `T`, or an error that says which
    /// parameter failed and why.
    ///
    /// ```swift
    /// do {
    ///     id = try params.require("id", as: Int.self)
    /// } catch {
    ///     print(error)   // parameter "id": "abc" is not a valid Int
    /// }
    /// ```
    ///
    /// - Throws: ``Elf/InputError`` with the reason
    ///   ``Elf/InputError/Reason/missing`` or
    ///   ``Elf/InputError/Reason/invalid``.
    public func require<T: Elf.ParameterConvertible>(
        _ name: String, as type: T.Type = T.self
    ) throws(Elf.InputError) -> T {
        guard let text = self[name] else {
            throw Elf.InputError(name: name, value: nil, expectedType: String(describing: type), reason: .missing)
        }
        guard let value = T(parameter: text) else {
            throw Elf.InputError(name: name, value: text, expectedType: String(describing: type), reason: .invalid)
        }
        return value
    }

    /// The comma-separated elements of `name`, each converted to `T`, or `nil`
    /// when the parameter is missing or any element does not convert.
    ///
    /// An empty value is an empty list. The value is split on every comma
    /// after percent-decoding (so `%2C` separates too) and elements are not
    /// trimmed: `"1,2,3"` is three `Int`s, while `"1, 2"`, `"1,,2"` and
    /// `"1,2,"` hold elements that are not `Int`s. When elements may contain
    /// commas, repeat the query key instead and read
    /// ``Elf/RouteMatch/queryValues(_:as:)``.
    ///
    /// ```swift
    /// ["ids": "1,2,3"].list("ids", as: Int.self)   // [1, 2, 3]
    /// ["ids": ""].list("ids", as: Int.self)        // []
    /// ["ids": "1,x"].list("ids", as: Int.self)     // nil
    /// ```
    public func list<T: Elf.ParameterConvertible>(_ name: String, as type: T.Type = T.self) -> [T]? {
        try? requireList(name, as: type)
    }

    /// The comma-separated elements of `name`, each converted to `T`, or an
    /// error that names the parameter and the first element that failed.
    ///
    /// Elements are split as for ``list(_:as:)``.
    ///
    /// ```swift
    /// do {
    ///     ids = try ["ids": "1,x,3"].requireList("ids", as: Int.self)
    /// } catch {
    ///     print(error)   // parameter "ids": element "x" at index 1 of "1,x,3" is not a valid Int
    /// }
    /// ```
    ///
    /// - Throws: ``Elf/InputError`` with the reason
    ///   ``Elf/InputError/Reason/missing`` or
    ///   ``Elf/InputError/Reason/invalidListElement(index:element:)``.
    public func requireList<T: Elf.ParameterConvertible>(
        _ name: String, as type: T.Type = T.self
    ) throws(Elf.InputError) -> [T] {
        guard let text = self[name] else {
            throw Elf.InputError(name: name, value: nil, expectedType: String(describing: type), reason: .missing)
        }
        if text.isEmpty { return [] }
        var values: [T] = []
        for (index, element) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            guard let value = T(parameter: String(element)) else {
                throw Elf.InputError(
                    name: name, value: text, expectedType: String(describing: type),
                    reason: .invalidListElement(index: index, element: String(element)))
            }
            values.append(value)
        }
        return values
    }
}
