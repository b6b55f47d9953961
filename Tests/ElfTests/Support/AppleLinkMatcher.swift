import Foundation

/// A model of how the system decides whether a universal link opens the
/// app, from Apple's documentation of `applinks.Details.Components` and
/// `applinks.Defaults`.
///
/// What the documentation says, and this model does:
/// - The components of the `details` entries that list the app are tried in
///   order; the first that matches wins. If it has `"exclude": true`, the
///   URL does not open the app; if none matches, it does not either.
/// - A component matches when every key it has matches: `/` the path, `?`
///   the query (a pattern for the whole query, or a dictionary of query
///   item names and patterns for their values), `#` the fragment. A missing
///   key matches everything (its default is `*`).
/// - In a pattern, `*` matches any run of characters (`/` included, none at
///   all too) and `?` exactly one character, so `?*` is one or more.
/// - `$(name)` is a substitution variable: it matches any one of the
///   variable's strings ("applinks.SubstitutionVariables": `$(alpha)` is one
///   ASCII letter, `$(upper)` and `$(lower)` one of that case, `$(digit)`
///   one digit, `$(alnum)` one letter or digit, `$(xdigit)` one hexadecimal
///   digit, `$(region)` an ISO region code, `$(lang)` an ISO language code).
///   The model reads `$(region)` as two capitals and `$(lang)` as two small
///   letters (the ISO lists, approximately), and a name the file does not
///   define as matching nothing.
/// - `caseSensitive` (default `true`) and `percentEncoded` (default `true`)
///   come from the component, else its `details` entry's `defaults`, else
///   the file's `applinks.defaults`.
///
/// What it reads where the documentation is silent: with `percentEncoded`
/// true, patterns are compared with the URL's parts as they are written
/// (percent-encoded); with `false`, the URL's parts are percent-decoded
/// first. A URL with no path (`https://example.com`) has the path `/`. A URL
/// with no query or fragment has an empty one. A query dictionary needs each
/// of its names among the query items, with a value the pattern matches.
///
/// ```swift
/// let matcher = try AppleLinkMatcher(file: data, appID: "ABCDE12345.com.example.app")
/// matcher.decision(for: "https://www.example.com/product/42")   // .opensApp(component)
/// ```
struct AppleLinkMatcher {
    struct Component {
        var path: String?
        var query: Query?
        var fragment: String?
        var exclude: Bool
        var caseSensitive: Bool
        var percentEncoded: Bool
        var comment: String?
    }

    enum Query {
        case pattern(String)
        case items([String: String])
    }

    enum Decision {
        /// The first matching component, not excluded: the app receives the URL.
        case opensApp(Component)
        /// The first matching component excludes the URL: it opens in the browser.
        case excluded(Component)
        /// No component matches: it opens in the browser.
        case opensBrowser

        var opensApp: Bool { if case .opensApp = self { true } else { false } }
    }

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    /// The components that apply to the app, in the order they are tried.
    let components: [Component]

    init(file: Data, appID: String) throws {
        guard let root = try JSONSerialization.jsonObject(with: file) as? [String: Any],
            let applinks = root["applinks"] as? [String: Any],
            let details = applinks["details"] as? [[String: Any]]
        else { throw FormatError(description: "no applinks.details") }
        let fileDefaults = applinks["defaults"] as? [String: Any] ?? [:]
        var components: [Component] = []
        for entry in details {
            let ids = (entry["appIDs"] as? [String]) ?? (entry["appID"] as? String).map { [$0] } ?? []
            guard ids.contains(appID) else { continue }
            let defaults = fileDefaults.merging(entry["defaults"] as? [String: Any] ?? [:]) { _, app in app }
            for object in entry["components"] as? [[String: Any]] ?? [] {
                func flag(_ key: String) -> Bool {
                    (object[key] as? Bool) ?? (defaults[key] as? Bool) ?? true
                }
                var query: Query?
                if let pattern = object["?"] as? String { query = .pattern(pattern) }
                if let items = object["?"] as? [String: String] { query = .items(items) }
                components.append(
                    Component(
                        path: object["/"] as? String, query: query, fragment: object["#"] as? String,
                        exclude: object["exclude"] as? Bool ?? false, caseSensitive: flag("caseSensitive"),
                        percentEncoded: flag("percentEncoded"), comment: object["comment"] as? String))
            }
        }
        self.components = components
    }

    /// What the system does with `url`, an `https` URL of the file's host.
    func decision(for url: String) -> Decision {
        let parts = Self.parts(of: url)
        for component in components where Self.matches(component, parts) {
            return component.exclude ? .excluded(component) : .opensApp(component)
        }
        return .opensBrowser
    }

    // MARK: - Matching

    struct Parts {
        var path: String
        var query: String
        var fragment: String
    }

    /// The path, query and fragment of `url` as written.
    static func parts(of url: String) -> Parts {
        var rest = Substring(url)
        var fragment = ""
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query = ""
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        let path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? ""
        return Parts(path: path.isEmpty ? "/" : path, query: query, fragment: fragment)
    }

    static func matches(_ component: Component, _ parts: Parts) -> Bool {
        func compare(_ pattern: String?, _ value: String) -> Bool {
            guard var written = pattern else { return true }
            var value = component.percentEncoded ? value : percentDecoded(value)
            if !component.caseSensitive {
                value = value.lowercased()
                written = written.lowercased()
            }
            return glob(Array(written.unicodeScalars), Array(value.unicodeScalars))
        }
        guard compare(component.path, parts.path), compare(component.fragment, parts.fragment) else { return false }
        switch component.query {
        case nil: return true
        case .pattern(let pattern): return compare(pattern, parts.query)
        case .items(let items):
            let pairs = parts.query.split(separator: "&").map { item -> (String, String) in
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (percentDecoded(String(pair[0])), pair.count > 1 ? String(pair[1]) : "")
            }
            return items.allSatisfy { name, pattern in pairs.contains { $0.0 == name && compare(pattern, $0.1) } }
        }
    }

    /// One element of a component pattern.
    enum Token: Equatable {
        case scalar(Unicode.Scalar)
        case anyRun
        case anyOne
        /// A substitution variable: the strings it may stand for, as a test of one or two scalars.
        case variable(String)
    }

    /// `pattern` as tokens: `*`, `?`, `$(name)` and the other scalars as themselves.
    static func tokens(_ pattern: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < pattern.count {
            let scalar = pattern[index]
            if scalar == "$", index + 1 < pattern.count, pattern[index + 1] == "(",
                let close = pattern[(index + 2)...].firstIndex(of: ")")
            {
                tokens.append(.variable(String(String.UnicodeScalarView(pattern[(index + 2)..<close]))))
                index = close + 1
                continue
            }
            tokens.append(scalar == "*" ? .anyRun : scalar == "?" ? .anyOne : .scalar(scalar))
            index += 1
        }
        return tokens
    }

    /// The lengths of the strings variable `name` stands for that `value` starts with at `start`.
    static func variableMatches(_ name: String, _ value: [Unicode.Scalar], at start: Int) -> [Int] {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        func one(_ test: (Unicode.Scalar) -> Bool) -> [Int] { start < value.count && test(value[start]) ? [1] : [] }
        func two(_ test: (Unicode.Scalar) -> Bool) -> [Int] {
            start + 1 < value.count && test(value[start]) && test(value[start + 1]) ? [2] : []
        }
        switch name {
        case "alpha": return one(isLetter)
        case "upper": return one { ("A"..."Z").contains($0) }
        case "lower": return one { ("a"..."z").contains($0) }
        case "digit": return one { ("0"..."9").contains($0) }
        case "alnum": return one { isLetter($0) || ("0"..."9").contains($0) }
        case "xdigit": return one { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
        case "region": return two { ("A"..."Z").contains($0) }
        case "lang": return two { ("a"..."z").contains($0) }
        default: return []
        }
    }

    /// Whether `value` matches `pattern`, where `*` is any run, `?` any one
    /// character and `$(name)` one of a substitution variable's strings.
    static func glob(_ pattern: [Unicode.Scalar], _ value: [Unicode.Scalar]) -> Bool {
        // reachable[j]: the pattern so far matches value[..<j].
        var reachable = [true] + Array(repeating: false, count: value.count)
        for token in tokens(pattern) {
            var next = Array(repeating: false, count: value.count + 1)
            switch token {
            case .anyRun:
                var any = false
                for index in 0...value.count {
                    any = any || reachable[index]
                    next[index] = any
                }
            case .anyOne:
                for index in 0..<value.count where reachable[index] { next[index + 1] = true }
            case .scalar(let symbol):
                for index in 0..<value.count where reachable[index] && value[index] == symbol { next[index + 1] = true }
            case .variable(let name):
                for index in 0...value.count where reachable[index] {
                    for length in variableMatches(name, value, at: index) { next[index + length] = true }
                }
            }
            reachable = next
        }
        return reachable[value.count]
    }

    static func percentDecoded(_ text: String) -> String {
        String(decoding: ReferenceMatcher.percentDecoded(Array(text.utf8)), as: UTF8.self)
    }
}
