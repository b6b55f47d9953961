/// `text` in quotes, as a one-line diagnostic may show input from outside.
///
/// Escapes what could forge or disguise a log line: C0 and C1 controls, DEL,
/// U+2028/U+2029, the bidirectional marks, embeddings, overrides and isolates
/// (U+200E, U+200F, U+061C among them). Text of more than `limit` Unicode
/// scalars is cut after `limit` scalars with `…`, followed by its full length
/// in UTF-8 bytes: `"app://aaaa…" (1048576 bytes)`.
///
/// The cut counts Unicode scalars, not `Character`s: one character can carry
/// any number of combining marks, so a limit in characters bounds nothing. It
/// never falls inside a scalar or an escape, so what is shown is at most
/// `limit` scalars, each written as at most 10 bytes (`\u{10FFFF}`).
///
/// - Complexity: O(`limit`), however long `text` is (the byte count is O(1)
///   for native strings).
///
/// With `quoted` false the text is shown without the quotes, for a phrase
/// that carries its own (an error's description that quotes its values).
///
/// The library's descriptions call this; products above the core call
/// ``Elf/loggableText(_:limit:quoted:)``, the same function.
func loggableText(_ text: String, limit: Int = 200, quoted: Bool = true) -> String {
    quotedForLogs(text, limit: limit, quoted: quoted)
}

/// ``loggableText(_:limit:quoted:)``, under a name the static
/// ``Elf/loggableText(_:limit:quoted:)`` does not shadow.
private func quotedForLogs(_ text: String, limit: Int, quoted: Bool) -> String {
    var shown = ""
    var count = 0
    var scalars = text.unicodeScalars.makeIterator()
    while count < limit, let scalar = scalars.next() {
        if needsEscapingInLogs(scalar) {
            shown += scalar.escaped(asASCII: true)
        } else {
            shown.unicodeScalars.append(scalar)
        }
        count += 1
    }
    let quote = quoted ? "\"" : ""
    guard scalars.next() != nil else { return "\(quote)\(shown)\(quote)" }
    return "\(quote)\(shown)…\(quote) (\(text.utf8.count) bytes)"
}

extension Elf {
    /// `text` quoted and escaped for a one-line diagnostic, as every
    /// description of the library shows input from outside.
    ///
    /// ```swift
    /// Elf.loggableText("app://x\u{202E}gnp.exe")            // "\"app://x\\u{202E}gnp.exe\""
    /// Elf.loggableText(String(repeating: "a", count: 300), limit: 4)   // "\"aaaa…\" (300 bytes)"
    /// Elf.loggableText("cart", quoted: false)                // "cart"
    /// ```
    ///
    /// Controls, line and paragraph separators and the bidirectional marks,
    /// embeddings, overrides and isolates are escaped, so a link cannot
    /// forge or disguise a log line; text longer than `limit` Unicode scalars
    /// is cut with `…` and its length in UTF-8 bytes. Products above the core
    /// (ElfMigration's and ElfTesting's errors) describe their values with it
    /// (<doc:ExtendingElf>).
    ///
    /// - Parameters:
    ///   - text: The text to show.
    ///   - limit: The most Unicode scalars shown; 200 by default.
    ///   - quoted: Whether the text is shown in quotes; a phrase that carries
    ///     its own quotes passes `false`.
    /// - Complexity: O(`limit`), however long `text` is.
    public static func loggableText(_ text: String, limit: Int = 200, quoted: Bool = true) -> String {
        quotedForLogs(text, limit: limit, quoted: quoted)
    }
}

/// Whether a log line must show `scalar` escaped: it is invisible, breaks the
/// line, or reorders the text around it.
private func needsEscapingInLogs(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x200E, 0x200F, 0x061C: true  // left-to-right, right-to-left and Arabic letter marks
    case 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional embeddings, overrides, isolates
    default: false
    }
}
