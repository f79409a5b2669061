import FlowCore

/// Checks that flows compiled into one Swift module can live together: their names, and the
/// names of the types generated for them, must all differ.
///
/// The generated names are the emitter's to decide (`GeneratedTypeNames`), so the caller, the
/// pipeline that knows both stages, passes them in.
public enum ModuleChecker {
    /// Names a flow can't take because it would shadow them across the module: the modules and
    /// runtime types generated code names, and the standard types that payload types written
    /// in `.flow` files usually name. (Other standard types generated code names, such as
    /// `Swift.Hashable`, are qualified, so a flow may be named like them.)
    public static let reservedFlowNames: Set<String> = [
        "Swift", "FlowRuntime", "FlowDefinition", "FlowStep", "FlowTable", "FlowNavigator", "FlowStepCoding",
        "FlowCodingKey", "FlowRuntimeVersion", "Int", "Bool", "Set", "String", "Optional", "MainActor", "Kind",
    ]

    /// One error for each flow whose name, or a generated type name, another flow already uses;
    /// `generatedTypeNames` gives a flow's, its own name first.
    public static func check(_ graphs: [FlowGraph], generatedTypeNames: (String) -> [String]) -> [Diagnostic] {
        var owners: [String: FlowGraph] = [:]
        var diagnostics: [Diagnostic] = []
        for graph in graphs {
            if reservedFlowNames.contains(graph.name) {
                let message = CheckerMessages.invalidName(graph.name, "a flow name: generated code refers to the Swift type `\(graph.name)`")
                diagnostics.append(Diagnostic(message.severity, message.id, message.text, path: graph.path, range: graph.nameRange))
                continue
            }
            let names = generatedTypeNames(graph.name)
            if let clash = names.first(where: { owners[$0] != nil }), let other = owners[clash] {
                let duplicate = other.name == graph.name
                let message = duplicate
                    ? CheckerMessages.duplicateFlow(graph.name)
                    : CheckerMessages.generatedNameCollision(graph.name, other: other.name, type: clash)
                diagnostics.append(Diagnostic(
                    message.severity, message.id, message.text, path: graph.path, range: graph.nameRange,
                    notes: [Note("`\(other.name)` is \(duplicate ? "first " : "")declared here", path: other.path, range: other.nameRange)]
                ))
                continue
            }
            for name in names { owners[name] = graph }
        }
        return diagnostics
    }
}
