import Elf
import Testing

/// Every lookup reads the router's current snapshot: registration drops it,
/// and the next lookup freezes a new one.
@Suite struct SnapshotTests {
    /// A router's matches see every registration made before them.
    @Test func matchesSeeEveryRegistrationBeforeThem() throws {
        let elf = Elf()
        for index in 0..<50 {
            try elf.register("app://item\(index)/<int:id>") { NoOpSnapshotHandler() }
            #expect(elf.match("app://item\(index)/7")?.params == ["id": "7"])
            #expect(elf.match("app://item\(index)/7")?.pattern == "app://item\(index)/<int:id>")
        }
        #expect(elf.unregister("app://item3/<int:id>"))
        #expect(elf.match("app://item3/7") == nil)
    }
}

/// A handler that does nothing.
private final class NoOpSnapshotHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
