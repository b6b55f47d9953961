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
        handler.convert(params: params ?? match.params, queryParams: match.queryParams)
        return handler
    }
}
