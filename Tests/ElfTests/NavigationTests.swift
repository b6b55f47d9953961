import Elf
import Testing

/// `StackNavigator`: the in-memory navigator tests, Linux and SwiftUI use,
/// and the defaults of the `Navigator` convenience overloads.
@MainActor
@Suite struct NavigationTests {

    // MARK: - Push

    struct PushCase: CustomTestStringConvertible, Sendable {
        var stack: [String]
        var screen: Page
        var allowsDuplicate: Bool
        var pushed: Bool
        var after: [String]
        var testDescription: String {
            "push \(screen.identity) onto \(stack)\(allowsDuplicate ? " allowing duplicates" : "")"
        }
    }

    @Test(arguments: [
        PushCase(stack: [], screen: Page("a"), allowsDuplicate: false, pushed: true, after: ["a"]),
        PushCase(stack: ["a"], screen: Page("b"), allowsDuplicate: false, pushed: true, after: ["a", "b"]),
        PushCase(stack: ["a"], screen: Page("a"), allowsDuplicate: false, pushed: false, after: ["a"]),
        PushCase(stack: ["a"], screen: Page("a"), allowsDuplicate: true, pushed: true, after: ["a", "a"]),
        // Only the top screen counts as a duplicate.
        PushCase(stack: ["a", "b"], screen: Page("a"), allowsDuplicate: false, pushed: true, after: ["a", "b", "a"]),
        // Identity decides, not the model the screen carries.
        PushCase(stack: ["a"], screen: Page("a", model: "new"), allowsDuplicate: false, pushed: false, after: ["a"]),
    ])
    func pushSkipsOnlyADuplicateOfTheTopScreen(row: PushCase) {
        let navigator = StackNavigator(root: row.stack.map { Page($0) })
        #expect(navigator.push(row.screen, animated: false, allowsDuplicate: row.allowsDuplicate) == row.pushed)
        #expect(navigator.visibleIdentities == row.after)
    }

    /// A push onto a stack that a sheet without navigation covers dismisses the sheet, unless the app says no.
    ///
    /// Such a push used to show nothing and report nothing. The default now dismisses the sheet and pushes; an
    /// app that sets `dismissesSheetsToPush` to false gets a refused push.
    @Test(arguments: [
        (wrapped: false, dismisses: true, pushed: true, visible: ["root", "next"], root: ["root", "next"]),
        (wrapped: false, dismisses: false, pushed: false, visible: ["modal"], root: ["root"]),
        (wrapped: true, dismisses: true, pushed: true, visible: ["modal", "next"], root: ["root"]),
        (wrapped: true, dismisses: false, pushed: true, visible: ["modal", "next"], root: ["root"]),
    ])
    func aPushOntoACoveredStackDismissesTheSheetUnlessTheAppSaysNo(
        wrapped: Bool, dismisses: Bool, pushed: Bool, visible: [String], root: [String]
    ) {
        let navigator = StackNavigator(root: [Page("root")])
        navigator.dismissesSheetsToPush = dismisses
        navigator.present(Page("modal"), wrappedInNavigation: wrapped, animated: true)
        #expect(navigator.push(Page("next")) == pushed)
        #expect(navigator.visibleIdentities == visible)
        #expect(navigator.containers[0].screens.map(\.identity) == root)
    }

    @Test func pushKeepsTheScreenValueWithItsModel() {
        let navigator = StackNavigator()
        navigator.push(Page("a", model: "model"))
        #expect((navigator.topScreen as? Page)?.model == "model")
    }

    // MARK: - Present

    @Test(arguments: [false, true])
    func presentAddsAContainerOverTheStack(wrapped: Bool) {
        let navigator = StackNavigator(root: [Page("root")])
        navigator.present(Page("modal"), wrappedInNavigation: wrapped, animated: false)
        #expect(navigator.containers.count == 2)
        #expect(navigator.containers[1].isPresented)
        #expect(navigator.containers[1].isNavigationContainer == wrapped)
        #expect(!navigator.containers[0].isPresented)
        #expect(navigator.containers[0].isNavigationContainer)
        #expect(navigator.visibleIdentities == ["modal"])
        #expect(navigator.topScreen?.identity == "modal")
    }

    @Test func presentOverAPresentedContainerStacksContainers() {
        let navigator = StackNavigator(root: [Page("root")])
        navigator.present(Page("first"), wrappedInNavigation: false, animated: false)
        navigator.present(Page("second"), wrappedInNavigation: true, animated: false)
        #expect(navigator.containers.map { $0.screens.map(\.identity) } == [["root"], ["first"], ["second"]])
    }

    // MARK: - Pop, pop to root, dismiss

    struct StackCase: CustomTestStringConvertible, Sendable {
        var stack: [String]
        var changed: Bool
        var after: [String]
        var testDescription: String { "\(stack)" }
    }

    @Test(arguments: [
        StackCase(stack: [], changed: false, after: []),
        StackCase(stack: ["a"], changed: false, after: ["a"]),
        StackCase(stack: ["a", "b"], changed: true, after: ["a"]),
        StackCase(stack: ["a", "b", "c"], changed: true, after: ["a", "b"]),
    ])
    func popRemovesTheTopScreenButKeepsTheRoot(row: StackCase) {
        let navigator = StackNavigator(root: row.stack.map { Page($0) })
        #expect(navigator.pop(animated: false) == row.changed)
        #expect(navigator.visibleIdentities == row.after)
    }

    @Test(arguments: [
        StackCase(stack: [], changed: false, after: []),
        StackCase(stack: ["a"], changed: false, after: ["a"]),
        StackCase(stack: ["a", "b"], changed: true, after: ["a"]),
        StackCase(stack: ["a", "b", "c"], changed: true, after: ["a"]),
    ])
    func popToRootKeepsOnlyTheFirstScreen(row: StackCase) {
        let navigator = StackNavigator(root: row.stack.map { Page($0) })
        #expect(navigator.popToRoot(animated: false) == row.changed)
        #expect(navigator.visibleIdentities == row.after)
    }

    @Test func popActsOnThePresentedContainerAndNeverDismissesIt() {
        let navigator = StackNavigator(root: [Page("root"), Page("list")])
        navigator.present(Page("modal"), wrappedInNavigation: true, animated: false)
        navigator.push(Page("step"))
        #expect(navigator.pop())
        #expect(navigator.visibleIdentities == ["modal"])
        #expect(!navigator.pop(), "the presented container's first screen stays")
        #expect(!navigator.popToRoot())
        #expect(navigator.containers.count == 2)
        #expect(navigator.containers[0].screens.map(\.identity) == ["root", "list"])
    }

    @Test(arguments: [
        (presented: 0, dismissed: false, containersAfter: 1),
        (presented: 1, dismissed: true, containersAfter: 1),
        (presented: 2, dismissed: true, containersAfter: 2),
    ])
    func dismissRemovesOnlyTheTopMostPresentedContainer(presented: Int, dismissed: Bool, containersAfter: Int) {
        let navigator = StackNavigator(root: [Page("root")])
        for index in 0..<presented {
            navigator.present(Page("modal\(index)"), wrappedInNavigation: false, animated: false)
        }
        #expect(navigator.dismiss(animated: false) == dismissed)
        #expect(navigator.containers.count == containersAfter)
        #expect(navigator.visibleIdentities == (containersAfter == 1 ? ["root"] : ["modal0"]))
    }

    // MARK: - Replace top, set stack

    @Test(arguments: [
        StackCase(stack: [], changed: true, after: ["new"]),
        StackCase(stack: ["a"], changed: true, after: ["new"]),
        StackCase(stack: ["a", "b"], changed: true, after: ["a", "new"]),
    ])
    func replaceTopReplacesTheTopScreenOrPushesOntoAnEmptyStack(row: StackCase) {
        let navigator = StackNavigator(root: row.stack.map { Page($0) })
        navigator.replaceTop(with: Page("new"), animated: false)
        #expect(navigator.visibleIdentities == row.after)
    }

    @Test func replaceTopActsOnThePresentedContainer() {
        let navigator = StackNavigator(root: [Page("root")])
        navigator.present(Page("modal"), wrappedInNavigation: false, animated: false)
        navigator.replaceTop(with: Page("other"))
        #expect(navigator.containers.map { $0.screens.map(\.identity) } == [["root"], ["other"]])
    }

    @Test(arguments: [[], ["products"], ["products", "product/42"]])
    func setStackDismissesPresentedContainersAndReplacesTheRoot(identities: [String]) {
        let navigator = StackNavigator(root: [Page("old")])
        navigator.present(Page("login"), wrappedInNavigation: true, animated: false)
        navigator.present(Page("alert"), wrappedInNavigation: false, animated: false)
        navigator.setStack(identities.map { Page($0) }, animated: false)
        #expect(navigator.containers.count == 1)
        #expect(!navigator.containers[0].isPresented)
        #expect(navigator.containers[0].isNavigationContainer)
        #expect(navigator.visibleIdentities == identities)
    }

    // MARK: - Description and observation

    @Test(
        arguments: [
            ([], "stack\n└─ (empty)"),
            ([.push("products")], "stack\n└─ products"),
            (
                [.push("products"), .push("product/42")],
                """
                stack
                ├─ products
                └─ product/42
                """
            ),
            (
                [.push("products"), .present("login", wrapped: true), .push("signup")],
                """
                stack
                └─ products
                presented in navigation
                ├─ login
                └─ signup
                """
            ),
            (
                [.present("alert", wrapped: false)],
                """
                stack
                └─ (empty)
                presented
                └─ alert
                """
            ),
        ] as [([Operation], String)])
    func stackDescriptionDrawsEveryContainer(operations: [Operation], expected: String) {
        let navigator = StackNavigator()
        for operation in operations { operation.apply(to: navigator) }
        #expect(navigator.stackDescription == expected)
    }

    /// Each operation on `[root, a]` with a presented navigation container `[modal]`
    /// over it, and whether it changes anything.
    @Test(arguments: [
        (Operation.push("next"), 1),
        (.push("modal"), 0),
        (.pushDuplicate("modal"), 1),
        (.present("sheet", wrapped: false), 1),
        (.pop, 0),
        (.popToRoot, 0),
        (.dismiss, 1),
        (.replaceTop("other"), 1),
        (.setStack(["x", "y"]), 1),
    ])
    func onChangeIsCalledOncePerChange(operation: Operation, calls: Int) {
        let navigator = StackNavigator(root: [Page("root"), Page("a")])
        navigator.present(Page("modal"), wrappedInNavigation: true, animated: false)
        var seen: [[String]] = []
        navigator.onChange = { seen.append($0.visibleIdentities) }
        operation.apply(to: navigator)
        #expect(seen.count == calls)
        if calls > 0 { #expect(seen.last == navigator.visibleIdentities, "called after the change") }
    }

    @Test func onChangeCanDriveASwiftUIPath() {
        let navigator = StackNavigator()
        var path: [String] = []
        navigator.onChange = { navigator in path = navigator.visibleIdentities }
        navigator.push(Page("products"))
        navigator.push(Page("product/42"))
        navigator.pop()
        #expect(path == ["products"])
    }

    // MARK: - Sequences

    @Test(
        arguments: [
            // A cold-start deep link, then Back.
            ([.setStack(["products", "product/42"]), .pop], "stack\n└─ products"),
            // A double tap pushes once.
            ([.push("products"), .push("product/1"), .push("product/1")], "stack\n├─ products\n└─ product/1"),
            // Log in from a product page, then dismiss back to it.
            (
                [.push("products"), .push("product/1"), .present("login", wrapped: true), .push("signup"), .dismiss],
                "stack\n├─ products\n└─ product/1"
            ),
            // A push while an alert is presented dismisses it, then pushes (dismissesSheetsToPush).
            (
                [.push("products"), .present("alert", wrapped: false), .push("product/1")],
                "stack\n├─ products\n└─ product/1"
            ),
            // Replace a step of a wizard, then pop to its root.
            (
                [.present("wizard", wrapped: true), .push("step1"), .replaceTop("step2"), .push("step3"), .popToRoot],
                "stack\n└─ (empty)\npresented in navigation\n└─ wizard"
            ),
            // Dismissing more than was presented stops at the root stack.
            ([.push("home"), .present("a", wrapped: false), .dismiss, .dismiss], "stack\n└─ home"),
            // A deep link while two modals are up replaces everything.
            (
                [.present("a", wrapped: true), .present("b", wrapped: false), .setStack(["cart"]), .push("checkout")],
                "stack\n├─ cart\n└─ checkout"
            ),
            // Replacing the top of an empty stack pushes.
            ([.replaceTop("home"), .pushDuplicate("home")], "stack\n├─ home\n└─ home"),
        ] as [([Operation], String)])
    func operationSequencesLeaveTheseContainers(operations: [Operation], expected: String) {
        let navigator = StackNavigator()
        for operation in operations { operation.apply(to: navigator) }
        #expect(navigator.stackDescription == expected)
    }

    // MARK: - Protocol conveniences

    @Test func conveniencesPassTheirDefaults() {
        let spy = SpyNavigator()
        spy.push(Page("a"))
        spy.push(Page("a"), allowsDuplicate: true)
        spy.present(Page("b"))
        spy.present(Page("c"), wrappedInNavigation: true)
        spy.pop()
        spy.popToRoot()
        spy.dismiss()
        spy.replaceTop(with: Page("d"))
        spy.setStack([Page("e")])
        #expect(
            spy.calls == [
                "push a animated:true allowsDuplicate:false",
                "push a animated:true allowsDuplicate:true",
                "present b wrapped:false style:sheet animated:true",
                "present c wrapped:true style:sheet animated:true",
                "pop animated:true",
                "popToRoot animated:true",
                "dismiss animated:true",
                "replaceTop d animated:true",
                "setStack [e] animated:false",
            ])
    }

    /// A call form of the one defaulted `present` and the requirement call it makes.
    struct PresentCase: CustomTestStringConvertible, Sendable {
        var form: String
        var present: @MainActor @Sendable (SpyNavigator, @escaping @MainActor () -> Void) -> Void
        var call: String
        var completes: Bool
        var testDescription: String { form }
    }

    /// `Navigator` has one `present` to call, with defaults, and one to
    /// implement, with none: every call form reaches the requirement with
    /// the defaults filled in (a sheet, no navigation, animated, no
    /// completion), including the forms of the overloads it replaced.
    @Test(arguments: [
        PresentCase(
            form: "present(screen)", present: { spy, _ in spy.present(Page("s")) },
            call: "present s wrapped:false style:sheet animated:true", completes: false),
        PresentCase(
            form: "present(screen, wrappedInNavigation:)",
            present: { spy, _ in spy.present(Page("s"), wrappedInNavigation: true) },
            call: "present s wrapped:true style:sheet animated:true", completes: false),
        PresentCase(
            form: "present(screen, style:) { }",
            present: { spy, done in spy.present(Page("s"), style: .fullScreenCover) { done() } },
            call: "present s wrapped:false style:fullScreenCover animated:true", completes: true),
        PresentCase(
            form: "present(screen, style:wrappedInNavigation:completion:)",
            present: { spy, done in
                spy.present(Page("s"), style: .sheet, wrappedInNavigation: true, completion: done)
            },
            call: "present s wrapped:true style:sheet animated:true", completes: true),
        PresentCase(
            form: "present(screen, wrappedInNavigation:animated:)",
            present: { spy, _ in spy.present(Page("s"), wrappedInNavigation: false, animated: false) },
            call: "present s wrapped:false style:sheet animated:false", completes: false),
        PresentCase(
            form: "present(screen, animated:)", present: { spy, _ in spy.present(Page("s"), animated: false) },
            call: "present s wrapped:false style:sheet animated:false", completes: false),
        PresentCase(
            form: "the requirement, every parameter",
            present: { spy, done in
                spy.present(
                    Page("s"), wrappedInNavigation: true, style: .fullScreenCover, animated: false, completion: done)
            },
            call: "present s wrapped:true style:fullScreenCover animated:false", completes: true),
    ])
    func everyPresentFormReachesTheOneRequirement(row: PresentCase) {
        let spy = SpyNavigator()
        var completed = false
        row.present(spy) { completed = true }
        #expect(spy.calls == [row.call])
        #expect(completed == row.completes)
        // Through the protocol, as a handler holds it.
        let navigator: any Navigator = SpyNavigator()
        navigator.present(Page("s"), style: .fullScreenCover)
        #expect((navigator as? SpyNavigator)?.calls == ["present s wrapped:false style:fullScreenCover animated:true"])
    }

    @Test(arguments: [[], ["a"], ["a", "b"]])
    func topScreenIsTheLastOfTheVisibleStack(identities: [String]) {
        let navigator = StackNavigator(root: identities.map { Page($0) })
        #expect(navigator.topScreen?.identity == identities.last)
        #expect(navigator.visibleIdentities == identities)
        #expect(navigator.visibleStack.map(\.identity) == identities)
    }
}

// MARK: - Fixtures

extension NavigationTests {
    typealias Page = TestScreen

    typealias Operation = NavigatorCall

    /// A navigator that only records the arguments it was called with.
    @MainActor
    final class SpyNavigator: Navigator {
        var calls: [String] = []
        var visibleStack: [any Screen] { [] }

        func push(_ screen: any Screen, animated: Bool, allowsDuplicate: Bool) -> Bool {
            calls.append("push \(screen.identity) animated:\(animated) allowsDuplicate:\(allowsDuplicate)")
            return true
        }
        func present(
            _ screen: any Screen, wrappedInNavigation: Bool, style: PresentationStyle, animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            calls.append(
                "present \(screen.identity) wrapped:\(wrappedInNavigation) style:\(style) animated:\(animated)")
            completion?()
        }
        func pop(animated: Bool) -> Bool {
            calls.append("pop animated:\(animated)")
            return true
        }
        func popToRoot(animated: Bool) -> Bool {
            calls.append("popToRoot animated:\(animated)")
            return true
        }
        func dismiss(animated: Bool) -> Bool {
            calls.append("dismiss animated:\(animated)")
            return true
        }
        func replaceTop(with screen: any Screen, animated: Bool) {
            calls.append("replaceTop \(screen.identity) animated:\(animated)")
        }
        func setStack(_ screens: [any Screen], animated: Bool) {
            calls.append("setStack [\(screens.map(\.identity).joined(separator: ","))] animated:\(animated)")
        }
    }
}
