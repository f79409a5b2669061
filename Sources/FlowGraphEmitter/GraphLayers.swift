import FlowCore
import FlowChecker

/// The presented layers a drawing shows as clusters: for each step entered `as sheet` or
/// `as cover`, the steps that are always shown in its layer.
///
/// A step is drawn in a layer's cluster when the checker found exactly one layer it can be in,
/// a presented one (`StepFacts.layerRoots` is that one root and `canBeInBaseLayer` is false).
/// A step that can be in several layers (pushed both in the base layer and in a sheet, or in
/// two sheets) is drawn outside every cluster, where its edges show where it can be entered
/// from. A flow that presents nothing, or that was not analysed, has no layers.
struct GraphLayers {
    /// One presented layer.
    struct Layer {
        /// The presented step the layer starts at.
        let root: StepID
        /// The steps drawn in the cluster, in declared order (the root first when it is one).
        let members: [StepID]
        /// `sheet: editor`, or `sheet or cover: editor` for a step presented both ways.
        let label: String
    }

    /// The layers with at least one member, in the declared order of their roots.
    let layers: [Layer]
    /// By `StepID.index`: the position in `layers` of the layer the step is drawn in.
    let layerOfStep: [Int?]

    init(_ flow: FlowGraph) {
        var members: [StepID: [StepID]] = [:]
        for step in flow.stepIDs where flow.isAnalysed {
            let facts = flow.steps[step].facts
            guard !facts.canBeInBaseLayer, facts.layerRoots.count == 1 else { continue }
            members[facts.layerRoots[0], default: []].append(step)
        }
        var layers: [Layer] = []
        var layerOfStep = [Int?](repeating: nil, count: flow.steps.count)
        for root in members.keys.sorted() {
            // How the flow presents the root: from the steps below it, or from the tab bar.
            let styles = FlowPresentation.allCases.filter { style in
                style.isPresented && (flow.entryPairs.contains { $0.step == root && $0.style == style }
                    || flow.shell.contains { action in action.move.entry.map { $0.step == root && $0.style == style } ?? false })
            }
            let label = styles.map(\.name).joined(separator: " or ") + ": " + flow.steps[root].name
            for step in members[root]! { layerOfStep[step.index] = layers.count }
            layers.append(Layer(root: root, members: members[root]!, label: label))
        }
        self.layers = layers
        self.layerOfStep = layerOfStep
    }

    /// Whether any step is drawn in a cluster.
    var isEmpty: Bool { layers.isEmpty }

    /// Where `-> dismiss` from `step` can land: each step that can be just below a presented
    /// root of the step's layer, sorted.
    static func dismissLandings(from step: StepID, in flow: FlowGraph) -> [StepID] {
        let roots = Set(flow.steps[step].facts.layerRoots)
        return Set(flow.entryPairs.filter { roots.contains($0.step) && $0.style.isPresented }.map(\.below)).sorted()
    }

    /// Where `-> dismiss all` from `step` can land: each step of the base layer that can be
    /// just below a presented root of the step's layer or of a layer below it, sorted.
    static func dismissAllLandings(from step: StepID, in flow: FlowGraph) -> [StepID] {
        var seen: Set<StepID> = []
        var pending = flow.steps[step].facts.layerRoots
        var landings: Set<StepID> = []
        while let root = pending.popLast() {
            guard seen.insert(root).inserted else { continue }
            for pair in flow.entryPairs where pair.step == root && pair.style.isPresented {
                if flow.steps[pair.below].facts.canBeInBaseLayer { landings.insert(pair.below) }
                pending.append(contentsOf: flow.steps[pair.below].facts.layerRoots)
            }
        }
        return landings.sorted()
    }
}
