/// The shape Elf's errors share: the input they are about, quoted and
/// escaped one way (``loggableText(_:limit:quoted:)``), the column of a
/// position in it, and a description that reads
/// `<what> "<input>" at column <n>: <why>`.
///
/// Each error type keeps its own `Reason` cases and says what it is and why;
/// the column, the quoting and the layout of the sentence are written here
/// once.
struct ErrorShape {
    /// What went wrong, as the sentence starts: "invalid pattern", "malformed URL".
    let what: String
    /// The input the error is about: a pattern, a URL, an entry point.
    let input: String
    /// The UTF-8 offset in `input` the error points at, if it points anywhere.
    let offset: Int?

    /// The 1-based column, in characters, of `offset`.
    var column: Int? { offset.map { characterColumn(in: input, utf8Offset: $0) } }

    /// The error's sentence: `<what> "<input>" at column <n>: <why>`.
    func describe(_ why: String) -> String {
        var text = what + " " + loggableText(input)
        if let column { text += " at column \(column)" }
        return text + ": " + why
    }
}

/// The 1-based column, in characters, of a UTF-8 offset in `text`.
func characterColumn(in text: String, utf8Offset offset: Int) -> Int {
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: min(max(offset, 0), text.utf8.count))
    return text[..<index].count + 1
}
