import Testing

@testable import Elf

// Writing a route's URL through a chosen entry point (ROUTING.md §2a read
// backwards): `url(for:through:)` and `url(for:_:through:)`.

struct EntryShopProductRoute: Route, Equatable {
    static let pattern = "/product/<int:id>"
    var id: Int
    var ref: String?
}

struct ShopNameRoute: Route, Equatable {
    static let pattern = "/<name>/card"
    var name: String
}

struct AppOnlyRoute: Route, Equatable {
    static let pattern = "app://settings/<section>"
    var section: String
}

/// A shop with three entry points, typed routes, a web fallback and one path
/// pattern only a more specific entry point reaches.
@MainActor
private func makeShop() throws -> Elf {
    let elf = Elf()
    try elf.addEntryPoint("app://")
    try elf.addEntryPoint("https://www.example.com")
    try elf.addEntryPoint("https://example.com/app")
    try elf.register(EntryShopProductRoute.self) { _ in true }
    try elf.register(ShopNameRoute.self) { _ in true }
    try elf.register(AppOnlyRoute.self) { _ in true }
    try elf.register("/files/<path:rest>") { NoopHandler() }
    try elf.register("/tag/<t>") { NoopHandler() }
    try elf.register("https://www.example.com/tag/featured") { NoopHandler() }
    return elf
}

struct EntryPointURLCase: CustomTestStringConvertible, Sendable {
    let entryPoint: String
    let route: EntryShopProductRoute
    let expected: String

    var testDescription: String { "\(route) through \(entryPoint)" }
}

@MainActor
@Test(arguments: [
    EntryPointURLCase(
        entryPoint: "https://www.example.com", route: .init(id: 42), expected: "https://www.example.com/product/42"),
    EntryPointURLCase(
        entryPoint: "https://example.com/app", route: .init(id: 42, ref: "mail"),
        expected: "https://example.com/app/product/42?ref=mail"),
    EntryPointURLCase(entryPoint: "app://", route: .init(id: 7), expected: "app://product/7"),
    // Entry points are found as addEntryPoint compares them: scheme and host ignoring case.
    EntryPointURLCase(
        entryPoint: "HTTPS://WWW.Example.com", route: .init(id: 1), expected: "https://www.example.com/product/1"),
])
private func aRouteIsWrittenThroughTheEntryPointAndComesBack(_ test: EntryPointURLCase) throws {
    let elf = try makeShop()
    let url = try elf.url(for: test.route, through: test.entryPoint)
    #expect(url == test.expected)
    #expect((try? elf.url(for: test.route, through: test.entryPoint)) == test.expected)
    #expect(elf.route(for: url, as: EntryShopProductRoute.self) == test.route)
    let match = try #require(elf.match(url))
    #expect(match.pattern == EntryShopProductRoute.pattern)
    #expect(match.entryPoint.map { $0.lowercased() } == test.entryPoint.lowercased())
}

@MainActor
@Test func pathPatternsAreWrittenThroughEntryPointsWithTheirValues() throws {
    let elf = try makeShop()
    #expect(
        try elf.url(for: "/files/<path:rest>", ["rest": "a b/c", "v": "2"], through: "https://www.example.com")
            == "https://www.example.com/files/a%20b/c?v=2")
    #expect((try? elf.url(for: "/tag/<t>", ["t": "new"], through: "app://")) == "app://tag/new")
    #expect(
        (try? elf.url(for: "/product/<int:id>", ["id": "5"], through: "https://example.com/app"))
            == "https://example.com/app/product/5")
}

/// Each way there is no URL, with the reason the error gives.
@MainActor
@Test func refusalsSayWhy() throws {
    let elf = try makeShop()
    func reason(_ body: () throws(ReverseRoutingError) -> String) -> ReverseRoutingError.Reason? {
        do throws(ReverseRoutingError) {
            _ = try body()
            return nil
        } catch {
            return error.reason
        }
    }
    // Not an entry point of this router.
    #expect(
        reason { () throws(ReverseRoutingError) in
            try elf.url(for: EntryShopProductRoute(id: 1), through: "https://other.example")
        } == .unknownEntryPoint("https://other.example"))
    #expect(
        reason { () throws(ReverseRoutingError) in
            try elf.url(for: EntryShopProductRoute(id: 1), through: "not an entry point")
        } == .unknownEntryPoint("not an entry point"))
    // A pattern with its own scheme is not reached through entry points.
    #expect(
        reason { () throws(ReverseRoutingError) in
            try elf.url(for: AppOnlyRoute(section: "privacy"), through: "app://")
        } == .notAPathPattern)
    // Through `app://` the first segment is the host, read lowercased: "Ann" would come back as "ann".
    guard
        case .doesNotRouteBack(let url, _)? = reason({ () throws(ReverseRoutingError) in
            try elf.url(for: ShopNameRoute(name: "Ann"), through: "app://")
        })
    else {
        Issue.record("a capitalised host value is refused")
        return
    }
    #expect(url == "app://Ann/card")
    #expect((try? elf.url(for: ShopNameRoute(name: "ann"), through: "app://")) == "app://ann/card")
    #expect(
        (try? elf.url(for: ShopNameRoute(name: "Ann"), through: "https://www.example.com"))
            == "https://www.example.com/Ann/card")
    // A more specific route takes the URL: it would not come back to this pattern.
    guard
        case .doesNotRouteBack(_, let why)? = reason({ () throws(ReverseRoutingError) in
            try elf.url(for: "/tag/<t>", ["t": "featured"], through: "https://www.example.com")
        })
    else {
        Issue.record("a URL another route takes is refused")
        return
    }
    #expect(why == #"it matches "https://www.example.com/tag/featured" instead"#)
    // An unregistered path pattern matches nothing through any entry point.
    #expect((try? elf.url(for: "/nowhere/<x>", ["x": "1"], through: "app://")) == nil)
    // Errors of the path itself come first.
    #expect(
        reason { () throws(ReverseRoutingError) in
            try elf.url(for: "/product/<int:id>", ["id": "x"], through: "app://")
        } == .invalidValue("x", type: "int"))
}

/// A URL written through a broader entry point can come back through a more
/// specific one, whose written-out pattern has a literal where the broader
/// one has a placeholder: it would not bind the same values.
@MainActor
@Test func aMoreSpecificEntryPointCanTakeTheURL() throws {
    let elf = Elf()
    try elf.addEntryPoint("https://example.com")
    try elf.addEntryPoint("https://example.com/app")
    try elf.register("/<path:rest>") { NoopHandler() }
    var why: String?
    do throws(ReverseRoutingError) {
        _ = try elf.url(for: "/<path:rest>", ["rest": "app/x"], through: "https://example.com")
    } catch {
        if case .doesNotRouteBack(_, let reason) = error.reason { why = reason }
    }
    #expect(why == #"it comes through "https://example.com/app" instead"#)
    #expect(
        (try? elf.url(for: "/<path:rest>", ["rest": "x"], through: "https://example.com/app"))
            == "https://example.com/app/x")
    #expect(
        (try? elf.url(for: "/<path:rest>", ["rest": "shop/x"], through: "https://example.com"))
            == "https://example.com/shop/x"
    )
}
