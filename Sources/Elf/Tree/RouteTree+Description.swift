extension RouteTree {
    /// A readable drawing of the tree, one edge per line, routes after `⇒`.
    ///
    /// ```
    /// app://
    /// └─ user
    ///    ├─ <int>
    ///    │  └─ following ⇒ app://user/<int:id>/following
    ///    └─ <string> ⇒ app://user/<name>
    /// ```
    func drawing(customTypeNames: [String]) -> String {
        let children = childLists()
        var lines: [String] = []
        for scheme in children[Int(Self.schemeRoot)] {
            lines.append(label(of: scheme) + "://")
            draw(scheme, indent: "", children, into: &lines, customTypeNames)
        }
        if !children[Int(Self.anySchemeRoot)].isEmpty || nodes[Int(Self.anySchemeRoot)].terminal >= 0 {
            lines.append("*://")
            draw(Int(Self.anySchemeRoot), indent: "", children, into: &lines, customTypeNames)
        }
        if !children[Int(Self.pathRoot)].isEmpty || nodes[Int(Self.pathRoot)].terminal >= 0 {
            lines.append("/" + routeSuffix(nodes[Int(Self.pathRoot)].terminal))
            draw(Int(Self.pathRoot), indent: "", children, into: &lines, customTypeNames)
        }
        return lines.joined(separator: "\n")
    }

    /// The children of every node, in the order the walk tries them
    /// (``RouteTree/Precedence``), literals among themselves by their bytes.
    func childLists() -> [[Int]] {
        var children = [[Int]](repeating: [], count: nodes.count)
        for index in nodes.indices where nodes[index].parent >= 0 {
            children[Int(nodes[index].parent)].append(index)
        }
        for index in children.indices where children[index].count > 1 {
            children[index].sort { left, right in
                let leftOrder = Precedence.order(of: nodes[left].code)
                let rightOrder = Precedence.order(of: nodes[right].code)
                if leftOrder != rightOrder { return leftOrder < rightOrder }
                return label(left).lexicographicallyPrecedes(label(right))
            }
        }
        return children
    }

    /// The label bytes of node `index` (empty for non-literal edges).
    func label(_ index: Int) -> ArraySlice<UInt8> {
        let start = index == 0 ? 0 : Int(nodes[index - 1].labelEnd)
        return labelBytes[start..<Int(nodes[index].labelEnd)]
    }

    private func label(of index: Int) -> String {
        String(decoding: label(index), as: UTF8.self)
    }

    private func routeSuffix(_ route: Int32) -> String {
        route >= 0 ? " ⇒ " + routes[Int(route)].pattern : ""
    }

    private func draw(
        _ index: Int, indent: String, _ children: [[Int]], into lines: inout [String], _ customTypeNames: [String]
    ) {
        for (offset, child) in children[index].enumerated() {
            let text: String
            switch nodes[child].code {
            case EdgeCode.literal: text = label(of: child)
            case EdgeCode.path: text = "<path>"
            case EdgeCode.wildcard: text = "*"
            case let code:
                switch EdgeCode.kind(of: code) {
                case .int: text = "<int>"
                case .double: text = "<double>"
                case .bool: text = "<bool>"
                case .uuid: text = "<uuid>"
                case .custom(let custom): text = "<\(customTypeNames[custom])>"
                default: text = "<string>"
                }
            }
            let isLast = offset == children[index].count - 1
            lines.append(indent + (isLast ? "└─ " : "├─ ") + text + routeSuffix(nodes[child].terminal))
            draw(child, indent: indent + (isLast ? "   " : "│  "), children, into: &lines, customTypeNames)
        }
    }
}
