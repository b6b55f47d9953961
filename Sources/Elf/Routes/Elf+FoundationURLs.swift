import Foundation

extension Elf {
    /// Handles a Foundation `URL`, as ``handleURL(url:context:source:)`` handles its string.
    ///
    /// ```swift
    /// ContentView()
    ///     .onOpenURL { url in elf.handleURL(url, source: .customScheme) }
    /// if let url = activity.webpageURL { elf.handleURL(url, source: .universalLink) }
    /// ```
    ///
    /// The URL is read as its `absoluteString`.
    @MainActor
    @discardableResult
    public func handleURL(_ url: URL, context: Any? = nil, source: LinkSource = .other) -> Bool {
        handle(LinkRequest(url: url.absoluteString, context: context, source: source))
    }

}
