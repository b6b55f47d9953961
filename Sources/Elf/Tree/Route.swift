/// One registered form of a pattern, as the tree stores it.
///
/// A class, so that a match holds one reference to it instead of copying
/// the pattern and the names.
///
/// Parameter names live here, not in the tree: `app://a/<x>/b` and
/// `app://a/<y>/c` share the placeholder node and differ only in their routes.
final class Route: Sendable {
    /// The pattern exactly as registered (shared by all forms of the pattern).
    let pattern: String
    /// The names bound by the form's placeholders, in URL order.
    let parameterNames: [String]
    /// Makes a fresh handler for every URL.
    let factory: Elf.HandlerFactory
    /// The sources that may open the route when it is handled; `nil` for any source.
    let allowedSources: Set<Elf.LinkSource>?

    init(
        pattern: String, parameterNames: [String], factory: @escaping Elf.HandlerFactory,
        allowedSources: Set<Elf.LinkSource>? = nil
    ) {
        self.pattern = pattern
        self.parameterNames = parameterNames
        self.factory = factory
        self.allowedSources = allowedSources
    }

    /// Whether a URL from `source` may open the route.
    func allows(_ source: Elf.LinkSource) -> Bool {
        allowedSources?.contains(source) ?? true
    }
}
