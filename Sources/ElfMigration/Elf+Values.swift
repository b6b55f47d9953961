extension Elf {
    /// The answer of the first handler for `url` that makes a value of type
    /// `T`: HandyRouter's value handlers.
    ///
    /// ```swift
    /// import ElfMigration
    ///
    /// let preview = elf.value(for: "app://product/42", as: ShopScreen.self)
    /// let order = elf.value(for: "app://order/7", as: ShopScreen.self, source: .internal)
    /// ```
    ///
    /// Each matching pattern in precedence order gets a fresh handler, which
    /// is converted as for ``Elf/handleURL(url:context:source:)``; the first
    /// ``ValueHandler`` that accepts the URL and makes a `T` answers. No
    /// `handle()` runs, and the not-found handlers are not called.
    /// Interceptors are asked as for handling: a rejection gives `nil`, and a
    /// redirect or a deferral gives the redirect target's answer (nothing is
    /// set aside for ``Elf/resumeDeferredURL()``).
    @MainActor
    public func value<T>(
        for url: String, as type: T.Type = T.self, context: Any? = nil, source: LinkSource = .other
    ) -> T? {
        var answer: T?
        _ = handler(for: url, context: context, source: source) { handler in
            guard let provider = handler as? any ValueHandler, let value = provider.makeValue() as? T else {
                return false
            }
            answer = value
            return true
        }
        return answer
    }
}
