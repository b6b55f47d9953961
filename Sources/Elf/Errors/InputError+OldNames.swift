// The names of the ten error types before `InputError`, kept as type aliases
// for one release: `catch let error as PatternError`,
// `PatternError.Reason.unclosed(">")` and `throws(MalformedURL)` compile as
// they did. Each has its home in `Elf` and a plain alias, as every public
// type does (PublicSurface.md).

extension Elf {
    /// Why a pattern could not be registered; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { try elf.register("app://user/<id") { UserHandler() } } catch { print(error.column) }   // 12
    /// ```
    public typealias PatternError = InputError

    /// Why a URL string could not be read; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// if case .failure(let miss) = elf.resolve("app://user/%zz"), case .malformed(let error) = miss.reason {
    ///     print(error)   // malformed URL "app://user/%zz" at column 12: invalid percent escape
    /// }
    /// ```
    public typealias MalformedURL = InputError

    /// Why an entry point could not be added or removed; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { try elf.addEntryPoint("https://example.com:443") } catch { print(error.column) }   // 20
    /// ```
    public typealias EntryPointError = InputError

    /// Why a route type could not be registered; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { try elf.register(ItemRoute.self) { _ in ItemHandler() } } catch { print(error.routeType) }   // "ItemRoute"
    /// ```
    public typealias RouteTypeError = InputError

    /// Why a typed parameter could not be read; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { _ = try match.require("id", as: Int.self) } catch { print(error) }   // parameter "id": "abc" is not a valid Int
    /// ```
    public typealias ParameterError = InputError

    /// Why a URL could not be built from a pattern; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { _ = try elf.url(for: "app://item/<int:id>", [:]) } catch { print(error.reason) }   // missingValue
    /// ```
    public typealias ReverseRoutingError = InputError

    /// Why a rewrite rule could not be added or applied; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { try elf.addRewriteRule(from: "app://old/<id", to: "app://new") } catch { print(error.reason) }
    /// ```
    public typealias RewriteError = InputError

    /// Why a set of rewrite rules was rejected as a whole; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: data)) } catch { print(error.errors) }
    /// ```
    public typealias RewriteRuleSetError = InputError

    /// Why an untrusted URL was rejected by ``URLAllowlist``; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { _ = try allowlist.validate("http://example.com") } catch { print(error.reason) }   // disallowedScheme("http")
    /// ```
    public typealias UnsafeURLError = InputError

    /// Why a custom placeholder type could not be added; the same type as ``InputError``, kept for one release.
    ///
    /// ```swift
    /// do { try elf.addPlaceholderType("Hex") { $0 } } catch { print(error) }   // invalid placeholder type name "Hex": ...
    /// ```
    public typealias PlaceholderTypeError = InputError
}

/// Why a pattern could not be registered; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { try elf.register("app://user/<id") { UserHandler() } } catch let error as PatternError { print(error.column) }
/// ```
public typealias PatternError = Elf.PatternError

/// Why a URL could not be read; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// if case .malformed(let error) = miss.reason { print(error.column) }   // error: MalformedURL
/// ```
public typealias MalformedURL = Elf.MalformedURL

/// Why an entry point could not be added; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { try elf.addEntryPoint("https://example.com:443") } catch { print(error.column) }   // 20
/// ```
public typealias EntryPointError = Elf.EntryPointError

/// Why a route type could not be registered; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { try elf.register(ItemRoute.self) { _ in ItemHandler() } } catch { print(error.column) }   // error: RouteTypeError
/// ```
public typealias RouteTypeError = Elf.RouteTypeError

/// Why a typed parameter could not be read; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { _ = try match.require("id", as: Int.self) } catch { print(error.reason) }   // error: ParameterError
/// ```
public typealias ParameterError = Elf.ParameterError

/// Why a URL could not be built from a pattern; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { _ = try elf.url(for: "app://item/<int:id>", [:]) } catch { print(error.reason) }   // error: ReverseRoutingError
/// ```
public typealias ReverseRoutingError = Elf.ReverseRoutingError

/// Why a rewrite rule could not be added or applied; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { try elf.addRewriteRule(from: "app://old/<id", to: "app://new") } catch { print(error.reason) }   // error: RewriteError
/// ```
public typealias RewriteError = Elf.RewriteError

/// Why a set of rewrite rules was rejected as a whole; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { try elf.replaceRewriteRules(with: RewriteRule.rules(fromJSON: data)) } catch { print(error.errors) }
/// ```
public typealias RewriteRuleSetError = Elf.RewriteRuleSetError

/// Why an untrusted URL was rejected; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { _ = try allowlist.validate(link) } catch let error as UnsafeURLError { print(error.reason) }
/// ```
public typealias UnsafeURLError = Elf.UnsafeURLError

/// Why a custom placeholder type could not be added; the same type as ``Elf/InputError``, kept for one release.
///
/// ```swift
/// do { try elf.addPlaceholderType("Hex") { $0 } } catch { print(error) }   // error: PlaceholderTypeError
/// ```
public typealias PlaceholderTypeError = Elf.PlaceholderTypeError
