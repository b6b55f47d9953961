// Typed routes handled by closures: each route is a value the router decodes
// from the URL, and one URL is opened.
import Elf

struct ProductRoute: Route {
    static let pattern = "app://product/<int:id>"
    var id: Int
    var ref: String?
}

struct UserRoute: Route {
    static let pattern = "app://user/<username>/following"
    var username: String
}

let elf = Elf()
do {
    try elf.register(ProductRoute.self) { product in
        print("TypedRoutes: product \(product.id) from \(product.ref ?? "nowhere")")
        return true
    }
    try elf.register(UserRoute.self) { user in
        print("TypedRoutes: following \(user.username)")
        return true
    }
} catch {
    print("TypedRoutes: \(error)")
}
elf.handleURL(url: "app://product/42?ref=home")
