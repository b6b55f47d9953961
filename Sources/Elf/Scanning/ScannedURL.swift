/// The parts of a URL, as byte offsets into the caller's UTF-8 storage.
///
/// The scanner fills this in one pass and decodes nothing: values are decoded
/// only when a matcher compares them or a caller reads them. A range whose
/// `start` equals its `end` is empty; "absent" is recorded separately (a URL
/// may have an empty query, `app://x?`, which is different from none).
struct ScannedURL: Sendable, Equatable {
    // Every offset and flag lives in twelve 32-bit lanes, in two vectors
    // (the scanner rejects input whose offsets would not fit): a scanned URL
    // is copied into the walk and into every match, and a vector is copied
    // with a few vector moves where a struct of many fields is copied field
    // by field. Twelve lanes (48 bytes) rather than a 16-lane vector keep a
    // `RouteMatch` within 120 bytes, the size up to which Swift copies,
    // tests and destroys an optional match inline rather than through
    // `memcpy` and the runtime's value witnesses (see RouteMatch.swift).
    //
    // Lanes: 0-1 scheme, 2-3 host, 4-5 path, 6-7 query (in `low`), 8-9
    // fragment (lower and upper bound), 10 the port (-1 for none), 11 the
    // flags (in `high`, as lanes 0 to 3). Every lane index is a constant
    // where it is read, so choosing the vector costs nothing.
    private var low = SIMD8<Int32>()
    private var high = SIMD4<Int32>(0, 0, -1, 0)

    @inline(__always)
    private subscript(lane: Int) -> Int32 {
        get { lane < 8 ? low[lane] : high[lane - 8] }
        set {
            if lane < 8 { low[lane] = newValue } else { high[lane - 8] = newValue }
        }
    }

    private static let authorityFlag: Int32 = 1
    private static let hostTransformFlag: Int32 = 2
    private static let pathEscapesFlag: Int32 = 4
    private static let dotSegmentsFlag: Int32 = 8
    private static let queryFlag: Int32 = 16
    private static let fragmentFlag: Int32 = 32
    private static let schemeCapitalsFlag: Int32 = 64

    /// The range in lanes `lane` and `lane + 1`.
    ///
    /// Unchecked: every range is stored by ``setRange(_:at:)`` from a valid
    /// `Range`, so its bounds are in order, and a lookup reads these ranges
    /// often enough that the check (a compare and a branch each) shows.
    @inline(__always)
    private func range(at lane: Int) -> Range<Int> {
        Range(uncheckedBounds: (Int(self[lane]), Int(self[lane + 1])))
    }

    @inline(__always)
    private mutating func setRange(_ range: Range<Int>, at lane: Int) {
        self[lane] = Int32(truncatingIfNeeded: range.lowerBound)
        self[lane + 1] = Int32(truncatingIfNeeded: range.upperBound)
    }

    @inline(__always)
    private func flag(_ flag: Int32) -> Bool { self[11] & flag != 0 }

    @inline(__always)
    private mutating func setFlag(_ flag: Int32, _ value: Bool) {
        self[11] = value ? self[11] | flag : self[11] & ~flag
    }

    /// Whether the URL has an authority (`scheme://...`).
    var hasAuthority: Bool {
        get { flag(Self.authorityFlag) }
        set { setFlag(Self.authorityFlag, newValue) }
    }
    /// Whether the host contains a percent escape or an ASCII capital, so it
    /// must be transformed before it is compared or reported.
    var hostNeedsTransform: Bool {
        get { flag(Self.hostTransformFlag) }
        set { setFlag(Self.hostTransformFlag, newValue) }
    }
    /// Whether the path contains a percent escape.
    var pathHasEscapes: Bool {
        get { flag(Self.pathEscapesFlag) }
        set { setFlag(Self.pathEscapesFlag, newValue) }
    }
    /// Whether a path segment may be `.` or `..` (a segment starts with `.`,
    /// or the path holds escapes); when `false`, the matcher skips the check.
    var pathMayHaveDotSegments: Bool {
        get { flag(Self.dotSegmentsFlag) }
        set { setFlag(Self.dotSegmentsFlag, newValue) }
    }
    /// Whether the URL has a query (possibly empty: `app://x?`).
    var hasQuery: Bool {
        get { flag(Self.queryFlag) }
        set { setFlag(Self.queryFlag, newValue) }
    }
    /// Whether the URL has a fragment (possibly empty: `app://x#`).
    var hasFragment: Bool {
        get { flag(Self.fragmentFlag) }
        set { setFlag(Self.fragmentFlag, newValue) }
    }

    /// Whether the scheme holds an ASCII capital, so it must be lowercased
    /// before it is compared (most schemes are written in lowercase).
    var schemeHasCapitals: Bool {
        get { flag(Self.schemeCapitalsFlag) }
        set { setFlag(Self.schemeCapitalsFlag, newValue) }
    }

    /// The bytes of the scheme, without the colon (empty for a `/path` URL).
    var scheme: Range<Int> {
        get { range(at: 0) }
        set { setRange(newValue, at: 0) }
    }
    /// The raw host bytes (for an IPv6 literal, including the brackets).
    var host: Range<Int> {
        get { range(at: 2) }
        set { setRange(newValue, at: 2) }
    }
    /// The raw path bytes (from the first `/` after the authority, or from
    /// the colon for `scheme:path`, up to `?`, `#` or the end).
    var path: Range<Int> {
        get { range(at: 4) }
        set { setRange(newValue, at: 4) }
    }
    /// The raw query bytes, after `?` and before `#`; meaningful when `hasQuery`.
    var queryBytes: Range<Int> {
        get { range(at: 6) }
        set { setRange(newValue, at: 6) }
    }
    /// The raw fragment bytes, after the first `#`; meaningful when `hasFragment`.
    var fragmentBytes: Range<Int> {
        get { range(at: 8) }
        set { setRange(newValue, at: 8) }
    }
    /// The port, or -1 when none is written (an empty port is none).
    var portNumber: Int {
        get { Int(self[10]) }
        set { self[10] = Int32(truncatingIfNeeded: newValue) }
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
