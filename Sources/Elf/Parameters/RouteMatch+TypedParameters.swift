extension Elf.RouteMatch {
    /// The value bound to the placeholder `name`, converted to `T`, or `nil`
    /// when the pattern has no such placeholder or the value does not convert.
    ///
    /// ```swift
    /// let match = elf.match("app://item/42")!   // pattern "app://item/<int:id>"
    /// match.value("id", as: Int.self)           // 42
    /// ```
    ///
    /// Query and fragment values are read through the dictionaries:
    /// `match.queryParams.value("tab", as: Tab.self)`,
    /// `match.fragmentParams.value("t", as: Int.self)`.
    public func value<T: Elf.ParameterConvertible>(_ name: String, as type: T.Type = T.self) -> T? {
        param(name).flatMap(T.init(parameter:))
    }

    /// The value bound to the placeholder `name`, converted to `T`, or an
    /// error that says which parameter failed and why.
    ///
    /// ```swift
    /// let id = try match.require("id", as: Int.self)
    /// ```
    ///
    /// - Throws: ``Elf/InputError`` with the reason
    ///   ``Elf/InputError/Reason/missing`` (the pattern has no such
    ///   placeholder) or ``Elf/InputError/Reason/invalid``.
    public func require<T: Elf.ParameterConvertible>(
        _ name: String, as type: T.Type = T.self
    ) throws(Elf.InputError) -> T {
        try ParameterReading.require(name, param(name), as: type)
    }

    /// The comma-separated elements of the placeholder `name`'s value, each
    /// converted to `T`, or `nil` when it is missing or any element does not
    /// convert.
    ///
    /// Elements are split as for the dictionary's `list(_:as:)`: on every
    /// comma, untrimmed, and an empty value is an empty list.
    ///
    /// ```swift
    /// elf.match("app://compare/1,2,3")?.list("ids", as: Int.self)   // [1, 2, 3]
    /// ```
    public func list<T: Elf.ParameterConvertible>(_ name: String, as type: T.Type = T.self) -> [T]? {
        try? ParameterReading.requireList(name, param(name), as: type)
    }

    /// The comma-separated elements of the placeholder `name`'s value, each
    /// converted to `T`, or an error naming the first element that failed.
    ///
    /// - Throws: ``Elf/InputError`` with the reason
    ///   ``Elf/InputError/Reason/missing`` or
    ///   ``Elf/InputError/Reason/invalidListElement(index:element:)``.
    public func requireList<T: Elf.ParameterConvertible>(
        _ name: String, as type: T.Type = T.self
    ) throws(Elf.InputError) -> [T] {
        try ParameterReading.requireList(name, param(name), as: type)
    }

    /// Every value of the repeated query key `key`, in order, each converted
    /// to `T`; `nil` when any of them does not convert.
    ///
    /// A key that does not occur gives an empty array, as
    /// ``queryValues(_:)`` does.
    ///
    /// ```swift
    /// let match = elf.match("app://search?tag=1&tag=2")!
    /// match.queryValues("tag", as: Int.self)   // [1, 2]
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the query.
    public func queryValues<T: Elf.ParameterConvertible>(_ key: String, as type: T.Type = T.self) -> [T]? {
        try? ParameterReading.requireEach(key, queryValues(key), as: type)
    }

    /// Every value of the repeated query key `key`, in order, each converted
    /// to `T`, or an error naming the first value that failed.
    ///
    /// A key that does not occur gives an empty array, as it does for
    /// ``queryValues(_:as:)``; check `isEmpty` when you need at least one.
    ///
    /// ```swift
    /// let tags = try match.requireQueryValues("tag", as: Int.self)
    /// ```
    ///
    /// - Throws: ``Elf/InputError`` with the reason
    ///   ``Elf/InputError/Reason/invalidRepeatedValue(index:)``.
    /// - Complexity: O(*n*) in the length of the query.
    public func requireQueryValues<T: Elf.ParameterConvertible>(
        _ key: String, as type: T.Type = T.self
    ) throws(Elf.InputError) -> [T] {
        try ParameterReading.requireEach(key, queryValues(key), as: type)
    }
}
