// An app with types of its own named like Elf's: `Screen`, `Handler` and
// `RouteMatch` below. The app's own declarations shadow Elf's plain aliases
// in its code, and `Elf.Name` still reaches Elf's (PublicSurface.md).
//
// `import Elf` (not `@testable`): only public names compile here.

import Elf
import Testing

/// The app's own screen type: a plain `Screen` in this file means this one.
private struct Screen {
    let title: String
}

/// The app's own handler type, unrelated to routing.
private enum Handler {
    case tap
}

/// The app's own match type, such as a sports fixture.
private struct RouteMatch {
    let home: String
    let away: String
}

/// Elf's `Screen`, adopted through `Elf.Screen`.
private enum ShopScreen: Elf.Screen {
    case products
    var identity: String { "products" }
}

/// Elf's `Handler`, adopted through `Elf.Handler`.
@MainActor
private final class ProductsHandler: Elf.Handler {
    var navigator: (any Elf.Navigator)?

    func receive(_ match: Elf.RouteMatch, navigator: (any Elf.Navigator)?, context: Any?) {
        if let navigator { self.navigator = navigator }
    }
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() { navigator?.push(ShopScreen.products) }
}

@MainActor
@Suite struct PublicSurfaceShadowingTests {
    /// The app's `Screen`, `Handler` and `RouteMatch` win in its own code; `Elf.` reaches Elf's.
    @Test func anAppsOwnTypesShadowThePlainNamesAndElfNameStillWorks() throws {
        let screen = Screen(title: "Home")
        let handler = Handler.tap
        let fixture = RouteMatch(home: "Elves", away: "Dwarves")
        #expect(screen.title == "Home" && handler == .tap && fixture.home == "Elves")
        #expect(ObjectIdentifier(Screen.self) != ObjectIdentifier((any Elf.Screen).self))

        let elf = Elf()
        let navigator = Elf.StackNavigator()
        elf.navigator = navigator
        try elf.register("app://products") { ProductsHandler() }
        #expect(elf.handleURL(url: "app://products"))
        let stack: [any Elf.Screen] = navigator.visibleStack
        #expect(stack.map(\.identity) == ["products"])
        let match: Elf.RouteMatch? = elf.match("app://products")
        #expect(match?.pattern == "app://products")
    }
}
