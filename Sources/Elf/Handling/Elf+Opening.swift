import Foundation

extension Elf {
    /// Opens a route value through the same path and gates as a link: the
    /// sources its route allows, interceptors (a login gate holds it and
    /// continues it after login), then its handler, or the value shown as
    /// its type's ``Route/presentation`` says.
    ///
    /// ```swift
    /// Button(product.name) { elf.open(ProductRoute(id: product.id, product: product)) }
    /// ```
    ///
    /// The value itself reaches the handler or the navigator, so a model it
    /// carries (``Carried``) arrives; the URL it writes decides the route
    /// and the gates, as a link to it would.
    ///
    /// - Parameters:
    ///   - route: The value to open; its URL decides the route and the gates.
    ///   - context: A value for the handler, as with ``handleURL(url:context:source:)``.
    ///   - source: Where the navigation came from; ``LinkSource/internal`` by default.
    /// - Returns: `true` when the route was shown or its handler handled it;
    ///   otherwise the miss handler hears why.
    @MainActor
    @discardableResult
    public func open<R: Route>(_ route: R, context: Any? = nil, source: LinkSource = .internal) -> Bool {
        let url: String
        do {
            url = try self.url(for: route)
        } catch {
            let miss = RouteMiss(
                url: String(describing: R.self), reason: .notShown("its URL cannot be written: \(error)"))
            report(miss, snapshot(), url: miss.url)
            return false
        }
        return handle(LinkRequest(url: url, context: context, source: source, value: route))
    }

}

extension Elf.RouteMiss {
    /// The URL that was not handled, as a Foundation `URL` (`nil` when Foundation cannot read it).
    ///
    /// ```swift
    /// elf.missHandler = { miss in analytics.log(notFound: miss.link) }
    /// ```
    public var link: URL? { URL(string: url) }
}
