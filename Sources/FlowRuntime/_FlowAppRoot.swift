/// How an app shows one of its roots, whatever its flow: how to make the flow's navigator, how
/// the host sees it (`App.Shown`), which URLs its links open, how its walk is saved, and the
/// app's move for each of its outcomes. Generated code makes one a root
/// (`FlowApp._root(_:)`); the navigator keeps the flow's type inside.
///
/// For generated code: apps use `FlowAppNavigator`.
public struct _FlowAppRoot<App: FlowApp> {
    /// Makes the root's navigator at the flow's start for these flag values.
    let make: @MainActor (App.Flags) -> FlowAppRootNavigator<App>
    /// Whether a URL matches one of the flow's links (a removed link's included).
    let opens: (String) -> Bool
    /// Reads a saved container of the flow (`FlowSavedContainer`).
    let decode: (any Decoder) throws -> FlowAppSavedRoot

    /// A root showing `flow`, which starts without a payload; `shown` makes the case of
    /// `App.Shown` holding its navigator (`{ .main($0) }`), `flags` gives the app's flags as
    /// the flow's, and `move` the app's move for each outcome of the flow for these flag
    /// values (`nil` when none is written, or no guard holds: the app's navigation ends there).
    public init<Flow: FlowDefinitionWithStart>(
        _ flow: Flow.Type,
        shown: @escaping @Sendable (FlowNavigator<Flow>) -> App.Shown,
        flags: @escaping @Sendable (App.Flags) -> Flow.Flags,
        move: @escaping @Sendable (Flow.Outcome, App.Flags) -> FlowAppMove<App>?
    ) where Flow.Step._Kind: FlowStepKind {
        self.init(flow, shown: shown, flags: flags, move: move, opens: { _ in false }, open: { _, _ in .unknownLink })
    }

    /// A root showing `flow`, which starts without a payload and declares links: the app opens
    /// a URL of its links in it (`FlowAppNavigator.open(url:)`).
    public init<Flow: FlowDefinitionWithStart & FlowDefinitionWithLinks>(
        _ flow: Flow.Type,
        shown: @escaping @Sendable (FlowNavigator<Flow>) -> App.Shown,
        flags: @escaping @Sendable (App.Flags) -> Flow.Flags,
        move: @escaping @Sendable (Flow.Outcome, App.Flags) -> FlowAppMove<App>?
    ) where Flow.Step._Kind: FlowStepKind {
        self.init(
            flow, shown: shown, flags: flags, move: move,
            opens: { Flow.walk(forURL: $0) != nil }, open: { navigator, url in navigator.open(url: url) }
        )
    }

    /// A root showing `flow`, which has no outcomes: nothing it does swaps the root.
    public init<Flow: FlowDefinitionWithStart>(
        _ flow: Flow.Type,
        shown: @escaping @Sendable (FlowNavigator<Flow>) -> App.Shown,
        flags: @escaping @Sendable (App.Flags) -> Flow.Flags
    ) where Flow.Step._Kind: FlowStepKind, Flow.Outcome == Never {
        self.init(flow, shown: shown, flags: flags, move: nil, opens: { _ in false }, open: { _, _ in .unknownLink })
    }

    /// A root showing `flow`, which has no outcomes and declares links.
    public init<Flow: FlowDefinitionWithStart & FlowDefinitionWithLinks>(
        _ flow: Flow.Type,
        shown: @escaping @Sendable (FlowNavigator<Flow>) -> App.Shown,
        flags: @escaping @Sendable (App.Flags) -> Flow.Flags
    ) where Flow.Step._Kind: FlowStepKind, Flow.Outcome == Never {
        self.init(
            flow, shown: shown, flags: flags, move: nil,
            opens: { Flow.walk(forURL: $0) != nil }, open: { navigator, url in navigator.open(url: url) }
        )
    }

    private init<Flow: FlowDefinitionWithStart>(
        _ flow: Flow.Type,
        shown: @escaping @Sendable (FlowNavigator<Flow>) -> App.Shown,
        flags: @escaping @Sendable (App.Flags) -> Flow.Flags,
        move: (@Sendable (Flow.Outcome, App.Flags) -> FlowAppMove<App>?)?,
        opens: @escaping (String) -> Bool,
        open: @escaping @Sendable @MainActor (FlowNavigator<Flow>, String) -> FlowRefusal?
    ) where Flow.Step._Kind: FlowStepKind {
        make = { appFlags in
            FlowAppRootNavigator(FlowNavigator<Flow>(flags: flags(appFlags)), shown: shown, flags: flags, move: move, open: open)
        }
        self.opens = opens
        decode = { decoder in
            let container = try FlowSavedContainer<Flow.Step>(from: decoder)
            let beginsAtRoot: Bool
            switch container.saved {
            case .stack(let walk): beginsAtRoot = walk.steps.first.map { Flow.isLegalWalk([$0]) } ?? false
            case .tabs(_, let walks): beginsAtRoot = walks.contains { $0.value.steps.first?.kind == $0.key }
            }
            return FlowAppSavedRoot(container, beginsAtRoot: beginsAtRoot)
        }
    }
}
