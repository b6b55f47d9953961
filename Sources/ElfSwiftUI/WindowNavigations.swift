#if !COCOAPODS
    import Elf
#endif

/// The navigations the windows of `RouterView` show, so a window that
/// appears knows whether the router's navigator is another window's or one
/// no window shows (none yet, or the navigation the router was made with to
/// check its route types' tabs).
///
/// Platform-neutral, so Linux tests it.
@MainActor
enum WindowNavigations {
    private static var shown: Set<ObjectIdentifier> = []

    /// Records that a window shows `navigation`, and answers whether it
    /// becomes the router's active one: when the router's navigator
    /// (`current`) is shown by no window, or the window was opened for a link.
    static func appearing(
        _ navigation: any Navigator, takesOverFrom current: (any Navigator)?, openedForLink: Bool
    ) -> Bool {
        let currentIsShown = current.map { shown.contains(ObjectIdentifier($0)) } ?? false
        shown.insert(ObjectIdentifier(navigation))
        return openedForLink || !currentIsShown
    }

    /// Records that no window shows `navigation` any more.
    static func disappearing(_ navigation: any Navigator) {
        shown.remove(ObjectIdentifier(navigation))
    }
}
