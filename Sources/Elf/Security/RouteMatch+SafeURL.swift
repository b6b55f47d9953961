import Foundation

extension Elf.RouteMatch {
    /// The URL bound to the placeholder `name`, if the pattern has it and
    /// `allowlist` accepts it; otherwise `nil`.
    ///
    /// Query values are read through the dictionary:
    /// `match.queryParams.safeURL("next", allowing: allowlist)`.
    public func safeURL(_ name: String, allowing allowlist: Elf.URLAllowlist) -> URL? {
        param(name).flatMap { try? allowlist.validate($0) }
    }

    /// The URL bound to the placeholder `name`, or an error naming why it is
    /// missing or unsafe.
    ///
    /// - Throws: ``Elf/InputError``, with the reason
    ///   ``Elf/InputError/Reason/missingParameter(name:)`` when the
    ///   pattern has no such placeholder.
    public func requireSafeURL(_ name: String, allowing allowlist: Elf.URLAllowlist) throws(Elf.InputError) -> URL {
        guard let text = param(name) else {
            throw Elf.InputError(url: name, reason: .missingParameter(name: name))
        }
        return try allowlist.validate(text)
    }
}
