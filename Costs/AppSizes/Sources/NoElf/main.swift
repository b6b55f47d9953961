// The baseline: comparable trivial work without Elf. It reads a URL with
// Foundation, so Foundation is linked as it is in the programs that use Elf.
import Foundation

let components = URLComponents(string: "app://user/limboy/following")
let segments = components?.path.split(separator: "/") ?? []
if components?.host == "user", segments.count == 2, segments[1] == "following" {
    print("NoElf: following \(segments[0])")
} else {
    print("NoElf: app://user/limboy/following not understood")
}
