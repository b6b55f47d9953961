import Foundation

// The activity of the visible screen, worked out here where Linux tests it:
// ElfSwiftUI's `advertisesScreens(of:with:)` and `UIKitNavigator` only copy
// it into an `NSUserActivity`.

extension Elf {
    /// The activity the visible screen of `navigator` advertises, or `nil`
    /// when it advertises none.
    ///
    /// The visible screen is the top of the selected tab's stack, or of the
    /// sheet or cover over it, or, on a tab that shows only its root view,
    /// the route value that root shows (``StackNavigator/tabRoot``). A screen
    /// advertises only when it is a route value whose type opts in
    /// (``Route/activity``), and the activity is
    /// ``screenActivity(for:)-(R)``'s:
    ///
    /// ```swift
    /// navigation.push(ArticleRoute(id: 7))
    /// elf.screenActivity(for: navigation)?.link   // "https://news.example.com/article/7"
    /// navigation.push(SettingsRoute())            // advertises nothing
    /// elf.screenActivity(for: navigation)         // nil
    /// navigation.pop()
    /// elf.screenActivity(for: navigation)?.link   // "https://news.example.com/article/7"
    /// ```
    @MainActor
    public func screenActivity(for navigator: any Navigator) -> ScreenActivity? {
        guard let route = Self.visibleRoute(of: navigator) else { return nil }
        return screenActivity(for: route)
    }

    /// The activity a screen showing `route` advertises, or `nil` when its
    /// type advertises none (the default) or the value has no URL.
    ///
    /// ```swift
    /// let activity = elf.screenActivity(for: ArticleRoute(id: 7))
    /// activity?.activityType          // "NewsApp.ArticleRoute"
    /// activity?.title                 // "Article 7"
    /// activity?.webpageURL            // https://news.example.com/article/7
    /// activity?.userInfo              // ["id": "7", "url": "https://news.example.com/article/7"]
    /// activity?.isEligibleForSearch   // true
    /// ```
    ///
    /// - The link is the route's URL written without its
    ///   ``Route/privateProperties`` (a ``Carried`` model is never written):
    ///   through the first `https` entry point it comes back through (its
    ///   universal link, also the ``ScreenActivity/webpageURL``), else
    ///   through the first other entry point, else as the URL its pattern
    ///   writes. It must read back as the same value, private properties
    ///   aside; a value whose URL does not (a required private property)
    ///   advertises nothing.
    /// - Handed back to ``deliver(activityType:webpageURL:userInfo:into:)``
    ///   on this or another device, the activity shows the same screen, from
    ///   ``LinkSource/handoff``.
    /// - Never eligible for public indexing.
    ///
    /// - Complexity: O(*n*) in the length of the pattern and the URL, per
    ///   entry point tried.
    public func screenActivity<R: Route>(for route: R) -> ScreenActivity? {
        let options = R.activity
        guard !options.isEmpty, let link = activityLink(for: route) else { return nil }
        var userInfo: [String: String] = [:]
        for (key, value) in (try? RouteEncoding.encode(route)) ?? [] where !R.privateProperties.contains(key) {
            if case .single(let text) = value { userInfo[key] = text }
        }
        userInfo[ScreenActivity.linkKey] = link
        let scheme = URL(string: link)?.scheme?.lowercased()
        return ScreenActivity(
            activityType: R.activityType, title: route.activityTitle, link: link,
            webpageURL: scheme == "https" || scheme == "http" ? URL(string: link) : nil, userInfo: userInfo,
            isEligibleForHandoff: options.contains(.handoff), isEligibleForSearch: options.contains(.search))
    }

    /// The activity types of the registered route types that advertise, each
    /// once, sorted: what the app's `Info.plist` lists under
    /// `NSUserActivityTypes`, and what it continues.
    ///
    /// ```swift
    /// elf.advertisedActivityTypes   // ["NewsApp.ArticleRoute"]
    /// ```
    ///
    /// A test can hold the `Info.plist` to it:
    ///
    /// ```swift
    /// let declared = Bundle.main.object(forInfoDictionaryKey: "NSUserActivityTypes") as? [String] ?? []
    /// #expect(Set(elf.advertisedActivityTypes).isSubset(of: declared))
    /// ```
    public var advertisedActivityTypes: [String] {
        locked { $0.advertisedActivityTypes }
    }

    /// The route value on top of what `navigator` shows, or `nil` when the
    /// top screen is not a route value.
    @MainActor
    static func visibleRoute(of navigator: any Navigator) -> (any Route)? {
        if let tabs = navigator as? any TabStacks { return visibleRoute(of: tabs.selectedStack) }
        guard let stack = navigator as? StackNavigator else { return navigator.topScreen as? any Route }
        let top = stack.containers[stack.containers.count - 1]
        if let screen = top.screens.last { return screen as? any Route }
        // Nothing pushed and nothing presented: the tab's root view, and the value it shows.
        return stack.containers.count == 1 ? stack.tabRoot : nil
    }

    /// The link of `route`'s activity, without its private properties, or
    /// `nil` when it has none that reads back.
    func activityLink<R: Route>(for route: R) -> String? {
        let (parser, customTypes, entryPoints) = locked { ($0.parser, $0.customTypes, $0.entryPoints) }
        let writer = RouteURLWriter(
            parser: parser, customTypes: customTypes, lookup: lookup, maxLength: configuration.maxURLLength)
        let hidden = R.privateProperties
        guard let own = try? writer.url(for: route, leavingOut: hidden) else { return nil }
        // A pattern with a scheme of its own writes the whole URL.
        guard own.utf8.first == ASCII.slash else { return own }
        let https = Array("https".utf8)
        let ordered = entryPoints.filter { $0.scheme == https } + entryPoints.filter { $0.scheme != https }
        for entryPoint in ordered {
            if let url = try? url(path: own, for: route, through: entryPoint.text, leavingOut: hidden) { return url }
        }
        return own
    }
}

extension RouterRegistry {
    /// ``Elf/advertisedActivityTypes``: the activity type of every registered route type that advertises.
    var advertisedActivityTypes: [String] {
        let parser = parser
        var types: Set<String> = []
        for text in registrations {
            // A registered text parsed once, so it parses again; its own first form holds its entry.
            guard let pattern = try? parser.parse(text), let type = routes.value(for: pattern.forms[0])?.activityType
            else { continue }
            types.insert(type)
        }
        return types.sorted()
    }
}
