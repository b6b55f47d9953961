#if !COCOAPODS
    import Elf
#endif

extension Elf {
    /// Why a routing expectation failed: what was expected and what the router did instead.
    ///
    /// The expectations of `Elf` in ElfTesting throw this error, so they work
    /// from XCTest and Swift Testing alike: a test that calls them with `try`
    /// fails with the ``description``.
    ///
    /// ```swift
    /// do {
    ///     try elf.expectRoute("app://product/42", to: "app://product/<int:id>", params: ["id": "43"])
    /// } catch {
    ///     print(error)
    ///     // "app://product/42" matched "app://product/<int:id>" with params ["id": "42"], expected ["id": "43"]:
    ///     // "id" is "42", expected "43"
    /// }
    /// ```
    public enum RoutingExpectationFailure: Error, Sendable, Equatable, CustomStringConvertible {
        /// A URL expected to match a route matched none, or could not be read.
        ///
        /// ```swift
        /// try elf.expectRoute("app://nowhere", to: "app://somewhere")
        /// // throws .noRoute(RouteMiss(url: "app://nowhere", reason: .noMatchingRoute))
        /// ```
        case noRoute(Elf.RouteMiss)

        /// A URL matched a pattern other than the expected one.
        ///
        /// ```swift
        /// try elf.expectRoute("app://product/42", to: "app://product/<slug>")
        /// // throws .wrongPattern(url: "app://product/42", expected: "app://product/<slug>",
        /// //                      actual: "app://product/<int:id>")
        /// ```
        case wrongPattern(url: String, expected: String, actual: String)

        /// A URL matched the expected pattern but bound other values to its placeholders.
        ///
        /// ```swift
        /// try elf.expectRoute("app://product/42", to: "app://product/<int:id>", params: ["id": "7"])
        /// // throws .wrongParams(url: "app://product/42", pattern: "app://product/<int:id>",
        /// //                     expected: ["id": "7"], actual: ["id": "42"])
        /// ```
        case wrongParams(url: String, pattern: String, expected: [String: String], actual: [String: String])

        /// A URL matched the expected pattern but its query held other pairs.
        ///
        /// ```swift
        /// try elf.expectRoute("app://products?sort=price", to: "app://products", queryParams: [:])
        /// // throws .wrongQueryParams(url: "app://products?sort=price", expected: [:], actual: ["sort": "price"])
        /// ```
        case wrongQueryParams(url: String, expected: [String: String], actual: [String: String])

        /// Every handler for a URL declined it, where a handler of the expected type should take it.
        ///
        /// ```swift
        /// try elf.expectRoute("app://product/999", to: ProductHandler.self)
        /// // throws .declined(url: "app://product/999", expected: "ProductHandler")
        /// ```
        case declined(url: String, expected: String)

        /// A URL was taken by a handler of another type than the expected one.
        ///
        /// ```swift
        /// try elf.expectRoute("app://product/42", to: ShareHandler.self)
        /// // throws .wrongHandler(url: "app://product/42", expected: "ShareHandler", actual: "ProductHandler")
        /// ```
        case wrongHandler(url: String, expected: String, actual: String)

        /// A URL expected to match no route matched one.
        ///
        /// ```swift
        /// try elf.expectNoRoute("app://product/42")
        /// // throws .unexpectedRoute(url: "app://product/42", pattern: "app://product/<int:id>", params: ["id": "42"])
        /// ```
        case unexpectedRoute(url: String, pattern: String, params: [String: String])

        /// No handler took a URL the expectation handled.
        ///
        /// ```swift
        /// try await elf.expectStack(after: ["app://nowhere"], in: navigator, equals: [])
        /// // throws .notHandled(RouteMiss(url: "app://nowhere", reason: .noMatchingRoute))
        /// ```
        case notHandled(Elf.RouteMiss)

        /// The router's `navigator` is not the navigator whose stack the expectation reads.
        ///
        /// ```swift
        /// elf.navigator = StackNavigator()
        /// try await elf.expectStack(after: ["app://products"], in: RecordingNavigator(), equals: ["products"])
        /// // throws .navigatorMismatch(installed: "StackNavigator")
        /// ```
        case navigatorMismatch(installed: String)

        /// After the URLs were handled, the visible stack held other screens.
        ///
        /// ```swift
        /// try await elf.expectStack(after: ["app://products"], in: navigator, equals: ["cart"])
        /// // throws .wrongStack(urls: ["app://products"], expected: ["cart"], actual: ["products"])
        /// ```
        case wrongStack(urls: [String], expected: [String], actual: [String])

        /// A route value has no URL: the error says which property and why.
        ///
        /// ```swift
        /// try elf.expectRoundTrip(SearchRoute(query: ""))
        /// // throws .noURL(InputError(pattern: "app://search/<query>", placeholder: "query", reason: .emptyValue))
        /// ```
        case noURL(Elf.InputError)

        /// A route value's URL routes to the route, but decodes to another value (or none).
        ///
        /// ```swift
        /// try elf.expectRoundTrip(route)
        /// // throws .wrongRouteValue(url: "app://product/42", expected: "ProductRoute(…)", actual: nil)
        /// ```
        case wrongRouteValue(url: String, expected: String, actual: String?)

        /// What was expected and what happened instead, naming every value that differed.
        ///
        /// ```swift
        /// print(RoutingExpectationFailure.wrongStack(urls: ["app://products"], expected: ["cart"], actual: ["products"]))
        /// // after "app://products" the visible stack is ["products"], expected ["cart"]
        /// ```
        public var description: String {
            switch self {
            case .noRoute(let miss):
                return "expected \(Elf.loggableText(miss.url)) to match a route: \(miss)"
            case .wrongPattern(let url, let expected, let actual):
                return
                    "\(Elf.loggableText(url)) matched \(Elf.loggableText(actual)), expected \(Elf.loggableText(expected))"
            case .wrongParams(let url, let pattern, let expected, let actual):
                return
                    "\(Elf.loggableText(url)) matched \(Elf.loggableText(pattern)) with params \(Self.literal(actual)), expected "
                    + "\(Self.literal(expected)):\n\(Self.differences(expected: expected, actual: actual))"
            case .wrongQueryParams(let url, let expected, let actual):
                return
                    "\(Elf.loggableText(url)) has query params \(Self.literal(actual)), expected \(Self.literal(expected)):\n"
                    + Self.differences(expected: expected, actual: actual)
            case .declined(let url, let expected):
                return
                    "expected \(Elf.loggableText(expected, quoted: false)) to take \(Elf.loggableText(url)), but every handler declined it"
            case .wrongHandler(let url, let expected, let actual):
                return
                    "\(Elf.loggableText(url)) is taken by \(Elf.loggableText(actual, quoted: false)), expected \(Elf.loggableText(expected, quoted: false))"
            case .unexpectedRoute(let url, let pattern, let params):
                return
                    "expected no route for \(Elf.loggableText(url)), but it matches \(Elf.loggableText(pattern)) with params \(Self.literal(params))"
            case .notHandled(let miss):
                return "\(Elf.loggableText(miss.url)) was not handled: \(miss)"
            case .navigatorMismatch(let installed):
                return
                    "the router's navigator is another \(Elf.loggableText(installed, quoted: false)), not the one whose stack is checked; "
                    + "set elf.navigator to it first"
            case .wrongStack(let urls, let expected, let actual):
                let after =
                    urls.isEmpty ? "with no URLs" : "after " + urls.map { Elf.loggableText($0) }.joined(separator: ", ")
                return "\(after) the visible stack is \(Self.literal(actual)), expected \(Self.literal(expected))"
            case .noURL(let error):
                return "expected a URL for the route value: \(error)"
            case .wrongRouteValue(let url, let expected, let actual):
                let actual = actual.map { Elf.loggableText($0, limit: 400, quoted: false) } ?? "no value"
                return
                    "\(Elf.loggableText(url)) reads back as \(actual), expected \(Elf.loggableText(expected, limit: 400, quoted: false))"
            }
        }

        /// A dictionary as a Swift literal with sorted keys: `["id": "42"]`, or `[:]`.
        static func literal(_ dictionary: [String: String]) -> String {
            guard !dictionary.isEmpty else { return "[:]" }
            let pairs = dictionary.sorted { $0.key < $1.key }.map {
                Elf.loggableText($0.key) + ": " + Elf.loggableText($0.value)
            }
            return "[" + pairs.joined(separator: ", ") + "]"
        }

        /// An array of identities as a Swift literal: `["products", "product/42"]`.
        static func literal(_ identities: [String]) -> String {
            "[" + identities.map { Elf.loggableText($0) }.joined(separator: ", ") + "]"
        }

        /// One line per key whose value differs, in key order.
        static func differences(expected: [String: String], actual: [String: String]) -> String {
            var lines: [String] = []
            for key in Set(expected.keys).union(actual.keys).sorted() {
                switch (expected[key], actual[key]) {
                case (let wanted?, let found?) where wanted != found:
                    lines.append(
                        "\(Elf.loggableText(key)) is \(Elf.loggableText(found)), expected \(Elf.loggableText(wanted))")
                case (let wanted?, nil):
                    lines.append("\(Elf.loggableText(key)) is missing, expected \(Elf.loggableText(wanted))")
                case (nil, let found?):
                    lines.append("\(Elf.loggableText(key)) is \(Elf.loggableText(found)), not expected")
                default:
                    break
                }
            }
            return lines.joined(separator: "\n")
        }
    }
}

/// Why a routing expectation failed; the same type as ``Elf/RoutingExpectationFailure``.
///
/// ```swift
/// #expect(throws: RoutingExpectationFailure.self) { try elf.expectRoute("app://nowhere", to: "app://somewhere") }
/// ```
public typealias RoutingExpectationFailure = Elf.RoutingExpectationFailure
