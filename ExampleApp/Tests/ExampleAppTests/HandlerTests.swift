import Elf
import ElfMigration
import ElfSiteAssociation
import ElfTesting
import Testing

@testable import ExampleShop

/// Context, value, alert and login-gated routes.
@MainActor
@Suite struct HandlerTests {
    @Test func shareLinkReceivesThePayloadAsContext() async {
        let shop = Shop()
        let payload = SharePayload(imageName: "lamp.jpg", caption: "My new lamp")
        #expect(await shop.open("app://product/3/share", context: payload))

        guard case .share(let productID, let received) = shop.navigator.topScreen as? ShopScreen else {
            Issue.record("expected the share sheet, got \(shop.navigator.stackDescription)")
            return
        }
        #expect(productID == 3)
        #expect(received == payload)
    }

    @Test func shareLinkWithoutOrWithAnotherContextSharesTheLinkOnly() async {
        for context in [nil, "not a payload" as Any] {
            let shop = Shop()
            #expect(await shop.open("app://product/3/share", context: context))
            guard case .share(_, let received) = shop.navigator.topScreen as? ShopScreen else {
                Issue.record("expected the share sheet, got \(shop.navigator.stackDescription)")
                continue
            }
            #expect(received == nil)
            #expect(shop.log.entries.first == "no context: sharing the link only")
        }
    }

    @Test func previewMakesTheScreenWithoutNavigating() async {
        let shop = Shop()
        await shop.open("app://products")
        let screen = shop.elf.value(for: "app://product/7", as: ShopScreen.self)

        #expect(screen?.identity == "product/7")
        #expect(shop.navigator.visibleIdentities == ["products"])
        #expect(shop.elf.value(for: "app://product/99", as: ShopScreen.self) == nil)
        #expect(shop.elf.value(for: "app://user/limboy", as: ShopScreen.self) == nil)
    }

    @Test func alertIsPresentedWithDecodedQueryValues() async {
        let navigator = RecordingNavigator(root: [ShopScreen.products])
        let shop = Shop()
        shop.elf.navigator = navigator
        await shop.open("app://alert?title=Sale%21&message=Everything+half+price")

        #expect(navigator.events == [.present(identity: "alert: Sale!", wrappedInNavigation: false, animated: true)])
        guard case .alert(_, let message) = navigator.topScreen as? ShopScreen else {
            Issue.record("expected an alert, got \(navigator.stackDescription)")
            return
        }
        #expect(message == "Everything half price")
    }

    @Test func ordersAskForALoginInNavigationAndContinueAfterIt() async {
        let shop = Shop()
        await shop.open("app://products")
        await shop.open("app://account/orders")

        #expect(shop.navigator.stackDescription == "stack\n└─ products\npresented in navigation\n└─ login")
        #expect(shop.session.returnURL == "app://account/orders")

        await shop.logIn(as: "limboy")
        #expect(shop.session.user == "limboy")
        #expect(shop.session.returnURL == nil)
        #expect(shop.navigator.stackDescription == "stack\n├─ products\n└─ orders")
    }

    /// The link opened after a login keeps the source of the link that asked
    /// for it: a login never turns a custom-scheme link into internal navigation.
    @Test(arguments: LinkSource.allCases)
    func theLoginContinuationKeepsTheLinksSource(source: LinkSource) async {
        let shop = Shop()
        let seen = SeenSources()
        shop.elf.addInterceptor(
            Elf.Interceptor("sources") { match in
                seen.sources.append(match.source)
                return .pass
            })
        await shop.open("app://account/orders", source: source)
        #expect(shop.session.returnSource == source)

        await shop.logIn(as: "limboy")
        #expect(shop.session.returnSource == .other, "the session forgets the source with the URL")
        #expect(seen.sources == [source, source])
        #expect(shop.navigator.stackDescription == "stack\n├─ products\n└─ orders")
    }

    @Test func ordersOpenAtOnceWhenLoggedIn() async {
        let navigator = RecordingNavigator(root: [ShopScreen.products])
        let shop = Shop(session: Session(user: "limboy"))
        shop.elf.navigator = navigator
        await shop.open("app://account/orders")

        #expect(navigator.events == [.push(identity: "orders", animated: true)])
    }

    @Test func logInWithoutAPendingLinkStaysPut() async {
        let shop = Shop()
        await shop.open("app://products")
        await shop.logIn(as: "limboy")

        #expect(shop.navigator.visibleIdentities == ["products"])
        #expect(shop.log.entries.last == "logged in as limboy")
    }

    /// Universal links reach the same routes as the app's own URLs, through
    /// the shop's entry points; the front page opens the product list.
    @Test(arguments: [
        ("https://shop.example.com/product/42?ref=mail#top", "app://product/42"),
        ("https://SHOP.example.com/user/limboy/following", "app://user/limboy/following"),
        ("https://shop.example.com/user/limboy", "app://user/limboy"),
        ("https://shop.example.com/", "app://products"),
        ("https://shop.example.com", "app://products"),
        ("https://shop.example.com/?debug=1", "app://products"),
    ])
    func universalLinksLeaveTheStackTheirAppURLLeaves(webURL: String, appURL: String) async {
        let web = Shop()
        #expect(await web.open(webURL, source: .universalLink))
        let app = Shop()
        #expect(await app.open(appURL))
        #expect(web.navigator.stackDescription == app.navigator.stackDescription)
    }

    @Test(arguments: [
        ("https://shop.example.com/user/limboy", "https://shop.example.com"),
        ("app://user/limboy", "app://"),
    ])
    func theMatchNamesTheEntryPoint(url: String, entryPoint: String) {
        #expect(Shop().elf.match(url)?.entryPoint == entryPoint)
    }

    @Test(arguments: [
        "http://shop.example.com/product/42", "https://shop.example.com.evil.com/product/42",
        "https://other.example.com/product/42", "https://shop.example.com/nowhere",
    ])
    func otherLinksAreNotRouted(webURL: String) async {
        let shop = Shop()
        #expect(await shop.open(webURL, source: .universalLink) == false)
        #expect(shop.navigator.visibleStack.isEmpty)
    }

    /// The typed routes hand their values to the handlers, and write their URLs back.
    @Test func typedRoutesDecodeAndWriteTheirValues() throws {
        let shop = Shop()
        #expect(shop.elf.route(for: "app://user/limboy", as: ProfileRoute.self) == ProfileRoute(name: "limboy"))
        #expect(
            shop.elf.route(for: "https://shop.example.com/user/a%20b/following", as: FollowingRoute.self)?.name == "a b"
        )
        #expect(
            (try? shop.elf.url(for: AlertRoute(title: "Sale!", message: "Half price")))
                == "/alert?title=Sale!&message=Half%20price")
        try shop.elf.expectRoundTrip(ProfileRoute(name: "limboy"))
        try shop.elf.expectRoundTrip(FollowingRoute(name: "ü/?#"))
        try shop.elf.expectRoundTrip(AlertRoute(title: "a&b", message: nil))
    }

    /// The site-association file sends the app the website's routes.
    @Test func theSiteAssociationFileListsTheWebsitesRoutes() throws {
        let data = Shop().elf.appSiteAssociation(appIDs: ["ABCDE12345.com.example.shop"])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("ABCDE12345.com.example.shop"))
        #expect(text.contains(#"{ "/": "/user/?*", "comment": "/user/<name> through https://shop.example.com" }"#))
        #expect(text.contains(#"{ "/": "/products", "comment": "/products through https://shop.example.com" }"#))
    }
}

/// The sources an interceptor saw, in order.
@MainActor
private final class SeenSources {
    var sources: [LinkSource?] = []
}
