// Safe URL parameters: URLAllowlist,
// UnsafeURLError, the safeURL/requireSafeURL readers, and every snippet of
// Sources/Elf/Elf.docc/UntrustedLinks.md.
//
// `import Elf` (not `@testable`), so everything here, snippets included,
// compiles against the public API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Safe URLs")
struct SafeURLTests {
    @MainActor enum Console {
        static var lines: [String] = []
        static func print(_ item: Any) { lines.append("\(item)") }
    }

    nonisolated static let allowlist = URLAllowlist(
        schemes: ["https", "http"],
        hosts: [.domain("example.com"), .exact("xn--bcher-kva.example")],
        ports: [8443]
    )

    /// Real bypass strings from open-redirect and SSRF cheat sheets, each with
    /// the reason it must be rejected for.
    nonisolated static let bypasses: [(String, UnsafeURLError.Reason)] = [
        // Dangerous schemes
        ("javascript:alert(1)", .disallowedScheme("javascript")),
        ("JaVaScRiPt:alert(1)", .disallowedScheme("javascript")),
        ("javascript://example.com/%0aalert(1)", .encodedControlCharacter),
        ("javascript://example.com?%0aalert(1)", .encodedControlCharacter),
        ("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", .disallowedScheme("data")),
        ("file:///etc/passwd", .disallowedScheme("file")),
        ("intent://example.com#Intent;scheme=http;end", .disallowedScheme("intent")),
        ("vbscript:msgbox(1)", .disallowedScheme("vbscript")),
        ("ftp://example.com/", .disallowedScheme("ftp")),
        ("java\tscript:alert(1)", .controlCharacter),
        ("java\nscript:alert(1)", .controlCharacter),
        ("java\u{0}script:alert(1)", .controlCharacter),
        // No scheme, scheme-relative, malformed authority
        ("//evil.com", .missingScheme),
        ("///evil.com", .missingScheme),
        ("evil.com", .missingScheme),
        ("/redirect?url=evil.com", .missingScheme),
        ("https:evil.com", .missingAuthority),
        ("https:/evil.com", .missingAuthority),
        ("https:///evil.com", .invalidHost),
        ("", .empty),
        // Backslashes
        ("/\\evil.com", .backslash),
        ("\\\\evil.com", .backslash),
        ("https:\\\\evil.com", .backslash),
        ("https://example.com\\evil.com", .backslash),
        ("https://evil.com\\@example.com", .backslash),
        ("https://example.com/\\/evil.com", .backslash),
        // Userinfo
        ("https://example.com@evil.com", .userinfo),
        ("https://example.com:pass@evil.com", .userinfo),
        ("https://user@example.com/", .userinfo),
        ("https://evil.com@example.com", .userinfo),
        ("https://example.com%40evil.com", .encodedHost),
        // Host confusion
        ("https://evil.com#@example.com", .disallowedHost("evil.com")),
        ("https://evil.com?@example.com", .disallowedHost("evil.com")),
        ("https://example.com.evil.net", .disallowedHost("example.com.evil.net")),
        ("https://evilexample.com", .disallowedHost("evilexample.com")),
        ("https://evil.com/example.com", .disallowedHost("evil.com")),
        ("https://example.com%2eevil.net", .encodedHost),
        ("https://evil.com%2fexample.com", .encodedHost),
        ("https://evil.com;.example.com", .invalidHost),
        ("https://evil.com&.example.com", .invalidHost),
        ("https://ex_ample.com", .invalidHost),
        ("https://example.com.", .invalidHost),
        ("https://a..example.com", .invalidHost),
        // Control characters, raw and encoded; whitespace
        ("https://example.com%0d%0aSet-Cookie:x=1", .encodedControlCharacter),
        ("https://example.com/%0d%0aLocation:evil.com", .encodedControlCharacter),
        ("https://example.com/%00", .encodedControlCharacter),
        ("https://example.com/%09", .encodedControlCharacter),
        ("https://example.com/?next=%7f", .encodedControlCharacter),
        ("https://example.com\u{7F}", .controlCharacter),
        ("https://exa\rmple.com", .controlCharacter),
        (" https://example.com", .whitespace),
        ("https://example.com ", .whitespace),
        ("https://example.com\n", .whitespace),
        ("https://exa mple.com", .whitespace),
        // Percent-encoding
        ("https://example.com/%zz", .malformedPercentEncoding),
        ("https://example.com/%", .malformedPercentEncoding),
        // Dot segments and encoded slashes
        ("https://example.com/%2e%2e/admin", .dotSegment),
        ("https://example.com/a/../admin", .dotSegment),
        ("https://example.com/./admin", .dotSegment),
        ("https://example.com/.%2E/admin", .dotSegment),
        ("https://example.com/%2e/admin", .dotSegment),
        ("https://example.com/..", .dotSegment),
        ("https://example.com/..%2fadmin", .encodedSlash),
        ("https://example.com/a/%2e%2e%5cadmin", .encodedSlash),
        ("https://example.com/%2f%2fevil.com", .encodedSlash),
        ("https://example.com/a%5Cb", .encodedSlash),
        // IP literals in every spelling
        ("http://127.0.0.1", .ipAddressHost),
        ("http://2130706433", .ipAddressHost),
        ("http://0x7f.1", .ipAddressHost),
        ("http://0x7f000001", .ipAddressHost),
        ("http://0177.0.0.1", .ipAddressHost),
        ("http://127.1", .ipAddressHost),
        ("http://169.254.169.254/latest/meta-data/", .ipAddressHost),
        ("http://[::1]", .ipAddressHost),
        ("http://[::ffff:127.0.0.1]/", .ipAddressHost),
        // Homographs and punycode
        ("https://\u{0435}xample.com", .nonASCII),
        ("https://example.com/\u{202E}", .nonASCII),
        ("https://ｅxample.com", .nonASCII),
        ("https://xn--80ak6aa92e.example.com", .punycodeHost),
        // Ports
        ("https://example.com:8080", .disallowedPort(8080)),
        ("https://example.com:80", .disallowedPort(80)),
        ("https://example.com:", .invalidPort),
        ("https://example.com:99999", .invalidPort),
        ("https://example.com:0x1bb", .invalidPort),
        // More from the cheat sheets: slashes and backslashes mixed
        ("https:/\\/evil.com", .backslash),
        ("//\\evil.com", .backslash),
        ("\\/\\/evil.com", .backslash),
        ("https://example.com/%5c%5cevil.com", .encodedSlash),
        ("https://example.com/%2e%2e%2fadmin", .encodedSlash),
        // Path parameters after a dot segment, which servers drop (`/..;/admin` is `/../admin`)
        ("https://example.com/..;/admin", .dotSegment),
        ("https://example.com/.;/admin", .dotSegment),
        ("https://example.com/%2e%2e;jsessionid=x/admin", .dotSegment),
        // Userinfo in every shape
        ("https://example.com:443@evil.com", .userinfo),
        ("https://example.com:8443@evil.com", .userinfo),
        ("https://@example.com", .userinfo),
        ("https://:@example.com", .userinfo),
        // Host confusion through encoding, other dots and invisible characters
        ("https://example.com%E3%80%82evil.com", .encodedHost),
        ("https://evil.com%23.example.com", .encodedHost),
        ("https://ex%61mple.com", .encodedHost),
        ("https://example.com%00.evil.com", .encodedControlCharacter),
        ("https://evil\u{3002}com", .nonASCII),
        ("https://example.com\u{FF0F}evil.com", .nonASCII),
        ("https://evil.com\u{00A0}.example.com", .nonASCII),
        ("https://example.com\u{200B}.evil.com", .nonASCII),
        ("https://exam\u{AD}ple.com", .nonASCII),
        ("https://example.com\u{2028}", .nonASCII),
        ("https://EXAMPLE.com.evil.com", .disallowedHost("example.com.evil.com")),
        ("https://evil.com?.example.com", .disallowedHost("evil.com")),
        ("https://evil.com/.example.com", .disallowedHost("evil.com")),
        ("https://evil.com#.example.com", .disallowedHost("evil.com")),
        ("https://a.example.com./", .invalidHost),
        ("https://-example.com", .invalidHost),
        ("https://example-.com", .invalidHost),
        ("http://localhost", .disallowedHost("localhost")),
        // More IP spellings
        ("http://0", .ipAddressHost),
        ("http://017700000001", .ipAddressHost),
        ("http://0x7f.0x0.0x0.0x1", .ipAddressHost),
        ("http://[::]", .ipAddressHost),
        ("http://[0:0:0:0:0:ffff:7f00:1]", .ipAddressHost),
        // Schemes that are not web pages, and encoded schemes
        ("%68ttps://evil.com", .missingScheme),
        ("blob:https://example.com/uuid", .disallowedScheme("blob")),
        ("about:blank", .disallowedScheme("about")),
        ("ws://example.com", .disallowedScheme("ws")),
        // encoded C1 controls, bidi overrides, line separators, the low-byte CRLF trick
        ("https://example.com/%c2%85", .encodedControlCharacter),
        ("https://example.com/?q=%C2%9B", .encodedControlCharacter),
        ("https://example.com/#%C2%80", .encodedControlCharacter),
        ("https://example.com/%E2%80%AEgpj.exe", .encodedControlCharacter),
        ("https://example.com/a%E2%80%A8b", .encodedControlCharacter),
        ("https://example.com/a%E2%80%A9b", .encodedControlCharacter),
        ("https://example.com/a%E2%81%A6b", .encodedControlCharacter),
        ("https://example.com/a%E2%80%8Fb", .encodedControlCharacter),
        ("https://example.com/%E5%98%8A%E5%98%8DSet-Cookie:x=1", .encodedControlCharacter),
        ("https://example.com/?a=%e5%98%8a", .encodedControlCharacter),
        // paths that climb or leave the host when reused
        ("https://example.com//evil.com", .protocolRelativePath),
        ("https://example.com//evil.com/a", .protocolRelativePath),
        ("https://example.com/..%3b/admin", .dotSegment),
        ("https://example.com/..%3B/admin", .dotSegment),
        ("https://example.com/%2e%2e%3bx/admin", .dotSegment),
        ("https://example.com/%252e%252e/admin", .dotSegment),
        ("https://example.com/a/%252E/b", .dotSegment),
        ("https://example.com/a%252fb", .encodedSlash),
        ("https://example.com/a%255cb", .encodedSlash),
        // hosts that hold a delimiter or an invisible character, encoded or raw
        ("https://evil.com%40example.com/x", .encodedHost),
        ("https://evil.com%3F.example.com/x", .encodedHost),
        ("https://evil.com%2F.example.com/x", .encodedHost),
        ("https://evil.com%23.example.com/x", .encodedHost),
        ("https://evil.com%5C.example.com/x", .encodedHost),
        ("https://evil.com%E2%80%AE.example.com/x", .encodedControlCharacter),
        ("https://evil.com%C2%A0.example.com/x", .encodedHost),
        ("https://evil.com\u{202E}.example.com/x", .nonASCII),
        // one character stretched by combining marks
        ("https://example.com/a" + String(repeating: "\u{301}", count: 100_000), .tooLong(limit: 2048)),
        ("https://example.com/a\u{301}", .nonASCII),
    ]

    @Test(arguments: bypasses)
    func bypassStringsAreRejectedWithTheirReason(text: String, reason: UnsafeURLError.Reason) {
        #expect(throws: UnsafeURLError(url: text, reason: reason)) {
            try Self.allowlist.validate(text)
        }
    }

    /// What the allowlist accepts, Foundation reads alike (AllowlistProperties).
    ///
    /// Foundation must find an allowed scheme, host and port and no userinfo,
    /// and errors must be safe to log: on every bypass string, and on strings
    /// built from the pieces bypasses are made of.
    @Test func acceptedURLsAreReadAlikeByFoundation() {
        var texts = Self.bypasses.map(\.0)
        var generator = AllowlistURLGenerator(random: SeededRandom(seed: 6))
        texts += (0..<4_000).map { _ in generator.text() }
        let accepted = texts.filter { AllowlistProperties.allowlist.accepts($0) }
        #expect(Array(texts.flatMap(AllowlistProperties.violations(of:)).prefix(20)) == [])
        // Both sides are exercised: a generator that only made rejected strings would prove little.
        #expect(accepted.count >= 200, "only \(accepted.count) of \(texts.count) accepted")
        #expect(texts.count - accepted.count >= 2_000)
    }

    @Test func atLeastFortyBypassStringsAreTested() {
        #expect(Self.bypasses.count >= 40)
    }

    @Test func tooLongURLsAreRejected() {
        let text = "https://example.com/" + String(repeating: "a", count: URLAllowlist.maxLength)
        #expect(throws: UnsafeURLError(url: text, reason: .tooLong(limit: URLAllowlist.maxLength))) {
            try Self.allowlist.validate(text)
        }
    }

    @Test(arguments: [
        ("https://example.com", "https://example.com"),
        ("https://example.com/", "https://example.com/"),
        ("HTTPS://Example.COM/Path?q=1#frag", "https://example.com/Path?q=1#frag"),
        ("https://a.b.example.com/x", "https://a.b.example.com/x"),
        ("http://example.com:80/x", "http://example.com/x"),
        ("https://example.com:443/", "https://example.com/"),
        ("https://example.com:8443/x", "https://example.com:8443/x"),
        ("https://example.com/search?q=a%20b&next=/../x%2F", "https://example.com/search?q=a%20b&next=/../x%2F"),
        ("https://example.com/caf%C3%A9", "https://example.com/caf%C3%A9"),
        ("https://xn--bcher-kva.example/", "https://xn--bcher-kva.example/"),
        ("https://example.com/a..b/.hidden/...", "https://example.com/a..b/.hidden/..."),
        ("https://example.com?x=1", "https://example.com?x=1"),
        ("https://example.com#top", "https://example.com#top"),
        ("https://example.com/a//b", "https://example.com/a//b"),
        ("https://my-app.example.com/", "https://my-app.example.com/"),
        // Look alarming, but the host is the allowlisted one: the rest is the page's business.
        ("https://example.com?next=//evil.com", "https://example.com?next=//evil.com"),
        ("https://example.com#@evil.com", "https://example.com#@evil.com"),
        ("https://1.1.1.1.example.com/", "https://1.1.1.1.example.com/"),
        ("https://example.com/a;b/..c;d", "https://example.com/a;b/..c;d"),
        // encoded text that is neither a control nor a low-byte CR/LF stays allowed.
        ("https://example.com/%E4%B8%AD%E6%96%87", "https://example.com/%E4%B8%AD%E6%96%87"),
        ("https://example.com/caf%C3%A9", "https://example.com/caf%C3%A9"),
        ("https://example.com/a/%2525", "https://example.com/a/%2525"),
        ("https://example.com/a//b", "https://example.com/a//b"),
    ])
    func goodURLsAreAcceptedAndNormalized(text: String, normalized: String) throws {
        #expect(try Self.allowlist.validate(text).absoluteString == normalized)
        #expect(Self.allowlist.accepts(text))
    }

    @Test(arguments: [
        ("https://example.com", true),
        ("https://sub.example.com", false),
        ("https://example.com.evil.net", false),
    ])
    func exactHostsDoNotMatchSubdomains(text: String, accepted: Bool) {
        let allowlist = URLAllowlist(schemes: ["HTTPS"], hosts: [.exact("Example.com")])
        #expect(allowlist.accepts(text) == accepted)
    }

    @Test func errorsDescribeTheURLAndTheReason() {
        let error = UnsafeURLError(url: "https://example.com@evil.com", reason: .userinfo)
        #expect(error.description == #"unsafe URL "https://example.com@evil.com": contains userinfo"#)
        let missing = UnsafeURLError(url: "next", reason: .missingParameter(name: "next"))
        #expect(missing.description == #"URL parameter "next" is missing"#)
    }

    @Test func dictionaryReadersValidateAndReportMissingParameters() throws {
        let query = ["next": "https://example.com/home", "evil": "https://evil.com"]
        #expect(query.safeURL("next", allowing: Self.allowlist)?.absoluteString == "https://example.com/home")
        #expect(query.safeURL("evil", allowing: Self.allowlist) == nil)
        #expect(query.safeURL("none", allowing: Self.allowlist) == nil)
        #expect(throws: UnsafeURLError(url: "https://evil.com", reason: .disallowedHost("evil.com"))) {
            try query.requireSafeURL("evil", allowing: Self.allowlist)
        }
        #expect(throws: UnsafeURLError(url: "none", reason: .missingParameter(name: "none"))) {
            try query.requireSafeURL("none", allowing: Self.allowlist)
        }
    }

    @Test func routeMatchReadersValidatePlaceholderValues() throws {
        let elf = Elf()
        try elf.register("app://open/<host>") { SilentHandler() }
        let good = try #require(elf.match("app://open/example.com"))
        let evil = try #require(elf.match("app://open/evil.com"))
        let allowlist = URLAllowlist(schemes: ["https"], hosts: [.exact("example.com")])
        // The placeholder holds a host; readers validate whatever text it binds.
        #expect(good.safeURL("host", allowing: allowlist) == nil)
        #expect(throws: UnsafeURLError(url: "evil.com", reason: .missingScheme)) {
            try evil.requireSafeURL("host", allowing: allowlist)
        }
        #expect(throws: UnsafeURLError(url: "nope", reason: .missingParameter(name: "nope"))) {
            try good.requireSafeURL("nope", allowing: allowlist)
        }
        let encoded = try #require(elf.match("app://open/https:%2F%2Fexample.com"))
        #expect(encoded.param("host") == "https://example.com")
        #expect(try encoded.requireSafeURL("host", allowing: allowlist).absoluteString == "https://example.com")
    }

    final class SilentHandler: Handler {
        func convert(params: [String: String], queryParams: [String: String]) {}
        func handle() {}
    }

    // MARK: - UntrustedLinks.md snippets

    /// UntrustedLinks.md, "Overview".
    @Test func articleOverview() throws {
        let allowlist = URLAllowlist(
            schemes: ["https"],
            hosts: [.exact("example.com"), .domain("cdn.example.net")]
        )
        let url = try allowlist.validate("https://Example.COM/help?topic=1")
        #expect(url.absoluteString == "https://example.com/help?topic=1")
    }

    /// UntrustedLinks.md, "Read URL parameters in a handler".
    final class OpenWebHandler: Handler {
        static let allowlist = URLAllowlist(schemes: ["https"], hosts: [.domain("example.com")])
        var target: URL?

        func convert(params: [String: String], queryParams: [String: String]) {
            target = queryParams.safeURL("url", allowing: Self.allowlist)
        }

        func shouldHandle() -> Bool { target != nil }

        func handle() {
            Console.print("open \(target!.absoluteString)")
        }
    }

    /// UntrustedLinks.md, "Read URL parameters in a handler".
    @Test(arguments: [
        ("app://web?url=https%3A%2F%2Fhelp.example.com%2Ffaq", true),
        ("app://web?url=https%3A%2F%2Fexample.com%40evil.com", false),
        ("app://web?url=javascript%3Aalert(1)", false),
        ("app://web", false),
    ])
    func articleHandlerDeclinesUnsafeURLs(url: String, handled: Bool) throws {
        Console.lines = []
        let elf = Elf()
        try elf.register("app://web") { OpenWebHandler() }
        var notFound: [String] = []
        elf.notFoundHandler = { notFound.append($0) }
        #expect(elf.handleURL(url: url) == handled)
        #expect(Console.lines == (handled ? ["open https://help.example.com/faq"] : []))
        #expect(notFound == (handled ? [] : [url]))
    }

    /// UntrustedLinks.md, "Report why a link was rejected".
    @Test func articleReportWhyALinkWasRejected() {
        Console.lines = []
        let allowlist = URLAllowlist(schemes: ["https"], hosts: [.domain("example.com")])
        let queryParams = ["next": "https://example.com.evil.net/login"]
        do {
            let next = try queryParams.requireSafeURL("next", allowing: allowlist)
            Console.print(next)
        } catch {
            // unsafe URL "https://example.com.evil.net/login": host "example.com.evil.net" is not allowed
            Console.print(error)
            Console.print(error.reason == .disallowedHost("example.com.evil.net"))
        }
        #expect(
            Console.lines == [
                #"unsafe URL "https://example.com.evil.net/login": host "example.com.evil.net" is not allowed"#,
                "true",
            ])
    }
}
