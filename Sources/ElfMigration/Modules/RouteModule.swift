extension Elf {
    /// A module of pages registered at once under one path, as HandyRouter's
    /// jumpers are: typically an enum whose cases are the pages.
    ///
    /// ``Elf/register(module:pagesFrom:unmatched:)`` registers
    /// ``path`` + `/` + ``pattern(for:)`` for every page, each with a factory
    /// that calls ``makeHandler(for:)``. When `Page` is a `String` enum, the
    /// raw value is the page's pattern.
    ///
    /// ```swift
    /// enum ShopModule: RouteModule {
    ///     enum Page: String, CaseIterable {
    ///         case cart
    ///         case item = "item/<int:id>"
    ///     }
    ///     static let path = "app://shop"
    ///     static func makeHandler(for page: Page) -> any Handler {
    ///         switch page {
    ///         case .cart: CartHandler()
    ///         case .item: ItemHandler()
    ///         }
    ///     }
    /// }
    ///
    /// try elf.register(module: ShopModule.self)   // app://shop/cart, app://shop/item/<int:id>
    /// ```
    ///
    /// ``path`` is any pattern prefix: several segments (`app://shop/v2`),
    /// placeholders (`app://store/<int:store>`), optional groups
    /// (`app://shop(/v2)`), any scheme (`*://shop`), a path pattern (`/shop`),
    /// or a trailing `*` that stands for any segments between the module and
    /// its page.
    public protocol RouteModule {
        /// The module's pages.
        associatedtype Page: CaseIterable

        /// The pattern every page's pattern is appended to, such as `app://shop`.
        static var path: String { get }

        /// The page's pattern relative to ``path``, such as `item/<int:id>`;
        /// an empty pattern is the module path itself.
        static func pattern(for page: Page) -> String

        /// Makes a fresh handler for a URL that opens `page`.
        @MainActor static func makeHandler(for page: Page) -> any Handler

        /// The sources that may open the module's pages, or `nil` (the
        /// default) for any source.
        ///
        /// Every route the module registers (its pages, the module path in
        /// fragment and wildcard form, and the unmatch route) takes these
        /// sources, as ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)`` does: a link from
        /// another source stops at the module's route with
        /// ``Elf/RouteMiss/Reason/sourceNotAllowed(pattern:source:)``.
        ///
        /// ```swift
        /// enum PaymentsModule: RouteModule {
        ///     enum Page: String, CaseIterable { case checkout, refund = "refund/<int:order>" }
        ///     static let path = "app://payments"
        ///     static let allowedSources: Set<LinkSource>? = [.internal, .universalLink]
        ///     static func makeHandler(for page: Page) -> any Handler { PaymentHandler(page: page) }
        /// }
        /// ```
        static var allowedSources: Set<LinkSource>? { get }
    }
}

extension Elf.RouteModule {
    /// Any source may open the module's pages.
    public static var allowedSources: Set<Elf.LinkSource>? { nil }
}

extension Elf.RouteModule where Page: RawRepresentable, Page.RawValue == String {
    /// The page's raw value.
    public static func pattern(for page: Page) -> String { page.rawValue }
}

extension Elf.RouteModule {
    /// The page at `index` in `Page.allCases`.
    static func page(at index: Int) -> Page {
        let pages = Page.allCases
        return pages[pages.index(pages.startIndex, offsetBy: index)]
    }
}

/// A module of pages registered at once; the same type as ``Elf/RouteModule``.
public typealias RouteModule = Elf.RouteModule
