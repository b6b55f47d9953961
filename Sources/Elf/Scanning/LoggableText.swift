/// `text` in quotes, as a one-line diagnostic may show input from outside.
///
/// Escapes what could forge or disguise a log line: C0 and C1 controls, DEL,
/// U+2028/U+2029 and the bidirectional overrides and isolates. Text longer
/// than `limit` characters is cut after `limit` with `…`, followed by its
/// full length in UTF-8 bytes: `"app://aaaa…" (1048576 bytes)`.
///
/// - Complexity: O(`limit`), however long `text` is.
func loggableText(_ text: String, limit: Int = 200) -> String {
    var shown = ""
    var count = 0
    var index = text.startIndex
    while index < text.endIndex, count < limit {
        for scalar in text[index].unicodeScalars {
            if needsEscapingInLogs(scalar) {
                shown += scalar.escaped(asASCII: true)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        index = text.index(after: index)
        count += 1
    }
    guard index < text.endIndex else { return "\"\(shown)\"" }
    return "\"\(shown)…\" (\(text.utf8.count) bytes)"
}

/// Whether a log line must show `scalar` escaped: it is invisible, breaks the
/// line, or reorders the text around it.
private func needsEscapingInLogs(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional embeddings, overrides, isolates
    default: false
    }
}
