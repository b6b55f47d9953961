import Elf
import Testing

@testable import ExampleShop

/// URLs opened one after another, and the visible stack they leave.
struct StackCase: Sendable, CustomTestStringConvertible {
    var urls: [String]
    var visible: [String]
    /// The number of containers: 1 for the root stack, more when something is presented.
    var containers = 1

    var testDescription: String { urls.joined(separator: " then ") }
}

/// Table-driven checks of what the shop's links do to the navigation stack.
@MainActor
@Suite struct RouteTableTests {
    nonisolated static let cases: [StackCase] = [
        StackCase(urls: ["app://product/42"], visible: ["products", "product/42"]),
        StackCase(urls: ["app://product/42", "app://product/42"], visible: ["products", "product/42"]),
        StackCase(urls: ["app://product/42", "app://product/3"], visible: ["products", "product/42", "product/3"]),
        StackCase(urls: ["app://products"], visible: ["products"]),
        StackCase(urls: ["app://products", "app://products"], visible: ["products"]),
        StackCase(urls: ["app://product/3", "app://user/limboy", "app://products"], visible: ["products"]),
        StackCase(urls: ["app://user/limboy"], visible: ["products", "user/limboy"]),
        StackCase(
            urls: ["app://user/limboy", "app://user/limboy/following"],
            visible: ["products", "user/limboy", "user/limboy/following"]),
        StackCase(urls: ["app://user/limboy/following"], visible: ["products", "user/limboy/following"]),
        StackCase(urls: ["app://product/3/share"], visible: ["products", "share/product/3"]),
        StackCase(urls: ["app://products", "app://settings?debug=1"], visible: ["products"]),
        StackCase(
            urls: ["app://products", "app://alert?title=Hi&message=There"], visible: ["alert: Hi"], containers: 2),
        StackCase(urls: ["app://products", "app://account/orders"], visible: ["login"], containers: 2),
        StackCase(
            // The alert is a sheet without navigation: the push dismisses it.
            urls: ["app://products", "app://alert?title=Hi", "app://product/2"], visible: ["products", "product/2"]),
        StackCase(urls: ["app://nowhere"], visible: []),
        StackCase(urls: ["app://product/99"], visible: []),
        StackCase(urls: ["app://product/abc"], visible: []),
        StackCase(urls: ["app://products", "app://settings?debug=maybe", "app://alert"], visible: ["products"]),
    ]

    @Test(arguments: cases)
    func urlsLeaveTheExpectedStack(_ testCase: StackCase) async {
        let shop = Shop()
        for url in testCase.urls {
            await shop.open(url)
        }
        #expect(shop.navigator.visibleIdentities == testCase.visible, "\(shop.navigator.stackDescription)")
        #expect(shop.navigator.containers.count == testCase.containers)
    }

    @Test(arguments: [
        ("app://nowhere", "not found: no route for \"app://nowhere\""),
        ("app://product/99", "not found: every handler declined \"app://product/99\" (\"/product/<int:id>\")"),
        ("app://product/%zz", "not found: malformed URL \"app://product/%zz\" at column 15: invalid percent escape"),
        ("app://settings", "not found: every handler declined \"app://settings\" (\"/settings\")"),
    ])
    func unknownURLsReachTheNotFoundPathWithTheReason(url: String, logged: String) async {
        let shop = Shop()
        #expect(await shop.open(url) == false)
        #expect(shop.log.entries == [logged])
    }

    @Test(arguments: [
        ("app://settings?debug=1", true), ("app://settings?debug=on", true), ("app://settings?debug=0", false),
    ])
    func debugSwitchSetsTheSettingWithoutNavigating(url: String, debugMode: Bool) async {
        let shop = Shop(settings: Settings(debugMode: !debugMode))
        await shop.open("app://products")
        #expect(await shop.open(url))
        #expect(shop.settings.debugMode == debugMode)
        #expect(shop.navigator.visibleIdentities == ["products"])
    }

    /// Logging out is refused from a custom-scheme link (any app can send
    /// one) and from unknown sources; the app itself and a universal link may.
    @Test(arguments: [
        (LinkSource.customScheme, false), (.universalLink, true), (.internal, true), (.notification, false),
        (.other, false),
    ])
    func logOutOpensOnlyFromTheAppOrAUniversalLink(source: LinkSource, loggedOut: Bool) async {
        let shop = Shop(session: Session(user: "limboy"))
        #expect(await shop.open("app://account/logout", source: source) == loggedOut)
        #expect(shop.session.isLoggedIn == !loggedOut)
        let expected =
            loggedOut
            ? "logged out limboy (from \(source))"
            : "not found: \"/account/logout\" may not be opened from \(source): \"app://account/logout\""
        #expect(shop.log.entries == [expected])
    }

    @Test func everyPatternIsRegistered() {
        let shop = Shop()
        #expect(shop.elf.registeredPatterns == ShopRoutes.all)
    }
}
