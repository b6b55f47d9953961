extension Elf {
    /// Readies a fresh handler for `match` the one way every path does:
    /// hands it the match, the navigator and the context, then converts it.
    ///
    /// Handling, ``explainHandling(_:source:)`` and module pages all call it,
    /// so a handler sees the same lifecycle whichever path made it.
    ///
    /// - Parameter params: The values to convert with, when they are not the
    ///   match's own (a module page adds the values its page pattern bound).
    @MainActor
    static func prepare(
        _ handler: any Handler, for match: RouteMatch, params: [String: String]? = nil,
        navigator: (any Navigator)?, context: Any?
    ) -> any Handler {
        var handler = handler
        handler.receive(match, navigator: navigator, context: context)
        // A navigating handler left without a navigator gets one that shows
        // nothing and says so, so handling reports the URL as not shown.
        if navigator == nil, var navigating = handler as? any NavigatingHandler, navigating.navigator == nil {
            navigating.navigator = UnattachedNavigator()
            handler = navigating
        }
        handler.convert(params: params ?? match.params, queryParams: match.queryParams)
        return handler
    }
}
