import Elf
import Testing

/// A screen for navigator tables; its model does not count towards its identity.
struct TestScreen: Screen, Sendable {
    var identity: String
    var model: String?
    init(_ identity: String, model: String? = nil) {
        self.identity = identity
        self.model = model
    }
}

/// One navigator call, for the tables of NavigationTests and ElfTestingTests.
enum NavigatorCall: Sendable, CustomStringConvertible, CustomTestStringConvertible {
    case push(String)
    case pushWithoutAnimation(String)
    case pushDuplicate(String)
    case present(String, wrapped: Bool)
    case pop
    case popToRoot
    case dismiss
    case replaceTop(String)
    case setStack([String])

    @MainActor func apply(to navigator: some Navigator) {
        switch self {
        case .push(let identity): navigator.push(TestScreen(identity))
        case .pushWithoutAnimation(let identity):
            navigator.push(TestScreen(identity), animated: false, allowsDuplicate: false)
        case .pushDuplicate(let identity): navigator.push(TestScreen(identity), allowsDuplicate: true)
        case .present(let identity, let wrapped):
            navigator.present(TestScreen(identity), wrappedInNavigation: wrapped)
        case .pop: navigator.pop()
        case .popToRoot: navigator.popToRoot()
        case .dismiss: navigator.dismiss()
        case .replaceTop(let identity): navigator.replaceTop(with: TestScreen(identity))
        case .setStack(let identities): navigator.setStack(identities.map { TestScreen($0) })
        }
    }

    var description: String {
        switch self {
        case .push(let identity): "push \(identity)"
        case .pushWithoutAnimation(let identity): "push \(identity) without animation"
        case .pushDuplicate(let identity): "push duplicate \(identity)"
        case .present(let identity, let wrapped): "present \(identity)\(wrapped ? " in navigation" : "")"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .dismiss: "dismiss"
        case .replaceTop(let identity): "replaceTop \(identity)"
        case .setStack(let identities): "setStack \(identities)"
        }
    }

    var testDescription: String { description }
}
