extension ShopCommand {
    /// The text `--help` prints: the modes, then the entry points and the routes the shop knows.
    public static var usage: String {
        let routes = ShopRoutes.all.map { "  \($0)" }.joined(separator: "\n")
        let entryPoints = ShopRoutes.entryPoints.map { "  \($0)" }.joined(separator: "\n")
        return """
            USAGE: ExampleApp [--interactive | --help | <url> ...]

              (no arguments)     play the tour of the example shop
              <url> ...          open each URL in turn and print what happened
              -i, --interactive  read URLs from standard input, one per line, until "quit"
              -h, --help         show this help

            ENTRY POINTS (each reaches every route):
            \(entryPoints)

            ROUTES:
            \(routes)
            """
    }
}
