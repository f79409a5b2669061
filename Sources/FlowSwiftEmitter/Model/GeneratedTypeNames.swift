/// The Swift types generated for one flow, by the flow's name: the one place these names are
/// made, for the emitter and for the module check that keeps flows of one module from
/// generating the same name.
public struct GeneratedTypeNames: Hashable, Sendable {
    /// `enum Checkout: FlowDefinition`, escaped where the name is a Swift keyword.
    public var flow: String
    /// The flow's name as declared.
    public var flowName: String
    /// The route enum, `CheckoutStep`.
    public var step: String
    /// The step without its payload, `CheckoutStepKind`.
    public var stepKind: String
    /// `CheckoutEvent`.
    public var event: String
    /// The flags protocol, `CheckoutFlags`.
    public var flags: String
    /// The plain flag values, `CheckoutFlagValues`.
    public var flagValues: String
    /// `CheckoutTransitions`.
    public var transitions: String
    /// The deep links, `CheckoutLink` (generated when the flow has links).
    public var link: String
    /// The outcomes with their payloads, `AddressPickerOutcome` (generated when the flow has
    /// outcomes).
    public var outcome: String
    /// The namespace of the payload types' aliases, `_CheckoutPayloadTypes` (generated when
    /// a payload type needs one; see `PayloadTypeAliases`).
    public var payloadTypes: String

    public init(flowNamed name: String) {
        flowName = name
        flow = SwiftNames.identifier(name)
        step = name + "Step"
        stepKind = name + "StepKind"
        event = name + "Event"
        flags = name + "Flags"
        flagValues = name + "FlagValues"
        transitions = name + "Transitions"
        link = name + "Link"
        outcome = name + "Outcome"
        payloadTypes = "_" + name + "PayloadTypes"
    }

    /// Every name as declared (unescaped), the flow's own first.
    public var all: [String] {
        [flowName, step, stepKind, event, flags, flagValues, transitions, link, outcome, payloadTypes]
    }
}
