extension Elf {
    /// Readies a fresh handler for `match` the one way every path does:
    /// hands it the navigator, converts it, gives it the match, the source, then the context.
    ///
    /// Handling, ``explainHandling(_:)`` and module pages all call it, so a
    /// handler sees the same lifecycle whichever path made it.
    ///
    /// - Parameter params: The values to convert with, when they are not the
    ///   match's own (a module page adds the values its page pattern bound).
    @MainActor
    static func prepare(
        _ handler: any Handler, for match: RouteMatch, params: [String: String]? = nil,
        navigator: (any Navigator)?, context: Any?
    ) -> any Handler {
        var handler = handler
        if let navigator, var navigating = handler as? any NavigatingHandler {
            navigating.navigator = navigator
            handler = navigating
        }
        handler.convert(params: params ?? match.params, queryParams: match.queryParams)
        (handler as? any MatchAwareHandler)?.receive(match: match)
        // The deprecated SourceAwareHandler, found without naming it (see DeprecatedSourceDelivery).
        if let source = match.source,
            let delivery = DeprecatedSourceDelivery.self as Any.Type as? any SourceDelivering.Type
        {
            delivery.deliver(source, to: handler)
        }
        if let context, let receiver = handler as? any ContextHandler {
            _ = receiver.receiveIfMatching(context)
        }
        return handler
    }
}
