extension Elf {
    /// The navigator handed to every ``NavigatingHandler`` the router makes.
    ///
    /// ```swift
    /// let navigator = StackNavigator()
    /// elf.navigator = navigator
    /// elf.handleURL(url: "app://product/42")
    /// navigator.visibleIdentities   // ["product/42"]
    /// ```
    public var navigator: (any Navigator)? {
        get { locked { $0.navigator } }
        set { locked { $0.navigator = newValue } }
    }
}
