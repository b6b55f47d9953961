/// Shows route values as their types declare (``Elf/Route/presentation``),
/// on any navigator: pushed onto the selected tab or a tab of their own,
/// presented as a sheet or a cover, or shown as a tab's root, with their
/// parents first.
@MainActor
enum RouteShowing {
    /// Shows `route` on `navigator`; `nil` when it is shown (or already
    /// was: the same screen on top), otherwise why it is not.
    ///
    /// A route presented as ``Elf/Presentation/window`` opens a window
    /// through the navigator's opener; where none opens, it is pushed here,
    /// and `windows` hears why. A window opened shows the route's URL as a
    /// link from `source`.
    static func show(
        _ route: any Elf.Route, on navigator: any Elf.Navigator, source: Elf.LinkSource = .internal,
        windows: (WindowDecision) -> Void = { _ in }
    ) -> String? {
        let presentation = type(of: route).presentation
        var kind = presentation.kind
        if kind == .window {
            let decision = window(for: route, on: navigator, source: source)
            windows(decision)
            if case .opened = decision { return nil }
            kind = .push
        }
        if kind == .push || kind == .tabRoot {
            // The stack the route goes on is selected, with nothing over it.
            if let tabbed = navigator as? any Elf.TabbedNavigator {
                guard tabbed.uncoverStack(ofTab: presentation.tab) else {
                    return tabbed.takeFailure() ?? "the navigator did not uncover its stack"
                }
            } else if let tab = presentation.tab {
                return "the navigator has no tab \(loggableText(Elf.tabName(tab)))"
            } else if let stack = navigator as? Elf.StackNavigator, stack.containers.count > 1 {
                guard stack.dismissesSheetsToPush else {
                    return "a sheet or cover is presented over its stack, and dismissesSheetsToPush is false"
                }
                stack.dismissContainers(above: 0)
            }
        }
        let target = (navigator as? any TabStacks)?.selectedStack ?? navigator
        switch kind {
        case .tabRoot:
            // The tab's root view is not a screen of its stack: an empty stack
            // shows it, and the value is what the root view reads.
            target.setStack([], animated: true)
            (target as? Elf.StackNavigator)?.tabRoot = route
            return nil
        case .sheet, .fullScreenCover:
            let style: Elf.PresentationStyle = kind == .sheet ? .sheet : .fullScreenCover
            if let stack = target as? Elf.StackNavigator, let top = stack.containers.last, top.isPresented,
                top.screens.first?.identity == route.identity
            {
                return nil
            }
            // A present answers nothing: what the navigator failed to show before is not this one's failure.
            _ = target.takeFailure()
            target.present(route, style: style)
            return target.takeFailure()
        case .push, .window:
            return push(route, onto: target)
        }
    }

    /// What became of a route presented as ``Elf/Presentation/window``.
    enum WindowDecision: Equatable {
        /// A new window was opened for it.
        case opened
        /// The navigation is the window opened for it: it is pushed there.
        case ownWindow
        /// No window opened, for the reason given (log-safe): it is pushed in this window.
        case notOpened(String)
    }

    /// Opens a window for `route` through `navigator`'s opener, or says why not.
    private static func window(
        for route: any Elf.Route, on navigator: any Elf.Navigator, source: Elf.LinkSource
    ) -> WindowDecision {
        guard let windows = navigator as? any WindowOpening else {
            return .notOpened("a \(type(of: navigator)) opens no windows; a Navigation with a window opener does")
        }
        guard let url = route.restorationURL else { return .notOpened("its URL cannot be written") }
        if windows.window?.url == url { return .ownWindow }
        guard let opener = windows.windowOpener else {
            return .notOpened("no window opener is installed (the platform opens no windows)")
        }
        guard opener(Elf.WindowLink(url: url, source: source)) else {
            return .notOpened("the window opener opened no window")
        }
        return .opened
    }

    /// Pushes `route` onto `target`, whose stack ``show(_:on:)`` has
    /// uncovered, after those of its parents that the stack does not hold yet.
    private static func push(_ route: any Elf.Route, onto target: any Elf.Navigator) -> String? {
        guard let ancestors = RouteParents.ancestors(of: route) else {
            return "its parents loop: \(RouteParents.loop(from: route)?.joined(separator: " → ") ?? "")"
        }
        let held = Set(target.visibleStack.map(\.identity))
        // The parent already there: push the value alone. Otherwise the
        // ancestors the stack lacks, root first (a synthetic back stack).
        if let parent = ancestors.last, !held.contains(parent.identity) {
            for ancestor in ancestors where !held.contains(ancestor.identity) {
                target.push(ancestor, animated: false, allowsDuplicate: false)
            }
        }
        if target.topScreen?.identity == route.identity {
            // The same place is on top: replace it, so a carried model arrives.
            target.replaceTop(with: route, animated: false)
            return nil
        }
        guard target.push(route, animated: true, allowsDuplicate: false) else {
            return target.takeFailure() ?? "the navigator refused the push"
        }
        return nil
    }
}

/// A navigation that can open windows: a ``Elf/Navigation``, whatever the type of its tabs.
@MainActor
protocol WindowOpening: AnyObject {
    var windowOpener: (@MainActor (Elf.WindowLink) -> Bool)? { get }
    var window: Elf.WindowLink? { get }
}

extension Elf.Navigation: WindowOpening {}
