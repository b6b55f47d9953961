// What NavigationHost's bindings do when SwiftUI reads or writes them, on
// the navigator's public API alone. Not behind `canImport(SwiftUI)`: the
// tests run them on Linux (SwiftUIBindingTests).
extension Elf.StackNavigator {
    /// The screens of container `index` that a `NavigationStack` shows as
    /// its path: the elements of ``path(ofContainerAt:)``, each as a screen.
    func navigationScreens(ofContainerAt index: Int) -> [any Elf.Screen] {
        path(ofContainerAt: index).compactMap { element in
            (element.base as? Elf.IdentifiedScreen)?.screen ?? element.base as? any Elf.Screen
        }
    }

    /// Keeps the first `count` elements of the container's path.
    ///
    /// A `NavigationPath` handed back by SwiftUI only has a count. A longer
    /// path (a `NavigationLink` appended a value) changes nothing.
    func keepPath(count: Int, ofContainerAt index: Int) {
        setPath(Array(path(ofContainerAt: index).prefix(max(0, count))), ofContainerAt: index)
    }

    /// Dismisses the container presented over `index` when it has `style`:
    /// what SwiftUI's sheet or cover binding does when it is set to `nil`.
    func dismissPresented(over index: Int, style: Elf.PresentationStyle) {
        if presentedContainer(over: index, style: style) != nil { dismissContainers(above: index) }
    }
}
