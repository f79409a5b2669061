import FlowChecker
import FlowRestore

/// Restores a walk an older release saved into the current flow, by the runtime's restore rule
/// (`FlowRestore`, docs/Compatibility.md) on step names: names through `renamed from`, labels
/// through label maps, absent values through defaults and Optionals, removed steps to their
/// fallbacks; then the longest legal prefix.
struct WalkDecoder {
    let graph: FlowGraph
    let declarations: FlowDeclarations
    let relation: WalkRelation

    /// What became of a saved walk: the steps it restores to, root first, and where reading
    /// stopped.
    typealias Restoration = FlowRestoration<String>

    init(_ flow: CheckedFlow) {
        graph = flow.graph
        declarations = FlowDeclarations(flow.graph)
        relation = WalkRelation(flow.graph)
    }

    func restore(_ walk: [SavedEntry]) -> Restoration {
        var read = FlowRestore.walk(walk.lazy.map(reading))
        read.steps = legalPrefix(read.steps)
        return read
    }

    /// What `entry` reads as: the generated decoder's removed-step and old-shape declarations
    /// are the ones `FlowDeclarations.removedName` finds by the entry's name.
    func reading(_ entry: SavedEntry) -> FlowEntryReading<String> {
        let removal = { (name: String) in declarations.removedName(name).map { FlowRemoval(fallback: $0.fallback) } }
        return FlowRestore.entry(
            named: entry.name, current: { declarations.liveSteps[$0] != nil ? $0 : nil }, former: { declarations.currentNames[$0] },
            removed: removal, decode: { decodes(entry, as: $0) ? $0 : nil }, oldShape: { _ in removal(entry.name) }
        )
    }

    /// Whether `entry` reads as the current step `name`.
    func decodes(_ entry: SavedEntry, as name: String) -> Bool {
        guard let step = graph.steps.first(where: { $0.name == name && !$0.isOutcome }) else { return false }
        if case .use(let flow) = step.role {
            guard case .child(let saved, _)? = entry.value("child") else { return false }
            return saved == flow
        }
        let formerLabels = declarations.formerLabels[name] ?? [:]
        return step.parameters.allSatisfy { parameter in
            let absent: FlowAbsentValue = parameter.defaultValue != nil ? .defaulted : SwiftType(parameter.type).isOptional ? .optional : .required
            switch FlowRestore.value(parameter.label.name, formerly: formerLabels[parameter.label.name], isSaved: { entry.value($0) != nil }, absent: absent) {
            case .saved(let label): return entry.value(label)?.decodes(as: parameter.type) ?? false
            case .defaultValue, .nilValue: return true
            case .missing: return false
            }
        }
    }

    /// The longest prefix of `steps` that `restore` keeps: a root first, then each step one
    /// that can follow the one before.
    func legalPrefix(_ steps: [String]) -> [String] {
        let ids = steps.map { name in graph.stepIDs.first { graph.steps[$0].name == name } }
        let length = FlowRestore.legalPrefixLength(of: ids, isRoot: { $0.map(relation.shownRoots.contains) ?? false }) { step, below in
            guard let step, let below else { return false }
            return relation.follows(step, below)
        }
        return Array(steps.prefix(length))
    }
}
