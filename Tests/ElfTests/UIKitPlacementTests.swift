// What `UIKitNavigator` decides, run on Linux: where a push goes, what it
// dismisses first, when it refuses and with which words, which tab a value
// names. The UIKit code only reads the window into these values and carries
// out the answer (it is built against the stub SDK by
// scripts/typecheck-apple.sh). A push over an alert or a sheet behaves as in
// `StackNavigator` and `RecordingNavigator` (issue 39: "identical in
// StackNavigator, RecordingNavigator and UIKitNavigator").

import Elf
import ElfTesting
import Testing

@testable import ElfUIKit

@MainActor
@Suite struct UIKitPlacementTests {
    /// One screen as UIKit has it: the window's root, then what is presented over it.
    struct Row: Sendable, CustomStringConvertible {
        /// For each level, whether it has a navigation controller (the root: a navigation or tab bar controller).
        var navigation: [Bool]
        var dismisses: Bool
        var plan: UIKitPlacement.Push
        var description: String { "\(navigation), dismisses: \(dismisses)" }
    }

    nonisolated static let rows: [Row] = [
        // Nothing presented: the root's navigation controller takes the push.
        Row(navigation: [true], dismisses: true, plan: .onto(level: 0)),
        Row(navigation: [true], dismisses: false, plan: .onto(level: 0)),
        // An alert (no navigation) over the root: dismissed, then the push; or refused.
        Row(navigation: [true, false], dismisses: true, plan: .onto(level: 0)),
        Row(navigation: [true, false], dismisses: false, plan: .refused(UIKitPlacement.coveredStack)),
        // A sheet in a navigation controller takes the push itself, whatever the setting.
        Row(navigation: [true, true], dismisses: true, plan: .onto(level: 1)),
        Row(navigation: [true, true], dismisses: false, plan: .onto(level: 1)),
        // An alert over a sheet with navigation: the alert goes, the sheet takes the push.
        Row(navigation: [true, true, false], dismisses: true, plan: .onto(level: 1)),
        Row(navigation: [true, true, false], dismisses: false, plan: .refused(UIKitPlacement.coveredStack)),
        // A root with no navigation controller: nowhere to push.
        Row(navigation: [false], dismisses: true, plan: .refused(UIKitPlacement.noNavigation)),
        Row(navigation: [false, false], dismisses: true, plan: .refused(UIKitPlacement.noNavigation)),
        Row(navigation: [], dismisses: true, plan: .refused(UIKitPlacement.noNavigation)),
    ]

    @Test(arguments: rows)
    func aPushGoesOntoTheTopMostNavigationAfterDismissingWhatCoversIt(_ row: Row) {
        #expect(UIKitPlacement.push(navigation: row.navigation, dismissesSheetsToPush: row.dismisses) == row.plan)
    }

    /// The same screens as containers of a `StackNavigator` and a `RecordingNavigator` (the root stack, then one
    /// container per presented controller): each pushes where UIKit's plan pushes, dismisses what it dismisses, and
    /// refuses with the same words.
    @Test(arguments: rows.filter { $0.navigation.first == true })
    func everyNavigatorDecidesAPushOverASheetAlike(_ row: Row) {
        let stack = StackNavigator(root: [TestScreen("root")])
        let recording = RecordingNavigator(root: [TestScreen("root")])
        for (level, hasNavigation) in row.navigation.enumerated().dropFirst() {
            stack.present(TestScreen("presented \(level)"), wrappedInNavigation: hasNavigation)
            recording.present(TestScreen("presented \(level)"), wrappedInNavigation: hasNavigation)
        }
        stack.dismissesSheetsToPush = row.dismisses
        recording.dismissesSheetsToPush = row.dismisses
        let pushedOnStack = stack.push(TestScreen("next"))
        let pushedOnRecording = recording.push(TestScreen("next"))
        switch row.plan {
        case .onto(let level):
            #expect(pushedOnStack && pushedOnRecording)
            #expect(stack.containers.count == level + 1)
            #expect(recording.containers.count == level + 1)
            #expect(stack.visibleIdentities.last == "next")
        case .refused(let reason):
            #expect(!pushedOnStack && !pushedOnRecording)
            #expect(stack.takeFailure() == reason)
            #expect(recording.takeFailure() == reason)
            #expect(stack.containers.count == row.navigation.count)
        }
    }

    @Test func aRouteValuesStackIsUncoveredUnlessTheAppSaysNo() {
        #expect(UIKitPlacement.uncover(presented: 0, dismissesSheetsToPush: false) == nil)
        #expect(UIKitPlacement.uncover(presented: 1, dismissesSheetsToPush: true) == nil)
        #expect(UIKitPlacement.uncover(presented: 1, dismissesSheetsToPush: false) == UIKitPlacement.coveredTab)
    }

    /// The refusal of a route value's tab says what `Navigation` says.
    @Test func aCoveredTabIsRefusedInNavigationsWords() {
        let navigation = Navigation(tabs: ["home", "orders"])
        navigation.dismissesSheetsToPush = false
        navigation.present(TestScreen("alert"))
        #expect(!navigation.uncoverStack(ofTab: "orders"))
        #expect(navigation.takeFailure() == UIKitPlacement.coveredTab)
    }

    enum AppTab: String, CaseIterable, Sendable { case home, orders }

    @Test func aTabIsFoundByValueAndType() {
        let tabs: [any Hashable & Sendable] = AppTab.allCases
        #expect(UIKitPlacement.index(of: AppTab.orders, in: tabs) == 1)
        #expect(UIKitPlacement.index(of: "orders", in: tabs) == nil)
        #expect(UIKitPlacement.index(of: AppTab.home, in: []) == nil)
        #expect(UIKitPlacement.noTab("orders") == "the navigator has no tab \"orders\"")
    }

    @Test func aTabsRootIsItsRootViewNotAScreen() {
        #expect(Array(UIKitPlacement.screens(of: ["root", "a", "b"], onTab: true)) == ["a", "b"])
        #expect(Array(UIKitPlacement.screens(of: ["root", "a"], onTab: false)) == ["root", "a"])
        #expect(Array(UIKitPlacement.screens(of: [String](), onTab: true)) == [])
    }

    @Test func aScreenWithoutAViewControllerIsNamedLogSafely() {
        #expect(
            UIKitPlacement.noViewController(for: TestScreen("pin/\u{1B}[31m3"))
                == "the factory made no view controller for \"TestScreen\" (identity \"pin/\\u{1B}[31m3\")")
    }
}
