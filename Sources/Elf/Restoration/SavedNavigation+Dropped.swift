extension Elf.SavedNavigation {
    /// Something restoring left out, and why: a URL that no longer routes,
    /// or (with no URL) the saved data as a whole.
    ///
    /// ```swift
    /// let dropped = await elf.restore(saved, into: navigator)
    /// dropped.first?.description   // "app://product/9: no route handles it"
    /// ```
    public struct Dropped: Sendable, Hashable, CustomStringConvertible {
        /// The URL left out, or `nil` when the reason is about the saved data.
        public var url: String?
        /// Why, in words.
        public var reason: String

        /// Creates a record of something left out.
        public init(url: String?, reason: String) {
            self.url = url
            self.reason = reason
        }

        /// The URL and the reason.
        public var description: String {
            let reason = loggableText(reason, limit: 400, quoted: false)
            return url.map { "\(loggableText($0, quoted: false)): \(reason)" } ?? reason
        }
    }
}
