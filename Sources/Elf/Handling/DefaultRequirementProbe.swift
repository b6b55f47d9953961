/// Notes when a handler runs the protocol's default `convert` or `receive`,
/// so handling can tell a handler that reads nothing from one whose method
/// was misspelled.
///
/// Why a probe: a misspelled optional requirement (`convert(param:…)`)
/// compiles as a separate method, and Swift gives no diagnostic for it, so
/// the only place to notice is at run time, when the default runs for a
/// route whose pattern binds values. Handlers run on the main actor, so two
/// flags there are enough; the caller clears them before it prepares a
/// handler and reads them right after.
@MainActor
enum DefaultRequirementProbe {
    /// Whether the default ``Elf/Handler/convert(params:queryParams:)`` ran since the last ``clear()``.
    static var convertDefaulted = false
    /// Whether the default ``Elf/Handler/receive(_:navigator:context:)`` ran since the last ``clear()``.
    static var receiveDefaulted = false

    static func clear() {
        convertDefaulted = false
        receiveDefaulted = false
    }
}

extension Elf {
    /// The requirement `handler` seems to have misspelled, judged after it
    /// was prepared for `match` with the probe cleared before; `nil` when
    /// nothing looks wrong.
    ///
    /// - `convert(params:queryParams:)`: the default ran although the
    ///   pattern binds values, which the handler then never reads.
    /// - `receive(_:navigator:context:)`: the default ran for a handler that
    ///   has a stored `navigator` but does not adopt ``NavigatingHandler``,
    ///   so nothing ever fills it.
    ///
    /// Only handlers made by a plain factory are judged: a typed route's or
    /// a match-made handler gets its values through its factory.
    @MainActor
    static func suspectedMisspelling(of handler: any Handler, for match: RouteMatch) -> String? {
        if DefaultRequirementProbe.convertDefaulted, !match.params.isEmpty {
            return "convert(params:queryParams:)"
        }
        if DefaultRequirementProbe.receiveDefaulted, !(handler is any NavigatingHandler),
            Mirror(reflecting: handler).children.contains(where: { $0.label == "navigator" })
        {
            return "receive(_:navigator:context:)"
        }
        return nil
    }
}

extension Elf {
    /// Logs ``RouteEvent/suspectedMisspelling(handler:pattern:requirement:)``
    /// for `handler`, once per handler type and requirement.
    @MainActor
    func reportSuspectedMisspelling(of handler: any Handler, for match: RouteMatch, to logger: EventLogger) {
        guard let requirement = Self.suspectedMisspelling(of: handler, for: match) else { return }
        let typeName = String(describing: type(of: handler))
        guard handling.reportedMisspellings.insert(typeName + " " + requirement).inserted else { return }
        logger(.suspectedMisspelling(handler: typeName, pattern: match.pattern, requirement: requirement))
    }
}
