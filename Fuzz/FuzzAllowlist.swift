/// libFuzzer target for ``Elf/URLAllowlist``, the validator for URL-valued
/// parameters (redirect targets, web view addresses).
///
/// Two kinds of input:
///
/// - `G` then bytes: a URL-like string that ``AllowlistURLGenerator`` (the
///   tests' own) builds from the pieces open-redirect bypasses are made of,
///   one choice per byte.
/// - Anything else: the bytes, as UTF-8 text.
///
/// Either way the string must keep every property of
/// ``AllowlistProperties`` (the tests check the same ones): `accepts` agrees
/// with `validate`; an accepted URL is plain ASCII, validates to itself, and
/// Foundation's `URLComponents` and `URL` read it, as given and as returned,
/// with an allowlisted scheme, host and port, no userinfo, no dot segment
/// and no encoded slash; a rejection names the input and describes it
/// safely for a log.
/// One input of this target (the entry point, `FuzzMain.swift`, picks the target).
func fuzzAllowlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text: String
    if bytes.first == UInt8(ascii: "G") {
        var generator = AllowlistURLGenerator(random: FuzzBytes(Array(bytes.dropFirst())))
        text = generator.text()
    } else {
        text = fuzzText(data, size)
    }
    let problems = AllowlistProperties.violations(of: text)
    require(problems.isEmpty, problems.joined(separator: "\n"))
    return 0
}
