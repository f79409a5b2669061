/// The Swift types generated for one flow, by the flow's name: the one place these names are
/// made, for the emitter and for the module check that keeps flows of one module from
/// generating the same name.
public struct GeneratedTypeNames: Hashable, Sendable {
    /// The flow's name as declared.
    public var flowName: String
    /// `enum Checkout: FlowDefinition`, escaped where the name is a Swift keyword.
    public var flow: String { SwiftNames.identifier(flowName) }
    /// The route enum, `CheckoutStep`.
    public var step: String { flowName + "Step" }
    /// The step without its payload, `CheckoutStepKind`.
    public var stepKind: String { flowName + "StepKind" }
    /// `CheckoutEvent`.
    public var event: String { flowName + "Event" }
    /// The flags protocol, `CheckoutFlags`.
    public var flags: String { flowName + "Flags" }
    /// The plain flag values, `CheckoutFlagValues`.
    public var flagValues: String { flowName + "FlagValues" }
    /// `CheckoutTransitions`.
    public var transitions: String { flowName + "Transitions" }
    /// The deep links, `CheckoutLink` (generated when the flow has links).
    public var link: String { flowName + "Link" }
    /// The outcomes with their payloads, `AddressPickerOutcome` (generated when the flow has
    /// outcomes).
    public var outcome: String { flowName + "Outcome" }
    /// The outcomes of the flows it uses, one case a use-step, `CheckoutChildOutcome`
    /// (generated when the flow has use-steps).
    public var childOutcome: String { flowName + "ChildOutcome" }
    /// The tab bar's actions, `MastodonShellAction` (generated when a tabbed router has a
    /// `shell`).
    public var shellAction: String { flowName + "ShellAction" }
    /// The alerts and confirmation dialogs, `TrashAlert` (generated when the flow declares
    /// any).
    public var alert: String { flowName + "Alert" }
    /// The namespace of the payload types' aliases, `_CheckoutPayloadTypes` (generated when
    /// a payload type needs one; see `PayloadTypeAliases`).
    public var payloadTypes: String { "_" + flowName + "PayloadTypes" }

    public init(flowNamed name: String) {
        flowName = name
    }

    /// Every name as declared (unescaped), the flow's own first.
    public var all: [String] {
        [flowName, step, stepKind, event, flags, flagValues, transitions, link, outcome, childOutcome, shellAction, alert, payloadTypes]
    }
}
