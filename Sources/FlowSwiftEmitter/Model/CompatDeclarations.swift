import FlowChecker
import FlowCore

/// What the generated decoder and links do with a flow's declarations for old walks and links
/// (`renamed from`, `removed step`, `also`, `removed link`), by the decoding rule of
/// docs/Generated-Code.md, "Saved walks": a saved name is looked up among the steps, then their
/// former names, then the removed steps; an entry of a live step that doesn't decode and whose
/// old shape is declared removed ends the walk on that declaration's fallback.
struct CompatDeclarations {
    /// Each former name with the step now bearing it, in step order.
    let formerNames: [(name: String, step: Int)]
    /// The removed steps the flow no longer has a step of that name for: an entry naming one
    /// ends the walk, on its fallback when it has one.
    let removedNames: [FlowGraph.RemovedStep]
    /// The live steps with a removed old shape, each with the fallback of the first such
    /// declaration (`nil`: cut there), in step order.
    let oldShapes: [(step: Int, fallback: StepID?)]
    /// The removed links whose URLs open a walk (`-> web` and `-> refused` generate nothing).
    let legacyWalks: [FlowGraph.RemovedLink]
    /// Whether some link has `also` forms.
    let hasLegacyForms: Bool

    init(_ flow: FlowGraph) {
        formerNames = flow.steps.indices.compactMap { index in flow.steps[index].formerName.map { (name: $0, step: index) } }
        var live: [String: Int] = [:]
        for index in flow.steps.indices { live[flow.steps[index].name] = index }
        removedNames = flow.removedSteps.filter { live[$0.name] == nil }
        var shapes: [(step: Int, fallback: StepID?)] = []
        for removed in flow.removedSteps {
            guard let step = live[removed.name], !shapes.contains(where: { $0.step == step }) else { continue }
            shapes.append((step: step, fallback: removed.fallback))
        }
        oldShapes = shapes.sorted { $0.step < $1.step }
        legacyWalks = flow.removedLinks.filter {
            if case .walk = $0.destination { return true }
            return false
        }
        hasLegacyForms = flow.links.contains { !$0.legacyPatterns.isEmpty }
    }

    /// Whether generated code uses any of runtime contract 14's declarations for them.
    var isEmpty: Bool {
        formerNames.isEmpty && removedNames.isEmpty && oldShapes.isEmpty && legacyWalks.isEmpty && !hasLegacyForms
    }

    /// The fallback of step `index`'s removed old shape, when it has one (`.some(nil)`: cut).
    func oldShapeFallback(of index: Int) -> StepID?? {
        oldShapes.first { $0.step == index }.map(\.fallback)
    }
}
