import Testing

@testable import Elf

/// The shape of the frozen tree (STYLE.md layer 3).
@Suite struct RouteTreeTests {
    @Test func sharedPrefixesShareNodes() throws {
        let elf = try Elf.with(["app://a/b/c", "app://a/b/d", "app://a/b/e/f"])
        let tree = elf.currentTree().tree
        // the three roots (schemes, *://, paths), then app, a (host), b, c, d, e, f
        #expect(tree.nodes.count == 10)
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test func placeholderNamesLiveWithTheRouteSoNodesAreShared() throws {
        let elf = try Elf.with(["app://a/<x>/b", "app://a/<y>/c"])
        let tree = elf.currentTree().tree
        #expect(tree.nodes.filter { $0.code == RouteTree.EdgeCode.string }.count == 1)
        #expect(elf.match("app://a/1/b")?.params == ["x": "1"])
        #expect(elf.match("app://a/2/c")?.params == ["y": "2"])
    }

    @Test func manyLiteralSiblingsAreEachFoundInTheEdgeTable() throws {
        let patterns = (0..<200).map { "app://h/segment\($0)/<int:id>" }
        let elf = try Elf.with(patterns)
        let tree = elf.currentTree().tree
        #expect(tree.invariantViolations().isEmpty)
        for index in [0, 57, 199] {
            #expect(elf.match("app://h/segment\(index)/5")?.pattern == "app://h/segment\(index)/<int:id>")
        }
        #expect(elf.match("app://h/segment200/5") == nil)
    }

    @Test func unregisteredBranchesArePruned() throws {
        let elf = try Elf.with(["app://a/b/c", "app://a/x"])
        elf.unregister("app://a/b/c")
        let tree = elf.currentTree().tree
        // the three roots, then app, a (host), x
        #expect(tree.nodes.count == 6)
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test func treeDescriptionDrawsTheTree() throws {
        let elf = try Elf.with([
            "app://user/<id>", "app://user/<int:id>/following", "app://files/<path:rest>", "app://w/*",
            "*://any", "/", "/about",
        ])
        #expect(
            elf.treeDescription == """
                app://
                ├─ files
                │  └─ <path> ⇒ app://files/<path:rest>
                ├─ user
                │  ├─ <int>
                │  │  └─ following ⇒ app://user/<int:id>/following
                │  └─ <string> ⇒ app://user/<id>
                └─ w
                   └─ * ⇒ app://w/*
                *://
                └─ any ⇒ *://any
                / ⇒ /
                └─ about ⇒ /about
                """)
    }

    @Test func emptyRouterMatchesNothing() {
        let elf = Elf()
        #expect(elf.match("app://a") == nil)
        #expect(elf.treeDescription == "")
        #expect(elf.currentTree().tree.invariantViolations().isEmpty)
    }
}
