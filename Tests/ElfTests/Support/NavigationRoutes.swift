import Elf

/// Route values that are screens, for the observable navigator, tab and restoration suites.
struct NavItemRoute: Route, Screen {
    static let pattern = "app://item/<int:id>"
    var id: Int
}

/// A route value with no placeholders.
struct NavHelpRoute: Route, Screen {
    static let pattern = "app://help"
}

/// A route value with a query value that is part of its identity.
struct NavSearchRoute: Route, Screen {
    static let pattern = "app://search"
    var query: String
}
