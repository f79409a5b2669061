/// An app compiled by flowc from `app X { ... }`: its roots (the flows one of which is on
/// screen), how the roots' outcomes and the app's events swap them, and the app-level steps
/// shown over the top of whatever root is on screen. `FlowAppNavigator` runs it.
///
/// Generated code conforms a payload-free enum to it; the requirements are the app's logic,
/// readable in the generated file, and `FlowAppNavigator` does the rest. Requirements that start
/// with an underscore are the contract between flowc and this runtime, not API for apps.
///
/// For this app (docs/Presentation.md, "Apps", hosts one),
///
/// ```
/// app VaultApp {
///     flag hasAccount, isLocked, hasPremium
///     start signIn when !hasAccount, unlock when isLocked, main
///     root signIn uses SignIn { on signedIn -> main  on signedInLocked -> unlock }
///     root unlock uses Unlock { on unlocked -> main  on loggedOut -> signIn }
///     root main uses VaultTabs kept { on loggedOut -> signIn }
///     event lock -> unlock only when hasAccount
///     event logout -> signIn
///     event loginRequest(id: String) -> approveLogin as sheet over top
///     step approveLogin(id: String) { on approve -> dismiss  on deny -> dismiss }
/// }
/// ```
///
/// flowc generates (documentation comments left out):
///
/// ```swift
/// nonisolated enum VaultApp: FlowRuntime.FlowApp {
///     typealias Flags = any VaultAppFlags
///     typealias Root = VaultAppRoot
///     typealias Event = VaultAppEvent
///     typealias Step = VaultAppStep
///     typealias StepEvent = VaultAppStepEvent
///     typealias Shown = VaultAppShown
///
///     static let startRoots: [VaultAppRoot] = [.signIn, .unlock, .main]
///
///     static func isStartGuardHolding(_ root: VaultAppRoot, flags: any VaultAppFlags) -> Bool {
///         switch root {
///         case .signIn: !flags.hasAccount
///         case .unlock: flags.isLocked
///         case .main: true
///         }
///     }
///
///     static func isKept(_ root: VaultAppRoot) -> Bool { root == .main }
///
///     static func move(on event: VaultAppEvent, flags: any VaultAppFlags) -> FlowAppMove<VaultApp>? {
///         switch event {
///         case .lock: flags.hasAccount ? .swap(.unlock) : nil
///         case .logout: .swap(.signIn)
///         case .loginRequest(let id): .present(.approveLogin(id: id), .sheet)
///         }
///     }
///
///     static func move(from step: VaultAppStep, on event: VaultAppStepEvent, flags: any VaultAppFlags) -> FlowAppMove<VaultApp>? {
///         switch (step, event) {
///         case (.approveLogin, .approve): .dismiss
///         case (.approveLogin, .deny): .dismiss
///         }
///     }
///
///     static func _root(_ root: VaultAppRoot) -> _FlowAppRoot<VaultApp> {
///         switch root {
///         case .signIn:
///             _FlowAppRoot(SignIn.self, shown: { .signIn($0) }, flags: { $0 }) { outcome, flags in
///                 switch outcome {
///                 case .signedIn: .swap(.main)
///                 case .signedInLocked: .swap(.unlock)
///                 }
///             }
///         case .unlock:
///             _FlowAppRoot(Unlock.self, shown: { .unlock($0) }, flags: { $0 }) { outcome, flags in
///                 switch outcome {
///                 case .unlocked: .swap(.main)
///                 case .loggedOut: .swap(.signIn)
///                 }
///             }
///         case .main:
///             _FlowAppRoot(VaultTabs.self, shown: { .main($0) }, flags: { $0 }) { outcome, flags in
///                 switch outcome {
///                 case .loggedOut: .swap(.signIn)
///                 }
///             }
///         }
///     }
/// }
///
/// nonisolated enum VaultAppRoot: String, Hashable, Sendable, CaseIterable { case signIn, unlock, main }
/// nonisolated enum VaultAppEvent: Hashable, Sendable { case lock, logout, loginRequest(id: String) }
/// nonisolated enum VaultAppStep: Hashable, Sendable { case approveLogin(id: String) }
/// nonisolated enum VaultAppStepEvent: Hashable, Sendable { case approve, deny }
/// nonisolated protocol VaultAppFlags: SignInFlags, UnlockFlags, VaultTabsFlags {
///     var hasAccount: Bool { get }
///     var isLocked: Bool { get }
///     var hasPremium: Bool { get }
/// }
/// nonisolated enum VaultAppShown {
///     case signIn(FlowNavigator<SignIn>)
///     case unlock(FlowNavigator<Unlock>)
///     case main(FlowNavigator<VaultTabs>)
/// }
/// ```
///
/// An app without app-level steps leaves out `Step`, `StepEvent` and `move(from:on:flags:)`:
/// both are `FlowNoAppStep`, which has no case. A root whose flow has no outcomes leaves out
/// the trailing closure: `_FlowAppRoot(Settings.self, shown: { .settings($0) }, flags: { $0 })`.
/// (`shown` is a closure, not the case itself: Swift 6 doesn't take an enum case of a
/// non-`Sendable` enum as a `@Sendable` function.)
public protocol FlowApp {
    /// The values the app supplies at run time (a generated protocol refining every root
    /// flow's flags, as an existential): one value serves every root.
    associatedtype Flags
    /// The roots, one case each in declared order; its raw value is the root's name as the
    /// `.flow` file writes it, which saved walks spell.
    associatedtype Root: RawRepresentable & Hashable & Sendable & CaseIterable where Root.RawValue == String
    /// The app events (`event lock`), with their payloads: `FlowAppNavigator.send(_:)`.
    associatedtype Event: Hashable & Sendable
    /// The app-level steps, with their payloads: screens shown over the top layer of the root
    /// on screen. `FlowNoAppStep` for an app without.
    associatedtype Step: Hashable & Sendable = FlowNoAppStep
    /// The events of the app-level steps' transitions (`on approve`):
    /// `FlowAppNavigator.answer(_:)`. `FlowNoAppStep` for an app without app-level steps.
    associatedtype StepEvent: Hashable & Sendable = FlowNoAppStep
    /// The root on screen with its typed navigator, one case a root: what a host switches over
    /// to show the root's screens (`FlowAppNavigator.shown`).
    associatedtype Shown

    /// The roots of the `start` line, in its order: the app begins at the first whose guard
    /// holds (`isStartGuardHolding(_:flags:)`), the last has none.
    static var startRoots: [Root] { get }

    /// Whether the `start` guard of `root` holds for these flag values: `true` for a root
    /// without one (the last of the `start` line, or a root not on it). A root on screen whose
    /// guard no longer holds is left for the first start root whose guard does.
    static func isStartGuardHolding(_ root: Root, flags: Flags) -> Bool

    /// Whether `root` is `kept`: leaving it keeps its walk for the return. Any other root
    /// starts afresh each time it is shown.
    static func isKept(_ root: Root) -> Bool

    /// What the app event does for these flag values, whatever is on screen; `nil` when its
    /// `only when` guard is false (the event is refused, and nothing moves).
    static func move(on event: Event, flags: Flags) -> FlowAppMove<Self>?

    /// What `event` does on the screen of the app-level step `step` for these flag values: the
    /// move of the step's first transition for the event whose guard holds; `nil` when none does.
    static func move(from step: Step, on event: StepEvent, flags: Flags) -> FlowAppMove<Self>?

    /// How `root` is shown: its flow, how to make its navigator, and the app's move for each
    /// of its outcomes. For the runtime.
    static func _root(_ root: Root) -> _FlowAppRoot<Self>
}

/// The app-level steps of an app that has none, and their events: an enum without cases.
public enum FlowNoAppStep: Hashable, Sendable {}

// `FlowNoAppStep` has no value, so this is never called: Swift accepts an empty body for a
// function whose parameter can't exist.
extension FlowApp where Step == FlowNoAppStep {
    /// An app without app-level steps has no transition of one.
    public static func move(from step: Step, on event: StepEvent, flags: Flags) -> FlowAppMove<Self>? {}
}

extension FlowApp {
    /// The root the app begins at for these flag values: the first of the `start` line whose
    /// guard holds (the checker makes sure the last has none).
    public static func startRoot(flags: Flags) -> Root {
        startRoots.first { isStartGuardHolding($0, flags: flags) } ?? startRoots[startRoots.count - 1]
    }
}
