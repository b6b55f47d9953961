import Foundation

extension Dictionary where Key == String, Value == String {
    /// The URL in parameter `name`, if it is present and `allowlist` accepts
    /// it; otherwise `nil`.
    ///
    /// ```swift
    /// func convert(params: [String: String], queryParams: [String: String]) {
    ///     redirect = queryParams.safeURL("redirect", allowing: allowlist)
    /// }
    /// ```
    ///
    /// See ``Elf/URLAllowlist/validate(_:)`` for what is rejected.
    public func safeURL(_ name: String, allowing allowlist: Elf.URLAllowlist) -> URL? {
        self[name].flatMap { try? allowlist.validate($0) }
    }

    /// The URL in parameter `name`, or an error naming why it is missing or
    /// unsafe.
    ///
    /// - Throws: ``Elf/InputError``, with the reason
    ///   ``Elf/InputError/Reason/missingParameter(name:)`` when the
    ///   parameter is absent.
    public func requireSafeURL(_ name: String, allowing allowlist: Elf.URLAllowlist) throws(Elf.InputError) -> URL {
        guard let text = self[name] else {
            throw Elf.InputError(url: name, reason: .missingParameter(name: name))
        }
        return try allowlist.validate(text)
    }
}
