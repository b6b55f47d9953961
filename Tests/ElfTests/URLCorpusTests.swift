import Foundation
import Testing
@testable import Elf

@Test func dumpCorpus() throws {
    let url = try #require(Bundle.module.url(forResource: "urltestdata", withExtension: "json", subdirectory: "Resources"))
    let data = try Data(contentsOf: url)
    let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
    let elf = Elf(configuration: .init(hostAsPathSegment: .never))
    try elf.register("/*") { fatalError() }
    var out: [[String: Any]] = []
    for case let entry as [String: Any] in entries {
        let input = entry["input"] as! String
        var row: [String: Any] = ["input": input]
        switch elf.resolve(input) {
        case .success(let m):
            row["ok"] = true
            row["scheme"] = m.scheme ?? NSNull()
            row["host"] = m.host ?? NSNull()
            row["port"] = m.port ?? NSNull()
            row["segs"] = m.pathSegments
            row["query"] = m.queryItems.map { [$0.name, $0.value] }
            row["frag"] = m.fragment ?? NSNull()
        case .failure(let miss):
            row["ok"] = false
            switch miss.reason {
            case .malformed(let e): row["reason"] = "\(e.reason)"; row["col"] = e.column
            default: row["reason"] = "\(miss.reason)"
            }
        }
        out.append(row)
    }
    let json = try JSONSerialization.data(withJSONObject: out, options: [.prettyPrinted])
    try json.write(to: URL(fileURLWithPath: "/tmp/explore/dump.json"))
}
