extension Elf {
    /// The link a window was opened for: the value SwiftUI's
    /// `openWindow(value:)` opens, and a `WindowGroup(for:)` is keyed by.
    ///
    /// A route presented as ``Presentation/window`` opens a window with its
    /// URL; the window's `RouterView` shows it as the window's first screen.
    /// SwiftUI saves the value with the window and gives it back when the
    /// window is restored.
    ///
    /// ```swift
    /// WindowGroup(for: WindowLink.self) { $link in
    ///     ShopWindow(link: link)   // its RouterView(…, window: link) shows the link first
    /// }
    ///
    /// openWindow(value: WindowLink(url: "app://documents/7"))   // a window of the app's own
    /// ```
    public struct WindowLink: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The URL the window shows first.
        ///
        /// ```swift
        /// WindowLink(url: "app://documents/7").url   // "app://documents/7"
        /// ```
        public var url: String

        /// The door the link came through: the window shows its URL as a link
        /// from there, through the same gates.
        ///
        /// ```swift
        /// WindowLink(url: "app://documents/7").source   // .internal
        /// ```
        public var source: LinkSource

        /// A window for `url`, shown as a link from `source`.
        ///
        /// ```swift
        /// openWindow(value: WindowLink(url: "app://documents/7"))
        /// ```
        public init(url: String, source: LinkSource = .internal) {
            self.url = url
            self.source = source
        }

        /// The window for logs: its URL, log-safe, and its door.
        ///
        /// ```swift
        /// WindowLink(url: "app://documents/7").description   // "window for \"app://documents/7\" from internal navigation"
        /// ```
        public var description: String { "window for \(loggableText(url)) from \(source)" }

        private enum CodingKeys: String, CodingKey { case url, source }

        /// Reads a link saved by ``encode(to:)``; a source this version does
        /// not know reads as ``LinkSource/other``.
        ///
        /// ```swift
        /// let link = try JSONDecoder().decode(WindowLink.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            url = try container.decode(String.self, forKey: .url)
            let source = try container.decodeIfPresent(String.self, forKey: .source)
            self.source = source.map { LinkSource(rawValue: $0) ?? .other } ?? .internal
        }

        /// Writes the URL and the source's raw value.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(WindowLink(url: "app://documents/7"))
        /// ```
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(source.rawValue, forKey: .source)
        }
    }
}

/// The link a window was opened for; the same type as ``Elf/WindowLink``.
///
/// ```swift
/// WindowGroup(for: WindowLink.self) { $link in ShopWindow(link: link) }
/// ```
public typealias WindowLink = Elf.WindowLink
