import Elf
import Testing

@testable import ElfSwiftUI

/// What NavigationHost's bindings do when SwiftUI writes to them,
/// run on Linux (the bindings themselves are SwiftUI-only).
@MainActor
@Suite struct SwiftUIBindingTests {
    typealias Page = TestScreen

    @Test(arguments: [
        // A NavigationPath handed back only has a count: a back swipe shortens it.
        (stack: ["a", "b", "c"], count: 2, after: ["a", "b"]),
        (stack: ["a", "b", "c"], count: 0, after: []),
        // A NavigationLink(value:) of SwiftUI's own made it longer: ignored.
        (stack: ["a"], count: 3, after: ["a"]),
        (stack: ["a", "b"], count: -1, after: []),
    ])
    func aNavigationPathHandedBackKeepsThatManyScreens(stack: [String], count: Int, after: [String]) {
        let navigator = StackNavigator(root: stack.map { Page($0) })
        navigator.keepPath(count: count, ofContainerAt: 0)
        #expect(navigator.visibleIdentities == after)
    }

    /// NavigationHost reads the screens of a path through `path(ofContainerAt:)`:
    /// route values as they are, other screens unwrapped from their `IdentifiedScreen`.
    @Test func aNavigationPathHoldsThePathsScreensInOrder() {
        let navigator = StackNavigator(root: [Page("home"), NavItemRoute(id: 7)])
        navigator.present(Page("sheet"), style: .sheet, wrappedInNavigation: true)
        navigator.push(NavHelpRoute())
        navigator.push(Page("a"))
        #expect(navigator.navigationScreens(ofContainerAt: 0).map(\.identity) == ["home", "app://item/7"])
        #expect(navigator.navigationScreens(ofContainerAt: 0).last is NavItemRoute)
        // A presented container's first screen is its stack's root view, not part of its path.
        #expect(navigator.navigationScreens(ofContainerAt: 1).map(\.identity) == ["app://help", "a"])
        #expect(navigator.navigationScreens(ofContainerAt: 2).isEmpty)
    }

    @Test func aPresentedPathKeepsItsFirstScreenToo() {
        let navigator = StackNavigator(root: [Page("home")])
        navigator.present(Page("sheet"), style: .sheet, wrappedInNavigation: true)
        navigator.push(Page("a"))
        navigator.keepPath(count: 0, ofContainerAt: 1)
        #expect(navigator.visibleIdentities == ["sheet"])
    }

    @Test(arguments: [
        (presented: PresentationStyle.sheet, binding: PresentationStyle.sheet, containersAfter: 1),
        (presented: .fullScreenCover, binding: .fullScreenCover, containersAfter: 1),
        // The other modifier's binding going nil dismisses nothing.
        (presented: .sheet, binding: .fullScreenCover, containersAfter: 2),
        (presented: .fullScreenCover, binding: .sheet, containersAfter: 2),
    ])
    func aSheetOrCoverBindingSetToNilDismissesOnlyItsOwnStyle(
        presented: PresentationStyle, binding: PresentationStyle, containersAfter: Int
    ) {
        let navigator = StackNavigator(root: [Page("home")])
        navigator.present(Page("modal"), style: presented)
        navigator.dismissPresented(over: 0, style: binding)
        #expect(navigator.containers.count == containersAfter)
    }
}
