// Handler routes in the original Elf's style: a table of patterns and handler
// factories on the shared router, handlers that read the URL's strings in
// `convert(params:queryParams:)`, and one URL opened.
import Elf

final class ProfileHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() { print("HandlerRoutes: profile") }
}

final class UserHandler: Handler {
    var username = ""
    func convert(params: [String: String], queryParams: [String: String]) {
        username = params["username"] ?? ""
    }
    func handle() { print("HandlerRoutes: following \(username)") }
}

let errors = Elf.instance.registerRoutingTable(
    [
        "app://profile": { ProfileHandler() },
        "app://user/<username>/following": { UserHandler() },
    ],
    notFoundHandler: { url in print("HandlerRoutes: \(url) not found") }
)
for error in errors {
    print("HandlerRoutes: \(error)")
}
Elf.instance.handleURL(url: "app://user/limboy/following")
