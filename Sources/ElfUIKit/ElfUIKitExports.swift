// One import for a UIKit app: `import ElfUIKit` brings Elf along, as
// UIKitNavigation re-exports SwiftNavigation. `UIKitNavigator` shows Elf's
// screens for Elf's router, so an app that imports this product uses Elf
// anyway. CocoaPods compiles every subspec into the one module Elf, which
// must not import itself.
#if !COCOAPODS
    @_exported import Elf
#endif
