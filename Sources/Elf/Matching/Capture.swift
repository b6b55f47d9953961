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
/// Up to four are stored inline, so a match that binds no more than four
/// parameters allocates nothing for them (matchit keeps its parameters
/// inline the same way, `src/params.rs`); more go to an array in a box.
/// Copying a list costs one retain of a reference that is almost always
/// `nil`, where an array field would cost an atomic retain every time.
struct CaptureList: RandomAccessCollection, Sendable, Equatable {
    /// How many captures are stored inline.
    static let inlineCapacity = 4

    /// Every capture, when there are more than fit inline.
    private final class Spill: Sendable {
        let captures: [Capture]
        init(_ captures: [Capture]) { self.captures = captures }
    }

    /// The first four captures, as raw bytes: a vector of plain words is
    /// copied with a few vector moves, four structs field by field.
    private var inline = SIMD8<UInt64>()
    private var spill: Spill?
    let count: Int

    /// No captures.
    init() { count = 0 }

    /// A copy of `captures`.
    ///
    /// - Complexity: O(*k*) for *k* captures; allocates only when *k* > 4.
    @inline(__always)
    init(_ captures: UnsafeBufferPointer<Capture>) {
        count = captures.count
        switch count {
        case 0: break
        case 1...Self.inlineCapacity:
            withUnsafeMutableBytes(of: &inline) { raw in
                raw.baseAddress.unsafelyUnwrapped.copyMemory(
                    from: UnsafeRawPointer(captures.baseAddress.unsafelyUnwrapped),
                    byteCount: count * MemoryLayout<Capture>.stride)
            }
        default:
            spill = Spill(Array(captures))
        }
    }

    /// A copy of `captures`.
    init(_ captures: [Capture]) {
        self = captures.withUnsafeBufferPointer { CaptureList($0) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Capture {
        precondition(index >= 0 && index < count, "capture index out of range")
        if let spill { return spill.captures[index] }
        return withUnsafeBytes(of: inline) {
            $0.load(fromByteOffset: index * MemoryLayout<Capture>.stride, as: Capture.self)
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
