import FlowChecker
import FlowCore

extension StepJudge {
    /// The payload of a step the lock has and the flow still has (perhaps renamed): each new
    /// parameter must read what old entries hold, through its label or former label, its
    /// default or its Optional; a removed old shape makes a break migratable.
    func payload(of step: Lock.Step, now: FlowGraph.Step, _ sink: inout FindingSink) {
        let recorded = (step.range, LockPrinter.stepLine(step))
        let shapeRemoved = declarations.removedShape(of: step.name) != nil
        let breaking: CompatClass = shapeRemoved ? .migratable : .breaking
        let lands = shapeRemoved ? ": old entries land on the removed shape's fallback" : ": walks saved with it are cut before it"
        let witnessStop: WitnessStop = shapeRemoved ? .declared : .cut
        if let child = childChange(step, now) {
            sink.add(change(child.kind, child.message + lands, "step \(step.name)", walks: breaking, witness: witness(through: step.name, stop: witnessStop)),
                     at: place(now.range), recorded: recorded)
            return
        }
        let formerLabels = declarations.formerLabels[now.name] ?? [:]
        let matched = Set(now.parameters.map { formerLabels[$0.label.name] ?? $0.label.name })
        var unmatchedOld = step.parameters.filter { !matched.contains($0.label) }
        for parameter in now.parameters {
            let label = parameter.label.name
            let oldLabel = formerLabels[label] ?? label
            let subject = "payload \(now.name).\(label)"
            let at = place(parameter.label.range)
            guard let before = step.parameters.first(where: { $0.label == oldLabel }) else {
                if let index = unmatchedOld.firstIndex(where: { $0.type == parameter.type }) {
                    let renamed = unmatchedOld.remove(at: index)
                    sink.add(labelLost(renamed.label, of: step, now: parameter, subject: subject, lands: lands, breaking: breaking, witnessStop: witnessStop),
                             at: at, recorded: recorded)
                } else if parameter.defaultValue == nil && !SwiftType(parameter.type).isOptional {
                    let message = "`\(step.name)` gains `\(label): \(parameter.type)` with no default, which old entries lack"
                    sink.add(change(CompatDiagnostic.payloadAdded, message + lands, subject, walks: breaking, witness: witness(through: step.name, stop: witnessStop)),
                             at: at, recorded: recorded)
                }
                continue
            }
            if oldLabel != label {
                sink.add(change(CompatDiagnostic.labelRenamed, "payload label `\(oldLabel)` of `\(step.name)` is now `\(label)`: old entries are read through it",
                                subject, walks: .migratable, witness: nil), at: at, recorded: recorded)
            }
            let reads = SampleValue.pool(for: before.type).allSatisfy { $0.decodes(as: parameter.type) }
            if !reads {
                let message = "`\(step.name).\(label)` was `\(before.type)` and is now `\(parameter.type)`, which doesn't read every old value"
                sink.add(change(CompatDiagnostic.payloadRetyped, message + lands, subject, walks: breaking, witness: witness(through: step.name, stop: witnessStop)),
                         at: place(parameter.typeRange), recorded: recorded)
            }
        }
    }

    /// A label renamed without a map: old entries' values under the old label are lost. A
    /// parameter with a default or an Optional still decodes, silently, with the default or
    /// `nil` (no old shape can catch it, since the entry decodes); any other is cut there.
    private func labelLost(_ oldLabel: String, of step: Lock.Step, now parameter: PayloadParameter, subject: String,
                           lands: String, breaking: CompatClass, witnessStop: WitnessStop) -> FindingSink.Change {
        let label = parameter.label.name
        let head = "payload label `\(oldLabel)` of `\(step.name)` is now `\(label)`: old entries' values are lost"
        let fix = " (say `renamed from (\(oldLabel): \(label))`)"
        guard parameter.defaultValue != nil || SwiftType(parameter.type).isOptional else {
            return change(CompatDiagnostic.labelRenamed, head + fix + lands, subject, walks: breaking, witness: witness(through: step.name, stop: witnessStop))
        }
        let reads = parameter.defaultValue.map { "its default `\($0)`" } ?? "`nil`"
        return change(CompatDiagnostic.labelRenamed, head + fix + ": they restore silently, with \(reads)", subject, walks: .breaking,
                      witness: witness(through: step.name, stop: nil))
    }

    /// A change to what a use-step's entry holds: the child flow replaced, or a screen made a
    /// use-step (its old entries have no `child`).
    private func childChange(_ step: Lock.Step, _ now: FlowGraph.Step) -> (kind: CompatDiagnostic, message: String)? {
        switch (step.role, now.role) {
        case (.use(let before), .use(let after)) where before != after:
            (CompatDiagnostic.payloadRetyped, "`\(step.name)` used `\(before)` and now uses `\(after)`, whose steps old entries don't hold")
        case (.screen, .use), (.final, .use):
            (CompatDiagnostic.payloadAdded, "`\(step.name)` is now a use-step, and old entries hold no child step")
        default:
            nil
        }
    }
}
