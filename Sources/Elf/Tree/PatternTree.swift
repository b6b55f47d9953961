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
///
/// A class, so that a lookup which fetches the current tree pays one retain
/// for it rather than one per array it holds.
final class PatternTree<Payload: Sendable>: Sendable {
    /// The frozen patterns the walk runs on.
    let tree: RouteTree
    /// The payload of each route, by the route's index in ``tree``.
    let values: Values
    /// The router's entry points, for its own routes' tree when it has any
    /// (ROUTING.md §2a); `nil` otherwise, and for every other tree.
    let entryPoints: EntryPointTable?
    /// Whether the walk's first candidate is the answer unless its route's
    /// check refuses it.
    ///
    /// It is when the router has no entry points, and no priorities, query
    /// constraints or custom routes (``RouteTree/ordering``): the one flag
    /// `match` tests before it takes the walk's fast path. Typed routes
    /// (``checks``) keep the fast path: `match` checks the first candidate,
    /// and only a refused one sends the lookup down the full path.
    let firstCandidateWins: Bool
    /// Each route's check of a match it made, by route index, or `nil` when no route has one (as every table
    /// but the router's own).
    ///
    /// A check returns why the route does not take the match (a typed route whose values do not decode), or
    /// `nil` when it does; the lookup then tries the next candidate, so `match`, handling and explain give
    /// one answer.
    let checks: [MatchCheck?]?

    /// Why a route does not take a match, or `nil` when it does.
    typealias MatchCheck = @Sendable (Elf.RouteMatch) -> String?

    init(tree: RouteTree, values: Values, entryPoints: EntryPointTable? = nil, checks: [MatchCheck?]? = nil) {
        self.tree = tree
        self.values = values
        self.entryPoints = entryPoints
        self.checks = checks
        self.firstCandidateWins = entryPoints == nil && tree.ordering == nil
    }

    /// Why route `index` does not take `match`, or `nil` when it does (or has no check).
    @inline(__always)
    func declineReason(of match: Elf.RouteMatch, route index: Int) -> String? {
        guard let checks, let check = checks[index] else { return nil }
        return check(match)
    }

    /// Whether route `index` takes `match`, when there is one: `match`'s fast path.
    ///
    /// The match is switched on, not mapped: a closure over it copies the
    /// match, which cost a typed table's lookup about 300 instructions.
    @inline(__always)
    func takes(_ match: Elf.RouteMatch?, route index: Int) -> Bool {
        switch match {
        case .none: true
        case .some(let match): declineReason(of: match, route: index) == nil
        }
    }

    /// The payloads by route index (shared with the builder that froze them,
    /// until it next changes); a removed route's index holds none.
    struct Values: Sendable {
        let payloads: ContiguousArray<Payload?>

        /// The payload of a route the tree found (always a live one).
        @inline(__always)
        subscript(index: Int) -> Payload { payloads[index].unsafelyUnwrapped }
    }

    /// An empty tree: it matches nothing.
    static var empty: PatternTree { Builder().freeze(customTypes: []) }

    /// The record and payload of route `index`.
    @inline(__always)
    subscript(route index: Int) -> (record: RouteRecord, value: Payload) {
        (tree.routes[index], values[index])
    }

    /// The mutable side: registration inserts and removes forms, each with its payload.
    ///
    /// A class: registration mutates one builder in place (under its
    /// owner's lock) and freezes it into a new immutable tree when a lookup
    /// needs one.
    final class Builder {
        /// The shape of the tree, its routes numbered as ``values`` is.
        private(set) var shape = RouteTree.Builder()
        /// The payload of each route identifier; `nil` once its route is removed.
        private(set) var values: ContiguousArray<Payload?> = []
        /// Whether a frozen tree holds ``values``, so the next change must copy it
        /// first (for the reason `RouteTree.Builder.unshare()` gives).
        private var valuesShared = false

        /// ``values`` in a buffer of the builder's own, to change.
        private func unshareValues() {
            guard valuesShared else { return }
            values = values.copied()
            valuesShared = false
        }

        init() {}

        /// Whether a payload with a match check was inserted (set by the
        /// owner, which knows its payloads); freezing looks for checks only then.
        var mayHaveChecks = false

        /// Whether the first literal of a path pattern's own form is filed
        /// lowercased (see ``RouteTree/Builder/foldsPathRoot``); change it
        /// only when no path pattern's own form is in the tree.
        var foldsPathRoot: Bool {
            get { shape.foldsPathRoot }
            set { shape.foldsPathRoot = newValue }
        }

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

        /// A record of `form` of the pattern `text` that inserts as it is,
        /// sharing the tree's parameter list for its names.
        func record(
            of form: RoutePattern.Form, pattern text: String, entryPoint: String? = nil, priority: Int = 0
        ) -> RouteRecord {
            shape.record(of: form, pattern: text, entryPoint: entryPoint, priority: priority)
        }

        /// Inserts `form` with `value` unless a route of the same shape is
        /// there, and returns that route.
        ///
        /// - Complexity: O(*s*) hash lookups for a form of *s* segments.
        @discardableResult
        func insert(_ form: RoutePattern.Form, record: RouteRecord, value: Payload) -> RouteRecord? {
            if let existing = shape.insert(form, route: record) { return existing }
            unshareValues()
            values.append(value)
            return nil
        }

        /// Adds the custom route `record` with `value` unless a custom route
        /// of the same name is there, and returns that one.
        @discardableResult
        func insertCustom(record: RouteRecord, value: Payload) -> RouteRecord? {
            if let existing = shape.insertCustom(record) { return existing }
            unshareValues()
            values.append(value)
            return nil
        }

        /// Removes the custom route named `name`; returns whether there was one.
        @discardableResult
        func removeCustom(named name: String) -> Bool {
            guard let slot = shape.removeCustom(named: name) else { return false }
            unshareValues()
            values[slot] = nil
            return true
        }

        /// Whether a custom route named `name` is registered.
        func hasCustom(named name: String) -> Bool { shape.customRoute(named: name) != nil }

        /// The ``RouteTree/Builder/worstCaseSteps`` past which an insertion is
        /// recorded (``insertNotingCrossing(_:record:value:)``); `nil` (the default) records none.
        var backtrackingThreshold: Int? {
            get { shape.backtrackingThreshold }
            set { shape.backtrackingThreshold = newValue }
        }

        /// Inserts `form` as ``insert(_:record:value:)`` does, and returns
        /// with the route already there the crossing of
        /// ``backtrackingThreshold`` this insertion made, if it made one.
        ///
        /// - Complexity: O(*s*) hash lookups for a form of *s* segments; O(*n*)
        ///   in the size of the table at a crossing after removals.
        func insertNotingCrossing(
            _ form: RoutePattern.Form, record: RouteRecord, value: Payload
        ) -> (existing: RouteRecord?, crossing: BacktrackingCrossing?) {
            let (existing, crossing) = shape.insertNotingCrossing(form, route: record)
            if existing != nil { return (existing, nil) }
            unshareValues()
            values.append(value)
            return (nil, crossing)
        }

        /// Removes `form` if it is registered.
        func remove(_ form: RoutePattern.Form) {
            if let slot = shape.remove(form) {
                unshareValues()
                values[slot] = nil
            }
        }

        /// A mark for ``removeInserted(_:keepingSlots:)``.
        var routeSlotCount: Int { shape.routeSlotCount }

        /// Removes `forms`, every form inserted since the builder held `mark`
        /// slots, and forgets their slots.
        func removeInserted(_ forms: [RoutePattern.Form], keepingSlots mark: Int) {
            shape.removeInserted(forms, keepingSlots: mark)
            unshareValues()
            if mark < values.count { values.removeSubrange(mark...) }
        }

        /// Removes every route.
        func removeAll() {
            shape.removeAll()
            values = []
            valuesShared = false
        }

        /// The builder as an immutable tree of the same payloads, sharing its
        /// arrays (see ``RouteTree/Builder/freeze(customTypes:)``).
        ///
        /// - Complexity: O(1) after insertions only; O(*n*) in the size of the
        ///   builder after removals or when its arrays carry much spare capacity.
        func freeze(
            customTypes: [PlaceholderType], entryPoints: EntryPointTable? = nil,
            check: ((Payload) -> MatchCheck?)? = nil
        ) -> PatternTree {
            let tree = shape.freeze(customTypes: customTypes)
            values = values.trimmed()
            valuesShared = true
            var checks: [MatchCheck?]?
            // Most tables have no check: only one that was told it may
            // have some (`mayHaveChecks`) reads every payload for them.
            if mayHaveChecks, let check {
                let found = values.map { $0.flatMap(check) }
                if found.contains(where: { $0 != nil }) { checks = found }
            }
            return PatternTree(tree: tree, values: Values(payloads: values), entryPoints: entryPoints, checks: checks)
        }
    }
}

/// An insertion that took a table's worst case past its threshold: what
/// ``Elf/RouteEvent/backtrackingWarning(pattern:steps:threshold:)`` reports.
struct BacktrackingCrossing: Sendable, Equatable {
    /// The pattern whose insertion crossed.
    var pattern: String
    /// The most edges one lookup can follow after it.
    var steps: Int
    var threshold: Int
}
