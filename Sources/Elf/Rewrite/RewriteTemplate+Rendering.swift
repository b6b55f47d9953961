extension RewriteTemplate {
    /// A value a declarative placeholder bound, decoded.
    enum Value: Sendable, Equatable {
        /// One element (a segment, the host, a custom type's value).
        case single(String)
        /// The segments of a `<path:…>` or `*` value, which keep their `/` between them.
        case segments([String])

        var isEmpty: Bool {
            switch self {
            case .single(let text): text.isEmpty
            case .segments(let segments): segments.isEmpty
            }
        }
    }

    /// What a template is filled from: the input URL and what the rule's left side found in it.
    struct Input {
        let bytes: BorrowedBytes
        let scanned: ScannedURL
        /// The values of a declarative rule's placeholders, by name.
        var placeholders: [String: Value] = [:]
        /// The groups of a regex rule's match (0 is the whole match).
        var groups: [Substring?] = []

        /// The raw bytes of a URL part as written (empty when the URL has none).
        func raw(_ variable: Variable) -> [UInt8] {
            switch variable {
            case .scheme: return Array(bytes[scanned.scheme])
            case .host: return scanned.hasAuthority ? Array(bytes[scanned.host]) : []
            case .port: return scanned.port.map { Array(String($0).utf8) } ?? []
            case .path: return Array(bytes[scanned.path])
            case .query: return scanned.query.map { Array(bytes[$0]) } ?? []
            case .fragment: return scanned.fragment.map { Array(bytes[$0]) } ?? []
            case .url:
                var start = 0
                var end = bytes.count
                while start < end, ASCII.isTrimmedWhitespace(bytes[start]) { start += 1 }
                while end > start, ASCII.isTrimmedWhitespace(bytes[end - 1]) { end -= 1 }
                return Array(bytes[start..<end])
            }
        }
    }

    /// Fills the template from `input`.
    ///
    /// Tidying, so optional parts leave no traces: a placeholder that fills a
    /// whole path segment and is empty drops the segment with its `/`; `&` at
    /// either end of the query is dropped; a query or fragment that comes out
    /// empty is dropped with its `?` or `#`.
    ///
    /// - Complexity: O(*n* + *t*) for values of *n* bytes and a template of *t*.
    func render(_ input: Input) -> String {
        var output: [UInt8] = []
        var queryStart: Int?
        var fragmentStart: Int?
        for part in parts {
            switch part.token {
            case .literal(let text):
                output += text
            case .queryDelimiter:
                queryStart = output.count
                output.append(ASCII.question)
            case .fragmentDelimiter:
                Self.closeQuery(&output, from: queryStart)
                queryStart = nil
                fragmentStart = output.count
                output.append(ASCII.hash)
            case .placeholder(let name, let fillsSegment):
                let value = input.placeholders[name] ?? .single("")
                if value.isEmpty, fillsSegment, output.last == ASCII.slash {
                    output.removeLast()
                    continue
                }
                switch value {
                case .single(let text): URLComponentEncoding.encode(text.utf8, for: part.position, into: &output)
                case .segments(let segments):
                    URLComponentEncoding.encode(segments: segments, for: part.position, into: &output)
                }
            case .group(let index, let transform):
                let text = index < input.groups.count ? input.groups[index] ?? "" : ""
                Self.paste(Array(text.utf8), transform, part.position, into: &output)
            case .variable(let variable, let transform):
                Self.paste(input.raw(variable), transform, part.position, into: &output)
            }
        }
        Self.closeQuery(&output, from: queryStart)
        if let fragmentStart, output.count == fragmentStart + 1 { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends raw text as a `$` form asks: as written, decoded, or encoded for `position`.
    private static func paste(
        _ text: [UInt8], _ transform: Transform, _ position: Position, into output: inout [UInt8]
    ) {
        switch transform {
        case .raw: output += text
        case .decode: output += URLComponentEncoding.decodeLeniently(text)
        case .encode:
            URLComponentEncoding.encode(URLComponentEncoding.decodeLeniently(text), for: position, into: &output)
        }
    }

    /// Trims `&` from both ends of the query that starts with the `?` at
    /// `start`, and drops the `?` when nothing is left.
    private static func closeQuery(_ output: inout [UInt8], from start: Int?) {
        guard let start else { return }
        while output.count > start + 1, output.last == ASCII.ampersand { output.removeLast() }
        var leading = 0
        while start + 1 + leading < output.count, output[start + 1 + leading] == ASCII.ampersand { leading += 1 }
        output.removeSubrange(start + 1..<start + 1 + leading)
        if output.count == start + 1 { output.removeLast() }
    }
}
