// The probe behind scripts/resource-costs.sh: builds one resource-limit input
// of a given size, then runs one operation on it inside `probeMeasured`, the
// only function callgrind counts (`--toggle-collect=*probeMeasured*`).
//
// It is compiled together with the library sources and the site-association
// writer (Sources/ElfSiteAssociation) as module `Elf` (plain swiftc, no
// package), so it can reach internal types such as the parser.
//
//     .build-costs/probe <case> <size>     # prints the case's result
//     .build-costs/probe --list            # prints every case and its sizes
import Foundation

/// Runs `work`; callgrind collects instructions only while this frame is live.
@inline(never)
func probeMeasured(_ work: () -> String) -> String {
    work()
}

/// A handler that does nothing: the probe measures the router, not handlers.
final class ProbeHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}

/// One measured case: its sizes (n, 2n, 4n) and how to set it up.
struct ProbeCase: Sendable {
    let name: String
    let sizes: [Int]
    /// Builds the input for `size` outside the measured region and returns the measured work.
    let prepare: @Sendable (Int) -> () -> String
}

/// A router with a raised URL limit and `patterns` registered, its tree already frozen.
func router(_ patterns: [String], maxURLLength: Int = 4 << 20, limits: Elf.RewriteLimits = .init()) -> Elf {
    let elf = Elf(configuration: .init(maxURLLength: maxURLLength, rewriteLimits: limits))
    for pattern in patterns {
        do { try elf.register(pattern) { ProbeHandler() } } catch { fatalError("\(error)") }
    }
    _ = elf.match("app://warm")
    return elf
}

/// A URL of about `bytes` bytes: one long path segment holding escapes.
func longURL(_ bytes: Int) -> String {
    "app://search/" + String(repeating: "ab%20c", count: bytes / 6)
}

/// A URL with `count` path segments after `app://files`.
func segmentedURL(_ count: Int) -> String {
    "app://files" + String(repeating: "/s", count: count)
}

/// A URL whose query repeats the key `tag` `count` times.
func repeatedQueryURL(_ count: Int) -> String {
    "app://search?" + (0..<count).map { "tag=\($0)" }.joined(separator: "&")
}

/// A URL whose query has `count` distinct keys.
func distinctQueryURL(_ count: Int) -> String {
    "app://search?" + (0..<count).map { "k\($0)=v" }.joined(separator: "&")
}

/// `count` declarative rewrite rules, each with a placeholder.
func rewriteRules(_ count: Int) -> [Elf.RewriteRule] {
    (0..<count).map { .init(from: "https://example.com/r\($0)/<id>", to: "app://item/<id>?rule=\($0)") }
}

/// A route value with a list property, written as one query item per element.
struct TaggedRoute: Route {
    static let pattern = "app://tagged"
    var tags: [Int]
}

let listSizes = [4000, 8000, 16_000]

/// A route value restored as itself: no handler runs.
struct RestoredRoute: Route {
    static let pattern = "app://restored/<int:id>"
    var id: Int
}

/// A box the restoration task writes its result into.
@MainActor
final class RestoreResult {
    var dropped: Int?
}

/// Restores `saved` into a new stack, synchronously: `Task.immediate` runs
/// the task in this frame until it first suspends, and restoring route
/// values never does, so callgrind counts the whole restoration.
@MainActor
func probeRestore(_ elf: Elf, _ saved: Elf.SavedNavigation) -> String {
    let navigator = Elf.StackNavigator()
    let result = RestoreResult()
    Task.immediate { @MainActor in result.dropped = await elf.restore(saved, into: navigator).count }
    guard let dropped = result.dropped else { return "the restoration suspended: nothing was measured" }
    return "\(navigator.visibleStack.count) restored, \(dropped) dropped"
}

let bigRuleLimits = Elf.RewriteLimits(maxRules: 100_000, regexTimeLimit: 1e6)
let urlSizes = [256 << 10, 512 << 10, 1 << 20]
let segmentSizes = [25_000, 50_000, 100_000]
let querySizes = [25_000, 50_000, 100_000]
let groupSizes = [250, 500, 1000]
let ruleSizes = [2500, 5000, 10_000]
/// Regex rules and routes cost tens of thousands of instructions each: half the sizes keep the script quick.
let smallRuleSizes = [1250, 2500, 5000]

let cases: [ProbeCase] = [
    ProbeCase(name: "url-match", sizes: urlSizes) { size in
        let elf = router(["app://search/<term>"])
        let url = longURL(size)
        return { "\(elf.match(url)?.param("term")?.utf8.count ?? -1)" }
    },
    ProbeCase(name: "url-resolve", sizes: urlSizes) { size in
        let elf = router(["app://search/<term>"])
        let url = longURL(size)
        return {
            switch elf.resolve(url) {
            case .success(let match): "\(match.params["term"]?.utf8.count ?? -1)"
            case .failure(let miss): "\(miss)"
            }
        }
    },
    ProbeCase(name: "url-canHandle", sizes: urlSizes) { size in
        let elf = router(["app://search/<term>"])
        let url = longURL(size)
        // The probe runs on the main thread, where canHandle runs.
        return { MainActor.assumeIsolated { "\(elf.canHandle(url))" } }
    },
    ProbeCase(name: "url-explain", sizes: urlSizes) { size in
        let elf = router(["app://search/<term>", "app://search/<int:id>", "app://other(/x/<a>)(/y/<b>)"])
        let url = longURL(size)
        return { "\(elf.explain(url).entries.count)" }
    },
    ProbeCase(name: "url-rejected", sizes: urlSizes) { size in
        let elf = router(["app://search/<term>"], maxURLLength: 8192)
        let url = longURL(size)
        return {
            switch elf.resolve(url) {
            case .success: "matched"
            case .failure(let miss): "\(miss.description.utf8.count)"
            }
        }
    },
    ProbeCase(name: "segments-match", sizes: segmentSizes) { size in
        let elf = router(["app://files/<path:rest>", "app://files/s/s/<a>"])
        let url = segmentedURL(size)
        return { "\(elf.match(url)?.params["rest"]?.utf8.count ?? -1)" }
    },
    ProbeCase(name: "segments-resolve", sizes: segmentSizes) { size in
        let elf = router(["app://files/s/s/<a>", "app://files/s/<int:a>/*"])
        let url = segmentedURL(size)
        return {
            switch elf.resolve(url) {
            case .success(let match): "\(match.pathSegments.count)"
            case .failure(let miss): "\(miss.reason)"
            }
        }
    },
    ProbeCase(name: "segments-explain", sizes: segmentSizes) { size in
        let elf = router(["app://files/<path:rest>", "app://files/s(/x/<a>)(/y/<b>)", "app://files/s/x"])
        let url = segmentedURL(size)
        return { "\(elf.explain(url).entries.count)" }
    },
    ProbeCase(name: "query-values", sizes: querySizes) { size in
        let elf = router(["app://search"])
        let match = elf.match(repeatedQueryURL(size))!
        return { "\(match.queryValues("tag", as: Int.self)?.count ?? -1)" }
    },
    ProbeCase(name: "query-params", sizes: querySizes) { size in
        let elf = router(["app://search"])
        let match = elf.match(distinctQueryURL(size))!
        return { "\(match.queryParams.count)" }
    },
    ProbeCase(name: "pattern-nested", sizes: groupSizes) { depth in
        let elf = router([])
        let pattern = "app://a" + String(repeating: "(/b", count: depth) + String(repeating: ")", count: depth)
        return { probeRegister(elf, pattern) }
    },
    ProbeCase(name: "pattern-sequential", sizes: groupSizes) { count in
        let elf = router([])
        let pattern = "app://a" + (0..<count).map { "(/b\($0))" }.joined()
        return { probeRegister(elf, pattern) }
    },
    ProbeCase(name: "pattern-segments", sizes: segmentSizes) { count in
        let elf = router([])
        let pattern = "app://a" + String(repeating: "/s", count: count)
        return { probeRegister(elf, pattern) }
    },
    ProbeCase(name: "pattern-at-limit", sizes: [64, 128, 256]) { count in
        // The host and `count - 1` placeholders: `count` segments, the most a pattern may hold at 256.
        let elf = router([])
        let pattern = "app://a" + (1..<count).map { "/<p\($0)>" }.joined()
        let url = "app://a" + (1..<count).map { "/v\($0)" }.joined()
        return { probeRegister(elf, pattern) + ", \(elf.match(url)?.params.count ?? -1) params" }
    },
    ProbeCase(name: "routes-register", sizes: smallRuleSizes) { count in
        let elf = router([])
        let patterns = (0..<count).map { "app://r\($0)/<int:id>/detail(/<tab>)" }
        return {
            // Registration only marks the tree stale: the one lookup at the end freezes it once.
            for pattern in patterns {
                do { try elf.register(pattern) { ProbeHandler() } } catch { return "\(error)" }
            }
            return "\(elf.registeredPatterns.count) patterns, \(elf.match("app://r7/1/detail")?.pattern ?? "no match")"
        }
    },
    ProbeCase(name: "rewrite-add", sizes: ruleSizes) { count in
        let elf = router([], limits: bigRuleLimits)
        let rules = rewriteRules(count)
        return { probeRewrite(elf) { try elf.replaceRewriteRules(with: elf.rewriteRules + rules) } }
    },
    ProbeCase(name: "rewrite-replace", sizes: ruleSizes) { count in
        let elf = router([], limits: bigRuleLimits)
        let rules = rewriteRules(count)
        return { probeRewrite(elf) { try elf.replaceRewriteRules(with: rules) } }
    },
    ProbeCase(name: "rewrite-json", sizes: ruleSizes) { count in
        let elf = router([], limits: bigRuleLimits)
        let entries = (0..<count).map { #"{"from": "https://example.com/r\#($0)/<id>", "to": "app://item/<id>"}"# }
        let json = Data((#"{"rules": ["# + entries.joined(separator: ",") + "]}").utf8)
        return {
            probeRewrite(elf) {
                try elf.replaceRewriteRules(with: Elf.RewriteRule.rules(fromJSON: json, limits: bigRuleLimits))
            }
        }
    },
    ProbeCase(name: "rewrite-single", sizes: ruleSizes) { count in
        let elf = router([], limits: bigRuleLimits)
        let rules = rewriteRules(count)
        return {
            probeRewrite(elf) {
                for rule in rules {
                    guard case .pattern(let from) = rule.source else { continue }
                    try elf.addRewriteRule(from: from, to: rule.template)
                }
            }
        }
    },
    ProbeCase(name: "rewrite-lookup", sizes: ruleSizes) { count in
        let elf = router(["app://item/<int:id>"], limits: bigRuleLimits)
        try! elf.replaceRewriteRules(with: rewriteRules(count))
        let urls = (0..<100).map { "https://example.com/r\($0 * count / 100)/\($0)" }
        _ = elf.match(urls[0])
        return { "\(urls.filter { elf.match($0) != nil }.count)" }
    },
    ProbeCase(name: "rewrite-regex", sizes: smallRuleSizes) { count in
        let elf = router(["app://item/<int:id>"], limits: bigRuleLimits)
        let rules = (0..<count).map {
            Elf.RewriteRule(regex: #"^https://m\.example\.com/r\#($0)/(\d+)$"#, to: "app://item/$1")
        }
        let url = "https://m.example.com/r\(count - 1)/42"
        return {
            probeRewrite(elf) { try elf.replaceRewriteRules(with: elf.rewriteRules + rules) } + ", "
                + (elf.match(url)?.url ?? "no match")
        }
    },
    ProbeCase(name: "rewrite-chain", sizes: ruleSizes) { count in
        // Rule i rewrites app://s/i to app://s/i+1, so app://s/0 goes through `count` rewrites.
        let limits = Elf.RewriteLimits(maxRules: 100_000, maxChainLength: count, regexTimeLimit: 1e6)
        let elf = router([], limits: limits)
        try! elf.replaceRewriteRules(with: (0..<count).map { .init(from: "app://s/\($0)", to: "app://s/\($0 + 1)") })
        _ = try? elf.rewrite("app://warm")
        return { (try? elf.rewrite("app://s/0")) ?? "failed" }
    },
    ProbeCase(name: "url-rewrite", sizes: urlSizes) { size in
        let elf = router(["app://search/<term>"])
        try! elf.addRewriteRule(from: "https://example.com/find/<term>", to: "app://search/<term>")
        let url = "https://example.com/find/" + String(repeating: "ab%20c", count: size / 6)
        return { "\(elf.match(url)?.param("term")?.utf8.count ?? -1)" }
    },
    ProbeCase(name: "list-url", sizes: listSizes) { count in
        // Each element is appended in place: writing the list was quadratic.
        let elf = router([], maxURLLength: 4 << 20)
        let route = TaggedRoute(tags: Array(0..<count))
        return { "\((try? elf.url(for: route))?.utf8.count ?? -1)" }
    },
    ProbeCase(name: "list-too-long", sizes: listSizes) { count in
        // Refused at the limit, not after encoding the whole list.
        let elf = router([], maxURLLength: 8192)
        let route = TaggedRoute(tags: Array(0..<count))
        return { "\((try? elf.url(for: route)) == nil ? "refused" : "written")" }
    },
    ProbeCase(name: "restore-stack", sizes: listSizes) { count in
        // One container of `count` route values (issue 36, 3: each one copied the container's list).
        let elf = router([])
        try! elf.register(RestoredRoute.self)
        let saved = MainActor.assumeIsolated {
            Elf.StackNavigator(root: (0..<count).map { RestoredRoute(id: $0) }).savedNavigation
        }
        return { MainActor.assumeIsolated { probeRestore(elf, saved) } }
    },
    ProbeCase(name: "site-association", sizes: smallRuleSizes) { count in
        // The file's order compares only routes that share a first literal (it compared every pair).
        probeSiteAssociation(count, under: "")
    },
    ProbeCase(name: "site-association-shared-prefix", sizes: smallRuleSizes) { count in
        // Every route under one first literal: the order compares only routes whose leading
        // literals are prefixes of each other's (it compared every pair under `/shop`).
        probeSiteAssociation(count, under: "/shop")
    },
    ProbeCase(name: "rewrite-default", sizes: ruleSizes) { count in
        let elf = router([])
        let rules = rewriteRules(count)
        return { probeRewrite(elf) { try elf.replaceRewriteRules(with: elf.rewriteRules + rules) } }
    },
]

/// The site-association file of `count` routes under `prefix`: half refuse
/// universal links, each beside an allowed route it overlaps.
func probeSiteAssociation(_ count: Int, under prefix: String) -> () -> String {
    let elf = router([])
    try! elf.addEntryPoint("https://example.com")
    for index in 0..<count / 2 {
        try! elf.register("\(prefix)/r\(index)/<id>") { ProbeHandler() }
        try! elf.register("\(prefix)/r\(index)/x", allowedSources: [.internal]) { ProbeHandler() }
    }
    return { "\(elf.appSiteAssociation(appIDs: ["ABCDE12345.com.example.app"]).count) bytes" }
}

/// Registers `pattern` and reports the error, if any.
func probeRegister(_ elf: Elf, _ pattern: String) -> String {
    do {
        try elf.register(pattern) { ProbeHandler() }
        _ = elf.match("app://warm")
        return "registered"
    } catch {
        return "\(error.reason)@\(error.offset ?? 0)"
    }
}

/// Runs a rewrite-rule change and reports the rule count or the first error.
func probeRewrite(_ elf: Elf, _ change: () throws -> Void) -> String {
    do {
        try change()
        return "\(elf.rewriteRules.count) rules"
    } catch let error as Elf.RewriteRuleSetError where !error.errors.isEmpty {
        return "\(error.errors.count) errors: \(error.errors[0].reason)"
    } catch {
        return "\(error)"
    }
}

@main
struct ResourceProbe {
    static func main() {
        let arguments = CommandLine.arguments
        if arguments.count == 2, arguments[1] == "--list" {
            for probe in cases { print(probe.name, probe.sizes.map(String.init).joined(separator: " ")) }
            return
        }
        guard arguments.count == 3, let probe = cases.first(where: { $0.name == arguments[1] }),
            let size = Int(arguments[2])
        else {
            FileHandle.standardError.write(Data("usage: probe --list | probe <case> <size>\n".utf8))
            exit(2)
        }
        let work = probe.prepare(size)
        print(probeMeasured(work))
    }
}
