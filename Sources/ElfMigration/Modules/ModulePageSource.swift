extension Elf {
    /// Where the URLs of a module name their page.
    ///
    /// ```swift
    /// try elf.register(module: ShopModule.self, pagesFrom: .fragment)
    /// elf.handleURL(url: "app://shop#cart")
    /// ```
    public enum ModulePageSource: Sendable, Equatable {
        /// In the path, after the module path: `app://shop/cart`. Each page is
        /// a pattern of its own (`app://shop/cart`), and precedence among
        /// pages is the usual one (<doc:Precedence>). After a module path ending in `*`, the page
        /// is the end of the path: `app://shop/any/segments/cart`.
        case path
        /// In the fragment: `app://shop#cart`. Only the module path is
        /// registered; the fragment is matched against the pages' patterns
        /// as a path (`#item/42` opens `item/<int:id>`), and no fragment or
        /// an empty one opens the page whose pattern is empty.
        case fragment
    }
}

/// Where the URLs of a module name their page; the same type as ``Elf/ModulePageSource``.
///
/// ```swift
/// try elf.register(module: ShopModule.self, pagesFrom: ModulePageSource.fragment)
/// ```
public typealias ModulePageSource = Elf.ModulePageSource
