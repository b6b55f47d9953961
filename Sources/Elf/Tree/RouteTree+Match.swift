/// How the router reads URLs, as the matcher needs it.
struct MatchOptions: Sendable, Equatable {
    var caseInsensitivePaths = false
    var hostAsPathSegment = Elf.Configuration.HostAsPathSegment.automatic
}

extension RouteTree {
    /// One match the tree found: the route and what its placeholders bound.
    struct Candidate {
        var route: Int
        var captures: UnsafeBufferPointer<Capture>
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
    func forEachCandidate(
        _ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions,
        _ body: (Candidate) -> Bool
    ) {
        withWalk(url, in: bytes, options: options, recorder: nil) { walk in walk.run(body) }
    }

    /// As ``forEachCandidate(_:in:options:_:)``, telling `recorder` where the
    /// walk went (see `RouteTree+DeadEnds.swift`): the hook explain reads.
    func forEachCandidate(
        _ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions, recorder: DeadEndRecorder,
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
    /// - Complexity: as ``forEachCandidate(_:in:options:_:)``; allocates only
    ///   when the route binds more than four parameters (one array of ranges).
    func firstMatch(_ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions) -> Found? {
        withWalk(url, in: bytes, options: options, recorder: nil) { walk in
            var progress = Walk.Progress()
            let route = walk.next(&progress)
            guard route >= 0 else { return nil }
            return Found(
                route: Int(route),
                captures: CaptureList(UnsafeBufferPointer(start: walk.captures, count: progress.yieldCount)),
                converted: progress.converted)
        }
    }

    /// Runs `body` with a walk over `url`, the tree's arrays and one
    /// temporary allocation (frames, captures and, for URLs with escapes, a
    /// buffer for decoded elements) held for its duration.
    @inline(__always)
    fileprivate func withWalk<Result>(
        _ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions,
        recorder: DeadEndRecorder?, _ body: (Walk) -> Result
    ) -> Result {
        let frameCount = depth + 1
        let frameBytes = frameCount * MemoryLayout<Frame>.stride
        let captureBytes = frameCount * MemoryLayout<Capture>.stride
        let scratchBytes = url.hostNeedsTransform || url.pathHasEscapes ? bytes.count : 0
        // Nothing in the closure refers to `self`: a class reference captured
        // by the temporary allocation's closure is retained and released
        // around it (about 40 instructions per lookup).
        let tree = Unmanaged.passUnretained(self)
        return nodes.withUnsafeBufferPointer { nodes in
            labelBytes.withUnsafeBufferPointer { labels in
                slots.withUnsafeBufferPointer { slots in
                    // The scheme words' buffer is taken out of its closure rather
                    // than nesting one more level (which costs a lookup about 60
                    // instructions, measured): it stays valid for the walk, since
                    // `schemeWords` is a `let` of this tree, which the caller
                    // holds, and a frozen tree's arrays are never written.
                    let schemeWords = schemesAreWords ? schemeWords.withUnsafeBufferPointer { $0 } : nil
                    // One allocation carved in three, rather than three nested ones.
                    return withUnsafeTemporaryAllocation(
                        byteCount: frameBytes + captureBytes + scratchBytes,
                        alignment: MemoryLayout<Frame>.alignment
                    ) { raw in
                        let base = raw.baseAddress.unsafelyUnwrapped
                        let walk = Walk(
                            tree: tree, nodes: nodes, labels: labels, slots: slots, bytes: bytes, url: url,
                            frames: base.bindMemory(to: Frame.self, capacity: frameCount),
                            captures: (base + frameBytes).bindMemory(to: Capture.self, capacity: frameCount),
                            scratch: (base + frameBytes + captureBytes).bindMemory(
                                to: UInt8.self, capacity: scratchBytes),
                            schemeWords: schemeWords, options: options, recorder: recorder)
                        return body(walk)
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
        _ value: UnsafeBufferPointer<UInt8>, _ mode: Elf.Configuration.HostAsPathSegment
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

/// The state of one lookup: pointers into the tree and the URL, and the stack.
private struct Walk {
    /// The cursor value that means "the host is the next element".
    static let hostCursor: Int32 = -1
    /// When the URL has ended at a node: its own route, tried before a `*` that matches nothing.
    static let exactEnd: UInt16 = 1

    let nodes: UnsafePointer<RouteTree.Node>
    let labels: UnsafePointer<UInt8>?
    let slots: UnsafePointer<Int32>
    let slotCount: Int
    /// The tree's ``RouteTree/schemeWords``, or `nil` when they are not every scheme.
    let schemeWords: UnsafeBufferPointer<RouteTree.SchemeWord>?
    let bytes: UnsafePointer<UInt8>
    let url: ScannedURL
    let frames: UnsafeMutablePointer<Frame>
    let captures: UnsafeMutablePointer<Capture>
    let scratch: UnsafeMutablePointer<UInt8>
    let foldPaths: Bool
    let pathHasEscapes: Bool
    let pathStart: Int32
    let pathEnd: Int32
    let hostAsPathSegment: Elf.Configuration.HostAsPathSegment
    // Unretained: the caller holds the tree for the whole walk, and its
    // custom types are read only at nodes with custom placeholder children.
    // `Unmanaged` rather than `unowned(unsafe)`, so that the closure that
    // makes the walk captures no class reference (see `withWalk`).
    let tree: Unmanaged<RouteTree>
    /// The host's value (decoded and lowercased when it needs it) and its hash.
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
    /// Unowned (unsafe) for the reason ``tree`` is unretained.
    unowned(unsafe) let recorder: DeadEndRecorder?
    /// Whether there is a ``recorder``: a plain flag, because binding an
    /// `unowned(unsafe)` optional retains it, even when it is `nil`.
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
        self.nodes = nodes.baseAddress.unsafelyUnwrapped
        self.labels = labels.baseAddress
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
        // A scanned URL is never empty; an empty buffer can only come from a
        // caller's mistake, and matches nothing.
        let base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1).unsafelyUnwrapped
        self.bytes = base
        var host = base
        var hostCount: Int32 = 0
        if url.hasHost, bytes.baseAddress != nil {
            let range = url.host
            if url.hostNeedsTransform {
                let output = scratch + range.lowerBound
                hostCount = Int32(
                    truncatingIfNeeded: PercentDecoding.decode(
                        bytes, range, options: .init(lowercase: true), into: output))
                host = UnsafePointer(output)
            } else {
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
            let word = RouteTree.tailWord(base, count: hostEnd, tail: Int(hostCount))
            self.hostHash = RouteTree.finish(RouteTree.mix(RouteTree.hashSeed, word), count: Int(hostCount))
        } else {
            self.hostHash = RouteTree.hashWords(host, Int(hostCount))
        }
        self.hostIsDot = url.hasHost && Self.isDot(host, Int(hostCount))
        self.schemeRootsApply = url.hasScheme && url.hasHost && !hostIsDot
        // Every element of a URL is consumed by a match, and nothing binds or
        // equals `.` or `..`, so a dot segment in the path rules out every route.
        self.hasDotSegment =
            bytes.baseAddress == nil
            || (url.pathMayHaveDotSegments
                && Self.containsDotSegment(bytes, url.path, scratch: url.pathHasEscapes ? scratch : nil))
    }

    // MARK: - Elements

    /// Whether `value` is `.` or `..`.
    @inline(__always)
    static func isDot(_ value: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        (count == 1 && value[0] == ASCII.dot) || (count == 2 && value[0] == ASCII.dot && value[1] == ASCII.dot)
    }

    /// Whether any segment of `path` decodes to `.` or `..`; a path with
    /// escapes is decoded into `scratch`, one without is read as it is.
    @inline(never)
    static func containsDotSegment(
        _ bytes: UnsafeBufferPointer<UInt8>, _ path: Range<Int>, scratch: UnsafeMutablePointer<UInt8>?
    ) -> Bool {
        var cursor = path.lowerBound
        while let segment = Segments.segment(in: bytes, from: cursor, end: path.upperBound) {
            // Only short segments starting with `.` or `%` can decode to a dot segment.
            let first = bytes[segment.lowerBound]
            if segment.count <= 6, first == ASCII.dot || first == ASCII.percent {
                if let scratch {
                    let output = scratch + segment.lowerBound
                    if isDot(output, PercentDecoding.decode(bytes, segment, options: .init(), into: output)) {
                        return true
                    }
                } else if isDot(bytes.baseAddress.unsafelyUnwrapped + segment.lowerBound, segment.count) {
                    return true
                }
            }
            cursor = segment.upperBound
        }
        return false
    }

    /// Whether the host takes part in a path pattern as its first segment (ROUTING.md §3).
    func hostCountsAsSegment() -> Bool {
        RouteTree.hostCountsAsSegment(UnsafeBufferPointer(start: host, count: Int(hostCount)), hostAsPathSegment)
    }

    /// Saves a state on the stack, to come back to the alternatives it has left.
    @inline(__always)
    func save(_ state: Frame, _ progress: inout Progress) {
        progress.top += 1
        (frames + progress.top).initialize(to: state)
    }

    // MARK: - Edges

    /// The literal child of `node` labelled `value`, or -1.
    ///
    /// - Complexity: O(*b*) for a value of *b* bytes; one probe of the edge
    ///   table on average, however many children the node has.
    @inline(__always)
    func literalChild(
        of node: Int32, _ value: UnsafePointer<UInt8>, count: Int32, hash: UInt32, foldCase: Bool
    ) -> Int32 {
        var slot = RouteTree.slot(for: RouteTree.key(hash, parent: node), count: slotCount)
        while true {
            let child = slots[slot]
            if child < 0 { return -1 }
            let candidate = nodes + Int(child)
            if candidate.pointee.parent == node, candidate.pointee.code == RouteTree.EdgeCode.literal {
                // Labels are laid out in node order: this one starts where the previous node's ends.
                let start = (candidate - 1).pointee.labelEnd
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
            let candidate = RouteTree.Candidate(
                route: Int(route), captures: UnsafeBufferPointer(start: captures, count: progress.yieldCount),
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
        let value: UnsafeBufferPointer<UInt8>? =
            count < 0
            ? nil
            : UnsafeBufferPointer(
                start: isHost ? host : pathHasEscapes ? UnsafePointer(scratch + Int(start)) : bytes + Int(start),
                count: Int(count))
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
                    let buffer = UnsafeBufferPointer(start: value, count: Int(valueCount))
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
        var value = UnsafeBufferPointer(start: bytes + Int(start), count: Int(stop - start))
        if pathHasEscapes {
            let output = scratch + Int(start)
            let buffer = UnsafeBufferPointer(start: bytes, count: Int(pathEnd))
            let count = PercentDecoding.decode(buffer, Int(start)..<Int(stop), options: .init(), into: output)
            value = UnsafeBufferPointer(start: output, count: count)
        }
        return (stop, Int32(truncatingIfNeeded: value.count), hashing ? RouteTree.hash(value, foldCase: foldPaths) : 0)
    }

    /// The next custom placeholder child of `node`, from type `index` on in
    /// the order the types were added, that converts `value`, with the value
    /// it converted to; `index` moves past the types tried.
    func nextCustomChild(
        of node: Int32, _ value: UnsafeBufferPointer<UInt8>, from index: inout UInt16
    ) -> (child: Int32, value: String)? {
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
        in schemeWords: UnsafeBufferPointer<RouteTree.SchemeWord>, _ scheme: UnsafePointer<UInt8>, count: Int,
        canReadWord: Bool
    ) -> Int32 {
        guard count >= 1, count <= 8 else { return -1 }
        // With eight bytes of the URL from the scheme on (the host follows it),
        // one load masked to the scheme's length.
        let word =
            canReadWord
            ? UInt64(littleEndian: UnsafeRawPointer(scheme).loadUnaligned(as: UInt64.self))
                & (~0 &>> UInt64((8 &- count) &* 8))
            : RouteTree.tailWord(scheme, count: count, tail: count)
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
                    let schemeBytes = UnsafeBufferPointer(start: bytes + scheme.lowerBound, count: scheme.count)
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
