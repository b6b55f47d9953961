import Testing

@testable import Elf

/// The characters a host may hold.
///
/// ROUTING.md §4a: a host that holds a delimiter or an invisible character
/// once decoded is malformed, so a host placeholder cannot bind
/// `evil.com@example.com` and fool a suffix check. ROUTING.md §4b: some
/// characters outside RFC 3986's host syntax are read as they are, and the
/// rest stay malformed.
@Suite struct HostDelimiterTests {
    static let hostile: [(url: String, column: Int)] = [
        ("https://evil.com%40example.com/x", 17),
        ("https://evil.com%3F.example.com/x", 17),
        ("https://evil.com%2F.example.com/x", 17),
        ("https://evil.com%23.example.com/x", 17),
        ("https://evil.com%5C.example.com/x", 17),
        ("https://evil.com%3A443.example.com/x", 17),
        ("https://evil.com%20.example.com/x", 17),
        ("https://evil.com%C2%A0.example.com/x", 17),
        ("https://evil.com%E2%80%AE.example.com/x", 17),
        ("https://evil.com\u{202E}.example.com/x", 17),
        ("https://evil.com\u{200B}.example.com/x", 17),
        ("https://evil.com\u{00A0}.example.com/x", 17),
        ("https://evil.com%E2%80%A8.example.com/x", 17),
        ("https://%25.example.com/x", 9),
    ]

    @Test(arguments: hostile)
    func aHostWithADecodedDelimiterIsMalformed(url: String, column: Int) throws {
        let elf = Elf()
        try elf.register("https://<host>/x") { NoopHandler() }
        #expect(elf.match(url) == nil)
        guard case .failure(let miss) = elf.resolve(url), case .malformed(let error) = miss.reason else {
            Issue.record("\(url) must be malformed")
            return
        }
        #expect(error.reason == .delimiterInHost)
        #expect(error.column == column)
        #expect(miss.description.contains("the host holds a delimiter"))
    }

    /// Hosts that decode to ordinary text still match and bind the decoded, lowercased host.
    @Test(arguments: [
        ("https://EXAMPLE.com/x", "example.com"),
        ("https://ex%61mple.com/x", "example.com"),
        ("https://b%C3%BCcher.example/x", "bücher.example"),
        ("https://bücher.example/x", "bücher.example"),
    ])
    func ordinaryHostsStillBind(url: String, host: String) throws {
        let elf = Elf()
        try elf.register("https://<host>/x") { NoopHandler() }
        let match = try #require(elf.match(url))
        #expect(match.params["host"] == host)
        #expect(match.host == host)
    }

    /// A host literal that decodes to a delimiter could never match, so it is a pattern error.
    @Test(arguments: ["app://r%2Fd", "https://evil.com%40example.com/x", "app://a%E2%80%AE/x"])
    func aHostLiteralWithADecodedDelimiterIsAnError(pattern: String) {
        #expect(throws: Elf.PatternError.self) { try Elf().register(pattern) { NoopHandler() } }
    }

    /// ROUTING.md §4b: `"`, `{`, `}`, the backtick and non-ASCII in a host are read as they are.
    @MainActor
    @Test(arguments: [
        ("app://a\"b/x", "a\"b"), ("app://a{b}/x", "a{b}"), ("app://a`b/x", "a`b"), ("app://été/x", "été"),
    ])
    func hostCharactersOutsideRegNameAreReadAsTheyAre(url: String, host: String) throws {
        let elf = Elf()
        try elf.register("app://<h>/x") { _ in true }
        let match = try #require(elf.match(url), "\(url) is malformed")
        #expect(match.params["h"] == host)
        #expect(elf.handleURL(url: url))
    }

    /// The host characters ROUTING.md §4b forbids keep a URL malformed.
    @MainActor
    @Test(arguments: ["app://a b/x", "app://a<b/x", "app://a^b/x", "app://a|b/x", "app://a%2Fb/x"])
    func hostCharactersROUTINGForbidsStayMalformed(url: String) throws {
        let elf = Elf()
        try elf.register("app://<h>/x") { _ in true }
        guard case .failure(let miss) = elf.resolve(url), case .malformed = miss.reason else {
            Issue.record("\(url) was not malformed")
            return
        }
    }
}
