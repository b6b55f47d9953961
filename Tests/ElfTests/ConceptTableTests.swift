import Foundation
import Testing

/// SwiftUI.md's concept table is honest: it names every name of Elf its
/// complete app uses, and the count it states is the number of its rows.
@Suite struct ConceptTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Names the app's code shares with Elf by chance: SwiftUI's `body`, the
    /// app's own `id` and `name`, and the `tab` its closure takes.
    static let coincidences: Set<String> = ["body", "id", "name", "tab"]

    static let numberWords = ["one", "two", "three", "four", "five", "six", "seven", "eight"]

    @Test func theConceptTableNamesEveryNameOfElfTheAppUses() throws {
        let article = try String(
            contentsOf: Self.root.appending(path: "Sources/Elf/Elf.docc/SwiftUI.md"), encoding: .utf8)
        let code = try #require(Self.firstSwiftBlock(of: article))
        let rows = Self.tableRows(of: article, header: "| concept | what it is | what the app uses |")
        #expect(!rows.isEmpty && rows.count <= 8, "at most eight concepts: \(rows.count)")
        #expect(article.contains("uses \(Self.numberWords[rows.count - 1]) concepts of Elf"))
        let listed = Set(rows.flatMap { row in Self.identifiers(inCodeSpansOf: row.split(separator: "|").last ?? "") })
        let used = Self.identifiers(in: code).intersection(try Self.publicNames()).subtracting(Self.coincidences)
        #expect(used.subtracting(listed).isEmpty, "used but not in the table: \(used.subtracting(listed).sorted())")
    }

    static func firstSwiftBlock(of article: String) -> String? {
        guard let start = article.range(of: "```swift\n"),
            let end = article.range(of: "\n```", range: start.upperBound..<article.endIndex)
        else { return nil }
        return String(article[start.upperBound..<end.lowerBound])
    }

    static func tableRows(of article: String, header: String) -> [String] {
        guard let start = article.range(of: header) else { return [] }
        return article[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2).prefix { $0.hasPrefix("|") }.map(String.init)
    }

    /// The identifiers of `code`, with string literals left out.
    static func identifiers(in code: some StringProtocol) -> Set<String> {
        let withoutStrings = String(code).replacing(/"[^"\n]*"/, with: "\"\"")
        return Set(withoutStrings.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) })
    }

    /// The identifiers inside the `code spans` of a table cell.
    static func identifiers(inCodeSpansOf cell: some StringProtocol) -> Set<String> {
        Set(String(cell).matches(of: /`([^`]+)`/).flatMap { identifiers(in: $0.output.1) })
    }

    /// Every name Elf and ElfSwiftUI declare `public`.
    static func publicNames() throws -> Set<String> {
        var names: Set<String> = []
        for module in ["Sources/Elf", "Sources/ElfSwiftUI"] {
            let directory = Self.root.appending(path: module)
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                let declaration =
                    /public (?:static |convenience |mutating |final |nonisolated )*(?:func|var|let|init|struct|class|enum|protocol|typealias|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)/
                names.formUnion(text.matches(of: declaration).map { String($0.output.1) })
            }
        }
        return names
    }
}
