// A stand-in for Apple's ObjectiveC module, for type-checking only (see Stubs/README.md).
// It declares the `Selector` that `#selector` makes.

/// An Objective-C method name (`#selector(method)`).
///
/// Laid out as Apple's is (one stored `OpaquePointer`, `@frozen`): the
/// compiler builds a `#selector` value field by field, so the optimized
/// build of the stub check (scripts/typecheck-apple.sh) needs that layout.
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable {
    var ptr: OpaquePointer
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}
