import FlowChecker
import FlowCore

/// Judges a module's checked flows against its lock for saved walks and links (COMPAT.md
/// §3.1–3.3, first slice): breaking, migratable (a declaration or the runtime's rules cover
/// it) or safe.
///
/// Old and new are paired through the declarations (`renamed from`, `removed step`, `also`,
/// `removed link`); an undeclared rename is seen as a removal and an addition, with a fix-it
/// when a new step has the removed one's payload and neighbours. Each breaking finding comes
/// with a witness: an old walk enumerated from the lock (shortest walks from the roots over
/// each `next` pair, payloads from a small pool a type), restored by the runtime's decoding
/// rule, or an old link example or a URL made of each old form, opened by the new links.
public enum CompatChecker {
    /// The findings of every change that isn't safe: flows in the lock's order, then links,
    /// then apps.
    public static func check(_ flows: [CheckedFlow], apps: [LockedApp] = [], against lock: Lock, lockPath: String) -> CompatReport {
        var sink = FindingSink(lockPath: lockPath, release: lock.header.release)
        for old in lock.flows {
            guard let flow = flows.first(where: { $0.graph.name == old.name }) else {
                flowRemoved(old, lock: lock, sink: &sink)
                continue
            }
            var judge = StepJudge(lock: lock, old: old, new: flow)
            judge.run(&sink)
        }
        var links = LinkJudge(lock: lock, flows: flows)
        links.run(&sink)
        AppJudge(lock: lock, apps: apps).run(&sink)
        return CompatReport(findings: sink.findings, lockPath: lockPath, release: lock.header.release)
    }

    /// A flow of the lock that the module no longer has: its walks restore nothing. Noted at
    /// the lock's line, the only place it still has.
    private static func flowRemoved(_ old: Lock.Flow, lock: Lock, sink: inout FindingSink) {
        let walks = OldWalks(lock: lock, flow: old)
        let witness = walks.paths.first.map { CompatWitness.walk(saved: walks.entries($0, variant: 0).map(\.json), restoresTo: []) }
        sink.add(
            FindingSink.Change(kind: CompatDiagnostic.flowRemoved, message: "flow `\(old.name)` of release \(lock.header.release) is gone: every walk saved with it restores nothing",
                               flow: old.name, subject: "flow \(old.name)", walks: .breaking, witness: witness),
            at: FindingSink.Place(path: sink.lockPath, range: old.range), recorded: (old.range, "flow \(old.name)")
        )
    }
}
