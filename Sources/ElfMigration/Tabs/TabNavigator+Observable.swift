import Observation

/// A ``TabNavigator`` is `Observable`: SwiftUI redraws the views that read
/// its ``Elf/TabNavigator/selectedTab`` when another tab is selected. Each
/// tab's ``Elf/StackNavigator`` is observed on its own.
///
/// The selection is its ``Elf/TabNavigator/navigation``'s, which tells the
/// observers; this conformance lets SwiftUI bind to the navigator itself.
///
/// ```swift
/// TabView(selection: Bindable(tabs).selectedTab) { … }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Elf.TabNavigator: Observable {}
