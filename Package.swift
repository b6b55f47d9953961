// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]
// Test targets build in Swift 6 mode without turning warnings into errors, so
// a suite that still calls a deprecated forward (as apps do while they
// migrate) compiles. CI fails on any warning in our own files instead
// (.ci/run greps the build log).
let testSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

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
        .library(name: "Elf", targets: ["Elf"]),
        // A product per UI framework, as SwiftUINavigation and UIKitNavigation
        // are: an app links only the layer it imports. Each re-exports Elf.
        .library(name: "ElfSwiftUI", targets: ["ElfSwiftUI"]),
        .library(name: "ElfUIKit", targets: ["ElfUIKit"]),
        // A build-time product: writes the apple-app-site-association file
        // from the routes (in a test or a script). The app target never links it.
        .library(name: "ElfSiteAssociation", targets: ["ElfSiteAssociation"]),
        // For code moved from another router: JLRoutes' scheme namespaces,
        // HandyRouter's modules, subscripts and value handlers, the
        // dictionary accessors and the handler protocols before
        // `Handler.receive(_:navigator:context:)`.
        .library(name: "ElfMigration", targets: ["ElfMigration"]),
        // For app test targets: a recording navigator and routing assertions.
        .library(name: "ElfTesting", targets: ["ElfTesting"]),
    ],
    targets: [
        .target(name: "Elf", swiftSettings: strictSettings),
        .target(name: "ElfSwiftUI", dependencies: ["Elf"], swiftSettings: strictSettings),
        .target(name: "ElfUIKit", dependencies: ["Elf"], swiftSettings: strictSettings),
        .target(name: "ElfSiteAssociation", dependencies: ["Elf"], swiftSettings: strictSettings),
        .target(name: "ElfMigration", dependencies: ["Elf"], swiftSettings: strictSettings),
        .target(name: "ElfTesting", dependencies: ["Elf"], swiftSettings: strictSettings),
        .testTarget(
            name: "ElfTests",
            dependencies: ["Elf", "ElfMigration", "ElfTesting", "ElfSwiftUI", "ElfUIKit", "ElfSiteAssociation"],
            resources: [.copy("Resources")],
            swiftSettings: testSettings
        ),

        // The example shop app (ExampleApp/): its routes and screens in a
        // library the tests can import, and the command-line tour. The app
        // links its UI layers; only its tests link ElfSiteAssociation.
        .target(
            name: "ExampleShop", dependencies: ["Elf", "ElfMigration", "ElfSwiftUI", "ElfUIKit"],
            path: "ExampleApp/Sources/ExampleShop", swiftSettings: strictSettings),
        .executableTarget(
            name: "ExampleApp", dependencies: ["ExampleShop"], path: "ExampleApp/Sources/ExampleApp",
            swiftSettings: strictSettings),
        .testTarget(
            name: "ExampleAppTests",
            dependencies: ["ExampleShop", "Elf", "ElfMigration", "ElfTesting", "ElfSiteAssociation"],
            path: "ExampleApp/Tests/ExampleAppTests", swiftSettings: testSettings),
    ]
)
