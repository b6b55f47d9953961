extension Elf {
    /// Restores a saved navigation state into `navigator`: route values come
    /// back as themselves, other screens by routing their URLs again.
    ///
    /// ```swift
    /// @SceneStorage("navigation") private var saved: Data?
    ///
    /// .task { await elf.restore(SavedNavigation(data: saved), into: navigator) }
    /// ```
    ///
    /// Every URL goes through the gates a link goes through, from `source`
    /// (``LinkSource/restoration`` unless you say otherwise): rewrite rules,
    /// the sources a route allows and interceptors apply, so a saved file
    /// never opens what a link from it could not. Then:
    /// - a screen that was a route value comes back as its decoded value,
    ///   whoever pushed it (the router, or a handler of its own), and no
    ///   handler runs;
    /// - any other screen's URL is routed again, and its handler runs on the live navigator, with that
    ///   source: a handler can tell it from a live link and skip side effects
    ///   (a ``Navigation``'s ``Navigation/isRestoring`` is true meanwhile);
    /// - a page an interceptor defers (a login gate) is held back, with what
    ///   was above it, and handled as a link once the rest is restored, so
    ///   the gate shows its login and continues the page after it;
    /// - a URL that no longer routes, or that the gates refuse, is dropped.
    ///
    /// Links handled while restoration runs wait, and are handled in order
    /// once it ends, so the restored stacks never overwrite their screens.
    ///
    /// A ``Navigation`` whose window was opened for a link (its
    /// ``Navigation/window``) shows that link once the rest is restored, as
    /// a link from the link's source, unless the saved state is that
    /// window's own (``SavedNavigation/window``), which shows it already.
    /// With several windows, restore each window's saved state into its own
    /// navigation: they restore independently, one router for all.
    ///
    /// Nothing here fails: corrupted, old or foreign data restores what it
    /// can. Each drop is returned and reported to ``logger`` as
    /// ``RouteEvent/restorationDropped(url:reason:)``.
    ///
    /// - Returns: What was left out, and why.
    @MainActor
    @discardableResult
    public func restore(
        _ saved: SavedNavigation, into navigator: some Navigator, source: LinkSource = .restoration
    ) async -> [SavedNavigation.Dropped] {
        switch navigator {
        case let tabbed as any TabStacks:
            let dropped = await restoreTabs(
                saved, into: tabbed, source: source, restorationAware: tabbed as? RestorationAware)
            // A window opened for a link shows it on top, unless the state is the window's own and shows it.
            if let link = (tabbed as? any WindowOpening)?.window, saved.window != link.url {
                deliver(link.url, from: link.source, into: tabbed)
            }
            return dropped
        default:
            return await restoring(saved, source: source, restorationAware: nil) { restoration in
                let stack = saved.stacks.first { $0.tab == nil } ?? saved.stacks.first
                for other in saved.stacks where other.tab != stack?.tab {
                    restoration.drop(nil, "a navigator without tabs has no tab \(Self.loggableText(other.tab ?? ""))")
                }
                guard let stack else { return }
                guard let target = navigator as? StackNavigator else {
                    restoration.drop(
                        nil,
                        "\(type(of: navigator)) cannot be restored into: use a StackNavigator or a Navigation"
                    )
                    return
                }
                await restoration.restore(stack, into: target, navigator: navigator)
            }
        }
    }

    /// Holds links from outside until the coming ``restore(_:into:source:)``
    /// has ended, then shows them on top of what it restored.
    ///
    /// Call it at launch, before any link can arrive, when the app restores
    /// navigation itself (`RouterView` calls it for you). Without it, a link
    /// handled before `restore` starts is shown, then covered by the restored
    /// stacks. It does nothing once a restoration has ended.
    ///
    /// ```swift
    /// @main struct PinsApp: App {
    ///     init() { router.holdLinksForRestoration() }
    ///     var body: some Scene {
    ///         WindowGroup {
    ///             ContentView()
    ///                 .task { await router.restore(saved, into: navigation) }   // then the held links
    ///                 .onOpenURL { router.deliver($0.absoluteString, from: .customScheme) }
    ///         }
    ///     }
    /// }
    /// ```
    @MainActor
    public func holdLinksForRestoration() {
        guard !handling.hasRestored else { return }
        handling.isRestoring = true
    }

    @MainActor
    private func restoreTabs(
        _ saved: SavedNavigation, into tabbed: any TabStacks, source: LinkSource,
        restorationAware: RestorationAware?
    ) async -> [SavedNavigation.Dropped] {
        await restoring(saved, source: source, restorationAware: restorationAware) { restoration in
            // The selected tab last: handlers act on "the selected tab", and the saved one ends selected.
            let selected = saved.selectedTab ?? saved.stacks.last?.tab
            let ordered = saved.stacks.filter { $0.tab != selected } + saved.stacks.filter { $0.tab == selected }
            for stack in ordered {
                guard let name = stack.tab, let target = tabbed.namedStacks.first(where: { $0.name == name })?.stack
                else {
                    let reason =
                        stack.tab.map { "the navigator has no tab \(Self.loggableText($0))" } ?? "a stack without a tab"
                    restoration.drop(nil, reason)
                    continue
                }
                // Handlers that act on "the selected tab" act on this one.
                _ = tabbed.selectTab(named: name)
                await restoration.restore(stack, into: target, navigator: tabbed)
            }
            if let selected, !tabbed.selectTab(named: selected) {
                restoration.drop(nil, "the navigator has no tab \(Self.loggableText(selected)) to select")
            }
        }
    }

    /// Runs `body` with links held, then handles the pages held behind
    /// gates and the links that waited, and reports the drops.
    @MainActor
    private func restoring(
        _ saved: SavedNavigation, source: LinkSource, restorationAware: RestorationAware?,
        _ body: (Restoration) async -> Void
    ) async -> [SavedNavigation.Dropped] {
        let restoration = Restoration(router: self, source: source)
        for problem in saved.problems { restoration.drop(nil, problem) }
        // Windows restore at once: links wait until the last of them ends.
        handling.restorationsRunning += 1
        handling.isRestoring = true
        restorationAware?.isRestoring = true
        await body(restoration)
        restorationAware?.isRestoring = false
        handling.restorationsRunning -= 1
        handling.isRestoring = handling.restorationsRunning > 0
        handling.hasRestored = true
        handling.restorationsEnded += 1
        for url in restoration.held { _ = handle(LinkRequest(url: url, context: nil, source: source)) }
        let waiting = handling.waitingForRestoration
        handling.waitingForRestoration = []
        for link in waiting { _ = handle(link) }
        // Then the links the doors delivered meanwhile, on top of what was restored.
        showHeldLinks()
        if let logger {
            for drop in restoration.dropped { logger(.restorationDropped(url: drop.url, reason: drop.reason)) }
        }
        return restoration.dropped
    }
}

/// A navigation state that shows whether a restoration is running.
@MainActor
protocol RestorationAware: AnyObject {
    var isRestoring: Bool { get set }
}

extension Elf.Navigation: RestorationAware {}

/// One restoration's work: the drops, the pages held behind gates, and the
/// rebuilding of each saved stack.
@MainActor
final class Restoration {
    let router: Elf
    let source: Elf.LinkSource
    private(set) var dropped: [Elf.SavedNavigation.Dropped] = []
    /// Pages an interceptor deferred, in order: handled as links at the end.
    private(set) var held: [String] = []

    init(router: Elf, source: Elf.LinkSource) {
        self.router = router
        self.source = source
    }

    func drop(_ url: String?, _ reason: String) {
        dropped.append(Elf.SavedNavigation.Dropped(url: url, reason: reason))
    }

    /// What one saved URL restores to.
    enum Step {
        /// A route value: placed as it is, no handler runs.
        case value(any Elf.Route)
        /// Any other route's handler, made with `scratch` as its navigator.
        case handler(any Elf.Handler, scratch: any Elf.Navigator)
        /// A page a gate holds back.
        case held
        /// Nothing: dropped.
        case dropped
    }

    /// Rebuilds `target` from `stack`: its containers emptied, then each URL in order.
    ///
    /// A handler runs with a navigator of its own (a new, empty one like
    /// `navigator`, so a closure given the typed navigation gets one), and
    /// the screen it shows there is placed where the saved one was. A
    /// handler that shows into a navigator it captured instead shows into
    /// the live one, whose tab being restored is the selected one; that
    /// screen stays where it lands.
    func restore(_ stack: Elf.SavedNavigation.Stack, into target: Elf.StackNavigator, navigator: any Elf.Navigator)
        async
    {
        target.replaceContainers([])
        target.tabRoot = nil
        if let root = stack.tabRoot {
            // The tab root's value comes back as itself; its action does not run again.
            if case .value(let route) = step(root, like: navigator, asRouteValue: true) { target.tabRoot = route }
        }
        var stopped = false
        for (index, container) in stack.containers.enumerated() {
            let containersBefore = target.containers.count
            let routeValues = Set(container.routeValueIndices)
            for (position, url) in container.urls.enumerated() {
                if stopped {
                    drop(url, "it was above a page held behind a gate")
                    continue
                }
                let before = target.changeCount
                switch step(url, like: navigator, asRouteValue: routeValues.contains(position)) {
                case .value(let route):
                    place(route, in: target, container: index, position: position, saved: container)
                case .handler(let handler, let scratch):
                    if let asynchronous = handler as? any Elf.AsyncHandler { await asynchronous.prepare() }
                    handler.handle()
                    if let screen = Self.shown(on: scratch) {
                        place(screen, in: target, container: index, position: position, saved: container)
                    } else if target.changeCount == before {
                        drop(url, "its handler showed no screen")
                    }
                case .held:
                    held.append(url)
                    stopped = true
                case .dropped:
                    break
                }
                if index > 0, position == 0, !stopped, target.containers.count == containersBefore {
                    // The container's first screen did not come back: nothing to present the rest in.
                    drop(nil, "a presented container has no screen left")
                    for rest in container.urls.dropFirst() { drop(rest, "its presented container did not come back") }
                    break
                }
            }
        }
    }

    /// Routes `url` from the restoration's source through every gate; a
    /// screen saved as a route value comes back as its value.
    private func step(_ url: String, like navigator: any Elf.Navigator, asRouteValue: Bool) -> Step {
        let scratch: any Elf.Navigator
        if let tabbed = navigator as? any TabStacks {
            let copy = tabbed.emptyCopy()
            (copy as? RestorationAware)?.isRestoring = true
            scratch = copy
        } else {
            scratch = Elf.StackNavigator()
        }
        var pass = router.startPass(context: nil, source: source, mode: .restoring)
        pass.navigator = scratch
        pass.restoresRouteValue = asRouteValue
        switch router.visitHandlers(for: url, pass, accepting: { _ in true }) {
        case .success(let handler as RouteValueHandler):
            return .value(handler.route)
        case .success(let handler):
            return .handler(handler, scratch: scratch)
        case .failure(let miss):
            if case .held = miss.reason { return .held }
            drop(url, "it no longer routes: \(miss)")
            return .dropped
        }
    }

    /// The screen a handler showed on its own navigator: the top of the
    /// selected stack, or of any stack it showed into.
    private static func shown(on scratch: any Elf.Navigator) -> (any Elf.Screen)? {
        if let tabbed = scratch as? any TabStacks {
            let stacks = [tabbed.selectedStack] + tabbed.namedStacks.map(\.stack)
            return stacks.lazy.compactMap(\.visibleStack.last).first
        }
        return scratch.visibleStack.last
    }

    /// Puts a restored route value where it was: on the root stack, as the
    /// first screen of a presented container, or pushed inside one.
    private func place(
        _ route: any Elf.Screen, in target: Elf.StackNavigator, container index: Int, position: Int,
        saved: Elf.SavedNavigation.Container
    ) {
        if index == 0 {
            target.appendScreen(route, toContainerAt: 0)
        } else if position == 0 {
            target.present(
                route, style: saved.style ?? .sheet, wrappedInNavigation: saved.isNavigationContainer, animated: false)
        } else {
            target.appendScreen(route, toContainerAt: target.containers.count - 1)
        }
    }
}
