/// What one placeholder bound, as a byte range of the URL: decoded only when read.
struct Capture: Sendable, Equatable {
    /// How the range is turned into a value.
    enum Kind: UInt8, Sendable {
        /// One path segment.
        case segment
        /// The host (decoded, then lowercased).
        case host
        /// The path segments in `range`, joined by `/` (for `<path:...>` and `*`).
        case rest
        /// The host, then the path segments in `range`, joined by `/`.
        case restFromHost
        /// A query value bound by a query placeholder (decoded as the query is: `+` may be a space).
        case query
    }

    // Bounds in 32 bits (the scanner refuses URLs whose offsets would not
    // fit), so a capture is 16 bytes and four fit inline in a `CaptureList`.
    private var lower: UInt32
    private var upper: UInt32
    private var convertedIndex: Int32
    var kind: Kind

    init(range: Range<Int>, kind: Kind, converted: Int = -1) {
        self.lower = UInt32(truncatingIfNeeded: range.lowerBound)
        self.upper = UInt32(truncatingIfNeeded: range.upperBound)
        self.convertedIndex = Int32(truncatingIfNeeded: converted)
        self.kind = kind
    }

    /// The raw bytes bound (for `rest` kinds, the part of the path).
    ///
    /// Read without a bounds check: the initialiser stores a `Range`'s bounds, in order.
    var range: Range<Int> {
        get { Range(uncheckedBounds: (Int(lower), Int(upper))) }
        set {
            lower = UInt32(truncatingIfNeeded: newValue.lowerBound)
            upper = UInt32(truncatingIfNeeded: newValue.upperBound)
        }
    }

    /// The index of the value a custom type converted the element to, or -1.
    var converted: Int {
        get { Int(convertedIndex) }
        set { convertedIndex = Int32(truncatingIfNeeded: newValue) }
    }
}

/// The captures of one match, in URL order.
///
/// Up to four captures without a converted value (no custom placeholder
/// type) are packed inline in ``Inline``, so a match that binds no more than
/// four parameters allocates nothing for them (matchit keeps its parameters
/// inline the same way, `src/params.rs`); any other list goes to an array in
/// a ``Spill`` box. A ``Elf/RouteMatch`` keeps the inline part in itself and
/// the box, when there is one, with its other rarely used values, so a match
/// holds a single reference that is almost always `nil`.
struct CaptureList: RandomAccessCollection, Sendable, Equatable {
    /// How many captures are stored inline.
    static let inlineCapacity = 4

    /// Up to four captures, packed: 37 bytes where four ``Capture``s take 64.
    struct Inline: Sendable, Equatable {
        /// The lower and upper bound of capture *i* in lanes 2*i* and 2*i* + 1.
        fileprivate var bounds = SIMD8<UInt32>()
        /// The ``Capture/Kind`` of capture *i* in byte *i*.
        fileprivate var kinds: UInt32 = 0
        /// How many captures there are (at most four).
        fileprivate(set) var count: UInt8 = 0

        init() {}

        /// `captures` packed, or `nil` when there are more than four or one
        /// holds a converted value.
        @inline(__always)
        init?<Captures: RandomAccessCollection<Capture>>(_ captures: Captures) where Captures.Index == Int {
            guard captures.count <= CaptureList.inlineCapacity else { return nil }
            for (index, capture) in captures.enumerated() {
                guard capture.converted < 0 else { return nil }
                let range = capture.range
                bounds[2 &* index] = UInt32(truncatingIfNeeded: range.lowerBound)
                bounds[2 &* index &+ 1] = UInt32(truncatingIfNeeded: range.upperBound)
                kinds |= UInt32(capture.kind.rawValue) << UInt32(8 &* index)
            }
            count = UInt8(truncatingIfNeeded: captures.count)
        }

        /// Capture `index`, which must be below ``count``.
        @inline(__always)
        subscript(index: Int) -> Capture {
            let kind = Capture.Kind(rawValue: UInt8(truncatingIfNeeded: kinds >> UInt32(8 &* index))).unsafelyUnwrapped
            return Capture(
                range: Range(uncheckedBounds: (Int(bounds[2 &* index]), Int(bounds[2 &* index &+ 1]))), kind: kind)
        }
    }

    /// Every capture, when they are not ``Inline``.
    final class Spill: Sendable {
        let captures: [Capture]
        init(_ captures: [Capture]) { self.captures = captures }
    }

    let inline: Inline
    let spill: Spill?

    /// No captures.
    init() {
        inline = Inline()
        spill = nil
    }

    /// A list made of the parts a match keeps apart.
    @inline(__always)
    init(inline: Inline, spill: Spill?) {
        self.inline = inline
        self.spill = spill
    }

    /// A copy of `captures`.
    ///
    /// - Complexity: O(*k*) for *k* captures; allocates only when *k* > 4 or
    ///   a capture holds a converted value.
    @inline(__always)
    init<Captures: RandomAccessCollection<Capture>>(_ captures: Captures) where Captures.Index == Int {
        if let packed = Inline(captures) {
            inline = packed
            spill = nil
        } else {
            inline = Inline()
            spill = Spill(Array(captures))
        }
    }

    var count: Int {
        if let spill { return spill.captures.count }
        return Int(inline.count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Capture {
        precondition(index >= 0 && index < count, "capture index out of range")
        if let spill { return spill.captures[index] }
        return inline[index]
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
