import Foundation

/// The registration check of a route type against its pattern: for each
/// form, the type is decoded from sample values of that form's
/// placeholders, and the decoding shows which keys the type reads and as
/// what.
///
/// It reports only what it can know for certain: a placeholder no property
/// reads, a typed placeholder none of whose values decodes into a property
/// whose grammar Elf knows (`<uuid:id>` into an `Int`), a list property for a
/// placeholder, and a required property for a placeholder of an optional
/// group. A type it cannot decode from samples (an enum whose raw values it
/// cannot guess, an `init(from:)` that validates) is not an error: its URLs
/// are checked when they come, and a value that does not decode is not a match.
enum RouteTypeCheck {
    /// The first disagreement between `type` and `pattern`, by column, or `nil`.
    static func check<R: Elf.Route>(_ type: R.Type, _ pattern: RoutePattern) -> Elf.InputError? {
        let allNames = pattern.placeholderNames
        var problems: [(placeholder: String, reason: Elf.InputError.Reason)] = []
        for form in pattern.forms {
            let probe = Probe(form: form, allNames: allNames)
            let decoded: Bool
            do {
                _ = try R(from: ProbeDecoder(probe: probe))
                decoded = true
            } catch let stop as ProbeStop {
                if case .requiredButAbsent(let name) = stop {
                    problems.append((name, .requiredInOptionalGroup(placeholder: name)))
                }
                decoded = false
            } catch {
                // The type's own code refused a sample: nothing certain.
                decoded = false
            }
            problems += probe.problems
            if decoded {
                for name in form.parameterNames where name != "*" && !probe.requested.contains(name) {
                    problems.append((name, .noProperty(placeholder: name)))
                }
            }
        }
        // A private value cannot be left out of a link whose path holds it.
        for name in allNames.intersection(R.privateProperties) {
            problems.append((name, .privatePlaceholder(placeholder: name)))
        }
        let located = problems.map { problem in
            (problem, PlaceholderLocation.offset(of: problem.placeholder, in: pattern.text))
        }
        guard let first = located.min(by: { $0.1 < $1.1 }) else { return nil }
        return Elf.InputError(
            routeType: String(describing: R.self), pattern: pattern.text, reason: first.0.reason, offset: first.1)
    }

    // MARK: - Samples

    /// Texts of each typed placeholder kind, among them the values other
    /// known types share (`0` and `1` are ints, doubles and bools).
    static func samples(for kind: PlaceholderKind?) -> [String] {
        switch kind {
        case .int: ["0", "1", "42", "-1"]
        case .double: ["0", "1", "1.5", "-2.5e3"]
        case .bool: ["true", "false", "1", "0", "yes", "no"]
        case .uuid: ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]
        case .string, .custom, nil: generalSamples
        }
    }

    /// Texts for untyped placeholders and query keys: one of each known grammar.
    static let generalSamples = [
        "a", "0", "1", "true", "1.5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "https://example.com",
    ]

    /// The types whose grammar Elf knows completely, so that no sample of a
    /// typed placeholder decoding into one means no value of it does.
    static func hasKnownGrammar(_ type: Any.Type) -> Bool {
        let unwrapped = (type as? any OptionalProtocol.Type)?.wrappedType ?? type
        return knownTypes.contains(ObjectIdentifier(unwrapped))
    }

    private static let knownTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(String.self), ObjectIdentifier(Bool.self), ObjectIdentifier(Double.self),
        ObjectIdentifier(Float.self), ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self),
        ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self),
        ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
        ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(UUID.self),
        ObjectIdentifier(URL.self),
    ]
}

/// `Optional`, seen through its wrapped type.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
}

extension PlaceholderKind {
    /// Whether the kind is `int`, `double`, `bool` or `uuid`: a grammar the check has samples of.
    var isBuiltInTyped: Bool {
        switch self {
        case .int, .double, .bool, .uuid: true
        case .string, .custom: false
        }
    }
}

/// Why a probe stopped decoding.
enum ProbeStop: Error {
    /// A required property's placeholder is absent from this form.
    case requiredButAbsent(String)
    /// No sample decodes into the key's type, and nothing is certain about it.
    case undetermined
}

/// What one form's probe knows and found.
final class Probe {
    /// The form's placeholders and their kinds (`nil` for `<path:…>` and `*`).
    let present: [String: PlaceholderKind?]
    /// The pattern's placeholders that this form does not have.
    let absent: Set<String>
    /// The keys the type asked for.
    var requested: Set<String> = []
    /// Disagreements found, by placeholder.
    var problems: [(placeholder: String, reason: Elf.InputError.Reason)] = []

    init(form: RoutePattern.Form, allNames: Set<String>) {
        var present: [String: PlaceholderKind?] = [:]
        for segment in form.segments {
            switch segment {
            case .placeholder(let name, let kind): present[name] = .some(kind)
            case .path(let name): present[name] = .some(nil)
            case .wildcard: present["*"] = .some(nil)
            case .literal: break
            }
        }
        // Query placeholders bind as path placeholders do (ROUTING.md §1).
        for constraint in form.query {
            if case .placeholder(let name, let kind) = constraint.value { present[name] = .some(kind) }
        }
        self.present = present
        absent = allNames.subtracting(present.keys)
    }

    /// A value of `T` for the placeholder `name` from its kind's samples;
    /// records a placeholder that no value of its type can fill.
    func placeholderValue<T: Decodable>(_ type: T.Type, for name: String, kind: PlaceholderKind?) throws -> T {
        var listed = false
        for text in RouteTypeCheck.samples(for: kind) {
            let observer = ListObserver()
            let value = try? RouteDecoding.decode(
                type, texts: .one(text), key: name, codingKey: nil, observer: observer)
            listed = listed || observer.askedForList
            if let value {
                if listed { problems.append((name, .listProperty(placeholder: name, propertyType: "\(T.self)"))) }
                return value
            }
        }
        if listed {
            problems.append((name, .listProperty(placeholder: name, propertyType: "\(T.self)")))
        } else if let kind, kind.isBuiltInTyped, RouteTypeCheck.hasKnownGrammar(T.self) {
            let propertyType = (T.self as? any OptionalProtocol.Type)?.wrappedType ?? T.self
            problems.append(
                (
                    name,
                    .typeMismatch(
                        placeholder: name, placeholderType: kind.typeName(customTypes: []),
                        propertyType: "\(propertyType)")
                ))
        }
        // Go on with the type's first case, if it has cases, to check the other keys.
        if let value = Self.firstCase(of: T.self) { return value }
        throw ProbeStop.undetermined
    }

    /// A value of `T` for a query key: none (a list is empty), or a sample.
    func queryValue<T: Decodable>(_ type: T.Type, for name: String) throws -> T {
        if let value = try? RouteDecoding.decode(type, texts: .absent, key: name, codingKey: nil) { return value }
        for text in RouteTypeCheck.generalSamples {
            if let value = try? RouteDecoding.decode(type, texts: .one(text), key: name, codingKey: nil) {
                return value
            }
        }
        if let value = Self.firstCase(of: T.self) { return value }
        throw ProbeStop.undetermined
    }

    /// The first case of a `CaseIterable` type.
    private static func firstCase<T>(of type: T.Type) -> T? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return firstCase(iterable) as? T
    }

    private static func firstCase<C: CaseIterable>(_ type: C.Type) -> C? {
        type.allCases.first
    }
}

/// Decodes a route type from a probe's samples.
struct ProbeDecoder: Decoder {
    let probe: Probe
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ProbeContainer<Key>(probe: probe))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ProbeStop.undetermined }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw ProbeStop.undetermined }
}

/// The route's keys as one form of the pattern gives them: the form's
/// placeholders present, the pattern's others absent, query keys present
/// for a required property and absent for an optional one.
struct ProbeContainer<Key: CodingKey>: ForwardingKeyedDecodingContainer {
    let probe: Probe
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { probe.present.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { probe.present[key.stringValue] != nil }
    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    /// The one decode every requirement forwards to.
    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        probe.requested.insert(name)
        if let kind = probe.present[name] { return try probe.placeholderValue(type, for: name, kind: kind) }
        if probe.absent.contains(name) { throw ProbeStop.requiredButAbsent(name) }
        return try probe.queryValue(type, for: name)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw ProbeStop.undetermined
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw ProbeStop.undetermined
    }

    func superDecoder() throws -> any Decoder { throw ProbeStop.undetermined }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ProbeStop.undetermined }
}

/// Where a placeholder stands in a pattern's text, for errors that name its column.
enum PlaceholderLocation {
    /// The UTF-8 offset of the placeholder `name` (its `<`, `{` or `:`), or 0 when it is not found.
    static func offset(of name: String, in pattern: String) -> Int {
        let bytes = Array(pattern.utf8)
        let target = Array(name.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "{") {
                let closer = byte == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "}")
                guard let end = bytes[(index + 1)...].firstIndex(of: closer) else { return 0 }
                var inner = bytes[(index + 1)..<end]
                if let colon = inner.firstIndex(of: ASCII.colon) { inner = inner[(colon + 1)...] }
                if inner.elementsEqual(target) { return index }
                index = end + 1
            } else if byte == ASCII.colon, index > 0, bytes[index - 1] == ASCII.slash {
                // The `:name` spelling fills a whole segment.
                var end = index + 1
                while end < bytes.count, !"/()?&".utf8.contains(bytes[end]) { end += 1 }
                if bytes[(index + 1)..<end].elementsEqual(target) { return index }
                index = end
            } else if byte == UInt8(ascii: "*"), name == "*" {
                return index
            } else {
                index += 1
            }
        }
        return 0
    }
}

extension RouteTypeCheck {
    /// The first disagreement between where `type` says its values go and what the router has.
    ///
    /// A tab `navigator` does not have, or parents that loop. Parents are followed from a sample value
    /// decoded as the check decodes (a type it cannot decode from samples is checked when shown).
    static func placement<R: Elf.Route>(
        _ type: R.Type, _ pattern: RoutePattern, navigator: (any Elf.Navigator)?
    ) -> Elf.InputError? {
        func error(_ reason: Elf.InputError.Reason) -> Elf.InputError {
            Elf.InputError(routeType: String(describing: R.self), pattern: pattern.text, reason: reason, offset: 0)
        }
        if let tab = R.presentation.tab, let tabbed = navigator as? any Elf.TabbedNavigator, !tabbed.hasTab(tab) {
            return error(.unknownTab(Elf.tabName(tab)))
        }
        guard let sample = sample(R.self, pattern) else { return nil }
        if let loop = RouteParents.loop(from: sample) { return error(.parentLoop(loop)) }
        return nil
    }

    /// A value of `type` decoded from the samples of `pattern`'s first form, or `nil`.
    static func sample<R: Elf.Route>(_ type: R.Type, _ pattern: RoutePattern) -> R? {
        guard let form = pattern.forms.first else { return nil }
        return try? R(from: ProbeDecoder(probe: Probe(form: form, allNames: pattern.placeholderNames)))
    }
}

/// A route value's parents, and the loops they may make.
enum RouteParents {
    /// The most parents a value may have: deeper chains are refused as loops would be.
    static let maxDepth = 32

    /// The chain of type names, child first, when following parents from
    /// `route` comes back to a type already passed (or goes deeper than
    /// ``maxDepth``); `nil` when it ends.
    static func loop(from route: any Elf.Route) -> [String]? {
        var seen: [ObjectIdentifier] = [ObjectIdentifier(type(of: route))]
        var names = [String(describing: type(of: route))]
        var current = route
        while let parent = current.parent {
            let id = ObjectIdentifier(type(of: parent))
            names.append(String(describing: type(of: parent)))
            if seen.contains(id) || seen.count > maxDepth { return names }
            seen.append(id)
            current = parent
        }
        return nil
    }

    /// The parents of `route`, root first, without `route`; `nil` when they loop.
    static func ancestors(of route: any Elf.Route) -> [any Elf.Route]? {
        guard loop(from: route) == nil else { return nil }
        var chain: [any Elf.Route] = []
        var current = route
        while let parent = current.parent {
            chain.insert(parent, at: 0)
            current = parent
        }
        return chain
    }
}
