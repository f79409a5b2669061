import FlowChecker
import FlowCore

/// Judges one flow's steps, payloads, roots, successors and tombstones against its lock entry.
struct StepJudge {
    let lock: Lock
    let old: Lock.Flow
    let new: CheckedFlow
    let decoder: WalkDecoder
    let walks: OldWalks
    var graph: FlowGraph { new.graph }
    var declarations: FlowDeclarations { decoder.declarations }

    init(lock: Lock, old: Lock.Flow, new: CheckedFlow) {
        self.lock = lock
        self.old = old
        self.new = new
        self.decoder = WalkDecoder(new)
        self.walks = OldWalks(lock: lock, flow: old)
    }

    mutating func run(_ sink: inout FindingSink) {
        let offers = renameOffers()
        for step in old.steps {
            guard let current = declarations.currentName(of: step.name, in: graph), let now = liveStep(current) else {
                removed(step, offer: offers[step.name], &sink)
                continue
            }
            if current != step.name { renamed(step, to: now, &sink) }
            payload(of: step, now: now, &sink)
        }
        roots(&sink)
        successors(&sink)
        tombstones(&sink)
    }

    /// The live step named `name`; outcomes are never in a walk.
    func liveStep(_ name: String) -> FlowGraph.Step? {
        declarations.liveSteps[name].map { graph.steps[$0] }
    }

    func place(_ range: SourceRange) -> FindingSink.Place {
        FindingSink.Place(path: graph.path, range: range)
    }

    func change(_ kind: CompatDiagnostic, _ message: String, _ subject: String, walks: CompatClass, witness: CompatWitness?) -> FindingSink.Change {
        FindingSink.Change(kind: kind, message: message, flow: old.name, subject: subject, walks: walks, witness: witness)
    }

    /// A step of the lock that no live step is, nor is renamed from; `offer` is the new step
    /// its fix-it may name (`renameOffers`).
    private func removed(_ step: Lock.Step, offer: StepID?, _ sink: inout FindingSink) {
        let subject = "step \(step.name)"
        let recorded = (step.range, LockPrinter.stepLine(step))
        if let declared = declarations.removedName(step.name) {
            let lands = declared.fallback.map { "end on `\($0)`" } ?? "are cut there, as declared"
            let message = "step `\(step.name)` of release \(lock.header.release) is removed: walks saved with it \(lands)"
            sink.add(change(CompatDiagnostic.stepRemoved, message, subject, walks: .migratable, witness: witness(through: step.name, stop: .declared)),
                     at: place(declared.range), recorded: recorded)
            return
        }
        var finding = change(
            CompatDiagnostic.stepRemoved, "step `\(step.name)` of release \(lock.header.release) is gone: walks saved with it are cut before it",
            subject, walks: .breaking, witness: witness(through: step.name, stop: .cut)
        )
        finding.fixIts = renameFixIt(for: step, offer: offer)
        sink.add(finding, at: place(graph.nameRange), recorded: recorded)
    }

    private func renamed(_ step: Lock.Step, to now: FlowGraph.Step, _ sink: inout FindingSink) {
        sink.add(
            change(CompatDiagnostic.stepRenamed, "step `\(now.name)` is renamed from `\(step.name)`: walks saved with `\(step.name)` restore to it",
                   "step \(step.name)", walks: .migratable, witness: witness(through: step.name, stop: nil)),
            at: place(now.range), recorded: (step.range, LockPrinter.stepLine(step))
        )
    }

    /// Live tombstones: a name reused for another step, or a declaration dropped while walks
    /// that hold its name may still be restored.
    private func tombstones(_ sink: inout FindingSink) {
        for tombstone in old.retired where tombstone.shape == nil && lock.header.keeps(last: tombstone.last) {
            let recorded = (tombstone.range, LockPrinter.retiredStepLine(tombstone))
            let entry = SavedEntry(name: tombstone.name, payload: nil)
            if let step = liveStep(tombstone.name) {
                let witness = CompatWitness.walk(saved: [entry.json], restoresTo: [step.name])
                sink.add(change(CompatDiagnostic.nameReused,
                                "`\(tombstone.name)` was a step until release \(tombstone.last): walks saved then would restore to this new step",
                                "step \(tombstone.name)", walks: .breaking, witness: witness), at: place(step.range), recorded: recorded)
                continue
            }
            let declared = declarations.formerNames.values.contains(tombstone.name) || declarations.removedName(tombstone.name) != nil
            guard !declared, tombstone.fate != .cut else { continue }
            let witness = CompatWitness.walk(saved: [entry.json], restoresTo: [])
            sink.add(change(CompatDiagnostic.stepRemoved,
                            "the declaration for `\(tombstone.name)` is gone while walks saved by release \(tombstone.last) may hold it: they are cut there",
                            "step \(tombstone.name)", walks: .breaking, witness: witness), at: place(graph.nameRange), recorded: recorded)
        }
    }

    /// How a witness walk must stop at the old step it goes through.
    enum WitnessStop {
        case cut
        case declared
    }

    /// The first old walk through `step` (shortest first, each payload variant) that stops at
    /// it as `stop` says, or, for `nil`, the first walk through it; with what it restores to.
    func witness(through step: String, stop: WitnessStop?) -> CompatWitness? {
        for path in walks.paths where path.contains(step) {
            for variant in 0..<walks.variants {
                let entries = walks.entries(path, variant: variant)
                let restoration = decoder.restore(entries)
                let matches: Bool = switch (stop, restoration.stop) {
                case (nil, _): true
                case (.cut?, .cut(let index)), (.declared?, .declared(let index)): entries[index].name == step
                default: false
                }
                if matches { return .walk(saved: entries.map(\.json), restoresTo: restoration.steps) }
            }
        }
        return nil
    }
}
