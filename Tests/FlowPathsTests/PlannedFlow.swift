import FlowChecker
import FlowCompiler
import FlowCore
import FlowPaths
import FlowTestSupport
import Foundation
import Testing

/// A checked flow, its syntax (what `ReferenceInterpreter` reads) and its plan for `.all`.
struct PlannedFlow {
    let flow: CheckedFlow
    let syntax: FlowDecl
    let plan: TestPlan
    /// The `.flow` text of the module the flow came from, for failure messages.
    let source: String

    var graph: FlowGraph { flow.graph }

    /// Checks `files` as one module and plans every flow, in module order; plans nothing when
    /// the module has an error, and records an issue unless `allowingErrors`.
    static func planModule(_ files: [SourceFile], allowingErrors: Bool = false) -> [PlannedFlow] {
        let checks = FlowPipeline.checkModule(files)
        let source = files.map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n")
        let errors = checks.flatMap(\.diagnostics).filter { $0.severity == .error }
        guard errors.isEmpty else {
            if !allowingErrors { Issue.record("the module should check clean:\n\(source)\n\(errors.map(\.message))") }
            return []
        }
        return checks.flatMap { check in
            check.checkedFlows.compactMap { flow -> PlannedFlow? in
                guard let syntax = check.syntax.flows.first(where: { $0.name.name == flow.graph.name }) else {
                    Issue.record("no syntax for flow \(flow.graph.name)")
                    return nil
                }
                return PlannedFlow(flow: flow, syntax: syntax, plan: PathPlanner.plan(flow, criterion: .all), source: source)
            }
        }
    }
}

/// The bundled example flows, `Flows/*.flow`, read from the repository.
enum BundledFlows {
    /// Every `.flow` file of `Flows/`, sorted by name, each with its path relative to the root.
    static func files() throws -> [SourceFile] {
        let folder = Fixtures.path("Flows")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".flow") }.sorted()
        return try names.map { name in
            SourceFile(path: "Flows/" + name, text: try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
        }
    }

    /// Every bundled flow, checked as one module, with its plan.
    static func planned() throws -> [PlannedFlow] {
        let files = try files()
        #expect(files.count >= 6, "Flows/ holds the bundled flows")
        return PlannedFlow.planModule(files)
    }
}
