/// A tabbed router: a flow whose walk is one stack a tab, with a tab bar. Generated code
/// conforms to it only when the flow has `tabs { }`; the navigator finds it through
/// `FlowDefinition._tabLogic`, which this conformance supplies.
public protocol FlowDefinitionWithTabs: FlowDefinition {
    /// The tabs, each named by the kind of its root step, in the tab bar's order.
    static var tabs: [StepKind] { get }

    /// Whether the tab bar shows `tab` for these flag values: a tab written `when` is shown only
    /// while its condition holds.
    static func isTabShown(_ tab: StepKind, flags: Flags) -> Bool

    /// The event of a tap on the selected tab (`reselected`); a router that can't be
    /// reselected has `nil`.
    static var reselectedEvent: Event? { get }

    /// What the tab bar's `action` does for these flag values: it presents a step; `nil` when
    /// no transition of the action applies.
    static func shellMove(_ action: ShellAction, flags: Flags) -> FlowStepMove<StepKind>?

    /// The event observers hear for the tab bar's `action`.
    static func event(of action: ShellAction) -> Event
}

extension FlowDefinitionWithTabs {
    /// The tabs of this router, for the navigator.
    public static var _tabLogic: _FlowTabLogic<Self> {
        _FlowTabLogic(
            tabs: tabs, isTabShown: isTabShown, reselectedEvent: reselectedEvent,
            shellMove: shellMove, event: { event(of: $0) }
        )
    }
}

// `FlowNoShellAction` has no value, so these are never called: Swift accepts an empty body for a
// function whose parameter can't exist (a `switch` over it would warn that it never runs).
extension FlowDefinitionWithTabs where ShellAction == FlowNoShellAction {
    /// A tab bar without actions has none to move along.
    public static func shellMove(_ action: ShellAction, flags: Flags) -> FlowStepMove<StepKind>? {}

    /// A tab bar without actions has none to hear.
    public static func event(of action: ShellAction) -> Event {}
}
