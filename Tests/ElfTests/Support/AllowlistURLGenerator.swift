// The allowlist fuzz target compiles this file too (`scripts/fuzz.sh`), so it
// imports nothing.

/// Writes URL-like strings from the pieces open-redirect bypasses are made of.
///
/// Each part (scheme, separator, userinfo, host, port, path segments, query
/// and fragment) is usually a harmless piece and sometimes a hostile one
/// (look-alike hosts, userinfo, dot segments, encoded slashes and controls),
/// so about a quarter of the strings are accepted and both sides of
/// ``AllowlistProperties`` are exercised.
///
/// ```swift
/// var generator = AllowlistURLGenerator(random: SeededRandom(seed: 3))
/// generator.text()   // "https://a.example.com:8443/..;/b?next=//evil.com"
/// ```
struct AllowlistURLGenerator<Random: RandomChoices> {
    var random: Random

    /// One part's harmless pieces and hostile ones.
    struct Part {
        var harmless: [String]
        var hostile: [String]
    }

    static var scheme: Part {
        Part(
            harmless: ["https", "http", "HTTPS", "app"], hostile: ["javascript", "ftp", "", "h%74tps", "java\tscript"])
    }
    static var separator: Part { Part(harmless: ["://"], hostile: [":/", ":", "//", ":\\\\", ":///", ":/\\/"]) }
    static var userinfo: Part {
        Part(harmless: [""], hostile: ["user@", "example.com@", ":@", "a:b@", "example.com%40"])
    }
    static var host: Part {
        Part(
            harmless: ["example.com", "a.example.com", "EXAMPLE.com", "xn--bcher-kva.example", "b-c.a.example.com"],
            hostile: [
                "evil.com", "example.com.evil.com", "evilexample.com", "127.0.0.1", "0x7f.1", "[::1]", "ex%61mple.com",
                "example.com.", "a..example.com", "xn--80ak6aa92e.example.com", "\u{0435}xample.com", "",
                "example.com\u{3002}evil.com", "-a.example.com",
            ])
    }
    static var port: Part {
        Part(harmless: ["", ":443", ":80", ":8443"], hostile: [":8080", ":", ":0x1bb", ":99999"])
    }
    static var segment: Part {
        Part(
            harmless: ["a", "b", "b;c", "..c", "caf%C3%A9", ".hidden", "%41"],
            hostile: [
                "..", ".", "%2e%2e", "%2E", "..;", ".;x", "..%2f", "%2f", "%5c", "", "%00", "\\", "\u{202E}", "a b",
                "%zz",
            ])
    }
    static var tail: Part {
        Part(
            harmless: ["", "?next=//evil.com", "#@evil.com", "?q=1#top", "#", "?"], hostile: ["?a=%0a", "#\u{0}", "? "])
    }

    /// One URL-like string.
    mutating func text() -> String {
        var text = pick(Self.scheme) + pick(Self.separator) + pick(Self.userinfo) + pick(Self.host) + pick(Self.port)
        for _ in 0..<random.int(in: 0...3) { text += "/" + pick(Self.segment) }
        text += pick(Self.tail)
        if random.chance(0.05) { text = " " + text }
        return text
    }

    /// A harmless piece of `part` nine times in ten, a hostile one otherwise.
    private mutating func pick(_ part: Part) -> String {
        random.element(of: random.chance(0.9) ? part.harmless : part.hostile)
    }
}
