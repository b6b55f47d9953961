import Elf

/// What happened when a handler showed a screen.
enum ShowOutcome: Equatable, CustomStringConvertible {
    /// The stack was empty, so the product list was put under the screen.
    case coldStart(identities: [String])
    /// The screen was pushed.
    case pushed(identity: String)
    /// The screen was already on top, so it was not pushed again.
    case skippedDuplicate(identity: String)
    /// The top-most screen was presented without navigation, so nothing could be pushed.
    case rejected(identity: String)

    var description: String {
        switch self {
        case .coldStart(let identities) where identities.count == 1:
            "cold start: set the stack to \(identities[0])"
        case .coldStart(let identities):
            "cold start: set the stack to \(identities.joined(separator: " → ")), so Back leads to the list"
        case .pushed(let identity): "pushed \(identity)"
        case .skippedDuplicate(let identity): "\(identity) is already on top: push skipped"
        case .rejected(let identity): "cannot push \(identity): the top screen has no navigation"
        }
    }
}

extension Navigator {
    /// Pushes `screen`, or on a cold start (an empty stack) sets the stack
    /// to the product list and `screen`, so Back works after a deep link.
    func show(_ screen: ShopScreen) -> ShowOutcome {
        if visibleStack.isEmpty {
            let screens: [ShopScreen] =
                screen.identity == ShopScreen.products.identity ? [screen] : [.products, screen]
            setStack(screens)
            return .coldStart(identities: screens.map(\.identity))
        }
        if push(screen) { return .pushed(identity: screen.identity) }
        if topScreen?.identity == screen.identity { return .skippedDuplicate(identity: screen.identity) }
        return .rejected(identity: screen.identity)
    }
}
