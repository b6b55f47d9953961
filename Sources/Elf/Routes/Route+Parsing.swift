extension Elf.Route {
    /// Reads `url` with this type's own ``pattern``, without a router: the
    /// value it decodes to, or `nil` when the URL is not one of the
    /// pattern's or its values do not decode.
    ///
    /// ```swift
    /// struct PokemonRoute: Route {
    ///     static let pattern = "pokedex://pokemons/:id"
    ///     var id: Int
    /// }
    ///
    /// PokemonRoute(parsing: "pokedex://pokemons/25")   // PokemonRoute(id: 25)
    /// PokemonRoute(parsing: "pokedex:/pokemons/25")    // nil: no host
    /// ```
    ///
    /// The URL is read as a router with the default configuration reads
    /// it, with no rewrite rules and no custom placeholder types. It answers
    /// what the pattern says, not what an app routes: a router may send the
    /// same URL to another route, or refuse it. Ask the router with
    /// ``Elf/route(for:as:)`` for that.
    ///
    /// - Complexity: O(*n*) in the length of the URL, plus the parse of the
    ///   pattern and the type's own decoding.
    public init?(parsing url: String) {
        guard let value = Elf.parsing.parsedRoute(url, as: Self.self) else { return nil }
        self = value
    }
}
