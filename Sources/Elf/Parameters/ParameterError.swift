extension Elf {
    /// Why a typed parameter could not be read: which parameter, what it held,
    /// and what type was expected.
    ///
    /// The throwing readers (the dictionary's `require(_:as:)`,
    /// ``Elf/RouteMatch/require(_:as:)`` and their list forms) throw it.
    ///
    /// ```swift
    /// do {
    ///     let id = try ["id": "abc"].require("id", as: Int.self)
    /// } catch {
    ///     print(error)   // parameter "id": "abc" is not a valid Int
    /// }
    /// ```
    public struct ParameterError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was wrong with the parameter.
        public enum Reason: Sendable, Equatable {
            /// The parameter is not there.
            case missing
            /// The parameter's text is not a value of the expected type.
            case invalid
            /// One element of a comma-separated list is not a value of the
            /// expected type: the element's text and its 0-based index.
            case invalidListElement(index: Int, element: String)
            /// One value of a repeated query key is not a value of the
            /// expected type: its 0-based index among the key's values.
            ///
            /// ``ParameterError/value`` holds that value.
            case invalidRepeatedValue(index: Int)
        }

        /// The name of the parameter (the placeholder name or the query or fragment key).
        public let name: String
        /// The parameter's decoded text, or `nil` when it is missing.
        ///
        /// For a list it is the whole list; for a repeated query key, the
        /// value that failed.
        public let value: String?
        /// The name of the type the text should have converted to (`"Int"`,
        /// `"Tab"`); for a list, the element type.
        public let expectedType: String
        /// What was wrong.
        public let reason: Reason

        /// Creates an error for the parameter `name`.
        ///
        /// Your own readers can throw it too:
        ///
        /// ```swift
        /// throw Elf.ParameterError(name: "size", value: "XXL", expectedType: "Size", reason: .invalid)
        /// ```
        public init(name: String, value: String?, expectedType: String, reason: Reason) {
            self.name = name
            self.value = value
            self.expectedType = expectedType
            self.reason = reason
        }

        /// A one-line explanation naming the parameter, its text and the expected type.
        ///
        /// Names and values are quoted and escaped like Swift string literals,
        /// and a long one is cut:
        ///
        /// - `parameter "id" is missing`
        /// - `parameter "id": "abc" is not a valid Int`
        /// - `parameter "ids": element "x" at index 1 of "1,x,3" is not a valid Int`
        /// - `parameter "tag": value "x" at index 1 is not a valid Int`
        public var description: String {
            let name = "parameter \(Self.literal(name))"
            let quoted = Self.literal(value ?? "")
            let expectedType = loggableText(expectedType, quoted: false)
            switch reason {
            case .missing:
                return "\(name) is missing"
            case .invalid:
                return "\(name): \(quoted) is not a valid \(expectedType)"
            case .invalidListElement(let index, let element):
                return
                    "\(name): element \(Self.literal(element)) at index \(index) of \(quoted) is not a valid \(expectedType)"
            case .invalidRepeatedValue(let index):
                return "\(name): value \(quoted) at index \(index) is not a valid \(expectedType)"
            }
        }

        /// `text` quoted as a Swift string literal, `"` and `\` escaped, and
        /// escaped and cut as every description's input is (`loggableText`).
        private static func literal(_ text: String) -> String {
            var escaped = ""
            for scalar in text.unicodeScalars {
                if scalar == "\"" || scalar == "\\" { escaped.unicodeScalars.append("\\") }
                escaped.unicodeScalars.append(scalar)
            }
            return loggableText(escaped)
        }
    }
}

/// Why a typed parameter could not be read; the same type as ``Elf/ParameterError``.
///
/// ```swift
/// do { _ = try match.require("id", as: Int.self) } catch { print(error.reason) }   // error: ParameterError
/// ```
public typealias ParameterError = Elf.ParameterError
