extension Elf {
    /// Why a URL was not handled: what the not-found path is told.
    ///
    /// ```swift
    /// elf.missHandler = { miss in
    ///     print(miss)   // no route for "app://nowhere"
    /// }
    /// ```
    public struct RouteMiss: Error, Sendable, Equatable, CustomStringConvertible {
        /// The reason a URL was not handled.
        public enum Reason: Sendable, Equatable {
            /// The URL could not be read; the error names the column.
            case malformed(InputError)
            /// No registered pattern matches the URL.
            case noMatchingRoute
            /// Patterns matched, but every handler declined (named in precedence order).
            case declined(patterns: [String])
            /// An interceptor, named `by`, rejected the URL for `reason`.
            case rejected(by: String, reason: String)
            /// Interceptors redirected the URL in a loop, or more than
            /// `maxRedirects` times: the URLs in the order they were
            /// visited, ending with the redirect that was not followed.
            case redirectLoop(chain: [String])
            /// A rewrite rule could not rewrite the URL (a cycle, a regex
            /// over its time limit, a malformed result), so it failed closed.
            case rewriteFailed(InputError)
            /// The most specific matching pattern may not be opened from the
            /// URL's source (see ``Elf/register(_:priority:allowedSources:_:)-(String,_,_,_)``).
            case sourceNotAllowed(pattern: String, source: LinkSource)
            /// The route's handler ran but showed nothing: a route value whose
            /// tab is missing, or whose stack a sheet covers while the
            /// navigator may not dismiss it (the reason says which).
            ///
            /// ```swift
            /// elf.handleURL(url: "app://orders/7")   // false
            /// // miss.reason == .notShown("the navigator has no tab orders")
            /// ```
            case notShown(String)
            /// Restoration held the page back behind an interceptor that
            /// defers it (a login gate): it is handled as a link once the rest
            /// is restored, so the gate shows `redirectTo` and continues the
            /// page after login.
            ///
            /// ```swift
            /// // .held(by: "login gate", redirectTo: "app://login")
            /// ```
            case held(by: String, redirectTo: String)
            /// A link an async handler was preparing was not shown because a
            /// newer navigation replaced it: the app showed another screen
            /// meanwhile (a tap), so the user's own choice stays on top.
            ///
            /// Not an error to show the user: a miss handler that alerts on
            /// misses skips it, as it skips ``held(by:redirectTo:)``.
            ///
            /// ```swift
            /// elf.missHandler = { miss in
            ///     if case .replaced = miss.reason { return }   // the user tapped elsewhere meanwhile
            ///     showAlert(for: miss)
            /// }
            /// ```
            case replaced(String)
        }

        /// The URL that was not handled, as it was given.
        ///
        /// After a redirect, it is the redirect target that failed; for a
        /// redirect loop, the URL the chain started from.
        public let url: String
        /// Why it was not handled.
        public let reason: Reason

        /// Creates a miss for `url`.
        public init(url: String, reason: Reason) {
            self.url = url
            self.reason = reason
        }

        /// A one-line explanation.
        public var description: String {
            switch reason {
            case .malformed(let error): error.description
            case .noMatchingRoute: "no route for \(loggableText(url))"
            case .declined(let patterns):
                "every handler declined \(loggableText(url)) (\(patterns.map { loggableText($0) }.joined(separator: ", ")))"
            case .rejected(let interceptor, let reason):
                "interceptor \(loggableText(interceptor)) rejected \(loggableText(url)): \(loggableText(reason, quoted: false))"
            case .redirectLoop(let chain):
                Self.describeRedirects(chain)
            case .rewriteFailed(let error):
                error.description
            case .sourceNotAllowed(let pattern, let source):
                "\(loggableText(pattern)) may not be opened from \(source): \(loggableText(url))"
            case .notShown(let reason):
                "\(loggableText(url)) was not shown: \(loggableText(reason))"
            case .held(let interceptor, let redirect):
                "interceptor \(loggableText(interceptor)) holds \(loggableText(url)) until \(loggableText(redirect)) is done"
            case .replaced(let reason):
                "\(loggableText(url)) was replaced: \(loggableText(reason, quoted: false))"
            }
        }

        /// `redirect loop: "a" → "b" → "a"`, or `more than 10 redirects: …` for a chain that never repeats.
        ///
        /// Each URL is escaped and cut (`loggableText`), and the chain has at
        /// most ``Elf/maxRedirects`` + 2 steps, so the line stays short
        /// however the interceptors rewrite the URL.
        private static func describeRedirects(_ chain: [String]) -> String {
            let steps = chain.map { loggableText($0) }.joined(separator: " → ")
            guard let last = chain.last, chain.dropLast().contains(last) else {
                return "more than \(Elf.maxRedirects) redirects: \(steps)"
            }
            return "redirect loop: \(steps)"
        }
    }
}

/// Why a URL was not handled; the same type as ``Elf/RouteMiss``.
///
/// ```swift
/// elf.missHandler = { (miss: RouteMiss) in print(miss) }
/// ```
public typealias RouteMiss = Elf.RouteMiss
