// swift-tools-version:6.1
// Elf's benchmarks live in their own package, so no benchmark dependency ever
// reaches the library's users. Run with: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "ElfBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Elf", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
    ],
    targets: [
        .executableTarget(
            name: "ElfBenchmarks",
            dependencies: [
                .product(name: "Elf", package: "Elf"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Benchmarks/ElfBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
