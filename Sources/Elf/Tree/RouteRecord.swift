/// One registered form of a pattern, as the tree stores it: the pattern's
/// text and the names its placeholders bind.
///
/// A class, so that a match holds one reference to it instead of copying
/// the pattern and the names.
///
/// Parameter names live here, not in the tree: `app://a/<x>/b` and
/// `app://a/<y>/c` share the placeholder node and differ only in their
/// records. What a route *does* is not here either: a ``PatternTree`` pairs
/// each record with a payload of its own type (a handler factory, a rewrite
/// rule's index, a module page).
final class RouteRecord: Sendable {
    /// The pattern exactly as registered (shared by all forms of the pattern).
    let pattern: String
    /// The names bound by the form's placeholders, in URL order.
    let parameterNames: [String]
    /// For a path pattern's form written out through an entry point
    /// (ROUTING.md §2a), that entry point as it was added; `nil` for a form
    /// as registered.
    let entryPoint: String?
    /// Whether this is a path pattern's own form (`/p`, not written out):
    /// once the router has entry points, it matches only bare `/path` URLs.
    let isPathForm: Bool

    init(pattern: String, parameterNames: [String], entryPoint: String? = nil) {
        self.pattern = pattern
        self.parameterNames = parameterNames
        self.entryPoint = entryPoint
        // A path pattern, and only a path pattern, starts with `/`.
        self.isPathForm = entryPoint == nil && pattern.utf8.first == ASCII.slash
    }
}
