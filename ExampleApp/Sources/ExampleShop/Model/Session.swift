import Elf

/// Who is logged in, and which link waits for the login to finish.
///
/// ```swift
/// let session = Session()
/// session.isLoggedIn        // false
/// session.logIn(as: "limboy")
/// session.isLoggedIn        // true
/// ```
@MainActor
public final class Session {
    /// The logged-in user's name, or `nil` when nobody is logged in.
    public private(set) var user: String?

    /// The link to open once the user has logged in, set by a gated handler.
    public var returnURL: String?

    /// Where ``returnURL`` came from.
    ///
    /// The continuation opens with the same source, so a login never turns a
    /// custom-scheme link into internal navigation that a source-restricted
    /// route would let through.
    public var returnSource: LinkSource = .other

    /// Creates a session, logged in as `user` when one is given.
    nonisolated public init(user: String? = nil) {
        self.user = user
    }

    /// Whether somebody is logged in.
    public var isLoggedIn: Bool { user != nil }

    /// Logs `user` in.
    public func logIn(as user: String) {
        self.user = user
    }

    /// Logs out and forgets any link waiting for a login.
    public func logOut() {
        user = nil
        returnURL = nil
        returnSource = .other
    }
}
