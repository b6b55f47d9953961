#if !COCOAPODS
    import Elf
#endif

/// What `UIKitNavigator` decides before it touches UIKit: where a push goes,
/// what it dismisses first, which tab a value names, and why it refuses.
///
/// Plain values, outside `#if canImport(UIKit)`, so the decisions run in the
/// tests on Linux (`UIKitPlacementTests`); the navigator reads the window
/// into these values and carries out the answer. The rules are those of
/// `StackNavigator` and `RecordingNavigator`, with the same words for the
/// same refusal.
enum UIKitPlacement {
    /// Where a push goes.
    enum Push: Equatable {
        /// Dismiss what is presented above `level` (nothing, when it is the
        /// top), then push onto the navigation controller of `level`: 0 is
        /// the window's root, 1 the controller presented over it, and so on.
        case onto(level: Int)
        /// No push, for the reason given.
        case refused(String)
    }

    /// Where a push goes, given for each level (the window's root first,
    /// then each controller presented over the one before) whether it has a
    /// navigation controller to push onto.
    ///
    /// The top-most level with navigation takes the push; the alerts and
    /// sheets without navigation above it are dismissed first, unless
    /// `dismissesSheetsToPush` is false.
    static func push(navigation levels: [Bool], dismissesSheetsToPush: Bool) -> Push {
        guard let level = levels.lastIndex(of: true) else { return .refused(noNavigation) }
        if level < levels.count - 1, !dismissesSheetsToPush { return .refused(coveredStack) }
        return .onto(level: level)
    }

    /// Why the stack a route value goes on cannot be uncovered, with
    /// `presented` controllers over the window's root; `nil` when it can
    /// (they are all dismissed).
    static func uncover(presented: Int, dismissesSheetsToPush: Bool) -> String? {
        presented == 0 || dismissesSheetsToPush ? nil : coveredTab
    }

    /// The position of `tab` in `tabs`, or `nil` when it is not one of them
    /// (a value of another type is never a tab).
    static func index(of tab: any Hashable & Sendable, in tabs: [any Hashable & Sendable]) -> Int? {
        let wanted = AnyHashable(tab)
        return tabs.firstIndex { AnyHashable($0) == wanted }
    }

    /// The screens of a navigation controller's `controllers`: on a tab, its
    /// first controller is the tab's root view, not a screen, as on a tab of
    /// a `Navigation`.
    static func screens<Controller>(of controllers: [Controller], onTab: Bool) -> ArraySlice<Controller> {
        onTab ? controllers.dropFirst() : controllers[...]
    }

    /// Why a screen was not shown: the factory made no view controller for it.
    static func noViewController(for screen: any Elf.Screen) -> String {
        "the factory made no view controller for \(Elf.loggableText(String(describing: type(of: screen)))) "
            + "(identity \(Elf.loggableText(screen.identity)))"
    }

    /// Why a tab was not selected.
    static func noTab(_ tab: any Hashable & Sendable) -> String {
        "the navigator has no tab \(Elf.loggableText(String(describing: tab)))"
    }

    /// Why a push was refused: nothing on screen has a navigation controller.
    static let noNavigation =
        "no navigation controller to push on: the window's root is not a navigation controller or a tab bar "
        + "controller of them, and nothing presented is one"

    /// Why a push was refused: the words of `StackNavigator`'s refusal.
    static let coveredStack =
        "a sheet or cover without navigation covers the stack, and dismissesSheetsToPush is false"

    /// Why a route value's tab was not uncovered: the words of `Navigation`'s refusal.
    static let coveredTab =
        "a sheet or cover is presented over the selected tab, and dismissesSheetsToPush is false"
}
