extension Elf {
    /// Restores a saved navigation state into `navigator` by routing its URLs again.
    ///
    /// ```swift
    /// @SceneStorage("navigation") private var saved: Data?
    ///
    /// .task { await elf.restore(SavedNavigation(data: saved), into: navigator) }
    /// ```
    ///
    /// Each URL is routed from `source` as ``handler(for:context:source:)``
    /// routes it (rewrite rules, link sources and interceptors apply), with a
    /// navigator of its own handed to the handler (``NavigatingHandler``);
    /// an ``AsyncHandler`` is prepared and awaited, and the handler runs. The
    /// screen it shows is the one restored, whether it pushed, presented or
    /// set a stack. The restored containers then replace the navigator's at
    /// once.
    ///
    /// Nothing here fails: a URL that no longer routes, or whose handler
    /// shows nothing, is dropped; a presented container left with no screen
    /// is dropped; data that did not read restores nothing. Each drop is
    /// returned and reported to ``logger`` as
    /// ``RouteEvent/restorationDropped(url:reason:)``.
    ///
    /// The router's own ``navigator`` is not used, and nothing of the
    /// links it handles meanwhile is cancelled: a link that opened the app
    /// while restoring still shows its screen. Handlers that capture a
    /// navigator of their own (instead of the one the router hands them)
    /// show into it, and what they show is not restored.
    ///
    /// - Returns: What was left out, and why.
    @MainActor
    @discardableResult
    public func restore(
        _ saved: SavedNavigation, into navigator: StackNavigator, source: LinkSource = .internal
    ) async -> [SavedNavigation.Dropped] {
        var dropped = readProblems(of: saved)
        let stack = saved.stacks.first { $0.tab == nil } ?? saved.stacks.first
        for other in saved.stacks where other.tab != stack?.tab {
            dropped.append(
                SavedNavigation.Dropped(url: nil, reason: "a navigator without tabs has no tab \(other.tab ?? "")"))
        }
        if let stack {
            navigator.replaceContainers(await restoredContainers(stack, source: source, dropped: &dropped))
        }
        return report(dropped)
    }

    /// Restores every saved tab into the tab of the same name, and selects
    /// the saved tab; see ``restore(_:into:source:)-(_,StackNavigator,_)``.
    ///
    /// ```swift
    /// await elf.restore(SavedNavigation(data: saved), into: tabs)
    /// ```
    ///
    /// A saved tab the navigator no longer has is dropped; a tab with no
    /// saved stack keeps its own.
    ///
    /// - Returns: What was left out, and why.
    @MainActor
    @discardableResult
    public func restore(
        _ saved: SavedNavigation, into navigator: TabNavigator, source: LinkSource = .internal
    ) async -> [SavedNavigation.Dropped] {
        var dropped = readProblems(of: saved)
        for stack in saved.stacks {
            guard let name = stack.tab, let tab = navigator.navigator(for: name) else {
                let reason = stack.tab.map { "the navigator has no tab \($0)" } ?? "a stack without a tab"
                dropped.append(SavedNavigation.Dropped(url: nil, reason: reason))
                continue
            }
            tab.replaceContainers(await restoredContainers(stack, source: source, dropped: &dropped))
        }
        if let selected = saved.selectedTab, !navigator.select(selected) {
            dropped.append(SavedNavigation.Dropped(url: nil, reason: "the navigator has no tab \(selected) to select"))
        }
        return report(dropped)
    }

    /// What reading the saved data left out.
    private func readProblems(of saved: SavedNavigation) -> [SavedNavigation.Dropped] {
        saved.problems.map { SavedNavigation.Dropped(url: nil, reason: $0) }
    }

    /// Logs each drop and returns them.
    private func report(_ dropped: [SavedNavigation.Dropped]) -> [SavedNavigation.Dropped] {
        if let logger {
            for drop in dropped { logger(.restorationDropped(url: drop.url, reason: drop.reason)) }
        }
        return dropped
    }

    /// The containers of a saved stack, with the screens their URLs route to.
    @MainActor
    private func restoredContainers(
        _ stack: SavedNavigation.Stack, source: LinkSource, dropped: inout [SavedNavigation.Dropped]
    ) async -> [StackNavigator.Container] {
        var containers: [StackNavigator.Container] = []
        for (index, saved) in stack.containers.enumerated() {
            var screens: [any Screen] = []
            for url in saved.urls {
                if let screen = await restoredScreen(for: url, source: source, dropped: &dropped) {
                    screens.append(screen)
                }
            }
            if index > 0, screens.isEmpty {
                dropped.append(SavedNavigation.Dropped(url: nil, reason: "a presented container has no screen left"))
                continue
            }
            if index > 0, !saved.isNavigationContainer { screens = Array(screens.prefix(1)) }
            containers.append(
                StackNavigator.Container(
                    id: index, screens: screens, isNavigationContainer: index == 0 || saved.isNavigationContainer,
                    isPresented: index > 0, style: index == 0 ? nil : saved.style ?? .sheet))
        }
        return containers
    }

    /// Routes `url` with a navigator of its own and returns the screen its handler showed.
    ///
    /// The handler is found as ``handler(for:context:source:)`` finds it,
    /// with the scratch navigator handed to it instead of the router's, then
    /// prepared (an ``AsyncHandler``) and run. The router's navigator, its
    /// pending navigation and its deferred URL are left alone, so a link that
    /// arrives while restoring is handled as usual.
    @MainActor
    private func restoredScreen(
        for url: String, source: LinkSource, dropped: inout [SavedNavigation.Dropped]
    ) async -> (any Screen)? {
        let scratch = StackNavigator()
        var pass = startPass(context: nil, source: source, mode: .finding)
        pass.navigator = scratch
        let handler: any Handler
        switch visitHandlers(for: url, pass, accepting: { _ in true }) {
        case .success(let found): handler = found
        case .failure(let miss):
            dropped.append(SavedNavigation.Dropped(url: url, reason: "it no longer routes: \(miss)"))
            return nil
        }
        if let asynchronous = handler as? any AsyncHandler { await asynchronous.prepare() }
        handler.handle()
        guard let screen = scratch.visibleStack.last else {
            dropped.append(SavedNavigation.Dropped(url: url, reason: "its handler showed no screen"))
            return nil
        }
        return screen
    }
}
