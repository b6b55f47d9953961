// The logging hook: which events each path through handling reports, in
// order; what they print; that a nil logger reports nothing. The last test
// runs the logging snippet of the Interceptors article
// (Sources/Elf/Elf.docc/Interceptors.md, "Log what the router does").
//
// `import Elf` (not `@testable`): everything here is public API.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite struct LoggingTests {
    typealias Event = Elf.RouteEvent
    typealias RouteMiss = Elf.RouteMiss

    /// A path through handling: a URL, what the interceptor "check" answers
    /// for it, and the events `handleURL` must report, in order.
    struct Path: Sendable, CustomTestStringConvertible {
        var name: String
        var url: String
        var decisions: [String: Elf.InterceptorDecision] = [:]
        var events: [Event]
        var testDescription: String { name }
    }

    nonisolated static let paths: [Path] = [
        Path(
            name: "matched", url: "app://page/a",
            events: [.matched(url: "app://page/a", pattern: "app://page/<name>")]),
        Path(
            name: "no route", url: "app://nowhere",
            events: [.missed(RouteMiss(url: "app://nowhere", reason: .noMatchingRoute))]),
        Path(
            name: "declined, then matched", url: "app://item/1",
            events: [
                .declined(url: "app://item/1", pattern: "app://item/<int:id>"),
                .matched(url: "app://item/1", pattern: "app://item/<name>"),
            ]),
        Path(
            name: "every handler declined", url: "app://declines",
            events: [
                .declined(url: "app://declines", pattern: "app://declines"),
                .missed(RouteMiss(url: "app://declines", reason: .declined(patterns: ["app://declines"]))),
            ]),
        Path(
            name: "rejected", url: "app://page/a", decisions: ["app://page/a": .reject(reason: "closed")],
            events: [
                .rejected(url: "app://page/a", interceptor: "check", reason: "closed"),
                .missed(RouteMiss(url: "app://page/a", reason: .rejected(by: "check", reason: "closed"))),
            ]),
        Path(
            name: "redirected", url: "app://page/a", decisions: ["app://page/a": .redirect(to: "app://page/b")],
            events: [
                .redirected(from: "app://page/a", to: "app://page/b", interceptor: "check"),
                .matched(url: "app://page/b", pattern: "app://page/<name>"),
            ]),
        Path(
            name: "deferred", url: "app://page/a",
            decisions: ["app://page/a": .deferUntilResumed(redirectTo: "app://page/login")],
            events: [
                .deferred(url: "app://page/a", redirectTo: "app://page/login", interceptor: "check"),
                .matched(url: "app://page/login", pattern: "app://page/<name>"),
            ]),
        Path(
            name: "redirect loop", url: "app://page/a",
            decisions: ["app://page/a": .redirect(to: "app://page/b"), "app://page/b": .redirect(to: "app://page/a")],
            events: [
                .redirected(from: "app://page/a", to: "app://page/b", interceptor: "check"),
                .missed(
                    RouteMiss(
                        url: "app://page/a",
                        reason: .redirectLoop(chain: ["app://page/a", "app://page/b", "app://page/a"])
                    )),
            ]),
    ]

    /// A router with pages, an item pair whose `<int:id>` handler declines,
    /// a declining route, and the interceptor "check" answering `decisions`.
    static func router(_ decisions: [String: Elf.InterceptorDecision]) throws -> Elf {
        let elf = Elf()
        try elf.register("app://page/<name>") { Page() }
        try elf.register("app://item/<int:id>") { Page(accepts: false) }
        try elf.register("app://item/<name>") { Page() }
        try elf.register("app://declines") { Page(accepts: false) }
        elf.addInterceptor(Elf.Interceptor("check") { decisions[$0.url] ?? .pass })
        return elf
    }

    @Test(arguments: paths)
    func handleURLReportsEachStepInOrder(path: Path) throws {
        let elf = try Self.router(path.decisions)
        let log = EventLog()
        elf.logger = log.record
        _ = elf.handleURL(url: path.url)
        #expect(log.events == path.events)
    }

    @Test(arguments: paths)
    func valueAndHandlerReportTheSameStepsButNoMiss(path: Path) throws {
        let elf = try Self.router(path.decisions)
        let log = EventLog()
        elf.logger = log.record
        let expected = path.events.filter {
            if case .missed = $0 { return false }
            return true
        }
        _ = elf.handler(for: path.url)
        #expect(log.events == expected.map(Self.redirectInsteadOfDeferral))
        log.removeAll()
        _ = elf.value(for: path.url, as: String.self)
        #expect(log.events == expected.map(Self.redirectInsteadOfDeferral))
    }

    /// `value(for:)` and `handler(for:)` set nothing aside: a deferral is a redirect there.
    static func redirectInsteadOfDeferral(_ event: Event) -> Event {
        guard case .deferred(let url, let target, let interceptor) = event else { return event }
        return .redirected(from: url, to: target, interceptor: interceptor)
    }

    @Test func loggingIsOffByDefault() throws {
        let elf = try Self.router([:])
        #expect(elf.logger == nil)
    }

    /// With the logger set back to `nil`, every path runs as before and reports nothing.
    @Test(arguments: paths)
    func nilLoggerReportsNothing(path: Path) throws {
        let logged = try Self.router(path.decisions)
        let log = EventLog()
        logged.logger = log.record
        let handledWithLogger = logged.handleURL(url: path.url)

        let elf = try Self.router(path.decisions)
        let silent = EventLog()
        elf.logger = silent.record
        elf.logger = nil
        #expect(elf.logger == nil)
        #expect(elf.handleURL(url: path.url) == handledWithLogger)
        _ = elf.value(for: path.url, as: String.self)
        _ = elf.handler(for: path.url)
        #expect(silent.events.isEmpty)
    }

    @Test func matchingReportsNothing() throws {
        let elf = try Self.router(["app://page/a": .reject(reason: "closed")])
        let log = EventLog()
        elf.logger = log.record
        _ = elf.match("app://page/a")
        _ = elf.resolve("app://nowhere")
        _ = elf.canHandle("app://item/1")
        #expect(log.events.isEmpty)
    }

    @Test func urlOpenedByAHandlerIsReportedAfterTheMatchThatOpenedIt() throws {
        final class Opener: Handler {
            let elf: Elf
            init(_ elf: Elf) { self.elf = elf }
            func convert(params: [String: String], queryParams: [String: String]) {}
            func handle() { elf.handleURL(url: "app://page/inner") }
        }
        let elf = try Self.router([:])
        try elf.register("app://outer") { [unowned elf] in Opener(elf) }
        let log = EventLog()
        elf.logger = log.record
        #expect(elf.handleURL(url: "app://outer"))
        #expect(
            log.events == [
                .matched(url: "app://outer", pattern: "app://outer"),
                .matched(url: "app://page/inner", pattern: "app://page/<name>"),
            ])
    }

    @Test(
        arguments: [
            (
                .matched(url: "app://item/42", pattern: "app://item/<int:id>"),
                #""app://item/42" matched "app://item/<int:id>""#
            ),
            (
                .declined(url: "app://item/42", pattern: "app://item/<int:id>"),
                #"the handler for "app://item/<int:id>" declined "app://item/42""#
            ),
            (
                .missed(RouteMiss(url: "app://nowhere", reason: .noMatchingRoute)),
                #"not handled: no route for "app://nowhere""#
            ),
            (
                .rejected(url: "app://a", interceptor: "gate", reason: "closed"),
                #"interceptor "gate" rejected "app://a": closed"#
            ),
            (
                .redirected(from: "app://a", to: "app://b", interceptor: "moved"),
                #"interceptor "moved" redirected "app://a" to "app://b""#
            ),
            (
                .deferred(url: "app://a", redirectTo: "app://login", interceptor: "login gate"),
                #"interceptor "login gate" deferred "app://a" and redirected to "app://login""#
            ),
            (
                .rewritten(from: "https://shop.example/p/1", to: "app://product/1", rule: "web products"),
                #"rule "web products" rewrote "https://shop.example/p/1" to "app://product/1""#
            ),
        ] as [(Event, String)])
    func eventPrintsAsOneReadableLine(event: Event, line: String) {
        #expect(event.description == line)
        #expect("\(event)" == line)
        #expect(!line.contains("\n"))
    }

    @Test func loggerCanBeSetFromAnyThread() async throws {
        let elf = try Self.router([:])
        let log = EventLog()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    elf.logger = index.isMultiple(of: 2) ? log.record : nil
                    _ = elf.logger
                }
            }
        }
        elf.logger = log.record
        #expect(elf.handleURL(url: "app://page/a"))
        #expect(log.events == [.matched(url: "app://page/a", pattern: "app://page/<name>")])
    }

    // MARK: - Interceptors.md

    /// "Log what the router does".
    @Test func articleLogging() throws {
        let elf = Elf()
        try elf.register("app://login") { Page() }
        try elf.register("app://orders/<int:id>") { Page() }
        elf.addInterceptor(
            .loginGate(isLoggedIn: { false }, loginURL: "app://login", protecting: ["app://orders/<int:id>"]))
        let console = EventLog()  // print(event) writes one line per event
        elf.logger = { event in console.record(event) }
        elf.handleURL(url: "app://orders/7")  // while signed out
        elf.handleURL(url: "app://nowhere")
        #expect(
            console.events.map(\.description) == [
                #"interceptor "login gate" deferred "app://orders/7" and redirected to "app://login""#,
                #""app://login" matched "app://login""#,
                #"not handled: no route for "app://nowhere""#,
            ])
    }
}

// MARK: - Fixtures

extension LoggingTests {
    /// Collects events from any thread.
    final class EventLog: @unchecked Sendable {
        // @unchecked: `stored` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var stored: [Event] = []

        var events: [Event] { lock.withLock { stored } }

        func record(_ event: Event) { lock.withLock { stored.append(event) } }

        func removeAll() { lock.withLock { stored.removeAll() } }
    }

    /// A handler that answers `value(for:)` with a string, and may decline.
    final class Page: ValueHandler {
        let accepts: Bool
        init(accepts: Bool = true) { self.accepts = accepts }
        func convert(params: [String: String], queryParams: [String: String]) {}
        func shouldHandle() -> Bool { accepts }
        func makeValue() -> String? { "page" }
        func handle() {}
    }
}
