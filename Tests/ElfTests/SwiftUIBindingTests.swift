import Testing

@testable import Elf

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
