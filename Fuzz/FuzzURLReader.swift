/// libFuzzer target for the URL reader (`URLScanner`, ROUTING.md §3) and the
/// public lookups built on it.
///
/// The input, as UTF-8 text, is read as a URL. The target checks that:
///
/// - a failure is reported at a byte inside the URL, with a column inside it,
///   and the byte there is what the reason says (a `%`, a backslash, ...);
/// - a URL that is read splits losslessly: scheme, authority, path, query and
///   fragment cover the trimmed text in order, at their delimiters;
/// - what was read holds no raw control character or backslash, every escape
///   is valid, and every decoded part is UTF-8 (the host and path also
///   without controls);
/// - the URL reads the same again: trimmed, padded with whitespace, with
///   its scheme lowercased, and rebuilt from its decoded parts;
/// - a stricter length limit refuses exactly the longer URLs, and allowing
///   userinfo changes nothing for URLs without it;
/// - the verdict and the split are those of ``ReferenceURLReader``, a slow,
///   direct reading of ROUTING.md §3;
/// - `resolve`, `match` and `explain` agree with the reader, and a router
///   with `/*` and `*://*` matches every URL that was read, unless a path
///   segment is `.` or `..`, binding the segments it read.
/// One input of this target (the entry point, `FuzzMain.swift`, picks the target).
func fuzzURLReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let url = fuzzText(data, size)
    URLReaderCase(url: url).check()
    return 0
}

/// The routers every input is looked up in, made once (registration is not what this target tests).
private let catchAllRouter: Elf = {
    let elf = Elf()
    for pattern in ["/*", "*://*"] {
        do {
            try elf.register(pattern) { FuzzHandler() }
        } catch {
            fatalError("cannot register \(pattern): \(error)")
        }
    }
    return elf
}()

private let pathOnlyRouter: Elf = {
    let elf = Elf(configuration: .init(caseInsensitivePaths: true, hostAsPathSegment: .always))
    do {
        try elf.register("/*") { FuzzHandler() }
    } catch {
        fatalError("cannot register /*: \(error)")
    }
    return elf
}()

/// A short limit, so the length check is reached without 8 KB inputs.
private let shortLimit = 40

/// One input and the checks on it.
private struct URLReaderCase {
    let url: String

    /// The parts of a URL as decoded text, to compare two readings.
    struct Parts: Equatable {
        var scheme: String?
        var host: String?
        var port: Int?
        var segments: [String]
        var query: [String]?
        var fragment: String?
    }

    func check() {
        let strict = URLScanner(maxLength: 8192, allowsUserinfo: false)
        let result = withUTF8Bytes(of: url) { bytes in Result { () throws(ScanFailure) in try strict.scan(bytes) } }
        let parts: Parts?
        switch result {
        case .failure(let failure):
            checkFailure(failure)
            parts = nil
        case .success(let scanned):
            parts = checkScanned(scanned)
        }
        checkOtherScanners(result)
        checkLookups(result, parts)
        checkReference(result)
    }

    /// The reader's verdict and split are the contract's, as ``ReferenceURLReader`` reads it.
    func checkReference(_ result: Result<ScannedURL, ScanFailure>) {
        let reference = ReferenceURLReader().read(Array(url.utf8))
        switch result {
        case .success(let scanned):
            let split = ReferenceURLReader.Split(
                scheme: scanned.hasScheme ? scanned.scheme : nil, host: scanned.hasAuthority ? scanned.host : nil,
                port: scanned.port, path: scanned.path, query: scanned.query, fragment: scanned.fragment)
            require(
                reference == split,
                "\(url.debugDescription): the reader splits \(split), the contract \(String(describing: reference))")
        case .failure(let failure):
            require(
                reference == nil,
                "\(url.debugDescription): the reader refuses it (\(failure)), the contract reads \(reference!)")
        }
    }

    // MARK: - Failures

    func checkFailure(_ failure: ScanFailure) {
        let bytes = Array(url.utf8)
        let (start, end) = Self.trimmed(bytes)
        let error = Elf.MalformedURL(url: url, failure)
        require(
            (1...url.count + 1).contains(error.column), "\(error): column \(error.column) outside the URL")
        _ = error.description
        if start == end {
            require(failure.reason == .notAURL && failure.offset == start, "\(error): expected not a URL at \(start)")
            return
        }
        require((start..<end).contains(failure.offset), "\(error): offset \(failure.offset) outside \(start)..<\(end)")
        let byte = bytes[failure.offset]
        switch failure.reason {
        case .tooLong(let limit): require(end - start > limit, "\(error): \(end - start) bytes is not too long")
        case .invalidPercentEscape: require(byte == ASCII.percent, "\(error): no % there")
        case .backslash: require(byte == ASCII.backslash, "\(error): no backslash there")
        case .userinfo: require(byte == ASCII.at, "\(error): no @ there")
        case .controlCharacter:
            require(byte < 0x20 || byte == 0x7F || byte == 0xC2, "\(error): no control character there")
        case .encodedControlCharacter: require(byte == ASCII.percent || byte == 0xC2, "\(error): no escape there")
        // A sequence breaks at the byte that does not continue it, which may be any byte.
        case .delimiterInHost:
            // An escape or a raw non-ASCII character that decodes to a forbidden scalar.
            // (or a raw control in a host that also holds one of those).
            require(
                byte == ASCII.percent || byte >= 0x80 || byte < 0x20 || byte == 0x7F,
                "\(error): no escape, control or non-ASCII byte there")
        case .notAURL, .invalidUTF8, .invalidScheme, .invalidHost, .invalidPort: break
        }
    }

    // MARK: - URLs that were read

    /// Checks a URL that was read, and returns its decoded parts.
    func checkScanned(_ scanned: ScannedURL) -> Parts {
        withUTF8Bytes(of: url) { bytes in
            let (start, end) = Self.trimmed(Array(bytes))
            let view = Array(bytes)
            func has(_ byte: UInt8, in range: Range<Int>) -> Bool { view[range].contains(byte) }
            // The parts cover the trimmed text in order, split at their delimiters.
            var cursor = start
            if scanned.hasScheme {
                require(scanned.scheme.lowerBound == start, "scheme does not start the URL")
                require(ASCII.isAlpha(view[start]), "scheme starts with \(view[start])")
                require(view[scanned.scheme].allSatisfy(ASCII.isSchemeByte), "invalid scheme bytes")
                require(view[scanned.scheme.upperBound] == ASCII.colon, "no colon after the scheme")
                cursor = scanned.scheme.upperBound + 1
            } else {
                require(view[start] == ASCII.slash, "a URL without scheme does not start with /")
            }
            if scanned.hasAuthority {
                require(view[cursor..<cursor + 2].elementsEqual("//".utf8), "authority without //")
                let authority = cursor + 2..<scanned.path.lowerBound
                require(
                    authority.lowerBound <= scanned.host.lowerBound && scanned.host.upperBound <= authority.upperBound,
                    "host \(scanned.host) outside the authority \(authority)")
                require(
                    !has(ASCII.slash, in: authority) && !has(ASCII.question, in: authority)
                        && !has(ASCII.hash, in: authority), "the authority runs past a delimiter")
                require(!has(ASCII.at, in: authority), "userinfo was read although it is not allowed")
                require(
                    scanned.path.lowerBound == end
                        || [ASCII.slash, ASCII.question, ASCII.hash].contains(view[scanned.path.lowerBound]),
                    "the path starts inside the authority")
                if let port = scanned.port { require((0...65535).contains(port), "port \(port)") }
            } else {
                require(scanned.host.isEmpty && scanned.port == nil, "a host or port without authority")
            }
            require(scanned.path.lowerBound == (scanned.hasAuthority ? scanned.path.lowerBound : cursor), "path start")
            require(!has(ASCII.question, in: scanned.path) && !has(ASCII.hash, in: scanned.path), "path holds ? or #")
            var after = scanned.path.upperBound
            if let query = scanned.query {
                require(view[after] == ASCII.question && query.lowerBound == after + 1, "query does not follow ?")
                require(!has(ASCII.hash, in: query), "query holds #")
                after = query.upperBound
            }
            if let fragment = scanned.fragment {
                require(view[after] == ASCII.hash && fragment.lowerBound == after + 1, "fragment does not follow #")
                require(view[start..<after].firstIndex(of: ASCII.hash) == nil, "a # before the fragment")
                after = fragment.upperBound
            } else {
                require(!has(ASCII.hash, in: start..<end), "a # but no fragment")
            }
            require(after == end, "the parts end at \(after), the URL at \(end)")

            // No raw control characters or backslashes; every escape is valid.
            var index = start
            while index < end {
                let byte = view[index]
                require(
                    byte >= 0x20 && byte != 0x7F && byte != ASCII.backslash, "raw byte \(byte) at \(index) was read")
                require(!(byte == 0xC2 && index + 1 < end && view[index + 1] <= 0x9F), "a raw C1 control at \(index)")
                if byte == ASCII.percent {
                    require(
                        index + 2 < end && ASCII.hexValue(view[index + 1]) != nil
                            && ASCII.hexValue(view[index + 2]) != nil, "a bad escape at \(index)")
                }
                index += 1
            }

            // Decoded parts are UTF-8; the host and path carry no control characters.
            func decoded(_ range: Range<Int>, plusAsSpace: Bool = false, lowercase: Bool = false, noControls: Bool)
                -> String
            {
                var output = ArrayOutput(bytes: [UInt8](repeating: 0, count: range.count))
                let count = PercentDecoding.decode(
                    bytes, range, options: .init(plusAsSpace: plusAsSpace, lowercase: lowercase), into: &output)
                let raw = Array(output.bytes[..<count])
                let text = String(decoding: raw, as: UTF8.self)
                require(Array(text.utf8) == raw, "\(range) does not decode to UTF-8: \(raw)")
                if noControls {
                    require(
                        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                        "\(range) decodes to a control character")
                }
                require(
                    PercentDecoding.string(bytes, range, options: .init(plusAsSpace: plusAsSpace, lowercase: lowercase))
                        == text, "string and decode differ")
                return text
            }
            let segments = Segments(bytes: bytes, range: scanned.path).map { decoded($0, noControls: true) }
            var queryPairs: [String]?
            if let query = scanned.query {
                var pairs: [String] = []
                QueryDecoder.forEachPair(bytes, query) { key, value in
                    require(!key.isEmpty, "an empty query key")
                    pairs.append(
                        decoded(key, plusAsSpace: true, noControls: false) + "="
                            + decoded(value, plusAsSpace: true, noControls: false))
                }
                queryPairs = pairs
                let items = QueryDecoder.pairs(bytes, query, plusAsSpace: true).map { $0.key + "=" + $0.value }
                require(items == pairs, "query pairs \(items) and \(pairs) differ")
            }
            if let fragment = scanned.fragment {
                _ = QueryDecoder.isPairList(bytes, fragment)
            }
            return Parts(
                scheme: scanned.hasScheme ? decoded(scanned.scheme, lowercase: true, noControls: true) : nil,
                host: scanned.hasAuthority ? decoded(scanned.host, lowercase: true, noControls: true) : nil,
                port: scanned.port, segments: segments, query: queryPairs,
                fragment: scanned.fragment.map { decoded($0, noControls: false) })
        }
    }

    // MARK: - Reading again

    func checkOtherScanners(_ result: Result<ScannedURL, ScanFailure>) {
        let bytes = Array(url.utf8)
        let (start, end) = Self.trimmed(bytes)
        // A shorter limit refuses exactly what is longer; the rest reads the same.
        let short = Self.scan(url, URLScanner(maxLength: shortLimit, allowsUserinfo: false))
        if end - start > shortLimit {
            require(
                short.failure?.reason == .tooLong(limit: shortLimit),
                "\(end - start) bytes read with limit \(shortLimit)")
        } else {
            require(short == result, "limit \(shortLimit) reads \(short), limit 8192 \(result)")
        }
        // Allowing userinfo changes nothing for a URL that was read without it.
        if case .success = result {
            let lenient = Self.scan(url, URLScanner(maxLength: 8192, allowsUserinfo: true))
            require(lenient == result, "with userinfo allowed: \(lenient), without: \(result)")
        }
        guard case .success(let scanned) = result else { return }
        // The scheme compares ignoring case: uppercased, the URL reads the same.
        var uppercased = bytes
        for index in scanned.scheme {
            uppercased[index] = ASCII.isAlpha(uppercased[index]) ? uppercased[index] & ~0x20 : uppercased[index]
        }
        // Only the note that the scheme holds capitals (the walk lowercases it then) may differ.
        let hasLetters = scanned.scheme.contains { ASCII.isAlpha(bytes[$0]) }
        let rescanned = Self.scan(
            String(decoding: uppercased, as: UTF8.self), URLScanner(maxLength: 8192, allowsUserinfo: false))
        require(
            rescanned.success?.schemeHasCapitals == hasLetters,
            "with the scheme uppercased, capitals noted: \(String(describing: rescanned.success?.schemeHasCapitals))")
        let again = rescanned.map { url in
            var url = url
            url.schemeHasCapitals = scanned.schemeHasCapitals
            return url
        }
        require(again == result, "with the scheme uppercased: \(again)")
        // Trimmed, and padded with whitespace: the same parts, shifted.
        let trimmedText = String(decoding: bytes[start..<end], as: UTF8.self)
        let padded = " \t" + url + "\r\n "
        for (text, shift) in [(trimmedText, -start), (padded, 2)] {
            let again = Self.scan(text, URLScanner(maxLength: 8192, allowsUserinfo: false))
            require(
                again.success.map { Self.shifted($0, by: -shift) } == scanned,
                "\(text.debugDescription) reads as \(again)")
        }
    }

    // MARK: - Lookups

    func checkLookups(_ result: Result<ScannedURL, ScanFailure>, _ parts: Parts?) {
        let resolved = catchAllRouter.resolve(url)
        let match = catchAllRouter.match(url)
        let explanation = catchAllRouter.explain(url)
        _ = explanation.description
        switch result {
        case .failure(let failure):
            let expected = Elf.MalformedURL(url: url, failure)
            guard case .failure(let miss) = resolved, case .malformed(let error) = miss.reason else {
                fatalError("fuzz invariant broken: \(url.debugDescription) is malformed, but resolve says \(resolved)")
            }
            require(error == expected, "resolve says \(error), the reader \(expected)")
            require(explanation.malformed == expected, "explain says \(String(describing: explanation.malformed))")
            require(match == nil, "a malformed URL matched \(match!.pattern)")
            _ = miss.description
        case .success(let scanned):
            guard let parts else { return }
            checkRebuilt(scanned, parts)
            let hasDotSegment = parts.segments.contains { $0 == "." || $0 == ".." }
            require(explanation.malformed == nil, "explain calls a URL malformed that was read")
            guard let match else {
                require(hasDotSegment, "\(url.debugDescription) was read but / * matches nothing")
                return
            }
            require(!hasDotSegment, "\(url.debugDescription) has a dot segment but matched \(match.pattern)")
            guard case .success(let resolvedMatch) = resolved, resolvedMatch.pattern == match.pattern else {
                fatalError("fuzz invariant broken: resolve says \(resolved), match \(match.pattern)")
            }
            require(explanation.winner?.pattern == match.pattern, "explain's winner is not match's")
            checkMatch(match, parts)
            checkPathOnlyMatch(parts)
        }
    }

    /// The URL written again from its decoded parts, each encoded, reads as the same parts.
    func checkRebuilt(_ scanned: ScannedURL, _ parts: Parts) {
        func encoded(_ text: String) -> String {
            var output: [UInt8] = []
            for byte in text.utf8 {
                if ASCII.isAlpha(byte) || ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.dot
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
                {
                    output.append(byte)
                } else {
                    let hex = Array("0123456789ABCDEF".utf8)
                    output += [ASCII.percent, hex[Int(byte >> 4)], hex[Int(byte & 15)]]
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
        let raw = Array(url.utf8)
        var text = parts.scheme.map { $0 + ":" } ?? ""
        if let host = parts.host {
            // An IPv6 literal keeps its brackets; any other host is encoded.
            text += "//" + (host.utf8.first == ASCII.openBracket ? host : encoded(host))
            if let port = parts.port { text += ":" + String(port) }
        }
        text += parts.segments.map { "/" + encoded($0) }.joined()
        if parts.scheme == nil, parts.segments.isEmpty { text += "/" }
        if let query = scanned.query { text += "?" + String(decoding: raw[query], as: UTF8.self) }
        if let fragment = scanned.fragment { text += "#" + String(decoding: raw[fragment], as: UTF8.self) }
        let rebuilt = Self.scan(text, URLScanner(maxLength: 1 << 20, allowsUserinfo: false))
        guard case .success(let again) = rebuilt else {
            fatalError(
                "fuzz invariant broken: \(url.debugDescription) rebuilt as \(text.debugDescription) reads as \(rebuilt)"
            )
        }
        let reread = URLReaderCase(url: text).checkScanned(again)
        require(
            reread == parts, "\(url.debugDescription) reads as \(parts), rebuilt \(text.debugDescription) as \(reread)")
    }

    /// The catch-all match reports the parts the reader read.
    func checkMatch(_ match: Elf.RouteMatch, _ parts: Parts) {
        require(
            match.scheme == parts.scheme,
            "match scheme \(String(describing: match.scheme)), read \(String(describing: parts.scheme))")
        require(
            match.host == parts.host,
            "match host \(String(describing: match.host)), read \(String(describing: parts.host))")
        require(
            match.port == parts.port,
            "match port \(String(describing: match.port)), read \(String(describing: parts.port))")
        require(match.pathSegments == parts.segments, "match segments \(match.pathSegments), read \(parts.segments)")
        require(match.fragment == parts.fragment, "match fragment \(String(describing: match.fragment))")
        if let query = parts.query {
            require(match.queryItems.map { $0.name + "=" + $0.value } == query, "match query \(match.queryItems)")
        } else {
            require(match.queryItems.isEmpty, "a query without ?")
        }
        _ = match.queryParams
        _ = match.fragmentParams
        let hostIsSegment = Self.hostCountsAsSegment(parts.host, scheme: parts.scheme)
        let expected: [String]
        switch match.pattern {
        case "*://*": expected = [parts.host!] + parts.segments
        case "/*": expected = (hostIsSegment ? [parts.host!] : []) + parts.segments
        default: fatalError("fuzz invariant broken: matched \(match.pattern)")
        }
        if match.pattern == "/*" {
            // `*://*` wins whenever there is a scheme and a host that is not `.` or `..`.
            let host = parts.host ?? ""
            require(parts.scheme == nil || host.isEmpty || host == "." || host == "..", "/* won over *://*")
        }
        require(
            match.params == ["*": expected.joined(separator: "/")], "match binds \(match.params), expected \(expected)")
        require(match.param("*") == expected.joined(separator: "/"), "param(*) differs from params")
    }

    /// With the host always a segment and case-insensitive paths, `/*` binds the host and the path.
    func checkPathOnlyMatch(_ parts: Parts) {
        let match = pathOnlyRouter.match(url)
        let host = parts.host.flatMap { $0.isEmpty || $0 == "." || $0 == ".." ? nil : $0 }
        let expected = (host.map { [$0] } ?? []) + parts.segments
        require(
            match?.params == ["*": expected.joined(separator: "/")],
            "always-host /* binds \(String(describing: match?.params)), expected \(expected)")
    }

    // MARK: - Helpers

    /// ROUTING.md §3: the host is a path segment when it is not a domain.
    static func hostCountsAsSegment(_ host: String?, scheme: String?) -> Bool {
        guard let host, !host.isEmpty, host != ".", host != ".." else { return false }
        // Bytes, not `Character`s: `.` followed by a combining mark is still a dot.
        return host != "localhost" && !host.utf8.contains(ASCII.dot) && host.utf8.first != ASCII.openBracket
    }

    /// The bounds of `bytes` without leading and trailing ASCII whitespace.
    static func trimmed(_ bytes: [UInt8]) -> (start: Int, end: Int) {
        var start = 0
        var end = bytes.count
        while start < end, ASCII.isTrimmedWhitespace(bytes[start]) { start += 1 }
        while end > start, ASCII.isTrimmedWhitespace(bytes[end - 1]) { end -= 1 }
        return (start, end)
    }

    static func scan(_ text: String, _ scanner: URLScanner) -> Result<ScannedURL, ScanFailure> {
        withUTF8Bytes(of: text) { bytes in Result { () throws(ScanFailure) in try scanner.scan(bytes) } }
    }

    /// `scanned` with every offset moved by `shift`.
    static func shifted(_ scanned: ScannedURL, by shift: Int) -> ScannedURL {
        var moved = scanned
        func move(_ range: Range<Int>) -> Range<Int> { range.lowerBound + shift..<range.upperBound + shift }
        moved.scheme = scanned.hasScheme ? move(scanned.scheme) : scanned.scheme
        moved.host = scanned.hasAuthority ? move(scanned.host) : scanned.host
        moved.path = move(scanned.path)
        moved.queryBytes = scanned.hasQuery ? move(scanned.queryBytes) : scanned.queryBytes
        moved.fragmentBytes = scanned.hasFragment ? move(scanned.fragmentBytes) : scanned.fragmentBytes
        return moved
    }
}

/// An array that percent-decoding writes into (each write checked).
private struct ArrayOutput: DecodedBytesOutput {
    var bytes: [UInt8]

    mutating func write(_ byte: UInt8, at offset: Int) {
        bytes[offset] = byte
    }
}
