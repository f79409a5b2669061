import FlowChecker
import FlowCore

extension StepJudge {
    /// A root of the lock that is no longer one: such walks restart (the runtime's rule).
    func roots(_ sink: inout FindingSink) {
        for root in old.roots {
            guard let current = declarations.currentName(of: root, in: graph), let now = liveStep(current),
                  !decoder.relation.shownRoots.contains(where: { graph.steps[$0].name == current }) else { continue }
            let message = "`\(current)` is no longer a root: walks saved from it restore nothing, and the flow starts again"
            // Still listed at `start`: its skip rule hides it; else the `start` line lost it.
            let listed = graph.roots.contains { graph.steps[$0].name == current }
            let at = listed ? (now.skipRange ?? now.range) : (graph.startRange ?? now.range)
            sink.add(change(CompatDiagnostic.rootRemoved, message, "root \(root)", walks: .migratable, witness: witness(through: root, stop: nil)),
                     at: place(at), recorded: (old.range, "roots " + old.roots.joined(separator: ", ")))
        }
    }

    /// A `next` pair of the lock the flow no longer allows: walks through it restore to their
    /// longest legal prefix (the runtime's rule).
    func successors(_ sink: inout FindingSink) {
        for next in old.next {
            guard let below = declarations.currentName(of: next.step, in: graph), let belowStep = liveStep(below),
                  let belowID = declarations.liveSteps[below] else { continue }
            for successor in next.successors {
                guard let above = declarations.currentName(of: successor.step, in: graph), liveStep(above) != nil,
                      !decoder.relation.successors[belowID.index].contains(where: { graph.steps[$0.step].name == above }) else { continue }
                let message = "`\(above)` no longer follows `\(below)`: walks through them restore up to `\(below)`"
                let witness = walks.paths.first { path in zip(path, path.dropFirst()).contains { $0 == next.step && $1 == successor.step } }
                    .map { path -> CompatWitness in
                        let entries = walks.entries(path, variant: 0)
                        return .walk(saved: entries.map(\.json), restoresTo: decoder.restore(entries).steps)
                    }
                sink.add(change(CompatDiagnostic.successorRemoved, message, "next \(next.step): \(successor.step)", walks: .migratable, witness: witness),
                         at: place(belowStep.range), recorded: (next.range, "next \(next.step): …"))
            }
        }
    }

    /// The same kind of step with the same payload labels and types, in order.
    func sameSignature(_ step: Lock.Step, _ candidate: FlowGraph.Step) -> Bool {
        switch (step.role, candidate.role) {
        case (.use(let a), .use(let b)): a == b
        case (.screen, .screen), (.final, .final), (.screen, .final), (.final, .screen):
            step.parameters.map { [$0.label, $0.type] } == candidate.parameters.map { [$0.label.name, $0.type] }
        default: false
        }
    }
}
