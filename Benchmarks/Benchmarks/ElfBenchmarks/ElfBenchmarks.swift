import Benchmark
import Foundation
import Elf

/// A handler that does nothing, so `handleURL` measures the router's part of the lifecycle.
final class NoopHandler: Handler {
    var params: [String: String] = [:]
    func convert(params: [String: String], queryParams: [String: String]) { self.params = params }
    func handle() {}
}

/// A router with `patterns` registered.
func makeElf(_ patterns: [String]) -> Elf {
    let elf = Elf()
    for pattern in patterns {
        do { try elf.register(pattern) { NoopHandler() } } catch { fatalError("\(error)") }
    }
    _ = elf.match("app://warm")  // freezes the tree outside the timed region
    return elf
}

/// A typed route's handler that keeps the value it was made from and does nothing with it.
final class RouteValueNoopHandler: Handler {
    let route: any Elf.Route
    init(route: any Elf.Route) { self.route = route }
    func handle() {}
}

/// A router with every type of `types` registered, each with a factory (so
/// `handleURL` needs no navigator); it stops unless the types' patterns are
/// `patterns`, so the typed table is the factory table it is compared with.
func makeTypedElf(_ types: [any Elf.Route.Type], samePatternsAs patterns: [String]) -> Elf {
    func register<R: Elf.Route>(_ type: R.Type, in elf: Elf) {
        do { try elf.register(type) { route in RouteValueNoopHandler(route: route) } } catch { fatalError("\(error)") }
    }
    precondition(types.map { $0.pattern } == patterns, "the typed GitHub routes are not the GitHub table")
    let elf = Elf()
    for type in types { register(type, in: elf) }
    _ = elf.match("app://warm")  // freezes the tree outside the timed region
    return elf
}

/// Every benchmark of one route set: Elf, the two rivals and the floor, on the same URLs.
func lookupBenchmarks(
    _ name: String, patterns: @escaping @Sendable () -> [String], serverPaths: @escaping @Sendable () -> [String],
    urls: [String], large: Bool = false
) {
    let paths = urls.map(serverPath(of:))
    // Hummingbird's trie scans siblings one by one, so in large tables a
    // thousand rounds of lookups would take minutes: sample single rounds there.
    let perLookup = Benchmark.Configuration(scalingFactor: large ? .one : .kilo, maxIterations: large ? 200 : 1_000)

    nonisolated(unsafe) var elf: Elf!
    Benchmark("\(name) [\(urls.count) URLs]: Elf match", configuration: perLookup) { benchmark in
        for _ in benchmark.scaledIterations {
            for url in urls { blackHole(elf.match(url)) }
        }
    } setup: {
        elf = makeElf(patterns())
    }

    nonisolated(unsafe) var routingKit: RoutingKitRival!
    Benchmark("\(name) [\(urls.count) URLs]: RoutingKit", configuration: perLookup) { benchmark in
        for _ in benchmark.scaledIterations {
            for path in paths { blackHole(routingKit.route(path)) }
        }
    } setup: {
        routingKit = RoutingKitRival(paths: serverPaths())
    }

    // Hummingbird's trie scans siblings one by one and backtracks through
    // every parameter branch: in tables of 10,000 routes and more one round of
    // these URLs takes seconds, so it is measured on the smaller tables only.
    guard !large else {
        floorBenchmark(name, urls: urls, configuration: perLookup)
        return
    }
    nonisolated(unsafe) var hummingbird: HummingbirdRival!
    Benchmark("\(name) [\(urls.count) URLs]: Hummingbird", configuration: perLookup) { benchmark in
        for _ in benchmark.scaledIterations {
            for path in paths { blackHole(hummingbird.route(path)) }
        }
    } setup: {
        hummingbird = HummingbirdRival(paths: serverPaths())
    }

    floorBenchmark(name, urls: urls, configuration: perLookup)
}

/// The floor for one URL set: walk the bytes, hash the segments.
func floorBenchmark(_ name: String, urls: [String], configuration: Benchmark.Configuration) {
    Benchmark("\(name) [\(urls.count) URLs]: floor", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            for url in urls { blackHole(floorWalk(url)) }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    // The app-sized table: every URL that matches, and every one that misses.
    let githubPatterns = GitHubRoutes.elfPatterns
    let githubPaths = GitHubRoutes.serverPaths
    lookupBenchmarks(
        "GitHub", patterns: { githubPatterns }, serverPaths: { githubPaths },
        urls: GitHubRoutes.matchingURLs + GitHubRoutes.missingURLs)

    // The same table registered as route types (GitHubTypedRoutes.swift), as
    // the SwiftUI article has apps declare routes: `match` decodes the value
    // of a typed route it finds (a value that does not decode is no match).
    // scripts/lookup-costs.sh counts the same lookups in instructions
    // (`lookup github-typed`).
    let githubURLs = GitHubRoutes.matchingURLs + GitHubRoutes.missingURLs
    nonisolated(unsafe) var githubTyped: Elf!
    Benchmark(
        "GitHub typed [\(githubURLs.count) URLs]: Elf match",
        configuration: .init(scalingFactor: .kilo, maxIterations: 1_000)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            for url in githubURLs { blackHole(githubTyped.match(url)) }
        }
    } setup: {
        githubTyped = makeTypedElf(GitHubTypedRoutes.types, samePatternsAs: githubPatterns)
    }

    // Allocations of single lookups (malloc counts are exact, so CI gates on them).
    nonisolated(unsafe) var github: Elf!
    let allocations: [(String, String)] = [
        ("static route", "app://user/repos"),
        ("two parameters", "app://repos/apple/swift"),
        ("four parameters", "app://legacy/issues/search/apple/swift/open/crash"),
        ("miss", "app://nowhere"),
    ]
    // Malloc counts are exact: any change at all fails `baseline check`.
    let exactMallocs = Benchmark.Configuration(
        metrics: [.mallocCountTotal], scalingFactor: .one,
        thresholds: [.mallocCountTotal: BenchmarkThresholds(relative: [.p90: 0], absolute: [.p90: 0])])
    for (label, url) in allocations {
        Benchmark("Allocations: match \(label)", configuration: exactMallocs) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(github.match(url)) }
        } setup: {
            github = makeElf(githubPatterns)
        }
    }
    Benchmark("Allocations: match four parameters and read params", configuration: exactMallocs) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(github.match("app://legacy/issues/search/apple/swift/open/crash")?.params)
        }
    } setup: {
        github = makeElf(githubPatterns)
    }

    // The whole lifecycle: match, make a handler, convert, handle.
    Benchmark("GitHub: Elf handleURL", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let iterations = benchmark.scaledIterations
        let router = github!
        await MainActor.run {
            for _ in iterations {
                for url in GitHubRoutes.matchingURLs { blackHole(router.handleURL(url: url)) }
            }
        }
    } setup: {
        github = makeElf(githubPatterns)
    }

    // The same lifecycle over the typed table: match, decode the value, make
    // the handler from it, handle.
    Benchmark("GitHub typed: Elf handleURL", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let iterations = benchmark.scaledIterations
        let router = githubTyped!
        await MainActor.run {
            for _ in iterations {
                for url in GitHubRoutes.matchingURLs { blackHole(router.handleURL(url: url)) }
            }
        }
    } setup: {
        githubTyped = makeTypedElf(GitHubTypedRoutes.types, samePatternsAs: githubPatterns)
    }

    // Growth: the same GitHub URLs while the table around them grows, so the
    // only thing that changes between these runs is the number of routes.
    for extra in [100, 100_000] {
        let table = githubPatterns + SyntheticRoutes(count: extra).patterns
        nonisolated(unsafe) var grown: Elf!
        Benchmark(
            "Growth +\(extra) [\(GitHubRoutes.matchingURLs.count) URLs]: Elf match",
            configuration: .init(scalingFactor: .kilo)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                for url in GitHubRoutes.matchingURLs { blackHole(grown.match(url)) }
            }
        } setup: {
            grown = makeElf(table)
        }
    }

    // Launch: what an app pays on its launch path, every launch: a new
    // router, a table of N routes registered one by one, and the first
    // lookup (which freezes the tree). scripts/launch-costs.sh counts the
    // same work in instructions and gates CI on it (Costs/Launch.baseline).
    for size in SyntheticRoutes.launchSizes {
        let table = SyntheticRoutes(count: size)
        let patterns = table.patterns
        let url = table.matchingURLs[table.matchingURLs.count / 2]
        let path = serverPath(of: url)
        let serverPaths = rivalPaths(of: patterns)
        let launch = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], maxIterations: size >= 10_000 ? 20 : 200)
        Benchmark("Launch \(size): Elf", configuration: launch) { benchmark in
            for _ in benchmark.scaledIterations {
                let elf = Elf()
                for pattern in patterns {
                    do { try elf.register(pattern) { NoopHandler() } } catch { fatalError("\(error)") }
                }
                blackHole(elf.match(url))
            }
        }
        Benchmark("Launch \(size): RoutingKit", configuration: launch) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(RoutingKitRival(paths: serverPaths).route(path))
            }
        }
    }

    // Synthetic tables: lookups must stay flat as the table grows.
    for size in [10, 100, 1_000, 10_000, 100_000] {
        let table = SyntheticRoutes(count: size)
        let patterns = table.patterns
        let serverPaths = rivalPaths(of: patterns)
        lookupBenchmarks(
            "Table \(size)", patterns: { patterns }, serverPaths: { serverPaths },
            urls: table.matchingURLs + table.missingURLs, large: size >= 10_000)

        Benchmark("Register \(size): Elf", configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta], maxIterations: size >= 10_000 ? 5 : 50)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(makeElf(patterns)) }
        }
        Benchmark("Register \(size): RoutingKit", configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta], maxIterations: size >= 10_000 ? 5 : 50)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(RoutingKitRival(paths: serverPaths)) }
        }
    }
}

/// Synthetic patterns as the rivals' server paths.
///
/// The rivals have no typed parameters, so `<int:x>` and `<x>` at the same
/// place are one route to them: the first is kept, as they would.
func rivalPaths(of patterns: [String]) -> [String] {
    var seenPaths: Set<String> = []
    return patterns.map { pattern in
        serverPath(of: pattern).replacingOccurrences(of: "<int:", with: ":").replacingOccurrences(of: "<", with: ":")
            .replacingOccurrences(of: ">", with: "")
    }.filter { seenPaths.insert($0.replacingOccurrences(of: #":[a-z0-9]+"#, with: ":", options: .regularExpression)).inserted }
}
