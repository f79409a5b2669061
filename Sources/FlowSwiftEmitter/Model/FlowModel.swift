import FlowCore
import FlowChecker

/// What the Swift for one flow will be, decided before any text is written: the names of its
/// types and members, its payload signatures, its transitions types and each step's name for
/// its own, and its graph table. The renderer (`FlowEmitter`) only prints it.
///
/// Every generated name comes from here (`GeneratedTypeNames` for the flow's types), so the
/// names the module check compares are the ones the file declares.
struct FlowModel {
    /// The checked flow this describes.
    let flow: FlowGraph
    let names: GeneratedTypeNames
    /// Each step's case name, escaped where it is a Swift keyword.
    let stepCases: [String]
    /// Each event's case and method name, escaped where it is a Swift keyword, `next` first.
    let eventCases: [String]
    /// Each flag's member name, escaped where it is a Swift keyword.
    let flagMembers: [String]
    /// Steps grouped by payload.
    let signatures: PayloadSignatures
    /// The payload types declared once, and how every payload type is spelled.
    let payloadTypes: PayloadTypeAliases
    /// Steps grouped by what their screens can call.
    let shapes: TransitionShapes
    /// Each step's own name for its transitions type: `CartTransitions`, with `_<index>` when a
    /// step earlier in the flow already has the name (`cart` and `Cart`).
    let transitionsAliases: [String]
    /// The graph as `FlowTable` reads it (see `tableText(_:)`).
    let table: String
    /// Each link's case name in the link enum: its name (`FlowGraph.Link.name`), escaped where
    /// it is a Swift keyword.
    let linkCases: [String]

    var hasPayloads: Bool { !signatures.isEmpty }

    /// Whether step `index` can be made with no argument: it has no payload, or a default for
    /// every payload parameter.
    func isMadeWithoutArguments(_ index: Int) -> Bool {
        flow.steps[index].parameters.allSatisfy { $0.defaultValue != nil }
    }

    /// Whether the navigator can start the flow by itself (`FlowDefinitionWithStart`): its
    /// first root is made with no argument. Otherwise the app names the root it starts at.
    var startsByItself: Bool {
        guard let first = flow.start else { return false }
        return isMadeWithoutArguments(first.index)
    }

    /// Whether the table needs runtime version 6: back transitions, or a router's roots.
    var needsVersion6: Bool {
        flow.kind == .router || flow.steps.contains { $0.transitions.contains { !$0.isPush } }
    }

    init(_ flow: FlowGraph) {
        self.flow = flow
        names = GeneratedTypeNames(flowNamed: flow.name)
        stepCases = flow.steps.indices.map { SwiftNames.identifier(flow.steps[$0].name) }
        eventCases = flow.events.map(SwiftNames.identifier)
        flagMembers = flow.flags.map { SwiftNames.identifier($0.name) }
        signatures = PayloadSignatures(flow)
        payloadTypes = PayloadTypeAliases(flow, namespace: names.flow, reserved: Self.namespaceMembers.union(names.all))
        shapes = TransitionShapes(flow, signatures: signatures)
        transitionsAliases = Self.transitionsAliases(flow)
        table = Self.tableText(flow)
        linkCases = flow.links.map { SwiftNames.identifier($0.name) }
    }

    /// The type names the flow's namespace declares or uses unqualified, which a payload type's
    /// alias there can't take.
    static let namespaceMembers: Set<String> = RuntimeContract.runtimeNames.union([
        "Step", "Flags", "Transitions", "StepKind", "Event", "Link",
    ])

    /// The first payload parameter on link `index`'s walk bound to each placeholder: where its
    /// type is declared, for `#sourceLocation`.
    func placeholderParameters(ofLink index: Int) -> [PayloadParameter] {
        let link = flow.links[index]
        return link.pattern.placeholders.indices.map { placeholder in
            for (position, step) in link.walk.enumerated() {
                if let parameter = link.arguments[position].firstIndex(of: placeholder) {
                    return flow.steps[step].parameters[parameter]
                }
            }
            preconditionFailure("the checker binds every placeholder")
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

    /// The table `FlowTable` parses, one `;`-separated entry a step:
    /// `properties|targets|skipTargets|transitions|skip`, where properties are `f` (final),
    /// `a` (always skipped) and `k` (can be skipped); targets the steps its transitions can
    /// push; skipTargets those its skip rule can go on to; transitions `event:target:guard`
    /// in the order tried, target `<` for back and `<N` for back to step N; guards and the
    /// skip rule as postfix programs (`Guard.program`).
    static func tableText(_ flow: FlowGraph) -> String {
        // Written through a `CodePrinter`, without lines: the table is the largest text of the
        // file, in thousands of small pieces.
        var text = CodePrinter()
        var written: [StepID] = []
        func appendTargets(_ transitions: some Sequence<FlowGraph.Transition>) {
            written.removeAll(keepingCapacity: true)
            for transition in transitions {
                guard let target = transition.pushedStep, !written.contains(target) else { continue }
                if !written.isEmpty { text.write(ascii: ",") }
                text.write(target.index)
                written.append(target)
            }
        }
        for index in flow.steps.indices {
            if index > 0 { text.write(ascii: ";") }
            let facts = flow.steps[index].facts
            let transitions = flow.steps[index].transitions
            if flow.steps[index].isFinal { text.write(ascii: "f") }
            if facts.isAlwaysSkipped { text.write(ascii: "a") }
            if facts.canBeSkipped { text.write(ascii: "k") }
            text.write(ascii: "|")
            appendTargets(transitions.lazy.filter { $0.canFire && $0.isPush })
            text.write(ascii: "|")
            if facts.canBeSkipped { appendTargets(transitions.lazy.filter(\.continuesSkip)) }
            text.write(ascii: "|")
            var first = true
            for transition in transitions where transition.canFire {
                if !first { text.write(ascii: ",") }
                first = false
                text.write(transition.eventID.index)
                text.write(ascii: ":")
                switch transition.move {
                case .push(let target): text.write(target.index)
                case .back: text.write(ascii: "<")
                case .backTo(let target):
                    text.write(ascii: "<")
                    text.write(target.index)
                }
                text.write(ascii: ":")
                if let condition = transition.guardCondition { appendProgram(condition, to: &text) }
            }
            text.write(ascii: "|")
            if facts.canBeSkipped, let skip = flow.steps[index].skip { appendProgram(skip, to: &text) }
        }
        return text.text
    }

    /// A guard as the postfix program `FlowTable` evaluates: flag indexes, `t`/`f`, ` !`, and
    /// ` *n` / ` +n` for an `and` / `or` of `n` operands.
    static func program(_ condition: Guard) -> String {
        var text = CodePrinter()
        appendProgram(condition, to: &text)
        return text.text
    }

    private static func appendProgram(_ condition: Guard, to text: inout CodePrinter) {
        switch condition {
        case .flag(let flag):
            text.write(flag.index)
        case .constant(let value):
            text.write(ascii: value ? "t" : "f")
        case .not(let operand):
            appendProgram(operand, to: &text)
            text.write(" !")
        case .and(let operands), .or(let operands):
            for (position, operand) in operands.enumerated() {
                if position > 0 { text.write(ascii: " ") }
                appendProgram(operand, to: &text)
            }
            if case .and = condition { text.write(" *") } else { text.write(" +") }
            text.write(operands.count)
        }
    }
}
