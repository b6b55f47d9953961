extension Elf {
    /// The registered patterns grouped by the scheme they name, each group in
    /// registration order.
    ///
    /// A pattern's scheme is lowercased; `*://` patterns are listed under
    /// `"*"` and path patterns under `"/"`. It is a read-only view of
    /// ``registeredPatterns``: precedence inside the router does not change.
    ///
    /// ```swift
    /// try elf.register("app://item/<int:id>") { ItemHandler() }
    /// try elf.register("*://help") { HelpHandler() }
    /// try elf.register("/user/<id>") { UserHandler() }
    /// elf.registeredPatternsByScheme
    /// // ["app": ["app://item/<int:id>"], "*": ["*://help"], "/": ["/user/<id>"]]
    /// ```
    public var registeredPatternsByScheme: [String: [String]] {
        var groups: [String: [String]] = [:]
        for pattern in registeredPatterns {
            let key: String
            switch SchemeNamespaces.root(of: pattern) {
            case .scheme(let scheme): key = scheme
            case .anyScheme: key = SchemeNamespaces.globalKey
            case .path, .unknown: key = "/"
            }
            groups[key, default: []].append(pattern)
        }
        return groups
    }
}
