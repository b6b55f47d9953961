/// A compiled pattern: the text as registered and every form it stands for.
///
/// A pattern without optional groups has one form; each optional group
/// doubles the number of forms (`app://the(/foo/<a>)(/bar/<b>)` has four).
struct RoutePattern: Sendable {
    /// Where a form starts matching.
    enum Root: Hashable, Sendable {
        /// `scheme://host/...`: the scheme, lowercased; element 0 is the host.
        ///
        /// A slice of the pattern's text when written in lowercase (as
        /// schemes nearly always are), so it costs a registration no array.
        case scheme(ArraySlice<UInt8>)
        /// `*://host/...`: any scheme; element 0 is the host.
        case anyScheme
        /// `/...`: any URL, with the host counted as a segment when it is not a domain.
        case path
    }

    /// One expansion of the optional groups.
    struct Form: Sendable, Equatable {
        var root: Root
        var segments: [PatternSegment]
        /// The query constraints, sorted by key (empty for most patterns).
        var query: [QueryConstraint] = []

        /// The parameter names, in the order the segments bind them, then
        /// those of the query placeholders, in key order.
        var parameterNames: [String] {
            let path = segments.compactMap(\.parameterName)
            return query.isEmpty ? path : path + query.compactMap(\.parameterName)
        }

        /// The form with names erased (see ``PatternSegment/shape``); the
        /// query constraints are part of it (ROUTING.md §1).
        ///
        /// The first literal of a path pattern is lowercased: in a router
        /// without entry points it may stand where the URL's host does, and
        /// compares as a host does (ROUTING.md §3), so `/Module/x` and
        /// `/module/x` are one shape (§4b). See ``shape(foldingPathRoot:)``
        /// for a router with entry points.
        var shape: Shape { shape(foldingPathRoot: true) }

        /// The form with names erased; with `foldingPathRoot`, the first
        /// literal of a path pattern lowercased (see ``shape``).
        ///
        /// A router with entry points keeps that literal as written: a path
        /// pattern then reaches scheme URLs only through its written-out
        /// forms, and its own form takes only bare `/path` URLs, where no
        /// host stands in (ROUTING.md §4b).
        func shape(foldingPathRoot: Bool) -> Shape {
            Shape(
                root: root, segments: treeSegments(foldingPathRoot: foldingPathRoot).map(\.shape),
                query: query.map(\.shape))
        }

        /// The segments as the routing tree files them: as written, but with
        /// `foldingPathRoot` the first literal of a path pattern lowercased
        /// (see ``shape``).
        func treeSegments(foldingPathRoot: Bool) -> [PatternSegment] {
            guard foldingPathRoot, case .path = root, case .literal(let bytes)? = segments.first,
                bytes.contains(where: ASCII.isUppercase)
            else { return segments }
            var folded = segments
            folded[0] = .literal(bytes.map(ASCII.lowercased)[...])
            return folded
        }
    }

    /// A form's shape: what duplicate detection compares.
    struct Shape: Hashable, Sendable {
        var root: Root
        var segments: [PatternSegment.Shape]
        var query: [QueryConstraint.Shape] = []
    }

    /// The pattern exactly as the user wrote it.
    var text: String
    /// Every form, in the order the groups expand (all groups absent first).
    var forms: [Form]
}
