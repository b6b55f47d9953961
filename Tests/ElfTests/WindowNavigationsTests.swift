import Elf
import Testing

@testable import ElfSwiftUI

/// Which window's navigation the router shows links and taps in when a
/// `RouterView` appears: a navigation no window shows gives way.
@MainActor
@Suite struct WindowNavigationsTests {
    @Test func theFirstWindowTakesOverFromTheNavigationTheRouterWasMadeWith() {
        let madeWith = StackNavigator()
        let first = StackNavigator()
        #expect(WindowNavigations.appearing(first, takesOverFrom: madeWith, openedForLink: false))
        WindowNavigations.disappearing(first)
    }

    @Test func aSecondWindowLeavesTheActiveOneUnlessItWasOpenedForALink() {
        let first = StackNavigator()
        let second = StackNavigator()
        let third = StackNavigator()
        #expect(WindowNavigations.appearing(first, takesOverFrom: nil, openedForLink: false))
        #expect(!WindowNavigations.appearing(second, takesOverFrom: first, openedForLink: false))
        #expect(WindowNavigations.appearing(third, takesOverFrom: first, openedForLink: true))
        // Once the first window is gone, the next window to appear takes over from it.
        WindowNavigations.disappearing(first)
        let fourth = StackNavigator()
        #expect(WindowNavigations.appearing(fourth, takesOverFrom: first, openedForLink: false))
        for navigation in [second, third, fourth] { WindowNavigations.disappearing(navigation) }
    }
}
