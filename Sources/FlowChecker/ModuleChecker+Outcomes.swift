import FlowCore

extension ModuleChecker {
    /// A use-step's transition on an outcome that its child can never enter is never taken:
    /// one warning each, in the parent's file, with a note at the outcome. Checked across the
    /// module's graphs, since a child may be declared in another file; only a child whose graph
    /// was analysed says which of its outcomes can be entered.
    public static func continuationsNeverTaken(_ graphs: [FlowGraph]) -> [Diagnostic] {
        let byName = Dictionary(graphs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for graph in graphs {
            for step in graph.steps {
                guard case .use(let name) = step.role, let child = byName[name], child.isAnalysed else { continue }
                for transition in step.transitions {
                    guard let outcome = child.steps.first(where: { $0.name == transition.event && $0.role == .outcome }),
                          !outcome.facts.isReachable else { continue }
                    let message = CheckerMessages.outcomeNeverEnteredHere(outcome.name, flow: child.name)
                    diagnostics.append(Diagnostic(
                        message.severity, message.id, message.text, path: graph.path, range: transition.range,
                        notes: [Note("`\(outcome.name)` is declared here", path: child.path, range: outcome.range)]
                    ))
                }
            }
        }
        return diagnostics
    }
}
