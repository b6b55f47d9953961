// Runs the Elf snippets of Sources/Elf/Elf.docc/MigratingFromCrossroad.md
// (STYLE.md §4). Each test names the section it mirrors;
// where a snippet's comment says what a call returns, the test checks it.
// The app and scene delegate methods are exercised through the Elf calls
// they make.
//
// `import Elf` (not `@testable`), so the snippets compile against the public
// API only.

import Elf
import ElfMigration
import Foundation
import Testing

@MainActor
@Suite("Migration guide: Crossroad")
struct CrossroadGuideTests {

    // MARK: - The snippets' types

    /// What the snippets present, in order.
    @MainActor
    enum Screens {
        static var shown: [String] = []
    }

    enum Pokedex {
        static func isExist(_ id: Int) -> Bool { (1...151).contains(id) }
    }

    static func presentPokedexDetailViewController(of id: Int) { Screens.shown.append("pokemon \(id)") }
    static func presentPokedexListViewController(for type: PokemonType?) {
        Screens.shown.append("list \(type?.rawValue ?? "all")")
    }

    enum PokemonType: String, ParameterConvertible {
        case normal
        case fire
        case water
        case grass
    }

    final class PokemonHandler: Handler {
        var pokedexID: Int?

        func convert(params: [String: String], queryParams: [String: String]) {
            pokedexID = params.value("pokedexID")
        }

        func shouldHandle() -> Bool {
            pokedexID.map(Pokedex.isExist) ?? false
        }

        func handle() { presentPokedexDetailViewController(of: pokedexID!) }
    }

    final class PokemonListHandler: Handler {
        var type: PokemonType?

        func convert(params: [String: String], queryParams: [String: String]) {
            type = queryParams.value("type")
        }

        func handle() { presentPokedexListViewController(for: type) }
    }

    /// A handler that records its name.
    final class NamedHandler: Handler {
        let name: String
        init(_ name: String) { self.name = name }
        func handle() { Screens.shown.append(name) }
    }

    static func basicRouter() throws -> Elf {
        let router = Elf()
        try router.addEntryPoint("pokedex://")
        try router.addEntryPoint("https://my-awesome-pokedex.com")
        try router.register("/pokemons/:pokedexID") { PokemonHandler() }
        try router.register("/pokemons") { PokemonListHandler() }
        return router
    }

    // MARK: - Basic usage

    @Test func basicUsage() throws {
        Screens.shown = []
        let router = try Self.basicRouter()
        #expect(router.canHandle("pokedex://pokemons/25"))
        #expect(!router.canHandle("pokedex://pokemons/9999"))
        #expect(router.canHandle("https://my-awesome-pokedex.com/pokemons/25"))
        #expect(!router.canHandle("other://pokemons/25"))
        #expect(Screens.shown == [])

        #expect(router.handleURL(url: "pokedex://pokemons/25"))
        #expect(router.handleURL(url: "pokedex://pokemons?type=fire"))
        #expect(router.handleURL(url: "pokedex://pokemons"))
        #expect(Screens.shown == ["pokemon 25", "list fire", "list all"])
    }

    // MARK: - Using the app delegate or the scene delegate

    @Test func appAndSceneDelegate() throws {
        Screens.shown = []
        let router = try Self.basicRouter()
        #expect(router.handleURL(URL(string: "pokedex://pokemons/25")!, source: .customScheme))
        #expect(!router.handleURL(URL(string: "pokedex://pokemons/9999")!, source: .customScheme))
        #expect(Screens.shown == ["pokemon 25"])
    }

    // MARK: - Arguments and query parameters

    @Test func argumentsAndQueryParameters() throws {
        let router = try Self.basicRouter()
        try router.register("pokedex://search/:keyword") { NamedHandler("search") }
        let match = router.match("pokedex://search/Pikachu?generation=1")!
        let keyword: String = try match.require("keyword")
        let generation: Int? = match.queryParams.value("generation")
        let pokedexID: Int? = router.match("pokedex://search/25")?.value("keyword")
        #expect(keyword == "Pikachu")
        #expect(generation == 1)
        #expect(pokedexID == 25)
        #expect(throws: ParameterError.self) { _ = try match.require("keyword", as: Int.self) }
    }

    // MARK: - Enum arguments and comma-separated lists

    @Test func enumArgumentsAndLists() throws {
        let router = try Self.basicRouter()
        let query = router.match("pokedex://pokemons?type=fire&types=water,grass")!.queryParams
        let type: PokemonType? = query.value("type")
        let types: [PokemonType]? = query.list("types")
        let typeSet = Set(query.list("types", as: PokemonType.self) ?? [])
        #expect(type == .fire)
        #expect(types == [.water, .grass])
        #expect(typeSet == [.water, .grass])
    }

    // MARK: - Custom arguments

    struct User: Equatable {
        let name: String
    }

    @Test func customArguments() throws {
        let router = try Self.basicRouter()
        try router.register("pokedex://trainer/:user") { NamedHandler("trainer") }
        let trainer: User? = router.match("pokedex://trainer/ash")?.value("user")
        #expect(trainer == User(name: "ash"))
    }

    // MARK: - Multiple link sources

    @Test func multipleLinkSources() throws {
        let router = Elf()
        try router.addEntryPoint("pokedex://")
        try router.addEntryPoint("https://my-awesome-pokedex.com")
        try router.addEntryPoint("https://kanto.my-awesome-pokedex.com")
        try router.register("/pokemons/:pokedexID") { PokemonHandler() }
        try router.register("pokedex://moves/:move_name") { NamedHandler("move") }
        try router.register("pokedex://pokemons/:pokedexID/move") { NamedHandler("pokemon move") }
        try router.register("https://my-awesome-pokedex.com/regions") { NamedHandler("regions") }

        #expect(router.canHandle("https://kanto.my-awesome-pokedex.com/pokemons/25"))
        #expect(router.canHandle("pokedex://pokemons/25"))
        #expect(!router.canHandle("https://my-awesome-pokedex.com/moves/thunderbolt"))
        #expect(router.canHandle("pokedex://moves/thunderbolt"))
        #expect(router.canHandle("pokedex://pokemons/25/move"))
        #expect(!router.canHandle("https://my-awesome-pokedex.com/pokemons/25/move"))
        #expect(router.canHandle("https://my-awesome-pokedex.com/regions"))
        #expect(!router.canHandle("https://kanto.my-awesome-pokedex.com/regions"))
        #expect(!router.canHandle("pokedex://regions"))
    }

    // MARK: - Custom router payloads

    struct UserInfo {
        let userID: Int64
    }

    final class PokemonsHandler: Handler {
        static var seen: [Int64?] = []
        var userID: Int64?
        func receive(_ match: RouteMatch, navigator: (any Navigator)?, context: Any?) {
            guard let context = context as? UserInfo else { return }; userID = context.userID
        }
        func handle() { Self.seen.append(userID) }
    }

    @Test func customRouterPayloads() throws {
        PokemonsHandler.seen = []
        let router = Elf()
        try router.register("pokedex://pokemons") { PokemonsHandler() }
        #expect(router.handleURL(url: "pokedex://pokemons", context: UserInfo(userID: 151)))
        #expect(PokemonsHandler.seen == [151])
    }

    // MARK: - Parse URL patterns

    struct PokemonRoute: Route, Equatable {
        static let pattern = "pokedex://pokemons/:id"
        var id: Int
    }

    @Test func parseURLPatterns() {
        #expect(PokemonRoute(parsing: "pokedex://pokemons/25") == PokemonRoute(id: 25))
        #expect(PokemonRoute(parsing: "pokedex:/pokemons/25") == nil)
        // A router answers only for a type it routes the URL to (ROUTING.md §4c).
        #expect(Elf().route(for: "pokedex://pokemons/25", as: PokemonRoute.self) == nil)
    }
}

extension CrossroadGuideTests.User: ParameterConvertible {
    init?(parameter: String) {
        self.name = parameter
    }
}
