/// Turns a universal link on the shop's website into the app's own URL.
///
/// ```swift
/// UniversalLink.appURL(for: "https://shop.example.com/product/42?ref=mail")   // "app://product/42?ref=mail"
/// UniversalLink.appURL(for: "https://shop.example.com/")                      // "app://products"
/// UniversalLink.appURL(for: "https://elsewhere.example.com/product/42")       // nil
/// ```
public enum UniversalLink {
    /// The website whose links the app opens.
    public static let host = "shop.example.com"

    /// The `app://` URL for a link to ``host`` over HTTPS, or `nil` for any other link.
    ///
    /// The path and query carry over unchanged, the fragment is dropped, and
    /// the site's front page opens the product list.
    public static func appURL(for webURL: String) -> String? {
        let prefix = "https://\(host)"
        guard webURL.prefix(prefix.count).lowercased() == prefix else { return nil }
        var rest = webURL.dropFirst(prefix.count)
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        guard rest.isEmpty || rest.first == "/" || rest.first == "?" else { return nil }  // shop.example.com.evil
        let path = rest.prefix { $0 != "?" }.drop { $0 == "/" }
        let query = rest.drop { $0 != "?" }
        return path.isEmpty ? "\(ShopRoutes.products)\(query)" : "app://\(path)\(query)"
    }
}
