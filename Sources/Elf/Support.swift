import Foundation

/// Writing diagnostics without `print`, so they reach standard error.
package enum FileHandleOutput {
    package static func standardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
