import Testing

@testable import Elf

/// The `:name` spelling of placeholders (ROUTING.md §1).
///
/// `:name` is the JLRoutes, Crossroad and FFRouter spelling of `<name>`.
/// Before, `app://user/:id` registered the literal text `:id` and never
/// matched, so a migrated table lost every route.
@Suite struct ColonPlaceholderTests {
    @Test(arguments: [
        ("app://user/:id", "app://user/42", ["id": "42"]),
        ("app://user/:id/posts/:post_id", "app://user/7/posts/9", ["id": "7", "post_id": "9"]),
        ("app://:page", "app://settings", ["page": "settings"]),
        ("/user/view/:userID", "/user/view/limboy", ["userID": "limboy"]),
        ("app://clock/12:30", "app://clock/12:30", [:]),
        ("app://a/%3Aid", "app://a/:id", [:]),
        ("app://a(/:x)", "app://a/b", ["x": "b"]),
    ])
    func colonNameIsAPlaceholder(pattern: String, url: String, params: [String: String]) throws {
        let elf = Elf()
        try elf.register(pattern) { NoopHandler() }
        let match = try #require(elf.match(url), "\(pattern) must match \(url)")
        #expect(match.params == params)
    }

    /// `:id` and `<id>` are one shape, so registering both is a duplicate.
    @Test func colonAndAngleSpellingsAreOneShape() throws {
        let elf = Elf()
        try elf.register("app://user/:id") { NoopHandler() }
        #expect(throws: Elf.PatternError.self) { try elf.register("app://user/<name>") { NoopHandler() } }
    }

    @Test(arguments: [
        ("app://user/:", Elf.PatternError.Reason.emptyName, 13),
        ("app://user/:1x", .invalidName("1x"), 13),
        ("app://user/:a-b", .invalidName("a-b"), 13),
        ("app://user/:int:x", .typeInColonPlaceholder, 16),
        ("app://:/x", .emptyName, 8),
    ])
    func invalidColonNamesAreErrorsWithTheColumn(pattern: String, reason: Elf.PatternError.Reason, column: Int) {
        #expect(throws: Elf.PatternError(pattern: pattern, reason: reason, offset: column - 1)) {
            try Elf().register(pattern) { NoopHandler() }
        }
    }
}
