import FlowCore
import FlowChecker

/// What the Swift for one flow will be, decided before any text is written: the names of its
/// types and members, its payload signatures, its transitions types and each step's name for
/// its own, and its logic. The renderer (`FlowEmitter`) only prints it.
///
/// Every generated name comes from here (`GeneratedTypeNames` for the flow's types), so the
/// names the module check compares are the ones the file declares.
package struct FlowModel {
    /// The checked flow this describes.
    package let flow: FlowGraph
    package let names: GeneratedTypeNames
    /// Each step's case name, escaped where it is a Swift keyword.
    package let stepCases: [String]
    /// Each event's case and method name, escaped where it is a Swift keyword, `next` first,
    /// `dismissed` after the flow's own when no step writes it, then the buttons of its
    /// children's alerts that aren't events of its own.
    package let eventCases: [String]
    /// The positions in `eventCases` of the events that are only buttons of a child's alerts:
    /// no screen of this flow makes them.
    package let childButtonEvents: Range<Int>
    /// Each flag's member name, escaped where it is a Swift keyword.
    let flagMembers: [String]
    /// Steps grouped by payload.
    let signatures: PayloadSignatures
    /// The payload types declared once, and how every payload type is spelled.
    let payloadTypes: PayloadTypeAliases
    /// Steps grouped by what their screens can call.
    let shapes: TransitionShapes
    /// Each step's own name for its transitions type: `CartTransitions`, with `_<index>` when a
    /// step earlier in the flow already has the name (`cart` and `Cart`). The first step of a
    /// shape names the shape's type; the others are aliases of it.
    let transitionsAliases: [String]
    /// The transitions, skip rules and graph facts, as values the renderer spells.
    let logic: FlowLogic
    /// The alerts and what their buttons do; empty without alerts.
    let alerts: AlertLogic
    /// The alerts' payloads and flag-only buttons: what they add to the alert functions.
    let alertPayloads: AlertPayloads
    /// Each link's case name in the link enum: its name (`FlowGraph.Link.name`), escaped where
    /// it is a Swift keyword.
    let linkCases: [String]

    /// The steps with a screen, which the route enum has a case for (every step but the
    /// outcomes), in step order.
    let screenSteps: [Int]
    /// The outcomes, in step order: kinds of step without a case in the route enum.
    let outcomeSteps: [Int]
    /// The use-steps, whose cases hold a child flow's step.
    let uses: UseSteps
    /// The declarations for old walks and links, as generated code follows them.
    let compat: CompatDeclarations

    var hasPayloads: Bool { !signatures.isEmpty }
    var hasOutcomes: Bool { !outcomeSteps.isEmpty }
    var hasUses: Bool { !uses.uses.isEmpty }
    /// Whether the flow declares alerts or dialogs, or uses a child flow that does: its
    /// namespace then names an alert enum and conforms to `FlowDefinitionWithAlerts`.
    var hasAlerts: Bool { !alerts.alerts.isEmpty || !alerts.children.isEmpty }
    /// Whether the route enum is written in its payload form, beside an enum of its kinds: it
    /// has payload steps, the flow has outcomes (kinds of step without a case), or use-steps
    /// (whose cases hold a child's step).
    var hasKindEnum: Bool { hasPayloads || hasOutcomes || hasUses }
    /// Whether the flow's transitions move a `_FlowMover` rather than its navigator: a flow
    /// with outcomes may be used by another, whose navigator its screens then move.
    var movesThroughMover: Bool { hasOutcomes }

    /// The use-step at `index`, when it is one.
    func use(_ index: Int) -> UseSteps.Use? { uses.uses.first { $0.step == index } }

    /// Whether step `index` is an outcome.
    func isOutcome(_ index: Int) -> Bool { flow.steps[index].isOutcome }

    /// The steps of a payload signature that have a case in the route enum (`screens`) or in
    /// the outcome enum.
    func steps(of signature: PayloadSignatures.Signature, outcomes: Bool) -> [Int] {
        hasOutcomes ? signature.steps.filter { isOutcome($0) == outcomes } : outcomes ? [] : signature.steps
    }

    /// The steps of a payload signature whose route case carries its payload: its screens but
    /// the use-steps, whose case holds their child's step, which holds the payload.
    func payloadCases(of signature: PayloadSignatures.Signature) -> [Int] {
        steps(of: signature, outcomes: false).filter { use($0) == nil }
    }

    /// Whether some route case carries a payload of its own (`payloadCases(of:)`).
    var hasPayloadCases: Bool { signatures.signatures.contains { !payloadCases(of: $0).isEmpty } }

    /// Whether step `index` can be made with no argument: it has no payload, or a default for
    /// every payload parameter.
    func isMadeWithoutArguments(_ index: Int) -> Bool {
        flow.steps[index].parameters.allSatisfy { $0.defaultValue != nil }
    }

    /// Whether the decoder reads some payload parameter's `.flow` default
    /// (`payloadValue(_:default:)`): a parameter with a default that a route case carries.
    var decodesDefaults: Bool {
        signatures.signatures.contains { signature in
            !payloadCases(of: signature).isEmpty && signature.parameters.contains { $0.defaultValue != nil }
        }
    }

    /// Whether the navigator can start the flow by itself (`FlowDefinitionWithStart`): its
    /// first root is made with no argument. Otherwise the app names the root it starts at.
    var startsByItself: Bool {
        guard let first = flow.start else { return false }
        return isMadeWithoutArguments(first.index)
    }

    package init(_ flow: FlowGraph) {
        self.flow = flow
        names = GeneratedTypeNames(flowNamed: flow.name)
        stepCases = flow.steps.indices.map { SwiftNames.identifier(flow.steps[$0].name) }
        // `dismissed`, the user's gesture, is an event of every flow, written or not, and
        // `reselected`, a tap on the selected tab, of every tabbed router.
        let unwritten = FlowLogic.builtInEvents(of: flow).filter { $0.written == nil }.map(\.event.name)
        // A child's alert is answered with the parent's events (`navigator.answer(.delete)`):
        // each of its buttons is one, last.
        let own = flow.events + unwritten
        let childButtons = AlertLogic.childButtons(flow.usedFlows).filter { !own.contains($0) }
        eventCases = (own + childButtons).map(SwiftNames.identifier)
        childButtonEvents = own.count..<eventCases.count
        flagMembers = flow.flags.map { SwiftNames.identifier($0.name) }
        signatures = PayloadSignatures(flow)
        payloadTypes = PayloadTypeAliases(flow, namespace: names.flow, reserved: Self.namespaceMembers.union(names.all))
        transitionsAliases = Self.transitionsAliases(flow)
        shapes = TransitionShapes(flow, signatures: signatures, names: transitionsAliases)
        logic = FlowLogic(flow)
        alerts = AlertLogic(flow, eventCount: eventCases.count)
        alertPayloads = AlertPayloads(flow, signatures: signatures)
        linkCases = flow.links.map { SwiftNames.identifier($0.name) }
        let outcomes = flow.steps.indices.filter { flow.steps[$0].isOutcome }
        outcomeSteps = outcomes
        screenSteps = outcomes.isEmpty ? Array(flow.steps.indices) : flow.steps.indices.filter { !flow.steps[$0].isOutcome }
        uses = UseSteps(flow, signatures: signatures, eventCases: eventCases, reserved: Set(shapes.shapes.map(\.name)))
        compat = CompatDeclarations(flow)
    }

    /// The type names the flow's namespace declares or uses unqualified, which a payload type's
    /// alias there can't take.
    static let namespaceMembers: Set<String> = RuntimeContract.runtimeNames.union([
        "Step", "Flags", "Transitions", "StepKind", "Event", "Link", "Alert",
    ])

    /// The first payload parameter on link `index`'s walk bound to each placeholder: where its
    /// type is declared, for `#sourceLocation`. A placeholder of a link that binds the whole URL
    /// may bind none: it is a `String` declared by the pattern.
    func placeholderParameters(ofLink index: Int) -> [PayloadParameter] {
        let link = flow.links[index]
        return link.placeholders.indices.map { placeholder in
            for (position, step) in link.walk.enumerated() {
                if let parameter = link.arguments[position].firstIndex(of: placeholder) {
                    return flow.steps[step].parameters[parameter]
                }
            }
            let name = Identifier(link.placeholders[placeholder], range: link.range)
            return PayloadParameter(label: name, type: link.valueTypes[placeholder], typeRange: link.range)
        }
    }

    /// `XTransitions` for each step `x`; a step whose name differs from an earlier one only in
    /// the case of its first letter gets `XTransitions_<its index>`.
    static func transitionsAliases(_ flow: FlowGraph) -> [String] {
        var owners: [String: Int] = [:]
        owners.reserveCapacity(flow.steps.count)
        var aliases: [String] = []
        aliases.reserveCapacity(flow.steps.count)
        // Steps are read by index, field by field, here and below: binding a whole step copies
        // (and retains) every part of it, once per step.
        for index in flow.steps.indices {
            let alias = SwiftNames.typeName(flow.steps[index].name) + "Transitions"
            if let owner = owners[alias], owner != index {
                aliases.append(alias + "_" + String(index))
            } else {
                owners[alias] = index
                aliases.append(alias)
            }
        }
        return aliases
    }
}
