/// What handling keeps between URLs, on the main actor, where handlers run:
/// the async navigation still preparing, the URL an interceptor set aside,
/// and the URLs that arrived while another was being handled.
///
/// It needs no lock: every read and write happens on the main actor.
@MainActor
final class HandlingState {
    /// The task of the latest async handler while it prepares.
    var pendingNavigation: Task<Void, Never>?
    /// Bumped for every handled URL, so a finished async handler clears only its own task.
    var navigationGeneration = 0
    /// The URL a `deferUntilResumed` decision set aside, with its context.
    var deferredURL: LinkRequest?
    /// Whether a URL is being handled now (a factory, `convert`,
    /// `shouldHandle`, an interceptor or `handle()` is running).
    var isHandling = false
    /// URLs `handleURL` received while another was being handled, in call order.
    var queued: [LinkRequest] = []
    /// Whether saved navigation is being restored: links handled meanwhile
    /// wait in ``waitingForRestoration`` and run, in order, once it ends.
    var isRestoring = false
    var waitingForRestoration: [LinkRequest] = []
    /// How many restorations are running (one per window restoring at once).
    var restorationsRunning = 0
    /// Whether a restoration has ended: the SwiftUI entry point holds links for the first one only.
    var hasRestored = false
    /// How many restorations have ended: a link preparing across one compares what is shown from then on.
    var restorationsEnded = 0
    /// The links doors delivered (``Elf/deliver(_:from:into:)``).
    var inbox = InboxState()
    /// The handler types and requirements already reported as misspelled, so each is reported once.
    var reportedMisspellings: Set<String> = []

    nonisolated init() {}
}

/// One request to handle a URL: everything ``Elf/handleURL(url:context:source:)``
/// needs to handle it, now or later (set aside by a `deferUntilResumed`
/// decision, queued behind the URL being handled, or waiting for restoration).
struct LinkRequest {
    var url: String
    var context: Any?
    var source: Elf.LinkSource
    /// The route value the app opened (``Elf/open(_:context:source:)``), whose URL `url` is:
    /// handling makes the handler from it, so its carried model arrives.
    var value: (any Elf.Route)? = nil
    /// The navigation of the window the link arrived in; `nil` for the router's own (the active window's).
    var navigator: (any Elf.Navigator)? = nil
}
