/// The parts of a URL, as byte offsets into the caller's UTF-8 storage.
///
/// The scanner fills this in one pass and decodes nothing: values are decoded
/// only when a matcher compares them or a caller reads them. A range whose
/// `start` equals its `end` is empty; "absent" is recorded separately (a URL
/// may have an empty query, `app://x?`, which is different from none).
struct ScannedURL: Sendable, Equatable {
    // Offsets are stored as 32-bit pairs so the whole value stays small enough
    // to be copied in registers (the scanner rejects longer input).
    private var schemeBounds = Bounds()
    private var hostBounds = Bounds()
    private var pathBounds = Bounds()
    private var queryBounds = Bounds()
    private var fragmentBounds = Bounds()
    private var portValue: Int32 = -1

    /// Whether the URL has an authority (`scheme://...`).
    var hasAuthority = false
    /// Whether the host contains a percent escape or an ASCII capital, so it
    /// must be transformed before it is compared or reported.
    var hostNeedsTransform = false
    /// Whether the path contains a percent escape.
    var pathHasEscapes = false
    /// Whether a path segment may be `.` or `..` (a segment starts with `.`,
    /// or the path holds escapes); when `false`, the matcher skips the check.
    var pathMayHaveDotSegments = false
    /// Whether the URL has a query (possibly empty: `app://x?`).
    var hasQuery = false
    /// Whether the URL has a fragment (possibly empty: `app://x#`).
    var hasFragment = false

    /// The bytes of the scheme, without the colon (empty for a `/path` URL).
    var scheme: Range<Int> {
        get { schemeBounds.range }
        set { schemeBounds = Bounds(newValue) }
    }
    /// The raw host bytes (for an IPv6 literal, including the brackets).
    var host: Range<Int> {
        get { hostBounds.range }
        set { hostBounds = Bounds(newValue) }
    }
    /// The raw path bytes (from the first `/` after the authority, or from
    /// the colon for `scheme:path`, up to `?`, `#` or the end).
    var path: Range<Int> {
        get { pathBounds.range }
        set { pathBounds = Bounds(newValue) }
    }
    /// The raw query bytes, after `?` and before `#`; meaningful when `hasQuery`.
    var queryBytes: Range<Int> {
        get { queryBounds.range }
        set { queryBounds = Bounds(newValue) }
    }
    /// The raw fragment bytes, after the first `#`; meaningful when `hasFragment`.
    var fragmentBytes: Range<Int> {
        get { fragmentBounds.range }
        set { fragmentBounds = Bounds(newValue) }
    }
    /// The port, or -1 when none is written (an empty port is none).
    var portNumber: Int {
        get { Int(portValue) }
        set { portValue = Int32(newValue) }
    }

    /// A byte range in 32 bits per bound.
    private struct Bounds: Sendable, Equatable {
        var lower: Int32 = 0
        var upper: Int32 = 0
        init() {}
        init(_ range: Range<Int>) {
            lower = Int32(truncatingIfNeeded: range.lowerBound)
            upper = Int32(truncatingIfNeeded: range.upperBound)
        }
        var range: Range<Int> { Int(lower)..<Int(upper) }
    }

    // Optional ranges would make every copy of a scanned URL go through
    // generic value witnesses; flags beside plain ranges keep it a POD.

    /// The port, when one is written and not empty.
    var port: Int? { portNumber >= 0 ? portNumber : nil }
    /// The raw query bytes, when the URL has a query.
    var query: Range<Int>? { hasQuery ? queryBytes : nil }
    /// The raw fragment bytes, when the URL has a fragment.
    var fragment: Range<Int>? { hasFragment ? fragmentBytes : nil }

    /// Whether the URL names a scheme (`app:...`), as opposed to a bare `/path`.
    var hasScheme: Bool { !scheme.isEmpty }

    /// Whether the URL has a non-empty host, so that patterns with a scheme
    /// can match it (ROUTING.md §4a: no host or an empty host matches only
    /// path patterns).
    var hasHost: Bool { hasAuthority && !host.isEmpty }
}

extension ScannedURL {
    /// Creates a scanned URL from its parts (the scanner fills fields one by one; tests use this).
    init(
        scheme: Range<Int> = 0..<0, hasAuthority: Bool = false, host: Range<Int> = 0..<0,
        hostNeedsTransform: Bool = false, port: Int? = nil, path: Range<Int> = 0..<0,
        pathHasEscapes: Bool = false, pathMayHaveDotSegments: Bool? = nil, query: Range<Int>? = nil,
        fragment: Range<Int>? = nil
    ) {
        self.pathMayHaveDotSegments = pathMayHaveDotSegments ?? pathHasEscapes
        self.scheme = scheme
        self.hasAuthority = hasAuthority
        self.host = host
        self.hostNeedsTransform = hostNeedsTransform
        self.portNumber = port ?? -1
        self.path = path
        self.pathHasEscapes = pathHasEscapes
        self.queryBytes = query ?? 0..<0
        self.hasQuery = query != nil
        self.fragmentBytes = fragment ?? 0..<0
        self.hasFragment = fragment != nil
    }
}
