extension Shop {
    /// Performs `step`, waiting for any async handler, and reports what happened.
    public func perform(_ step: TourStep, number: Int) async -> StepReport {
        _ = log.takeNewEntries()
        var handled: Bool?
        switch step {
        case .open(let url):
            handled = await open(url)
        case .openFromApp(let url):
            handled = await open(url, source: .internal)
        case .openUniversalLink(let url):
            handled = await open(url, source: .universalLink)
        case .openWithPayload(let url, let payload):
            handled = await open(url, context: payload)
        case .preview(let url):
            _ = preview(url)
        case .tapProduct(let id):
            tapProduct(id: id)
        case .likeVisibleProduct:
            likeVisibleProduct()
        case .logIn(let user):
            await logIn(as: user)
        }
        return StepReport(
            number: number, title: step.title, outcomes: log.takeNewEntries(), stack: navigator.stackDescription,
            handled: handled)
    }
}
