import FlowCore

/// The flows of a module that use-steps use, each checked once, by name: what a parent's
/// whole-graph and link checks look through (`ModuleFlows.children`).
///
/// Checked in dependency order, a child before the flows that use it, each with its own
/// children at their uses. A flow is left out when its graph is not to be relied on: its file
/// did not parse, it has errors, or it is in a cycle of uses and was being checked already (a
/// `recursive-use`, reported as such by the flow that closes the cycle).
public struct CheckedChildren: Sendable {
    private var graphs: [String: FlowGraph] = [:]

    /// None: a module whose flows use no flow, or whose children are not checked yet.
    static let none = CheckedChildren()

    private init() {}

    /// Every flow of `module` that a use-step names, checked once.
    init(_ module: ModuleFlows) {
        var checked = CheckedChildren()
        var visited: Set<String> = []
        func check(_ name: String) {
            guard visited.insert(name).inserted, let declaration = module.flow(named: name), declaration.isComplete else { return }
            for used in declaration.syntax.steps.compactMap(\.usedFlow) { check(used.name) }
            var scratch = Diagnostics(file: SourceFile(path: declaration.path, bytes: []))
            let graph = SingleFlowChecker(flow: declaration.syntax, module: module, syntaxIsComplete: true, children: checked).run(&scratch)
            if graph.isAnalysed, !graph.hasErrors { checked.graphs[name] = graph }
        }
        for declaration in module.declarations {
            for used in declaration.syntax.steps.compactMap(\.usedFlow) { check(used.name) }
        }
        self = checked
    }

    /// The children `graph`'s use-steps use, by name, among those checked clean; never the
    /// flow `name` itself.
    func used(by graph: FlowGraph, in module: ModuleFlows, checking name: String) -> [String: FlowGraph] {
        var children: [String: FlowGraph] = [:]
        for step in graph.steps {
            guard case .use(let used) = step.role, children[used] == nil, used != name,
                  module.flow(named: used)?.isComplete == true, let child = graphs[used]
            else { continue }
            children[used] = child
        }
        return children
    }
}
