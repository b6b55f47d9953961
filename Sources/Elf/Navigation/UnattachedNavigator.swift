/// The navigator a ``Elf/NavigatingHandler`` gets when neither the router nor
/// the app gave it one: it shows nothing and remembers what it was asked to
/// show, so handling reports the URL as not shown instead of answering `true`
/// for a screen nobody sees.
///
/// The handler's `navigator?.push(…)` reaches this navigator, which returns
/// `false`, and ``Elf/handleURL(url:context:source:)`` returns `false` with a
/// ``Elf/RouteMiss/Reason/notShown(_:)`` miss that says how to fix it. A
/// handler that implements `receive` itself gets `nil`, as it always did.
final class UnattachedNavigator: Elf.Navigator {
    /// What handlers asked to show, described for the miss.
    private var attempts: [String] = []

    nonisolated init() {}

    /// Why nothing was shown, once, or `nil` when nothing was asked of this navigator.
    func takeFailure() -> String? {
        guard let first = attempts.first else { return nil }
        attempts.removeAll()
        return "\(first), but the router has no navigator: set `elf.navigator` "
            + "(or pass `navigator:` to `Elf(…)`) before handling URLs"
    }

    private func attempt(_ action: String, _ screen: (any Elf.Screen)? = nil) -> Bool {
        attempts.append(screen.map { "\(action) \(loggableText(String(describing: type(of: $0))))" } ?? action)
        return false
    }

    var visibleStack: [any Elf.Screen] { [] }

    func push(_ screen: any Elf.Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
        attempt("the handler pushed", screen)
    }

    func present(
        _ screen: any Elf.Screen, wrappedInNavigation: Bool, style: Elf.PresentationStyle, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        _ = attempt("the handler presented", screen)
    }

    func pop(animated: Bool) -> Bool { attempt("the handler popped") }

    func popToRoot(animated: Bool) -> Bool { attempt("the handler popped to the root") }

    func dismiss(animated: Bool) -> Bool { attempt("the handler dismissed") }

    func replaceTop(with screen: any Elf.Screen, animated: Bool) {
        _ = attempt("the handler replaced the top with", screen)
    }

    func setStack(_ screens: [any Elf.Screen], animated: Bool) { _ = attempt("the handler set the stack") }
}
