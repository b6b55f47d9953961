extension Elf.StackNavigator {
    /// The root stack as a SwiftUI path: bind `NavigationStack(path:)` to it.
    ///
    /// Every screen of the root container is an element, bottom first: a
    /// ``Route`` value as it is, any other screen wrapped in an
    /// ``IdentifiedScreen``. The `NavigationStack`'s own root view is the
    /// app's home view, not a screen.
    ///
    /// Setting the path (SwiftUI does when the user swipes back or taps the
    /// back button) sets the root stack at once, so ``visibleStack``,
    /// duplicate checks and handlers see it: usually that is a pop. An
    /// element the navigator never made (a value a `NavigationLink` appended)
    /// is ignored, and the rest of the assignment still applies.
    ///
    /// ```swift
    /// navigator.push(ProductRoute(id: 42))
    /// navigator.path                          // [ProductRoute(id: 42)]
    /// navigator.path = []                     // the user swiped back
    /// navigator.visibleStack.isEmpty          // true
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the stack.
    public var path: [AnyHashable] {
        get { path(ofContainerAt: 0) }
        set { setPath(newValue, ofContainerAt: 0) }
    }

    /// The path of the container at `index`: every screen for the root,
    /// the screens above the first for a presented container (its first
    /// screen is the root view of its own `NavigationStack`), and nothing
    /// for a container presented without navigation or an index out of range.
    ///
    /// ```swift
    /// navigator.present(LoginRoute(), wrappedInNavigation: true)
    /// navigator.push(HelpRoute())
    /// navigator.path(ofContainerAt: 1)   // [HelpRoute()]
    /// ```
    public func path(ofContainerAt index: Int) -> [AnyHashable] {
        guard containers.indices.contains(index) else { return [] }
        return pathScreens(of: containers[index]).map(Self.pathElement(for:))
    }

    /// Sets the path of the container at `index`, as SwiftUI does after a
    /// back swipe; see ``path``.
    ///
    /// ```swift
    /// navigator.setPath([], ofContainerAt: 1)   // back to the sheet's first screen
    /// ```
    ///
    /// Elements the navigator did not make for that container are ignored;
    /// an index out of range, or a container without navigation, changes
    /// nothing.
    public func setPath(_ path: [AnyHashable], ofContainerAt index: Int) {
        guard containers.indices.contains(index), containers[index].isNavigationContainer else { return }
        let container = containers[index]
        let kept = container.isPresented ? Array(container.screens.prefix(1)) : []
        let current = pathScreens(of: container)
        var unused = Array(current.indices)
        var screens: [any Screen] = []
        for element in path {
            guard let position = unused.firstIndex(where: { Self.pathElement(for: current[$0]) == element }) else {
                continue
            }
            screens.append(current[unused.remove(at: position)])
        }
        guard screens.map(Self.pathElement(for:)) != current.map(Self.pathElement(for:)) else { return }
        replaceScreens(kept + screens, ofContainerAt: index)
    }

    /// The container presented over the container at `index` in `style`, or
    /// `nil`: what SwiftUI's `.sheet(item:)` and `.fullScreenCover(item:)` show.
    ///
    /// ```swift
    /// navigator.present(LoginRoute(), style: .sheet)
    /// navigator.presentedContainer(over: 0, style: .sheet)?.screens.first   // LoginRoute()
    /// ```
    public func presentedContainer(over index: Int, style: Elf.PresentationStyle) -> Container? {
        guard index >= 0, containers.indices.contains(index + 1), containers[index + 1].style == style else {
            return nil
        }
        return containers[index + 1]
    }

    /// The path element of a screen: a route value as it is, any other screen by identity.
    static func pathElement(for screen: any Elf.Screen) -> AnyHashable {
        if let route = screen as? any Elf.Route { return AnyHashable(route) }
        return AnyHashable(Elf.IdentifiedScreen(screen))
    }

    /// The screens a container's path shows.
    private func pathScreens(of container: Container) -> [any Elf.Screen] {
        guard container.isNavigationContainer else { return [] }
        return container.isPresented ? Array(container.screens.dropFirst()) : container.screens
    }
}
