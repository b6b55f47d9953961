import Foundation

// The fuzz targets compile this file into the module named Elf itself
// (`scripts/fuzz.sh` passes `-D ELF_FUZZ_TARGET`), where importing Elf would
// import the module into itself.
#if !ELF_FUZZ_TARGET
    import Elf
#endif

/// What must hold for every string ``Elf/URLAllowlist/validate(_:)`` is given,
/// checked in `SafeURLTests` on bypass strings and generated URLs, and by the
/// `allowlist` fuzz target on anything libFuzzer makes.
///
/// The central property is differential: whatever the allowlist accepts,
/// Foundation's `URLComponents` and `URL` must read with an allowed scheme,
/// an allowed host, an allowed port and no userinfo, both from the text as
/// given and from the URL returned. An app that checks a link with the
/// allowlist and then opens it through Foundation must never reach a host
/// the allowlist did not name.
///
/// ```swift
/// AllowlistProperties.violations(of: "https://example.com@evil.com")   // []
/// ```
enum AllowlistProperties {
    /// Hosts with and without subdomains, a punycode host, and an extra port.
    static let allowlist = Elf.URLAllowlist(
        schemes: ["https", "http", "app"],
        hosts: [.domain("example.com"), .exact("xn--bcher-kva.example")],
        ports: [8443]
    )

    /// Every property `text` breaks, one line each; empty when all hold.
    static func violations(of text: String) -> [String] {
        var problems: [String] = []
        let result = Result { () throws(Elf.UnsafeURLError) -> URL in try allowlist.validate(text) }
        if allowlist.accepts(text) != ((try? result.get()) != nil) {
            problems.append("accepts(_:) disagrees with validate(_:)")
        }
        switch result {
        case .failure(let error):
            if error.url != text { problems.append("the error names \(error.url.debugDescription)") }
            if error.description.unicodeScalars.contains(where: isUnsafeToLog) {
                problems.append("the error's description is not safe to log: \(error.description.debugDescription)")
            }
        case .success(let url):
            problems += acceptedViolations(text, url)
        }
        return problems.map { "\(text.debugDescription): \($0)" }
    }

    /// What must hold for an accepted `text` and the URL it gave.
    private static func acceptedViolations(_ text: String, _ url: URL) -> [String] {
        var problems: [String] = []
        let normalized = url.absoluteString
        // Foundation escapes characters such as `>` and a second `#` in the
        // URL it returns, which can push a long result over the length limit.
        if normalized.utf8.count <= Elf.URLAllowlist.maxLength,
            (try? allowlist.validate(normalized).absoluteString) != normalized
        {
            problems.append("the result \(normalized) does not validate to itself")
        }
        if !text.utf8.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "\\") }) {
            problems.append("accepted whitespace, a control, a backslash or non-ASCII")
        }
        // Foundation's reading of both the text and the result.
        for (label, string) in [("the text", text), ("the result", normalized)] {
            guard let components = URLComponents(string: string) else {
                problems.append("URLComponents cannot read \(label)")
                continue
            }
            if components.user != nil || components.password != nil {
                problems.append("URLComponents finds userinfo in \(label)")
            }
            if !allowlist.schemes.contains(components.scheme?.lowercased() ?? "") {
                problems.append("URLComponents reads the scheme \(String(describing: components.scheme)) in \(label)")
            }
            if !isAllowed(foundationHost: components.percentEncodedHost) {
                problems.append(
                    "URLComponents reads the host \(String(describing: components.percentEncodedHost)) in \(label)")
            }
            if let port = components.port, !isDefault(port, scheme: components.scheme), !allowlist.ports.contains(port)
            {
                problems.append("URLComponents reads the port \(port) in \(label)")
            }
            let path = components.percentEncodedPath.lowercased()
            if path.contains("%2f") || path.contains("%5c") { problems.append("an encoded slash in \(label)'s path") }
            if path.split(separator: "/").contains(where: isDotSegment) {
                problems.append("a dot segment in \(label)'s path \(components.percentEncodedPath)")
            }
        }
        let urlHost = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost
        if !isAllowed(foundationHost: urlHost) { problems.append("URL reads the host \(String(describing: urlHost))") }
        if url.user != nil { problems.append("URL finds userinfo") }
        return problems
    }

    /// Whether Foundation's reading of a host is one the allowlist names, by a
    /// comparison written independently of the library's.
    ///
    /// Foundation turns punycode labels into (percent-encoded) Unicode, so
    /// each allowlisted name is compared in Foundation's spelling too.
    private static func isAllowed(foundationHost host: String?) -> Bool {
        guard let host = host?.lowercased(), !host.isEmpty else { return false }
        return foundationHosts.contains { entry in
            switch entry {
            case .exact(let name): host == name
            case .domain(let name): host == name || host.hasSuffix("." + name)
            }
        }
    }

    /// The allowlist's hosts as Foundation reads them.
    private static let foundationHosts: [Elf.URLAllowlist.Host] = allowlist.hosts.map { entry in
        func spelled(_ name: String) -> String {
            URLComponents(string: "http://\(name)")?.percentEncodedHost?.lowercased() ?? name
        }
        switch entry {
        case .exact(let name): return .exact(spelled(name))
        case .domain(let name): return .domain(spelled(name))
        }
    }

    private static func isDefault(_ port: Int, scheme: String?) -> Bool {
        switch scheme?.lowercased() {
        case "http": port == 80
        case "https": port == 443
        default: false
        }
    }

    /// `.` or `..`, raw or encoded, with or without path parameters (`..;x`).
    private static func isDotSegment(_ segment: Substring) -> Bool {
        let name = segment.prefix { $0 != ";" }.replacingOccurrences(of: "%2e", with: ".")
        return name == "." || name == ".."
    }

    /// A control character, a line or paragraph separator, or a bidi override: what a log line must not hold raw.
    private static func isUnsafeToLog(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
