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
    /// Steps grouped by what their screens can call.
    let shapes: TransitionShapes
    /// Each step's own name for its transitions type: `CartTransitions`, with `_<index>` when a
    /// step earlier in the flow already has the name (`cart` and `Cart`).
    let transitionsAliases: [String]
    /// The graph as `FlowTable` reads it (see `tableText(_:)`).
    let table: String

    var hasPayloads: Bool { !signatures.isEmpty }

    init(_ flow: FlowGraph) {
        self.flow = flow
        names = GeneratedTypeNames(flowNamed: flow.name)
        stepCases = flow.steps.map { SwiftNames.identifier($0.name) }
        eventCases = flow.events.map(SwiftNames.identifier)
        flagMembers = flow.flags.map { SwiftNames.identifier($0.name) }
        signatures = PayloadSignatures(flow)
        shapes = TransitionShapes(flow, signatures: signatures)
        transitionsAliases = Self.transitionsAliases(flow)
        table = Self.tableText(flow)
    }

    /// `XTransitions` for each step `x`; a step whose name differs from an earlier one only in
    /// the case of its first letter gets `XTransitions_<its index>`.
    static func transitionsAliases(_ flow: FlowGraph) -> [String] {
        var owners: [String: Int] = [:]
        var aliases: [String] = []
        for (index, step) in flow.steps.enumerated() {
            let alias = SwiftNames.typeName(step.name) + "Transitions"
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
    /// lead to; skipTargets those its skip rule can go on to; transitions `event:target:guard`
    /// in the order tried; guards and the skip rule as postfix programs (`Guard.program`).
    static func tableText(_ flow: FlowGraph) -> String {
        var entries: [String] = []
        for step in flow.steps {
            let facts = step.facts
            var properties = ""
            if step.isFinal { properties += "f" }
            if facts.isAlwaysSkipped { properties += "a" }
            if facts.canBeSkipped { properties += "k" }
            let transitions = step.transitions.filter(\.canFire)
            let targets = unique(transitions.map(\.target))
            let skipTargets = facts.canBeSkipped ? unique(transitions.filter(\.continuesSkip).map(\.target)) : []
            let moves = transitions.map { "\($0.eventIndex):\($0.target):\($0.guardCondition.map(program) ?? "")" }
            let skip = facts.canBeSkipped ? step.skip.map(program) ?? "" : ""
            let fields = [properties, numbers(targets), numbers(skipTargets), moves.joined(separator: ","), skip]
            entries.append(fields.joined(separator: "|"))
        }
        return entries.joined(separator: ";")
    }

    /// A guard as the postfix program `FlowTable` evaluates: flag indexes, `t`/`f`, ` !`, and
    /// ` *n` / ` +n` for an `and` / `or` of `n` operands.
    static func program(_ condition: Guard) -> String {
        switch condition {
        case .flag(let index): String(index)
        case .constant(let value): value ? "t" : "f"
        case .not(let operand): program(operand) + " !"
        case .and(let operands): operands.map(program).joined(separator: " ") + " *" + String(operands.count)
        case .or(let operands): operands.map(program).joined(separator: " ") + " +" + String(operands.count)
        }
    }

    /// The values in order, each once (a step's targets are a handful: no set needed).
    private static func unique(_ values: [Int]) -> [Int] {
        var result: [Int] = []
        for value in values where !result.contains(value) { result.append(value) }
        return result
    }

    private static func numbers(_ values: [Int]) -> String {
        values.map(String.init).joined(separator: ",")
    }
}
