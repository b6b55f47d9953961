import Foundation

extension Elf.Route {
    /// The route's URL: a route value is the same place as the URL that opens it.
    ///
    /// ```swift
    /// navigator.push(ProductRoute(id: 42, ref: nil))
    /// navigator.visibleIdentities   // ["app://product/42"]
    /// ```
    ///
    /// The URL is written as ``Elf/url(for:through:)`` writes it, by a router with
    /// the default configuration and no custom placeholder types. A value
    /// with no such URL (a pattern with a custom type, an empty path value)
    /// falls back to its type's name and its encoded properties, as JSON
    /// with sorted keys: `EmptyNameScreen{"name":""}`. A ``Carried`` model
    /// encodes nothing, so it never counts, in either form: the same place
    /// opened with its model and by a link is one screen. Implement
    /// `identity` yourself to leave out values that do not make the place
    /// (a `ref` that only says where the link came from).
    public var identity: String {
        if let url = try? RouteURLWriter.standalone.url(for: self) { return url }
        // Not `String(describing:)`, which prints carried models (issue 36, 2).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let properties = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "\(type(of: self))\(properties)"
    }

    /// The route's URL, as ``identity`` writes it, or `nil` when the value has none.
    ///
    /// ```swift
    /// ProductRoute(id: 42, ref: nil).restorationURL   // "app://product/42"
    /// ```
    public var restorationURL: String? {
        try? RouteURLWriter.standalone.url(for: self)
    }
}
