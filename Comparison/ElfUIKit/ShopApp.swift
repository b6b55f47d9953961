import ElfUIKit
import UIKit

// The UIKit variant of the shop of Comparison/SPEC.md, written with Elf as its UIKit
// article recommends: route values are the screens, UIKitNavigator holds the tabs and
// makes each screen's view controller, a login gate holds the orders, and every link
// the app does not open ends in one alert.

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

/// `/account/delete` (link 11): a confirmation sheet, from inside the app only.
struct DeleteAccountRoute: Route {
    static let pattern = "/account/delete"
    static let presentation = Presentation.sheet
}

// MARK: - Screens

@MainActor func screen(for route: any Screen) -> UIViewController? {
    switch route {
    case let route as ProductRoute:
        let product = route.product ?? Catalog.product(id: route.id)
        let link = try? URL(string: shop.url(for: route, through: "https://shop.example.com"))
        return ListViewController(product?.name ?? "Product \(route.id) not found", rows: ["Share"]) { _ in
            guard let link else { return }
            shop.navigator?.present("share") { UIActivityViewController(activityItems: [link], applicationActivities: nil) }
        }
    case let route as ReviewsRoute: return ListViewController("Reviews of product \(route.id)")
    case let route as CategoryRoute: return ListViewController("Category \(route.name)")
    case let route as SearchRoute: return ListViewController("Results for \(route.q)")
    case let route as OrderRoute: return ListViewController("Order \(route.id)")
    case is LoginRoute: return ListViewController("Login", rows: ["Log in"]) { _ in Session.shared.logIn() }
    case let route as PromoRoute:
        return ListViewController("Promotion \(route.code)", rows: ["Close"]) { _ in shop.navigator?.dismiss() }
    case is DeleteAccountRoute:
        return ListViewController("Delete your account?", rows: ["Delete"]) { _ in shop.navigator?.dismiss() }
    default: return nil
    }
}

/// Every screen: a title, and rows that act when tapped.
final class ListViewController: UITableViewController {
    let rows: [String]
    let onSelect: @MainActor (Int) -> Void

    init(_ title: String, rows: [String] = [], onSelect: @escaping @MainActor (Int) -> Void = { _ in }) {
        self.rows = rows
        self.onSelect = onSelect
        super.init(style: .plain)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onSelect(indexPath.row) }
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

@MainActor let shop = Elf { elf in
    try elf.addEntryPoint("shop://")
    try elf.addEntryPoint("https://shop.example.com")
    try elf.addRewriteRule(from: "shop://item?id=<int:id>", to: "shop://product/<id>")
    try elf.register(ProductRoute.self)
    try elf.register(ReviewsRoute.self)
    try elf.register(CategoryRoute.self)
    try elf.register(SearchRoute.self)
    try elf.register(OrdersRoute.self)
    try elf.register(OrderRoute.self)
    try elf.register(LoginRoute.self)
    try elf.register(AccountRoute.self)
    try elf.register(PromoRoute.self)
    try elf.register(DeleteAccountRoute.self, allowedSources: [.internal])
    elf.addInterceptor(
        .loginGate(
            isLoggedIn: { Session.shared.isLoggedIn }, login: LoginRoute(),
            protecting: [OrdersRoute.self, OrderRoute.self]))
}

// MARK: - App

@main final class AppDelegate: UIResponder, UIApplicationDelegate {}  // Info.plist names SceneDelegate

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigator = UIKitNavigator(window: window, tabs: AppTab.allCases) { tab, _ in
            switch tab {
            case .home:
                ListViewController("Home", rows: Catalog.products.map(\.name)) { row in
                    shop.open(ProductRoute(id: Catalog.products[row].id, product: Catalog.products[row]))
                }
            case .search: ListViewController("Search", rows: ["Hats"]) { _ in shop.open(SearchRoute(q: "hats")) }
            case .orders: ListViewController("Orders", rows: ["Order 7"]) { _ in shop.open(OrderRoute(id: 7)) }
            case .account:
                ListViewController("Account", rows: ["Delete account"]) { _ in shop.open(DeleteAccountRoute()) }
            }
        } factory: { route, _ in screen(for: route) }
        shop.navigator = navigator
        shop.missHandler = { miss in
            let alert = UIAlertController(title: "Link not opened", message: "\(miss)", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            navigator.present("not-opened") { alert }
        }
        window.makeKeyAndVisible()
        self.window = window
        self.scene(scene, openURLContexts: options.urlContexts)
        for activity in options.userActivities { self.scene(scene, continue: activity) }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { shop.handleURL(context.url, source: .customScheme) }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let url = userActivity.webpageURL { shop.handleURL(url, source: .universalLink) }
    }
}
