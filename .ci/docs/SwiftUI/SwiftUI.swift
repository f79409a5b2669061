// A stand-in for the SwiftUI API that README.md and docs/*.md use, compiled by .ci/docs-check
// as a module named SwiftUI (Linux has no SwiftUI). It declares only what the documentation's
// Swift blocks use, with SwiftUI's signatures and isolation as the iOS 18 / macOS 15 SDK
// declares them (`@MainActor @preconcurrency` protocols, `nonisolated` modifiers, `@MainActor`
// button actions), so a block that the real SwiftUI would reject for its types or its isolation
// fails here too. Nothing here runs: bodies are `fatalError()`. Add a declaration only when a
// documented block needs it, spelled as SwiftUI spells it.

// Sources/FlowUI uses it too (.ci/flowui-check, .ci/apple-typecheck): what FlowUI needs is
// here, spelled the same way. Apple's newest documentation spells content closures
// `@ContentBuilder`; the iOS 18 / macOS 15 SDK spells them `@ViewBuilder`, as here.

// `import SwiftUI` gives an app Foundation (`URL`, `Data`, `JSONDecoder`) and Observation
// (`@Observable`) too. .ci/apple-typecheck can't load Foundation: there, the stand-in goes
// without it (and without `onOpenURL`, the one declaration that names a Foundation type).
#if canImport(Foundation)
@_exported import Foundation
#endif
@_exported import Observation

// MARK: - Views and scenes

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// What `@main` calls.
    @MainActor @preconcurrency public static func main() { fatalError("stand-in") }
}

extension Never: View, Scene {
    public typealias Body = Never
    public var body: Never { return fatalError("stand-in") }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError("stand-in")
    }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("stand-in")
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("stand-in")
    }
}

@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

public struct TupleView<T>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// What the modifiers below return (SwiftUI's `ModifiedContent`, without its modifier types).
public struct ModifiedContent<Content>: View where Content: View {
    public typealias Body = Never
    nonisolated init() { fatalError("stand-in") }
    public var body: Never { fatalError("stand-in") }
}

public struct WindowGroup<Content>: Scene where Content: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }
    public var body: Never { fatalError("stand-in") }
}

@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    public typealias Body = Never
    @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
          Data.Element: Hashable {
        fatalError("stand-in")
    }
    public var body: Never { fatalError("stand-in") }
}

@MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        fatalError("stand-in")
    }
    public var body: Never { fatalError("stand-in") }
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data { fatalError("stand-in") }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError("stand-in")
    }
    public var body: Never { fatalError("stand-in") }
}

@frozen public struct AnyView: View {
    public typealias Body = Never
    nonisolated public init<V>(_ view: V) where V: View { fatalError("stand-in") }
    public var body: Never { fatalError("stand-in") }
}

public struct EmptyView: View {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError("stand-in") }
}

public struct Text: Equatable, Sendable {
    nonisolated public init<S: StringProtocol>(_ content: S) { fatalError("stand-in") }
    nonisolated public init(verbatim content: String) { fatalError("stand-in") }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

public struct Image: View {
    public typealias Body = Never
    nonisolated public init(systemName: String) { fatalError("stand-in") }
    public var body: Never { fatalError("stand-in") }
}

public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError("stand-in") }
}

@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

extension Button {
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        fatalError("stand-in")
    }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    nonisolated init() {}
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension Button where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        fatalError("stand-in")
    }
}

// MARK: - Modifiers

extension View {
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        ModifiedContent<Self>()
    }

    #if canImport(Foundation)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        ModifiedContent<Self>()
    }
    #endif

    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        ModifiedContent<Self>()
    }

    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        ModifiedContent<Self>()
    }

    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        ModifiedContent<Self>()
    }

    nonisolated public func alert<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        ModifiedContent<Self>()
    }

    nonisolated public func confirmationDialog<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        ModifiedContent<Self>()
    }

    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        ModifiedContent<Self>()
    }

    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable {
        ModifiedContent<Self>()
    }

    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        ModifiedContent<Self>()
    }

    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ModifiedContent<Self>()
    }

    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        ModifiedContent<Self>()
    }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent<Self>()
    }
}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues {
    public init() {}
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
}

@frozen @propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError("stand-in") }
    public var wrappedValue: Value { fatalError("stand-in") }
}

// MARK: - State and bindings

@frozen @propertyWrapper public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set { fatalError("stand-in") }
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        fatalError("stand-in")
    }
    public var projectedValue: Binding<Value> { self }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError("stand-in") }
}

@frozen @propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) { fatalError("stand-in") }
    public init(initialValue value: Value) { fatalError("stand-in") }
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set { fatalError("stand-in") }
    }
}

@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        fatalError("stand-in")
    }
}
