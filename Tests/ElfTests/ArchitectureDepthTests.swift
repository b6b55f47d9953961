import Foundation
import Runtime
import Testing

@testable import Elf

/// How deep inside the library each piece of app code runs, measured: the
/// frames between a public entry point and the app's factory, `convert`,
/// interceptor, closure route, `handle()` and placeholder converter, and how
/// many of those frames belong to the tree walk or a pointer scope.
///
/// Architecture.md shows the same table between its `depths` markers, and
/// this test fails when the article and the measurement differ. To write the
/// measured table into the article: `bash scripts/architecture-depths.sh`.
/// Counted in the debug build `swift test` makes (nothing inlined), from
/// symbolicated backtraces (the toolchain's `Runtime` module).
@MainActor
@Suite struct ArchitectureDepthTests {
    /// One piece of app code, where it ran.
    struct Depth: Equatable {
        var appCode: String
        var entryPoint: String
        /// Frames strictly between the entry point and the app code.
        var frames: Int
        /// Of those, frames of the walk or of a pointer scope.
        var walkFrames: Int
    }

    /// The mangled names of the stack, innermost first, starting with the caller of this function.
    nonisolated static func stack() -> [String] {
        guard let backtrace = try? Backtrace.capture().symbolicated() else { return [] }
        return Array(backtrace.frames.map { $0.symbol?.rawName ?? "?" }.dropFirst(2))
    }

    /// Whether a frame is the walk's, or holds a pointer into the URL's
    /// bytes or the tree's buffers, by its mangled name: a method or closure
    /// of `RouteTree` or of the walk, a `withUnsafe…` or `withUTF8…` scope, a
    /// temporary allocation, or a function that takes an
    /// `UnsafeBufferPointer<UInt8>` (mangled `SRys5UInt8VG`) or the
    /// `BorrowedBytes` the library reads a URL's bytes through.
    nonisolated static func isWalkFrame(_ name: String) -> Bool {
        name.hasPrefix("$s3Elf9RouteTreeC") || name.hasPrefix("$s3Elf4Walk")
            || [
                "withUnsafe", "withUTF8", "withContiguousStorage", "TemporaryAllocation", "SRys5UInt8VG",
                "13BorrowedBytesV",
            ].contains { name.contains($0) }
    }

    /// The depth of `stack` (taken in app code) below the first frame of `entry`.
    static func depth(of stack: [String], appCode: String, below entry: (name: String, mangled: String)) -> Depth {
        guard let index = stack.firstIndex(of: entry.mangled) else {
            Issue.record("no frame of \(entry.name) below \(appCode): \(stack.prefix(60))")
            return Depth(appCode: appCode, entryPoint: entry.name, frames: -1, walkFrames: -1)
        }
        let between = stack[1..<index]
        if ProcessInfo.processInfo.environment["ELF_PRINT_FRAMES"] == "1" { print(appCode, Array(between)) }
        return Depth(
            appCode: appCode, entryPoint: entry.name, frames: between.count,
            walkFrames: between.filter(isWalkFrame).count)
    }

    final class Stacks: @unchecked Sendable {
        var byName: [String: [String]] = [:]
    }

    final class MeasuredHandler: Handler {
        let stacks: Stacks
        init(_ stacks: Stacks) { self.stacks = stacks }
        func convert(params: [String: String], queryParams: [String: String]) {
            stacks.byName["convert(params:queryParams:)"] = ArchitectureDepthTests.stack()
        }
        func handle() {
            stacks.byName["handle()"] = ArchitectureDepthTests.stack()
        }
    }

    /// The entry points, by their exact mangled names (their closures have longer ones).
    static let handleURL = (
        name: "handleURL(url:context:source:)",
        mangled: "$s3ElfAAC9handleURL3url7context6sourceSbSS_ypSgAB10LinkSourceOtF"
    )
    static let match = (name: "match(_:)", mangled: "$s3ElfAAC5matchyAB10RouteMatchVSgSSF")

    /// Runs each piece of app code once and measures where it ran.
    static func measure() throws -> [Depth] {
        let stacks = Stacks()
        let elf = Elf()
        elf.navigator = StackNavigator()
        try elf.register("app://handler/<id>") { () -> any Handler in
            stacks.byName["a handler factory"] = ArchitectureDepthTests.stack()
            return MeasuredHandler(stacks)
        }
        try elf.register("app://closure") { _ in
            stacks.byName["a closure route"] = ArchitectureDepthTests.stack()
            return true
        }
        elf.addInterceptor(
            Interceptor("measured") { _ in
                if stacks.byName["an interceptor"] == nil { stacks.byName["an interceptor"] = Self.stack() }
                return .pass
            })
        try elf.addPlaceholderType("measured") { text in
            stacks.byName["a placeholder converter"] = ArchitectureDepthTests.stack()
            return text
        }
        try elf.register("app://typed/<measured:value>") { _ in true }
        #expect(elf.handleURL(url: "app://handler/1"))
        #expect(elf.handleURL(url: "app://closure"))
        #expect(elf.match("app://typed/x") != nil)

        let rows: [(String, (name: String, mangled: String))] = [
            ("a handler factory", handleURL), ("convert(params:queryParams:)", handleURL),
            ("an interceptor", handleURL), ("a closure route", handleURL), ("handle()", handleURL),
            ("a placeholder converter", match),
        ]
        return rows.map { name, entry in depth(of: stacks.byName[name] ?? [], appCode: name, below: entry) }
    }

    /// The table the article shows.
    static func table(_ depths: [Depth]) -> String {
        var lines = [
            "| app code | entry point | frames between | of them, the walk's or a pointer scope's |",
            "|---|---|---:|---:|",
        ]
        for depth in depths {
            lines.append("| \(depth.appCode) | `\(depth.entryPoint)` | \(depth.frames) | \(depth.walkFrames) |")
        }
        return lines.joined(separator: "\n")
    }

    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Elf/Elf.docc/Architecture.md")
    static let begin = "<!-- depths: written by scripts/architecture-depths.sh from ArchitectureDepthTests -->\n"
    static let end = "<!-- depths: end -->"

    @Test func theArchitectureArticleShowsTheMeasuredDepths() throws {
        let measured = Self.table(try Self.measure()) + "\n"
        var text = try String(contentsOf: Self.article, encoding: .utf8)
        guard let start = text.range(of: Self.begin),
            let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex)
        else {
            Issue.record("Architecture.md has no depths markers")
            return
        }
        if ProcessInfo.processInfo.environment["ELF_WRITE_ARCHITECTURE_DEPTHS"] == "1" {
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: measured)
            try text.write(to: Self.article, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[start.upperBound..<stop.lowerBound]) == measured,
            "Architecture.md's depths differ from the measurement: run bash scripts/architecture-depths.sh")
    }
}
