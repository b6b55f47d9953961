/// A compiled pattern: the text as registered and every form it stands for.
///
/// A pattern without optional groups has one form; each optional group
/// doubles the number of forms (`app://the(/foo/<a>)(/bar/<b>)` has four).
struct RoutePattern: Sendable {
    /// Where a form starts matching.
    enum Root: Hashable, Sendable {
        /// `scheme://host/...`: the scheme, lowercased; element 0 is the host.
        case scheme([UInt8])
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
        /// The first literal of a path pattern is lowercased: it may stand
        /// where the URL's host does, and compares as a host does (ROUTING.md
        /// §3), so `/Module/x` and `/module/x` are one shape (§4b).
        var shape: Shape {
            Shape(root: root, segments: treeSegments.map(\.shape), query: query.map(\.shape))
        }

        /// The segments as the routing tree files them: as written, but the
        /// first literal of a path pattern lowercased (see ``shape``).
        var treeSegments: [PatternSegment] {
            guard case .path = root, case .literal(let bytes)? = segments.first,
                bytes.contains(where: ASCII.isUppercase)
            else { return segments }
            var folded = segments
            folded[0] = .literal(bytes.map(ASCII.lowercased))
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
