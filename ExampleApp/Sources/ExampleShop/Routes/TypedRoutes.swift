import Elf

/// A user's profile: `app://user/limboy`.
///
/// ```swift
/// elf.route(for: "app://user/limboy", as: ProfileRoute.self)   // ProfileRoute(name: "limboy")
/// try elf.url(for: ProfileRoute(name: "limboy"))                // "/user/limboy"
/// ```
public struct ProfileRoute: Route {
    /// The profile's pattern, reachable through every entry point.
    public static let pattern = "/user/<name>"
    /// The user's name.
    public var name: String

    /// A route to `name`'s profile.
    public init(name: String) { self.name = name }
}

/// The users a user follows: `app://user/limboy/following`.
public struct FollowingRoute: Route {
    /// The pattern, reachable through every entry point.
    public static let pattern = "/user/<name>/following"
    /// The user whose follows are shown.
    public var name: String

    /// A route to the users `name` follows.
    public init(name: String) { self.name = name }
}

/// An alert: `app://alert?title=Sale&message=Everything+half+price`.
///
/// A closure route presents it (``ShopRoutes/register(in:catalog:session:settings:log:)``);
/// a link without a title does not decode, so it is not found.
public struct AlertRoute: Route {
    /// The pattern; the title and the message come from the query.
    public static let pattern = "/alert"
    /// The alert's title.
    public var title: String
    /// The alert's message, if any.
    public var message: String?

    /// An alert with `title` and, optionally, `message`.
    public init(title: String, message: String? = nil) {
        self.title = title
        self.message = message
    }
}
