extension Lookup {
    /// Runs the walk of ``candidates(of:originalURL:in:_:)`` to its end for
    /// ``Elf/explain(_:)``: offers every candidate to `visit`, most specific
    /// first, and records where the walk turned back.
    ///
    /// - Returns: What the walk saw, or why `url` could not be read (then
    ///   nothing is visited or recorded).
    /// - Complexity: as ``candidates(of:originalURL:in:_:)`` with every
    ///   candidate visited, plus O(*t*) for a tree of *t* nodes.
    func candidatesAndDeadEnds<Payload>(
        of url: String, originalURL: String? = nil, in tree: PatternTree<Payload>,
        rejected: ((Int, Rejection) -> Void)? = nil, _ visit: (Elf.RouteMatch, Payload) -> Void
    ) -> Result<DeadEndRecorder, Elf.MalformedURL> {
        withUTF8Bytes(of: url) { bytes in
            let scanned: ScannedURL
            do throws(ScanFailure) {
                scanned = try scanner.scan(bytes)
            } catch {
                return .failure(Elf.MalformedURL(url: url, error))
            }
            let recorder = DeadEndRecorder(tree: tree.tree, url: scanned, in: bytes)
            // In the order handling meets them; the recorder sees every dead
            // end only when the walk runs to its end, so nothing stops it.
            matches(
                of: url, scanned, in: bytes, originalURL: originalURL, tree: tree, recorder: recorder,
                rejected: rejected
            ) { match, route in
                visit(match, tree.values[route])
                return false
            }
            return .success(recorder)
        }
    }
}
