import Elf
import Observation
import Testing

/// `StackNavigator` is `Observable`, and its `path` is what a
/// SwiftUI `NavigationStack(path:)` binds to, both ways.
@MainActor
@Suite struct ObservableNavigatorTests {
    typealias Page = TestScreen

    // MARK: - Reading the path

    struct ElementCase: CustomTestStringConvertible, @unchecked Sendable {
        var screens: [any Screen]
        var expected: [AnyHashable]
        var testDescription: String { screens.map(\.identity).joined(separator: ", ") }
    }

    @Test(arguments: [
        ElementCase(screens: [], expected: []),
        // Route values are path elements as they are.
        ElementCase(screens: [NavItemRoute(id: 42)], expected: [NavItemRoute(id: 42)]),
        // Other screens are wrapped by identity.
        ElementCase(screens: [Page("products")], expected: [IdentifiedScreen(Page("products"))]),
        ElementCase(
            screens: [Page("products"), NavItemRoute(id: 1), NavHelpRoute()],
            expected: [IdentifiedScreen(Page("products")), NavItemRoute(id: 1), NavHelpRoute()]),
    ])
    func pathHoldsEveryScreenOfTheRootStack(row: ElementCase) {
        let navigator = StackNavigator(root: row.screens)
        #expect(navigator.path == row.expected)
    }

    struct EqualityCase: CustomTestStringConvertible, @unchecked Sendable {
        var first: any Screen
        var second: any Screen
        var equal: Bool
        var testDescription: String { "\(first.identity) vs \(second.identity)" }
    }

    @Test(arguments: [
        // Wrapped screens are equal exactly when their identities are, models aside.
        EqualityCase(first: Page("a", model: "x"), second: Page("a", model: "y"), equal: true),
        EqualityCase(first: Page("a"), second: Page("b"), equal: false),
        // Route values compare as values.
        EqualityCase(first: NavItemRoute(id: 1), second: NavItemRoute(id: 1), equal: true),
        EqualityCase(first: NavItemRoute(id: 1), second: NavItemRoute(id: 2), equal: false),
        EqualityCase(first: NavSearchRoute(query: "hat"), second: NavSearchRoute(query: "cap"), equal: false),
        // A route value and a wrapped screen of the same identity are different elements.
        EqualityCase(first: NavHelpRoute(), second: Page("app://help"), equal: false),
    ])
    func elementsAreEqualAcrossNavigatorsExactlyWhenTheirScreensAre(row: EqualityCase) {
        let one = StackNavigator(root: [row.first])
        let other = StackNavigator(root: [row.second])
        #expect((one.path == other.path) == row.equal)
        #expect((one.path.first?.hashValue == other.path.first?.hashValue) || !row.equal)
    }

    // MARK: - Setting the path

    struct AssignmentCase: CustomTestStringConvertible, Sendable {
        var name: String
        var stack: [String]
        /// Identities to assign; `"?"` is an element the navigator never made.
        var assigned: [String]
        var after: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        AssignmentCase(
            name: "a back swipe pops one", stack: ["a", "b", "c"], assigned: ["a", "b"], after: ["a", "b"]),
        AssignmentCase(name: "back to home pops all", stack: ["a", "b"], assigned: [], after: []),
        AssignmentCase(
            name: "the same path changes nothing", stack: ["a", "b"], assigned: ["a", "b"], after: ["a", "b"]),
        AssignmentCase(
            name: "an unknown element is ignored, the rest applies", stack: ["a", "b", "c"], assigned: ["a", "?"],
            after: ["a"]),
        AssignmentCase(name: "an unknown element alone empties", stack: ["a"], assigned: ["?"], after: []),
        AssignmentCase(
            name: "an unknown element appended is ignored", stack: ["a"], assigned: ["a", "?"], after: ["a"]),
        AssignmentCase(
            name: "a duplicate pushed twice is popped once", stack: ["a", "a"], assigned: ["a"], after: ["a"]),
        AssignmentCase(
            name: "an element cannot be used twice", stack: ["a"], assigned: ["a", "a"], after: ["a"]),
    ])
    func settingThePathIsAPopAndIgnoresUnknownElements(row: AssignmentCase) {
        let navigator = StackNavigator(root: row.stack.map { Page($0) })
        navigator.path = row.assigned.map { identity -> AnyHashable in
            identity == "?" ? AnyHashable("an element SwiftUI made") : AnyHashable(IdentifiedScreen(Page(identity)))
        }
        #expect(navigator.visibleIdentities == row.after)
    }

    @Test func aRouteValueTheNavigatorNeverMadeIsIgnored() {
        let navigator = StackNavigator(root: [NavItemRoute(id: 1)])
        navigator.path = [NavItemRoute(id: 1), NavItemRoute(id: 2)]
        #expect(navigator.visibleIdentities == ["app://item/1"])
    }

    @Test func settingThePathKeepsTheScreensWithTheirModels() throws {
        let navigator = StackNavigator(root: [Page("a", model: "first"), Page("b", model: "second")])
        navigator.path = [IdentifiedScreen(Page("a"))]
        let top = try #require(navigator.visibleStack.last as? Page)
        #expect(top.model == "first")
    }

    @Test func aSetPathIsSeenAtOnceByDuplicateChecksAndHandlers() throws {
        let elf = Elf()
        let navigator = StackNavigator()
        elf.navigator = navigator
        try elf.register(NavItemRoute.self) { route in PushHandler(screen: route, navigator: navigator) }
        #expect(elf.handleURL(url: "app://item/1"))
        #expect(!elf.handleURL(url: "app://item/1"), "a duplicate of the top screen")
        navigator.path = []  // the user swiped back
        #expect(elf.handleURL(url: "app://item/1"), "no longer on top")
        #expect(navigator.path == [NavItemRoute(id: 1)])
    }

    // MARK: - Observation

    @Test(arguments: [
        NavigatorCall.push("c"), .pop, .present("sheet", wrapped: true), .setStack(["x"]), .replaceTop("z"),
    ])
    func everyChangeIsObserved(operation: NavigatorCall) {
        let navigator = StackNavigator(root: [Page("a"), Page("b")])
        let changed = Changed()
        withObservationTracking {
            _ = navigator.path
        } onChange: {
            changed.count += 1
        }
        operation.apply(to: navigator)
        #expect(changed.count == 1)
    }

    @Test func aPathSetBySwiftUIIsObservedAndCallsOnChange() {
        let navigator = StackNavigator(root: [Page("a"), Page("b")])
        let changed = Changed()
        var onChange: [[String]] = []
        navigator.onChange = { onChange.append($0.visibleIdentities) }
        withObservationTracking {
            _ = navigator.visibleStack
        } onChange: {
            changed.count += 1
        }
        navigator.path = [IdentifiedScreen(Page("a"))]
        #expect(changed.count == 1)
        #expect(onChange == [["a"]])
        navigator.path = [IdentifiedScreen(Page("a"))]
        #expect(onChange == [["a"]], "an unchanged path is no change")
    }

    // MARK: - Presented containers

    struct PresentCase: CustomTestStringConvertible, Sendable {
        var style: PresentationStyle
        var wrapped: Bool
        var pushed: [String]
        var sheet: Bool
        var cover: Bool
        var path: [String]
        var testDescription: String { "\(style), wrapped: \(wrapped), pushed \(pushed)" }
    }

    @Test(arguments: [
        PresentCase(style: .sheet, wrapped: true, pushed: ["b"], sheet: true, cover: false, path: ["b"]),
        PresentCase(style: .fullScreenCover, wrapped: true, pushed: [], sheet: false, cover: true, path: []),
        PresentCase(style: .sheet, wrapped: false, pushed: [], sheet: true, cover: false, path: []),
    ])
    func presentedContainersAreSheetOrCoverItemsWithPathsOfTheirOwn(row: PresentCase) {
        let navigator = StackNavigator(root: [Page("home")])
        var completed = false
        navigator.present(Page("a"), style: row.style, wrappedInNavigation: row.wrapped) { completed = true }
        for identity in row.pushed { navigator.push(Page(identity)) }
        #expect(completed)
        #expect((navigator.presentedContainer(over: 0, style: .sheet) != nil) == row.sheet)
        #expect((navigator.presentedContainer(over: 0, style: .fullScreenCover) != nil) == row.cover)
        #expect(navigator.path(ofContainerAt: 1) == row.path.map { AnyHashable(IdentifiedScreen(Page($0))) })
        #expect(navigator.path == [IdentifiedScreen(Page("home"))], "the root path is its own")
    }

    @Test func settingAPresentedPathKeepsItsFirstScreen() {
        let navigator = StackNavigator(root: [Page("home")])
        navigator.present(Page("a"), wrappedInNavigation: true)
        navigator.push(Page("b"))
        navigator.push(Page("c"))
        navigator.setPath([IdentifiedScreen(Page("b"))], ofContainerAt: 1)
        #expect(navigator.stackDescription == "stack\n└─ home\npresented in navigation\n├─ a\n└─ b")
        navigator.setPath([], ofContainerAt: 1)
        #expect(navigator.visibleIdentities == ["a"])
        navigator.setPath([], ofContainerAt: 7)
        #expect(navigator.visibleIdentities == ["a"], "an index out of range changes nothing")
    }

    @Test(arguments: [(above: 0, after: 1), (above: 1, after: 2), (above: 2, after: 3), (above: -1, after: 3)])
    func swipingASheetAwayDismissesItAndEverythingAboveIt(above: Int, after: Int) {
        let navigator = StackNavigator(root: [Page("home")])
        navigator.present(Page("a"), style: .sheet)
        navigator.present(Page("b"), style: .fullScreenCover)
        navigator.dismissContainers(above: above)
        #expect(navigator.containers.count == after)
    }

    @Test func containersKeepTheirIDsAndPresentedOnesGetNewOnes() {
        let navigator = StackNavigator(root: [Page("home")])
        navigator.present(Page("a"))
        navigator.dismiss()
        navigator.present(Page("a"))
        #expect(navigator.containers.map(\.id) == [0, 2])
    }
}

/// Counts observation callbacks (they may be called from any thread).
final class Changed: @unchecked Sendable {
    var count = 0
}

/// Pushes its screen when handled.
@MainActor
final class PushHandler: Handler {
    let screen: any Screen
    let navigator: any Navigator
    var pushed = false
    init(screen: any Screen, navigator: any Navigator) {
        self.screen = screen
        self.navigator = navigator
    }
    func shouldHandle() -> Bool { navigator.topScreen?.identity != screen.identity }
    func handle() { navigator.push(screen) }
}
