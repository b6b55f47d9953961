import Foundation  // memcmp

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
        forEachCandidate(url, in: bytes, options: options, observer: NoObserver(), body)
    }

    /// As ``forEachCandidate(_:in:options:_:)``, telling `observer` where the
    /// walk turns back (see `RouteTree+DeadEnds.swift`).
    func forEachCandidate<Observer: WalkObserver>(
        _ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions, observer: Observer,
        _ body: (Candidate) -> Bool
    ) {
        guard !nodes.isEmpty else { return }
        let needsScratch = url.hostNeedsTransform || url.pathHasEscapes
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: needsScratch ? bytes.count : 0) { scratch in
            withUnsafeTemporaryAllocation(of: Frame.self, capacity: depth + 1) { frames in
                withUnsafeTemporaryAllocation(of: Capture.self, capacity: depth + 1) { captures in
                    var walk = Walk(
                        tree: self, bytes: bytes, url: url, scratch: scratch, frames: frames, captures: captures,
                        options: options, observer: observer)
                    walk.run(body)
                }
            }
        }
    }

    /// The winner of a lookup, copied out of the walk's temporary storage.
    struct Found {
        var route: Int
        var captures: [Capture]
        var converted: [String]
    }

    /// The most specific route for `url`, if any.
    ///
    /// - Complexity: as ``forEachCandidate(_:in:options:_:)``; allocates only
    ///   when the route binds parameters (one array of ranges).
    func firstMatch(_ url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions) -> Found? {
        var found: Found?
        forEachCandidate(url, in: bytes, options: options) { candidate in
            found = Found(
                route: candidate.route, captures: candidate.captures.isEmpty ? [] : Array(candidate.captures),
                converted: candidate.converted)
            return true
        }
        return found
    }

    /// One frame of the depth-first walk: a node and the element it is matching.
    struct Frame {
        var node: Int
        /// Where the element this node's edges consume starts (-1: the host).
        var cursor: Int
        /// The cursor after that element.
        var next = 0
        /// The element's raw range, and its decoded value.
        var element: Range<Int> = 0..<0
        var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var hasElement = false
        var isHost = false
        /// What to try next: 0 is the start, then the literal, placeholders, `<path:>`, `*`.
        var step = 0
        /// How many captures and converted values are live in this frame.
        var captureCount: Int
        var convertedCount: Int
    }
}

/// The cursor value that means "the host is the next element".
private let hostCursor = -1

/// The state of one lookup; `observer` hears where it turns back.
struct Walk<Observer: WalkObserver> {
    // Unowned: the caller holds the tree for the whole walk, and a strong
    // reference would cost a retain and a release per lookup.
    unowned(unsafe) let tree: RouteTree
    let bytes: UnsafeBufferPointer<UInt8>
    let url: ScannedURL
    let scratch: UnsafeMutableBufferPointer<UInt8>
    let frames: UnsafeMutableBufferPointer<RouteTree.Frame>
    let captures: UnsafeMutableBufferPointer<Capture>
    let options: MatchOptions
    let observer: Observer
    var converted: [String] = []

    /// Tries the roots in precedence order: named scheme, `*://`, path patterns.
    mutating func run(_ body: (RouteTree.Candidate) -> Bool) {
        // Every element of a URL is consumed by a match, and nothing binds or
        // equals `.` or `..`, so a dot segment in the path rules out every route.
        if url.pathMayHaveDotSegments, containsDotSegment(in: url.path) {
            observer.rejectedDotSegment(in: self)
            return
        }
        let host = url.hasHost ? value(of: url.host, isHost: true) : UnsafeBufferPointer(start: nil, count: 0)
        let hostIsDot = isDot(host)

        if url.hasScheme, url.hasHost, !hostIsDot {
            if tree.schemeRoot >= 0,
                let node = literalChild(
                    of: tree.nodes[tree.schemeRoot], UnsafeBufferPointer(rebasing: bytes[url.scheme]),
                    foldCase: true)
            {
                if search(from: node, cursor: hostCursor, body) { return }
            }
            if tree.anySchemeRoot >= 0, search(from: tree.anySchemeRoot, cursor: hostCursor, body) { return }
        } else {
            observer.skippedSchemeRoots(hostIsDot: hostIsDot, in: self)
        }
        if tree.pathRoot >= 0 {
            let hostIsSegment = url.hasHost && !hostIsDot && countsAsSegment(host)
            _ = search(from: tree.pathRoot, cursor: hostIsSegment ? hostCursor : url.path.lowerBound, body)
        }
    }

    /// Whether the host takes part in a path pattern as its first segment (ROUTING.md §3).
    func countsAsSegment(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
        switch options.hostAsPathSegment {
        case .always: return true
        case .never: return false
        case .automatic:
            if host.first == ASCII.openBracket || host.contains(ASCII.dot) { return false }
            return !host.elementsEqual("localhost".utf8)
        }
    }

    // MARK: - Elements

    /// The element at `cursor`: its raw range and the cursor after it, or `nil` at the end.
    @inline(__always)
    func element(at cursor: Int) -> (range: Range<Int>, next: Int)? {
        if cursor == hostCursor { return (url.host, url.path.lowerBound) }
        guard let segment = Segments.segment(in: bytes, from: cursor, end: url.path.upperBound) else { return nil }
        return (segment, segment.upperBound)
    }

    /// The decoded bytes of an element (the host also lowercased).
    @inline(__always)
    func value(of range: Range<Int>, isHost: Bool) -> UnsafeBufferPointer<UInt8> {
        let transform = isHost ? url.hostNeedsTransform : url.pathHasEscapes
        guard transform else { return UnsafeBufferPointer(rebasing: bytes[range]) }
        let output = scratch.baseAddress! + range.lowerBound
        let count = PercentDecoding.decode(bytes, range, options: .init(lowercase: isHost), into: output)
        return UnsafeBufferPointer(start: output, count: count)
    }

    @inline(__always)
    func isDot(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        (value.count == 1 && value[0] == ASCII.dot)
            || (value.count == 2 && value[0] == ASCII.dot && value[1] == ASCII.dot)
    }

    /// Whether any segment in `range` decodes to `.` or `..`.
    func containsDotSegment(in range: Range<Int>) -> Bool {
        var cursor = range.lowerBound
        while let (segment, next) = element(at: cursor) {
            // Only short segments starting with `.` or `%` can decode to a dot segment.
            if segment.count <= 6, bytes[segment.lowerBound] == ASCII.dot || bytes[segment.lowerBound] == ASCII.percent,
                isDot(value(of: segment, isHost: false))
            {
                return true
            }
            cursor = next
        }
        return false
    }

    // MARK: - Edges

    /// The child reached from `node` over the literal edge labelled `value`.
    @inline(__always)
    func literalChild(of node: RouteTree.Node, _ value: UnsafeBufferPointer<UInt8>, foldCase: Bool) -> Int? {
        guard node.literalCount > 0 else { return nil }
        if node.hashMask == 0 {
            for edgeIndex in node.literalStart..<node.literalStart + node.literalCount
            where labelEquals(tree.literalEdges[edgeIndex].bytes, value, foldCase: foldCase) {
                return tree.literalEdges[edgeIndex].child
            }
            return nil
        }
        var hash: UInt32 = 2_166_136_261
        if foldCase {
            for byte in value { hash = (hash ^ UInt32(ASCII.lowercased(byte))) &* 16_777_619 }
        } else {
            for byte in value { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        }
        var slot = Int(hash) & node.hashMask
        while true {
            let edgeIndex = tree.hashSlots[node.hashStart + slot]
            if edgeIndex < 0 { return nil }
            if labelEquals(tree.literalEdges[edgeIndex].bytes, value, foldCase: foldCase) {
                return tree.literalEdges[edgeIndex].child
            }
            slot = (slot + 1) & node.hashMask
        }
    }

    @inline(__always)
    func labelEquals(_ label: Range<Int>, _ value: UnsafeBufferPointer<UInt8>, foldCase: Bool) -> Bool {
        guard label.count == value.count else { return false }
        let literal = tree.literalBytes.baseAddress.unsafelyUnwrapped + label.lowerBound
        guard foldCase else {
            // Labels are never empty, so both pointers are real.
            return memcmp(literal, value.baseAddress.unsafelyUnwrapped, value.count) == 0
        }
        for index in 0..<value.count where literal[index] != ASCII.lowercased(value[index]) {
            return false
        }
        return true
    }

    /// Whether `value` is of `kind`, appending a custom type's converted value.
    mutating func accepts(_ kind: PlaceholderKind, _ value: UnsafeBufferPointer<UInt8>) -> Int? {
        guard case .custom(let index) = kind else {
            return PlaceholderKind.isValid(kind, value) ? -1 : nil
        }
        guard let result = tree.customTypes[index].convert(String(decoding: value, as: UTF8.self)) else {
            return nil
        }
        converted.append(result)
        return converted.count - 1
    }

    // MARK: - The walk

    /// Walks the subtree of `root` from `cursor`; returns `true` when `body` stopped the walk.
    mutating func search(from root: Int, cursor: Int, _ body: (RouteTree.Candidate) -> Bool) -> Bool {
        // Frames are reached through a pointer: copying a frame out and back
        // costs more than the work done at a node.
        let base = frames.baseAddress.unsafelyUnwrapped
        var frame = base
        frame.initialize(to: RouteTree.Frame(node: root, cursor: cursor, captureCount: 0, convertedCount: 0))
        while frame >= base {
            // A pointer, not a copy: a node is nine words.
            let node = tree.nodes.baseAddress.unsafelyUnwrapped + frame.pointee.node
            let step = frame.pointee.step
            frame.pointee.step += 1
            if step == 0 {
                if let (range, next) = element(at: frame.pointee.cursor) {
                    let isHost = frame.pointee.cursor == hostCursor
                    frame.pointee.hasElement = true
                    frame.pointee.isHost = isHost
                    frame.pointee.element = range
                    frame.pointee.next = next
                    frame.pointee.value = value(of: range, isHost: isHost)
                } else {
                    frame.pointee.hasElement = false
                }
                observer.reached(frame.pointee)
            }
            // Drop values a custom type converted in an abandoned branch
            // (checked first: truncating an empty array would allocate).
            if converted.count > frame.pointee.convertedCount {
                converted.removeSubrange(frame.pointee.convertedCount...)
            }

            guard frame.pointee.hasElement else {
                // The URL ends here: an exact end beats a `*` that matches nothing.
                switch step {
                case 0 where node.pointee.terminal >= 0:
                    if yield(node.pointee.terminal, frame.pointee, rest: nil, body) { return true }
                case 1 where node.pointee.wildcardTerminal >= 0:
                    let empty = Capture(range: frame.pointee.cursor..<frame.pointee.cursor, kind: .rest)
                    if yield(node.pointee.wildcardTerminal, frame.pointee, rest: empty, body) { return true }
                case 0, 1:
                    break
                default:
                    frame -= 1
                }
                continue
            }

            let placeholderEnd = 1 + node.pointee.placeholderCount
            switch step {
            case 0:
                let foldCase = !frame.pointee.isHost && options.caseInsensitivePaths
                if let child = literalChild(of: node.pointee, frame.pointee.value, foldCase: foldCase) {
                    (frame + 1).initialize(
                        to: RouteTree.Frame(
                            node: child, cursor: frame.pointee.next, captureCount: frame.pointee.captureCount,
                            convertedCount: frame.pointee.convertedCount))
                    frame += 1
                }
            case 1..<placeholderEnd:
                let edge = tree.placeholderEdges[node.pointee.placeholderStart + step - 1]
                if let convertedIndex = accepts(edge.kind, frame.pointee.value) {
                    captures[frame.pointee.captureCount] = Capture(
                        range: frame.pointee.element, kind: frame.pointee.isHost ? .host : .segment,
                        converted: convertedIndex)
                    (frame + 1).initialize(
                        to: RouteTree.Frame(
                            node: edge.child, cursor: frame.pointee.next, captureCount: frame.pointee.captureCount + 1,
                            convertedCount: converted.count))
                    frame += 1
                } else {
                    observer.rejected(node.pointee.placeholderStart + step - 1, frame.pointee)
                }
            case placeholderEnd where node.pointee.pathTerminal >= 0:
                if yield(node.pointee.pathTerminal, frame.pointee, rest: rest(from: frame.pointee.cursor), body) {
                    return true
                }
            case placeholderEnd + 1 where node.pointee.wildcardTerminal >= 0:
                if yield(node.pointee.wildcardTerminal, frame.pointee, rest: rest(from: frame.pointee.cursor), body) {
                    return true
                }
            case placeholderEnd, placeholderEnd + 1:
                break
            default:
                frame -= 1
            }
        }
        return false
    }

    /// The capture for everything from `cursor` to the end of the path.
    func rest(from cursor: Int) -> Capture {
        cursor == hostCursor
            ? Capture(range: url.path, kind: .restFromHost)
            : Capture(range: cursor..<url.path.upperBound, kind: .rest)
    }

    /// Reports `route` with the frame's captures (and `rest`, for a catch-all).
    func yield(_ route: Int, _ frame: RouteTree.Frame, rest: Capture?, _ body: (RouteTree.Candidate) -> Bool) -> Bool {
        var count = frame.captureCount
        if let rest {
            captures[count] = rest
            count += 1
        }
        let candidate = RouteTree.Candidate(
            route: route, captures: UnsafeBufferPointer(rebasing: captures[0..<count]),
            converted: converted.count == frame.convertedCount
                ? converted : Array(converted.prefix(frame.convertedCount)))
        return body(candidate)
    }
}
