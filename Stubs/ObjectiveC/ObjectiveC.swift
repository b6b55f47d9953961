// A stand-in for Apple's ObjectiveC module, for type-checking only (see Stubs/README.md).
// It declares the `Selector` that `#selector` makes.

/// An Objective-C method name (`#selector(method)`).
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    public init(_ str: String) {}
    public init(stringLiteral value: String) {}
}
