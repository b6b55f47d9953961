import ElfSwiftUI
import SwiftUI

// The shop of Comparison/SPEC.md, written with Elf as its SwiftUI article recommends:
// route values are the screens, each window's Navigation holds its tabs, RouterView wires
// links and restoration, LinkDoors notifications and quick actions, and a login gate
// holds the orders.

enum AppTab: String, CaseIterable, Sendable { case home, search, orders, account }

struct Product: Sendable { var id: Int; var name: String }

enum Catalog {
    static let products = [Product(id: 1, name: "Hat"), Product(id: 2, name: "Scarf")]
    static func product(id: Int) -> Product? { products.first { $0.id == id } }
}

// MARK: - Routes

/// `/product/<id>` (links 1 and 10): a list row passes the product it has, a link only the id.
struct ProductRoute: Route {
    static let pattern = "/product/<int:id>"
    var id: Int
    @Carried var product: Product? = nil
}

/// `/product/<id>/reviews` (link 2): on top of its product, also from a cold start.
struct ReviewsRoute: Route {
    static let pattern = "/product/<int:id>/reviews"
    var id: Int
    var parent: (any Route)? { ProductRoute(id: id) }
}

/// `/category/<name>` (link 3): the name may hold an encoded `/`, decoded into one value.
struct CategoryRoute: Route {
    static let pattern = "/category/<name>"
    static let presentation = Presentation.push(in: AppTab.home)
    var name: String
}

/// `/search?q=<text>` (link 4): the results for the query, on the search tab.
struct SearchRoute: Route {
    static let pattern = "/search"
    static let presentation = Presentation.push(in: AppTab.search)
    var q: String
}

/// `/orders` (link 5): the orders tab at its root, behind the login.
struct OrdersRoute: Route {
    static let pattern = "/orders"
    static let presentation = Presentation.tab(AppTab.orders)
}

/// `/orders/<id>` (link 6): an order on the orders tab, behind the login.
struct OrderRoute: Route {
    static let pattern = "/orders/<int:id>"
    static let presentation = Presentation.push(in: AppTab.orders)
    var id: Int
}

/// `/orders/<id>/receipt` (link 11): a window of its own, where the platform has windows.
struct ReceiptRoute: Route {
    static let pattern = "/orders/<int:id>/receipt"
    static let presentation = Presentation.window
    var id: Int
}

/// `/login` (link 7): a sheet; logging in continues the link it held.
struct LoginRoute: Route {
    static let pattern = "/login"
    static let presentation = Presentation.sheet
}

/// `/account` (link 8): the account tab at its root.
struct AccountRoute: Route {
    static let pattern = "/account"
    static let presentation = Presentation.tab(AppTab.account)
}

/// `/promo/<code>` (link 9): a full-screen cover.
struct PromoRoute: Route {
    static let pattern = "/promo/<code>"
    static let presentation = Presentation.fullScreenCover
    var code: String
}

// MARK: - Screens

extension ProductRoute: View {
    var body: some View {
        Text((product ?? Catalog.product(id: id))?.name ?? "Product \(id) not found")
        if let link = try? URL(string: shop.url(for: self, through: "https://shop.example.com")) {
            ShareLink(item: link)
        }
    }
}
extension ReviewsRoute: View {
    var body: some View { Text("Reviews of product \(id)") }
}
extension CategoryRoute: View {
    var body: some View { Text("Category \(name)") }
}
extension SearchRoute: View {
    var body: some View { Text("Results for \(q)") }
}
extension OrderRoute: View {
    var body: some View { Text("Order \(id)") }
}
extension ReceiptRoute: View {
    var body: some View { Text("Receipt for order \(id)") }
}
extension LoginRoute: View {
    var body: some View { Button("Log in") { Session.shared.logIn() } }
}
extension PromoRoute: View {
    var body: some View { Button("Promotion \(code): close") { shop.navigator?.dismiss() } }
}

// MARK: - Session and router

@MainActor final class Session {
    static let shared = Session()
    var isLoggedIn = false

    func logIn() {
        isLoggedIn = true
        shop.navigator?.dismiss()
        shop.resumeDeferredURL()
    }
}

@MainActor let shop = Elf(navigator: Navigation(tabs: AppTab.allCases)) { elf in
    try elf.addEntryPoint("shop://")
    try elf.addEntryPoint("https://shop.example.com")
    try elf.addRewriteRule(from: "shop://item?id=<int:id>", to: "shop://product/<id>")
    try elf.register(ProductRoute.self)
    try elf.register(ReviewsRoute.self)
    try elf.register(CategoryRoute.self)
    try elf.register(SearchRoute.self)
    try elf.register(OrdersRoute.self)
    try elf.register(OrderRoute.self)
    try elf.register(ReceiptRoute.self)
    try elf.register(LoginRoute.self)
    try elf.register(AccountRoute.self)
    try elf.register(PromoRoute.self)
    elf.addInterceptor(
        .loginGate(
            isLoggedIn: { Session.shared.isLoggedIn }, login: LoginRoute(),
            protecting: [OrdersRoute.self, OrderRoute.self, ReceiptRoute.self]))
    elf.missHandler = { miss in print("Link not opened:", miss) }
}

// MARK: - App

@main struct ShopApp: App {
    @UIApplicationDelegateAdaptor(LinkDoors.self) private var doors  // notifications and quick actions

    var body: some Scene {
        WindowGroup(for: WindowLink.self) { $link in ShopWindow(link: link) }
    }
}

/// One window: its own tabs and saved state; `link` is the link a window of its own was opened for.
struct ShopWindow: View {
    let link: WindowLink?
    @State private var navigation = Navigation(tabs: AppTab.allCases)
    @SceneStorage("navigation") private var saved = Data()

    var body: some View {
        RouterView(shop, navigation: navigation, saved: $saved, window: link) { tab in
            switch tab {
            case .home:
                List(Catalog.products, id: \.id) { product in
                    Button(product.name) { shop.open(ProductRoute(id: product.id, product: product)) }
                }
            case .search: Button("Search for hats") { shop.open(SearchRoute(q: "hats")) }
            case .orders: Button("Order 7") { shop.open(OrderRoute(id: 7)) }
            case .account: Text("Account")
            }
        }
    }
}
