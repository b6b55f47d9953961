/// A scanner failure before it is tied to the URL string that caused it.
///
/// Its reason is a type of its own, with no strings, so the failure a lookup
/// keeps room for is set up and torn down for nothing (the ``Elf/InputError``
/// reasons hold strings); ``Elf/InputError/init(url:_:)`` turns it into the
/// ``Elf/InputError/Reason`` case of the same name.
struct ScanFailure: Error, Equatable {
    /// Why the reader refused the URL: the cases of ``Elf/InputError/Reason``
    /// under "URLs the router reads", documented there.
    enum Reason: Equatable {
        case notAURL
        case tooLong(limit: Int)
        case invalidPercentEscape
        case invalidUTF8
        case controlCharacter
        case backslash
        case encodedControlCharacter
        case invalidScheme
        case invalidHost
        case delimiterInHost
        case invalidPort
        case userinfo
    }

    var reason: Reason
    var offset: Int
}

extension ScanFailure.Reason {
    /// The error reason of the same name.
    var inputReason: Elf.InputError.Reason {
        switch self {
        case .notAURL: .notAURL
        case .tooLong(let limit): .tooLong(limit: limit)
        case .invalidPercentEscape: .invalidPercentEscape
        case .invalidUTF8: .invalidUTF8
        case .controlCharacter: .controlCharacter
        case .backslash: .backslash
        case .encodedControlCharacter: .encodedControlCharacter
        case .invalidScheme: .invalidScheme
        case .invalidHost: .invalidHost
        case .delimiterInHost: .delimiterInHost
        case .invalidPort: .invalidPort
        case .userinfo: .userinfo
        }
    }
}

extension Elf.InputError {
    /// The error for `url`, which the scanner refused with `failure`: the one
    /// place a scan failure is tied to its URL.
    init(url: String, _ failure: ScanFailure) {
        self.init(url: url, reason: failure.reason.inputReason, offset: failure.offset)
    }
}
