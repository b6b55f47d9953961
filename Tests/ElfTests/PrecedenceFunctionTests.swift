import Testing

@testable import Elf

/// One precedence function decides the order of a node's children:
/// the walk's `ChildKinds` bits, the tree's drawing and `PlaceholderKind.rank`
/// must all agree with `RouteTree.Precedence` (ROUTING.md §2).
@Suite struct PrecedenceFunctionTests {
    typealias EdgeCode = RouteTree.EdgeCode
    typealias ChildKinds = RouteTree.ChildKinds

    /// Every edge code, in the order ROUTING.md §2 tries them.
    static let codesInOrder: [UInt16] = [
        EdgeCode.literal, EdgeCode.int, EdgeCode.double, EdgeCode.bool, EdgeCode.uuid,
        EdgeCode.customBase, EdgeCode.customBase + 1, EdgeCode.customBase + 7,
        EdgeCode.string, EdgeCode.path, EdgeCode.wildcard,
    ]

    @Test func theOrderIsROUTINGsOrder() {
        let orders = Self.codesInOrder.map(RouteTree.Precedence.order(of:))
        #expect(orders == orders.sorted())
        #expect(Set(orders).count == orders.count, "no two codes tie")
    }

    /// The walk takes the lowest set bit first, so each constant must be `1 << group`.
    @Test(arguments: [
        (EdgeCode.literal, ChildKinds.literal), (EdgeCode.int, ChildKinds.int),
        (EdgeCode.double, ChildKinds.double), (EdgeCode.bool, ChildKinds.bool), (EdgeCode.uuid, ChildKinds.uuid),
        (EdgeCode.customBase + 3, ChildKinds.custom), (EdgeCode.string, ChildKinds.string),
        (EdgeCode.path, ChildKinds.path), (EdgeCode.wildcard, ChildKinds.wildcard),
    ])
    func theWalksBitsAreThePrecedenceGroups(code: UInt16, bit: UInt16) {
        #expect(bit == 1 << UInt16(RouteTree.Precedence.group(of: code)))
        #expect(ChildKinds.of(code) == bit)
    }

    @Test func placeholderKindsCompareAsTheirEdges() {
        let kinds: [PlaceholderKind] = [.int, .double, .bool, .uuid, .custom(0), .custom(5), .string]
        for (left, right) in zip(kinds, kinds.dropFirst()) {
            #expect(left < right)
            #expect(
                RouteTree.Precedence.order(of: EdgeCode.of(left)) < RouteTree.Precedence.order(of: EdgeCode.of(right)))
        }
    }

    /// The drawing lists children in the order the walk tries them.
    @Test func theDrawingListsChildrenAsTheWalkTriesThem() throws {
        let elf = Elf()
        try elf.addPlaceholderType("slug") { $0 }
        for pattern in [
            "app://a/*", "app://a/<path:p>", "app://a/<s>", "app://a/<slug:x>", "app://a/<int:i>", "app://a/z",
        ] {
            try elf.register(pattern) { Noop() }
        }
        let lines = elf.treeDrawing().split(separator: "\n").map(String.init)
        let children = lines.filter { $0.contains("⇒") }.map {
            $0.components(separatedBy: "⇒")[1].trimmingCharacters(in: .whitespaces)
        }
        #expect(
            children == [
                "app://a/z", "app://a/<int:i>", "app://a/<slug:x>", "app://a/<s>", "app://a/<path:p>", "app://a/*",
            ])
        // The walk agrees: each URL goes to the first child that takes it.
        #expect(elf.match("app://a/z")?.pattern == "app://a/z")
        #expect(elf.match("app://a/7")?.pattern == "app://a/<int:i>")
        #expect(elf.match("app://a/q")?.pattern == "app://a/<slug:x>")
        #expect(elf.match("app://a/q/r")?.pattern == "app://a/<path:p>")
    }

    final class Noop: Handler {
        func handle() {}
    }
}
