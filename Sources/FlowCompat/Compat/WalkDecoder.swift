import FlowChecker

/// Restores a walk an older release saved into the current flow, by the one decoding rule of
/// the runtime (docs/Compatibility.md): names through `renamed from`, labels through label
/// maps, absent values through defaults and Optionals, removed steps to their fallbacks; then
/// the longest legal prefix.
struct WalkDecoder {
    let graph: FlowGraph
    let declarations: FlowDeclarations
    let relation: WalkRelation

    /// What became of a saved walk.
    struct Restoration: Hashable {
        /// The steps it restores to, root first.
        var restored: [String]
        /// Where decoding stopped, if it did.
        var stop: Stop

        enum Stop: Hashable {
            /// Every entry decoded.
            case none
            /// The entry at this index ends the walk as a declaration says (on its fallback,
            /// or cut there deliberately).
            case declared(Int)
            /// The entry at this index doesn't decode and nothing declares where it goes: the
            /// walk is cut before it.
            case cut(Int)
        }
    }

    init(_ flow: CheckedFlow) {
        graph = flow.graph
        declarations = FlowDeclarations(flow.graph)
        relation = WalkRelation(flow.graph)
    }

    func restore(_ walk: [SavedEntry]) -> Restoration {
        var decoded: [String] = []
        var stop = Restoration.Stop.none
        for (index, entry) in walk.enumerated() {
            if let step = declarations.currentName(of: entry.name, in: graph), decodes(entry, as: step) {
                decoded.append(step)
                continue
            }
            if let removed = declarations.removedName(entry.name) {
                decoded += removed.fallback.map { [$0] } ?? []
                stop = .declared(index)
            } else {
                stop = .cut(index)
            }
            break
        }
        return Restoration(restored: legalPrefix(decoded), stop: stop)
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
            let label = parameter.label.name
            if let value = entry.value(label) ?? formerLabels[label].flatMap(entry.value) {
                return value.decodes(as: parameter.type)
            }
            return parameter.defaultValue != nil || SwiftType(parameter.type).isOptional
        }
    }

    /// The longest prefix of `steps` that `restore` keeps: a root first, then each step one
    /// that can follow the one before.
    func legalPrefix(_ steps: [String]) -> [String] {
        let ids = steps.map { name in graph.stepIDs.first { graph.steps[$0].name == name } }
        guard let first = ids.first, let root = first, relation.shownRoots.contains(root) else { return [] }
        var length = 1
        while length < ids.count, let below = ids[length - 1], let step = ids[length], relation.follows(step, below) {
            length += 1
        }
        return Array(steps.prefix(length))
    }
}
