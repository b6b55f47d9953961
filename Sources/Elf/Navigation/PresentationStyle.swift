extension Elf {
    /// How a presented container covers the one below it.
    ///
    /// SwiftUI shows a ``sheet`` with `.sheet(item:)` and a
    /// ``fullScreenCover`` with `.fullScreenCover(item:)`; `UIKitNavigator`
    /// sets the matching `modalPresentationStyle`.
    ///
    /// ```swift
    /// navigator.present(LoginRoute(), style: .fullScreenCover)
    /// ```
    public enum PresentationStyle: String, Sendable, Hashable, Codable, CaseIterable {
        /// A card over the screen below, which the user can swipe away.
        case sheet
        /// The whole screen, which only the app dismisses.
        case fullScreenCover
    }
}

/// How a presented container covers the one below it; the same type as ``Elf/PresentationStyle``.
///
/// ```swift
/// let style: PresentationStyle = .sheet
/// ```
public typealias PresentationStyle = Elf.PresentationStyle
