// Typed routes handled by closures, as in TypedRoutes, and rewrite rules that
// turn web links and old paths into them; one web link is opened.
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
        print("TypedRoutesRewrite: product \(product.id) from \(product.ref ?? "nowhere")")
        return true
    }
    try elf.register(UserRoute.self) { user in
        print("TypedRoutesRewrite: following \(user.username)")
        return true
    }
    try elf.addRewriteRule(from: "https://shop.example.com/p/<int:id>", to: "app://product/<id>?$query")
    try elf.addRewriteRule(from: "app://item/<int:id>", to: "app://product/<id>?$query")
} catch {
    print("TypedRoutesRewrite: \(error)")
}
elf.handleURL(url: "https://shop.example.com/p/42?ref=web")
