/// What a placeholder accepts, in precedence order (ROUTING.md §2).
///
/// The order of the cases *is* the precedence among placeholders: typed
/// placeholders (`int`, `double`, `bool`, `uuid`, then custom types in the
/// order they were added) beat the untyped `string` placeholder. ``rank``
/// orders kinds; among a node's children, `RouteTree.Precedence` places
/// them between literals and `<path:...>` (the walk, the tree's drawing and
/// RouteTreeTests all use it).
enum PlaceholderKind: Hashable, Sendable, Comparable {
    case int
    case double
    case bool
    case uuid
    /// A user-defined type, by the index it was added at.
    case custom(Int)
    case string

    /// Lower ranks are tried first.
    var rank: Int {
        switch self {
        case .int: 0
        case .double: 1
        case .bool: 2
        case .uuid: 3
        case .custom(let index): 4 + index
        case .string: Int.max
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// The built-in type names a pattern may write before the colon (`path`
    /// is not a placeholder kind: it is a segment kind of its own).
    static func builtIn(named name: String) -> PlaceholderKind? {
        switch name {
        case "string": .string
        case "int": .int
        case "double", "float": .double
        case "bool": .bool
        case "uuid": .uuid
        default: nil
        }
    }

    /// The names no custom type may take.
    static let reservedNames: Set<String> = ["string", "int", "double", "float", "bool", "uuid", "path"]
}
