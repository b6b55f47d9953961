extension Elf.StackNavigator {
    /// The navigation state as URLs, to restore with
    /// ``Elf/restore(_:into:source:)``.
    ///
    /// Every container is saved with the URLs of its screens that have one
    /// (``Screen/restorationURL``): route values do; a screen without a URL
    /// is left out.
    ///
    /// ```swift
    /// navigator.setStack([ProductRoute(id: 42)])
    /// navigator.savedNavigation.stacks[0].containers[0].urls   // ["app://product/42"]
    /// ```
    public var savedNavigation: Elf.SavedNavigation {
        Elf.SavedNavigation(stacks: [savedStack(tab: nil)])
    }

    /// The containers as a saved stack.
    func savedStack(tab: String?) -> Elf.SavedNavigation.Stack {
        Elf.SavedNavigation.Stack(
            tab: tab,
            containers: containers.map { container in
                var urls: [String] = []
                var routeValueIndices: [Int] = []
                for screen in container.screens {
                    guard let url = screen.restorationURL else { continue }
                    if screen is any Elf.Route { routeValueIndices.append(urls.count) }
                    urls.append(url)
                }
                return Elf.SavedNavigation.Container(
                    urls: urls, style: container.style, isNavigationContainer: container.isNavigationContainer,
                    routeValueIndices: routeValueIndices)
            }, tabRoot: tabRoot?.restorationURL)
    }
}

extension Elf.Navigation {
    /// The whole state as URLs: every tab's stack, sheets and covers, the
    /// selected tab, saved by name (a `String` raw value, or the tab's
    /// description), and the URL of the link the window was opened for
    /// (``window``).
    ///
    /// ```swift
    /// .onChange(of: navigation.savedNavigation) { _, state in saved = state.data }
    /// ```
    public var savedNavigation: Elf.SavedNavigation {
        Elf.SavedNavigation(
            selectedTab: selectedTabName, stacks: namedStacks.map { $0.stack.savedStack(tab: $0.name) },
            window: window?.url)
    }
}
