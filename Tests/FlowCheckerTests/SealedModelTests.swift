import FlowTestSupport
import Foundation
import Testing

/// Only the checker makes a checked flow: code outside FlowChecker can read a `FlowGraph` and a
/// `CheckedFlow` but neither make one nor change what the checker found.
@Suite struct SealedModelTests {
    func typecheck(_ body: String) throws -> SwiftCompiler.Result {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Outside.swift"
        try "import FlowCore\nimport FlowChecker\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        return try SwiftCompiler.run(["-typecheck", "-swift-version", "6", path])
    }

    @Test(arguments: [
        ("func make(_ graph: FlowGraph) -> CheckedFlow { CheckedFlow(graph: graph) }", "initializer is inaccessible"),
        ("func make() -> FlowGraph { FlowGraph() }", "initializer is inaccessible"),
        ("func untab(_ graph: inout FlowGraph) { graph.container = .stack(roots: [], start: nil) }", "setter is inaccessible"),
        ("func clean(_ graph: inout FlowGraph) { graph.hasErrors = false }", "setter is inaccessible"),
        ("func reach(_ graph: inout FlowGraph) { graph.steps[0].facts.isReachable = true }", "setter is inaccessible"),
        ("func reach(_ graph: inout FlowGraph) { graph.steps[graph.start!].facts.isReachable = true }", "setter is inaccessible"),
        ("func make() -> StepID { StepID(0) }", "initializer is inaccessible"),
        ("func make() -> EventID { EventID(0) }", "initializer is inaccessible"),
        ("func make() -> FlagID { FlagID(0) }", "initializer is inaccessible"),
    ])
    func codeOutsideTheCheckerCantMakeOrChangeACheckedFlow(_ body: String, _ error: String) throws {
        let result = try typecheck(body)
        #expect(result.status != 0)
        #expect(result.output.contains(error), "\(result.output)")
    }

    /// A step, an event and a flag are each their own type: one can't stand for another.
    @Test func anEventIsNotAStep() throws {
        let result = try typecheck("func mix(_ graph: FlowGraph, _ event: EventID) -> [FlowGraph.Transition] { graph.transitions(of: event) }")
        #expect(result.status != 0)
        #expect(result.output.contains("cannot convert value of type 'EventID' (aka 'FlowID<FlowGraph.Event>') to expected argument type 'StepID'"), "\(result.output)")
    }

    @Test func codeOutsideTheCheckerCanReadOne() throws {
        let result = try typecheck("func read(_ flow: CheckedFlow) -> [String] { flow.graph.steps.map(\\.name) + [flow.graph.name, flow.graph.steps[flow.start].name] }")
        #expect(result.status == 0, "\(result.output)")
    }
}
