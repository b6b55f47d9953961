/// A scanner failure before it is tied to the URL string that caused it.
package struct ScanFailure: Error, Equatable {
    var reason: Elf.InputError.Reason
    var offset: Int
}

extension Elf.InputError {
    /// The error for `url`, which the scanner refused with `failure`: the one
    /// place a scan failure is tied to its URL.
    init(url: String, _ failure: ScanFailure) {
        self.init(url: url, reason: failure.reason, offset: failure.offset)
    }
}
