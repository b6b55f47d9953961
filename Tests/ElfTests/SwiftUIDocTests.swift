import Elf
import Foundation
import Testing

/// SwiftUI.md: the logic of the article's app, run on Linux through its
/// tab navigator (the SwiftUI code itself is type-checked against the stub
/// SwiftUI module against stub SwiftUI and App declarations).
@MainActor
@Suite struct SwiftUIDocTests {
    struct ProductRoute: Route, Screen {
        static let pattern = "app://product/<int:id>"
        var id: Int
    }

    struct LoginRoute: Route, Screen {
        static let pattern = "app://login"
    }

    final class Show<R: Route & Screen>: NavigatingHandler {
        var navigator: (any Navigator)?
        let route: R
        init(_ route: R) { self.route = route }
        func handle() {
            if route is LoginRoute { navigator?.present(route, style: .sheet) } else { navigator?.push(route) }
        }
    }

    static func app() throws -> (Elf, TabNavigator) {
        let elf = Elf()
        let tabs = TabNavigator(tabs: ["shop", "account"])
        try elf.register(ProductRoute.self) { Show($0) }
        try elf.register(LoginRoute.self) { Show($0) }
        elf.navigator = tabs
        return (elf, tabs)
    }

    @Test(arguments: [
        (url: "app://product/2", source: LinkSource.customScheme, description: "stack\n└─ app://product/2"),
        (url: "app://login", source: .internal, description: "stack\n└─ (empty)\npresented\n└─ app://login"),
    ])
    func aLinkAndATapProduceTheSameState(url: String, source: LinkSource, description: String) throws {
        let (elf, tabs) = try Self.app()
        #expect(elf.handleURL(url: url, source: source))
        #expect(tabs.selectedNavigator.stackDescription == description)
    }

    @Test func theStateSurvivesARelaunch() async throws {
        let (elf, tabs) = try Self.app()
        tabs.selectedNavigator.push(ProductRoute(id: 1))
        elf.handleURL(url: "app://login", source: .internal)
        let saved = tabs.savedNavigation.data

        let (relaunched, restored) = try Self.app()
        await relaunched.restore(SavedNavigation(data: saved), into: restored)
        #expect(restored.stackDescription == tabs.stackDescription)
        #expect(restored.selectedNavigator.presentedContainer(over: 0, style: .sheet) != nil)
    }
}
