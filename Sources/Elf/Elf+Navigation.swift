extension Elf {
    /// The navigator every handler the router makes receives in ``Handler/receive(_:navigator:context:)``.
    ///
    /// ```swift
    /// let navigator = StackNavigator()
    /// elf.navigator = navigator
    /// elf.handleURL(url: "app://product/42")
    /// navigator.visibleIdentities   // ["product/42"]
    /// ```
    public var navigator: (any Navigator)? {
        get { locked { $0.navigator } }
        set {
            locked { $0.navigator = newValue }
            // The links the doors delivered before there was a navigator, on the main actor's next turn.
            if newValue != nil { Task { @MainActor [weak self] in self?.showHeldLinks() } }
        }
    }
}
