extension Elf.RouteMatch {
    /// The URL as it came in, read into its parts, when a rewrite rule
    /// changed it; `nil` when the URL matched as it was.
    ///
    /// ```swift
    /// try elf.addRewriteRule(from: "https://www.amazon.com/search/<q>", to: "app://search?product=<q>")
    /// let match = elf.match("https://www.amazon.com/search/ipad?utm_campaign=spring")!
    /// match.url                                    // "app://search?product=ipad"
    /// match.original?.host                         // "www.amazon.com"
    /// match.original?.queryParams["utm_campaign"]  // "spring"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the original URL, read again on every access.
    public var original: Elf.URLParts? {
        originalURL.flatMap { Elf.URLParts(reading: $0, decodesPlusAsSpace: decodesPlusAsSpace) }
    }
}
