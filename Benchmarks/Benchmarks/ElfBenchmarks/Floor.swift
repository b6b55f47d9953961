// No imports: scripts/lookup-costs.sh compiles this file into its probe
// together with GitHubRoutes.swift and SyntheticRoutes.swift.

/// The floor: walk the URL's bytes once and hash its segments. Any router
/// must at least read every byte; this is what that costs.
@inline(never)
func floorWalk(_ url: String) -> UInt64 {
    var url = url
    return url.withUTF8 { bytes in
        var total: UInt64 = 0
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                total &+= hash
                hash = 0xcbf2_9ce4_8422_2325
            } else {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return total &+ hash
    }
}
