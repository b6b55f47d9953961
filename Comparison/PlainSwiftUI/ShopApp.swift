// The shop of Comparison/SPEC.md in plain SwiftUI and Foundation: four tabs,
// eleven deep links, a login gate, each window's navigation saved in its scene,
// a window of its own for a receipt, and links from notifications and quick actions.
import Foundation
import SwiftUI
import UIKit
import UserNotifications

// MARK: - Model

struct Product: Hashable, Identifiable {
    let id: Int
    let name: String
}

/// The products; a real shop would load them from its server.
enum Catalog {
    static let products = [Product(id: 1, name: "Kettle"), Product(id: 2, name: "Teapot"), Product(id: 3, name: "Mug")]

    static func product(id: Int) async -> Product? {
        products.first { $0.id == id }
    }
}

/// Who is logged in, shared by every scene.
@MainActor @Observable
final class Session {
    private(set) var isLoggedIn = false

    func logIn() {
        isLoggedIn = true
    }
}

// MARK: - Links

/// A link the app opens, from `shop://…` or `https://shop.example.com/…`:
/// both spellings have the same paths.
enum DeepLink {
    case product(id: Int)
    case reviews(productID: Int)
    case category(String)
    case search(query: String)
    case orders
    case order(id: Int)
    case receipt(orderID: Int)
    case login
    case account
    case promo(code: String)

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
        case ("orders", 3) where segments[2] == "receipt":
            guard let id = Int(segments[1]) else { return nil }
            self = .receipt(orderID: id)
        case ("login", 1):
            self = .login
        case ("account", 1):
            self = .account
        case ("promo", 2):
            self = .promo(code: segments[1])
        case ("item", 1) where scheme == "shop":  // The legacy `shop://item?id=7`.
            guard let id = value("id").flatMap({ Int($0) }) else { return nil }
            self = .product(id: id)
        default:
            return nil
        }
    }
}

// MARK: - Navigation state

enum ShopTab: String, CaseIterable, Codable {
    case home, search, orders, account
}

/// The product screen. A link knows only the id; a list row also carries the
/// product it shows. Only the id is saved: a restored screen loads the product.
struct ProductScreen: Hashable, Codable {
    let id: Int
    var carried: Product? = nil

    init(id: Int) {
        self.id = id
    }

    init(_ product: Product) {
        id = product.id
        carried = product
    }

    private enum CodingKeys: String, CodingKey {
        case id
    }
}

/// A screen pushed on a tab's stack.
enum Destination: Hashable, Codable {
    case product(ProductScreen)
    case reviews(productID: Int)
    case category(String)
    case order(id: Int)
    case receipt(orderID: Int)

    var productID: Int? {
        if case .product(let screen) = self { screen.id } else { nil }
    }
}

/// The sheet over the tabs. A login opened on the way to a gated screen holds
/// the navigation it leads to, and shows it after the login.
indirect enum Sheet: Hashable, Codable, Identifiable {
    case login(then: NavigationState?)

    var id: String {
        switch self {
        case .login: "login"
        }
    }
}

/// The full-screen cover over the tabs.
enum Cover: Hashable, Codable, Identifiable {
    case promo(code: String)

    var id: Self { self }
}

/// Everything the scene shows; saved in `@SceneStorage` and restored at launch.
struct NavigationState: Hashable, Codable {
    var tab = ShopTab.home
    var stacks: [ShopTab: [Destination]] = [:]
    var searchQuery = ""
    var sheet: Sheet?
    var cover: Cover?

    /// The orders tab, at its root or deeper (receipts included), is behind the login.
    var needsLogin: Bool { tab == .orders }

    /// The state after opening `link`. A link closes the sheet and cover that
    /// were up, so that what it opens is what shows.
    func opening(_ link: DeepLink) -> NavigationState {
        var next = self
        next.sheet = nil
        next.cover = nil
        switch link {
        case .product(let id):
            next.push(.product(ProductScreen(id: id)))
        case .reviews(let productID):
            // The reviews sit on their product: push it first unless it is on top already.
            if next.stacks[next.tab]?.last?.productID != productID {
                next.push(.product(ProductScreen(id: productID)))
            }
            next.push(.reviews(productID: productID))
        case .category(let name):
            next.tab = .home
            next.push(.category(name))
        case .search(let query):
            next.tab = .search
            next.stacks[.search] = []
            next.searchQuery = query
        case .orders:
            next.tab = .orders
            next.stacks[.orders] = []
        case .order(let id):
            next.tab = .orders
            next.push(.order(id: id))
        case .receipt(let orderID):
            next.tab = .orders
            next.push(.receipt(orderID: orderID))
        case .login:
            next.sheet = .login(then: nil)
        case .account:
            next.tab = .account
            next.stacks[.account] = []
        case .promo(let code):
            next.cover = .promo(code: code)
        }
        return next
    }

    /// Pushes `destination` on the selected tab.
    mutating func push(_ destination: Destination) {
        stacks[tab, default: []].append(destination)
    }
}

// MARK: - Router

/// The navigation of one window, and every way to change it: links, taps,
/// the tab bar, the login and restoration all go through the login gate here.
@MainActor @Observable
final class Router {
    var navigation = NavigationState()
    private let session: Session
    /// What the window shows when it has nothing saved.
    private let initial: NavigationState
    @ObservationIgnored private var hasRestored = false

    /// A window opened for a receipt starts with it; the app's first window, with the home tab.
    init(session: Session, receiptOf orderID: Int?) {
        self.session = session
        initial = orderID.map { NavigationState().opening(.receipt(orderID: $0)) } ?? NavigationState()
    }

    /// Opens a link from outside the app; one that names no screen opens nothing, and is logged.
    /// A receipt opens a window of its own where the platform opens windows (`openWindow` is not nil).
    func open(_ url: URL, openWindow: OpenWindowAction?) {
        guard let link = DeepLink(url: url) else {
            NSLog("Shop: no screen for the link %@", url.absoluteString)
            return
        }
        if case .receipt(let orderID) = link, let openWindow {
            openWindow(value: orderID)  // The new window shows it, behind the login.
        } else {
            open(link)
        }
    }

    /// Opens `link`, from a link or an in-app tap.
    func open(_ link: DeepLink) {
        show(navigation.opening(link))
    }

    /// The tab bar's selection: selecting the orders tab logged out shows the login.
    var selectedTab: ShopTab {
        get { navigation.tab }
        set {
            var next = navigation
            next.tab = newValue
            show(next)
        }
    }

    /// Logs in from the login sheet, and shows what the login held.
    func logIn() {
        session.logIn()
        if case .login(let held?)? = navigation.sheet {
            navigation = held
        } else {
            navigation.sheet = nil
        }
    }

    /// Restores the navigation saved in the scene, once. Both the first
    /// appearance and a link that launches the app call it, since SwiftUI
    /// does not say which comes first: the link then goes on top of it.
    func restore(from data: Data) {
        guard !hasRestored else { return }
        hasRestored = true
        let saved = (try? JSONDecoder().decode(NavigationState.self, from: data)) ?? initial
        // Behind a login, the rest of the saved state shows on the home tab.
        navigation = saved
        if saved.needsLogin {
            navigation.tab = .home
        }
        show(saved)
    }

    /// Shows `target`; or, when it needs a login the user has not done, keeps
    /// what shows and puts the login over it, holding `target` for after.
    private func show(_ target: NavigationState) {
        guard target.needsLogin, !session.isLoggedIn else {
            navigation = target
            return
        }
        navigation.cover = nil
        navigation.sheet = .login(then: target)
    }
}

// MARK: - Notifications and quick actions

/// The links of tapped notifications and quick actions, which arrive outside any
/// window (a cold start's before one exists): they wait for the active window.
@MainActor @Observable
final class LinkInbox {
    static let shared = LinkInbox()
    private(set) var links: [URL] = []

    /// Keeps the link a payload carries under `url`; a payload without one opens nothing, and is logged.
    func arrive(_ link: String?, from door: String) {
        guard let link, let url = URL(string: link) else {
            NSLog("Shop: no link under \"url\" in the %@", door)
            return
        }
        links.append(url)
    }

    /// The links that arrived, each handed out once.
    func take() -> [URL] {
        defer { links = [] }
        return links
    }
}

/// Takes notification taps, and gives every window the scene delegate that takes quick actions.
final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UNUserNotificationCenter.current().delegate = self  // Before launch ends, so a tap that launched the app arrives.
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        let link = response.notification.request.content.userInfo["url"] as? String
        Task { @MainActor in LinkInbox.shared.arrive(link, from: "notification") }
        completionHandler()
    }
}

/// Takes the quick action that launched the app (a restored window's too) and those picked while it runs.
final class SceneDelegate: NSObject, UIWindowSceneDelegate {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        if let shortcutItem = connectionOptions.shortcutItem {
            LinkInbox.shared.arrive(shortcutItem.userInfo?["url"] as? String, from: "quick action")
        }
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        LinkInbox.shared.arrive(shortcutItem.userInfo?["url"] as? String, from: "quick action")
        completionHandler(true)
    }
}

// MARK: - Views

@main
struct ShopApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @State private var session = Session()

    var body: some Scene {
        // The app's first window has no order id; a window opened for a receipt has its order's.
        WindowGroup(for: Int.self) { $receiptOrderID in
            ShopView(session: session, receiptOf: receiptOrderID)
        }
    }
}

/// One window: its own tabs, stacks and saved state.
struct ShopView: View {
    @State private var router: Router
    @SceneStorage("navigation") private var savedNavigation = Data()
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @Environment(\.openWindow) private var openWindow

    init(session: Session, receiptOf orderID: Int?) {
        _router = State(wrappedValue: Router(session: session, receiptOf: orderID))
    }

    var body: some View {
        TabView(selection: Bindable(router).selectedTab) {
            ForEach(ShopTab.allCases, id: \.self) { tab in
                NavigationStack(path: path(of: tab)) {
                    root(of: tab)
                        .navigationDestination(for: Destination.self) { view(for: $0) }
                }
                .tabItem { Text(tab.rawValue.capitalized) }
                .tag(tab)
            }
        }
        .sheet(item: Bindable(router).navigation.sheet) { sheet in
            switch sheet {
            case .login: Button("Log in") { router.logIn() }
            }
        }
        .fullScreenCover(item: Bindable(router).navigation.cover) { cover in
            switch cover {
            case .promo(let code): Button("Promo \(code): close") { router.navigation.cover = nil }
            }
        }
        .onAppear { router.restore(from: savedNavigation) }
        .onOpenURL { open($0) }
        .onChange(of: scenePhase, initial: true) { _, _ in openInboxLinks() }
        .onChange(of: LinkInbox.shared.links) { _, _ in openInboxLinks() }
        .onChange(of: router.navigation) { _, navigation in
            if let data = try? JSONEncoder().encode(navigation) {
                savedNavigation = data
            }
        }
    }

    /// Shows `url` in this window, on top of the state it restores first.
    private func open(_ url: URL) {
        router.restore(from: savedNavigation)
        router.open(url, openWindow: supportsMultipleWindows ? openWindow : nil)
    }

    /// Shows the links of notifications and quick actions while this window is the active one.
    private func openInboxLinks() {
        guard scenePhase == .active else { return }
        for url in LinkInbox.shared.take() {
            open(url)
        }
    }

    /// The path of `tab`'s stack. Binding's closures are `@Sendable`, so they say they run on the main actor.
    private func path(of tab: ShopTab) -> Binding<[Destination]> {
        Binding(
            get: { @MainActor in router.navigation.stacks[tab] ?? [] },
            set: { @MainActor in router.navigation.stacks[tab] = $0 }
        )
    }

    @ViewBuilder
    private func root(of tab: ShopTab) -> some View {
        switch tab {
        case .home:
            List {
                ForEach(Catalog.products) { product in
                    NavigationLink(product.name, value: Destination.product(ProductScreen(product)))
                }
                Button("Spring promo") { router.open(.promo(code: "SPRING")) }
            }
        case .search:
            Text("Results for \(router.navigation.searchQuery)")
        case .orders:
            List([1, 2, 3], id: \.self) { id in
                NavigationLink("Order \(id)", value: Destination.order(id: id))
            }
        case .account:
            Button("Log in") { router.open(.login) }
        }
    }

    @ViewBuilder
    private func view(for destination: Destination) -> some View {
        switch destination {
        case .product(let screen): ProductView(screen)
        case .reviews(let productID): Text("Reviews of product \(productID)")
        case .category(let name): Text("Category \(name)")
        case .order(let id): Text("Order \(id)")
        case .receipt(let orderID): Text("Receipt for order \(orderID)")
        }
    }
}

struct ProductView: View {
    let id: Int
    @State private var product: Product?

    init(_ screen: ProductScreen) {
        id = screen.id
        _product = State(wrappedValue: screen.carried)
    }

    var body: some View {
        List {
            Text(product?.name ?? "Loading…")
            NavigationLink("Reviews", value: Destination.reviews(productID: id))
            ShareLink(item: DeepLink.webURL(ofProduct: id))
        }
        .task {
            if product == nil {
                product = await Catalog.product(id: id)
            }
        }
    }
}
