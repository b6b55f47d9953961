// The router's internal diagnostics, for the suites that import Elf without
// `@testable` (so that their snippets compile against the public API only)
// and still check what a router holds.

@testable import Elf

extension Elf {
    /// The interceptors' names, in the order they are asked (`interceptorNames`).
    var interceptorNamesForTests: [String] { interceptorNames }

    /// The entry points' texts, as they were added (`entryPointTexts`).
    var entryPointTextsForTests: [String] { entryPointTexts }
}
