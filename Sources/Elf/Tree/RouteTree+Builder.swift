extension RouteTree {
    /// The mutable side of the tree: registration inserts and removes forms here.
    ///
    /// The builder holds the same flat arrays as a frozen ``RouteTree`` (see
    /// there), and a node is reached by the *shape* of a segment (placeholder
    /// names erased), so two forms reach the same node exactly when they
    /// match the same URLs: a duplicate is a node whose terminal is taken.
    ///
    /// Inserting a form probes the edge table once per segment and appends
    /// the nodes that are missing; the table grows by doubling when it is
    /// half full. Removing a route only clears its terminal; the nodes left
    /// without routes are dropped by the next freeze (``compact()``).
    ///
    /// A struct its owner keeps in one stored property, so that an insertion
    /// pays for one exclusivity check on that property rather than one per
    /// access to each array of a class.
    struct Builder {
        private(set) var nodes: ContiguousArray<Node> = []
        private(set) var labelBytes: ContiguousArray<UInt8> = []
        private(set) var slots: ContiguousArray<Int32> = []
        /// How many slots hold a node.
        private var usedSlots = 0
        /// Routes by identifier; a removed route leaves `nil` behind.
        private(set) var routes: ContiguousArray<RouteRecord?> = []
        /// The most nodes on any path from a root.
        private(set) var depth = 1
        /// The scheme nodes (the scheme root's children), for the frozen tree's ``RouteTree/schemeWords``.
        private(set) var schemeNodes: [Int32] = []
        /// Whether a route was removed since the last compaction, so that nodes may hold no route.
        private(set) var hasRemovals = false
        /// One shared list per distinct list of parameter names (see
        /// ``ParameterList``), by the names joined with `/` (which no name holds).
        ///
        /// Keyed by a string, not by the array: a dictionary keyed by
        /// `[String]` made the first registration of every process look up at
        /// run time how arrays of strings hash (a search of every protocol
        /// conformance the app links, about 350,000 instructions on its launch path).
        private var parameterLists: [String: ParameterList] = [:]
        /// Whether a frozen tree holds these arrays, so the next change must copy them first.
        private var isShared = false
        /// How many live routes have a nonzero priority: while none has, a
        /// lookup takes the walk's order as it is (``RouteOrdering``).
        private(set) var prioritizedRoutes = 0
        /// How many live routes have query constraints.
        private(set) var queryRoutes = 0
        /// The custom routes, by name, each with its route identifier, in the order they were added.
        private(set) var customRoutes: [(name: String, route: Int)] = []
        /// How many live path routes start with a literal that has capitals
        /// (see ``RouteRecord/firstLiteral``).
        private(set) var casedPathRoutes = 0
        /// Whether the first literal of a path pattern's own form is filed
        /// lowercased, as a host compares (ROUTING.md §3, §4b): true unless
        /// the router has entry points.
        ///
        /// Change it only when no path pattern's own form is in the tree
        /// (``RouterRegistry`` takes them out and files them again).
        var foldsPathRoot = true
        /// The routes that share a node, by the route the node's terminal holds.
        ///
        /// They differ only in their query constraints: every route at the
        /// node, that one included, most constrained first
        /// (``QueryConstraint/precedes(_:_:)``). Only nodes with two or more routes.
        private(set) var variants: [Int: [Int]] = [:]
        /// Per node, how far one lookup can go below it (``Reach``); kept by
        /// `RouteTree+Reach.swift`, and never handed to a frozen tree.
        var reach: ContiguousArray<Reach> = []
        /// The ``worstCaseSteps`` past which an insertion is recorded as a
        /// ``crossing``; `nil` records none.
        var backtrackingThreshold: Int?
        /// Whether the table was past the threshold when last looked at, so
        /// that each crossing is recorded once.
        var isPastBacktrackingThreshold = false
        /// The insertion that took the table past the threshold, until its owner takes it.
        var crossing: BacktrackingCrossing?

        /// Gives the builder arrays of its own before it changes them, when a frozen tree holds these.
        ///
        /// Copy-on-write would copy them too, but only after reading their
        /// reference counts, and a count that another thread has just
        /// decremented (a lookup letting go of the tree) orders nothing: the
        /// builder could then write where that lookup was still reading. So the
        /// builder never writes to an array it has handed out, whatever its
        /// count. Spare capacity is reserved, so the copy grows no sooner than
        /// the original would have.
        ///
        /// - Complexity: O(*n*) once after each freeze; O(1) otherwise.
        private mutating func unshare() {
            guard isShared else { return }
            nodes = nodes.copied()
            labelBytes = labelBytes.copied()
            slots = slots.copied()
            routes = routes.copied()
            isShared = false
        }

        /// Records that a frozen tree now holds the builder's arrays.
        mutating func markShared() { isShared = true }

        init() { removeAll() }

        /// Removes every route.
        mutating func removeAll() {
            nodes = [
                Node(parent: -1, labelEnd: 0, code: EdgeCode.root),
                Node(parent: -1, labelEnd: 0, code: EdgeCode.root),
                Node(parent: -1, labelEnd: 0, code: EdgeCode.root),
            ]
            labelBytes = []
            schemeNodes = []
            slots = ContiguousArray(repeating: -1, count: 8)
            usedSlots = 0
            reach = [Reach(), Reach(), Reach()]
            isPastBacktrackingThreshold = false
            crossing = nil
            routes = []
            depth = 1
            hasRemovals = false
            parameterLists = [:]
            isShared = false
            prioritizedRoutes = 0
            queryRoutes = 0
            casedPathRoutes = 0
            variants = [:]
            customRoutes = []
        }

        // MARK: - Finding and adding edges

        /// The child of `parent` over the literal `label`, or -1 and the empty slot it would take.
        ///
        /// - Complexity: O(*b*) for a label of *b* bytes, plus amortized O(1) probes.
        private func findLiteral(_ label: ArraySlice<UInt8>, under parent: Int32) -> (child: Int32, slot: Int) {
            let hash = withBorrowedBytes(of: label) { RouteTree.hashWords($0) }
            var slot = RouteTree.slot(for: RouteTree.key(hash, parent: parent), count: slots.count)
            while true {
                let child = slots[slot]
                if child < 0 { return (-1, slot) }
                if nodes[Int(child)].parent == parent, nodes[Int(child)].code == EdgeCode.literal,
                    labelEquals(child, label)
                {
                    return (child, slot)
                }
                slot = slot + 1 == slots.count ? 0 : slot + 1
            }
        }

        /// The child of `parent` over the non-literal edge `code`, or -1 and the empty slot it would take.
        private func find(_ code: UInt16, under parent: Int32) -> (child: Int32, slot: Int) {
            var slot = RouteTree.slot(
                for: RouteTree.key(RouteTree.hash(code: code), parent: parent), count: slots.count)
            while true {
                let child = slots[slot]
                if child < 0 { return (-1, slot) }
                if nodes[Int(child)].parent == parent, nodes[Int(child)].code == code { return (child, slot) }
                slot = slot + 1 == slots.count ? 0 : slot + 1
            }
        }

        /// The child of `parent` over the edge a segment (or a scheme) names,
        /// or -1 and the empty slot it would take.
        private func find(_ segment: PatternSegment, under parent: Int32) -> (child: Int32, slot: Int) {
            switch segment {
            case .literal(let bytes): findLiteral(bytes, under: parent)
            case .placeholder(_, let kind): find(EdgeCode.of(kind), under: parent)
            case .path: find(EdgeCode.path, under: parent)
            case .wildcard: find(EdgeCode.wildcard, under: parent)
            }
        }

        /// Appends the child of `parent` over `segment`, filed in the empty `slot`, and returns its index.
        private mutating func add(_ segment: PatternSegment, under parent: Int32, at slot: Int) -> Int32 {
            let code: UInt16
            switch segment {
            case .literal(let bytes):
                labelBytes.append(contentsOf: bytes)
                code = EdgeCode.literal
            case .placeholder(_, let kind): code = EdgeCode.of(kind)
            case .path: code = EdgeCode.path
            case .wildcard: code = EdgeCode.wildcard
            }
            let index = Int32(nodes.count)
            nodes.append(Node(parent: parent, labelEnd: Int32(labelBytes.count), code: code))
            nodes[Int(parent)].children |= ChildKinds.of(code)
            if parent == RouteTree.schemeRoot { schemeNodes.append(index) }
            slots[slot] = index
            usedSlots += 1
            if usedSlots * 2 > slots.count { rehash(slotCount: slots.count * 2) }
            return index
        }

        /// Whether node `index` is labelled `label`.
        private func labelEquals(_ index: Int32, _ label: ArraySlice<UInt8>) -> Bool {
            let end = Int(nodes[Int(index)].labelEnd)
            let start = Int(nodes[Int(index) - 1].labelEnd)
            return end - start == label.count && labelBytes[start..<end].elementsEqual(label)
        }

        /// Rebuilds the edge table with `slotCount` slots.
        ///
        /// - Complexity: O(*n*) in the number of nodes and label bytes.
        private mutating func rehash(slotCount: Int) {
            slots = RouteTree.edgeTable(for: nodes, labelBytes: labelBytes, slotCount: slotCount)
        }

        // MARK: - Forms

        /// The node whose terminal a form's route occupies, or `nil` when it is not in the tree.
        private func terminalNode(of form: RoutePattern.Form) -> Int32? {
            var node: Int32
            switch form.root {
            case .scheme(let scheme):
                let (child, _) = findLiteral(scheme, under: RouteTree.schemeRoot)
                guard child >= 0 else { return nil }
                node = child
            case .anyScheme:
                node = RouteTree.anySchemeRoot
            case .path:
                node = RouteTree.pathRoot
            }
            for segment in form.treeSegments(foldingPathRoot: foldsPathRoot) {
                let (child, _) = find(segment, under: node)
                guard child >= 0 else { return nil }
                node = child
            }
            return node
        }

        /// The node whose terminal a form's route occupies, created with the nodes on the way to it.
        private mutating func addTerminalNode(of form: RoutePattern.Form) -> Int32 {
            var node: Int32
            var level = 1
            // The first node added: those after it each hang below the one before.
            var firstAdded: Int32 = -1
            switch form.root {
            case .scheme(let scheme):
                let (child, slot) = findLiteral(scheme, under: RouteTree.schemeRoot)
                if child >= 0 {
                    node = child
                } else {
                    node = add(.literal(scheme), under: RouteTree.schemeRoot, at: slot)
                    firstAdded = node
                }
                level = 2
            case .anyScheme:
                node = RouteTree.anySchemeRoot
            case .path:
                node = RouteTree.pathRoot
            }
            for segment in form.treeSegments(foldingPathRoot: foldsPathRoot) {
                let (child, slot) = find(segment, under: node)
                if child >= 0 {
                    node = child
                } else {
                    node = add(segment, under: node, at: slot)
                    if firstAdded < 0 { firstAdded = node }
                }
                level += 1
            }
            depth = max(depth, level)
            if firstAdded >= 0 { addReach(ofChainFrom: firstAdded, to: node) }
            return node
        }

        /// The route already registered with the same shape as `form`, if any.
        ///
        /// - Complexity: O(*s*) hash probes for a form of *s* segments.
        func existingRoute(for form: RoutePattern.Form) -> RouteRecord? {
            existingSlot(for: form).flatMap { routes[$0] }
        }

        /// The route identifier of the route registered with the same shape as `form`, if any.
        ///
        /// - Complexity: O(*s*) hash probes for a form of *s* segments.
        func existingSlot(for form: RoutePattern.Form) -> Int? {
            guard let node = terminalNode(of: form) else { return nil }
            let id = nodes[Int(node)].terminal
            return id < 0 ? nil : variant(of: Int(id), matching: form)
        }

        /// The route among those at the node whose terminal holds `head` with
        /// the query constraints of `form`, if any.
        private func variant(of head: Int, matching form: RoutePattern.Form) -> Int? {
            guard let group = variants[head] else {
                return routes[head].map { Self.sameQuery($0.query, form.query) } == true ? head : nil
            }
            return group.first { routes[$0].map { Self.sameQuery($0.query, form.query) } == true }
        }

        /// Whether two lists of query constraints have the same shape (names erased).
        private static func sameQuery(_ lhs: [QueryConstraint], _ rhs: [QueryConstraint]) -> Bool {
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.shape == $1.shape }
        }

        /// Counts `route` in or out of the tallies the frozen tree's ``RouteOrdering`` follows from.
        private mutating func tally(_ route: RouteRecord, _ change: Int) {
            if route.priority != 0 { prioritizedRoutes += change }
            if !route.query.isEmpty { queryRoutes += change }
            if route.firstLiteral?.contains(where: ASCII.isUppercase) == true { casedPathRoutes += change }
        }

        /// Inserts `form` unless a route of the same shape is there, and returns that route.
        ///
        /// One walk both checks and inserts: nodes on the way to a duplicate
        /// already exist, so a rejected form adds nothing.
        ///
        /// - Complexity: O(*s*) amortized hash probes for a form of *s* segments.
        @discardableResult
        mutating func insert(_ form: RoutePattern.Form, route: RouteRecord) -> RouteRecord? {
            unshare()
            let node = Int(addTerminalNode(of: form))
            let existing = nodes[node].terminal
            if existing >= 0 {
                // Routes that differ only in their query constraints share the node.
                let head = Int(existing)
                if let same = variant(of: head, matching: form) { return routes[same] }
                var group = variants[head] ?? [head]
                group.append(routes.count)
                let record = indexed(route, form: form)
                routes.append(record)
                tally(record, 1)
                let records = routes
                group.sort { QueryConstraint.precedes(records[$0]?.query ?? [], records[$1]?.query ?? []) }
                variants[head] = group
                return nil
            }
            nodes[node].terminal = Int32(routes.count)
            let record = indexed(route, form: form)
            routes.append(record)
            tally(record, 1)
            if let threshold = backtrackingThreshold, !isPastBacktrackingThreshold, worstCaseSteps > threshold {
                noteCrossing(by: route, threshold: threshold)
            }
            return nil
        }

        /// A record of `form` of the pattern `text`, ready to insert: its
        /// parameter list is the builder's shared one for its names.
        ///
        /// Records made here are filed as they are; a record made elsewhere
        /// is made again when it is inserted (``indexed(_:form:)``), which
        /// costs a registration a second allocation.
        mutating func record(
            of form: RoutePattern.Form, pattern text: String, entryPoint: String? = nil, priority: Int = 0
        ) -> RouteRecord {
            RouteRecord(
                pattern: text, parameters: sharedParameters(form.parameterNames), entryPoint: entryPoint,
                priority: priority, query: form.query, firstLiteral: Self.firstLiteral(of: form))
        }

        /// The builder's one indexed list of `names`.
        private mutating func sharedParameters(_ names: [String]) -> ParameterList {
            if names.isEmpty { return .none }
            let key = names.joined(separator: "/")
            if let shared = parameterLists[key] { return shared }
            let shared = ParameterList(names, indexed: true)
            parameterLists[key] = shared
            return shared
        }

        /// The first literal of a path pattern's form, as written (see ``RouteRecord/firstLiteral``).
        private static func firstLiteral(of form: RoutePattern.Form) -> [UInt8]? {
            guard case .path = form.root, case .literal(let bytes)? = form.segments.first else { return nil }
            return Array(bytes)
        }

        /// `route`, or a record of the same pattern whose parameter list is the
        /// builder's shared, indexed one for its names.
        private mutating func indexed(_ route: RouteRecord, form: RoutePattern.Form) -> RouteRecord {
            let firstLiteral = Self.firstLiteral(of: form)
            let parameters = route.parameters
            // A record filed again as it was (``RouterRegistry`` refiling) stays the same object.
            if route.firstLiteral == firstLiteral,
                parameters.captureIndices != nil
                    || parameterLists[parameters.names.joined(separator: "/")] === parameters
            {
                return route
            }
            guard parameters.captureIndices == nil else {
                return route.with(parameters: parameters, firstLiteral: firstLiteral)
            }
            return route.with(parameters: sharedParameters(parameters.names), firstLiteral: firstLiteral)
        }

        /// Adds the custom route `route` under its pattern text (its name),
        /// unless a custom route of that name is there, and returns that one.
        ///
        /// A custom route takes a route identifier but no node: lookups ask
        /// its matcher after the walk (``RouteOrdering/customRoutes``).
        @discardableResult
        mutating func insertCustom(_ route: RouteRecord) -> RouteRecord? {
            if let existing = customRoutes.first(where: { $0.name == route.pattern }) { return routes[existing.route] }
            unshare()
            customRoutes.append((route.pattern, routes.count))
            routes.append(route)
            tally(route, 1)
            return nil
        }

        /// The identifier of the custom route named `name`, if any.
        func customRoute(named name: String) -> Int? {
            customRoutes.first { $0.name == name }?.route
        }

        /// Removes the custom route named `name`, and returns the route identifier it held.
        @discardableResult
        mutating func removeCustom(named name: String) -> Int? {
            guard let index = customRoutes.firstIndex(where: { $0.name == name }) else { return nil }
            unshare()
            let id = customRoutes.remove(at: index).route
            if let removed = routes[id] { tally(removed, -1) }
            routes[id] = nil
            return id
        }

        /// Removes `form` if it is registered, and returns the route identifier it held.
        @discardableResult
        mutating func remove(_ form: RoutePattern.Form) -> Int? {
            guard let node = terminalNode(of: form) else { return nil }
            let head = Int(nodes[Int(node)].terminal)
            guard head >= 0, let id = variant(of: head, matching: form) else { return nil }
            unshare()
            if let removed = routes[id] { tally(removed, -1) }
            routes[id] = nil
            if var group = variants.removeValue(forKey: head) {
                // Another route stays at the node: it holds the terminal now.
                group.removeAll { $0 == id }
                nodes[Int(node)].terminal = Int32(group[0])
                if group.count > 1 { variants[group[0]] = group }
                return id
            }
            nodes[Int(node)].terminal = -1
            hasRemovals = true
            return id
        }

        /// How many route identifiers the builder has handed out, removed routes
        /// included: a mark for ``removeInserted(_:keepingSlots:)``.
        var routeSlotCount: Int { routes.count }

        /// Removes `forms`, which are every form inserted since the builder held
        /// `mark` route identifiers, and forgets those identifiers, so that
        /// undoing a rejected batch leaves no trace in ``routes``.
        ///
        /// - Complexity: O(*s*) hash probes per form of *s* segments.
        mutating func removeInserted(_ forms: [RoutePattern.Form], keepingSlots mark: Int) {
            unshare()
            for form in forms { remove(form) }
            if mark < routes.count { routes.removeSubrange(mark...) }
            crossing = nil  // the undone batch is not registered
        }

        // MARK: - Freezing

        /// Drops every node that holds no route in or below it, renumbering the
        /// nodes and rebuilding the edge table and the child bits.
        ///
        /// Children are always added after their parent, so one pass backwards
        /// marks the nodes to keep and one pass forwards renumbers them.
        ///
        /// - Complexity: O(*n*) in the number of nodes and label bytes.
        mutating func compact() {
            var keep = [Bool](repeating: false, count: nodes.count)
            for index in stride(from: nodes.count - 1, through: 0, by: -1) {
                if nodes[index].terminal >= 0 { keep[index] = true }
                let parent = Int(nodes[index].parent)
                if keep[index], parent >= 0 { keep[parent] = true }
            }
            var renumbered = [Int32](repeating: -1, count: nodes.count)
            var levels = [Int32](repeating: 1, count: nodes.count)
            var newNodes = ContiguousArray<Node>()
            var newLabels = ContiguousArray<UInt8>()
            newNodes.reserveCapacity(keep.lazy.filter { $0 }.count + 3)
            depth = 1
            for index in nodes.indices where keep[index] || nodes[index].code == EdgeCode.root {
                var node = nodes[index]
                let start = index == 0 ? 0 : Int(nodes[index - 1].labelEnd)
                newLabels.append(contentsOf: labelBytes[start..<Int(node.labelEnd)])
                node.labelEnd = Int32(newLabels.count)
                node.children = 0
                if node.parent >= 0 {
                    levels[index] = levels[Int(node.parent)] + 1
                    depth = max(depth, Int(levels[index]))
                    node.parent = renumbered[Int(node.parent)]
                    newNodes[Int(node.parent)].children |= ChildKinds.of(node.code)
                }
                renumbered[index] = Int32(newNodes.count)
                newNodes.append(node)
            }
            nodes = newNodes
            labelBytes = newLabels
            schemeNodes = nodes.indices.filter { nodes[$0].parent == RouteTree.schemeRoot }.map { Int32($0) }
            usedSlots = nodes.count - 3
            rehash(slotCount: RouteTree.slotCount(forEdges: usedSlots))
            recomputeReach()
            routes = routes.copied()
            hasRemovals = false
            isShared = false
        }

        /// Copies each array into one of exactly its size when it has grown
        /// well past it, so a frozen tree holds no spare capacity.
        mutating func trimCapacity() {
            nodes = nodes.trimmed()
            labelBytes = labelBytes.trimmed()
            routes = routes.trimmed()
            reach = reach.trimmed()
            let fitting = RouteTree.slotCount(forEdges: usedSlots)
            if slots.count > fitting + fitting / 4 { rehash(slotCount: fitting) }
        }
    }

    /// The number of slots for a table of `edges` edges: at most half full, and at least 8.
    ///
    /// With linear probing a search that misses (a segment no literal edge
    /// matches, which every placeholder step begins with) probes about
    /// ½(1 + 1/(1 − load)²) slots: 2.5 at half full, 6 at 70%.
    static func slotCount(forEdges edges: Int) -> Int {
        max(8, edges * 2 + 1)
    }

    /// An edge table over `nodes` with `slotCount` slots.
    ///
    /// - Complexity: O(*n*) in the number of nodes and label bytes.
    static func edgeTable(
        for nodes: ContiguousArray<Node>, labelBytes: ContiguousArray<UInt8>, slotCount: Int
    ) -> ContiguousArray<Int32> {
        // The table is made inside the closure: an array the closure captured
        // and wrote would be checked for uniqueness at every write.
        withBorrowedBytes(of: labelBytes) { labels in
            var slots = ContiguousArray<Int32>(repeating: -1, count: slotCount)
            for index in nodes.indices where nodes[index].parent >= 0 {
                let node = nodes[index]
                let hash: UInt32
                if node.code == EdgeCode.literal {
                    let start = Int(nodes[index - 1].labelEnd)
                    hash = RouteTree.hashWords(labels.extracting(start..<Int(node.labelEnd)))
                } else {
                    hash = RouteTree.hash(code: node.code)
                }
                var slot = RouteTree.slot(for: RouteTree.key(hash, parent: node.parent), count: slotCount)
                while slots[slot] >= 0 { slot = slot + 1 == slotCount ? 0 : slot + 1 }
                slots[slot] = Int32(index)
            }
            return slots
        }
    }
}

extension ContiguousArray {
    /// A copy in a buffer of its own, with room to grow by half.
    func copied() -> ContiguousArray {
        var copy = ContiguousArray()
        copy.reserveCapacity(count + count / 2 + 8)
        copy.append(contentsOf: self)
        return copy
    }

    /// The array itself, or a copy of exactly its size when it has grown
    /// well past its contents (appending doubles the capacity).
    func trimmed() -> ContiguousArray {
        guard capacity > count + count / 8 + 16 else { return self }
        // Appended to a new array of its size: `ContiguousArray(self[...])`
        // would hand back the same buffer, spare capacity and all.
        var copy = ContiguousArray()
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
