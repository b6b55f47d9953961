import Dispatch
import Foundation

/// An `NSRegularExpression` searched with a deadline, so a catastrophic
/// pattern (`^(a+)+$` on `aaaa…!`) fails closed instead of hanging the app.
///
/// Swift `Regex` cannot be stopped once it runs. `NSRegularExpression`, with
/// `.reportProgress`, calls its block periodically *during* a long match
/// (ICU's match callback, on Apple platforms and in swift-corelibs-foundation
/// alike), and setting `stop` there ends the search. Elf's tests run such a
/// pattern on Linux and check that it fails with a time-out.
final class DeadlineRegex: Sendable {
    let expression: NSRegularExpression

    /// What a search found.
    enum Outcome {
        /// The first match: the whole match, then each group (`nil` when it did not take part).
        case match([Substring?])
        case noMatch
        /// The deadline passed before the search ended.
        case timedOut
        /// The engine reported an internal error (for example, stack exhaustion).
        case failed
    }

    /// Compiles `pattern`, or returns `nil` when `NSRegularExpression` does not accept it.
    init?(_ pattern: String) {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.expression = expression
    }

    /// The number of capture groups.
    var groupCount: Int { expression.numberOfCaptureGroups }

    /// The first match in `text`, searching no later than `deadline` (in `DispatchTime` nanoseconds).
    func firstMatch(in text: String, deadline: UInt64) -> Outcome {
        if DispatchTime.now().uptimeNanoseconds >= deadline { return .timedOut }
        var found: NSTextCheckingResult?
        var timedOut = false
        var failed = false
        let range = NSRange(location: 0, length: text.utf16.count)
        expression.enumerateMatches(in: text, options: [.reportProgress], range: range) { result, flags, stop in
            if let result {
                found = result
            } else if flags.contains(.internalError) {
                failed = true
            } else if DispatchTime.now().uptimeNanoseconds >= deadline {
                timedOut = true
            } else {
                return
            }
            // Safety: `stop` is the flag Foundation lends this block for the call, and is written
            // only here. The one pointer outside the scanner, the walk and the lock: Foundation
            // has no other way to end a search (scripts/check-unsafe.sh allows only this `.pointee`).
            stop.pointee = true
        }
        if let found {
            return .match(
                (0..<found.numberOfRanges).map { index in
                    Range(found.range(at: index), in: text).map { text[$0] }
                })
        }
        if failed { return .failed }
        return timedOut ? .timedOut : .noMatch
    }
}
