import Foundation
import Testing

@testable import Elf

/// Reverse routing: building URLs from patterns and values.
@Suite struct ReverseRoutingTests {
    // MARK: - Building

    struct BuildCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        var values: [String: String]
        var url: String
        var testDescription: String { "\(pattern) \(values.sorted { $0.key < $1.key })" }
        init(_ pattern: String, _ values: [String: String], _ url: String) {
            self.pattern = pattern
            self.values = values
            self.url = url
        }
    }

    static let builds: [BuildCase] = [
        BuildCase("app://item/<int:id>", ["id": "42"], "app://item/42"),
        BuildCase("app://item/<int:id>", ["id": "-7"], "app://item/-7"),
        BuildCase("app://user/<username>/following", ["username": "limboy"], "app://user/limboy/following"),
        BuildCase("app://user/{username}", ["username": "limboy"], "app://user/limboy"),
        BuildCase("app://search/<q>", ["q": "red shoes/50% off"], "app://search/red%20shoes%2F50%25%20off"),
        BuildCase("app://search/<q>", ["q": "a?b#c"], "app://search/a%3Fb%23c"),
        BuildCase("app://search/<q>", ["q": "%2F"], "app://search/%252F"),
        BuildCase("app://foo/<bar>", ["bar": "中文"], "app://foo/%E4%B8%AD%E6%96%87"),
        BuildCase("app://foo/<bar>", ["bar": "😀"], "app://foo/%F0%9F%98%80"),
        BuildCase("app://foo/<bar>", ["bar": "e\u{301}"], "app://foo/e%CC%81"),
        // Sub-delimiters, `:` and `@` are safe in a segment and stay raw; `+` is not a space in the path.
        BuildCase("app://foo/<bar>", ["bar": "a+b&c=d;e,f!$'()*:@"], "app://foo/a+b&c=d;e,f!$'()*:@"),
        BuildCase("app://foo/<bar>", ["bar": "\"<>^`{|}\\[]"], "app://foo/%22%3C%3E%5E%60%7B%7C%7D%5C%5B%5D"),
        BuildCase("app://foo/<bar>", ["bar": "a.b"], "app://foo/a.b"),
        BuildCase("app://foo/<bar>", ["bar": "..."], "app://foo/..."),
        BuildCase(
            "app://item/<uuid:id>", ["id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"],
            "app://item/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        BuildCase("app://price/<double:p>", ["p": "-1.5e3"], "app://price/-1.5e3"),
        BuildCase("app://flag/<bool:on>", ["on": "YES"], "app://flag/YES"),
        BuildCase("app://files/<path:rest>", ["rest": "docs/read me.txt"], "app://files/docs/read%20me.txt"),
        BuildCase("app://files/<path:rest>", ["rest": "a%2Fb/c"], "app://files/a%252Fb/c"),
        BuildCase("app://wildcard/*", ["*": "a/b/c"], "app://wildcard/a/b/c"),
        BuildCase("app://wildcard/*", ["*": ""], "app://wildcard"),
        BuildCase("app://wildcard/*", [:], "app://wildcard"),
        BuildCase("app://*", ["*": "host/x y"], "app://host/x%20y"),
        BuildCase("https://<path:url>", ["url": "google.com/search"], "https://google.com/search"),
        BuildCase("/user/view/<userID>", ["userID": "joeldev"], "/user/view/joeldev"),
        BuildCase("/", [:], "/"),
        BuildCase("/*", [:], "/"),
        // The scheme a `*://user/<id>` route should see, written in its place.
        BuildCase("myapp://user/<id>", ["id": "7"], "myapp://user/7"),
        // Pattern literals are decoded when read, and written back encoded; scheme and host lowercased.
        BuildCase("App://Caf%C3%A9/%61/<x>", ["x": "1"], "app://caf%C3%A9/a/1"),
        BuildCase("app://a/b%2Fc", [:], "app://a/b%2Fc"),
        // Optional groups: written when all their values are given, left out when none are.
        BuildCase("app://the(/foo/<a>)(/bar/<b>)", [:], "app://the"),
        BuildCase("app://the(/foo/<a>)(/bar/<b>)", ["b": "2"], "app://the/bar/2"),
        BuildCase("app://the(/foo/<a>)(/bar/<b>)", ["a": "1", "b": "2"], "app://the/foo/1/bar/2"),
        BuildCase("app://my/(optional)/module", [:], "app://my/module"),
        BuildCase("app://list/(<int:page>/<sort>)/end", ["page": "2", "sort": "new"], "app://list/2/new/end"),
        BuildCase("app://w(/*)", ["*": "a/b"], "app://w/a/b"),
        // Without the group's value, the URL is read without the group: `b` is no int.
        BuildCase("app://a(/<int:x>)/*", ["*": "b/c"], "app://a/b/c"),
        BuildCase("app://a(/<x>)/*", [:], "app://a"),
        // Values the pattern does not name become the query, sorted by name.
        BuildCase("app://profile", ["id": "1024"], "app://profile?id=1024"),
        BuildCase("app://profile", ["tab": "top posts", "id": "1"], "app://profile?id=1&tab=top%20posts"),
        BuildCase("app://p", ["q": "a&b=c+d#e%f/g?h"], "app://p?q=a%26b%3Dc%2Bd%23e%25f/g?h"),
        BuildCase("app://p", ["k y": "中"], "app://p?k%20y=%E4%B8%AD"),
        BuildCase("app://p", ["empty": ""], "app://p?empty="),
        BuildCase("app://item/<id>", ["id": "1", "*": "x"], "app://item/1?*=x"),
    ]

    @Test("Builds the URL, each value encoded for its place", arguments: builds)
    func buildsURLWithEachValueEncodedForItsPlace(_ build: BuildCase) throws {
        let elf = Elf()
        #expect(try elf.url(for: build.pattern, build.values) == build.url)
        #expect((try? elf.url(for: build.pattern, build.values)) == build.url)
    }

    @Test("Every URL in the build table matches its pattern and binds the values", arguments: builds)
    func everyBuiltURLMatchesItsPatternAndBindsTheValues(_ build: BuildCase) throws {
        let elf = Elf()
        try elf.register(build.pattern) { NoopHandler() }
        let match = try #require(elf.match(build.url))
        #expect(match.pattern == build.pattern)
        // The values named by the pattern are its params (`*` binds "" when it has none); the rest are the query.
        let names = Set(try PatternParser().parse(build.pattern).forms.flatMap(\.parameterNames))
        var params = build.values.filter { names.contains($0.key) }
        if match.parameterNames.contains("*"), params["*"] == nil { params["*"] = "" }
        #expect(match.params == params)
        #expect(match.queryParams == build.values.filter { !names.contains($0.key) })
    }

    // MARK: - Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var pattern: String
        var values: [String: String]
        var placeholder: String?
        var reason: Elf.ReverseRoutingError.Reason
        var testDescription: String { "\(pattern) \(values.sorted { $0.key < $1.key })" }
        init(
            _ pattern: String, _ values: [String: String], _ placeholder: String?,
            _ reason: Elf.ReverseRoutingError.Reason
        ) {
            self.pattern = pattern
            self.values = values
            self.placeholder = placeholder
            self.reason = reason
        }
    }

    static let errors: [ErrorCase] = [
        ErrorCase("app://item/<int:id>", [:], "id", .missingValue),
        ErrorCase("app://item/<int:id>", ["id": "hat"], "id", .invalidValue("hat", type: "int")),
        ErrorCase("app://item/<int:id>", ["id": "+5"], "id", .invalidValue("+5", type: "int")),
        ErrorCase("app://item/<float:p>", ["p": "inf"], "p", .invalidValue("inf", type: "double")),
        ErrorCase("app://item/<bool:b>", ["b": "on"], "b", .invalidValue("on", type: "bool")),
        ErrorCase("app://item/<uuid:u>", ["u": "123"], "u", .invalidValue("123", type: "uuid")),
        ErrorCase("app://item/<id>", ["id": ""], "id", .emptyValue),
        ErrorCase("app://item/<id>", ["id": "."], "id", .dotSegmentInValue(".")),
        ErrorCase("app://item/<id>", ["id": ".."], "id", .dotSegmentInValue("..")),
        ErrorCase("app://item/<id>", ["id": "a\u{0}b"], "id", .controlCharacterInValue("a\u{0}b")),
        ErrorCase("app://item/<id>", ["id": "a\nb"], "id", .controlCharacterInValue("a\nb")),
        ErrorCase("app://item/<id>", ["id": "\u{7F}"], "id", .controlCharacterInValue("\u{7F}")),
        ErrorCase("app://item/<id>", ["id": "\u{85}"], "id", .controlCharacterInValue("\u{85}")),
        ErrorCase("app://files/<path:rest>", ["rest": ""], "rest", .emptyValue),
        ErrorCase("app://files/<path:rest>", ["rest": "a//b"], "rest", .emptySegmentInValue("a//b")),
        ErrorCase("app://files/<path:rest>", ["rest": "/a"], "rest", .emptySegmentInValue("/a")),
        ErrorCase("app://files/<path:rest>", ["rest": "a/"], "rest", .emptySegmentInValue("a/")),
        ErrorCase("app://files/<path:rest>", ["rest": "a/../b"], "rest", .dotSegmentInValue("a/../b")),
        ErrorCase("app://w/*", ["*": "a/./b"], "*", .dotSegmentInValue("a/./b")),
        ErrorCase("app://w/*", ["*": "/"], "*", .emptySegmentInValue("/")),
        ErrorCase("app://<name>/x", ["name": "Profile"], "name", .uppercaseHost("Profile")),
        // A host that would hold a delimiter is malformed (ROUTING.md §4a).
        ErrorCase("app://<name>/x", ["name": "a:b@c[d]/e"], "name", .delimiterInHostValue("a:b@c[d]/e")),
        ErrorCase(
            "https://<host>/x", ["host": "evil.com@example.com"], "host", .delimiterInHostValue("evil.com@example.com")),
        ErrorCase("https://<host>/x", ["host": "evil.com\u{202E}"], "host", .delimiterInHostValue("evil.com\u{202E}")),
        ErrorCase("app://<name>/x", [:], "name", .missingValue),
        ErrorCase("app://<bool:b>/x", ["b": "TRUE"], "b", .uppercaseHost("TRUE")),
        ErrorCase("https://<path:url>", ["url": "Google.com/search"], "url", .uppercaseHost("Google.com/search")),
        ErrorCase("https://<path:url>", ["url": "/search"], "url", .emptySegmentInValue("/search")),
        ErrorCase("app://*", [:], "*", .missingValue),
        ErrorCase("app://*", ["*": ""], "*", .emptyValue),
        ErrorCase("app://the(/foo/<a>/<c>)", ["a": "1"], "c", .incompleteGroup(given: "a")),
        // `b/c` alone would be read as `x` = `b` and `*` = `c`.
        ErrorCase("app://a(/<x>)/*", ["*": "b/c"], nil, .otherForm(url: "app://a/b/c", binds: ["x", "*"])),
        ErrorCase("*://user/<id>", ["id": "7"], nil, .anyScheme),
        ErrorCase("app://p", ["": "x"], nil, .emptyQueryName),
        ErrorCase("app://p/<x>", ["x": String(repeating: "a", count: 8192)], nil, .tooLong(limit: 8192)),
        ErrorCase(
            "app://user/<id", ["id": "7"], nil,
            .invalidPattern(Elf.PatternError(pattern: "app://user/<id", reason: .unclosed("<"), offset: 11))),
    ]

    @Test("A value that could not round-trip is an error naming the placeholder", arguments: errors)
    func valueThatCouldNotRoundTripIsAnErrorNamingThePlaceholder(_ error: ErrorCase) {
        let elf = Elf()
        #expect(
            throws: Elf.ReverseRoutingError(
                pattern: error.pattern, placeholder: error.placeholder, reason: error.reason)
        ) {
            try elf.url(for: error.pattern, error.values)
        }
        #expect((try? elf.url(for: error.pattern, error.values)) == nil)
    }

    static let descriptions: [(pattern: String, values: [String: String], text: String)] = [
        (
            "app://item/<int:id>", ["id": "forty-two"],
            #"cannot build a URL from "app://item/<int:id>": "forty-two" is not of type int, so it cannot fill <id>"#
        ),
        ("app://item/<int:id>", [:], #"cannot build a URL from "app://item/<int:id>": no value for <id>"#),
        (
            "app://w/*", ["*": "a//b"],
            #"cannot build a URL from "app://w/*": the value "a//b" for * has an empty segment, which the URL reader drops"#
        ),
        (
            "app://<name>", ["name": "Home"],
            #"cannot build a URL from "app://<name>": the value "Home" for <name> stands in the host, which is read lowercased; pass it lowercased"#
        ),
        (
            "app://the(/foo/<a>/<c>)", ["c": "3"],
            #"cannot build a URL from "app://the(/foo/<a>/<c>)": no value for <a>, but its optional group has one for <c>; give all or none"#
        ),
        (
            "*://user/<id>", ["id": "7"],
            #"cannot build a URL from "*://user/<id>": a *:// pattern names no scheme; write the URL's scheme instead of *"#
        ),
        (
            "app://user/<id", [:],
            #"cannot build a URL: invalid pattern "app://user/<id" at column 12: '<' is never closed"#
        ),
    ]

    @Test("Error descriptions name the pattern, the placeholder and why", arguments: descriptions.indices)
    func errorDescriptionsNameThePatternThePlaceholderAndWhy(_ index: Int) {
        let (pattern, values, text) = Self.descriptions[index]
        do {
            _ = try Elf().url(for: pattern, values)
            Issue.record("\(pattern) built a URL")
        } catch {
            #expect(error.description == text)
        }
    }

    @Test func customPlaceholderTypesCheckTheirValues() throws {
        let elf = Elf()
        try elf.addPlaceholderType("hex") { text in text.allSatisfy(\.isHexDigit) ? text : nil }
        #expect((try? elf.url(for: "app://color/<hex:value>", ["value": "ff00aa"])) == "app://color/ff00aa")
        #expect(
            throws: Elf.ReverseRoutingError(
                pattern: "app://color/<hex:value>", placeholder: "value", reason: .invalidValue("red", type: "hex"))
        ) {
            try elf.url(for: "app://color/<hex:value>", ["value": "red"])
        }
        // Another router does not know the type: the pattern is invalid there.
        #expect((try? Elf().url(for: "app://color/<hex:value>", ["value": "ff00aa"])) == nil)
    }

    @Test func patternNeedNotBeRegisteredButRegisteredOnesBuildToo() throws {
        let elf = try Elf.with(["app://item/<int:id>"])
        #expect((try? elf.url(for: "app://item/<int:id>", ["id": "1"])) == "app://item/1")
        #expect((try? elf.url(for: "app://other/<int:id>", ["id": "1"])) == "app://other/1")
    }

    @Test func queryRoundTripsWhetherOrNotPlusMeansSpace() throws {
        for decodesPlus in [true, false] {
            let elf = Elf(configuration: .init(decodesPlusAsSpace: decodesPlus))
            try elf.register("app://search") { NoopHandler() }
            let values = ["q": "a+b c&d=e", "x": "%20", "y": "\u{1}"]
            let match = try #require(elf.match(try elf.url(for: "app://search", values)))
            #expect(match.queryParams == values, "decodesPlusAsSpace \(decodesPlus)")
        }
    }

    @Test func lengthLimitIsTheRouters() throws {
        let elf = Elf(configuration: .init(maxURLLength: 16))
        #expect((try? elf.url(for: "app://a/<x>", ["x": "12345678"])) == "app://a/12345678")
        #expect((try? elf.url(for: "app://a/<x>", ["x": "123456789"])) == nil)
    }

    // MARK: - ReverseRouting.md and the doc comments

    final class FileHandler: Handler {
        var path = ""
        func convert(params: [String: String], queryParams: [String: String]) { path = params["rest"] ?? "" }
        func handle() {}
    }

    /// ReverseRouting.md, "Overview" (and the doc comment of `url(for:_:)`).
    @Test func articleOverview() {
        let elf = Elf()
        #expect((try? elf.url(for: "app://item/<int:id>", ["id": "42"])) == "app://item/42")
        #expect(
            (try? elf.url(for: "app://search/<q>", ["q": "red shoes/50% off"]))
                == "app://search/red%20shoes%2F50%25%20off")
        #expect((try? elf.url(for: "app://item/<int:id>", ["id": "hat"])) == nil)  // nil: "hat" is not an int
    }

    /// ReverseRouting.md, "Round trips" (and the doc comment of `url(for:_:)`).
    @Test func articleRoundTrips() throws {
        let elf = Elf()
        try elf.register("app://files/<path:rest>") { FileHandler() }
        let url = try elf.url(for: "app://files/<path:rest>", ["rest": "docs/read me.txt", "mode": "edit"])
        #expect(url == "app://files/docs/read%20me.txt?mode=edit")
        #expect(elf.match(url)?.params == ["rest": "docs/read me.txt"])
        #expect(elf.match(url)?.queryParams == ["mode": "edit"])
    }

    /// ReverseRouting.md, "Catch-alls".
    @Test func articleCatchAlls() {
        let elf = Elf()
        #expect((try? elf.url(for: "app://files/<path:rest>", ["rest": "a/b c"])) == "app://files/a/b%20c")
        #expect((try? elf.url(for: "app://wildcard/*", ["*": "a/b/c"])) == "app://wildcard/a/b/c")
        #expect((try? elf.url(for: "app://wildcard/*", [:])) == "app://wildcard")
    }

    /// ReverseRouting.md, "Optional groups".
    @Test func articleOptionalGroups() {
        let elf = Elf()
        #expect((try? elf.url(for: "app://the(/foo/<a>)(/bar/<b>)", ["b": "2"])) == "app://the/bar/2")
        #expect((try? elf.url(for: "app://the(/foo/<a>)(/bar/<b>)", ["a": "1", "b": "2"])) == "app://the/foo/1/bar/2")
        #expect((try? elf.url(for: "app://my/(optional)/module", [:])) == "app://my/module")
    }

    /// ReverseRouting.md, "The query".
    @Test func articleQuery() {
        let elf = Elf()
        #expect(
            (try? elf.url(for: "app://profile", ["tab": "top posts", "id": "1024"]))
                == "app://profile?id=1024&tab=top%20posts"
        )
    }

    /// ReverseRouting.md, "Values that have no URL".
    @Test func articleValuesThatHaveNoURL() {
        let elf = Elf()
        var printed: [String] = []
        do {
            _ = try elf.url(for: "app://files/<path:rest>", ["rest": "a//b"])
        } catch {
            printed.append("\(error)")
        }
        #expect(
            printed == [
                #"cannot build a URL from "app://files/<path:rest>": the value "a//b" for <rest> has an empty segment, which the URL reader drops"#
            ])
    }

    /// The doc comment of `ReverseRoutingError`.
    @Test func errorDocComment() {
        let elf = Elf()
        #expect(throws: Elf.ReverseRoutingError.self) {
            _ = try elf.url(for: "app://item/<int:id>", ["id": "forty-two"])
        }
        do {
            _ = try elf.url(for: "app://item/<int:id>", ["id": "forty-two"])
        } catch {
            #expect(
                "\(error)"
                    == #"cannot build a URL from "app://item/<int:id>": "forty-two" is not of type int, so it cannot fill <id>"#
            )
        }
    }

    // MARK: - Round trip

    static let seeds: [UInt64] = Array(1...10)
    static let casesPerSeed = 400

    @Test("Random patterns and values: build, match, same values", arguments: seeds)
    func randomPatternsAndValuesRoundTrip(seed: UInt64) throws {
        var generator = RoundTripGenerator(random: SeededRandom(seed: seed))
        var checked = 0
        var ambiguous = 0
        var refusedHosts = 0
        for _ in 0..<Self.casesPerSeed {
            let configuration = Elf.Configuration(
                caseInsensitivePaths: generator.random.chance(0.2), decodesPlusAsSpace: generator.random.chance(0.5))
            let elf = Elf(configuration: configuration)
            try elf.addPlaceholderType("word") { text in
                text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) } ? text : nil
            }
            let example = generator.example()
            try elf.register(example.pattern) { NoopHandler() }
            let url: String
            do {
                url = try elf.url(for: example.pattern, example.values)
            } catch {
                // A host value holding a delimiter has no URL (§4a).
                if case .delimiterInHostValue(let host) = error.reason {
                    #expect(host.unicodeScalars.contains(where: URLScanner.isForbiddenInDecodedHost))
                    refusedHosts += 1
                    continue
                }
                // Values that leave out a group the URL would be read with have no URL.
                guard case .otherForm(let url, let binds) = error.reason else {
                    Issue.record("seed \(seed): \(error)")
                    continue
                }
                let match = elf.match(url)
                #expect(match?.pattern == example.pattern, "seed \(seed): \(url)")
                #expect(match?.parameterNames == binds, "seed \(seed): \(url)")
                #expect(match?.params != example.params, "seed \(seed): \(url)")
                ambiguous += 1
                continue
            }
            guard let match = elf.match(url) else {
                Issue.record("seed \(seed): \(url) does not match \(example.pattern)")
                continue
            }
            #expect(match.pattern == example.pattern, "seed \(seed): \(url)")
            #expect(match.params == example.params, "seed \(seed): \(example.pattern) \(url)")
            #expect(match.queryParams == example.query, "seed \(seed): \(example.pattern) \(url)")
            checked += 1
        }
        #expect(checked + ambiguous + refusedHosts == Self.casesPerSeed)
        #expect(checked > Self.casesPerSeed * 3 / 4, "seed \(seed): most values build")
        // Only a group followed by a catch-all can be ambiguous: most values build.
        #expect(ambiguous < Self.casesPerSeed / 10, "seed \(seed)")
    }
}
