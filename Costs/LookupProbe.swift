// The probe behind scripts/lookup-costs.sh: sets up one lookup or
// registration case, then runs it inside `probeMeasured`, the only function
// callgrind counts (`--toggle-collect=*probeMeasured*`).
//
// It is compiled together with the library sources as module `Elf` (plain
// swiftc, no package), and with the benchmark package's GitHubRoutes.swift,
// GitHubTypedRoutes.swift, SyntheticRoutes.swift and Floor.swift, so the probe
// and the benchmarks read the same routes and URLs. It is built apart from
// ResourceProbe.swift: both have an `@main` type.
//
//     .build-costs/lookup-probe lookup <table> <match|params|floor>
//     .build-costs/lookup-probe register <routes>
//     .build-costs/lookup-probe launch <routes>     # a new router, <routes> registered, the first lookup
//     .build-costs/lookup-probe memory <routes>     # not for callgrind: malloc'd bytes
//     .build-costs/lookup-probe allocations <match|params|typed-match> <url> <rounds>   # one URL, for malloc counts
//     .build-costs/lookup-probe --list              # every callgrind case
import Foundation

#if canImport(MallocInfo)
    import MallocInfo  // Costs/MallocInfo: glibc's mallinfo2
#endif

/// Runs `work`; callgrind collects instructions only while this frame is live.
@inline(never)
func probeMeasured(_ work: () -> Int) -> Int {
    work()
}

/// A handler that does nothing: the probe measures the router, not handlers.
final class LookupProbeHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}

/// A router with `patterns` registered and its tree frozen (as the benchmarks' `makeElf`).
func makeProbeRouter(_ patterns: [String]) -> Elf {
    let elf = Elf()
    for pattern in patterns {
        do { try elf.register(pattern) { LookupProbeHandler() } } catch { fatalError("\(error)") }
    }
    _ = elf.match("app://warm")
    return elf
}

/// A typed route beside the GitHub table's factory routes: a table with one
/// typed route used to lose `match`'s fast path for every URL.
struct ProbeTypedRoute: Route {
    static let pattern = "app://typed-probe/<int:id>"
    var id: Int
}

/// The router of a lookup table: `github+typed` is the GitHub table with one
/// typed route, `github-typed` the whole GitHub table as route types.
func makeProbeRouter(table: String, _ patterns: [String]) -> Elf {
    if table == "github-typed" { return makeTypedProbeRouter(GitHubTypedRoutes.types, samePatternsAs: patterns) }
    let elf = makeProbeRouter(patterns)
    if table == "github+typed" {
        do { try elf.register(ProbeTypedRoute.self) { _ in LookupProbeHandler() } } catch { fatalError("\(error)") }
        _ = elf.match("app://warm")
    }
    return elf
}

/// A router with every type of `types` registered, as an app registers its
/// route types (each with a factory, so handling needs no navigator), and
/// its tree frozen; it stops unless the types' patterns are `patterns`, so
/// the typed table is the factory table it is compared with.
func makeTypedProbeRouter(_ types: [any Route.Type], samePatternsAs patterns: [String]) -> Elf {
    func register<R: Route>(_ type: R.Type, in elf: Elf) {
        do { try elf.register(type) { _ in LookupProbeHandler() } } catch { fatalError("\(error)") }
    }
    let elf = Elf()
    for type in types { register(type, in: elf) }
    precondition(types.map { $0.pattern } == patterns, "the typed GitHub routes are not the GitHub table")
    _ = elf.match("app://warm")
    return elf
}

/// The GitHub table, alone or grown by `extra` synthetic routes (the benchmarks' "Growth" tables).
func probeTable(_ name: String) -> [String]? {
    switch name {
    case "github", "github+typed", "github-typed": GitHubRoutes.elfPatterns
    case "github+100": GitHubRoutes.elfPatterns + SyntheticRoutes(count: 100).patterns
    case "github+100000": GitHubRoutes.elfPatterns + SyntheticRoutes(count: 100_000).patterns
    default: nil
    }
}

/// Every URL of the GitHub benchmark: those that match, then those that miss.
let probeURLs = GitHubRoutes.matchingURLs + GitHubRoutes.missingURLs

/// Rounds over `probeURLs` inside the measured region (one more runs before it, to warm up).
let probeRounds = 10

/// What a lookup case does with each URL.
///
/// Besides the three kinds the script measures, `scan` only scans the URL
/// and `walk` scans it and walks the tree (no lock, no `RouteMatch`): they
/// split a lookup's cost when profiling.
enum ProbeKind: String {
    case match, params, floor, scan, walk
}

/// `rounds` rounds of lookups over `probeURLs`, reduced to a number so nothing is optimised away.
///
/// One function for the warm-up round and the measured ones, so the
/// measured rounds run exactly the code the warm-up ran: anything done once
/// per call site (a type's metadata instantiated on first use) is done
/// before callgrind counts. The kind is switched on once per round, not per
/// URL, so the floor pays for no dispatch.
@inline(never)
func lookupRounds(_ elf: Elf, _ kind: ProbeKind, rounds: Int) -> Int {
    var total = 0
    for _ in 0..<rounds {
        switch kind {
        case .match:
            for url in probeURLs { total &+= elf.match(url) == nil ? 0 : 1 }
        case .params:
            for url in probeURLs { total &+= elf.match(url)?.params.count ?? 0 }
        case .floor:
            for url in probeURLs { total &+= Int(truncatingIfNeeded: floorWalk(url)) }
        case .scan:
            for url in probeURLs {
                total &+= withUTF8Bytes(of: url) { (try? elf.lookup.scanner.scan($0))?.path.count ?? -1 }
            }
        case .walk:
            let tree = elf.currentTree()
            for url in probeURLs {
                total &+= withUTF8Bytes(of: url) { bytes in
                    guard let scanned = try? elf.lookup.scanner.scan(bytes) else { return -1 }
                    return tree.tree.firstMatch(scanned, in: bytes, options: elf.lookup.options)?.route ?? -1
                }
            }
        }
    }
    return total
}

/// The bytes malloc has handed out and not had back, large mapped blocks included.
func mallocInUse() -> Int {
    #if canImport(MallocInfo)
        Int(elf_malloc_in_use())
    #else
        0
    #endif
}

@main
struct LookupProbe {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch (arguments.first, arguments.count) {
        case ("--list", 1):
            for table in ["github", "github+typed", "github-typed", "github+100", "github+100000"] {
                for kind in ["match", "params", "floor"] { print("lookup", table, kind) }
            }
            print("register", 100_000)
            for count in SyntheticRoutes.launchSizes { print("launch", count) }
        case ("lookup", 3):
            guard let patterns = probeTable(arguments[1]), let kind = ProbeKind(rawValue: arguments[2]) else {
                usage()
            }
            let elf = makeProbeRouter(table: arguments[1], patterns)
            let warm = lookupRounds(elf, kind, rounds: 1)
            let result = probeMeasured { lookupRounds(elf, kind, rounds: probeRounds) }
            precondition(result == warm &* probeRounds, "a lookup gave different results in different rounds")
            print("operations \(probeRounds * probeURLs.count) result \(result)")
        case ("register", 2):
            guard let count = Int(arguments[1]) else { usage() }
            let patterns = SyntheticRoutes(count: count).patterns
            // The router outlives the measured region: its teardown is not registration.
            var router: Elf?
            let routes = probeMeasured {
                router = makeProbeRouter(patterns)
                return router?.registeredPatterns.count ?? 0
            }
            withExtendedLifetime(router) { print("operations 1 result \(routes)") }
        case ("launch", 2):
            // What an app pays on its launch path: the first router the
            // process makes (so one-time runtime work counts), the routes
            // registered one by one, and the first lookup, which freezes the tree.
            guard let count = Int(arguments[1]) else { usage() }
            let table = SyntheticRoutes(count: count)
            let patterns = table.patterns
            let url = table.matchingURLs[table.matchingURLs.count / 2]
            var router: Elf?
            let matched = probeMeasured {
                let elf = Elf()
                for pattern in patterns {
                    do { try elf.register(pattern) { LookupProbeHandler() } } catch { fatalError("\(error)") }
                }
                router = elf
                return elf.match(url) == nil ? 0 : 1
            }
            precondition(matched == 1, "the first lookup after registration did not match \(url)")
            withExtendedLifetime(router) { print("operations 1 result \(matched)") }
        case ("allocations", 4):
            // scripts/allocation-counts.sh runs this with two round counts
            // and takes the difference of the malloc calls callgrind counts:
            // callgrind counts calls over the whole run (setup included), so
            // only the difference isolates the measured lookups.
            // `typed-match` is `match` in the GitHub table registered as route
            // types, where each match a route takes is decoded by its check.
            let typed = arguments[1] == "typed-match"
            guard let kind = typed ? .match : ProbeKind(rawValue: arguments[1]), kind == .match || kind == .params,
                let rounds = Int(arguments[3])
            else { usage() }
            let url = arguments[2]
            let elf =
                typed
                ? makeTypedProbeRouter(GitHubTypedRoutes.types, samePatternsAs: GitHubRoutes.elfPatterns)
                : makeProbeRouter(GitHubRoutes.elfPatterns)
            let lookup: () -> Int =
                kind == .match
                ? { elf.match(url) == nil ? 0 : 1 } : { elf.match(url)?.params.count ?? 0 }
            let warm = lookup()
            let result = probeMeasured {
                var total = 0
                for _ in 0..<rounds { total &+= lookup() }
                return total
            }
            precondition(result == warm &* rounds, "a lookup gave different results in different rounds")
            print("operations \(rounds) result \(result)")
        case ("memory", 2):
            guard let count = Int(arguments[1]) else { usage() }
            memory(count)
        default:
            usage()
        }
    }

    /// Prints the bytes a router of `count` synthetic routes holds per route once its tree is frozen.
    ///
    /// It counts them two ways:
    /// - `own`: what the router allocated, measured while the caller still
    ///   holds its pattern strings (which the router shares rather than copies);
    /// - `with-texts`: everything the router keeps alive once the caller has
    ///   dropped its strings, so the pattern texts count too.
    ///
    /// Both are malloc's in-use bytes (glibc's `mallinfo2`), so capacity the
    /// router reserved but has not filled counts, and pages do not round.
    static func memory(_ count: Int) {
        let start = mallocInUse()
        var own = 0
        let elf = Elf()
        do {
            let patterns = SyntheticRoutes(count: count).patterns
            let before = mallocInUse()
            for pattern in patterns {
                do { try elf.register(pattern) { LookupProbeHandler() } } catch { fatalError("\(error)") }
            }
            _ = elf.match("app://warm")
            own = mallocInUse() - before
        }
        let withTexts = mallocInUse() - start
        func perRoute(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / Double(count)) }
        print("routes \(count)")
        print("own-per-route \(perRoute(own))")
        print("with-texts-per-route \(perRoute(withTexts))")
        withExtendedLifetime(elf) {}
    }

    static func usage() -> Never {
        FileHandle.standardError.write(
            Data(
                "usage: lookup-probe --list | lookup <table> <match|params|floor> | register <n> | launch <n> | memory <n> | allocations <match|params|typed-match> <url> <rounds>\n"
                    .utf8))
        exit(2)
    }
}
