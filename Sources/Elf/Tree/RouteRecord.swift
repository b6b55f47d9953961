/// One registered form of a pattern, as the tree stores it: the pattern's
/// text and the names its placeholders bind.
///
/// A class, so that a match holds one reference to it instead of copying
/// the pattern and the names, and so that a route has an identity.
///
/// Parameter names live here, not in the tree: `app://a/<x>/b` and
/// `app://a/<y>/c` share the placeholder node and differ only in their
/// records. What a route *does* is not here either: a ``PatternTree`` pairs
/// each record with a payload of its own type (a handler factory, a rewrite
/// rule's index, a module page).
final class RouteRecord: Sendable {
    /// The pattern exactly as registered (shared by all forms of the pattern).
    let pattern: String
    /// The names bound by the form's placeholders, with what building
    /// ``Elf/RouteMatch/params`` needs.
    let parameters: ParameterList

    /// The names bound by the form's placeholders, in URL order.
    var parameterNames: [String] { parameters.names }
    /// For a path pattern's form written out through an entry point
    /// (ROUTING.md §2a), that entry point as it was added; `nil` for a form
    /// as registered.
    var entryPoint: String? { extras?.entryPoint }
    /// Whether this is a path pattern's own form (`/p`, not written out):
    /// once the router has entry points, it matches only bare `/path` URLs.
    let isPathForm: Bool
    /// The route's explicit priority (ROUTING.md §2): among the routes that
    /// match a URL, a higher one is tried first; 0 by default.
    var priority: Int { extras?.priority ?? 0 }
    /// The form's query constraints, sorted by key; empty for most routes,
    /// which then cost a lookup nothing for the feature (ROUTING.md §1).
    var query: [QueryConstraint] { extras?.query ?? [] }
    /// For a path pattern's own form that starts with a literal, that
    /// literal as written; `nil` otherwise.
    ///
    /// The tree files it lowercased, where a host standing in compares with
    /// it as hosts compare (ROUTING.md §3); a first *path segment* must still
    /// equal it as written, which a lookup checks when some route's first
    /// literal has capitals (``RouteOrdering/foldsPathRoot``).
    var firstLiteral: [UInt8]? { extras?.firstLiteral }
    /// For a custom route, the app's matcher; `nil` for a pattern's form.
    ///
    /// A custom route has no node in the tree: a lookup asks its matcher
    /// after the patterns at its priority (ROUTING.md §2).
    var custom: CustomMatcher? { extras?.custom }

    /// What few routes have, kept apart so that the record of a route with
    /// none of it (most) holds one `nil` word for all of it: 48 bytes
    /// less per route than storing each field in the record.
    private let extras: Extras?

    /// A route's entry point, priority, query constraints, first path
    /// literal and custom matcher, when it has any of them.
    private final class Extras: Sendable {
        let entryPoint: String?
        let priority: Int
        let query: [QueryConstraint]
        let firstLiteral: [UInt8]?
        let custom: CustomMatcher?

        init(
            entryPoint: String?, priority: Int, query: [QueryConstraint], firstLiteral: [UInt8]?,
            custom: CustomMatcher?
        ) {
            self.entryPoint = entryPoint
            self.priority = priority
            self.query = query
            self.firstLiteral = firstLiteral
            self.custom = custom
        }
    }

    /// The app's code that decides whether a custom route takes a URL: the
    /// parameters it binds, or `nil` when it does not match.
    ///
    /// Handed values, not the URL's bytes: the URL, its scanned layout and
    /// whether `+` reads as a space. The router wraps the app's matcher,
    /// which takes an ``Elf/URLParts``, so the tree names nothing above it.
    typealias CustomMatcher = @Sendable (String, ScannedURL, Bool) throws -> [String: String]?

    convenience init(
        pattern: String, parameterNames: [String], entryPoint: String? = nil, priority: Int = 0,
        query: [QueryConstraint] = []
    ) {
        self.init(
            pattern: pattern,
            parameters: parameterNames.isEmpty ? .none : ParameterList(parameterNames, indexed: false),
            entryPoint: entryPoint, priority: priority, query: query)
    }

    init(
        pattern: String, parameters: ParameterList, entryPoint: String? = nil, priority: Int = 0,
        query: [QueryConstraint] = [], firstLiteral: [UInt8]? = nil, custom: CustomMatcher? = nil
    ) {
        self.pattern = pattern
        self.parameters = parameters
        // A path pattern, and only a path pattern, starts with `/`.
        self.isPathForm = entryPoint == nil && pattern.utf8.first == ASCII.slash
        let hasExtras =
            entryPoint != nil || priority != 0 || !query.isEmpty || firstLiteral != nil || custom != nil
        self.extras =
            hasExtras
            ? Extras(
                entryPoint: entryPoint, priority: priority, query: query, firstLiteral: firstLiteral, custom: custom)
            : nil
    }

    /// The same route with `parameters` as its parameter list and `firstLiteral`.
    func with(parameters: ParameterList, firstLiteral: [UInt8]?) -> RouteRecord {
        RouteRecord(
            pattern: pattern, parameters: parameters, entryPoint: entryPoint, priority: priority, query: query,
            firstLiteral: firstLiteral, custom: custom)
    }
}

/// The parameter names of a route, and a dictionary of them to map when a
/// match's ``Elf/RouteMatch/params`` is read.
///
/// ``captureIndices`` maps each name to the index of the capture that binds
/// it, so `params` is `captureIndices.mapValues { value of capture $0 }`:
/// `mapValues` builds the new dictionary in ``captureIndices``' own bucket
/// layout, which hashes nothing, where inserting the names one by one hashes each of
/// them (for a route of three parameters, about twice the cost). A builder
/// shares one list among all its routes with the same names
/// (``RouteTree/Builder``), so the dictionaries cost memory per distinct
/// list of names, not per route.
final class ParameterList: Sendable {
    /// The names, in URL order.
    let names: [String]
    /// Every name with the index of its capture (the last one, when a name
    /// repeats, as the last value wins); `nil` for a list that was not indexed.
    let captureIndices: [String: Int]?

    /// No names.
    static let none = ParameterList([], indexed: true)

    /// A list of `names`; with `indexed`, with ``captureIndices`` (a hash of every name).
    init(_ names: [String], indexed: Bool) {
        self.names = names
        guard indexed else {
            captureIndices = nil
            return
        }
        var captureIndices = [String: Int](minimumCapacity: names.count)
        for (index, name) in names.enumerated() { captureIndices[name] = index }
        self.captureIndices = captureIndices
    }
}
