/// Bytes the library reads without owning them: a URL's UTF-8, a tree's
/// labels, a byte table, lent for the length of a closure.
///
/// The scanner's handle on borrowed memory, as swift-collections keeps raw
/// storage behind `_UnsafeHandle`. Its pointer is private to this file;
/// everything else in the library (the walk aside, `Tree/RouteTree+Match.swift`)
/// reads bytes through the members below. A value is made only inside the
/// closure that lends the memory (``withUTF8Bytes(of:_:)``,
/// ``withBorrowedBytes(of:_:)``, the walk's scratch space) or over a
/// `StaticString`, which lives as long as the program, and no value is kept
/// after that closure returns: the types that hold one (``Segments``, a
/// rewrite template's input) live on the stack inside it.
///
/// Reads are unchecked in optimized builds, as an `UnsafeBufferPointer`'s
/// are, and checked in debug builds: callers keep their offsets in
/// `0..<count` (the scanner's ranges always are).
struct BorrowedBytes: RandomAccessCollection {
    // Safety: `buffer` points at `count` initialised bytes that the lender
    // keeps alive and unchanged until its closure returns, which every value
    // of this type is gone by (see the type's documentation).
    fileprivate let buffer: UnsafeBufferPointer<UInt8>

    /// Bytes lent by a closure of this file or of the walk
    /// (`Tree/RouteTree+Match.swift`), for that closure only.
    ///
    /// Safety: `buffer` stays valid and unchanged until the lender's closure
    /// returns, and the caller keeps the value no longer.
    @inline(__always)
    init(unsafeBufferPointer buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The UTF-8 bytes of a `StaticString` literal (a byte table).
    @inline(__always)
    init(_ string: StaticString) {
        // Safety: a literal's bytes are part of the binary and live as long as the program.
        buffer = UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount)
    }

    /// The pointer, for the walk.
    ///
    /// Safety: the walk keeps it no longer than the value it came from.
    @inline(__always)
    var unsafeBufferPointer: UnsafeBufferPointer<UInt8> {
        // Safety: handed to the walk only, whose lookup ends inside the lender's closure.
        buffer
    }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { buffer.count }
    @inline(__always) var count: Int { buffer.count }

    /// The byte at `offset` (in `0..<count`).
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        // Safety: `offset` is in `0..<count` (callers read inside the scanner's ranges; debug builds check).
        buffer[offset]
    }

    /// The bytes of `range` (in `0..<count`) as bytes of their own, indexed from 0.
    @inline(__always)
    func extracting(_ range: Range<Int>) -> BorrowedBytes {
        // Safety: the slice lies in the lent bytes, so it lives as long as they do.
        BorrowedBytes(unsafeBufferPointer: UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// The string of the bytes in `range` (valid UTF-8, as a `String`'s bytes are).
    ///
    /// Copied into an uninitialized string rather than decoded with
    /// `init(decoding:as:)`, which costs a value about 25 more instructions.
    @inline(__always)
    func string(in range: Range<Int>) -> String {
        String(decoding: self, range)
    }

    /// The eight bytes from `offset` (with `offset + 8 <= count`) as a little-endian word.
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        assert(offset >= 0 && offset + 8 <= count, "word out of the borrowed bytes")
        // Safety: the caller checked that the eight bytes are in the buffer; an unaligned load reads nothing else.
        return UInt64(
            littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(
                as: UInt64.self))
    }

    /// The first `count` bytes (one to seven, at most ``count``) as a
    /// little-endian word, zero above them, pieced together from four-,
    /// two- and one-byte loads so that no load reads past them.
    @inline(__always)
    func word(prefix count: Int) -> UInt64 {
        assert(count >= 1 && count < 8 && count <= self.count, "word out of the borrowed bytes")
        // Safety: the buffer holds at least one byte, so it has an address.
        let raw = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
        var word: UInt64 = 0
        var offset = 0
        if count & 4 != 0 {
            // Safety: bytes 0..<4, below `count`.
            word = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            offset = 4
        }
        if count & 2 != 0 {
            // Safety: bytes offset..<offset + 2, below `count`.
            word |= UInt64(UInt16(littleEndian: (raw + offset).loadUnaligned(as: UInt16.self))) << UInt64(offset &* 8)
            offset += 2
        }
        if count & 1 != 0 { word |= UInt64(buffer[offset]) << UInt64(offset &* 8) }
        return word
    }

    /// Runs `body` over the bytes in place: what `Array(bytes[range])` and
    /// `String(decoding:as:)` use to copy them at once.
    ///
    /// Safety: the standard library's copies read the buffer inside `body` and keep no pointer.
    @inline(__always)
    func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        // Safety: the standard library's copies read the buffer inside `body` and keep no pointer.
        try body(buffer)
    }
}

/// Runs `body` over the UTF-8 bytes of `string`, copying them only when the
/// string is not stored contiguously (a bridged `NSString`, for example):
/// the one way the library reads a URL's bytes.
///
/// `utf8.withContiguousStorageIfAvailable` first: it reads a native string
/// in place, where `String.withUTF8` needs a mutable copy, which costs a
/// retain and a release. It wraps the result in one more optional, which
/// is cheap since a `RouteMatch` fits in 120 bytes (see `RouteMatch`).
@inline(__always)
func withUTF8Bytes<Result>(of string: String, _ body: (BorrowedBytes) -> Result) -> Result {
    // Safety: the bytes are lent for the closure only, and `body` keeps no BorrowedBytes past it.
    if let result = string.utf8.withContiguousStorageIfAvailable({ body(BorrowedBytes(unsafeBufferPointer: $0)) }) {
        return result
    }
    // Not stored contiguously (a bridged string): over a copy of its bytes.
    // Called directly rather than from a second closure, which made every
    // caller's captured values be retained around both (about 25
    // instructions for `params`, measured).
    // Safety: the copy is made here, and freed only after `body` returns.
    let copy = utf8Copy(of: string)
    defer { copy.deallocate() }
    return body(BorrowedBytes(unsafeBufferPointer: UnsafeBufferPointer(copy)))
}

/// A new allocation holding the UTF-8 bytes of `string`, which the caller
/// frees: out of line, since only a string not stored contiguously needs it.
///
/// Safety: the caller owns the allocation, and frees it once.
@inline(never)
private func utf8Copy(of string: String) -> UnsafeMutableBufferPointer<UInt8> {
    // Safety: allocated with room for every byte, and initialised before it is handed back.
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: string.utf8.count)
    let (_, initialized) = copy.initialize(from: string.utf8)
    return UnsafeMutableBufferPointer(rebasing: copy[..<initialized])
}

/// Runs `body` over `bytes` in place when they are stored contiguously (an
/// array, a slice of one), over a copy otherwise: how the tree and the
/// lookup hand a label or a rewritten copy of a URL to code that reads
/// ``BorrowedBytes``.
@inline(__always)
func withBorrowedBytes<Bytes: Sequence<UInt8>, Result>(
    of bytes: Bytes, _ body: (BorrowedBytes) -> Result
) -> Result {
    // Safety: the bytes are lent for the closure only, and `body` keeps no BorrowedBytes past it.
    if let result = bytes.withContiguousStorageIfAvailable({ body(BorrowedBytes(unsafeBufferPointer: $0)) }) {
        return result
    }
    // Safety: as above, over a copy alive for the call.
    return ContiguousArray(bytes).withUnsafeBufferPointer { body(BorrowedBytes(unsafeBufferPointer: $0)) }
}

extension String {
    /// The string of `range` of `bytes`, which hold valid UTF-8 (the bytes of a `String`).
    ///
    /// Copied into an uninitialized string rather than decoded with
    /// `init(decoding:as:)`, which costs a value about 25 more instructions.
    @inline(__always)
    init(decoding bytes: BorrowedBytes, _ range: Range<Int>) {
        // Safety: `range` is in the lent bytes (debug builds check), and the
        // string's buffer has room for exactly `range.count` bytes.
        self.init(unsafeUninitializedCapacity: range.count) { buffer in
            buffer.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes.buffer[range]))
        }
    }

    /// The string `range` of `bytes` percent-decodes to.
    ///
    /// Decoded straight into the new string's buffer, without an
    /// intermediate array.
    @inline(__always)
    init(percentDecoding bytes: BorrowedBytes, _ range: Range<Int>, options: PercentDecoding.Options) {
        // Safety: the buffer has room for `range.count` bytes, and decoding
        // a range writes at most that many, at offsets 0, 1, 2, … below
        // what it returns (``PercentDecoding/decode(_:_:options:into:)``).
        self.init(unsafeUninitializedCapacity: range.count) { buffer in
            var output = StringBufferOutput(buffer: buffer)
            return PercentDecoding.decode(bytes, range, options: options, into: &output)
        }
    }
}

/// A new string's buffer, as ``String/init(percentDecoding:_:options:)`` lends it to decoding.
struct StringBufferOutput: DecodedBytesOutput {
    // Safety: the buffer a string lends its initializer's closure, which
    // this value does not outlive (it is made and dropped inside it).
    fileprivate let buffer: UnsafeMutableBufferPointer<UInt8>

    @inline(__always)
    mutating func write(_ byte: UInt8, at offset: Int) {
        // Safety: decoding writes only below the buffer's size (see the initializer); debug builds check.
        buffer[offset] = byte
    }
}
