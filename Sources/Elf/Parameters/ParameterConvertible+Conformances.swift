import Foundation

// The built-in conversions. Where a placeholder type of the same name exists
// (ROUTING.md §1), the conversion accepts exactly what the placeholder
// accepts, so a value `<int:id>` matched always converts to `Int`, and a value
// it would not match never does.

extension String: Elf.ParameterConvertible {
    /// Returns the text unchanged: every parameter is a valid `String`.
    public init?(parameter: String) {
        self = parameter
    }
}

extension Elf.ParameterConvertible where Self: FixedWidthInteger {
    /// Parses a decimal integer: an optional `-` (signed types only), then
    /// ASCII digits, fitting in the type.
    ///
    /// No `+`, no spaces, no other bases, no exponent and no fraction:
    /// `"42"`, `"-7"`, `"007"` and `"-0"` convert to `Int`; `"+1"`, `" 1"`,
    /// `"1e3"`, `"1.0"`, `"0x10"` and `"9223372036854775808"` do not. For
    /// `Int64` (and `Int` on 64-bit systems) this is exactly the grammar of
    /// the `int` placeholder type.
    ///
    /// ```swift
    /// Int(parameter: "-42")    // -42
    /// UInt8(parameter: "256")  // nil: too large
    /// ```
    public init?(parameter: String) {
        guard let first = parameter.utf8.first, first != ASCII.plus else { return nil }
        if first == ASCII.minus, !Self.isSigned { return nil }
        self.init(parameter, radix: 10)
    }
}

extension Int: Elf.ParameterConvertible {}
extension Int8: Elf.ParameterConvertible {}
extension Int16: Elf.ParameterConvertible {}
extension Int32: Elf.ParameterConvertible {}
extension Int64: Elf.ParameterConvertible {}
extension UInt: Elf.ParameterConvertible {}
extension UInt8: Elf.ParameterConvertible {}
extension UInt16: Elf.ParameterConvertible {}
extension UInt32: Elf.ParameterConvertible {}
extension UInt64: Elf.ParameterConvertible {}

extension Double: Elf.ParameterConvertible {
    /// Parses a finite decimal number: an optional `-`, digits, an optional
    /// `.digits` and an optional exponent `[eE][+-]?digits`.
    ///
    /// This is the grammar of the `double` placeholder type. `"nan"`,
    /// `"inf"`, `"infinity"`, hexadecimal (`"0x1p3"`), a leading or trailing
    /// `.` (`".5"`, `"5."`), a leading `+` and values too large for a
    /// `Double` (`"1e309"`) do not convert.
    ///
    /// ```swift
    /// Double(parameter: "-2.5e3")   // -2500.0
    /// Double(parameter: "nan")      // nil
    /// ```
    public init?(parameter: String) {
        guard ParameterText.isDecimalNumber(parameter), let value = Double(parameter) else { return nil }
        self = value
    }
}

extension Float: Elf.ParameterConvertible {
    /// Parses a finite decimal number with the grammar of `Double`'s
    /// conversion, rounded to the nearest `Float`.
    ///
    /// A value too large for a `Float` (`"1e39"`) does not convert.
    ///
    /// ```swift
    /// Float(parameter: "0.5")   // 0.5
    /// Float(parameter: "1e39")  // nil
    /// ```
    public init?(parameter: String) {
        guard ParameterText.isDecimalNumber(parameter), let value = Float(parameter), value.isFinite else {
            return nil
        }
        self = value
    }
}

extension Bool: Elf.ParameterConvertible {
    /// Parses `true`, `yes` and `1` as `true`, and `false`, `no` and `0` as
    /// `false`, in any case (`"TRUE"`, `"Yes"`).
    ///
    /// This is the grammar of the `bool` placeholder type. Anything else
    /// (`"on"`, `"t"`, `""`, `" true"`) does not convert.
    ///
    /// ```swift
    /// Bool(parameter: "YES")   // true
    /// Bool(parameter: "off")   // nil
    /// ```
    public init?(parameter: String) {
        switch ParameterText.asciiLowercased(parameter) {
        case "true", "yes", "1": self = true
        case "false", "no", "0": self = false
        default: return nil
        }
    }
}

extension UUID: Elf.ParameterConvertible {
    /// Parses the 8-4-4-4-12 hexadecimal form, in any case.
    ///
    /// This is the grammar of the `uuid` placeholder type. Braces, a missing
    /// hyphen and surrounding spaces do not convert.
    ///
    /// ```swift
    /// UUID(parameter: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")   // that UUID
    /// UUID(parameter: "e621e1f8c36c495a93fc0c247a3e6e5f")       // nil
    /// ```
    public init?(parameter: String) {
        guard ParameterText.isUUID(parameter), let value = UUID(uuidString: parameter) else { return nil }
        self = value
    }
}

extension URL: Elf.ParameterConvertible {
    /// Parses an absolute URL: Foundation's `URL(string:)`, which must find a
    /// non-empty scheme.
    ///
    /// `"https://example.com/a"` and `"mailto:a@example.com"` convert;
    /// `"example.com"`, `"/path"` and `""` do not, because they have no
    /// scheme. What else is accepted is Foundation's decision, and differs
    /// between systems: newer ones percent-encode characters such as spaces,
    /// older ones reject them.
    ///
    /// Converting does not vet the URL. A deep link's parameter is untrusted
    /// input: check its scheme and host before you open it
    /// (`javascript:alert(1)` converts too).
    ///
    /// ```swift
    /// URL(parameter: "https://example.com/help")   // that URL
    /// URL(parameter: "example.com")                // nil: no scheme
    /// ```
    public init?(parameter: String) {
        guard let url = URL(string: parameter), let scheme = url.scheme, !scheme.isEmpty else { return nil }
        self = url
    }
}

/// Grammar checks the conversions share with the placeholder types.
enum ParameterText {
    /// Whether `text` is a finite decimal number (the `double` placeholder's grammar).
    static func isDecimalNumber(_ text: String) -> Bool {
        withUTF8Bytes(of: text) { PlaceholderKind.isDouble($0) }
    }

    /// Whether `text` is 8-4-4-4-12 hexadecimal digits (the `uuid` placeholder's grammar).
    static func isUUID(_ text: String) -> Bool {
        withUTF8Bytes(of: text) { PlaceholderKind.isUUID($0) }
    }

    /// `text` with ASCII letters lowercased and everything else kept.
    static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map(ASCII.lowercased), as: UTF8.self)
    }
}
