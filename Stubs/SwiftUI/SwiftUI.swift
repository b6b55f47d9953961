// A stand-in for Apple's SwiftUI, for type-checking only: scripts/typecheck-apple.sh
// compiles it so the `#if canImport(SwiftUI)` code of Elf and its ExampleApp can be
// type-checked on Linux. It declares exactly the API that code uses, with the
// signatures, @MainActor isolation and availability of Apple's documentation
// (developer.apple.com). Apple's current documentation spells the builder
// attribute of these signatures `@ContentBuilder`; the code writes `@ViewBuilder`,
// which this stub declares. Never linked, never run: every body is fatalError().
@_exported import AppleFoundation
@_exported import Foundation
@_exported import Observation

// MARK: - Views and builders

/// A type that represents part of your app's user interface. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// A custom parameter attribute that constructs views from closures. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        fatalError()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// A view created from a swift tuple of view values. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

/// View content that shows one of two possible children.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public var body: Never { fatalError() }
}

/// A view that doesn't contain any content. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// A type-erased view. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

/// A view that displays one or more lines of read-only text. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

/// A control that initiates an action. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// A container that presents rows of data arranged in a single column. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> { fatalError() }
}

/// A structure that computes views on demand from an underlying collection of identified data. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on the identity of the underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on the provided key path to the underlying data's identifier.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}
}

/// A view that switches between multiple child views using interactive user interface elements. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Creates a tab view that uses a binding to a selected tab.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: - State

/// An attribute for a stored property that SwiftUI updates. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// A property wrapper type that can read and write a value managed by SwiftUI. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

/// A property wrapper type that reads and writes to persisted, per-scene storage. (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    private init(never: Never?) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage where Value == Data {
    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) { self.init(never: nil) }
}

/// A property wrapper type that can read and write a value owned by a source of truth. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    /// Creates a binding from the value of another binding (what a `$value` closure parameter uses).
    public init(projectedValue: Binding<Value>) {}
    /// Creates a binding with closures that read and write the binding value.
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects. (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    public var wrappedValue: Value { fatalError() }
    private init(never: Never?) {}
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) { self.init(never: nil) }
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { self.init(never: nil) }
}

// MARK: - Navigation

/// A type-erased list of data representing the content of a navigation stack. (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    /// Creates a new, empty navigation path.
    public init() {}
    /// The number of elements in this path.
    public var count: Int { fatalError() }
    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {}
}

/// A view that displays a root view and enables you to present additional views over the root view. (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

// MARK: - Modifiers

/// A modifier that you apply to a view or another view modifier. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content view type passed to `body()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

extension View {
    /// Applies a modifier to a view and returns a new view. (iOS 13)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func modifier<T>(_ modifier: T) -> some View { EmptyView() }

    /// Associates a destination view with a presented data type for use within a navigation stack. (iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { EmptyView() }

    /// Presents a sheet using the given item as a data source for the sheet's content. (iOS 13)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { EmptyView() }

    /// Presents a modal view that covers as much of the screen as possible. (iOS 14; not on macOS)
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { EmptyView() }

    /// Registers a handler to invoke in response to a URL that your app receives. (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { EmptyView() }

    /// Registers a handler to invoke in response to a user activity that your app receives. (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View { EmptyView() }

    /// Adds an asynchronous task to perform before this view appears. (iOS 15)
    ///
    /// The documentation does not show underscored attributes; SwiftUI's
    /// interface has `@_inheritActorContext` here, which makes the action
    /// run on the view's actor (the main actor), as in Xcode.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { EmptyView() }

    /// Adds a modifier for this view that fires an action when a specific value changes. (iOS 17)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { EmptyView() }

    /// Sets the tab bar item associated with this view. (iOS 13)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { EmptyView() }

    /// Sets the unique tag value of this view. (iOS 13)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { EmptyView() }
}

// MARK: - Apps and scenes (the app of the SwiftUI DocC article)

/// A type that represents the structure and behavior of an app. (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system. (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene. (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows. (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
    /// Creates a window group.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: - Added for the comparison apps

// The API the two comparison apps use (Comparison/*/ShopApp.swift, checked by
// scripts/typecheck-apple.sh), with the signatures of Apple's documentation.

extension List where SelectionValue == Never {
    /// Creates a list with the given content. (iOS 13)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack {
    /// Creates a navigation stack with homogeneous navigation state that you can control. (iOS 16)
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

/// A view that controls a navigation presentation. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text label that the link
    /// generates from a title string.
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {}
}

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or copy and paste.
/// (CoreTransferable, which SwiftUI re-exports; iOS 16. Its `transferRepresentation` requirement is left out:
/// nothing here declares a transferable type of its own.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Transferable {}

extension URL: Transferable {}
extension Never: Transferable {}

/// The default label used for a share link. (iOS 16)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct DefaultShareLinkLabel: View {
    public var body: Never { fatalError() }
}

/// A view that controls a sharing presentation. (iOS 16; not on tvOS)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>: View where Data.Element: Transferable {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {}
}

extension View {
    /// Adds an action to perform before this view appears. (iOS 13)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }
    /// Adds an action to perform after this view disappears. (iOS 13)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }
}

// MARK: - Environment and windows (RouterView's windows)

/// A collection of environment values propagated through a view hierarchy. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    public init() {}
}

/// A property wrapper that reads a value from a view's environment. (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// The current value of the environment property.
    public var wrappedValue: Value { fatalError() }
}

/// An action that presents a window. (iOS 16; not on tvOS or watchOS)
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct OpenWindowAction {
    /// Opens a window that's associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}
    /// Opens a window defined by a window group that presents the type of the specified value.
    @MainActor @preconcurrency public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// A window presentation action stored in a view's environment. (iOS 16)
    public var openWindow: OpenWindowAction { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EnvironmentValues {
    /// A Boolean value that indicates whether the current platform supports opening multiple windows. (iOS 16)
    public var supportsMultipleWindows: Bool { fatalError() }
}

/// An indication of a scene's operational state. (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable {
    case background, inactive, active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    /// The current phase of the scene. (iOS 14)
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
}

/// A view that presents the content of a window group opened for a value. (iOS 16)
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PresentedWindowContent<Data, Content>: View where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension WindowGroup {
    /// Creates a data-presenting window group. (iOS 16)
    nonisolated public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
}

extension View {
    /// Advertises a user activity type. (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> some View { EmptyView() }
}

// MARK: - Added for LinkDoors (ElfSwiftUI)

#if canImport(UIKit)
    import UIKit

    /// A property wrapper type that you use to create a UIKit app delegate. (iOS 14)
    @available(iOS 14.0, tvOS 14.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency @propertyWrapper
    public struct UIApplicationDelegateAdaptor<DelegateType>: DynamicProperty
    where DelegateType: NSObject, DelegateType: UIApplicationDelegate {
        /// The underlying app delegate.
        public var wrappedValue: DelegateType { fatalError() }
        /// Creates a UIKit app delegate adaptor.
        public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    }
#endif
