import Elf

extension Session {
    /// Logs `user` in, closes the login screen if it is on top, and returns
    /// the link that asked for the login, for the caller to open.
    ///
    /// The command-line shop and the iOS login screen both finish a login
    /// this way:
    ///
    /// ```swift
    /// if let url = session.completeLogIn(as: "limboy", navigator: navigator) {
    ///     elf.handleURL(url: url)
    /// }
    /// ```
    public func completeLogIn(as user: String, navigator: any Navigator) -> String? {
        logIn(as: user)
        if navigator.topScreen?.identity == ShopScreen.login.identity {
            navigator.dismiss()
        }
        let url = returnURL
        returnURL = nil
        return url
    }
}
