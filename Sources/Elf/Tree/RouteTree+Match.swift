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
    ///   abandoned; backtracking revisits an element at most once per
    ///   placeholder edge along the way. The number of routes does not count.
    func forEachCandidate(
        _ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions,
        _ body: (Candidate) -> Bool
    ) {
        withWalk(url, in: bytes, options: options) { walk in
            var progress = Walk.Progress()
            while true {
                let route = walk.next(&progress)
                guard route >= 0 else { return }
                let candidate = Candidate(
                    route: Int(route), captures: UnsafeBufferPointer(start: walk.captures, count: progress.yieldCount),
                    converted: progress.converted ?? [])
                if body(candidate) { return }
            }
        }
    }

    /// The winner of a lookup, copied out of the walk's temporary storage.
    struct Found {
        var route: Int
        var captures: CaptureList
        var converted: [String]
    }

    /// The most specific route for `url`, if any.
    ///
    /// - Complexity: as ``forEachCandidate(_:in:options:_:)``; allocates only
    ///   when the route binds more than four parameters (one array of ranges).
    func firstMatch(_ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions) -> Found? {
        withWalk(url, in: bytes, options: options) { walk in
            var progress = Walk.Progress()
            let route = walk.next(&progress)
            guard route >= 0 else { return nil }
            return Found(
                route: Int(route),
                captures: CaptureList(UnsafeBufferPointer(start: walk.captures, count: progress.yieldCount)),
                converted: progress.converted ?? [])
        }
    }

    /// Runs `body` with a walk over `url`, the tree's arrays and one
    /// temporary allocation (frames, captures and, for URLs with escapes, a
    /// buffer for decoded elements) held for its duration.
    @inline(__always)
    fileprivate func withWalk<Result>(
        _ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions,
        _ body: (Walk) -> Result
    ) -> Result {
        let frameCount = depth + 1
        let frameBytes = frameCount * MemoryLayout<Frame>.stride
        let captureBytes = frameCount * MemoryLayout<Capture>.stride
        let scratchBytes = url.hostNeedsTransform || url.pathHasEscapes ? bytes.count : 0
        return nodes.withUnsafeBufferPointer { nodes in
            labelBytes.withUnsafeBufferPointer { labels in
                slots.withUnsafeBufferPointer { slots in
                    // One allocation carved in three, rather than three nested ones.
                    withUnsafeTemporaryAllocation(
                        byteCount: frameBytes + captureBytes + scratchBytes, alignment: MemoryLayout<Frame>.alignment
                    ) { raw in
                        let base = raw.baseAddress.unsafelyUnwrapped
                        let walk = Walk(
                            tree: self, nodes: nodes, labels: labels, slots: slots, bytes: bytes, url: url,
                            frames: base.bindMemory(to: Frame.self, capacity: frameCount),
                            captures: (base + frameBytes).bindMemory(to: Capture.self, capacity: frameCount),
                            scratch: (base + frameBytes + captureBytes).bindMemory(
                                to: UInt8.self, capacity: scratchBytes),
                            options: options)
                        return body(walk)
                    }
                }
            }
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
    // Unowned: the caller holds the tree for the whole walk, and its custom
    // types are read only at nodes with custom placeholder children.
    unowned(unsafe) let tree: RouteTree
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
        tree: RouteTree, nodes: UnsafeBufferPointer<RouteTree.Node>, labels: UnsafeBufferPointer<UInt8>,
        slots: UnsafeBufferPointer<Int32>, bytes: UnsafeBufferPointer<UInt8>, url: ScannedURL,
        frames: UnsafeMutablePointer<Frame>, captures: UnsafeMutablePointer<Capture>,
        scratch: UnsafeMutablePointer<UInt8>, options: MatchOptions
    ) {
        self.tree = tree
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
        self.hostHash = RouteTree.hash(UnsafeBufferPointer(start: host, count: Int(hostCount)))
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
        switch hostAsPathSegment {
        case .always: return true
        case .never: return false
        case .automatic:
            let value = UnsafeBufferPointer(start: host, count: Int(hostCount))
            if value.first == ASCII.openBracket || value.contains(ASCII.dot) { return false }
            return value.count != 9 || !value.elementsEqual("localhost".utf8)
        }
    }

    /// The decoded value of a state's element.
    @inline(__always)
    func value(of state: Frame) -> UnsafePointer<UInt8> {
        if state.cursor == Self.hostCursor { return host }
        return pathHasEscapes ? UnsafePointer(scratch + Int(state.start)) : bytes + Int(state.start)
    }

    /// The cursor after a state's element.
    @inline(__always)
    func cursor(after state: Frame) -> Int32 {
        state.cursor == Self.hostCursor ? pathStart : state.end
    }

    /// Moves `state` to `node`, whose edges consume the element at `cursor`.
    ///
    /// The element is found here (and, when the node has literal children,
    /// hashed in the same pass over its bytes), once per node visited. The
    /// state is rewritten in place: building a new one and copying it back
    /// costs a call to `memcpy` per node.
    @inline(__always)
    func enter(_ state: inout Frame, _ node: Int32, cursor: Int32, captureCount: UInt16, convertedCount: UInt16) {
        let children = nodes[Int(node)].children
        state.node = node
        state.cursor = cursor
        state.customNext = 0
        state.captureCount = captureCount
        state.convertedCount = convertedCount
        if cursor == Self.hostCursor {
            state.start = Int32(truncatingIfNeeded: url.host.lowerBound)
            state.end = Int32(truncatingIfNeeded: url.host.upperBound)
            state.valueCount = hostCount
            state.hash = hostHash
            state.pending = children
            return
        }
        var start = cursor
        while start < pathEnd, bytes[Int(start)] == ASCII.slash { start += 1 }
        guard start < pathEnd else {
            // The URL ends here.
            state.valueCount = -1
            state.start = cursor
            state.end = cursor
            state.pending =
                (nodes[Int(node)].terminal >= 0 ? Self.exactEnd : 0) | (children & RouteTree.ChildKinds.wildcard)
            return
        }
        let needsHash = children & RouteTree.ChildKinds.literal != 0
        var stop = start
        var hash: UInt32 = 2_166_136_261
        if needsHash, !pathHasEscapes {
            // Split and hash in one pass over the bytes.
            if foldPaths {
                while stop < pathEnd {
                    let byte = bytes[Int(stop)]
                    if byte == ASCII.slash { break }
                    hash = (hash ^ UInt32(ASCII.lowercased(byte))) &* 16_777_619
                    stop += 1
                }
            } else {
                while stop < pathEnd {
                    let byte = bytes[Int(stop)]
                    if byte == ASCII.slash { break }
                    hash = (hash ^ UInt32(byte)) &* 16_777_619
                    stop += 1
                }
            }
        } else {
            while stop < pathEnd, bytes[Int(stop)] != ASCII.slash { stop += 1 }
        }
        var count = stop - start
        if pathHasEscapes {
            let output = scratch + Int(start)
            let buffer = UnsafeBufferPointer(start: bytes, count: Int(pathEnd))
            count = Int32(
                truncatingIfNeeded: PercentDecoding.decode(
                    buffer, Int(start)..<Int(stop), options: .init(), into: output))
            if needsHash {
                for index in 0..<Int(count) {
                    let byte = foldPaths ? ASCII.lowercased(output[index]) : output[index]
                    hash = (hash ^ UInt32(byte)) &* 16_777_619
                }
            }
        }
        state.start = start
        state.end = stop
        state.valueCount = count
        state.hash = hash
        state.pending = children
    }

    /// Saves `state` on the stack, to come back to the alternatives it has left.
    @inline(__always)
    func save(_ state: Frame, _ progress: inout Progress) {
        progress.top += 1
        (frames + progress.top).initialize(to: state)
    }

    /// Moves `state` back to the last saved state, or to the first state of
    /// the next root; `false` when none is left.
    @inline(__always)
    func backtrack(_ state: inout Frame, _ progress: inout Progress) -> Bool {
        guard progress.top >= 0 else { return startNextRoot(&state, &progress) }
        state = frames[progress.top]
        progress.top -= 1
        // Drop values a custom type converted in an abandoned branch.
        if let count = progress.converted?.count, count > Int(state.convertedCount) {
            progress.converted!.removeSubrange(Int(state.convertedCount)...)
        }
        return true
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
    /// costs more than comparing them inline.
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

    /// The next route that matches, most specific first, or -1 when there is
    /// none left; its captures are `captures[0 ..< yieldCount]`.
    ///
    /// - Complexity: see ``RouteTree/forEachCandidate(_:in:options:_:)``.
    func next(_ progress: inout Progress) -> Int32 {
        var state = Frame(node: 0, cursor: 0, captureCount: 0, convertedCount: 0)
        guard backtrack(&state, &progress) else { return -1 }
        while true {
            let pending = state.pending
            if pending == 0 {
                guard backtrack(&state, &progress) else { return -1 }
                continue
            }
            let bit = pending & (0 &- pending)
            state.pending = pending ^ bit
            let captureCount = state.captureCount

            guard state.valueCount >= 0 else {
                // The URL ended at this node: an exact end beats a `*` that matches nothing.
                if bit == Self.exactEnd {
                    if state.pending != 0 { save(state, &progress) }
                    progress.yieldCount = Int(captureCount)
                    return nodes[Int(state.node)].terminal
                }
                let route = routeOfCatchAll(state.node, RouteTree.EdgeCode.wildcard)
                if route >= 0 {
                    captures[Int(captureCount)] = Capture(range: Int(state.cursor)..<Int(state.cursor), kind: .rest)
                    progress.yieldCount = Int(captureCount) + 1
                    return route
                }
                continue
            }

            switch bit {
            case RouteTree.ChildKinds.literal:
                let child = literalChild(
                    of: state.node, value(of: state), count: state.valueCount, hash: state.hash,
                    foldCase: foldPaths && state.cursor != Self.hostCursor)
                guard child >= 0 else { continue }
                if state.pending != 0 { save(state, &progress) }
                enter(
                    &state, child, cursor: cursor(after: state), captureCount: captureCount,
                    convertedCount: state.convertedCount)
            case RouteTree.ChildKinds.custom:
                // Custom types are tried one by one; the bit stays set until none is left.
                state.pending = pending
                if !enterNextCustomChild(&state, &progress) { state.pending = pending ^ bit }
            case RouteTree.ChildKinds.path, RouteTree.ChildKinds.wildcard:
                let code = bit == RouteTree.ChildKinds.path ? RouteTree.EdgeCode.path : RouteTree.EdgeCode.wildcard
                let route = routeOfCatchAll(state.node, code)
                guard route >= 0 else { continue }
                captures[Int(captureCount)] =
                    state.cursor == Self.hostCursor
                    ? Capture(range: url.path, kind: .restFromHost)
                    : Capture(range: Int(state.cursor)..<Int(pathEnd), kind: .rest)
                if state.pending != 0 { save(state, &progress) }
                progress.yieldCount = Int(captureCount) + 1
                return route
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
                    let value = UnsafeBufferPointer(start: value(of: state), count: Int(state.valueCount))
                    guard let kind = RouteTree.EdgeCode.kind(of: code), PlaceholderKind.isValid(kind, value) else {
                        continue
                    }
                }
                let child = child(of: state.node, code: code)
                guard child >= 0 else { continue }
                captures[Int(captureCount)] = Capture(
                    range: Int(state.start)..<Int(state.end),
                    kind: state.cursor == Self.hostCursor ? .host : .segment)
                if state.pending != 0 { save(state, &progress) }
                enter(
                    &state, child, cursor: cursor(after: state), captureCount: captureCount + 1,
                    convertedCount: state.convertedCount)
            }
        }
    }

    /// Moves `state` past the next custom placeholder type, in the order the
    /// types were added, that converts the element (saving `state` first, to
    /// come back to the types after it); `false` when none is left.
    func enterNextCustomChild(_ state: inout Frame, _ progress: inout Progress) -> Bool {
        let customTypes = tree.customTypes
        while Int(state.customNext) < customTypes.count {
            let index = Int(state.customNext)
            state.customNext += 1
            let child = child(of: state.node, code: RouteTree.EdgeCode.customBase + UInt16(index))
            guard child >= 0 else { continue }
            let value = UnsafeBufferPointer(start: value(of: state), count: Int(state.valueCount))
            guard let result = customTypes[index].convert(String(decoding: value, as: UTF8.self)) else { continue }
            if progress.converted == nil { progress.converted = [] }
            progress.converted!.append(result)
            let convertedCount = progress.converted!.count
            captures[Int(state.captureCount)] = Capture(
                range: Int(state.start)..<Int(state.end), kind: state.cursor == Self.hostCursor ? .host : .segment,
                converted: convertedCount - 1)
            save(state, &progress)
            enter(
                &state, child, cursor: cursor(after: state), captureCount: state.captureCount + 1,
                convertedCount: UInt16(truncatingIfNeeded: convertedCount))
            return true
        }
        return false
    }

    /// Moves `state` to the first state of the next root in precedence order
    /// (named scheme, `*://`, path patterns); `false` when none is left.
    func startNextRoot(_ state: inout Frame, _ progress: inout Progress) -> Bool {
        if hasDotSegment { return false }
        while progress.stage < 3 {
            progress.stage += 1
            switch progress.stage {
            case 1:
                guard schemeRootsApply, nodes[Int(RouteTree.schemeRoot)].children != 0 else { continue }
                let scheme = url.scheme
                var hash: UInt32 = 2_166_136_261
                for index in scheme { hash = (hash ^ UInt32(ASCII.lowercased(bytes[index]))) &* 16_777_619 }
                let child = literalChild(
                    of: RouteTree.schemeRoot, bytes + scheme.lowerBound, count: Int32(truncatingIfNeeded: scheme.count),
                    hash: hash, foldCase: true)
                guard child >= 0 else { continue }
                enter(&state, child, cursor: Self.hostCursor, captureCount: 0, convertedCount: 0)
                return true
            case 2:
                let root = nodes[Int(RouteTree.anySchemeRoot)]
                guard schemeRootsApply, root.children != 0 || root.terminal >= 0 else { continue }
                enter(&state, RouteTree.anySchemeRoot, cursor: Self.hostCursor, captureCount: 0, convertedCount: 0)
                return true
            default:
                let root = nodes[Int(RouteTree.pathRoot)]
                guard root.children != 0 || root.terminal >= 0 else { continue }
                let hostIsSegment = url.hasHost && !hostIsDot && hostCountsAsSegment()
                enter(
                    &state, RouteTree.pathRoot, cursor: hostIsSegment ? Self.hostCursor : pathStart, captureCount: 0,
                    convertedCount: 0)
                return true
            }
        }
        return false
    }
}
