/// The example app's command line: plays the tour, opens URLs given as
/// arguments, or reads them from standard input.
///
/// `main.swift` only passes in the arguments, a line reader and a writer,
/// so tests can run every mode with scripted input:
///
/// ```swift
/// let status = await ShopCommand.run(
///     arguments: ["--interactive"], readLine: { lines.popFirst() },
///     write: { output.append($0) }, writeError: { errors.append($0) })
/// ```
@MainActor
public enum ShopCommand {
    /// The exit status when every URL was handled (or the tour or help ran).
    public static let success: Int32 = 0
    /// The exit status when some URL given as an argument was not handled.
    public static let unhandledURL: Int32 = 1
    /// The exit status for arguments the command does not understand (`EX_USAGE`).
    public static let usageError: Int32 = 64

    /// Runs the command for `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: No arguments plays the tour; `--help` prints the usage;
    ///     `--interactive` reads URLs from `readLine`; anything else is a list of URLs.
    ///   - readLine: The next line of input, or `nil` at its end.
    ///   - write: Prints one block of output (a report, the usage) to standard output.
    ///   - writeError: Prints an error message to standard error.
    /// - Returns: The exit status.
    public static func run(
        arguments: [String], readLine: () -> String?, write: (String) -> Void, writeError: (String) -> Void
    ) async -> Int32 {
        switch arguments {
        case []:
            write(await Tour.play())
            return success
        case ["--help"], ["-h"]:
            write(usage)
            return success
        case ["--interactive"], ["-i"]:
            await runInteractively(readLine: readLine, write: write)
            return success
        default:
            if let option = arguments.first(where: { $0.hasPrefix("-") }) {
                writeError("error: unexpected option '\(option)'\n\n\(usage)")
                return usageError
            }
            return await open(arguments, write: write)
        }
    }

    /// Opens each URL on one fresh shop, writing a report for each.
    private static func open(_ urls: [String], write: (String) -> Void) async -> Int32 {
        let shop = Shop()
        var allHandled = true
        for (index, url) in urls.enumerated() {
            if index > 0 { write("") }
            let report = await shop.perform(.open(url), number: index + 1)
            allHandled = allHandled && report.handled == true
            write(report.text)
        }
        return allHandled ? success : unhandledURL
    }

    /// Reads URLs until the input ends or a line says `quit`, writing a report after each.
    private static func runInteractively(readLine: () -> String?, write: (String) -> Void) async {
        let shop = Shop()
        write("Type an app URL per line (such as app://product/42); \"quit\" or end of input stops.")
        var number = 0
        while let line = readLine() {
            let url = line.trimmingWhitespace()
            if url.isEmpty { continue }
            if url == "quit" { break }
            number += 1
            write("")
            write(await shop.perform(.open(url), number: number).text)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    fileprivate func trimmingWhitespace() -> String {
        let isWhitespace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isWhitespace($0) }), let last = lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
