/// A slow, direct evaluator of one pattern form against one scanned URL,
/// for ``Elf/explain(_:)``: it says which element fails first.
///
/// It follows ROUTING.md §2–§3 element by element, as the tree walk does,
/// but tries one form at a time and reports why it fails instead of
/// backtracking. The tree stays the authority on what matches; this only
/// explains the patterns the tree did not yield.
struct FormEvaluator {
    typealias Mismatch = Elf.RouteExplanation.Mismatch

    /// How far a form got before it failed, so the most telling form of a
    /// pattern with optional groups can be reported.
    struct Failure {
        var mismatch: Mismatch
        /// Elements that matched before the failing one (-1 for the scheme or host).
        var progress: Int
        /// Whether the failure is a wrong element rather than a wrong count.
        var isElementMismatch: Bool
    }

    /// The scheme, lowercased; `nil` for a `/path` URL.
    let scheme: String?
    /// The host, decoded and lowercased; `nil` when the URL has none or an empty one.
    let host: [UInt8]?
    /// The decoded path segments, empty ones skipped.
    let segments: [[UInt8]]
    let options: MatchOptions
    let customTypes: [PlaceholderType]

    init(
        _ scanned: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, options: MatchOptions,
        customTypes: [PlaceholderType]
    ) {
        func decoded(_ range: Range<Int>, lowercase: Bool = false) -> [UInt8] {
            Array(PercentDecoding.string(bytes, range, options: .init(lowercase: lowercase)).utf8)
        }
        scheme = scanned.hasScheme ? String(decoding: decoded(scanned.scheme, lowercase: true), as: UTF8.self) : nil
        host = scanned.hasHost ? decoded(scanned.host, lowercase: true) : nil
        segments = Segments(bytes: bytes, range: scanned.path).map { decoded($0) }
        self.options = options
        self.customTypes = customTypes
    }

    /// The failure of the form of `pattern` that got furthest, or `nil` when some form matches.
    ///
    /// Among forms that fail at the same element, a wrong element is more
    /// telling than a wrong count; the first such form in expansion order is reported.
    func bestFailure(of pattern: RoutePattern) -> Failure? {
        var best: Failure?
        for form in pattern.forms {
            guard let failure = evaluate(form) else { return nil }
            if let current = best,
                (current.progress, current.isElementMismatch ? 1 : 0)
                    >= (failure.progress, failure.isElementMismatch ? 1 : 0)
            {
                continue
            }
            best = failure
        }
        return best
    }

    /// Why `form` does not match, or `nil` when it does.
    func evaluate(_ form: RoutePattern.Form) -> Failure? {
        func rootFailure(_ mismatch: Mismatch) -> Failure {
            Failure(mismatch: mismatch, progress: -1, isElementMismatch: true)
        }
        let elements: [[UInt8]]
        let hostIsElement: Bool
        switch form.root {
        case .scheme(let expected):
            guard let scheme else { return rootFailure(.noScheme) }
            let wanted = String(decoding: expected, as: UTF8.self)
            guard scheme == wanted else { return rootFailure(.wrongScheme(url: scheme, pattern: wanted)) }
            fallthrough
        case .anyScheme:
            guard scheme != nil else { return rootFailure(.noScheme) }
            guard let host else { return rootFailure(.noHost) }
            if Self.isDot(host) { return rootFailure(.dotSegment(segment: 1)) }
            elements = [host] + segments
            hostIsElement = true
        case .path:
            if let host, !Self.isDot(host), countsAsSegment(host) {
                elements = [host] + segments
                hostIsElement = true
            } else {
                elements = segments
                hostIsElement = false
            }
        }
        return walk(form, elements, hostIsElement: hostIsElement)
    }

    /// Compares the form's segments with the URL's elements from the left.
    ///
    /// Nothing binds or equals `.` or `..`, so a dot segment anywhere in the
    /// path rules out every form (the matcher gives up at once); it is
    /// reported where it stands, unless an element before it fails first.
    private func walk(_ form: RoutePattern.Form, _ elements: [[UInt8]], hostIsElement: Bool) -> Failure? {
        let needed = form.segments.count - (form.segments.last == .wildcard ? 1 : 0)
        let hasScheme = form.root != .path
        /// The first dot segment at or after `index`, as a failure.
        func dotSegment(from index: Int) -> Failure? {
            guard index < elements.count, let dot = elements[index...].firstIndex(where: { Self.isDot($0) }) else {
                return nil
            }
            return Failure(mismatch: .dotSegment(segment: dot + 1), progress: dot, isElementMismatch: true)
        }
        for (index, segment) in form.segments.enumerated() {
            if case .wildcard = segment { return dotSegment(from: index) }
            guard index < elements.count else {
                return Failure(
                    mismatch: .tooFewSegments(url: elements.count, pattern: needed), progress: index,
                    isElementMismatch: false)
            }
            let value = elements[index]
            let isHost = hostIsElement && index == 0
            if !isHost, Self.isDot(value) { return dotSegment(from: index) }
            switch segment {
            case .literal(let literal):
                let compared = options.caseInsensitivePaths && !isHost ? value.map(ASCII.lowercased) : value
                guard compared != literal else { continue }
                let got = String(decoding: value, as: UTF8.self)
                let expected = String(decoding: literal, as: UTF8.self)
                let mismatch: Mismatch =
                    isHost && hasScheme
                    ? .hostMismatch(url: got, pattern: expected)
                    : .literalMismatch(segment: index + 1, url: got, pattern: expected)
                return Failure(mismatch: mismatch, progress: index, isElementMismatch: true)
            case .placeholder(let name, let kind):
                guard !accepts(kind, value) else { continue }
                let mismatch = Mismatch.typeMismatch(
                    segment: index + 1, placeholder: name, type: kind.typeName(customTypes: customTypes),
                    value: String(decoding: value, as: UTF8.self))
                return Failure(mismatch: mismatch, progress: index, isElementMismatch: true)
            case .path, .wildcard:
                return dotSegment(from: index)
            }
        }
        if let dot = dotSegment(from: form.segments.count) { return dot }
        guard elements.count == form.segments.count else {
            return Failure(
                mismatch: .tooManySegments(url: elements.count, pattern: form.segments.count),
                progress: form.segments.count, isElementMismatch: false)
        }
        return nil
    }

    /// Whether a decoded element is a value of `kind`, as the matcher decides it.
    private func accepts(_ kind: PlaceholderKind, _ value: [UInt8]) -> Bool {
        if case .custom(let index) = kind {
            return customTypes[index].convert(String(decoding: value, as: UTF8.self)) != nil
        }
        return value.withUnsafeBufferPointer { PlaceholderKind.isValid(kind, $0) }
    }

    /// Whether the host takes part in a path pattern as its first segment (ROUTING.md §3).
    private func countsAsSegment(_ host: [UInt8]) -> Bool {
        switch options.hostAsPathSegment {
        case .always: true
        case .never: false
        case .automatic: host.first != ASCII.openBracket && !host.contains(ASCII.dot) && host != Array("localhost".utf8)
        }
    }

    private static func isDot(_ value: [UInt8]) -> Bool {
        value == [ASCII.dot] || value == [ASCII.dot, ASCII.dot]
    }
}
