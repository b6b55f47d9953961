import Testing

/// Records that ``ReferenceMatcher`` found two candidates equally specific,
/// which ROUTING.md rules out: the reference, or the random table, is wrong.
func reportReferenceTie(_ message: String) {
    Issue.record(Comment(rawValue: message))
}
