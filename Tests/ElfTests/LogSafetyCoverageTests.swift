import ElfMigration
import ElfTesting
import Foundation
import Testing

@testable import Elf

/// Every public type with a `description` shows hostile text safe to log.
///
/// Whatever field carries the text, the description has no raw line breaks,
/// NUL, next-line or line separators, no bidirectional overrides or marks,
/// and no line longer than a few KB. The table has one entry per type, and a
/// test that reads the sources fails when a public type with a description
/// has none, so the check covers the types, not a list of known cases.
///
/// Issue 36, 4.
@MainActor
@Suite struct LogSafetyCoverageTests {
    /// A text an app or an attacker can put in a value, named for the test report.
    struct Hostile: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    nonisolated static let hostiles: [Hostile] = [
        Hostile(name: "line feed", text: "line\nbreak"),
        Hostile(name: "bidi override", text: "bidi\u{202E}override"),
        Hostile(name: "right-to-left mark", text: "mark\u{200F}"),
        Hostile(name: "line separator", text: "separator\u{2028}"),
        Hostile(name: "next line", text: "next\u{0085}line"),
        Hostile(name: "NUL", text: "nul\u{0}"),
        Hostile(name: "10,000 scalars", text: String(repeating: "x", count: 10_000)),
    ]

    /// The scalars no description may hold raw (a line feed only where the
    /// type lays out lines of its own, see ``Described/lines``).
    nonisolated static let forbidden: [Unicode.Scalar] = [
        "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200F}", "\0",
    ]

    /// The most UTF-8 bytes a line of a description may take.
    ///
    /// `loggableText` shows a text as at most 200 scalars (escaped, at most
    /// 10 bytes each; the hostile texts here escape one scalar at most) and a
    /// `…" (N bytes)` note: about 220 bytes. The widest descriptions show
    /// about a dozen texts (a match's URL, pattern, values, query, fragment
    /// and original URL; a rule set error's first five rules and reasons)
    /// beside their own words, under 4,000 bytes; one raw 10,000-scalar text
    /// is over it on its own. The bound is per line, as a multi-line report
    /// has a line per registered pattern or differing value.
    nonisolated static let maxBytes = 4_000

    /// A description an entry built, and the number of lines its type lays
    /// it out in: 1 but for the two multi-line reports.
    struct Described {
        var text: String
        var lines = 1
    }

    /// One public type: how to build its values from a hostile text.
    struct Entry: Sendable, CustomTestStringConvertible {
        /// The type's name as the source declares it (`Entry`, `Dropped`, `Carried`).
        let name: String
        /// Whether the type's values carry outside text (false for fixed cases).
        let carriesText: Bool
        let build: @MainActor @Sendable (String) async throws -> [Described]
        var testDescription: String { name }

        /// An entry for `type`; `build` makes one value per case or
        /// initializer path that carries text, every such field holding the
        /// hostile text it is given.
        init<T: CustomStringConvertible>(
            _ type: T.Type, carriesText: Bool = true,
            build: @escaping @MainActor @Sendable (String) async throws -> [T]
        ) {
            self.name = LogSafetyCoverageTests.name(of: type)
            self.carriesText = carriesText
            self.build = { text in try await build(text).map { Described(text: $0.description) } }
        }

        /// An entry for a type whose description is a multi-line report:
        /// `build` pairs each value with the number of lines its structure gives it.
        init<T: CustomStringConvertible>(
            _ type: T.Type, reports build: @escaping @MainActor @Sendable (String) async throws -> [(T, lines: Int)]
        ) {
            self.name = LogSafetyCoverageTests.name(of: type)
            self.carriesText = true
            self.build = { text in try await build(text).map { Described(text: $0.0.description, lines: $0.lines) } }
        }
    }

    /// The name a type is declared with: `Entry` for `Elf.RouteExplanation.Entry`,
    /// `Carried` for `Carried<String>`.
    nonisolated static func name(of type: Any.Type) -> String {
        String(String(describing: type).prefix { $0 != "<" })
    }

    /// Types whose description still shows text raw, and why they are not
    /// fixed here; their entries expect the leak, so fixing one fails the
    /// test until it is taken off this list.
    nonisolated static let entries: [Entry] = [
        Entry(InputError.self) { text in try await inputErrors(text) },
        // Fixed cases named by the app's code: no outside text reaches them.
        Entry(LinkSource.self, carriesText: false) { _ in LinkSource.allCases },
        Entry(RewriteRule.self) { text in [RewriteRule(from: text, to: text), RewriteRule(regex: text, to: text)] },
        Entry(Presentation.self) { text in
            [
                .push, .sheet, .fullScreenCover, .window, .push(in: text), .tab(text),
                .push(in: HostileTab(rawValue: text)),
            ]
        },
        Entry(WindowLink.self) { text in
            [WindowLink(url: text), WindowLink(url: text, source: .universalLink)]
        },
        Entry(RouteMatch.self) { text in try routeMatches(text) },
        Entry(Elf.LinkArrival.self) { text in
            [Elf.LinkArrival(id: 1, url: text, source: .notification, arrivedAt: Date())]
        },
        Entry(LinkOutcome.self) { text in
            [
                LinkOutcome(
                    arrival: Elf.LinkArrival(id: 1, url: text, source: .widget, arrivedAt: Date()),
                    result: .refused(.notShown(text)), decidedAt: Date())
            ]
        },
        Entry(URLParts.self) { text in try routeMatches(text).compactMap(\.original) },
        Entry(Interceptor.self) { text in [Interceptor(text) { _ in .pass }] },
        // Who may open the entry, from the fixed cases of LinkSource: no outside text reaches it.
        Entry(RoutingTableEntry.self, carriesText: false) { _ in
            [
                RoutingTableEntry { NoopHandler() }, RoutingTableEntry(allowedSources: []) { NoopHandler() },
                RoutingTableEntry(allowedSources: Set(LinkSource.allCases)) { NoopHandler() },
            ]
        },
        Entry(Carried<String>.self) { text in [Carried(wrappedValue: text), Carried(wrappedValue: nil)] },
        Entry(IdentifiedScreen.self) { text in [IdentifiedScreen(HostileScreen(identity: text))] },
        Entry(SavedNavigation.Dropped.self) { text in
            var dropped = [
                SavedNavigation.Dropped(url: text, reason: text), SavedNavigation.Dropped(url: nil, reason: text),
            ]
            let saved = SavedNavigation(
                selectedTab: text,
                stacks: [.init(tab: text, containers: [.init(urls: [text], style: nil, isNavigationContainer: true)])])
            dropped += await Elf().restore(saved, into: Navigation(tabs: ["home"]))
            return dropped
        },
        Entry(RouteExplanation.Entry.self) { text in try explanations(text).flatMap(\.entries) },
        Entry(RouteExplanation.Outcome.self) { text in
            let outcomes: [RouteExplanation.Outcome] = [
                .matched, .declined, .notDecoded(text), .rejected(by: text, reason: text),
                .redirected(by: text, to: text),
            ]
            return outcomes + LinkSource.allCases.map { .sourceNotAllowed($0) }
                + mismatches(text).map { .mismatched($0) }
        },
        Entry(RouteExplanation.self, reports: { text in try explanations(text).map { ($0, lines: lines(of: $0)) } }),
        Entry(RouteExplanation.Mismatch.self) { text in mismatches(text) },
        Entry(RouteMiss.self) { text in try routeMisses(text) },
        Entry(RouteEvent.self) { text in
            var events: [RouteEvent] = [
                .matched(url: text, pattern: text), .declined(url: text, pattern: text),
                .rejected(url: text, interceptor: text, reason: text),
                .redirected(from: text, to: text, interceptor: text),
                .deferred(url: text, redirectTo: text, interceptor: text), .rewritten(from: text, to: text, rule: text),
                .restorationDropped(url: text, reason: text), .restorationDropped(url: nil, reason: text),
                .backtrackingWarning(pattern: text, steps: 10_000, threshold: 4_096),
                .customRouteFailed(url: text, pattern: text, error: text),
                .suspectedMisspelling(handler: text, pattern: text, requirement: text),
                .shownInActiveWindow(url: text, reason: text),
            ]
            events += try routeMisses(text).map { .missed($0) }
            events += patternErrors(text).map { .registrationFailed($0) }
            return events
        },
        Entry(NavigationEvent.self) { text in
            var events: [NavigationEvent] = [
                .push(identity: text, animated: true), .push(identity: text, animated: false),
                .skippedDuplicate(identity: text), .pushRejected(identity: text),
                .present(identity: text, wrappedInNavigation: true, animated: false), .pop, .popToRoot, .dismiss,
                .replaceTop(identity: text), .setStack(identities: [text, text]),
            ]
            let navigator = RecordingNavigator()
            _ = navigator.push(HostileScreen(identity: text), animated: true, allowsDuplicate: false)
            _ = navigator.push(HostileScreen(identity: text), animated: true, allowsDuplicate: false)
            navigator.present(HostileScreen(identity: text), wrappedInNavigation: false, animated: true)
            _ = navigator.push(HostileScreen(identity: text), animated: true, allowsDuplicate: true)
            events += navigator.events
            return events
        },
        Entry(RoutingExpectationFailure.self, reports: { text in try expectationFailures(text) }),
        Entry(ModuleError.self) { text in
            patternErrors(text).flatMap { error in
                [ModuleError.Part.path, .page(text), .unmatchedRoute].map {
                    ModuleError(module: text, part: $0, patternError: error)
                }
            }
        },
        Entry(SchemeNamespaces.RegistrationError.self) { text in
            var errors: [SchemeNamespaces.RegistrationError] =
                patternErrors(text).map { .invalidPattern($0) } + [
                    .invalidScheme(text), .schemeMismatch(pattern: text, scheme: text),
                ]
            let namespaces = SchemeNamespaces()
            for (pattern, scheme) in [(text, "shop"), ("/x", text), ("news://" + text, "shop")] {
                do throws(SchemeNamespaces.RegistrationError) {
                    try namespaces.register(pattern, forScheme: scheme) { NoopHandler() }
                } catch { errors.append(error) }
            }
            return errors
        },
    ]

    @Test(arguments: entries, hostiles)
    func descriptionIsSafeToLog(_ entry: Entry, _ hostile: Hostile) async throws {
        let described = try await entry.build(hostile.text)
        #expect(!described.isEmpty, "the entry built no value")
        if entry.carriesText {
            // The text's first letters, so that an entry that never shows the text cannot pass.
            let shown = String(hostile.text.prefix(while: \.isLetter).prefix(4))
            #expect(described.contains { $0.text.contains(shown) }, "no description shows \(shown)")
        }
        var leaks: [String] = []
        for (index, value) in described.enumerated() {
            let scalars = value.text.unicodeScalars
            let lineFeeds = scalars.filter { $0 == "\n" }.count
            let raw = Self.forbidden.filter { $0 != "\n" && scalars.contains($0) }
            if !raw.isEmpty || lineFeeds != value.lines - 1 {
                leaks.append(
                    "value \(index) has raw \(raw.map { "U+" + String($0.value, radix: 16) }), \(lineFeeds) line feeds for \(value.lines) lines: \(loggableText(value.text, limit: 300))"
                )
            }
            for line in value.text.split(separator: "\n") where line.utf8.count >= Self.maxBytes {
                leaks.append(
                    "value \(index) has a line of \(line.utf8.count) bytes: \(loggableText(String(line), limit: 300))")
            }
        }
        for leak in leaks { Issue.record(Comment(rawValue: leak)) }
    }

    /// The package's root: three levels above this file.
    nonisolated static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The types of the library sources that declare `public var description: String`,
    /// each with the places it does.
    ///
    /// A declaration belongs to the nearest `struct`, `enum`, `class`,
    /// `actor` or `extension` above it at a lower indentation; the name is
    /// the last part of its dotted path (`extension Elf.RouteMatch` is `RouteMatch`).
    nonisolated static func typesDeclaringDescription() throws -> [String: [String]] {
        let declaration = try Regex(#"^\s*public\s+(var|let)\s+description\s*:\s*String\b"#)
        let opener = try Regex(
            #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|open)\s+)*(?:struct|enum|class|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)"#
        )
        var found: [String: [String]] = [:]
        for target in ["Elf", "ElfMigration", "ElfTesting"] {
            let directory = packageRoot.appendingPathComponent("Sources").appendingPathComponent(target)
            let files = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let lines = try String(contentsOf: file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where line.contains(declaration) {
                    let indentation = line.prefix { $0 == " " }.count
                    let owner = lines[..<number].reversed().lazy.compactMap { above -> Substring? in
                        guard above.prefix(while: { $0 == " " }).count < indentation,
                            let match = above.firstMatch(of: opener)
                        else { return nil }
                        return match.output[1].substring
                    }.first
                    let place = "\(target)/\(file.lastPathComponent):\(number + 1)"
                    guard let owner else {
                        Issue.record("no type encloses the description at \(place)")
                        continue
                    }
                    let name = String(owner.split(separator: ".").last ?? owner)
                    found[name, default: []].append(place)
                }
            }
        }
        return found
    }

    /// A new public type with a description fails here until it has an entry above.
    @Test func everyPublicTypeWithADescriptionHasAnEntry() throws {
        let declared = try Self.typesDeclaringDescription()
        let tabled = Self.entries.map(\.name)
        #expect(Set(tabled).count == tabled.count, "two entries share a name")
        #expect(
            Set(declared.keys) == Set(tabled),
            "declared, not in the table: \(Set(declared.keys).subtracting(tabled).sorted()); in the table, not declared: \(Set(tabled).subtracting(declared.keys).sorted())"
        )
        for (name, places) in declared where places.count > 1 {
            Issue.record("\(name) is declared at \(places): name the types apart so each gets an entry")
        }
        #expect(declared.count >= 20, "the scan found only \(declared.count) types")
    }

    /// The known leaks are entries of the table.
}

// MARK: - Values built from a hostile text

extension LogSafetyCoverageTests {
    /// A screen whose identity is the text.
    struct HostileScreen: Screen {
        var identity: String
        var restorationURL: String? { nil }
    }

    /// A tab named by its raw value.
    struct HostileTab: RawRepresentable, Hashable, Sendable {
        var rawValue: String
    }

    /// `text` cut to 2,000 scalars, for a URL or pattern: still ten times what
    /// a description shows, but short enough that the URL stays under the
    /// router's 8,192 bytes (longer URLs are refused before they match;
    /// ``MalformedURL`` shows them).
    nonisolated static func fitting(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(2_000)))
    }

    /// `fitting(text)` percent-encoded, so that a URL carries it whatever it holds.
    nonisolated static func encoded(_ text: String) -> String {
        fitting(text).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    /// A pattern error of each reason, about `text`, carrying `text` or its
    /// characters wherever a reason carries text; and what registering
    /// `text` as a pattern, or as a placeholder name, throws.
    nonisolated static func patternErrors(_ text: String) -> [PatternError] {
        var reasons: [PatternError.Reason] = [
            .invalidStart, .invalidScheme, .missingHost, .emptyName, .invalidName(text), .unknownType(text),
            .typeInBraces, .typeInColonPlaceholder, .mustFillSegment, .catchAllNotLast, .duplicateName(text),
            .emptyGroup, .nestedGroup, .groupInHost, .tooManyGroups(limit: 8), .tooManySegments(limit: 256),
            .emptySegment, .dotSegment, .invalidPercentEscape, .portNotAllowed, .tooLong(limit: 8192),
            .duplicate(existing: text), .invalidQueryItem, .placeholderAsQueryKey, .duplicateQueryKey(text),
            .catchAllInQuery,
        ]
        for character in Set(text) {
            reasons += [.unclosed(character), .unopened(character), .invalidCharacter(character)]
        }
        var errors = reasons.map { PatternError(pattern: text, reason: $0, offset: text.utf8.count / 2) }
        let elf = Elf()
        for pattern in [text, "app://a/<\(text)>", "app://a/<\(text):x>", "app://a?\(text)=1&\(text)=2"] {
            do throws(PatternError) { try elf.register(pattern) { NoopHandler() } } catch { errors.append(error) }
        }
        return errors
    }

    /// Why Elf cannot read `text`, or URLs that carry it.
    nonisolated static func malformedURLs(_ text: String) -> [MalformedURL] {
        let elf = Elf()
        let urls = [text, "app://a/" + text, "app://a/" + encoded(text), "app://" + text, "app://a/%zz" + text]
        return urls.compactMap { url in
            guard case .failure(let miss) = elf.resolve(url), case .malformed(let error) = miss.reason else {
                return nil
            }
            return error
        }
    }

    /// A rewrite error of each reason, with rules that carry `text`.
    nonisolated static func rewriteErrors(_ text: String) -> [RewriteError] {
        let reasons: [RewriteError.Reason] =
            patternErrors(text).prefix(3).map { .invalidPattern($0) } + [
                .invalidRegex, .invalidTemplate(text), .unboundPlaceholder(text),
                .missingCaptureGroup(3, available: 1), .unknownVariable(text), .duplicate(existing: text),
                .tooLong(limit: 2048), .tooManyRules(limit: 1000), .invalidJSON(text), .timedOut(limit: 0.05),
                .regexFailed, .cycle(chain: [text, text, text]), .tooManyRewrites(limit: 8, chain: [text, text]),
            ] + malformedURLs(text).map { .malformedResult($0) }
        let rules = [RewriteRule(from: text, to: text), RewriteRule(regex: text, to: text)]
        return reasons.flatMap { reason in
            [
                RewriteError(rule: rules[0], index: 3, reason: reason, offset: text.utf8.count / 2),
                RewriteError(rule: rules[1], reason: reason), RewriteError(rule: nil, index: 0, reason: reason),
            ]
        }
    }

    /// A mismatch of each case, carrying `text` wherever a case carries text.
    nonisolated static func mismatches(_ text: String) -> [RouteExplanation.Mismatch] {
        [
            .noScheme, .wrongScheme(url: text, pattern: text), .noHost, .hostMismatch(url: text, pattern: text),
            .literalMismatch(segment: 2, url: text, pattern: text),
            .typeMismatch(segment: 2, placeholder: text, type: text, value: text),
            .tooFewSegments(url: 1, pattern: 2), .tooManySegments(url: 3, pattern: 2), .dotSegment(segment: 1),
            .queryMismatch(key: text, url: text, pattern: text), .queryMismatch(key: text, url: nil, pattern: text),
            .customRouteDeclined, .customRouteThrew(text), .valueNotDecoded(text), .unexplained,
        ]
    }

    /// Matches whose every field carries `text`: the URL (raw where Elf
    /// reads it raw), the path value, the query's keys and values and the
    /// fragment (percent-encoded, so controls get through decoded), the
    /// pattern (a literal segment), the original URL of a rewrite, and
    /// matches through an entry point and in a scheme's namespace.
    ///
    /// A URL or pattern Elf refuses (a raw control, a control decoded in the
    /// path) has no match; the query one always has.
    nonisolated static func routeMatches(_ text: String) throws -> [RouteMatch] {
        let (raw, encoded) = (fitting(text), encoded(text))
        let elf = Elf()
        try elf.register("app://v/<value>") { NoopHandler() }
        try elf.register("app://q") { NoopHandler() }
        try? elf.register("app://p/" + raw) { NoopHandler() }
        try elf.addRewriteRule(from: "app://old/<value>", to: "app://v/<value>")
        try elf.addRewriteRule(from: "app://oldq", to: "app://q")
        let query = "?\(encoded)=\(encoded)&k=\(encoded)#\(encoded)"
        let queried = try #require(elf.match("app://q" + query))
        var matches = [queried]
        for url in [
            "app://v/\(encoded)\(query)", "app://v/\(raw)", "app://p/\(encoded)", "app://p/\(raw)",
            "app://old/\(encoded)", "app://old/\(raw)", "app://oldq\(query)",
        ] {
            if let match = elf.match(url) { matches.append(match) }
        }
        #expect(matches.contains { $0.original != nil }, "no match was rewritten")

        let throughEntryPoint = Elf()
        try throughEntryPoint.addEntryPoint("https://example.com/shop")
        try throughEntryPoint.register("/v/<value>") { NoopHandler() }
        matches += ["https://example.com/shop/v/\(encoded)\(query)", "https://example.com/shop/v/\(raw)"]
            .compactMap { throughEntryPoint.match($0) }

        let namespaces = SchemeNamespaces()
        try namespaces.register("/v/<value>", forScheme: "shop") { NoopHandler() }
        matches += ["shop://v/\(encoded)\(query)", "shop://v/\(raw)"].compactMap { namespaces.match($0) }
        return matches
    }

    /// Explanations of URLs that carry `text`: with no pattern, with
    /// patterns that mismatch in each way the text can reach, rewritten, not
    /// rewritable (a cycle), malformed, and (``Elf/explainHandling(_:source:)``)
    /// stopped by interceptors named by the text.
    @MainActor
    static func explanations(_ text: String) throws -> [RouteExplanation] {
        let (raw, encoded) = (fitting(text), encoded(text))
        var explanations = [Elf().explain(text), Elf().explain("app://v/\(encoded)")]

        let elf = Elf()
        try elf.register("app://v/<int:value>") { NoopHandler() }
        try elf.register("app://v/<value>") { NoopHandler() }
        try elf.register("app://q?tab=discover") { NoopHandler() }
        try elf.register("app://i") { NoopHandler() }
        // Patterns refuse controls, raw or encoded: these two register for the other texts.
        try? elf.register("app://q?tab=\(encoded)") { NoopHandler() }
        try? elf.register("app://p/" + raw) { NoopHandler() }
        try elf.addRewriteRule(from: "app://old/<value>", to: "app://v/<value>")
        try elf.addRewriteRule(from: "app://oldq", to: "app://q")
        try elf.addRewriteRule(from: "app://loop/<value>", to: "app://pool/<value>")
        try elf.addRewriteRule(from: "app://pool/<value>", to: "app://loop/<value>")
        // A path that decodes to a control is malformed; a query carries anything.
        for url in [
            "app://v/\(encoded)", "app://v/\(raw)", "app://q?tab=\(encoded)", "app://p/\(encoded)",
            "app://old/\(encoded)", "app://oldq?tab=\(encoded)", "app://loop/\(encoded)", "app://v/" + text,
            "app://\(encoded)/x",
        ] {
            explanations.append(elf.explain(url))
        }

        elf.addInterceptor(Interceptor(text) { _ in .reject(reason: text) })
        explanations.append(elf.explainHandling("app://i?v=\(encoded)"))
        let redirecting = Elf()
        try redirecting.register("app://i") { NoopHandler() }
        redirecting.addInterceptor(Interceptor(text) { _ in .redirect(to: "app://r?v=" + encoded) })
        explanations.append(redirecting.explainHandling("app://i?v=\(encoded)"))
        return explanations
    }

    /// The lines ``RouteExplanation/description`` lays an explanation out
    /// in: the rewrite, if any, then the summary and one line per entry (or
    /// the malformed URL); a rewrite error is one line.
    nonisolated static func lines(of explanation: RouteExplanation) -> Int {
        if explanation.rewriteError != nil { return 1 }
        let rewrite = explanation.originalURL == nil ? 0 : 1
        if explanation.malformed != nil || explanation.entries.isEmpty { return rewrite + 1 }
        return rewrite + 1 + explanation.entries.count
    }

    /// A miss of each reason, for the URL `text`, and the misses Elf reports
    /// when handling URLs that carry it.
    @MainActor
    static func routeMisses(_ text: String) throws -> [RouteMiss] {
        var reasons: [RouteMiss.Reason] = [
            .noMatchingRoute, .declined(patterns: [text, text]), .rejected(by: text, reason: text),
            .redirectLoop(chain: [text, text + "1", text]), .redirectLoop(chain: [text, text + "1", text + "2"]),
            .notShown(text), .held(by: text, redirectTo: text), .replaced(text),
        ]
        reasons += malformedURLs(text).map { .malformed($0) }
        reasons += rewriteErrors(text).prefix(6).map { .rewriteFailed($0) }
        reasons += LinkSource.allCases.map { .sourceNotAllowed(pattern: text, source: $0) }
        var misses = reasons.map { RouteMiss(url: text, reason: $0) }

        let elf = Elf()
        var heard: [RouteMiss] = []
        elf.missHandler = { heard.append($0) }
        try elf.register("app://v/<value>") { NoopHandler() }
        elf.addInterceptor(Interceptor(text) { _ in .reject(reason: text) })
        for url in [text, "app://v/\(encoded(text))", "app://none/\(encoded(text))"] {
            _ = elf.handleURL(url: url)
        }
        #expect(!heard.isEmpty, "the miss handler heard nothing")
        misses += heard
        return misses
    }

    /// A failure of each case, carrying `text` in every field, paired with
    /// its lines: the sentence, then one line per value that differs.
    @MainActor
    static func expectationFailures(_ text: String) throws -> [(RoutingExpectationFailure, lines: Int)] {
        let miss = RouteMiss(url: text, reason: .notShown(text))
        let reverse = ReverseRoutingError(pattern: text, placeholder: text, reason: .invalidValue(text, type: text))
        let expected = [text: text, "k": text, "gone": text]
        let actual = [text: "other", "k": text, "new": text]
        let differing = 3  // text, gone and new; k is the same
        let failures: [RoutingExpectationFailure] = [
            .noRoute(miss), .wrongPattern(url: text, expected: text, actual: text),
            .declined(url: text, expected: text),
            .wrongHandler(url: text, expected: text, actual: text),
            .unexpectedRoute(url: text, pattern: text, params: [text: text]), .notHandled(miss),
            .navigatorMismatch(installed: text),
            .wrongStack(urls: [text, text], expected: [text], actual: [text, text]),
            .wrongStack(urls: [], expected: [], actual: [text]), .noURL(reverse),
            .wrongRouteValue(url: text, expected: text, actual: text),
            .wrongRouteValue(url: text, expected: text, actual: nil),
        ]
        var paired = failures.map { ($0, lines: 1) }
        paired.append((.wrongParams(url: text, pattern: text, expected: expected, actual: actual), 1 + differing))
        paired.append((.wrongQueryParams(url: text, expected: expected, actual: actual), 1 + differing))

        let elf = Elf()
        try elf.register("app://v/<value>") { NoopHandler() }
        let url = "app://v/\(encoded(text))"
        func failure(_ check: () throws(RoutingExpectationFailure) -> Void) -> RoutingExpectationFailure? {
            do throws(RoutingExpectationFailure) { try check() } catch { return error }
            return nil
        }
        let caught = [
            failure { () throws(RoutingExpectationFailure) in try elf.expectRoute(url, to: text) },
            failure { () throws(RoutingExpectationFailure) in try elf.expectRoute(text, to: text) },
            failure { () throws(RoutingExpectationFailure) in try elf.expectNoRoute(url) },
        ]
        paired += caught.compactMap { $0 }.map { ($0, lines: 1) }
        let params = failure { () throws(RoutingExpectationFailure) in
            try elf.expectRoute(url, to: "app://v/<value>", params: ["value": "x"])
        }
        // The URL is malformed when the text has a control: no route, one line.
        paired += [params].compactMap { $0 }.map { error in
            if case .wrongParams = error { (error, lines: 2) } else { (error, lines: 1) }
        }
        return paired
    }
}

extension LogSafetyCoverageTests {
    /// Values of the one error type, `InputError`, for each kind of input it
    /// is about (the ten error types before it), every field holding `text`.
    static func inputErrors(_ text: String) async throws -> [InputError] {
        let kinds: [(String) async throws -> [InputError]] = [
            // UnsafeURLError
            { text in
                let allowlist = URLAllowlist(schemes: ["https"], hosts: [.exact("example.com")])
                var errors: [UnsafeURLError] = [
                    UnsafeURLError(url: text, reason: .nonASCII),
                    UnsafeURLError(url: text, reason: .tooLong(limit: URLAllowlist.maxLength)),
                    UnsafeURLError(url: text, reason: .missingParameter(name: text)),
                    UnsafeURLError(url: text, reason: .disallowedScheme(text)),
                    UnsafeURLError(url: text, reason: .disallowedHost(text)),
                ]
                for url in [text, "https://example.com/" + text, "https://" + text + "/"] {
                    do throws(UnsafeURLError) { _ = try allowlist.validate(url) } catch { errors.append(error) }
                }
                return errors
            },
            // RewriteRuleSetError
            { text in
                let errors = rewriteErrors(text)
                var sets = errors.map { RewriteRuleSetError(errors: [$0]) } + [RewriteRuleSetError(errors: errors)]
                // A remote rule set of 1,000 bad rules: one error each.
                let rules = Array(repeating: ["from": text], count: 1_000)
                let json = try JSONSerialization.data(withJSONObject: ["rules": rules])
                do throws(RewriteRuleSetError) { _ = try RewriteRule.rules(fromJSON: json) } catch {
                    sets.append(error)
                }
                do throws(RewriteRuleSetError) { _ = try RewriteRule.rules(fromJSON: Data(text.utf8)) } catch {
                    sets.append(error)
                }
                return sets
            },
            // RewriteError
            { text in
                var errors = rewriteErrors(text)
                let elf = Elf()
                do throws(RewriteError) { try elf.addRewriteRule(from: "app://a/<x>", to: "app://b/<\(text)>") } catch {
                    errors.append(error)
                }
                do throws(RewriteError) { try elf.addRewriteRule(from: "app://a/<x>", to: "app://b/$\(text)") } catch {
                    errors.append(error)
                }
                do throws(RewriteError) { try elf.addRewriteRule(from: text, to: text) } catch { errors.append(error) }
                return errors
            },
            // PlaceholderTypeError
            { text in
                var errors: [PlaceholderTypeError] = [.invalidName(text), .alreadyDefined(text)]
                do throws(PlaceholderTypeError) { try Elf().addPlaceholderType(text) { $0 } } catch {
                    errors.append(error)
                }
                return errors
            },
            // ParameterError
            { text in
                var errors: [ParameterError] = [
                    ParameterError(name: text, value: nil, expectedType: text, reason: .missing),
                    ParameterError(name: text, value: text, expectedType: text, reason: .invalid),
                    ParameterError(
                        name: text, value: text, expectedType: text,
                        reason: .invalidListElement(index: 1, element: text)),
                    ParameterError(
                        name: text, value: text, expectedType: text, reason: .invalidRepeatedValue(index: 1)),
                ]
                do throws(ParameterError) { _ = try [text: text].require(text, as: Int.self) } catch {
                    errors.append(error)
                }
                do throws(ParameterError) { _ = try ["ids": "1,\(text)"].requireList("ids", as: Int.self) } catch {
                    errors.append(error)
                }
                return errors
            },
            // ReverseRoutingError
            { text in
                let reasons: [ReverseRoutingError.Reason] =
                    patternErrors(text).map { .invalidPattern($0) } + [
                        .anyScheme, .missingValue, .invalidValue(text, type: text), .emptyValue,
                        .emptySegmentInValue(text),
                        .dotSegmentInValue(text), .controlCharacterInValue(text), .uppercaseHost(text),
                        .delimiterInHostValue(text),
                        .incompleteGroup(given: text), .otherForm(url: text, binds: [text, "*"]), .emptyQueryName,
                        .tooLong(limit: 8192), .unsupportedValue(text), .doesNotRouteBack(url: text, reason: text),
                        .notAPathPattern, .unknownEntryPoint(text),
                    ]
                var errors = reasons.flatMap { reason in
                    [text, "*", nil].map { ReverseRoutingError(pattern: text, placeholder: $0, reason: reason) }
                }
                let elf = Elf()
                for (pattern, values) in [
                    ("app://item/<int:id>", ["id": text]), ("app://item/<id>", ["id": text]),
                    ("app://<host>/x", ["host": text]), (text, [:]),
                ] {
                    do throws(ReverseRoutingError) { _ = try elf.url(for: pattern, values) } catch {
                        errors.append(error)
                    }
                }
                return errors
            },
            // EntryPointError
            { text in
                var reasons: [EntryPointError.Reason] = [
                    .invalidStart, .invalidScheme, .missingHost, .portNotAllowed, .emptySegment, .dotSegment,
                    .alreadyAdded(existing: text), .duplicateThroughEntryPoint(pattern: text, existing: text),
                    .duplicateThroughEntryPoint(pattern: text, existing: "/other"),
                    .duplicateWithoutEntryPoints(pattern: text, existing: text),
                    .duplicateWithoutEntryPoints(pattern: "/other", existing: text),
                    .tooManySegmentsThroughEntryPoint(pattern: text, limit: 256),
                ]
                reasons += Set(text).map { .invalidCharacter($0) }
                var errors = reasons.map { EntryPointError(entryPoint: text, reason: $0, offset: text.utf8.count / 2) }
                for entryPoint in [text, "https://" + text, "https://example.com/" + text] {
                    do throws(EntryPointError) { try Elf().addEntryPoint(entryPoint) } catch { errors.append(error) }
                }
                return errors
            },
            // RouteTypeError
            { text in
                let reasons: [RouteTypeError.Reason] =
                    patternErrors(text).map { .invalidPattern($0) } + [
                        .noProperty(placeholder: text),
                        .typeMismatch(placeholder: text, placeholderType: text, propertyType: text),
                        .listProperty(placeholder: text, propertyType: text),
                        .requiredInOptionalGroup(placeholder: text),
                        .privatePlaceholder(placeholder: text),
                        .unknownTab(text), .parentLoop([text, text, text]),
                    ]
                return reasons.map {
                    RouteTypeError(routeType: text, pattern: text, reason: $0, offset: text.utf8.count / 2)
                }
            },
            // MalformedURL
            { text in
                malformedURLs(text)
            },
            // PatternError
            { text in
                patternErrors(text)
            },
        ]
        var errors: [InputError] = []
        for kind in kinds { errors += try await kind(text) }
        return errors
    }
}
