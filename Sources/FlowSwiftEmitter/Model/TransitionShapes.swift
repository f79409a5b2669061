import FlowChecker
import FlowCore

/// A flow's steps grouped by what their screens can call: steps with the same events, each
/// leading to steps with the same payload, share one transitions type.
///
/// A screen is still handed exactly its step's transitions (a call the graph does not have
/// does not compile), but the generated file declares one type per distinct set of transitions
/// instead of one per step, which is most of what a big flow costs the Swift compiler. A shape
/// is named after the first step that has it (`CartTransitions`), so the type a compiler
/// message names is one a person finds in the `.flow` file, however many events it has.
struct TransitionShapes {
    /// One transition a screen can call: an event, with the payload its target steps take.
    struct Method {
        var event: String
        var eventIndex: Int
        /// The payload signature of its targets, `nil` when they take none.
        var signature: Int?
    }

    /// One set of transitions, and the steps that have exactly it.
    struct Shape {
        /// The Swift type name: its first step's name for its transitions (`CartTransitions`).
        var name: String
        /// In event order.
        var methods: [Method]
        /// In step order.
        var steps: [Int]
    }

    private(set) var shapes: [Shape] = []
    /// The shape of each step; `nil` for an outcome, which has no screen, and for a use-step,
    /// whose screens are its child's.
    private(set) var shapeOfStep: [Int?] = []
    /// For each step, the steps each of its events can show next, sorted, its events in the
    /// order of `FlowGraph.events(ofStep:)`.
    private var shownSteps: [[[Int]]] = []

    /// The steps event number `event` (in `FlowGraph.events(ofStep:)` order) of `step` can show next, sorted.
    func targets(of step: Int, event: Int) -> [Int] {
        shownSteps[step][event]
    }

    /// The steps an event of `step` can show next, sorted: those it enters by itself, and those
    /// a `then` move enters (whose payload the screen supplies too).
    static func targets(of step: StepID, event: EventID, _ flow: FlowGraph) -> [Int] {
        let shown = flow.shownSteps(after: step, event: event)
        let then = flow.transitions(of: step).filter { $0.eventID == event && $0.canFire && !$0.isEntry }.compactMap(\.move.thenStep)
        guard !then.isEmpty else { return shown.map(\.index) }
        return Set(shown + flow.shownSteps(entering: then)).map(\.index).sorted()
    }

    /// The payload signature an event supplies: its target steps' (`targets`), else the alerts'
    /// it shows; `nil` when none takes a payload.
    static func signature(of targets: [Int], alerts: [AlertID], _ signatures: PayloadSignatures) -> Int? {
        targets.lazy.compactMap { signatures.signatureOfStep[$0] }.first ?? alerts.lazy.compactMap { signatures.signatureOfAlert[$0.index] }.first
    }

    /// The alerts an event of `step` can show.
    static func shownAlerts(of step: StepID, event: EventID, _ flow: FlowGraph) -> [AlertID] {
        flow.transitions(of: step).filter { $0.eventID == event && $0.canFire }.compactMap(\.move.shownAlert)
    }

    /// - Parameter names: each step's own name for its transitions type
    ///   (`FlowModel.transitionsAliases`), distinct; a shape takes its first step's.
    init(_ flow: FlowGraph, signatures: PayloadSignatures, names: [String]) {
        var byKey: [[Int]: Int] = [:]
        let signatureCount = signatures.signatures.count + 1
        let gesture = flow.dismissedEvent
        for step in flow.stepIDs {
            let index = step.index
            switch flow.steps[index].role {
            case .screen, .final: break
            case .outcome, .use:
                shownSteps.append([])
                shapeOfStep.append(nil)
                continue
            }
            // A step's key: one number a method, its event index (the major part, so sorting the
            // key sorts by event) and its payload signature. Methods are made only for a new shape.
            var key: [Int] = []
            var shown: [[Int]] = []
            let transitions = flow.steps[step].transitions
            // Each event at its first transition: the order of `FlowGraph.events(ofStep:)`.
            for position in transitions.indices where flow.startsEvent(position, of: step) {
                let eventIndex = transitions[position].eventID.index
                let targets = Self.targets(of: step, event: transitions[position].eventID, flow)
                shown.append(targets)
                // `dismissed` is the user's gesture, `reselected` a tap on the tab bar, which the host
                // reports: no method for a screen.
                if transitions[position].eventID == gesture || transitions[position].eventID == flow.reselectedEvent { continue }
                let signature = Self.signature(of: targets, alerts: Self.shownAlerts(of: step, event: transitions[position].eventID, flow), signatures).map { $0 + 1 } ?? 0
                key.append(eventIndex * signatureCount + signature)
            }
            shownSteps.append(shown)
            if key.count > 1 { key.sort() }
            if let shape = byKey[key] {
                shapes[shape].steps.append(index)
                shapeOfStep.append(shape)
                continue
            }
            let methods = key.map { number in
                let eventIndex = number / signatureCount, signature = number % signatureCount
                return Method(event: flow.events[eventIndex], eventIndex: eventIndex, signature: signature == 0 ? nil : signature - 1)
            }
            byKey[key] = shapes.count
            shapeOfStep.append(shapes.count)
            shapes.append(Shape(name: names[index], methods: methods, steps: [index]))
        }
    }
}

extension Move {
    /// The step a `then` enters after unwinding or after a tab move's reset; `nil` for a move
    /// without one.
    var thenStep: StepID? {
        switch self {
        case .unwindThenEnter(_, let entry): entry.step
        case .tab(let move): move.then?.step
        case .enter, .unwind, .alert, .close: nil
        }
    }
}
