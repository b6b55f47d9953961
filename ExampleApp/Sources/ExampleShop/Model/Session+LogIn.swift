import Elf

extension Session {
    /// Logs `user` in, closes the login screen if it is on top, and returns
    /// the link that asked for the login with its source, for the caller to
    /// open.
    ///
    /// The command-line shop and the iOS login screen both finish a login
    /// this way:
    ///
    /// ```swift
    /// if let link = session.completeLogIn(as: "limboy", navigator: navigator) {
    ///     elf.handleURL(url: link.url, source: link.source)
    /// }
    /// ```
    public func completeLogIn(as user: String, navigator: any Navigator) -> (url: String, source: LinkSource)? {
        logIn(as: user)
        if navigator.topScreen?.identity == ShopScreen.login.identity {
            navigator.dismiss()
        }
        defer {
            returnURL = nil
            returnSource = .other
        }
        return returnURL.map { ($0, returnSource) }
    }
}
