// A small tour of Elf's core: register a table, route URLs, print what happened.
//
//     swift run ElfDemo                       # the built-in tour
//     swift run ElfDemo "app://item/42?ref=x" # route your own URLs

import Elf

/// Prints what it was asked to open, as a real handler would push a screen.
final class ScreenHandler: Handler {
    let screen: String
    var params: [String: String] = [:]
    var query: [String: String] = [:]

    init(_ screen: String) { self.screen = screen }

    func convert(params: [String: String], queryParams: [String: String]) {
        self.params = params
        self.query = queryParams
    }

    func handle() {
        let values = (params.merging(query) { path, _ in path }).sorted { $0.key < $1.key }
        print(
            "  → open \(screen)"
                + (values.isEmpty ? "" : " " + values.map { "\($0.key)=\($0.value)" }.joined(separator: " ")))
    }
}

/// Declines items that do not exist, so the next pattern gets the URL.
final class ItemHandler: Handler {
    var id = 0
    func convert(params: [String: String], queryParams: [String: String]) { id = Int(params["id"] ?? "") ?? 0 }
    func shouldHandle() -> Bool { id < 1000 }
    func handle() { print("  → open item \(id)") }
}

@MainActor func runDemo(_ urls: [String]) {
    let elf = Elf()
    elf.registerRoutingTable(
        [
            "app://products": { ScreenHandler("product list") },
            "app://item/<int:id>": { ItemHandler() },
            "app://item/<slug>": { ScreenHandler("item by slug") },
            "app://user/<username>(/following)": { ScreenHandler("user profile") },
            "app://files/<path:rest>": { ScreenHandler("file browser") },
            "https://shop.example.com/item/<int:id>": { ItemHandler() },
            "/help(/<topic>)": { ScreenHandler("help") },
        ], notFoundHandler: { url in print("  → not found: \(url)") })
    elf.missHandler = { miss in print("  ✗ \(miss)") }

    print("Routing tree:")
    print(elf.treeDescription.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
    for url in urls {
        print("\n\(url)")
        if let match = elf.match(url) { print("  matched \(match.pattern)") }
        elf.handleURL(url: url)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
runDemo(
    arguments.isEmpty
        ? [
            "app://products",
            "app://item/42?ref=home",
            "app://item/4242",
            "app://item/red-hat",
            "app://user/limboy/following",
            "APP://User/limboy",
            "app://files/docs/read%20me.txt",
            "https://shop.example.com/item/7",
            "myapp://help/search",
            "app://user/%zz",
            "app://nowhere",
        ] : arguments)
