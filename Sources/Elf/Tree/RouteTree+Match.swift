/// How the router reads URLs, as the matcher needs it.
struct MatchOptions: Sendable, Equatable {
    var caseInsensitivePaths = false
    var hostAsPathSegment = Elf.Configuration.HostAsPathSegment.automatic
}

extension RouteTree {
    /// One match the tree found: the route and what its placeholders bound.
    struct Candidate {
        var route: Int
        /// The captures, copied out of the walk's temporary storage.
        var captures: CaptureList
        var converted: [String]
    }

    /// Calls `body` with every route that matches `url`, most specific first
    /// (ROUTING.md §2), until `body` returns `true`.
    ///
    /// The walk is depth-first over an explicit stack: literal edge first, then
    /// placeholder edges by rank, then `<path:...>`, then `*`. Returning
    /// `false` from `body` backtracks to the next candidate, which is how a
    /// declining handler hands the URL on.
    ///
    /// - Complexity: O(*n*) in the URL's length when no placeholder has to be
    ///   abandoned, whatever the number of routes: each child is found in one
    ///   probe of the edge table. Backtracking revisits an element once per
    ///   placeholder branch along the way, so the bound is the URL's length
    ///   times the table's worst-case branching along its path (SECURITY.md;
    ///   registration counts it, see `Configuration.backtrackingWarningThreshold`).
    ///
    /// `url` must have been scanned from `bytes`: the walk reads the bytes at
    /// its offsets without checking them again.
    func forEachCandidate(
        _ url: ScannedURL, in bytes: BorrowedBytes, options: MatchOptions,
        _ body: (Candidate) -> Bool
    ) {
        withWalk(url, in: bytes, options: options, recorder: nil) { walk in walk.run(body) }
    }

    /// As ``forEachCandidate(_:in:options:_:)``, telling `recorder` where the
    /// walk went (see `RouteTree+DeadEnds.swift`): the hook explain reads.
    func forEachCandidate(
        _ url: ScannedURL, in bytes: BorrowedBytes, options: MatchOptions, recorder: DeadEndRecorder,
        _ body: (Candidate) -> Bool
    ) {
        withWalk(url, in: bytes, options: options, recorder: recorder) { walk in
            recorder.started(
                hasDotSegment: walk.hasDotSegment, hostIsDot: walk.hostIsDot,
                schemeRootsApply: walk.schemeRootsApply,
                hostIsSegment: url.hasHost && !walk.hostIsDot && walk.hostCountsAsSegment())
            walk.run(body)
        }
    }

    /// The winner of a lookup, copied out of the walk's temporary storage.
    struct Found {
        var route: Int
        var captures: CaptureList
        /// The values custom types converted; `nil` when there are none, which
        /// costs nothing to destroy (an empty array costs a release).
        var converted: [String]?
    }

    /// The most specific route for `url`, if any.
    ///
    /// `url` must have been scanned from `bytes`, as for ``forEachCandidate(_:in:options:_:)``.
    ///
    /// - Complexity: as ``forEachCandidate(_:in:options:_:)``; allocates only
    ///   when the route binds more than four parameters (one array of ranges).
    func firstMatch(_ url: ScannedURL, in bytes: BorrowedBytes, options: MatchOptions) -> Found? {
        withWalk(url, in: bytes, options: options, recorder: nil) { walk in
            var progress = Walk.Progress()
            let route = walk.next(&progress)
            guard route >= 0 else { return nil }
            return Found(
                route: Int(route),
                // Safety: the captures are copied here, inside the walk's temporary allocation.
                captures: CaptureList(UnsafeBufferPointer(start: walk.captures, count: progress.yieldCount)),
                converted: progress.converted)
        }
    }

    /// Runs `body` with a walk over `url`, the tree's arrays and one
    /// temporary allocation (frames, captures and, for URLs with escapes, a
    /// buffer for decoded elements) held for its duration.
    ///
    /// Every pointer the walk holds is lent by one of the closures below and
    /// dies with it: `body` returns owned values (``Found``, or what a
    /// ``Candidate``'s receiver copied), never a pointer.
    @inline(__always)
    fileprivate func withWalk<Result>(
        _ url: ScannedURL, in bytes: BorrowedBytes, options: MatchOptions,
        recorder: DeadEndRecorder?, _ body: (Walk) -> Result
    ) -> Result {
        let frameCount = depth + 1
        let frameBytes = frameCount * MemoryLayout<Frame>.stride
        let captureBytes = frameCount * MemoryLayout<Capture>.stride
        let scratchBytes = url.hostNeedsTransform || url.pathHasEscapes ? bytes.count : 0
        // Nothing in the closure refers to `self`: a class reference captured
        // by the temporary allocation's closure is retained and released
        // around it (about 40 instructions per lookup).
        // Safety: the caller holds this tree for the whole walk, which ends
        // when this function returns, so an unretained reference stays valid.
        let tree = Unmanaged.passUnretained(self)
        let schemesAreWords = self.schemesAreWords
        // Safety: each buffer below is lent for its closure, and the walk,
        // which holds them, is gone when `body` returns.
        return nodes.withUnsafeBufferPointer { nodes in
            labelBytes.withUnsafeBufferPointer { labels in
                slots.withUnsafeBufferPointer { slots in
                    schemeWords.withUnsafeBufferPointer { words in
                        // One allocation carved in three, rather than three nested ones.
                        // Safety: the allocation lives until `body` returns, and the walk with it.
                        withUnsafeTemporaryAllocation(
                            byteCount: frameBytes + captureBytes + scratchBytes,
                            alignment: MemoryLayout<Frame>.alignment
                        ) { raw in
                            // Safety: the allocation is at least one frame (`depth + 1` frames and
                            // captures), so it has an address; its three parts do not overlap,
                            // and each is bound to its type only here.
                            let base = raw.baseAddress.unsafelyUnwrapped
                            let walk = Walk(
                                tree: tree, nodes: nodes, labels: labels, slots: slots,
                                // Safety: the caller lends the URL's bytes for the whole call.
                                bytes: bytes.unsafeBufferPointer, url: url,
                                frames: base.bindMemory(to: Frame.self, capacity: frameCount),
                                captures: (base + frameBytes).bindMemory(to: Capture.self, capacity: frameCount),
                                scratch: (base + frameBytes + captureBytes).bindMemory(
                                    to: UInt8.self, capacity: scratchBytes),
                                schemeWords: schemesAreWords ? words : nil, options: options, recorder: recorder)
                            return body(walk)
                        }
                    }
                }
            }
        }
    }
}

extension RouteTree {
    /// Whether a URL's host (decoded, lowercased) takes part in a path
    /// pattern as its first segment (ROUTING.md §3).
    static func hostCountsAsSegment(
        _ value: some Collection<UInt8>, _ mode: Elf.Configuration.HostAsPathSegment
    ) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .automatic:
            if value.first == ASCII.openBracket || value.contains(ASCII.dot) { return false }
            return value.count != 9 || !value.elementsEqual("localhost".utf8)
        }
    }
}

/// The state of the depth-first walk at one node.
///
/// A state holds the node, the URL element its edges consume, and which of
/// its edges are left to try. The walk keeps the current state in a local
/// and saves a copy on its stack only at nodes that have alternatives left
/// (matchit records skipped nodes the same way), so descending through a
/// node with one way on writes nothing.
///
/// 32 bytes, so that a copy is two vector moves rather than a call to `memcpy`.
private struct Frame {
    var node: Int32
    /// Where the element search starts (`Walk.hostCursor`: the element is the host).
    var cursor: Int32
    /// The element's raw bytes (the cursor after it is `end`, or the path's start after the host).
    var start: Int32 = 0
    var end: Int32 = 0
    /// The length of the element's decoded value, or -1 when the URL ended before it.
    var valueCount: Int32 = -1
    /// The FNV-1a hash of the value (case-folded when paths are case-insensitive);
    /// computed only when the node has literal children.
    var hash: UInt32 = 0
    /// The alternatives left to try, lowest bit first: ``RouteTree/ChildKinds``
    /// bits when there is an element, ``Walk/exactEnd`` and the wildcard bit when not.
    var pending: UInt16 = 0
    /// The next custom placeholder type to try.
    var customNext: UInt16 = 0
    /// How many captures and converted values are live at this node (a
    /// pattern has at most 256 segments, so each fits in 16 bits).
    var captureCount: UInt16
    var convertedCount: UInt16
}

/// Where percent-decoding writes an element's value in the walk's scratch
/// space: from the element's own offset, so a value never overlaps another's.
private struct ScratchOutput: DecodedBytesOutput {
    // Safety: the scratch buffer has as many bytes as the URL, and decoding
    // an element writes at most its length from its offset.
    let start: UnsafeMutablePointer<UInt8>

    @inline(__always)
    func write(_ byte: UInt8, at offset: Int) {
        start[offset] = byte
    }
}

/// The state of one lookup: pointers into the tree and the URL, and the stack.
///
/// Safety: every pointer here is lent by a closure of
/// ``RouteTree/withWalk(_:in:options:recorder:_:)`` (the tree's arrays, the
/// temporary allocation) or of the caller (the URL's bytes), and a walk
/// lives only inside them: it is made there, handed to `body` and dropped.
/// The tree's arrays are never written once frozen, and every offset the
/// walk reads comes from the scanned URL (inside its bytes) or from the tree
/// (inside its arrays); the invariants of `RouteTree+Invariants.swift` hold
/// the tree's offsets in range.
private struct Walk {
    /// The cursor value that means "the host is the next element".
    static let hostCursor: Int32 = -1
    /// When the URL has ended at a node: its own route, tried before a `*` that matches nothing.
    static let exactEnd: UInt16 = 1

    // Safety: the tree's arrays, lent by `withWalk` for the walk's life (see the type).
    let nodes: UnsafePointer<RouteTree.Node>
    let labels: UnsafePointer<UInt8>?
    let slots: UnsafePointer<Int32>
    let slotCount: Int
    /// The tree's ``RouteTree/schemeWords``, or `nil` when they are not every scheme.
    // Safety: lent by `withWalk`, as the other arrays.
    let schemeWords: UnsafeBufferPointer<RouteTree.SchemeWord>?
    /// The URL's bytes, which `url` was scanned from (so never empty).
    // Safety: lent by the caller for the walk's life (see the type).
    let bytes: UnsafePointer<UInt8>
    let url: ScannedURL
    // Safety: the temporary allocation's three parts, lent by `withWalk`.
    let frames: UnsafeMutablePointer<Frame>
    let captures: UnsafeMutablePointer<Capture>
    let scratch: UnsafeMutablePointer<UInt8>
    let foldPaths: Bool
    let pathHasEscapes: Bool
    let pathStart: Int32
    let pathEnd: Int32
    let hostAsPathSegment: Elf.Configuration.HostAsPathSegment
    // Safety: unretained, because the caller holds the tree for the whole
    // walk (see `withWalk`); its custom types are read only at nodes with
    // custom placeholder children. `Unmanaged` so that the closures that
    // make the walk capture no class reference.
    let tree: Unmanaged<RouteTree>
    /// The host's value (decoded and lowercased when it needs it) and its hash.
    // Safety: into the URL's bytes or the scratch space, so it lives as they do.
    let host: UnsafePointer<UInt8>
    let hostCount: Int32
    let hostHash: UInt32
    /// Whether the host is `.` or `..`.
    let hostIsDot: Bool
    /// Whether the scheme roots apply: the URL names a scheme and a host that is not `.` or `..`.
    let schemeRootsApply: Bool
    /// Whether a dot segment in the path rules out every route.
    let hasDotSegment: Bool
    /// Explain's recorder, told every node the walk enters.
    ///
    /// `nil` for every other lookup, which then pays one test per node.
    // Safety: unretained for the reason ``tree`` is: explain holds the
    // recorder for the whole walk (`forEachCandidate(_:in:options:recorder:_:)`),
    // and the walk does not outlive that call. Measured on the GitHub table:
    // a strong reference costs every lookup a retain and a release of `nil`
    // (about 35 instructions); `Unmanaged`, or passing the recorder to
    // ``next(_:)``, makes the walk's loop compile about 10 and 40 worse.
    unowned(unsafe) let recorder: DeadEndRecorder?
    /// Whether there is a ``recorder``: a plain flag, tested per node
    /// without touching the reference.
    let recording: Bool

    /// How far a walk has got.
    ///
    /// Kept apart from the walk, which is then immutable: a mutating method
    /// that calls a non-mutating one must copy `self` first, and a walk is
    /// 150 bytes.
    struct Progress {
        /// The top saved state, or -1 when none is saved.
        var top = -1
        /// The next root to search: 0 the named scheme, 1 `*://`, 2 the path patterns, 3 none.
        var stage = 0
        /// How many captures the route returned last binds.
        var yieldCount = 0
        /// The values custom types converted along the current path; `nil`
        /// until the first (an optional costs nothing to destroy when `nil`).
        var converted: [String]?
    }

    init(
        // Safety: the walk's pointers, lent as the type's documentation says.
        tree: Unmanaged<RouteTree>, nodes: UnsafeBufferPointer<RouteTree.Node>, labels: UnsafeBufferPointer<UInt8>,
        slots: UnsafeBufferPointer<Int32>, bytes: UnsafeBufferPointer<UInt8>, url: ScannedURL,
        frames: UnsafeMutablePointer<Frame>, captures: UnsafeMutablePointer<Capture>,
        scratch: UnsafeMutablePointer<UInt8>, schemeWords: UnsafeBufferPointer<RouteTree.SchemeWord>?,
        options: MatchOptions, recorder: DeadEndRecorder?
    ) {
        self.tree = tree
        self.schemeWords = schemeWords
        self.recorder = recorder
        self.recording = recorder != nil
        // Safety: a tree always has its three roots and a non-empty edge table.
        self.nodes = nodes.baseAddress.unsafelyUnwrapped
        self.labels = labels.baseAddress
        // Safety: as above.
        self.slots = slots.baseAddress.unsafelyUnwrapped
        self.slotCount = slots.count
        self.url = url
        self.frames = frames
        self.captures = captures
        self.scratch = scratch
        self.foldPaths = options.caseInsensitivePaths
        self.pathHasEscapes = url.pathHasEscapes
        self.pathStart = Int32(truncatingIfNeeded: url.path.lowerBound)
        self.pathEnd = Int32(truncatingIfNeeded: url.path.upperBound)
        self.hostAsPathSegment = options.hostAsPathSegment
        // Safety: `url` was scanned from `bytes` (the entry points' precondition),
        // and the scanner refuses an empty URL, so the bytes have an address.
        let base = bytes.baseAddress.unsafelyUnwrapped
        self.bytes = base
        let borrowed = BorrowedBytes(unsafeBufferPointer: bytes)
        var host = base
        var hostCount: Int32 = 0
        if url.hasHost {
            let range = url.host
            if url.hostNeedsTransform {
                // Safety: the scratch buffer has as many bytes as the URL, and
                // decoding the host writes at most its length from its start.
                var output = ScratchOutput(start: scratch + range.lowerBound)
                hostCount = Int32(
                    truncatingIfNeeded: PercentDecoding.decode(
                        borrowed, range, options: .init(lowercase: true), into: &output))
                host = UnsafePointer(output.start)
            } else {
                // Safety: the host's range is in the URL's bytes.
                host = base + range.lowerBound
                hostCount = Int32(truncatingIfNeeded: range.count)
            }
        }
        self.host = host
        self.hostCount = hostCount
        let hostEnd = url.host.upperBound
        if hostCount > 0, hostCount <= 8, hostEnd >= 8, !url.hostNeedsTransform {
            // The host's bytes are the URL's, eight or more from its start: the
            // host is the tail of the URL up to its end, read in one load.
            let word = RouteTree.tailWord(borrowed, count: hostEnd, tail: Int(hostCount))
            self.hostHash = RouteTree.finish(RouteTree.mix(RouteTree.hashSeed, word), count: Int(hostCount))
        } else {
            // Safety: `host` holds `hostCount` bytes (the URL's or the decoded copy in scratch).
            self.hostHash = RouteTree.hashWords(
                BorrowedBytes(unsafeBufferPointer: UnsafeBufferPointer(start: host, count: Int(hostCount))))
        }
        self.hostIsDot = url.hasHost && Self.isDot(host, Int(hostCount))
        self.schemeRootsApply = url.hasScheme && url.hasHost && !hostIsDot
        // Every element of a URL is consumed by a match, and nothing binds or
        // equals `.` or `..`, so a dot segment in the path rules out every route.
        self.hasDotSegment =
            url.pathMayHaveDotSegments
            && Self.containsDotSegment(borrowed, url.path, scratch: url.pathHasEscapes ? scratch : nil)
    }

    // MARK: - Elements

    /// Whether `value` is `.` or `..`.
    ///
    /// Safety: `value` holds `count` bytes, and only the first `count` are read.
    @inline(__always)
    static func isDot(_ value: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        (count == 1 && value[0] == ASCII.dot) || (count == 2 && value[0] == ASCII.dot && value[1] == ASCII.dot)
    }

    /// Whether any segment of `path` decodes to `.` or `..`; a path with
    /// escapes is decoded into `scratch`, one without is read as it is.
    ///
    /// Safety: `scratch`, when given, has as many bytes as `bytes`.
    @inline(never)
    static func containsDotSegment(
        _ bytes: BorrowedBytes, _ path: Range<Int>, scratch: UnsafeMutablePointer<UInt8>?
    ) -> Bool {
        var cursor = path.lowerBound
        while let segment = Segments.segment(in: bytes, from: cursor, end: path.upperBound) {
            // Only short segments starting with `.` or `%` can decode to a dot segment.
            let first = bytes[segment.lowerBound]
            if segment.count <= 6, first == ASCII.dot || first == ASCII.percent {
                if let scratch {
                    // Safety: the scratch buffer has as many bytes as the URL, and
                    // decoding a segment writes at most its length from its start.
                    var output = ScratchOutput(start: scratch + segment.lowerBound)
                    let count = PercentDecoding.decode(bytes, segment, options: .init(), into: &output)
                    if isDot(output.start, count) { return true }
                } else if segment.count <= 2, bytes[segment.lowerBound] == ASCII.dot,
                    segment.count == 1 || bytes[segment.lowerBound + 1] == ASCII.dot
                {
                    return true
                }
            }
            cursor = segment.upperBound
        }
        return false
    }

    /// Whether the host takes part in a path pattern as its first segment (ROUTING.md §3).
    func hostCountsAsSegment() -> Bool {
        // Safety: `host` holds `hostCount` bytes, read before the walk ends.
        RouteTree.hostCountsAsSegment(
            BorrowedBytes(unsafeBufferPointer: UnsafeBufferPointer(start: host, count: Int(hostCount))),
            hostAsPathSegment)
    }

    /// Saves a state on the stack, to come back to the alternatives it has left.
    @inline(__always)
    func save(_ state: Frame, _ progress: inout Progress) {
        progress.top += 1
        // Safety: the stack has a frame per node of the deepest path, and a
        // walk saves at most one state per node of its current path.
        (frames + progress.top).initialize(to: state)
    }

    // MARK: - Edges

    /// The literal child of `node` labelled `value`, or -1.
    ///
    /// - Complexity: O(*b*) for a value of *b* bytes; one probe of the edge
    ///   table on average, however many children the node has.
    ///
    /// Safety: `value` holds `count` bytes.
    @inline(__always)
    func literalChild(
        of node: Int32, _ value: UnsafePointer<UInt8>, count: Int32, hash: UInt32, foldCase: Bool
    ) -> Int32 {
        var slot = RouteTree.slot(for: RouteTree.key(hash, parent: node), count: slotCount)
        while true {
            // Safety: `slot` is below `slotCount`, and a slot holds -1 or a node index (the invariants check both).
            let child = slots[slot]
            if child < 0 { return -1 }
            let candidate = nodes + Int(child)
            if candidate.pointee.parent == node, candidate.pointee.code == RouteTree.EdgeCode.literal {
                // Labels are laid out in node order: this one starts where the previous node's ends.
                let start = (candidate - 1).pointee.labelEnd
                // Safety: a literal node's label lies in the label bytes, which are then not empty.
                if candidate.pointee.labelEnd - start == count,
                    Self.equal(labels.unsafelyUnwrapped + Int(start), value, Int(count), foldCase: foldCase)
                {
                    return child
                }
            }
            slot = slot + 1 == slotCount ? 0 : slot + 1
        }
    }

    /// The child of `node` over the non-literal edge `code`, or -1.
    @inline(__always)
    func child(of node: Int32, code: UInt16) -> Int32 {
        var slot = RouteTree.slot(for: RouteTree.key(RouteTree.hash(code: code), parent: node), count: slotCount)
        while true {
            // Safety: as in ``literalChild(of:_:count:hash:foldCase:)``.
            let child = slots[slot]
            if child < 0 { return -1 }
            if nodes[Int(child)].parent == node, nodes[Int(child)].code == code { return child }
            slot = slot + 1 == slotCount ? 0 : slot + 1
        }
    }

    /// The route of `node`'s `<path:...>` or `*` child, or -1.
    @inline(__always)
    func routeOfCatchAll(_ node: Int32, _ code: UInt16) -> Int32 {
        let child = child(of: node, code: code)
        return child < 0 ? -1 : nodes[Int(child)].terminal
    }

    /// Whether `count` bytes of a label equal a value (lowercased first when `foldCase`).
    ///
    /// Eight bytes at a time: labels are short, and a call to `memcmp`
    /// costs more than comparing them inline. A last partial word is read
    /// as ``RouteTree/tailWord(_:count:tail:)`` reads it, so no load strays
    /// outside either side's `count` bytes.
    ///
    /// Safety: `label` and `value` each hold `count` bytes.
    @inline(__always)
    static func equal(_ label: UnsafePointer<UInt8>, _ value: UnsafePointer<UInt8>, _ count: Int, foldCase: Bool)
        -> Bool
    {
        var index = 0
        if foldCase {
            while index < count {
                if label[index] != ASCII.lowercased(value[index]) { return false }
                index += 1
            }
            return true
        }
        while index + 8 <= count {
            // Safety: both sides hold `count` bytes, and these eight are below `count`.
            let left = UnsafeRawPointer(label + index).loadUnaligned(as: UInt64.self)
            let right = UnsafeRawPointer(value + index).loadUnaligned(as: UInt64.self)
            if left != right { return false }
            index += 8
        }
        while index < count {
            if label[index] != value[index] { return false }
            index += 1
        }
        return true
    }

    // MARK: - The walk

    /// Calls `body` with every route that matches, most specific first, until it returns `true`.
    func run(_ body: (RouteTree.Candidate) -> Bool) {
        var progress = Progress()
        while true {
            let route = next(&progress)
            guard route >= 0 else { return }
            // Safety: the captures are copied out of the stack before `body` runs.
            let candidate = RouteTree.Candidate(
                route: Int(route),
                captures: CaptureList(UnsafeBufferPointer(start: captures, count: progress.yieldCount)),
                converted: progress.converted ?? [])
            if body(candidate) { return }
        }
    }

    /// Tells `recorder` the walk entered `node` with the element at `start`
    /// (`count` bytes decoded; -1 when the URL ended there).
    ///
    /// Kept out of ``next(_:)``, which only tests for a recorder.
    @inline(never)
    func record(into recorder: DeadEndRecorder, node: Int32, cursor: Int32, start: Int32, count: Int32) {
        let isHost = cursor == Self.hostCursor
        let value: BorrowedBytes? =
            count < 0
            ? nil
            : BorrowedBytes(
                // Safety: the element's `count` bytes, decoded (host, scratch) or raw; the recorder copies them.
                unsafeBufferPointer: UnsafeBufferPointer(
                    start: isHost ? host : pathHasEscapes ? UnsafePointer(scratch + Int(start)) : bytes + Int(start),
                    count: Int(count)))
        recorder.reached(node: Int(node), cursor: Int(cursor), isHost: isHost, value: value)
    }

    /// The next route that matches, most specific first, or -1 when there is
    /// none left; its captures are `captures[0 ..< yieldCount]`.
    ///
    /// The state at the current node is held in local variables, and nodes
    /// are entered in one place, so that the compiler keeps it in registers;
    /// it goes to the stack of ``Frame``s only at nodes with alternatives left.
    ///
    /// - Complexity: see ``RouteTree/forEachCandidate(_:in:options:_:)``.
    func next(_ progress: inout Progress) -> Int32 {
        // The node to enter, and where its element starts.
        var node: Int32 = 0
        var cursor: Int32 = 0
        var entering = false
        // The current node's element, alternatives left and bindings.
        var start: Int32 = 0
        var end: Int32 = 0
        var valueCount: Int32 = -1
        var hash: UInt32 = 0
        var pending: UInt16 = 0
        var customNext: UInt16 = 0
        var captureCount: UInt16 = 0
        var convertedCount: UInt16 = 0

        /// The current state, to save.
        func current() -> Frame {
            Frame(
                node: node, cursor: cursor, start: start, end: end, valueCount: valueCount, hash: hash,
                pending: pending, customNext: customNext, captureCount: captureCount, convertedCount: convertedCount)
        }

        while true {
            if entering {
                // Find the element `node`'s edges consume (hashing it in the same
                // pass when the node has literal children).
                entering = false
                let children = nodes[Int(node)].children
                customNext = 0
                if cursor == Self.hostCursor {
                    start = Int32(truncatingIfNeeded: url.host.lowerBound)
                    end = Int32(truncatingIfNeeded: url.host.upperBound)
                    valueCount = hostCount
                    hash = hostHash
                    pending = children
                } else {
                    start = cursor
                    while start < pathEnd, bytes[Int(start)] == ASCII.slash { start += 1 }
                    if start == pathEnd {
                        // The URL ends here.
                        start = cursor
                        end = cursor
                        valueCount = -1
                        pending =
                            (nodes[Int(node)].terminal >= 0 ? Self.exactEnd : 0)
                            | (children & RouteTree.ChildKinds.wildcard)
                    } else {
                        (end, valueCount, hash) = split(
                            from: start, hashing: children & RouteTree.ChildKinds.literal != 0)
                        pending = children
                    }
                }
                if recording, let recorder {
                    // Safety: explain holds the recorder for the whole walk (see ``recorder``).
                    record(into: recorder, node: node, cursor: cursor, start: start, count: valueCount)
                }
            }

            if pending == 0 {
                // Back to the last node with alternatives left, or on to the next root.
                if progress.top >= 0 {
                    let frame = frames[progress.top]
                    progress.top -= 1
                    (node, cursor, start, end) = (frame.node, frame.cursor, frame.start, frame.end)
                    (valueCount, hash, pending, customNext) = (
                        frame.valueCount, frame.hash, frame.pending, frame.customNext
                    )
                    (captureCount, convertedCount) = (frame.captureCount, frame.convertedCount)
                    // Drop values a custom type converted in an abandoned branch.
                    if let count = progress.converted?.count, count > Int(convertedCount) {
                        progress.converted!.removeSubrange(Int(convertedCount)...)
                    }
                    continue
                }
                guard let (root, rootCursor) = nextRoot(&progress) else { return -1 }
                (node, cursor, captureCount, convertedCount, entering) = (root, rootCursor, 0, 0, true)
                continue
            }
            let bit = pending & (0 &- pending)
            pending ^= bit

            guard valueCount >= 0 else {
                // The URL ended at this node: an exact end beats a `*` that matches nothing.
                if bit == Self.exactEnd {
                    if pending != 0 { save(current(), &progress) }
                    progress.yieldCount = Int(captureCount)
                    return nodes[Int(node)].terminal
                }
                let route = routeOfCatchAll(node, RouteTree.EdgeCode.wildcard)
                if route >= 0 {
                    captures[Int(captureCount)] = Capture(range: Int(cursor)..<Int(cursor), kind: .rest)
                    progress.yieldCount = Int(captureCount) + 1
                    return route
                }
                continue
            }

            let isHost = cursor == Self.hostCursor
            // Safety: the element's value: the host's, its decoded copy in scratch, or its raw bytes.
            let value =
                isHost ? host : pathHasEscapes ? UnsafePointer(scratch + Int(start)) : bytes + Int(start)
            let next = isHost ? pathStart : end
            let child: Int32
            switch bit {
            case RouteTree.ChildKinds.literal:
                child = literalChild(of: node, value, count: valueCount, hash: hash, foldCase: foldPaths && !isHost)
                guard child >= 0 else { continue }
            case RouteTree.ChildKinds.path, RouteTree.ChildKinds.wildcard:
                let code = bit == RouteTree.ChildKinds.path ? RouteTree.EdgeCode.path : RouteTree.EdgeCode.wildcard
                let route = routeOfCatchAll(node, code)
                guard route >= 0 else { continue }
                captures[Int(captureCount)] =
                    isHost
                    ? Capture(range: url.path, kind: .restFromHost)
                    : Capture(range: Int(cursor)..<Int(pathEnd), kind: .rest)
                if pending != 0 { save(current(), &progress) }
                progress.yieldCount = Int(captureCount) + 1
                return route
            case RouteTree.ChildKinds.custom:
                // Custom types are tried one by one, in the order they were added;
                // the bit stays set until none is left.
                // Safety: `value` holds `valueCount` bytes; the custom type is handed a copy (a `String`).
                let buffer = UnsafeBufferPointer(start: value, count: Int(valueCount))
                guard let (custom, result) = nextCustomChild(of: node, buffer, from: &customNext) else { continue }
                pending |= bit
                if progress.converted == nil { progress.converted = [] }
                progress.converted!.append(result)
                let count = progress.converted!.count
                captures[Int(captureCount)] = Capture(
                    range: Int(start)..<Int(end), kind: isHost ? .host : .segment, converted: count - 1)
                save(current(), &progress)
                (node, cursor, entering) = (custom, next, true)
                captureCount += 1
                convertedCount = UInt16(truncatingIfNeeded: count)
                continue
            default:
                // A built-in placeholder: its code follows from its bit (see ChildKinds).
                let code: UInt16
                switch bit {
                case RouteTree.ChildKinds.int: code = RouteTree.EdgeCode.int
                case RouteTree.ChildKinds.double: code = RouteTree.EdgeCode.double
                case RouteTree.ChildKinds.bool: code = RouteTree.EdgeCode.bool
                case RouteTree.ChildKinds.uuid: code = RouteTree.EdgeCode.uuid
                default: code = RouteTree.EdgeCode.string
                }
                if code != RouteTree.EdgeCode.string {
                    // Safety: `value` holds `valueCount` bytes, read during the call.
                    let buffer = BorrowedBytes(
                        unsafeBufferPointer: UnsafeBufferPointer(start: value, count: Int(valueCount)))
                    guard let kind = RouteTree.EdgeCode.kind(of: code), PlaceholderKind.isValid(kind, buffer) else {
                        continue
                    }
                }
                child = self.child(of: node, code: code)
                guard child >= 0 else { continue }
                captures[Int(captureCount)] = Capture(range: Int(start)..<Int(end), kind: isHost ? .host : .segment)
                if pending != 0 { save(current(), &progress) }
                (node, cursor, entering) = (child, next, true)
                captureCount += 1
                continue
            }
            // A literal edge.
            if pending != 0 { save(current(), &progress) }
            (node, cursor, entering) = (child, next, true)
        }
    }

    /// The end of the path segment that starts at `start` (not a `/`), the
    /// length of its decoded value and, when `hashing`, the value's hash
    /// (``RouteTree/hash(_:foldCase:)``).
    ///
    /// A path without escapes is split eight bytes at a time where eight
    /// bytes remain before its end: one load, a test for a `/` among them
    /// (the classic has-zero-byte trick on the word XOR `////////`), and the
    /// same word mixed into the hash. A path with escapes is decoded into the
    /// scratch buffer first, and case-insensitive paths are hashed byte by byte.
    @inline(__always)
    func split(from start: Int32, hashing: Bool) -> (end: Int32, count: Int32, hash: UInt32) {
        var stop = start
        if !pathHasEscapes, !foldPaths {
            var state = RouteTree.hashSeed
            #if _endian(little)
                while stop + 8 <= pathEnd {
                    // Safety: the eight bytes from `stop` are before the path's end.
                    let word = UnsafeRawPointer(bytes + Int(stop)).loadUnaligned(as: UInt64.self)
                    let slashes = word ^ 0x2F2F_2F2F_2F2F_2F2F
                    let found = (slashes &- 0x0101_0101_0101_0101) & ~slashes & 0x8080_8080_8080_8080
                    if found != 0 {
                        // The lowest flagged byte is the first `/` (higher ones may be false alarms).
                        let length = found.trailingZeroBitCount >> 3
                        if length > 0, hashing { state = RouteTree.mix(state, word & ~(~0 << (UInt64(length) << 3))) }
                        stop += Int32(truncatingIfNeeded: length)
                        let count = stop - start
                        return (stop, count, hashing ? RouteTree.finish(state, count: Int(count)) : 0)
                    }
                    if hashing { state = RouteTree.mix(state, word) }
                    stop += 8
                }
            #endif
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while stop < pathEnd {
                let byte = bytes[Int(stop)]
                if byte == ASCII.slash { break }
                word |= UInt64(byte) << shift
                shift += 8
                stop += 1
            }
            if shift > 0, hashing { state = RouteTree.mix(state, word) }
            let count = stop - start
            return (stop, count, hashing ? RouteTree.finish(state, count: Int(count)) : 0)
        }
        while stop < pathEnd, bytes[Int(stop)] != ASCII.slash { stop += 1 }
        // Safety: the segment's bytes, before the path's end.
        var value = UnsafeBufferPointer(start: bytes + Int(start), count: Int(stop - start))
        if pathHasEscapes {
            // Safety: the scratch buffer has as many bytes as the URL, and
            // decoding the segment writes at most its length from its start.
            var output = ScratchOutput(start: scratch + Int(start))
            let path = BorrowedBytes(unsafeBufferPointer: UnsafeBufferPointer(start: bytes, count: Int(pathEnd)))
            let count = PercentDecoding.decode(path, Int(start)..<Int(stop), options: .init(), into: &output)
            // Safety: the `count` bytes just decoded.
            value = UnsafeBufferPointer(start: output.start, count: count)
        }
        let hash = hashing ? RouteTree.hash(BorrowedBytes(unsafeBufferPointer: value), foldCase: foldPaths) : 0
        return (stop, Int32(truncatingIfNeeded: value.count), hash)
    }

    /// The next custom placeholder child of `node`, from type `index` on in
    /// the order the types were added, that converts `value`, with the value
    /// it converted to; `index` moves past the types tried.
    func nextCustomChild(
        // Safety: `value` is read here, and copied into the `String` the custom type gets.
        of node: Int32, _ value: UnsafeBufferPointer<UInt8>, from index: inout UInt16
    ) -> (child: Int32, value: String)? {
        // Safety: the caller holds the tree for the whole walk (see ``tree``).
        let customTypes = tree.takeUnretainedValue().customTypes
        while Int(index) < customTypes.count {
            let type = Int(index)
            index += 1
            let child = child(of: node, code: RouteTree.EdgeCode.customBase + UInt16(type))
            guard child >= 0 else { continue }
            guard let result = customTypes[type].convert(String(decoding: value, as: UTF8.self)) else { continue }
            return (child, result)
        }
        return nil
    }

    /// The node of the scheme whose `count` bytes (lowercase) are at
    /// `scheme`, found among `schemeWords` (every scheme, each at most eight
    /// bytes long), or -1.
    @inline(__always)
    static func schemeChild(
        // Safety: the tree's scheme words, and the scheme's `count` bytes (eight with `canReadWord`).
        in schemeWords: UnsafeBufferPointer<RouteTree.SchemeWord>, _ scheme: UnsafePointer<UInt8>, count: Int,
        canReadWord: Bool
    ) -> Int32 {
        guard count >= 1, count <= 8 else { return -1 }
        // With eight bytes of the URL from the scheme on (the host follows it),
        // one load masked to the scheme's length.
        // Safety: `canReadWord` says the eight bytes from `scheme` are in the URL; otherwise only `count` are read.
        let word =
            canReadWord
            ? UInt64(littleEndian: UnsafeRawPointer(scheme).loadUnaligned(as: UInt64.self))
                & (~0 &>> UInt64((8 &- count) &* 8))
            : RouteTree.tailWord(
                // Safety: the scheme's `count` bytes, read during the call.
                BorrowedBytes(unsafeBufferPointer: UnsafeBufferPointer(start: scheme, count: count)), count: count,
                tail: count)
        for entry in schemeWords where entry.word == word && Int(entry.count) == count { return entry.node }
        return -1
    }

    /// The first node and cursor of the next root in precedence order (named
    /// scheme, `*://`, path patterns), or `nil` when none is left.
    func nextRoot(_ progress: inout Progress) -> (node: Int32, cursor: Int32)? {
        if hasDotSegment { return nil }
        while progress.stage < 3 {
            progress.stage += 1
            switch progress.stage {
            case 1:
                guard schemeRootsApply, nodes[Int(RouteTree.schemeRoot)].children != 0 else { continue }
                let scheme = url.scheme
                // Scheme labels are lowercase; the scanner notes whether the URL's is.
                let foldCase = url.schemeHasCapitals
                let child: Int32
                if let schemeWords, !foldCase {
                    child = Self.schemeChild(
                        in: schemeWords, bytes + scheme.lowerBound, count: scheme.count,
                        canReadWord: scheme.lowerBound &+ 8 <= url.host.upperBound)
                } else {
                    // Safety: the scheme's bytes, in the URL.
                    let schemeBytes = BorrowedBytes(
                        unsafeBufferPointer: UnsafeBufferPointer(start: bytes + scheme.lowerBound, count: scheme.count))
                    child = literalChild(
                        of: RouteTree.schemeRoot, bytes + scheme.lowerBound,
                        count: Int32(truncatingIfNeeded: scheme.count),
                        hash: RouteTree.hash(schemeBytes, foldCase: foldCase), foldCase: foldCase)
                }
                guard child >= 0 else { continue }
                return (child, Self.hostCursor)
            case 2:
                let root = nodes[Int(RouteTree.anySchemeRoot)]
                guard schemeRootsApply, root.children != 0 || root.terminal >= 0 else { continue }
                return (RouteTree.anySchemeRoot, Self.hostCursor)
            default:
                let root = nodes[Int(RouteTree.pathRoot)]
                guard root.children != 0 || root.terminal >= 0 else { continue }
                let hostIsSegment = url.hasHost && !hostIsDot && hostCountsAsSegment()
                return (RouteTree.pathRoot, hostIsSegment ? Self.hostCursor : pathStart)
            }
        }
        return nil
    }
}
