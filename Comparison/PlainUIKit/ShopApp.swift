// The UIKit variant of the shop of Comparison/SPEC.md in plain UIKit and Foundation:
// four tabs, eleven deep links, a login gate, a link refused from outside, and an
// alert for every link the app does not open.
import Foundation
import UIKit

// MARK: - Model

struct Product: Hashable {
    let id: Int
    let name: String
}

/// The products; a real shop would load them from its server.
enum Catalog {
    static let products = [Product(id: 1, name: "Hat"), Product(id: 2, name: "Scarf")]

    static func product(id: Int) -> Product? {
        products.first { $0.id == id }
    }
}

// MARK: - Links

/// A link the app opens, from `shop://…` or `https://shop.example.com/…`:
/// both spellings have the same paths.
enum DeepLink {
    case product(id: Int, carried: Product? = nil)
    case reviews(productID: Int)
    case category(String)
    case search(query: String)
    case orders
    case order(id: Int)
    case login
    case account
    case promo(code: String)
    case deleteAccount

    static let webHost = "shop.example.com"

    /// The universal link of a product: what its share link shares.
    static func webURL(ofProduct id: Int) -> URL {
        URL(string: "https://\(webHost)/product/\(id)")!
    }

    /// The link `url` stands for, or nil when it names no screen (an unknown
    /// host or path, or an id that is not a number).
    init?(url: URL) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        // Each segment is decoded on its own, so an encoded `/` (`%2F`) stays in its segment.
        var segments: [String] = []
        for segment in components.percentEncodedPath.split(separator: "/") {
            guard let decoded = segment.removingPercentEncoding else { return nil }
            segments.append(decoded)
        }
        let scheme = components.scheme?.lowercased()
        let host = components.host?.lowercased() ?? ""
        switch scheme {
        case "shop":
            segments.insert(host, at: 0)  // In `shop://product/1`, the host is the first segment.
        case "https" where host == Self.webHost:
            break
        default:
            return nil
        }
        // `+` is a space in a query, which URLComponents leaves a `+`; a real plus arrives as `%2B`.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%20")
        let query = components.queryItems ?? []
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }

        switch (segments.first ?? "", segments.count) {
        case ("product", 2):
            guard let id = Int(segments[1]) else { return nil }
            self = .product(id: id)
        case ("product", 3) where segments[2] == "reviews":
            guard let id = Int(segments[1]) else { return nil }
            self = .reviews(productID: id)
        case ("category", 2):
            self = .category(segments[1])
        case ("search", 1):
            self = .search(query: value("q") ?? "")
        case ("orders", 1):
            self = .orders
        case ("orders", 2):
            guard let id = Int(segments[1]) else { return nil }
            self = .order(id: id)
        case ("login", 1):
            self = .login
        case ("account", 1):
            self = .account
        case ("account", 2) where segments[1] == "delete":
            self = .deleteAccount
        case ("promo", 2):
            self = .promo(code: segments[1])
        case ("item", 1) where scheme == "shop":  // The legacy `shop://item?id=7`.
            guard let id = value("id").flatMap({ Int($0) }) else { return nil }
            self = .product(id: id)
        default:
            return nil
        }
    }

    /// The orders tab, at its root or deeper, is behind the login.
    var needsLogin: Bool {
        switch self {
        case .orders, .order: true
        default: false
        }
    }
}

enum ShopTab: Int, CaseIterable {
    case home, search, orders, account
}

// MARK: - Router

/// The window's tabs and every way to change what they show: links, taps and
/// the login all go through the login gate here.
@MainActor
final class Router {
    static let shared = Router()

    let tabBar = UITabBarController()
    private var stacks: [ShopTab: UINavigationController] = [:]
    private var isLoggedIn = false
    /// The link the login sheet holds, shown once the user logs in.
    private var heldLink: DeepLink?

    init() {
        tabBar.viewControllers = ShopTab.allCases.map { tab in
            let navigation = UINavigationController(rootViewController: root(of: tab))
            navigation.tabBarItem = navigation.viewControllers[0].tabBarItem
            stacks[tab] = navigation
            return navigation
        }
    }

    /// Opens a link from outside the app; one that names no screen shows an alert.
    func open(_ url: URL) {
        guard let link = DeepLink(url: url) else {
            showAlert("Link not opened", message: "No screen for \(url.absoluteString)")
            return
        }
        open(link, fromInside: false)
    }

    /// Opens `link`, from a link or an in-app tap.
    func open(_ link: DeepLink, fromInside: Bool = true) {
        if case .deleteAccount = link, !fromInside {
            showAlert("Link not opened", message: "This link works only inside the app.")
            return
        }
        if link.needsLogin, !isLoggedIn {
            heldLink = link
            dismissPresented()
            present(loginViewController(), style: .automatic)
            return
        }
        // What covers the tabs (an alert, a sheet, a cover) goes first, so that what the link opens is what shows.
        if !link.presentsOverTabs { dismissPresented() }
        switch link {
        case .product(let id, let carried):
            push(productViewController(id: id, carried: carried))
        case .reviews(let productID):
            // The reviews sit on their product: push it first unless it is on top already.
            if (selectedStack.topViewController as? ProductViewController)?.productID != productID {
                push(productViewController(id: productID, carried: nil), animated: false)
            }
            push(ListViewController("Reviews of product \(productID)"))
        case .category(let name):
            select(.home)
            push(ListViewController("Category \(name)"))
        case .search(let query):
            select(.search)
            push(ListViewController("Results for \(query)"))
        case .orders:
            select(.orders)
            selectedStack.popToRootViewController(animated: true)
        case .order(let id):
            select(.orders)
            push(ListViewController("Order \(id)"))
        case .login:
            present(loginViewController(), style: .automatic)
        case .account:
            select(.account)
            selectedStack.popToRootViewController(animated: true)
        case .promo(let code):
            let promo = ListViewController("Promotion \(code)", rows: ["Close"]) { [weak self] _ in
                self?.dismissPresented()
            }
            present(promo, style: .fullScreen)
        case .deleteAccount:
            let confirm = ListViewController("Delete your account?", rows: ["Delete"]) { [weak self] _ in
                self?.dismissPresented()
            }
            present(confirm, style: .automatic)
        }
    }

    /// Logs in from the login sheet, and opens what the login held.
    func logIn() {
        isLoggedIn = true
        dismissPresented()
        if let held = heldLink {
            heldLink = nil
            open(held)
        }
    }

    // MARK: - Showing

    private var selectedStack: UINavigationController {
        tabBar.selectedViewController as? UINavigationController ?? stacks[.home]!
    }

    private func select(_ tab: ShopTab) {
        tabBar.selectedIndex = tab.rawValue
    }

    private func push(_ controller: UIViewController, animated: Bool = true) {
        selectedStack.pushViewController(controller, animated: animated)
    }

    private func present(_ controller: UIViewController, style: UIModalPresentationStyle) {
        controller.modalPresentationStyle = style
        topViewController.present(controller, animated: true)
    }

    /// The controller on top of everything presented.
    private var topViewController: UIViewController {
        var top: UIViewController = tabBar
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }

    private func dismissPresented() {
        if tabBar.presentedViewController != nil { tabBar.dismiss(animated: true) }
    }

    private func showAlert(_ title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        topViewController.present(alert, animated: true)
    }

    // MARK: - Screens

    private func root(of tab: ShopTab) -> UIViewController {
        switch tab {
        case .home:
            ListViewController("Home", rows: Catalog.products.map(\.name)) { [weak self] row in
                self?.open(.product(id: Catalog.products[row].id, carried: Catalog.products[row]))
            }
        case .search:
            ListViewController("Search", rows: ["Hats"]) { [weak self] _ in self?.open(.search(query: "hats")) }
        case .orders:
            ListViewController("Orders", rows: ["Order 7"]) { [weak self] _ in self?.open(.order(id: 7)) }
        case .account:
            ListViewController("Account", rows: ["Delete account"]) { [weak self] _ in self?.open(.deleteAccount) }
        }
    }

    private func productViewController(id: Int, carried: Product?) -> ProductViewController {
        let product = carried ?? Catalog.product(id: id)
        let controller = ProductViewController(product?.name ?? "Product \(id) not found", rows: ["Share"]) {
            [weak self] _ in
            let share = UIActivityViewController(
                activityItems: [DeepLink.webURL(ofProduct: id)], applicationActivities: nil)
            self?.present(share, style: .automatic)
        }
        controller.productID = id
        return controller
    }

    private func loginViewController() -> UIViewController {
        ListViewController("Login", rows: ["Log in"]) { [weak self] _ in self?.logIn() }
    }
}

extension DeepLink {
    /// Whether the link shows something over the tabs, leaving what they show as it is.
    var presentsOverTabs: Bool {
        switch self {
        case .login, .promo, .deleteAccount: true
        default: false
        }
    }
}

// MARK: - Views

/// Every screen: a title, and rows that act when tapped.
class ListViewController: UITableViewController {
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

/// The product screen, which the reviews check for before they push it again.
final class ProductViewController: ListViewController {
    var productID = 0
}

// MARK: - App

@main final class AppDelegate: UIResponder, UIApplicationDelegate {}  // Info.plist names SceneDelegate

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = Router.shared.tabBar
        window.makeKeyAndVisible()
        self.window = window
        self.scene(scene, openURLContexts: options.urlContexts)
        for activity in options.userActivities { self.scene(scene, continue: activity) }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { Router.shared.open(context.url) }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let url = userActivity.webpageURL { Router.shared.open(url) }
    }
}
