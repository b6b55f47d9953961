extension Elf.RouteMatch: CustomStringConvertible, CustomDebugStringConvertible {
    /// The match as a person reads it: the URL, the pattern that took it, its
    /// values, and where the URL came from.
    ///
    /// ```swift
    /// print(elf.match("app://user/42?ref=home")!)
    /// // "app://user/42?ref=home" → app://user/<int:id> [id: "42"] query [ref: "home"]
    /// ```
    ///
    /// A failed test expectation prints this too, never the engine's layout.
    /// Values are quoted and escaped (``Elf/LinkSource`` and the pattern are
    /// the app's own), and a long one is cut, so a hostile URL cannot forge
    /// lines in a log.
    public var description: String {
        var text = loggableText(url) + " → " + loggableText(pattern, quoted: false)
        if let entryPoint { text += " through " + loggableText(entryPoint) }
        text += Self.listed(params)
        let query = queryParams
        if !query.isEmpty { text += " query" + Self.listed(query) }
        if let fragment { text += " fragment " + loggableText(fragment) }
        if let originalURL { text += " rewritten from " + loggableText(originalURL) }
        if let namespace { text += " in namespace " + loggableText(namespace) }
        if let source { text += " from \(source)" }
        return text
    }

    /// The same as ``description``.
    ///
    /// ```swift
    /// debugPrint(match)   // "app://user/42" → app://user/<int:id> [id: "42"]
    /// ```
    public var debugDescription: String { description }

    /// ` [name: "value", ...]` sorted by name, or nothing for no values.
    private static func listed(_ values: [String: String]) -> String {
        guard !values.isEmpty else { return "" }
        let pairs = values.sorted { $0.key < $1.key }.map {
            loggableText($0.key, quoted: false) + ": " + loggableText($0.value)
        }
        return " [" + pairs.joined(separator: ", ") + "]"
    }
}

extension Elf.URLParts: CustomStringConvertible {
    /// The URL a custom route's matcher reads, quoted and escaped.
    ///
    /// ```swift
    /// print(parts)   // URLParts "app://x/y?z=1"
    /// ```
    public var description: String { "URLParts " + loggableText(url) }
}

extension Elf.Interceptor: CustomStringConvertible {
    /// The interceptor by its name.
    ///
    /// ```swift
    /// print(Interceptor("login") { _ in .pass })   // Interceptor "login"
    /// ```
    public var description: String { "Interceptor " + loggableText(name) }
}

extension Elf.RoutingTableEntry: CustomStringConvertible {
    /// The entry by who may open it (its factory is code, which prints nothing useful).
    ///
    /// ```swift
    /// print(RoutingTableEntry { AboutHandler() })   // RoutingTableEntry open to every source
    /// ```
    public var description: String {
        guard let allowedSources else { return "RoutingTableEntry open to every source" }
        let names = allowedSources.map(\.rawValue).sorted()
        return "RoutingTableEntry open to " + (names.isEmpty ? "no source" : names.joined(separator: ", "))
    }
}

extension Elf.Carried: CustomStringConvertible {
    /// The carried value, or `nil`.
    ///
    /// ```swift
    /// print(Carried(wrappedValue: 42))   // carried 42
    /// ```
    public var description: String {
        "carried " + (wrappedValue.map { loggableText(String(describing: $0), quoted: false) } ?? "nil")
    }
}
