/// A frozen routing tree whose routes each carry a value of type `Payload`
/// (as matchit's `Router<T>`).
///
/// The tree knows patterns and values, nothing of handlers or link sources:
/// the router's table carries a ``RouteEntry`` (factory and allowed
/// sources), the rewrite rules' table a rule index, reverse routing a
/// pattern index and a module's table a page index. Each keeps a tree of its
/// own payload; none registers stand-in handlers.
///
/// The walk itself (``RouteTree``) is not generic: it finds route indices,
/// and ``values`` maps each index to its payload, so every payload type
/// shares one compiled matcher.
struct PatternTree<Payload: Sendable>: Sendable {
    /// The frozen patterns the walk runs on.
    let tree: RouteTree
    /// The payload of each route, by the route's index in ``tree``.
    let values: [Payload]
    /// The router's entry points, for its own routes' tree when it has any
    /// (ROUTING.md §2a); `nil` otherwise, and for every other tree.
    var entryPoints: EntryPointTable?

    /// An empty tree: it matches nothing.
    static var empty: PatternTree { Builder().freeze(customTypes: []) }

    /// The record and payload of route `index`.
    @inline(__always)
    subscript(route index: Int) -> (record: RouteRecord, value: Payload) {
        (tree.routes[index], values[index])
    }

    /// The mutable side: registration inserts and removes forms, each with its payload.
    ///
    /// A class, like the shape builder it wraps: registration mutates one
    /// builder in place (under its owner's lock) and freezes it into a new
    /// immutable tree when a lookup needs one.
    final class Builder {
        /// The shape of the tree, keyed by builder slot.
        let shape = RouteTree.Builder()
        /// The payload of each builder slot; `nil` once its route is removed.
        private(set) var values: [Payload?] = []

        init() {}

        /// The route already registered with the same shape as `form`, if any.
        ///
        /// - Complexity: O(*s*) hash lookups for a form of *s* segments.
        func existingRoute(for form: RoutePattern.Form) -> RouteRecord? {
            shape.existingRoute(for: form)
        }

        /// The payload of the route registered with the same shape as `form`, if any.
        ///
        /// - Complexity: O(*s*) hash lookups for a form of *s* segments.
        func value(for form: RoutePattern.Form) -> Payload? {
            shape.existingSlot(for: form).flatMap { values[$0] }
        }

        /// Inserts `form` with `value` unless a route of the same shape is
        /// there, and returns that route.
        ///
        /// - Complexity: O(*s*) hash lookups for a form of *s* segments.
        @discardableResult
        func insert(_ form: RoutePattern.Form, record: RouteRecord, value: Payload) -> RouteRecord? {
            if let existing = shape.insert(form, route: record) { return existing }
            values.append(value)
            return nil
        }

        /// Removes `form` if it is registered.
        func remove(_ form: RoutePattern.Form) {
            if let slot = shape.remove(form) { values[slot] = nil }
        }

        /// A mark for ``removeInserted(_:keepingSlots:)``.
        var routeSlotCount: Int { shape.routeSlotCount }

        /// Removes `forms`, every form inserted since the builder held `mark`
        /// slots, and forgets their slots.
        func removeInserted(_ forms: [RoutePattern.Form], keepingSlots mark: Int) {
            shape.removeInserted(forms, keepingSlots: mark)
            if mark < values.count { values.removeSubrange(mark...) }
        }

        /// Removes every route.
        func removeAll() {
            shape.removeAll()
            values = []
        }

        /// Flattens the builder into an immutable tree of the same payloads.
        ///
        /// - Complexity: O(*n*) in the total size of the builder.
        func freeze(customTypes: [PlaceholderType]) -> PatternTree {
            let (tree, slots) = shape.freeze(customTypes: customTypes)
            // Every frozen route has a live slot, so its value is there.
            return PatternTree(tree: tree, values: slots.map { values[$0]! }, entryPoints: nil)
        }
    }
}
