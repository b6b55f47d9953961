extension RouteTree {
    /// The bytes of a literal edge, hashed in one call rather than byte by byte
    /// (an array's own `hash(into:)` feeds the hasher one element at a time).
    struct Label: Hashable {
        var bytes: [UInt8]

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// The mutable side of the tree: registration inserts and removes forms here.
    ///
    /// Each node is keyed by the *shape* of a segment (names erased), so two
    /// forms reach the same node exactly when they match the same URLs: a
    /// duplicate is a node that already has a route of that kind.
    final class Builder {
        /// A node of the mutable tree.
        final class Node {
            var literals: [Label: Node] = [:]
            var placeholders: [PlaceholderKind: Node] = [:]
            var terminal: Int?
            var pathTerminal: Int?
            var wildcardTerminal: Int?
        }

        /// Literal children are the schemes; their children are host-level nodes.
        private(set) var schemes = Node()
        /// The host-level node of `*://` patterns.
        private(set) var anyScheme = Node()
        /// The root of path patterns.
        private(set) var paths = Node()
        /// Routes by identifier; removed routes leave `nil` behind until the next compaction.
        private(set) var routes: [RouteRecord?] = []

        init() {}

        /// The node a form's last segment hangs from, created on the way when `create` is set.
        private func parent(of form: RoutePattern.Form, create: Bool) -> Node? {
            var node: Node
            switch form.root {
            case .scheme(let scheme):
                guard let child = Self.literalChild(of: schemes, Label(scheme), create: create) else { return nil }
                node = child
            case .anyScheme:
                node = anyScheme
            case .path:
                node = paths
            }
            for segment in form.segments where !segment.isCatchAll {
                let next: Node?
                switch segment.shape {
                case .literal(let bytes):
                    next = Self.literalChild(of: node, Label(bytes), create: create)
                case .placeholder(let kind):
                    next = node.placeholders[kind] ?? (create ? Node() : nil)
                    if create, let next, node.placeholders[kind] == nil { node.placeholders[kind] = next }
                case .path, .wildcard:
                    next = node
                }
                guard let next else { return nil }
                node = next
            }
            return node
        }

        /// The child of `node` over `label`, added when missing and `create` is set.
        private static func literalChild(of node: Node, _ label: Label, create: Bool) -> Node? {
            if let child = node.literals[label] { return child }
            guard create else { return nil }
            let child = Node()
            node.literals[label] = child
            return child
        }

        /// The key path of the terminal slot a form ends in.
        private static func slot(for form: RoutePattern.Form) -> ReferenceWritableKeyPath<Node, Int?> {
            switch form.segments.last {
            case .path: \.pathTerminal
            case .wildcard: \.wildcardTerminal
            default: \.terminal
            }
        }

        /// The route already registered with the same shape as `form`, if any.
        ///
        /// - Complexity: O(*s*) hash lookups for a form of *s* segments.
        func existingRoute(for form: RoutePattern.Form) -> RouteRecord? {
            existingSlot(for: form).flatMap { routes[$0] }
        }

        /// The slot of the route registered with the same shape as `form`, if any.
        ///
        /// - Complexity: O(*s*) hash lookups for a form of *s* segments.
        func existingSlot(for form: RoutePattern.Form) -> Int? {
            parent(of: form, create: false)?[keyPath: Self.slot(for: form)]
        }

        /// Inserts `form` unless a route of the same shape is there, and returns that route.
        ///
        /// One walk both checks and inserts; nodes created on the way to a
        /// duplicate stay empty and are dropped at the next freeze.
        ///
        /// - Complexity: O(*s*) hash lookups for a form of *s* segments.
        @discardableResult
        func insert(_ form: RoutePattern.Form, route: RouteRecord) -> RouteRecord? {
            let node = parent(of: form, create: true)!
            let slot = Self.slot(for: form)
            if let existing = node[keyPath: slot] { return routes[existing] }
            node[keyPath: slot] = routes.count
            routes.append(route)
            return nil
        }

        /// Removes `form` if it is registered, and returns the slot it held;
        /// empty nodes are pruned at the next freeze.
        @discardableResult
        func remove(_ form: RoutePattern.Form) -> Int? {
            guard let node = parent(of: form, create: false) else { return nil }
            let slot = Self.slot(for: form)
            let id = node[keyPath: slot]
            if let id { routes[id] = nil }
            node[keyPath: slot] = nil
            return id
        }

        /// How many route slots the builder holds, removed routes included: a
        /// mark for ``removeInserted(_:keepingSlots:)``.
        var routeSlotCount: Int { routes.count }

        /// Removes `forms`, which are every form inserted since the builder held
        /// `mark` route slots, and forgets their slots, so that undoing a
        /// rejected batch leaves no trace in ``routes``.
        ///
        /// - Complexity: O(*s*) hash lookups per form of *s* segments.
        func removeInserted(_ forms: [RoutePattern.Form], keepingSlots mark: Int) {
            for form in forms { remove(form) }
            if mark < routes.count { routes.removeSubrange(mark...) }
        }

        /// Removes every route.
        func removeAll() {
            schemes = Node()
            anyScheme = Node()
            paths = Node()
            routes = []
        }
    }
}
