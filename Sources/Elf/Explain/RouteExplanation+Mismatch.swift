extension Elf.RouteExplanation {
    /// Why a registered pattern does not match a URL: where the router's walk
    /// turned back on the way to it, the first element that fails.
    ///
    /// Segments are numbered from 1 as the pattern sees the URL: for a pattern
    /// with a scheme (or `*://`), segment 1 is the host; for a path pattern,
    /// segment 1 is the host when it counts as a segment (ROUTING.md §3) and
    /// the first path segment otherwise. Counts use the same numbering. For a
    /// pattern with optional groups, the form that got furthest is reported.
    ///
    /// ```swift
    /// let explanation = elf.explain("app://user/42/following")
    /// explanation.entries[1].outcome   // .mismatched(.tooManySegments(url: 3, pattern: 2))
    /// ```
    public enum Mismatch: Sendable, Equatable, CustomStringConvertible {
        /// The URL has no scheme (`/path`), and only path patterns match such a URL.
        case noScheme
        /// The URL's scheme (lowercased) is not the pattern's.
        case wrongScheme(url: String, pattern: String)
        /// The URL has no host, or an empty one (`app:/x`, `app:x`, `app:///x`),
        /// and only path patterns match such a URL.
        case noHost
        /// The URL's host (decoded, lowercased) is not the pattern's literal host.
        case hostMismatch(url: String, pattern: String)
        /// A literal segment of the pattern differs from the URL's segment (both decoded).
        case literalMismatch(segment: Int, url: String, pattern: String)
        /// A typed placeholder (`int`, `uuid`, a custom type...) does not accept the URL's segment.
        case typeMismatch(segment: Int, placeholder: String, type: String, value: String)
        /// The URL ends before the pattern does: it has `url` segments, the pattern needs `pattern`.
        case tooFewSegments(url: Int, pattern: Int)
        /// The URL goes on after the pattern ends: it has `url` segments, the pattern `pattern`.
        case tooManySegments(url: Int, pattern: Int)
        /// The segment is `.` or `..` (also written `%2E`), which nothing matches.
        ///
        /// The router stops at such a segment before it reads anything else,
        /// so every pattern reports it.
        case dotSegment(segment: Int)
        /// The path matches, but the URL's query does not meet the pattern's
        /// query constraint at `key`: `url` is the URL's (last) value for it,
        /// `nil` when the URL lacks the key; `pattern` is what the pattern
        /// requires (`discover`, `<uuid:id>`).
        ///
        /// ```swift
        /// try elf.register("app://home?tab=discover") { DiscoverHandler() }
        /// elf.explain("app://home?tab=new").entries[0].outcome
        /// // .mismatched(.queryMismatch(key: "tab", url: "new", pattern: "discover"))
        /// ```
        case queryMismatch(key: String, url: String?, pattern: String)
        /// A custom route's matcher (``Elf/register(custom:priority:allowedSources:matching:_:)``)
        /// returned `nil`: the app's own code does not take the URL.
        case customRouteDeclined
        /// A custom route's matcher threw this error (its description): not
        /// a match for that route, and the lookup went on.
        case customRouteThrew(String)
        /// A typed route's values do not decode into its type (the reason
        /// says which value and why): the URL is no match for that route, and
        /// the lookup went on to the next candidate.
        ///
        /// ```swift
        /// try elf.register(ColorRoute.self)   // var color: Color, an enum without "plaid"
        /// elf.explain("app://color/plaid").entries[0].outcome
        /// // .mismatched(.valueNotDecoded("color: \"plaid\" is not a Color"))
        /// ```
        case valueNotDecoded(String)
        /// The router found no match, but no single element explains why.
        ///
        /// The router's walk reported no dead end on the pattern's way, so
        /// this is a bug in Elf; please report it with the explanation's description.
        case unexplained

        /// A short phrase, as the explanation's report prints it.
        public var description: String {
            switch self {
            case .noScheme:
                "no scheme: only path patterns match a /path URL"
            case .wrongScheme(let url, let pattern):
                "wrong scheme: \(loggableText(url)), pattern needs \(loggableText(pattern))"
            case .noHost:
                "no host: only path patterns match a URL without one"
            case .hostMismatch(let url, let pattern):
                "host mismatch: \(loggableText(url)), pattern needs \(loggableText(pattern))"
            case .literalMismatch(let segment, let url, let pattern):
                "segment \(segment) mismatch: \(loggableText(url)), pattern needs \(loggableText(pattern))"
            case .typeMismatch(let segment, let placeholder, let type, let value):
                "typed placeholder <\(loggableText(type, quoted: false)):\(loggableText(placeholder, quoted: false))> failed at segment \(segment): \(loggableText(value)) is not of type \(loggableText(type, quoted: false))"
            case .tooFewSegments(let url, let pattern):
                "too few segments: URL has \(url), pattern needs \(pattern)"
            case .tooManySegments(let url, let pattern):
                "too many segments: URL has \(url), pattern has \(pattern)"
            case .dotSegment(let segment):
                "segment \(segment) is \".\" or \"..\", which nothing matches"
            case .queryMismatch(let key, let url?, let pattern):
                "query \(loggableText(key)) mismatch: \(loggableText(url)), pattern needs \(loggableText(pattern))"
            case .queryMismatch(let key, nil, let pattern):
                "query \(loggableText(key)) missing: pattern needs \(loggableText(pattern))"
            case .customRouteDeclined:
                "the custom route's matcher does not take the URL"
            case .customRouteThrew(let error):
                "the custom route's matcher threw: \(loggableText(error, quoted: false))"
            case .valueNotDecoded(let reason):
                "the route's values do not decode: \(loggableText(reason, quoted: false))"
            case .unexplained:
                "no element explains the miss (a bug in Elf: please report it)"
            }
        }
    }
}

extension Elf.RouteExplanation.Mismatch {
    /// The public reason for a route the lookup passed over.
    init(_ rejection: Lookup.Rejection) {
        switch rejection {
        case .literalMismatch(let segment, let url, let pattern):
            self = .literalMismatch(segment: segment, url: url, pattern: pattern)
        case .queryMismatch(let key, let url, let pattern): self = .queryMismatch(key: key, url: url, pattern: pattern)
        case .customRouteDeclined: self = .customRouteDeclined
        case .customRouteThrew(let error): self = .customRouteThrew(error)
        case .valueNotDecoded(let reason): self = .valueNotDecoded(reason)
        }
    }
}
