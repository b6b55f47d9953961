// One import for a SwiftUI app: `import ElfSwiftUI` brings Elf along, as
// SwiftUINavigation re-exports SwiftNavigation. Every type here takes Elf's
// router, routes and navigators, so an app that imports this product uses
// Elf anyway. CocoaPods compiles every subspec into the one module Elf,
// which must not import itself.
#if !COCOAPODS
    @_exported import Elf
#endif
