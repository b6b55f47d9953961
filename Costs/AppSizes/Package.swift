// swift-tools-version:6.2
// Small programs that measure what an app's binary pays for Elf
// (`bash scripts/app-sizes.sh`): each links the products of Elf it names and
// opens one URL, and NoElf links none, so the difference in text between a
// program and NoElf is what Elf adds to it.
import PackageDescription

/// Each program, and the products of the root package it links.
///
/// A program for another product needs a line here, its `main.swift` in
/// `Sources/<name>/`, its expected line in `scripts/app-sizes.sh` and its
/// ceiling in `Costs/AppSizes.baseline`.
let programs: [(name: String, products: [String])] = [
    ("NoElf", []),
    ("HandlerRoutes", ["Elf"]),
    ("TypedRoutes", ["Elf"]),
    ("TypedRoutesRewrite", ["Elf"]),
]

let package = Package(
    name: "AppSizes",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
        .visionOS(.v1),
    ],
    dependencies: [.package(name: "Elf", path: "../..")],
    targets: programs.map { program in
        .executableTarget(
            name: program.name,
            dependencies: program.products.map { .product(name: $0, package: "Elf") },
            swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
        )
    }
)
