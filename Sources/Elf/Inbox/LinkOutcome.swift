import Foundation

extension Elf {
    /// One link an app received through one of its doors, as the inbox
    /// (``Elf/deliver(_:from:into:)``) numbers it.
    ///
    /// ```swift
    /// let id = elf.deliver("https://pins.example.com/pin/3", from: .notification)
    /// elf.linkOutcomeHandler = { outcome in
    ///     analytics.log(outcome.arrival.id, outcome.arrival.source, outcome.result)   // id == outcome.arrival.id
    /// }
    /// ```
    public struct LinkArrival: Sendable, Equatable, CustomStringConvertible {
        /// The link's number: 1 for the first link the router received, then 2, 3 and on.
        public let id: Int
        /// The URL as the door handed it over; for a route value, its URL.
        public let url: String
        /// The door it came through.
        public let source: LinkSource
        /// When it arrived.
        public let arrivedAt: Date

        /// The link for logs: its number, its URL (log-safe) and its door.
        ///
        /// ```swift
        /// arrival.description   // "link 3 \"app://pin/3\" from a notification"
        /// ```
        public var description: String { "link \(id) \(loggableText(url)) from \(source)" }
    }

    /// The one final outcome of a link the inbox received.
    ///
    /// Every link ``Elf/deliver(_:from:into:)`` takes gets exactly one, through
    /// ``Elf/linkOutcomeHandler``, when its fate is known: at once for a link
    /// handled now, after restoration for one held, after `prepare()` for an
    /// async handler's.
    ///
    /// ```swift
    /// elf.linkOutcomeHandler = { outcome in
    ///     if case .shown = outcome.result { analytics.opened(outcome.arrival.source) }
    /// }
    /// ```
    public struct LinkOutcome: Sendable, CustomStringConvertible {
        /// What became of a link.
        public enum Result: Sendable, Equatable {
            /// A screen was shown for it: what the navigator shows changed.
            case shown
            /// A handler took it and showed nothing (a toggle, an action).
            case handled
            /// It was refused, and why: not allowed from its door, rejected
            /// by an interceptor, malformed, declined, or not shown.
            case refused(RouteMiss.Reason)
            /// A gate (an interceptor that defers, such as a login gate)
            /// holds it, and showed what it redirects to; it continues with
            /// ``Elf/resumeDeferredURL()`` as a new navigation.
            case heldByGate
            /// No route matches it.
            case notFound
            /// The same URL arrived moments before through another door, and
            /// that arrival is the one shown (``Elf/duplicateLinkWindow``).
            case duplicate
            /// A newer link or a tap replaced it before it was shown.
            case replaced
            /// The inbox was full while it waited: the newest
            /// ``Elf/inboxLimit`` links are kept, the oldest dropped.
            case dropped
        }

        /// The link.
        public let arrival: LinkArrival
        /// What became of it.
        public let result: Result
        /// When its outcome was decided.
        public let decidedAt: Date

        /// The outcome for logs; outside text in it is escaped and cut.
        ///
        /// ```swift
        /// outcome.description   // "link 3 \"app://pin/3\" from a notification: shown"
        /// ```
        public var description: String {
            switch result {
            case .refused(let reason): "\(arrival): refused, \(Elf.RouteMiss(url: arrival.url, reason: reason))"
            case .shown: "\(arrival): shown"
            case .handled: "\(arrival): handled"
            case .heldByGate: "\(arrival): held by a gate"
            case .notFound: "\(arrival): not found"
            case .duplicate: "\(arrival): a duplicate"
            case .replaced: "\(arrival): replaced by a newer navigation"
            case .dropped: "\(arrival): dropped from a full inbox"
            }
        }
    }
}

/// One link's final outcome; the same type as ``Elf/LinkOutcome``.
///
/// ```swift
/// elf.linkOutcomeHandler = { (outcome: LinkOutcome) in print(outcome) }
/// ```
public typealias LinkOutcome = Elf.LinkOutcome

/// One link as it arrived at a door; the same type as ``Elf/LinkArrival``.
///
/// ```swift
/// let held: [LinkArrival] = elf.heldLinks
/// ```
public typealias LinkArrival = Elf.LinkArrival
