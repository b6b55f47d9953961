extension PlaceholderKind {
    /// The name a pattern writes for this kind (`double` for `<float:...>` too).
    func typeName(customTypes: [PlaceholderType]) -> String {
        switch self {
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .custom(let index): index < customTypes.count ? customTypes[index].name : "custom"
        case .string: "string"
        }
    }
}
