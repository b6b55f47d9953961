import Foundation
import Testing

@testable import Elf

// How Elf reads a URL string: ROUTING.md §3 "Reading the URL" and §4a "Fine print".
// Most tests read URLs through the public API, with a router whose only route
// is `/*` (any scheme, host not taken as a segment), and look at the match.

// MARK: - Trimming and length

/// Only space, TAB, LF, FF and CR are trimmed, and only at the ends (§4a).
@Test(arguments: [
    URLReadCase(" app://x/a ", .reads(scheme: "app", host: "x", segments: ["a"])),
    URLReadCase("\t\n\u{C}\r app://x/a \r\n\u{C}\t", .reads(scheme: "app", host: "x", segments: ["a"])),
    URLReadCase("\r\n/a\r\n", .reads(segments: ["a"])),
    // Offsets and columns count from the string as given, whitespace included.
    URLReadCase("  app://x/%zz", .malformed(.invalidPercentEscape, column: 11)),
    // Other whitespace is not trimmed: vertical tab and NEL are controls, NBSP and
    // the ideographic space are raw non-ASCII text.
    URLReadCase("app://x/a\u{B}", .malformed(.controlCharacter, column: 10)),
    URLReadCase("app://x/a\u{85}", .malformed(.controlCharacter, column: 10)),
    URLReadCase("app://x/a\u{A0}", .reads(scheme: "app", host: "x", segments: ["a\u{A0}"])),
    URLReadCase("app://x/a\u{3000}", .reads(scheme: "app", host: "x", segments: ["a\u{3000}"])),
    // Whitespace inside is not trimmed either.
    URLReadCase("app://x/a\tb", .malformed(.controlCharacter, column: 10)),
    URLReadCase("app://x/a b", .reads(scheme: "app", host: "x", segments: ["a b"])),
    URLReadCase(" \t\n\u{C}\r", .malformed(.notAURL, column: 6)),
])
func trimsOnlySpaceTabLineFeedFormFeedAndCarriageReturn(_ scan: URLReadCase) throws {
    try scan.check()
}

/// A URL of exactly the limit (in UTF-8 bytes, after trimming) is read; one byte more is malformed.
@Test(arguments: [Elf.Configuration(), Elf.Configuration(maxURLLength: 64), Elf.Configuration(maxURLLength: 9)])
func lengthLimitAcceptsExactlyTheLimitAndRejectsOneByteMore(_ configuration: Elf.Configuration) throws {
    let limit = configuration.maxURLLength
    let fits = "app://x/" + String(repeating: "a", count: limit - 8)
    #expect(fits.utf8.count == limit)
    #expect(try read(fits, configuration).pathSegments == [String(repeating: "a", count: limit - 8)])
    #expect(try read("  " + fits + "\r\n", configuration).pathSegments.count == 1)

    let error = try #require(malformation(fits + "b", configuration))
    #expect(error.reason == .tooLong(limit: limit))
    #expect(error.column == limit + 1)
    #expect(malformation(" " + fits + "b ", configuration)?.column == limit + 2)
}

/// The default limit is 8192 bytes, and the scanner enforces the limit it is given.
@Test func defaultLengthLimitIs8192Bytes() throws {
    #expect(Elf.Configuration().maxURLLength == 8192)
    let scanner = URLScanner(maxLength: 8192, allowsUserinfo: false)
    let fits = "/" + String(repeating: "é", count: 4095) + "a"
    #expect(fits.utf8.count == 8192)
    let scanned = try withUTF8Bytes(of: fits) { bytes in Result { () throws(ScanFailure) in try scanner.scan(bytes) } }
        .get()
    #expect(scanned.path == 0..<8192)
    let tooLong = withUTF8Bytes(of: fits + "a") { bytes in Result { () throws(ScanFailure) in try scanner.scan(bytes) }
    }
    #expect(throws: ScanFailure(reason: .tooLong(limit: 8192), offset: 8192)) { try tooLong.get() }
}

/// The limit counts UTF-8 bytes, not characters.
@Test func lengthLimitCountsUTF8Bytes() throws {
    let configuration = Elf.Configuration(maxURLLength: 16)
    #expect(try read("app://x/éééé", configuration).pathSegments == ["éééé"])
    let error = try #require(malformation("app://x/ééééé", configuration))
    #expect(error.reason == .tooLong(limit: 16))
    #expect(error.column == 13)
}

// MARK: - Forms

/// The forms of §3: `scheme://host/path?query#fragment`, an empty host,
/// `scheme:/path`, `scheme:path` and `/path`.
@Test(arguments: [
    URLReadCase("app://host/path/x?q=1#frag", .reads(scheme: "app", host: "host", segments: ["path", "x"])),
    URLReadCase("app://host", .reads(scheme: "app", host: "host", segments: [])),
    URLReadCase("app://host/", .reads(scheme: "app", host: "host", segments: [])),
    URLReadCase("app://host?q", .reads(scheme: "app", host: "host", segments: [])),
    URLReadCase("app://host#f", .reads(scheme: "app", host: "host", segments: [])),
    URLReadCase("app:///x", .reads(scheme: "app", host: "", segments: ["x"])),
    URLReadCase("app://", .reads(scheme: "app", host: "", segments: [])),
    URLReadCase("app:/path/x", .reads(scheme: "app", segments: ["path", "x"])),
    URLReadCase("app:path/x", .reads(scheme: "app", segments: ["path", "x"])),
    URLReadCase("app:", .reads(scheme: "app", segments: [])),
    URLReadCase("app:?q", .reads(scheme: "app", segments: [])),
    URLReadCase("/path/x", .reads(segments: ["path", "x"])),
    URLReadCase("/", .reads(segments: [])),
    URLReadCase("/a?b#c", .reads(segments: ["a"])),
    URLReadCase("web+ext.v1-2://h/", .reads(scheme: "web+ext.v1-2", host: "h", segments: [])),
    URLReadCase("app://1.2.3.4/x", .reads(scheme: "app", host: "1.2.3.4", segments: ["x"])),
    URLReadCase("app://[::1]/x", .reads(scheme: "app", host: "[::1]", segments: ["x"])),
    URLReadCase("app://[::ffff:1.2.3.4]/", .reads(scheme: "app", host: "[::ffff:1.2.3.4]", segments: [])),
    // `@` and `:` in a path are text, not userinfo or a port.
    URLReadCase("app://x/a:b@c", .reads(scheme: "app", host: "x", segments: ["a:b@c"])),
    URLReadCase("app:a@b", .reads(scheme: "app", segments: ["a@b"])),
])
func readsEachForm(_ scan: URLReadCase) throws {
    try scan.check()
}

/// The port is reported on the match and is not part of the host; an empty port means none.
@Test(arguments: [
    URLReadCase("app://h:0/", .reads(scheme: "app", host: "h", port: 0, segments: [])),
    URLReadCase("app://h:65535/", .reads(scheme: "app", host: "h", port: 65535, segments: [])),
    URLReadCase("app://h:080/x", .reads(scheme: "app", host: "h", port: 80, segments: ["x"])),
    URLReadCase("app://h:8080?x", .reads(scheme: "app", host: "h", port: 8080, segments: [])),
    URLReadCase("app://h:1#f", .reads(scheme: "app", host: "h", port: 1, segments: [])),
    URLReadCase("app://h:/x", .reads(scheme: "app", host: "h", segments: ["x"])),
    URLReadCase("app://h/x", .reads(scheme: "app", host: "h", segments: ["x"])),
    URLReadCase("app://[::1]:443/", .reads(scheme: "app", host: "[::1]", port: 443, segments: [])),
    URLReadCase("app://[::1]:/", .reads(scheme: "app", host: "[::1]", segments: [])),
    // An empty host with an empty port has no port, so it is read (§4a rejects only a port number).
    URLReadCase("app://:/x", .reads(scheme: "app", host: "", segments: ["x"])),
])
func portIsReportedApartFromTheHost(_ scan: URLReadCase) throws {
    try scan.check()
}

// MARK: - Malformed URLs

/// Each malformed URL of §3/§4a names its reason and the column of the problem.
@Test(arguments: [
    // Percent escapes.
    URLReadCase("app://user/%zz", .malformed(.invalidPercentEscape, column: 12)),
    URLReadCase("app://x/%4", .malformed(.invalidPercentEscape, column: 9)),
    URLReadCase("app://x/%4?q", .malformed(.invalidPercentEscape, column: 9)),
    URLReadCase("app://x/%", .malformed(.invalidPercentEscape, column: 9)),
    URLReadCase("app://x/?q=%g0", .malformed(.invalidPercentEscape, column: 12)),
    URLReadCase("app://x/#%", .malformed(.invalidPercentEscape, column: 10)),
    URLReadCase("app://%zz/", .malformed(.invalidPercentEscape, column: 7)),
    // Escapes that are not UTF-8, anywhere.
    URLReadCase("app://x/%FF", .malformed(.invalidUTF8, column: 9)),
    URLReadCase("app://x/%C3", .malformed(.invalidUTF8, column: 9)),
    URLReadCase("app://x/%C3%28", .malformed(.invalidUTF8, column: 12)),
    URLReadCase("app://x/%C0%AF", .malformed(.invalidUTF8, column: 9)),
    URLReadCase("app://x/%ED%A0%80", .malformed(.invalidUTF8, column: 12)),
    URLReadCase("app://x/%F4%90%80%80", .malformed(.invalidUTF8, column: 12)),
    URLReadCase("app://x/%E2%82?x", .malformed(.invalidUTF8, column: 9)),
    URLReadCase("app://x/%C3é", .malformed(.invalidUTF8, column: 12)),
    URLReadCase("app://x/?q=%FF", .malformed(.invalidUTF8, column: 12)),
    URLReadCase("app://x/#%FF", .malformed(.invalidUTF8, column: 10)),
    URLReadCase("app://%FF/", .malformed(.invalidUTF8, column: 7)),
    // After an escape of an ASCII byte (checked without the UTF-8 state machine).
    URLReadCase("app://x/%41%FF", .malformed(.invalidUTF8, column: 12)),
    URLReadCase("app://x/%41%C3%28", .malformed(.invalidUTF8, column: 15)),
    URLReadCase("app://x/%41b%0A", .malformed(.encodedControlCharacter, column: 13)),
    URLReadCase("app://x/%41%4", .malformed(.invalidPercentEscape, column: 12)),
    // Raw control characters: C0, DEL, C1, anywhere.
    URLReadCase("app://x/a\u{0}b", .malformed(.controlCharacter, column: 10)),
    URLReadCase("app://x/\u{1F}", .malformed(.controlCharacter, column: 9)),
    URLReadCase("app://x/\u{7F}", .malformed(.controlCharacter, column: 9)),
    URLReadCase("app://x/\u{80}", .malformed(.controlCharacter, column: 9)),
    URLReadCase("app://x/\u{9F}", .malformed(.controlCharacter, column: 9)),
    URLReadCase("app://a\u{1}b/", .malformed(.controlCharacter, column: 8)),
    URLReadCase("app://x/?q=\u{7}", .malformed(.controlCharacter, column: 12)),
    URLReadCase("app://x/#\u{85}", .malformed(.controlCharacter, column: 10)),
    // A raw backslash, anywhere.
    URLReadCase("app://x\\y/", .malformed(.backslash, column: 8)),
    URLReadCase("app://x/a\\b", .malformed(.backslash, column: 10)),
    URLReadCase("app://x/?q=\\", .malformed(.backslash, column: 12)),
    URLReadCase("app://x/#\\", .malformed(.backslash, column: 10)),
    URLReadCase("app:\\x", .malformed(.backslash, column: 5)),
    // Escapes of control characters in the host or the path (allowed in query and fragment).
    URLReadCase("app://x/%0A", .malformed(.encodedControlCharacter, column: 9)),
    URLReadCase("app://x/a%09b", .malformed(.encodedControlCharacter, column: 10)),
    URLReadCase("app://x/%00", .malformed(.encodedControlCharacter, column: 9)),
    URLReadCase("app://x/%7F", .malformed(.encodedControlCharacter, column: 9)),
    URLReadCase("app://x/%C2%85", .malformed(.encodedControlCharacter, column: 9)),
    URLReadCase("app://x/%c2%9f", .malformed(.encodedControlCharacter, column: 9)),
    URLReadCase("app://a%0Ab/", .malformed(.encodedControlCharacter, column: 8)),
    URLReadCase("app:%0A", .malformed(.encodedControlCharacter, column: 5)),
    // Schemes: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
    URLReadCase("1h://x", .malformed(.invalidScheme, column: 1)),
    URLReadCase("my_app://x", .malformed(.invalidScheme, column: 3)),
    URLReadCase("+app://x", .malformed(.invalidScheme, column: 1)),
    URLReadCase(".app:x", .malformed(.invalidScheme, column: 1)),
    URLReadCase("ap p://x", .malformed(.invalidScheme, column: 3)),
    URLReadCase("app!://x", .malformed(.invalidScheme, column: 4)),
    URLReadCase("é://x", .malformed(.invalidScheme, column: 1)),
    URLReadCase(":x", .malformed(.invalidScheme, column: 1)),
    // Ports: ASCII digits up to 65535, and not after an empty host.
    URLReadCase("app://x:65536/", .malformed(.invalidPort, column: 9)),
    URLReadCase("app://x:99999999999999999999/", .malformed(.invalidPort, column: 9)),
    URLReadCase("app://x:8a/", .malformed(.invalidPort, column: 10)),
    URLReadCase("app://x:-1/", .malformed(.invalidPort, column: 9)),
    URLReadCase("app://x:+80/", .malformed(.invalidPort, column: 9)),
    URLReadCase("app://x: 80/", .malformed(.invalidPort, column: 9)),
    URLReadCase("app://x:1:2/", .malformed(.invalidPort, column: 10)),
    URLReadCase("app://:80/x", .malformed(.invalidPort, column: 8)),
    URLReadCase("app://:0", .malformed(.invalidPort, column: 8)),
    // IPv6 literals.
    URLReadCase("app://[1::2::3]/", .malformed(.invalidHost, column: 7)),
    URLReadCase("app://[::1/", .malformed(.invalidHost, column: 7)),
    URLReadCase("app://[::1]x/", .malformed(.invalidHost, column: 12)),
    URLReadCase("app://[fe80::1%25en0]/", .malformed(.invalidHost, column: 7)),
    URLReadCase("app://[v1.x]/", .malformed(.invalidHost, column: 7)),
    URLReadCase("app://[1:2:3:4:5:6:7:8:9]/", .malformed(.invalidHost, column: 7)),
    URLReadCase("app://[12345::]/", .malformed(.invalidHost, column: 7)),
    URLReadCase("app://[::256.0.0.1]/", .malformed(.invalidHost, column: 7)),
    URLReadCase("app://[]/", .malformed(.invalidHost, column: 7)),
    // Characters a host cannot hold.
    URLReadCase("app://a b/", .malformed(.invalidHost, column: 8)),
    URLReadCase("app://a<b/", .malformed(.invalidHost, column: 8)),
    URLReadCase("app://a^b/", .malformed(.invalidHost, column: 8)),
    URLReadCase("app://a|b/", .malformed(.invalidHost, column: 8)),
    URLReadCase("app://a]b/", .malformed(.invalidHost, column: 8)),
    URLReadCase("app://a[b/", .malformed(.invalidHost, column: 8)),
    // Userinfo, by default.
    URLReadCase("app://a@b/", .malformed(.userinfo, column: 8)),
    URLReadCase("app://a:b@c/", .malformed(.userinfo, column: 10)),
    URLReadCase("app://@b/", .malformed(.userinfo, column: 7)),
    URLReadCase("app://a@b@c/", .malformed(.userinfo, column: 10)),
    // Strings in none of the forms.
    URLReadCase("foo/bar", .malformed(.notAURL, column: 1)),
    URLReadCase("", .malformed(.notAURL, column: 1)),
    URLReadCase("?a=1", .malformed(.notAURL, column: 1)),
    URLReadCase("#f", .malformed(.notAURL, column: 1)),
    URLReadCase("//host/x", .malformed(.notAURL, column: 1)),
    URLReadCase("///x", .malformed(.notAURL, column: 1)),
    URLReadCase("app", .malformed(.notAURL, column: 1)),
    URLReadCase(" foo/bar", .malformed(.notAURL, column: 2)),
])
func malformedURLsNameTheReasonAndColumn(_ scan: URLReadCase) throws {
    try scan.check()
}

/// The column counts characters, not bytes, and the description names the URL and the column.
@Test(arguments: [
    URLReadCase("app://x/中文/%zz", .malformed(.invalidPercentEscape, column: 12)),
    URLReadCase("app://x/e\u{301}/%zz", .malformed(.invalidPercentEscape, column: 11)),
    URLReadCase("app://x/👩‍👩‍👧/\u{7}", .malformed(.controlCharacter, column: 11)),
])
func malformedColumnCountsCharacters(_ scan: URLReadCase) throws {
    try scan.check()
}

/// The example of `MalformedURL`'s documentation.
@Test func malformedDescriptionNamesTheURLAndColumn() throws {
    let error = try #require(malformation("app://user/%zz"))
    #expect(error.description == "malformed URL \"app://user/%zz\" at column 12: invalid percent escape")
    #expect(error.url == "app://user/%zz")
    #expect(error.offset == 11)
}

/// `[1::2]:3:4` is a malformed IPv6 host (§3), not merely a bad port.
@Test func ipv6HostFollowedByTwoPortsIsAMalformedHost() throws {
    let error = try #require(malformation("app://[1::2]:3:4/"))
    #expect(error.reason == .invalidHost)
    #expect(error.column == 7)
}

/// When a URL has several problems, the one reported is the leftmost (the
/// scanner's contract: "the byte offset of the first problem").
@Test(arguments: [
    URLReadCase("app://x/%zz?q=%FF", .malformed(.invalidPercentEscape, column: 9)),
    URLReadCase("app://a@b/%zz", .malformed(.userinfo, column: 8)),
    URLReadCase("app://x:8a/\u{1}", .malformed(.invalidPort, column: 10)),
    URLReadCase("1a://x/%zz", .malformed(.invalidScheme, column: 1)),
    URLReadCase("app://a\u{1}\"b/", .malformed(.controlCharacter, column: 8)),
    URLReadCase("app://a%zz:8a/", .malformed(.invalidPercentEscape, column: 8)),
    URLReadCase("app://a%zz\"/", .malformed(.invalidPercentEscape, column: 8)),
    URLReadCase("app://a\\b:8a/", .malformed(.backslash, column: 8)),
])
func malformedURLReportsTheLeftmostProblem(_ scan: URLReadCase) throws {
    try scan.check()
}

// MARK: - Userinfo

/// Userinfo is malformed unless the router allows it; then it is skipped and the host follows it.
@Test(arguments: [
    URLReadCase("app://a@b/x", .reads(scheme: "app", host: "b", segments: ["x"]), allowsUserinfo: true),
    URLReadCase("app://a:p@b:81/x", .reads(scheme: "app", host: "b", port: 81, segments: ["x"]), allowsUserinfo: true),
    URLReadCase("app://u@[::1]/", .reads(scheme: "app", host: "[::1]", segments: []), allowsUserinfo: true),
    URLReadCase("app://a@b@c/", .reads(scheme: "app", host: "c", segments: []), allowsUserinfo: true),
    URLReadCase("app://@b/", .reads(scheme: "app", host: "b", segments: []), allowsUserinfo: true),
    // Allowed userinfo is still checked for escapes and controls.
    URLReadCase("app://a%zz@b/", .malformed(.invalidPercentEscape, column: 8), allowsUserinfo: true),
    URLReadCase("app://a\u{1}@b/", .malformed(.controlCharacter, column: 8), allowsUserinfo: true),
    URLReadCase("app://a@b/x", .malformed(.userinfo, column: 8)),
    URLReadCase("app://a:p@b:81/x", .malformed(.userinfo, column: 10)),
])
func userinfoIsMalformedUnlessAllowed(_ scan: URLReadCase) throws {
    try scan.check()
}

// MARK: - Query

/// The query is split on `&`, empty pieces and empty keys skipped, the first `=`
/// splits key from value, a bare key has the value "", `+` is a space, then each part is decoded.
@Test(arguments: [
    URLQueryCase("a=1&b=2", ["a": "1", "b": "2"]),
    URLQueryCase("a=1&&b=2&", ["a": "1", "b": "2"]),
    URLQueryCase("&&&", [:]),
    URLQueryCase("", [:]),
    URLQueryCase("a=b=c", ["a": "b=c"]),
    URLQueryCase("key", ["key": ""]),
    URLQueryCase("key=", ["key": ""]),
    URLQueryCase("=v&k=1", ["k": "1"]),
    URLQueryCase("=", [:]),
    URLQueryCase("a=1+2", ["a": "1 2"]),
    URLQueryCase("a+b=c", ["a b": "c"]),
    URLQueryCase("a%2Bb=1%2b2", ["a+b": "1+2"]),
    URLQueryCase("a=%20%26%3D", ["a": " &="]),
    URLQueryCase("a=%26&b=%3D", ["a": "&", "b": "="]),
    URLQueryCase("tag=a&tag=b", ["tag": "a", "tag": "b"]),
    URLQueryCase("é=中文&x=%E4%B8%AD", ["é": "中文", "x": "中"]),
    URLQueryCase("a b=c d", ["a b": "c d"]),
    URLQueryCase("a=1#b=2", ["a": "1"]),
    URLQueryCase("a=?b", ["a": "?b"]),
    URLQueryCase("%3D=%3D", ["=": "="]),
])
func queryIsSplitIntoDecodedPairs(_ query: URLQueryCase) throws {
    let items = try read("app://x/?" + query.query).queryItems.map { URLQueryPair(name: $0.name, value: $0.value) }
    #expect(items == query.pairs)
}

/// `+` means a space in the query only: in the path and the fragment it stays `+`.
@Test func plusMeansSpaceOnlyInTheQuery() throws {
    let match = try read("app://x/a+b?k=a+b#a+b")
    #expect(match.pathSegments == ["a+b"])
    #expect(match.queryValues("k") == ["a b"])
    #expect(match.fragment == "a+b")
}

/// `decodesPlusAsSpace: false` keeps `+` in the query; escapes are still decoded.
@Test func plusAsSpaceCanBeTurnedOff() throws {
    let match = try read("app://x/?k=a+b&c+d=1&e=%2B%20", .init(decodesPlusAsSpace: false))
    #expect(match.queryItems.map { "\($0.name)=\($0.value)" } == ["k=a+b", "c+d=1", "e=+ "])
    #expect(match.queryParams == ["k": "a+b", "c+d": "1", "e": "+ "])
}

/// In `queryParams`, the last value of a repeated key wins.
@Test func lastValueOfARepeatedKeyWinsInQueryParams() throws {
    #expect(try read("app://x/?a=1&b=2&a=3").queryParams == ["a": "3", "b": "2"])
    #expect(try read("app://x/?a=1&a").queryParams == ["a": ""])
}

/// `queryValues` returns every value of a key, in order.
@Test func queryValuesReturnsEveryValueInOrder() throws {
    let match = try read("app://x/?tag=a&other=x&tag=&tag=b&tag")
    #expect(match.queryValues("tag") == ["a", "", "b", ""])
    #expect(match.queryValues("other") == ["x"])
    #expect(match.queryValues("missing") == [])
}

/// Escapes of control characters are allowed in query and fragment values (not in host or path).
@Test func encodedControlCharactersAreAllowedInQueryAndFragment() throws {
    #expect(
        try read("app://x/?a=%0A&b=%00&c=%7F&d=%C2%85").queryParams == [
            "a": "\n", "b": "\u{0}", "c": "\u{7F}", "d": "\u{85}",
        ])
    #expect(try read("app://x/#%0A%09").fragment == "\n\t")
    #expect(malformation("app://x/%0A?a=%0A")?.reason == .encodedControlCharacter)
    #expect(malformation("app://a%0A/?a=%0A")?.reason == .encodedControlCharacter)
}

// MARK: - Fragment

/// The fragment is everything after the first `#`, decoded.
@Test(arguments: [
    URLFragmentCase("app://x/", nil),
    URLFragmentCase("app://x/#", ""),
    URLFragmentCase("app://x/#frag", "frag"),
    URLFragmentCase("app://x/#a#b", "a#b"),
    URLFragmentCase("app://x/?q#f?g", "f?g"),
    URLFragmentCase("app://x/#%41%20b", "A b"),
    URLFragmentCase("app://x/#%23", "#"),
    URLFragmentCase("app://x/#中 文", "中 文"),
    URLFragmentCase("app://x/#a=1&b=2", "a=1&b=2"),
    URLFragmentCase("app://x#f", "f"),
    URLFragmentCase("app:x#f", "f"),
    URLFragmentCase("/p#f", "f"),
])
func fragmentIsEverythingAfterTheFirstHashDecoded(_ fragment: URLFragmentCase) throws {
    #expect(try read(fragment.url).fragment == fragment.fragment)
}

/// A fragment of the form `k=v&k2=v2` also gives its pairs; any other fragment gives none.
@Test(arguments: [
    URLFragmentPairsCase("app://x/#a=1&b=2", ["a": "1", "b": "2"]),
    URLFragmentPairsCase("app://x/#a=1&&b=2&", ["a": "1", "b": "2"]),
    URLFragmentPairsCase("app://x/#a=b=c", ["a": "b=c"]),
    URLFragmentPairsCase("app://x/#a=", ["a": ""]),
    URLFragmentPairsCase("app://x/#a=%26%3D", ["a": "&="]),
    URLFragmentPairsCase("app://x/#a=1&a=2", ["a": "2"]),
    URLFragmentPairsCase("app://x/#section", [:]),
    URLFragmentPairsCase("app://x/#a=1&b", [:]),
    URLFragmentPairsCase("app://x/#=1", [:]),
    URLFragmentPairsCase("app://x/#&", [:]),
    URLFragmentPairsCase("app://x/#", [:]),
    URLFragmentPairsCase("app://x/", [:]),
])
func fragmentPairsAreReadOnlyFromAPairList(_ fragment: URLFragmentPairsCase) throws {
    #expect(try read(fragment.url).fragmentParams == fragment.pairs)
}

/// Fragment pairs are never merged into `queryParams`.
@Test func fragmentPairsAreNeverMergedIntoQueryParams() throws {
    let match = try read("app://x/?a=1#a=2&b=3")
    #expect(match.queryParams == ["a": "1"])
    #expect(match.queryValues("b") == [])
    #expect(match.fragmentParams == ["a": "2", "b": "3"])
}

/// `+` means a space only in the query (§3), so a fragment pair keeps its `+`.
@Test func plusInFragmentPairsStaysAPlus() throws {
    let match = try read("app://x/#a=b+c")
    #expect(match.fragment == "a=b+c")
    #expect(match.fragmentParams == ["a": "b+c"])
    #expect(try read("app://x/#a=b+c", .init(decodesPlusAsSpace: false)).fragmentParams == ["a": "b+c"])
}

// MARK: - Scheme and host

/// Scheme and host are ASCII-lowercased; the host is percent-decoded once, then lowercased.
@Test(arguments: [
    URLReadCase("APP://HoSt/", .reads(scheme: "app", host: "host", segments: [])),
    URLReadCase("Web+Ext://X/", .reads(scheme: "web+ext", host: "x", segments: [])),
    URLReadCase("app://%48ost/", .reads(scheme: "app", host: "host", segments: [])),
    URLReadCase("app://Ex%41mple.COM/", .reads(scheme: "app", host: "example.com", segments: [])),
    // A host that decodes to a delimiter is malformed (ROUTING.md §4a).
    URLReadCase("app://%2541/", .malformed(.delimiterInHost, column: 7)),
    URLReadCase("app://a%2Fb/", .malformed(.delimiterInHost, column: 8)),
    URLReadCase("app://LOCALHOST/", .reads(scheme: "app", host: "localhost", segments: [])),
    URLReadCase("app://[::A:B]/", .reads(scheme: "app", host: "[::a:b]", segments: [])),
    // ASCII only, and no IDNA: non-ASCII letters keep their case.
    URLReadCase("app://%C3%89/", .reads(scheme: "app", host: "É", segments: [])),
    URLReadCase("app://Éa/", .reads(scheme: "app", host: "Éa", segments: [])),
    URLReadCase("app://中文/", .reads(scheme: "app", host: "中文", segments: [])),
    // The path is not lowercased.
    URLReadCase("APP://X/Path", .reads(scheme: "app", host: "x", segments: ["Path"])),
])
func schemeAndHostAreLowercasedAndTheHostDecodedOnce(_ scan: URLReadCase) throws {
    try scan.check()
}

// MARK: - Path

/// Segments are split on `/` before decoding, and decoded once: `%2F` stays inside
/// one segment, `%252F` is the text `%2F`.
@Test(arguments: [
    URLReadCase("app://x/a%2Fb/c", .reads(scheme: "app", host: "x", segments: ["a/b", "c"])),
    URLReadCase("app://x/%2F", .reads(scheme: "app", host: "x", segments: ["/"])),
    URLReadCase("app://x/%252F", .reads(scheme: "app", host: "x", segments: ["%2F"])),
    URLReadCase("app://x/%25", .reads(scheme: "app", host: "x", segments: ["%"])),
    URLReadCase("app://x/a%20b", .reads(scheme: "app", host: "x", segments: ["a b"])),
    URLReadCase("app://x/%E4%B8%AD", .reads(scheme: "app", host: "x", segments: ["中"])),
    URLReadCase("app://x/e%CC%81", .reads(scheme: "app", host: "x", segments: ["e\u{301}"])),
    URLReadCase("/a%2F%2Fb", .reads(segments: ["a//b"])),
    URLReadCase("app://x/%3F%23", .reads(scheme: "app", host: "x", segments: ["?#"])),
])
func pathSegmentsAreSplitBeforeTheyAreDecoded(_ scan: URLReadCase) throws {
    try scan.check()
}

/// A `/` followed by a combining mark is still a separator: the split is on bytes, not `Character`s.
@Test(arguments: [
    URLReadCase("app://x/a/\u{301}b", .reads(scheme: "app", host: "x", segments: ["a", "\u{301}b"])),
    URLReadCase("/\u{301}", .reads(segments: ["\u{301}"])),
    URLReadCase(
        "app://x/é/\u{20DD}/\u{301}", .reads(scheme: "app", host: "x", segments: ["é", "\u{20DD}", "\u{301}"])),
])
func slashFollowedByACombiningMarkStillSeparates(_ scan: URLReadCase) throws {
    // `/` and a combining mark make one `Character`, so splitting the `String` would not see the slash.
    #expect("a/\u{301}b".split(separator: "/") == ["a/\u{301}b"])
    try scan.check()
}

/// Raw non-ASCII, spaces and `"`, `<`, `>`, `^`, backtick, `{`, `|`, `}` mean themselves in path, query and fragment.
@Test func rawNonASCIISpacesAndPunctuationMeanThemselves() throws {
    let odd = "\"<>^`{|}"
    let match = try read("app://x/中 文/\(odd)?q=a b&r=\(odd)&é=ü#f g\(odd)")
    #expect(match.pathSegments == ["中 文", odd])
    #expect(match.queryParams == ["q": "a b", "r": odd, "é": "ü"])
    #expect(match.fragment == "f g\(odd)")
}

/// Empty segments (doubled or trailing slashes) are skipped.
@Test(arguments: [
    URLReadCase("app://x//a///b/", .reads(scheme: "app", host: "x", segments: ["a", "b"])),
    URLReadCase("app://x/", .reads(scheme: "app", host: "x", segments: [])),
    URLReadCase("app://x//", .reads(scheme: "app", host: "x", segments: [])),
    URLReadCase("app:///", .reads(scheme: "app", host: "", segments: [])),
    URLReadCase("app:a//b/", .reads(scheme: "app", segments: ["a", "b"])),
    URLReadCase("/a//", .reads(segments: ["a"])),
])
func emptySegmentsAreSkipped(_ scan: URLReadCase) throws {
    try scan.check()
}

// MARK: - The scanner's ranges

/// The scanner records byte ranges into the caller's buffer (whitespace included),
/// and tells an empty query or fragment from a missing one.
@Test(arguments: [
    ScannedRangesCase(
        " app://Host:8/p/q?k=v#f ",
        ScannedURL(
            scheme: 1..<4, hasAuthority: true, host: 7..<11, hostNeedsTransform: true, port: 8, path: 13..<17,
            query: 18..<21, fragment: 22..<23)),
    // Only a segment that starts with `.` or `%` may be a dot segment.
    ScannedRangesCase("/p%20", ScannedURL(path: 0..<5, pathHasEscapes: true, pathMayHaveDotSegments: false)),
    ScannedRangesCase("/p/%2e", ScannedURL(path: 0..<6, pathHasEscapes: true, pathMayHaveDotSegments: true)),
    ScannedRangesCase("/p.%2E", ScannedURL(path: 0..<6, pathHasEscapes: true, pathMayHaveDotSegments: false)),
    ScannedRangesCase("app:x?", ScannedURL(scheme: 0..<3, path: 4..<5, query: 6..<6)),
    ScannedRangesCase(
        "app://x#", ScannedURL(scheme: 0..<3, hasAuthority: true, host: 6..<7, path: 7..<7, fragment: 8..<8)),
    ScannedRangesCase("app://x", ScannedURL(scheme: 0..<3, hasAuthority: true, host: 6..<7, path: 7..<7)),
    ScannedRangesCase(
        "app://[::1]:80",
        ScannedURL(scheme: 0..<3, hasAuthority: true, host: 6..<11, hostNeedsTransform: true, port: 80, path: 14..<14)),
    ScannedRangesCase(
        "app://h/?%41#%42",
        ScannedURL(scheme: 0..<3, hasAuthority: true, host: 6..<7, path: 7..<8, query: 9..<12, fragment: 13..<16)),
    // `pathHasEscapes` is about the path only: an escape in the host does not set it.
    ScannedRangesCase(
        "app://h%41/p",
        ScannedURL(scheme: 0..<3, hasAuthority: true, host: 6..<10, hostNeedsTransform: true, path: 10..<12)),
])
func scannerRecordsRangesIntoTheCallersBytes(_ range: ScannedRangesCase) throws {
    let scanner = URLScanner(maxLength: 8192, allowsUserinfo: false)
    let scanned = try withUTF8Bytes(of: range.url) { bytes in
        Result { () throws(ScanFailure) in try scanner.scan(bytes) }
    }.get()
    #expect(scanned == range.expected)
}

/// The lazy segment iterator gives the same pieces as `split(separator: "/")` on
/// the bytes, for random strings and random sub-ranges; and where no `/` is
/// followed by a combining mark, the same as splitting the `String`.
@Test(arguments: [1, 2, 3, 7, 2024] as [UInt64])
func segmentIteratorAgreesWithSplitOnRandomStrings(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let pieces = ["/", "/", "/", "a", "b", "%2F", "é", "中", "\u{301}", " ", "+", "."]
    for _ in 0..<400 {
        let text = (0..<random.int(in: 0...16)).map { _ in random.element(of: pieces) }.joined()
        let bytes = Array(text.utf8)
        let lower = random.int(in: 0...bytes.count)
        let upper = random.int(in: lower...bytes.count)
        withUTF8Bytes(of: text) { buffer in
            let whole = Segments(bytes: buffer, range: 0..<buffer.count).map { Array(buffer[$0]) }
            #expect(
                whole == bytes.split(separator: UInt8(ascii: "/")).map(Array.init),
                "seed \(seed): \(text.debugDescription)")
            let part = Segments(bytes: buffer, range: lower..<upper).map { Array(buffer[$0]) }
            #expect(
                part == bytes[lower..<upper].split(separator: UInt8(ascii: "/")).map(Array.init),
                "seed \(seed): \(text.debugDescription) bytes \(lower)..<\(upper)")
            if !text.contains(where: { $0 != "/" && $0.unicodeScalars.contains("/") }) {
                let strings = Segments(bytes: buffer, range: 0..<buffer.count).map {
                    buffer.string(in: $0)
                }
                #expect(
                    strings == text.split(separator: "/").map(String.init), "seed \(seed): \(text.debugDescription)")
            }
        }
    }
}

// MARK: - Helpers

/// A router whose only route is `/*`, so every well-formed URL without a `.`
/// or `..` segment matches and the match shows how it was read.
private func catchAllRouter(_ configuration: Elf.Configuration) throws -> Elf {
    var configuration = configuration
    configuration.hostAsPathSegment = .never
    return try Elf.with(["/*"], configuration: configuration)
}

/// How `url` was read; fails the test when it does not match `/*`.
private func read(_ url: String, _ configuration: Elf.Configuration = .init()) throws -> Elf.RouteMatch {
    try catchAllRouter(configuration).resolve(url).get()
}

/// Why `url` is malformed, or `nil` when it is not.
private func malformation(_ url: String, _ configuration: Elf.Configuration = .init()) -> Elf.MalformedURL? {
    guard case .failure(let miss) = try? catchAllRouter(configuration).resolve(url),
        case .malformed(let error) = miss.reason
    else { return nil }
    return error
}

/// One URL and how it must be read.
struct URLReadCase: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        case reads(scheme: String? = nil, host: String? = nil, port: Int? = nil, segments: [String])
        case malformed(Elf.MalformedURL.Reason, column: Int)
    }

    let url: String
    let outcome: Outcome
    var allowsUserinfo = false

    init(_ url: String, _ outcome: Outcome, allowsUserinfo: Bool = false) {
        self.url = url
        self.outcome = outcome
        self.allowsUserinfo = allowsUserinfo
    }

    var testDescription: String { url.debugDescription }

    func check() throws {
        let configuration = Elf.Configuration(allowsUserinfo: allowsUserinfo)
        switch (outcome, try catchAllRouter(configuration).resolve(url)) {
        case (.reads(let scheme, let host, let port, let segments), .success(let match)):
            #expect(match.scheme == scheme)
            #expect(match.host == host)
            #expect(match.port == port)
            #expect(match.pathSegments == segments)
        case (.malformed(let reason, let column), .failure(let miss)):
            guard case .malformed(let error) = miss.reason else {
                Issue.record("\(url.debugDescription) is not malformed: \(miss)")
                return
            }
            #expect(error.reason == reason)
            #expect(error.column == column, "\(error)")
            #expect(error.url == url)
        case (_, let result):
            Issue.record("\(url.debugDescription): expected \(outcome), got \(result)")
        }
    }
}

/// A query and the pairs it must give, in order.
struct URLQueryCase: Sendable, CustomTestStringConvertible {
    let query: String
    let pairs: [URLQueryPair]
    init(_ query: String, _ pairs: KeyValuePairs<String, String>) {
        self.query = query
        self.pairs = pairs.map { URLQueryPair(name: $0.key, value: $0.value) }
    }
    var testDescription: String { "?" + query }
}

struct URLQueryPair: Equatable, Sendable, CustomDebugStringConvertible {
    let name: String
    let value: String
    var debugDescription: String { "\(name.debugDescription)=\(value.debugDescription)" }
}

/// A URL and the fragment it must give.
struct URLFragmentCase: Sendable, CustomTestStringConvertible {
    let url: String
    let fragment: String?
    init(_ url: String, _ fragment: String?) {
        self.url = url
        self.fragment = fragment
    }
    var testDescription: String { url.debugDescription }
}

/// A URL and the fragment pairs it must give.
struct URLFragmentPairsCase: Sendable, CustomTestStringConvertible {
    let url: String
    let pairs: [String: String]
    init(_ url: String, _ pairs: [String: String]) {
        self.url = url
        self.pairs = pairs
    }
    var testDescription: String { url.debugDescription }
}

/// A URL and the ranges the scanner must record for it.
struct ScannedRangesCase: Sendable, CustomTestStringConvertible {
    let url: String
    let expected: ScannedURL
    init(_ url: String, _ expected: ScannedURL) {
        self.url = url
        self.expected = expected
    }
    var testDescription: String { url.debugDescription }
}
