/// What one step did: its header, what happened, and the stack afterwards.
///
/// ```
/// [1] open app://product/42
///   - loaded product 42 (Towel, $12.50) in prepare()
///   - cold start: set the stack to products → product/42, so Back leads to the list
///   stack
///   ├─ products
///   └─ product/42
/// ```
public struct StepReport: Sendable, Equatable {
    /// The step's number, from 1.
    public var number: Int
    /// The step's header, such as `open app://product/42`.
    public var title: String
    /// What happened, one sentence a line.
    public var outcomes: [String]
    /// The navigator's `stackDescription` after the step.
    public var stack: String
    /// For a URL, whether a handler took it; `nil` for other steps.
    public var handled: Bool?

    /// Creates a report.
    public init(number: Int, title: String, outcomes: [String], stack: String, handled: Bool? = nil) {
        self.number = number
        self.title = title
        self.outcomes = outcomes
        self.stack = stack
        self.handled = handled
    }

    /// The report as text: the header, then the outcomes and the stack indented.
    public var text: String {
        let header = "[\(number)] \(title)"
        let happened = outcomes.isEmpty ? ["  - nothing happened"] : outcomes.map { "  - \($0)" }
        let stackLines = stack.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        return ([header] + happened + stackLines).joined(separator: "\n")
    }
}
