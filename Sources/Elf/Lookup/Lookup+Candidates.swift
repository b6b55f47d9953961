extension Lookup {
    /// What a walk reports, in its order: a route that matches, or a route
    /// the URL reached but that did not take it.
    enum WalkEvent {
        case match(Elf.RouteMatch, route: Int)
        case rejected(route: Int, Rejection)
    }

    /// The candidates of one URL, most specific first, pulled one at a time
    /// by the lookup's caller.
    ///
    /// ```swift
    /// var candidates = Lookup.Candidates(of: url, in: routes, lookup: lookup)
    /// while let candidate = candidates.next() { … }   // app code runs here, outside the walk
    /// ```
    ///
    /// No app code runs while the walk holds a pointer into the URL's bytes
    /// or the tree's buffers: each walk collects a batch of owned
    /// ``Elf/RouteMatch`` values, returns out of every pointer scope, and
    /// `next()` hands the batch out. When the caller has pulled the whole
    /// batch, the next walk collects one twice as large and skips the events
    /// already handed out (a walk is deterministic). A URL whose first match
    /// is taken costs one walk; one whose *k*-th is taken, about two walks to
    /// the *k*-th.
    struct Candidates<Payload: Sendable>: IteratorProtocol {
        let url: String
        let originalURL: String?
        let tree: PatternTree<Payload>
        let lookup: Lookup
        /// Whether to report the routes passed over (``WalkEvent/rejected(route:_:)``).
        let reportsRejections: Bool
        /// Whether the caller decodes typed values itself (handling, explain),
        /// so `next()` does not.
        let judgesDecoding: Bool
        /// Whether the walk runs to its end in one batch and records where it
        /// turned back (explain).
        let recordsDeadEnds: Bool
        /// Why the URL could not be read, once `next()` has returned `nil` for it.
        private(set) var malformed: Elf.MalformedURL?
        /// Where the walk turned back, once it has run (with `recordsDeadEnds`).
        private(set) var deadEnds: DeadEndRecorder?

        /// The current batch, and the next of its events to hand out.
        private var batch: [WalkEvent] = []
        private var position = 0
        /// How many of a walk's events earlier walks have handed out.
        private var handed = 0
        /// How many matches the next walk collects.
        private var batchSize = 1
        /// Whether the last walk ran to its end.
        private var exhausted = false

        init(
            of url: String, originalURL: String? = nil, in tree: PatternTree<Payload>, lookup: Lookup,
            reportsRejections: Bool = false, judgesDecoding: Bool = false, recordsDeadEnds: Bool = false
        ) {
            self.url = url
            self.originalURL = originalURL
            self.tree = tree
            self.lookup = lookup
            self.reportsRejections = reportsRejections
            self.judgesDecoding = judgesDecoding
            self.recordsDeadEnds = recordsDeadEnds
        }

        /// The next match or passed-over route, in the walk's order; `nil` at the end.
        ///
        /// A typed route's check (the app's decoding) runs here, after the
        /// walk has returned: a route whose values do not decode is passed
        /// over, unless the caller judges decoding itself.
        mutating func next() -> WalkEvent? {
            while true {
                while position == batch.count {
                    guard !exhausted, malformed == nil else { return nil }
                    walk()
                }
                let event = batch[position]
                position += 1
                guard !judgesDecoding, tree.checks != nil, case .match(let match, let route) = event,
                    let reason = tree.declineReason(of: match, route: route)
                else { return event }
                if reportsRejections { return .rejected(route: route, .valueNotDecoded(reason)) }
            }
        }

        /// The first candidate `tree` offers `url` whose route takes it, with
        /// its route's index in `route`: ``Lookup/firstMatch(_:originalURL:in:route:failure:)``
        /// when the walk's first route may not be the answer.
        ///
        /// Out of line, so `match`'s fast path stays as small as it was.
        @inline(never)
        static func first(
            of url: String, originalURL: String?, in tree: PatternTree<Payload>, lookup: Lookup, route: inout Int
        ) -> Elf.RouteMatch? {
            var candidates = Candidates(of: url, originalURL: originalURL, in: tree, lookup: lookup)
            guard case .match(let match, let found)? = candidates.next() else { return nil }
            route = found
            return match
        }

        /// One walk: collects the events after the ones handed out, up to
        /// `batchSize` more matches, then leaves every pointer scope.
        private mutating func walk() {
            var events: [WalkEvent] = []
            var collected = 0
            var ranToEnd = true
            let (handed, batchSize) = (self.handed, self.batchSize)
            let (url, originalURL, tree, lookup) = (self.url, self.originalURL, self.tree, self.lookup)
            let (reportsRejections, recordsDeadEnds) = (self.reportsRejections, self.recordsDeadEnds)
            var recorder: DeadEndRecorder?
            malformed = withUTF8Bytes(of: url) { bytes in
                let scanned: ScannedURL
                do throws(ScanFailure) {
                    scanned = try lookup.scanner.scan(bytes)
                } catch {
                    return Elf.MalformedURL(url: url, error)
                }
                if recordsDeadEnds { recorder = DeadEndRecorder(tree: tree.tree, url: scanned, in: bytes) }
                lookup.matches(
                    of: url, scanned, in: bytes, originalURL: originalURL, tree: tree, recorder: recorder,
                    rejected: reportsRejections
                        ? { route, reason in events.append(.rejected(route: route, reason)) } : nil
                ) { match, route in
                    events.append(.match(match, route: route))
                    // Explain's walk runs to its end, to record every dead end.
                    guard !recordsDeadEnds, events.count > handed else { return false }
                    collected += 1
                    guard collected == batchSize else { return false }
                    ranToEnd = false
                    return true
                }
                return nil
            }
            batch = Array(events.dropFirst(handed))
            position = 0
            self.handed = events.count
            self.batchSize = batchSize * 2
            exhausted = ranToEnd
            deadEnds = recorder
        }
    }
}
