/// libFuzzer's entry point for every Elf target, built once as one binary.
///
/// The library is compiled with the sanitizers once, not once per target:
/// `ELF_FUZZER` names the target a run exercises (`url-reader`, `router`,
/// `rewrite`, `reverse` or `allowlist`), and `scripts/fuzz.sh` sets it.
/// An unknown or missing name stops the run at the first input, so a typo
/// never fuzzes nothing.
import Foundation

/// The target this process fuzzes, read once from `ELF_FUZZER`.
private let selectedFuzzer: @Sendable (UnsafePointer<UInt8>, Int) -> CInt = {
    let name = ProcessInfo.processInfo.environment["ELF_FUZZER"] ?? ""
    switch name {
    case "url-reader": return fuzzURLReader
    case "router": return fuzzRouter
    case "rewrite": return fuzzRewrite
    case "reverse": return fuzzReverse
    case "allowlist": return fuzzAllowlist
    default:
        FileHandle.standardError.write(
            Data("ELF_FUZZER must be url-reader, router, rewrite, reverse or allowlist, not \"\(name)\"\n".utf8))
        exit(2)
    }
}()

/// libFuzzer's callback for one input: runs the selected target on it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    selectedFuzzer(data, size)
}
