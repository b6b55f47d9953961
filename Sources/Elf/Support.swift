import Foundation

/// Writing diagnostics without `print`, so they reach standard error.
enum FileHandleOutput {
    static func standardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
