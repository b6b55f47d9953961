import Testing

@testable import Elf

/// How a lookup scans a URL, walks the tree and reads the captures.
///
/// Where the lookup takes a shortcut for a common shape, it gives what the
/// general code gives, even at the shortcut's edges; and the frozen tree it
/// walks shares the builder's storage rather than copying it.
@Suite struct LookupTests {
    /// The one-pass scan of `scheme://host/...` URLs gives what the general
    /// scan gives, or fails the same way, on deep-link shapes around its
    /// edges (URLCorpusTests checks the web-platform corpus the same way).
    @Test(arguments: [
        "app://user", "app://user/", "app://u/a/b?x=1#f", "app://u?", "app://u#", "App://u/a", "app://User/a",
        "app://u:80/a", "app://me@u/a", "app://[::1]/a", "app://u%41/a", "app:///a", "app://", "app:/a", "app:a",
        "a://u", "a1+.-://u/x", "1a://u", " app://u/a", "app://u/a ", "app://u/%zz", "app://u/a%2E%2E",
        "app://u/./a", "app://u/a/..", "app://u/a\\b", "app://u/é", "app://u/a\u{85}", "app://u-x.y_z~!$&'()*+,;=/a",
        "app://u\"x/a", "app://u<x/a", "app://u^x/a", "app://u`x/a", "app://u{x}/a", "app://u|x/a",
    ])
    func commonFormScanAgreesWithTheGeneralScan(input: String) {
        #expect(Self.scansAgree(input))
    }

    /// Whether ``URLScanner/scan(_:)`` and ``URLScanner/scanAnyForm(_:)`` read `input` the same way.
    static func scansAgree(_ input: String) -> Bool {
        let scanner = URLScanner(maxLength: 8192, allowsUserinfo: false)
        return withUTF8Bytes(of: input) { bytes in
            let fast = Result { () throws(ScanFailure) in try scanner.scan(bytes) }
            let general = Result { () throws(ScanFailure) in try scanner.scanAnyForm(bytes) }
            return fast == general
        }
    }

    /// A lookup hashes a segment eight bytes at a time where eight bytes are
    /// left in the path, byte by byte otherwise; either way it finds labels of
    /// every length, wherever the segment sits.
    @Test func literalSegmentsOfEveryLengthAreFoundAnywhereInThePath() throws {
        let labels = (1...26).map { String("abcdefghijklmnopqrstuvwxyz".prefix($0)) }
        let elf = try Elf.with(labels.map { "app://h/\($0)/tail" } + labels.map { "app://h/end/\($0)" })
        for label in labels {
            #expect(elf.match("app://h/\(label)/tail")?.pattern == "app://h/\(label)/tail")
            #expect(elf.match("app://h/end/\(label)")?.pattern == "app://h/end/\(label)")
            #expect(elf.match("app://h/end/\(label)?q=1")?.pattern == "app://h/end/\(label)")
            #expect(elf.match("app://h/end/\(label)9") == nil)
        }
    }

    /// Up to four captures are stored inline; more spill into an array, and
    /// both read back the same.
    @Test(arguments: [1, 4, 5, 9])
    func capturesBeyondFourSpillAndReadBack(count: Int) throws {
        let names = (0..<count).map { "p\($0)" }
        let elf = try Elf.with(["app://h" + names.map { "/<\($0)>" }.joined()])
        let match = try #require(elf.match("app://h" + names.map { "/v-\($0)" }.joined()))
        #expect(match.captures.count == count)
        #expect(match.params == Dictionary(uniqueKeysWithValues: names.map { ($0, "v-\($0)") }))
        #expect(names.map { match.param($0) } == names.map { "v-\($0)" })
    }

    /// Routes with the same parameter names share one parameter list, and
    /// `params` built from it equals `params` built by inserting each name.
    @Test func routesWithTheSameNamesShareOneParameterList() throws {
        let elf = try Elf.with(["app://a/<id>/<tab>", "app://b/<int:id>/x/<tab>", "app://c/<tab>/<id>"])
        let tree = elf.currentTree().tree
        let lists = (0..<tree.routes.count).map { ObjectIdentifier(tree.routes[$0].parameters) }
        #expect(lists[0] == lists[1])
        #expect(lists[0] != lists[2])
        #expect(elf.match("app://b/7/x/home")?.params == ["id": "7", "tab": "home"])
        #expect(elf.match("app://c/home/7")?.params == ["id": "7", "tab": "home"])
        let unindexed = RouteRecord(pattern: "app://a/<id>/<tab>", parameterNames: ["id", "tab"])
        #expect(unindexed.parameters.captureIndices == nil)
    }

    /// A catch-all's value read straight from the URL equals the segments joined by `/`.
    @Test(arguments: [
        ("app://f/a/b", "a/b"), ("app://f/a//b", "a/b"), ("app://f/a/b/", "a/b"), ("app://f/a/b//", "a/b"),
        ("app://f//a", "a"), ("app://f/a%2Fb/c", "a/b/c"), ("app://f/x.y/z", "x.y/z"),
    ])
    func catchAllValuesJoinTheSegments(url: String, value: String) throws {
        let elf = try Elf.with(["app://f/<path:rest>"])
        #expect(elf.match(url)?.params["rest"] == value)
    }

    /// Freezing hands the builder's arrays to the tree rather than copying
    /// them, so a router holds one copy of its table.
    @Test func frozenTreeSharesTheBuildersArrays() throws {
        let elf = try Elf.with((0..<300).map { "app://h/s\($0)/<int:id>" })
        let tree = elf.currentTree()
        func base<Element>(_ array: ContiguousArray<Element>) -> Int {
            array.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        }
        let (nodes, slots, values) = elf.locked { registry in
            (base(registry.routes.shape.nodes), base(registry.routes.shape.slots), base(registry.routes.values))
        }
        #expect(nodes == base(tree.tree.nodes))
        #expect(slots == base(tree.tree.slots))
        #expect(values == base(tree.values.payloads))
        #expect(tree.tree.nodes.capacity <= tree.tree.nodes.count + tree.tree.nodes.count / 8 + 16)
    }
}
