#if !COCOAPODS
    import Elf
#endif

/// The links an app delegate's doors (``Elf/LinkDoors``: notifications and
/// quick actions) receive before the app has shown a router, kept until one
/// appears.
///
/// Platform-neutral, so Linux tests it: the delegate is made before any view,
/// and a cold start's notification arrives before the first `RouterView`
/// says which router links go to. The router's own inbox then holds each
/// link until restoration has ended.
@MainActor
struct DoorLinks {
    /// The router links go to, once one has appeared.
    private(set) var router: Elf?
    /// Payloads that arrived before it, oldest first, at most ``Elf/inboxLimit``.
    private var waiting: [(payload: [AnyHashable: Any], source: LinkSource)] = []
    /// How many of them were dropped to keep that limit.
    private var dropped = 0
    /// The payload key the link is read from.
    let key: String

    init(key: String) { self.key = key }

    /// Hands `payload` to the router, or keeps it until one appears.
    mutating func arrive(_ payload: [AnyHashable: Any], from source: LinkSource) {
        guard let router else {
            waiting.append((payload, source))
            if waiting.count > Elf.inboxLimit {
                waiting.removeFirst()
                dropped += 1
            }
            return
        }
        router.deliver(payload: payload, key: key, from: source)
    }

    /// Makes `router` the one links go to (the first one only), hands it the
    /// links that waited in the order they arrived, and tells its miss
    /// handler about any dropped.
    mutating func attach(_ router: Elf) {
        guard self.router == nil else { return }
        self.router = router
        if dropped > 0 {
            router.reportMiss(
                RouteMiss(
                    url: "",
                    reason: .notShown(
                        "\(dropped) links from notifications and quick actions arrived before any window and were "
                            + "dropped: at most \(Elf.inboxLimit) wait")))
        }
        let arrived = waiting
        waiting = []
        dropped = 0
        for link in arrived { router.deliver(payload: link.payload, key: key, from: link.source) }
    }
}
