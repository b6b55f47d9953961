// The public surface and its one naming rule (Sources/Elf/Elf.docc/PublicSurface.md):
// every public type of Elf and its other products lives in the class `Elf`, and each
// one directly in it is also reachable by its plain name, except
// `Elf.Configuration`. This file names every public type both ways, so it
// compiles only while the rule holds, and pins how many there are.
//
// `scripts/public-surface.sh` lists the public declarations of the sources
// and fails when this file does not name one of them; update the counts below
// with it. PublicSurfaceShadowingTests.swift shows an app's own `Screen`.
//
// `import Elf` (not `@testable`): only public names compile here.

import Elf
import ElfMigration
import ElfSwiftUI
import ElfTesting
import ElfUIKit
import Testing

#if canImport(SwiftUI)
    import SwiftUI
#endif

@Suite struct PublicSurfaceTests {
    /// The kinds of public type declarations.
    enum Kind: String, CaseIterable, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `typealias`
    }

    /// One public type, reached as `Elf.Name` (or `Elf.Outer.Name`) and by the plain path.
    struct Name: CustomStringConvertible {
        let path: String
        let kind: Kind
        let nested: Any.Type
        let plain: Any.Type
        var description: String { path }
    }

    /// Names a type both ways; the two must be the same type for this to compile.
    static func both<T>(_ path: String, _ kind: Kind, _ nested: T.Type, _ plain: T.Type) -> Name {
        Name(path: path, kind: kind, nested: nested, plain: plain)
    }

    // MARK: - The list

    /// Every public type nested directly in `Elf`, with its plain alias
    /// (but the deprecated `SourceAwareHandler`, named in its own test, and
    /// `UIKitNavigator` and `ViewControllerScreen`, which build only with UIKit).
    static var inElf: [Name] {
        [
            // Routing
            both("HandlerFactory", .typealias, Elf.HandlerFactory.self, HandlerFactory.self),
            both("RouteMatch", .struct, Elf.RouteMatch.self, RouteMatch.self),
            both("RouteMiss", .struct, Elf.RouteMiss.self, RouteMiss.self),
            both("RoutingTableEntry", .struct, Elf.RoutingTableEntry.self, RoutingTableEntry.self),
            // The seam products above the core build on (ExtendingElf.md); `Elf.RouteTable.self` is
            // generic: named with a type argument
            both("RouteTable", .struct, Elf.RouteTable<Int>.self, RouteTable<Int>.self),
            // Bad input, of every kind
            both("InputError", .struct, Elf.InputError.self, InputError.self),
            // Typed routes
            both("Route", .protocol, (any Elf.Route).self, (any Route).self),
            // Handlers
            both("Handler", .protocol, (any Elf.Handler).self, (any Handler).self),
            both("AsyncHandler", .protocol, (any Elf.AsyncHandler).self, (any AsyncHandler).self),
            // Navigation
            both("Navigator", .protocol, (any Elf.Navigator).self, (any Navigator).self),
            both("TabbedNavigator", .protocol, (any Elf.TabbedNavigator).self, (any TabbedNavigator).self),
            both("Screen", .protocol, (any Elf.Screen).self, (any Screen).self),
            both("StackNavigator", .class, Elf.StackNavigator.self, StackNavigator.self),
            both("IdentifiedScreen", .struct, Elf.IdentifiedScreen.self, IdentifiedScreen.self),
            both("PresentationStyle", .enum, Elf.PresentationStyle.self, PresentationStyle.self),
            both("SavedNavigation", .struct, Elf.SavedNavigation.self, SavedNavigation.self),
            // Typed parameters
            both(
                "ParameterConvertible", .protocol, (any Elf.ParameterConvertible).self, (any ParameterConvertible).self),
            // Rewriting
            both("RewriteRule", .struct, Elf.RewriteRule.self, RewriteRule.self),
            both("RewriteLimits", .struct, Elf.RewriteLimits.self, RewriteLimits.self),
            both("URLParts", .struct, Elf.URLParts.self, URLParts.self),
            // Interceptors and logging
            both("Interceptor", .struct, Elf.Interceptor.self, Interceptor.self),
            both("InterceptorDecision", .enum, Elf.InterceptorDecision.self, InterceptorDecision.self),
            both("RouteEvent", .enum, Elf.RouteEvent.self, RouteEvent.self),
            // Explain
            both("RouteExplanation", .struct, Elf.RouteExplanation.self, RouteExplanation.self),
            // Untrusted input
            both("LinkSource", .enum, Elf.LinkSource.self, LinkSource.self),
            // Every door: one inbox
            both("LinkArrival", .struct, Elf.LinkArrival.self, LinkArrival.self),
            both("LinkOutcome", .struct, Elf.LinkOutcome.self, LinkOutcome.self),
            // Screens that advertise themselves
            both("RouteActivity", .struct, Elf.RouteActivity.self, RouteActivity.self),
            both("ScreenActivity", .struct, Elf.ScreenActivity.self, ScreenActivity.self),
            // Route values as screens; `Elf.Carried.self` and `Elf.Navigation.self` are generic: named with a type argument
            both("Presentation", .struct, Elf.Presentation.self, Presentation.self),
            both("WindowLink", .struct, Elf.WindowLink.self, WindowLink.self),
            both("Carried", .struct, Elf.Carried<Int>.self, Carried<Int>.self),
            both("Navigation", .class, Elf.Navigation<String>.self, Navigation<String>.self),
            both("URLAllowlist", .struct, Elf.URLAllowlist.self, URLAllowlist.self),
            // ElfTesting
            both("RecordingNavigator", .class, Elf.RecordingNavigator.self, RecordingNavigator.self),
            both("NavigationEvent", .enum, Elf.NavigationEvent.self, NavigationEvent.self),
            both(
                "RoutingExpectationFailure", .enum, Elf.RoutingExpectationFailure.self,
                RoutingExpectationFailure.self),
        ]
    }

    /// The ten error types folded into ``InputError``, kept as aliases of it for one release.
    static var errorAliases: [Name] {
        [
            both("PatternError", .typealias, Elf.PatternError.self, PatternError.self),
            both("MalformedURL", .typealias, Elf.MalformedURL.self, MalformedURL.self),
            both("EntryPointError", .typealias, Elf.EntryPointError.self, EntryPointError.self),
            both("RouteTypeError", .typealias, Elf.RouteTypeError.self, RouteTypeError.self),
            both("ParameterError", .typealias, Elf.ParameterError.self, ParameterError.self),
            both("ReverseRoutingError", .typealias, Elf.ReverseRoutingError.self, ReverseRoutingError.self),
            both("RewriteError", .typealias, Elf.RewriteError.self, RewriteError.self),
            both("RewriteRuleSetError", .typealias, Elf.RewriteRuleSetError.self, RewriteRuleSetError.self),
            both("UnsafeURLError", .typealias, Elf.UnsafeURLError.self, UnsafeURLError.self),
            both("PlaceholderTypeError", .typealias, Elf.PlaceholderTypeError.self, PlaceholderTypeError.self),
        ]
    }

    /// Types nested in other types: they stay there, reached through `Elf.Outer` or the plain `Outer`.
    static var inOtherTypes: [Name] {
        [
            both(
                "Configuration.HostAsPathSegment", .enum, Elf.Configuration.HostAsPathSegment.self,
                Elf.Configuration.HostAsPathSegment.self),
            both("InputError.Reason", .enum, Elf.InputError.Reason.self, InputError.Reason.self),
            both("RewriteRule.Source", .enum, Elf.RewriteRule.Source.self, RewriteRule.Source.self),
            both("RouteExplanation.Entry", .struct, Elf.RouteExplanation.Entry.self, RouteExplanation.Entry.self),
            both(
                "RouteExplanation.Mismatch", .enum, Elf.RouteExplanation.Mismatch.self, RouteExplanation.Mismatch.self),
            both("RouteExplanation.Outcome", .enum, Elf.RouteExplanation.Outcome.self, RouteExplanation.Outcome.self),
            both("RouteMiss.Reason", .enum, Elf.RouteMiss.Reason.self, RouteMiss.Reason.self),
            both("LinkOutcome.Result", .enum, Elf.LinkOutcome.Result.self, LinkOutcome.Result.self),
            both("StackNavigator.Container", .struct, Elf.StackNavigator.Container.self, StackNavigator.Container.self),
            both("SavedNavigation.Stack", .struct, Elf.SavedNavigation.Stack.self, SavedNavigation.Stack.self),
            both(
                "SavedNavigation.Container", .struct, Elf.SavedNavigation.Container.self,
                SavedNavigation.Container.self),
            both("SavedNavigation.Dropped", .struct, Elf.SavedNavigation.Dropped.self, SavedNavigation.Dropped.self),
            both("URLAllowlist.Host", .enum, Elf.URLAllowlist.Host.self, URLAllowlist.Host.self),
        ]
    }

    /// ElfMigration's types: what only code moved from another router needs
    /// (the deprecated handler protocols are named in a test of their own).
    static var inMigration: [Name] {
        [
            both("SchemeNamespaces", .class, Elf.SchemeNamespaces.self, SchemeNamespaces.self),
            both(
                "SchemeNamespaces.RegistrationError", .enum, Elf.SchemeNamespaces.RegistrationError.self,
                SchemeNamespaces.RegistrationError.self),
            both("RouteModule", .protocol, (any Elf.RouteModule).self, (any RouteModule).self),
            both("ModulePageSource", .enum, Elf.ModulePageSource.self, ModulePageSource.self),
            both("ModuleError", .struct, Elf.ModuleError.self, ModuleError.self),
            both("ModuleError.Part", .enum, Elf.ModuleError.Part.self, ModuleError.Part.self),
            both("ValueHandler", .protocol, (any Elf.ValueHandler).self, (any ValueHandler).self),
            // Tabs named by strings; the core's tabbed navigator is `Navigation<Tab>`
            both("TabNavigator", .class, Elf.TabNavigator.self, TabNavigator.self),
            both("TabNavigator.Tab", .struct, Elf.TabNavigator.Tab.self, TabNavigator.Tab.self),
        ]
    }

    /// The handler protocols before `Handler.receive(_:navigator:context:)`, kept for one release.
    @available(*, deprecated, message: "Names the deprecated handler protocols")
    @Test func theDeprecatedHandlerProtocolsAreReachableBothWays() {
        let names = [
            Self.both(
                "MatchAwareHandler", .protocol, (any Elf.MatchAwareHandler).self, (any MatchAwareHandler).self),
            Self.both(
                "NavigatingHandler", .protocol, (any Elf.NavigatingHandler).self, (any NavigatingHandler).self),
            Self.both("ContextHandler", .protocol, (any Elf.ContextHandler).self, (any ContextHandler).self),
        ]
        for name in names { #expect(ObjectIdentifier(name.nested) == ObjectIdentifier(name.plain), "\(name)") }
    }

    // MARK: - The rule

    /// `RouteMatch`, `Screen`, `RecordingNavigator`, ...: each is one type, reached both ways.
    @Test func everyTypeInElfIsReachableByItsPlainNameToo() {
        for name in Self.inElf + Self.inOtherTypes + Self.inMigration + Self.errorAliases {
            #expect(ObjectIdentifier(name.nested) == ObjectIdentifier(name.plain), "\(name)")
        }
    }

    /// `PatternError`, `MalformedURL`, ...: each old error name is `InputError`, so old code compiles.
    @Test func theOldErrorNamesAreInputError() {
        for name in Self.errorAliases {
            #expect(ObjectIdentifier(name.nested) == ObjectIdentifier(InputError.self), "\(name)")
        }
        #expect(ObjectIdentifier(PatternError.Reason.self) == ObjectIdentifier(InputError.Reason.self))
        do throws(PatternError) {
            try Elf().register("app://user/<id") { SettingsHandler() }
            Issue.record("an invalid pattern was registered")
        } catch {
            #expect(error.reason == PatternError.Reason.unclosed("<") && error.pattern == error.input)
            #expect(error.column == 12)
        }
    }

    /// The names the seeds and earlier issues fixed still compile as they did.
    @MainActor
    @Test func theFixedNamesStillWork() throws {
        let elf: Elf = Elf.instance
        let _: any Handler.Type = SettingsHandler.self
        let _: any Elf.Handler.Type = SettingsHandler.self
        let fresh = Elf()
        try fresh.register("app://settings/<section>") { SettingsHandler() }
        fresh.registerRoutingTable(["app://settings": { SettingsHandler() }], notFoundHandler: { _ in })
        #expect(fresh.handleURL(url: "app://settings"))
        let match: RouteMatch = try #require(fresh.match("app://settings?tab=a&tab=b#top"))
        #expect(match.pattern == "app://settings")
        #expect(match.params.isEmpty)
        #expect(match.queryParams == ["tab": "b"])
        #expect(match.queryValues("tab") == ["a", "b"])
        #expect(match.port == nil)
        #expect(match.fragment == "top")
        #expect(elf === Elf.instance)
    }

    /// `Configuration` is a word other libraries export too, so it is `Elf.Configuration` only.
    @Test func configurationIsReachedThroughElf() {
        let configuration = Elf.Configuration(caseInsensitivePaths: true)
        #expect(Elf(configuration: configuration).configuration.caseInsensitivePaths)
        #expect(ObjectIdentifier(Elf.Configuration.self) == ObjectIdentifier(type(of: Elf.instance.configuration)))
    }

    #if canImport(UIKit) && !os(watchOS)
        /// UIKit's navigator follows the rule on the platforms that have it.
        @Test func theUIKitNavigatorIsReachableBothWays() {
            #expect(ObjectIdentifier(Elf.UIKitNavigator.self) == ObjectIdentifier(UIKitNavigator.self))
            #expect(
                ObjectIdentifier(Elf.UIKitNavigator.ViewControllerFactory.self)
                    == ObjectIdentifier(UIKitNavigator.ViewControllerFactory.self))
            #expect(
                ObjectIdentifier(Elf.UIKitNavigator.Factory.self) == ObjectIdentifier(UIKitNavigator.Factory.self))
            #expect(ObjectIdentifier(Elf.ViewControllerScreen.self) == ObjectIdentifier(ViewControllerScreen.self))
        }
    #endif

    #if canImport(SwiftUI)
        /// The SwiftUI glue follows the rule on the platforms that have SwiftUI
        /// (`Elf.NavigationHost.self` and `Elf.RouterView.self` are generic: named here with type arguments).
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        @Test func theSwiftUIGlueIsReachableBothWays() {
            #expect(ObjectIdentifier(Elf.ScreenViews.self) == ObjectIdentifier(ScreenViews.self))
            #expect(
                ObjectIdentifier(Elf.NavigationHost<EmptyView>.self) == ObjectIdentifier(NavigationHost<EmptyView>.self)
            )
            #expect(
                ObjectIdentifier(Elf.RouterView<String, EmptyView, EmptyView>.self)
                    == ObjectIdentifier(RouterView<String, EmptyView, EmptyView>.self))
            #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
                #expect(ObjectIdentifier(Elf.LinkDoors.self) == ObjectIdentifier(LinkDoors.self))
            #endif
        }
    #endif

    /// PublicSurface.md, "Optional and throwing forms"; its shadowing snippet
    /// is PublicSurfaceShadowingTests.
    @Test func articleOptionalAndThrowingForms() throws {
        let elf = Elf()
        try elf.register("app://item/<int:id>") { SettingsHandler() }
        let match = try #require(elf.match("app://item/42"))
        let id = match.value("id", as: Int.self)  // Int?
        let sameID = try match.require("id", as: Int.self)  // Int, or a ParameterError
        let url = try elf.url(for: "app://item/<int:id>", ["id": "42"])  // "app://item/42"
        #expect(id == 42 && sameID == 42 && url == "app://item/42")
        #expect(throws: ParameterError.self) { try match.require("missing", as: Int.self) }
        #expect((try? elf.url(for: "app://item/<int:id>", ["id": "hat"])) == nil)
        #expect(throws: ReverseRoutingError.self) { try elf.url(for: "app://item/<int:id>", ["id": "hat"]) }
    }

    // MARK: - The count

    /// How many public types there are, by kind; `scripts/public-surface.sh` prints the same.
    ///
    /// Module Elf: the class `Elf`; 33 types and the alias `HandlerFactory`
    /// directly in it; 13 types nested in those; the 10 aliases of the error
    /// types folded into `InputError`. Module ElfSwiftUI: `NavigationHost`,
    /// `ScreenViews`, `RouterView` and `LinkDoors` in `Elf`, with SwiftUI only. Module
    /// ElfUIKit: `UIKitNavigator` and `ViewControllerScreen` in `Elf`, with UIKit only. Module
    /// ElfTesting: 3 types in `Elf`. Module ElfMigration: 6 types in `Elf`, 3
    /// nested in those, and the 3 deprecated handler protocols.
    @Test func theSurfaceHasItsCount() {
        func count(_ names: [Name]) -> [Kind: Int] {
            names.reduce(into: [:]) { counts, name in counts[name.kind, default: 0] += 1 }
        }
        #expect(Self.inElf.count == 37)
        #expect(count(Self.inElf) == [.typealias: 1, .protocol: 7, .struct: 20, .enum: 6, .class: 3])
        #expect(Self.inOtherTypes.count == 13)
        #expect(count(Self.inOtherTypes) == [.enum: 8, .struct: 5])
        #expect(count(Self.errorAliases) == [.typealias: 10])
        #expect(count(Self.inMigration) == [.class: 2, .enum: 3, .struct: 2, .protocol: 2])
        // Named in tests of their own: the class Elf, Configuration, UIKitNavigator and
        // ViewControllerScreen, and the SwiftUI glue's NavigationHost, ScreenViews, RouterView and LinkDoors.
        let unlisted: [Kind: Int] = [.class: 3, .struct: 5]
        let all = count(Self.inElf + Self.inOtherTypes).merging(unlisted, uniquingKeysWith: +)
        #expect(all == [.class: 6, .struct: 30, .enum: 14, .protocol: 7, .typealias: 1])
    }
}

/// A handler for `app://settings`, named through the plain `Handler`.
@MainActor
private final class SettingsHandler: Handler {
    func convert(params: [String: String], queryParams: [String: String]) {}
    func handle() {}
}
