// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Elf",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
        .visionOS(.v1),
    ],
    products: [
        .library(name: "Elf", targets: ["Elf"])
    ],
    targets: [
        .target(name: "Elf", swiftSettings: strictSettings),
        .executableTarget(name: "ElfDemo", dependencies: ["Elf"], swiftSettings: strictSettings),
        .testTarget(
            name: "ElfTests",
            dependencies: ["Elf"],
            resources: [.copy("Resources")],
            swiftSettings: strictSettings
        ),
    ]
)
