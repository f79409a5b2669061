import FlowChecker
import FlowCore

/// A flow's declarations for deliberate changes (`renamed from`, `removed step`, `also`,
/// `removed link`), as FlowCompat reads them: the one place that reads them off the checked
/// model.
struct FlowDeclarations {
    /// The flow's steps that a walk can hold (outcomes left out), by name.
    var liveSteps: [String: StepID] = [:]
    /// `step checkout renamed from basket`: the old name of each renamed step, by its new name.
    var formerNames: [String: String] = [:]
    /// The same, the other way: each renamed step's new name, by its old name.
    var currentNames: [String: String] = [:]
    /// `renamed from (card: cardID)`: for each step, its old label by its new label.
    var formerLabels: [String: [String: String]] = [:]
    /// `removed step NAME[(shape)] [-> fallback]`.
    var removedSteps: [RemovedStep] = []
    /// For each link (by its index in `FlowGraph.links`), its `also` patterns as written.
    var legacyPatterns: [Int: [String]] = [:]
    /// `removed link NAME "pattern" -> …`.
    var removedLinks: [RemovedLink] = []

    struct RemovedStep {
        var name: String
        var shape: [Lock.Parameter]?
        var fallback: String?
        var range: SourceRange
    }

    struct RemovedLink {
        var name: String
        var patterns: [String]
        var placeholders: [Lock.Placeholder]
        var destination: Lock.RetiredLink.Destination
        var range: SourceRange
    }

    /// The declarations of `graph`, read off its checked model.
    init(_ graph: FlowGraph) {
        for id in graph.stepIDs where !graph.steps[id].isOutcome {
            let step = graph.steps[id]
            liveSteps[step.name] = id
            if let former = step.formerName {
                formerNames[step.name] = former
                currentNames[former] = step.name
            }
            if !step.formerLabels.isEmpty { formerLabels[step.name] = step.formerLabels }
        }
        removedSteps = graph.removedSteps.map { removed in
            RemovedStep(name: removed.name, shape: removed.shape.map(LockFlowBuilder.parameters),
                        fallback: removed.fallback.map { graph.steps[$0].name }, range: removed.range)
        }
        for (index, link) in graph.links.enumerated() where !link.legacyPatternTexts.isEmpty {
            legacyPatterns[index] = link.legacyPatternTexts
        }
        removedLinks = graph.removedLinks.map { removed in
            let placeholders = zip(removed.patterns[0].placeholders, removed.placeholderTypes).map { Lock.Placeholder(name: $0, type: $1) }
            let destination: Lock.RetiredLink.Destination = switch removed.destination {
            case .walk(let walk, let arguments, _):
                .walk(LockLinkBuilder.walk(walk, childSteps: removed.childSteps, arguments: arguments, placeholders: removed.patterns[0].placeholders, in: graph))
            case .web: .web
            case .refused: .refused
            }
            return RemovedLink(name: removed.name, patterns: removed.patternTexts.map(LockLinkBuilder.unquoted),
                               placeholders: placeholders, destination: destination, range: removed.ranges[0])
        }
    }

    /// The step an old entry named `name` is now: the live step of that name, else the step
    /// renamed from it.
    func currentName(of name: String, in graph: FlowGraph) -> String? {
        liveSteps[name] != nil ? name : currentNames[name]
    }

    /// The removed-step declaration an old entry named `name` lands by when it doesn't decode:
    /// the one without a shape, else the first with one. The generated decoder reads a
    /// `removed step foo(x: Int) -> cart` whose name no live step has the same way: entries
    /// naming `foo` end on `cart`, whatever their payload.
    func removedName(_ name: String) -> RemovedStep? {
        removedSteps.first { $0.name == name && $0.shape == nil } ?? removedSteps.first { $0.name == name }
    }

    /// The removed-step declaration of an old shape of `name`.
    func removedShape(of name: String) -> RemovedStep? {
        removedSteps.first { $0.name == name && $0.shape != nil }
    }
}
