extension Elf {
    /// Removes every route: FFRouter's `unregisterAllRoutes`.
    ///
    /// ```swift
    /// import ElfMigration
    ///
    /// elf.unregisterAll()
    /// elf.registeredPatterns   // []
    /// ```
    ///
    /// New code keeps one router per table, or calls
    /// ``Elf/unregister(_:)`` for each of ``Elf/registeredPatterns``.
    public func unregisterAll() {
        removeAllRoutes()
    }
}
