/// Random valid RFC 3986 absolute URLs (`scheme://authority/path?query#fragment`), seeded.
///
/// Most URLs are plain; each feature that Elf reads differently from
/// `URLComponents` on purpose (see `DeliberateDifference`) appears in a small
/// share of them, so that every rule is exercised and most cases agree fully.
struct RandomURLGenerator {
    var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    static let lower = Array("abcdefghijklmnopqrstuvwxyz")
    static let upper = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let digits = Array("0123456789")
    /// `unreserved` without letters and digits.
    static let unreservedMarks = Array("-._~")
    /// `sub-delims` without `&`, `=` and `+`, which are picked separately where they matter.
    static let subDelims = Array("!$'()*,;")
    /// Non-ASCII text, percent-encoded as UTF-8 when used.
    static let nonASCII = ["é", "É", "中", "文", "ß", "😀", "ж", "\u{301}"]
    /// Printable ASCII that must be percent-encoded (or may be, in any case of hex).
    static let encodable = Array(" \"#%&+/<>?@[\\]^`{|}=:.aZ0")

    mutating func url() -> String {
        var url = scheme() + "://"
        let emptyHost = random.chance(0.02)
        if random.chance(0.005) { url += word(allowing: ":") + "@" }  // userinfo
        url += emptyHost ? "" : host()
        if random.chance(0.15) {
            // A port; after an empty host only a non-empty one, and an empty port sometimes.
            if !emptyHost && random.chance(0.1) {
                url += ":"
            } else {
                url += ":" + (random.chance(0.05) ? "00" : "") + String(random.int(in: 0...65535))
            }
        }
        url += path()
        if random.chance(0.4) { url += "?" + query() }
        if random.chance(0.3) { url += "#" + fragment() }
        return url
    }

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, now and then with capitals.
    mutating func scheme() -> String {
        let capitals = random.chance(0.01)
        let first = capitals ? random.element(of: Self.upper) : random.element(of: Self.lower)
        var text = String(first)
        for _ in 0..<random.int(in: 0...6) {
            let pool = Self.lower + Self.digits + Array("+-.") + (capitals ? Self.upper : [])
            text.append(random.element(of: pool))
        }
        return text
    }

    mutating func host() -> String {
        let kind = random.int(in: 0...99)
        if kind < 3 {
            let literals = [
                "[::1]", "[2001:db8::7]", "[2001:DB8:0:0:8:800:200C:417A]", "[fe80::1:2]", "[::ffff:1.2.3.4]",
            ]
            return random.element(of: literals)
        }
        if kind < 6 { return (0..<4).map { _ in String(random.int(in: 0...255)) }.joined(separator: ".") }
        var labels: [String] = []
        for _ in 0..<random.int(in: 1...3) {
            var label = ""
            for _ in 0..<random.int(in: 1...8) {
                let roll = random.int(in: 0...999)
                if roll < 2 {
                    label += String(random.element(of: Self.upper))
                } else if roll < 16 {
                    label += String(random.element(of: Self.subDelims + Array("&=+")))
                } else if roll < 22 {
                    label += encoded(random.element(of: Self.nonASCII))
                } else if roll < 26 {
                    label += encoded(String(random.element(of: Self.encodable)))
                } else if roll < 27 {
                    label += encodedControl()
                } else {
                    label += String(random.element(of: Self.lower + Self.digits + ["-"]))
                }
            }
            labels.append(label)
        }
        return labels.joined(separator: ".")
    }

    /// `path-abempty`: `*( "/" segment )`.
    mutating func path() -> String {
        var text = ""
        for _ in 0..<random.int(in: 0...4) {
            text += "/"
            let roll = random.int(in: 0...999)
            if roll < 4 {
                text += ""  // a doubled slash
            } else if roll < 8 {
                text += random.element(of: [".", "..", "%2E", "%2e", "%2E%2e", ".%2E"])
            } else {
                text += word(allowing: ":@")
            }
        }
        if !text.isEmpty && random.chance(0.01) { text += "/" }  // a trailing slash
        return text
    }

    /// `key=value` pairs; now and then a bare key, an empty piece or an empty key.
    mutating func query() -> String {
        var pieces: [String] = []
        for _ in 0..<random.int(in: 0...3) {
            let roll = random.int(in: 0...999)
            if roll < 8 {
                pieces.append(word(allowing: ":@/?"))  // a bare key
            } else if roll < 12 {
                pieces.append("")  // an empty piece
            } else if roll < 16 {
                pieces.append("=" + word(allowing: ":@/?="))  // an empty key
            } else {
                pieces.append(word(allowing: ":@/?") + "=" + word(allowing: ":@/?=", plus: 0.02))
            }
        }
        return pieces.joined(separator: "&")
    }

    /// `*( pchar / "/" / "?" )`.
    mutating func fragment() -> String {
        var text = ""
        for _ in 0..<random.int(in: 0...3) {
            text += word(allowing: ":@/?=&+")
        }
        return text
    }

    /// Unreserved and sub-delim characters with percent-escapes, plus `extra`
    /// (each of which is valid where the word goes).
    mutating func word(allowing extra: String, plus: Double = 0) -> String {
        var text = ""
        for _ in 0..<random.int(in: 1...6) {
            let roll = random.int(in: 0...1999)
            if roll < Int(plus * 1000) {
                text += "+"
            } else if roll < 40 {
                text += encoded(random.element(of: Self.nonASCII), lowercaseHex: random.chance(0.3))
            } else if roll < 60 {
                text += encoded(String(random.element(of: Self.encodable)), lowercaseHex: random.chance(0.3))
            } else if roll < 61 {
                text += encodedControl()
            } else if roll < 62 {
                text += random.element(of: ["%FF", "%C3", "%80", "%ED%A0%80"])  // not UTF-8
            } else if roll < 90 {
                text += String(random.element(of: Self.subDelims + Self.unreservedMarks + Array(extra)))
            } else {
                text += String(random.element(of: Self.lower + Self.upper + Self.digits))
            }
        }
        return text
    }

    /// A control character (C0, DEL or C1), percent-encoded.
    mutating func encodedControl() -> String {
        let scalar = random.element(of: Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F))
        return encoded(String(UnicodeScalar(UInt8(scalar))))
    }

    /// `text` as UTF-8 percent-escapes.
    func encoded(_ text: String, lowercaseHex: Bool = false) -> String {
        let hex = Array(lowercaseHex ? "0123456789abcdef" : "0123456789ABCDEF")
        return text.utf8.map { "%" + String(hex[Int($0 >> 4)]) + String(hex[Int($0 & 15)]) }.joined()
    }
}
