/// The async links still preparing, by the navigator each will show on, so
/// a screen the app shows itself on that navigator (a tap) cancels the link
/// and its load at once: internal navigation is newest-wins too.
///
/// Why a static table: the tap does not go through any router (the app calls
/// a handler's `handle()` or the navigator directly), so the navigator's
/// show methods are the only place that sees it, and a navigator does not
/// know which routers show on it. Everything here runs on the main actor.
@MainActor
enum AppNavigationWatch {
    /// One link preparing for a navigator.
    final class Watch {
        /// Cancels the link; returns `false` when the router is busy with
        /// its own navigation (restoring, or handling a link), which is not the app's.
        let cancel: @MainActor () -> Bool
        init(cancel: @escaping @MainActor () -> Bool) { self.cancel = cancel }
    }

    static var watches: [ObjectIdentifier: Watch] = [:]

    /// Watches `navigator` for the link `watch` stands for, replacing an older one.
    static func watch(_ navigator: any Elf.Navigator, with watch: Watch) {
        watches[ObjectIdentifier(navigator)] = watch
    }

    /// Stops watching `navigator` for `watch`'s link (it has prepared, or was replaced).
    static func forget(_ watch: Watch, on navigator: any Elf.Navigator) {
        let key = ObjectIdentifier(navigator)
        if watches[key] === watch { watches[key] = nil }
    }
}

extension Elf {
    /// Tells the routers that the app is showing a screen on `navigator`
    /// itself, so a link still preparing to show there (an
    /// ``AsyncHandler`` in ``pendingNavigation``) is cancelled with its
    /// load, and its miss says that the newer navigation won.
    ///
    /// Elf's navigators call it from the methods app code calls (`push`,
    /// `present`, `replaceTop(with:)`, ``Navigation/show(_:)``, and
    /// ElfUIKit's view-controller `push` and `present`); a navigator of your
    /// own calls it where the app shows a screen through it. Showing a
    /// screen the router itself shows (a link, restoration) does not cancel.
    ///
    /// ```swift
    /// func showPin(_ pin: Pin) {
    ///     Elf.appNavigates(on: self)
    ///     navigationController.pushViewController(PinViewController(pin: pin), animated: true)
    /// }
    /// ```
    @MainActor
    public static func appNavigates(on navigator: any Navigator) {
        let key = ObjectIdentifier(navigator)
        guard let watch = AppNavigationWatch.watches[key], watch.cancel() else { return }
        AppNavigationWatch.forget(watch, on: navigator)
    }
}

/// Whether a preparing link was settled by a tap (shared by the watch and the link's task).
@MainActor
final class SettledFlag {
    var isSettled = false
}
