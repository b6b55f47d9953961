import Elf

/// Shows the share sheet for `app://product/<int:id>/share`, with an image
/// and caption passed as context.
///
/// ```swift
/// elf.handleURL(url: "app://product/3/share", context: SharePayload(imageName: "lamp.jpg", caption: "Mine"))
/// ```
@MainActor
public final class ShareHandler: Handler {
    /// The navigator the share sheet is shown with; the router sets it.
    public var navigator: (any Navigator)?
    /// The product to share, from the URL.
    public private(set) var productID = 0
    /// The image and caption passed with the URL, if any.
    public private(set) var payload: SharePayload?

    private let catalog: Catalog
    private let log: ShopLog?

    /// Creates a handler that shares products of `catalog`.
    public init(catalog: Catalog, log: ShopLog? = nil) {
        self.catalog = catalog
        self.log = log
    }

    /// Reads the product id.
    public func convert(params: [String: String], queryParams: [String: String]) {
        productID = params["id"].flatMap { Int($0) } ?? 0
    }

    /// Keeps the image and caption passed with the URL.
    public func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
        self.navigator = navigator
        payload = context as? SharePayload
    }

    /// Declines products the catalog does not know.
    public func shouldHandle() -> Bool {
        catalog.contains(id: productID)
    }

    /// Shows the share sheet.
    public func handle() {
        guard let navigator else { return }
        if let payload {
            log?.record("received context: image \(payload.imageName), caption \"\(payload.caption)\"")
        } else {
            log?.record("no context: sharing the link only")
        }
        let outcome = navigator.show(.share(productID: productID, payload: payload))
        log?.record(outcome.description)
    }
}
