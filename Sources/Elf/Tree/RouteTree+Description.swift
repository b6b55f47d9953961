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
        var lines: [String] = []
        if schemeRoot >= 0 {
            for edge in literalEdges(of: nodes[schemeRoot]) {
                lines.append(label(edge) + "://")
                draw(edge.child, indent: "", into: &lines, customTypeNames)
            }
        }
        if anySchemeRoot >= 0 {
            lines.append("*://")
            draw(anySchemeRoot, indent: "", into: &lines, customTypeNames)
        }
        if pathRoot >= 0 {
            lines.append("/" + routeSuffix(nodes[pathRoot].terminal))
            draw(pathRoot, indent: "", into: &lines, customTypeNames)
        }
        return lines.joined(separator: "\n")
    }

    private func literalEdges(of node: Node) -> Slice<UnsafeBufferPointer<LiteralEdge>> {
        literalEdges[node.literalStart..<node.literalStart + node.literalCount]
    }

    private func label(_ edge: LiteralEdge) -> String {
        String(decoding: literalBytes[edge.bytes], as: UTF8.self)
    }

    private func routeSuffix(_ route: Int) -> String {
        route >= 0 ? " ⇒ " + routes[route].pattern : ""
    }

    private func draw(_ index: Int, indent: String, into lines: inout [String], _ customTypeNames: [String]) {
        let node = nodes[index]
        var children: [(String, Int?, Int)] = literalEdges(of: node).map { (label($0), $0.child, -1) }
        for edge in placeholderEdges[node.placeholderStart..<node.placeholderStart + node.placeholderCount] {
            let name: String
            switch edge.kind {
            case .int: name = "int"
            case .double: name = "double"
            case .bool: name = "bool"
            case .uuid: name = "uuid"
            case .custom(let custom): name = customTypeNames[custom]
            case .string: name = "string"
            }
            children.append(("<\(name)>", edge.child, -1))
        }
        if node.pathTerminal >= 0 { children.append(("<path>", nil, node.pathTerminal)) }
        if node.wildcardTerminal >= 0 { children.append(("*", nil, node.wildcardTerminal)) }

        for (offset, (text, child, route)) in children.enumerated() {
            let isLast = offset == children.count - 1
            let terminal = child.map { nodes[$0].terminal } ?? route
            lines.append(indent + (isLast ? "└─ " : "├─ ") + text + routeSuffix(terminal))
            if let child { draw(child, indent: indent + (isLast ? "   " : "│  "), into: &lines, customTypeNames) }
        }
    }
}
