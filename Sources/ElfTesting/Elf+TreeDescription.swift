#if !COCOAPODS
    import Elf
#endif

extension Elf {
    /// A readable drawing of the routing tree, for tests, debugging and bug reports.
    ///
    /// ```swift
    /// import ElfTesting
    ///
    /// try elf.register("app://user/<id>") { UserHandler() }
    /// try elf.register("app://user/<int:id>/following") { FollowingHandler() }
    /// print(elf.treeDescription)
    /// // app://
    /// // └─ user
    /// //    ├─ <int>
    /// //    │  └─ following ⇒ app://user/<int:id>/following
    /// //    └─ <string> ⇒ app://user/<id>
    /// ```
    public var treeDescription: String {
        treeDrawing()
    }
}
