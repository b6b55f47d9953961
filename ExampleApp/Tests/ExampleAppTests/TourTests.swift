import Testing

@testable import ExampleShop

/// The tour's output, word for word: the example cannot drift from Elf's API unnoticed.
@MainActor
@Suite struct TourTests {
    @Test func tourPrintsTheGoldenOutput() async {
        #expect(await Tour.play() == Self.golden)
    }

    @Test func tourIsTheSameOnEveryRun() async {
        let first = await Tour.play()
        let second = await Tour.play()
        #expect(first == second)
    }

    @Test func tourShowsEveryRoute() {
        let opened = Tour.steps.compactMap { step -> String? in
            switch step {
            case .open(let url), .openFromApp(let url), .openUniversalLink(let url), .openWithPayload(let url, _),
                .preview(let url):
                url
            default: nil
            }
        }
        let shop = Shop()
        for pattern in ShopRoutes.all {
            #expect(opened.contains { shop.elf.match($0)?.pattern == pattern }, "no step opens \(pattern)")
        }
    }

    static let golden = """
        Elf example shop: a tour in 17 steps

        [1] open app://product/42
          - loaded product 42 (Towel, $12.50) in prepare()
          - cold start: set the stack to products → product/42, so Back leads to the list
          stack
          ├─ products
          └─ product/42

        [2] open app://product/42
          - loaded product 42 (Towel, $12.50) in prepare()
          - product/42 is already on top: push skipped
          stack
          ├─ products
          └─ product/42

        [3] open app://products
          - popped back to products
          stack
          └─ products

        [4] tap product 3 in the list
          - tapped Lamp in the list: ProductHandler(model:navigator:) with onModelUpdate
          - pushed product/3
          stack
          ├─ products
          └─ product/3

        [5] tap Like on the product screen
          - liked Lamp: 1 like on product/3
          - onModelUpdate: the list now shows Lamp with 1 like
          stack
          ├─ products
          └─ product/3

        [6] preview app://product/7
          - value(for:as:) made product/7 without navigating
          stack
          ├─ products
          └─ product/3

        [7] open universal link https://shop.example.com/user/limboy
          - pushed user/limboy
          stack
          ├─ products
          ├─ product/3
          └─ user/limboy

        [8] open app://user/limboy/following
          - pushed user/limboy/following
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          └─ user/limboy/following

        [9] open app://product/3/share with context SharePayload(lamp.jpg)
          - received context: image lamp.jpg, caption "My new lamp"
          - pushed share/product/3
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          └─ share/product/3

        [10] open app://settings?debug=1
          - Settings.debugMode is now true (no screen change)
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          └─ share/product/3

        [11] open app://account/orders
          - not logged in: presented login in navigation, to return to app://account/orders
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          └─ share/product/3
          presented in navigation
          └─ login

        [12] log in as limboy
          - logged in as limboy and dismissed login
          - continuing to app://account/orders
          - logged in as limboy: pushed orders
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          ├─ share/product/3
          └─ orders

        [13] open app://account/logout
          - not found: "/account/logout" may not be opened from a custom-scheme link: "app://account/logout"
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          ├─ share/product/3
          └─ orders

        [14] open app://account/logout from a button in the app
          - logged out limboy (from internal navigation)
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          ├─ share/product/3
          └─ orders

        [15] open app://alert?title=Sale&message=Everything+half+price
          - presented alert "Sale": Everything half price
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          ├─ share/product/3
          └─ orders
          presented
          └─ alert: Sale

        [16] open app://nowhere
          - not found: no route for "app://nowhere"
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          ├─ share/product/3
          └─ orders
          presented
          └─ alert: Sale

        [17] open app://product/99
          - not found: every handler declined "app://product/99" ("/product/<int:id>")
          stack
          ├─ products
          ├─ product/3
          ├─ user/limboy
          ├─ user/limboy/following
          ├─ share/product/3
          └─ orders
          presented
          └─ alert: Sale
        """
}
