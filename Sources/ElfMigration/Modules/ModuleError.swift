extension Elf {
    /// Why a module could not be registered: the part at fault and the pattern error.
    ///
    /// Registering a module is all or nothing: when one page is wrong,
    /// nothing of the module is registered.
    ///
    /// ```swift
    /// do {
    ///     try elf.register(module: BrokenModule.self)
    /// } catch {
    ///     print(error)
    ///     // module BrokenModule, page broken: invalid pattern "app://broken/item/<id" at column 19: '<' is never closed
    /// }
    /// ```
    public struct ModuleError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The part of a module an error is about.
        public enum Part: Sendable, Equatable {
            /// The module's ``RouteModule/path``.
            case path
            /// The page named here (as `String(describing:)` writes it).
            case page(String)
            /// The `path/*` route that catches the URLs under the module
            /// path that name no page (registered with an unmatched handler).
            case unmatchedRoute
        }

        /// The module type's name.
        public let module: String
        /// The part that could not be registered.
        public let part: Part
        /// What was wrong with its pattern.
        public let patternError: InputError

        /// Creates an error about `part` of `module`.
        public init(module: String, part: Part, patternError: InputError) {
            self.module = module
            self.part = part
            self.patternError = patternError
        }

        /// A one-line explanation naming the module, the part and the pattern.
        public var description: String {
            let part =
                switch self.part {
                case .path: "path"
                case .page(let page): "page \(Elf.loggableText(page, quoted: false))"
                case .unmatchedRoute: "unmatched route"
                }
            return "module \(Elf.loggableText(module, quoted: false)), \(part): \(patternError)"
        }
    }
}

/// Why a route module could not be registered; the same type as ``Elf/ModuleError``.
///
/// ```swift
/// do { try elf.register(module: ShopModule.self) } catch { print(error.part) }   // error: ModuleError
/// ```
public typealias ModuleError = Elf.ModuleError
