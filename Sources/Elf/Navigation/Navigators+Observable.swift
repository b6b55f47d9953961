import Observation

/// A ``StackNavigator`` is `Observable`: SwiftUI redraws the views that read
/// its ``Elf/StackNavigator/containers`` (and so ``Elf/StackNavigator/path``
/// and ``Elf/StackNavigator/visibleStack``) when they change, and
/// `withObservationTracking` sees every change.
///
/// ```swift
/// withObservationTracking {
///     _ = navigator.path
/// } onChange: {
///     print("the path will change")
/// }
/// navigator.push(ProductRoute(id: 42))   // prints "the path will change"
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Elf.StackNavigator: Observable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Elf.Navigation: Observable {}
