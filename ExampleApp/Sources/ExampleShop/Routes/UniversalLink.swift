/// The website whose links the app opens as universal links.
///
/// It is one of the shop's entry points (``ShopRoutes/entryPoints``), so
/// `https://shop.example.com/product/42` reaches the same route as
/// `app://product/42`, with no mapping of its own. Serve the file
/// `elf.appSiteAssociation(appIDs:)` writes at
/// `https://shop.example.com/.well-known/apple-app-site-association`: it
/// comes with the build-time product ElfSiteAssociation, which the shop's
/// tests link (HandlerTests writes the file) and the shop does not.
public enum UniversalLink {
    /// The website's host.
    public static let host = "shop.example.com"
}
