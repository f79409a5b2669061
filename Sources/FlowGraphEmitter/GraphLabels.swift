import FlowChecker

/// The text on a drawing's edges and nodes, decided once for every format (`Drawing`).
enum GraphLabels {
    /// `event when guard`, `when guard`, `event`, or nothing for an unguarded `next`; an
    /// unguarded transition after guarded ones of its event, which the flow takes when none of
    /// theirs holds, is `otherwise` (`event otherwise`).
    static func transition(at position: Int, ofStep step: StepID, in flow: FlowGraph) -> String {
        let transition = flow.transitions(of: step)[position]
        return line(at: position, of: flow.transitions(of: step), head: transition.event == "next" ? [] : [transition.event], in: flow)
    }

    /// `delete (destructive)`, `share when canShare (sheet)`, `share otherwise`: the line at
    /// `line` of an alert's buttons, with the button's role.
    static func button(at line: Int, of alert: AlertID, in flow: FlowGraph) -> String {
        let lines = flow.alerts[alert].transitions
        let role = flow.alerts[alert].buttons.first { $0.eventID == lines[line].eventID }?.role
        return self.line(at: line, of: lines, head: [lines[line].event] + (role.map { ["(\($0.keyword))"] } ?? []), in: flow)
    }

    /// `alert confirmDelete`, `dialog itemOptions(id: String)`: an alert's node, with its payload.
    static func alert(_ alert: FlowGraph.Alert) -> String {
        let head = alert.style.keyword + " " + alert.name
        return alert.parameters.isEmpty ? head
            : head + "(" + alert.parameters.map { "\($0.label.name): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// `head`, then `when guard` or `otherwise`, then how the move enters or unwinds, for the
    /// line at `position` of `transitions` (a step's, or an alert's button lines). A move that
    /// shows an alert goes to the alert's node, and one that closes it back to the step: no
    /// more is said.
    private static func line(at position: Int, of transitions: [FlowGraph.Transition], head: [String], in flow: FlowGraph) -> String {
        let transition = transitions[position]
        var parts = head
        if let condition = transition.guardCondition {
            parts.append("when " + condition.description(flagNames: flow.flagNames))
        } else if transitions[..<position].contains(where: { $0.eventID == transition.eventID && $0.canFire && $0.guardCondition != nil }) {
            parts.append("otherwise")
        }
        switch transition.move {
        case .enter(let entry): if entry.style.isPresented { parts.append("(\(entry.style.name))") }
        case .unwind(.dismiss): parts.append("(dismiss)")
        case .unwind(.dismissAll): parts.append("(dismiss all)")
        case .unwind: parts.append("(back)")
        case .unwindThenEnter(let unwind, let entry): parts.append("(" + then(unwind, entry, in: flow) + ")")
        case .tab(let move): parts.append("(" + tab(move, in: flow) + ")")
        case .alert, .close: break
        }
        return parts.joined(separator: " ")
    }

    /// `back then x`, `back to y then x`, `dismiss then x as sheet`: a move that unwinds, then
    /// enters `entry`.
    static func then(_ unwind: Unwind, _ entry: Entry, in flow: FlowGraph) -> String {
        let unwinding = switch unwind {
        case .back: "back"
        case .backTo(let target): "back to " + flow.steps[target].name
        case .dismiss: "dismiss"
        case .dismissAll: "dismiss all"
        }
        let style = entry.style.isPresented ? " as " + entry.style.name : ""
        return unwinding + " then " + flow.steps[entry.step].name + style
    }

    /// `tab messages`, `tab messages then conversation as sheet`: a move to a tab.
    static func tab(_ move: TabMove, in flow: FlowGraph) -> String {
        let then = move.then.map { " then " + flow.steps[$0.step].name + ($0.style.isPresented ? " as " + $0.style.name : "") } ?? ""
        return "tab " + flow.steps[move.tab].name + then
    }

    /// The steps a transition of `step` can lead to: the step it enters (before skip rules,
    /// which bypass edges draw) or goes back to, for `-> back` every step that can be below
    /// `step` (`below`, from `FlowGraph.stepsBelow()`), for `-> dismiss` every step its layer
    /// can have been presented from, and for `-> dismiss all` every base-layer step below.
    static func destinations(of transition: FlowGraph.Transition, fromStep step: StepID, below: [[StepID]], in flow: FlowGraph) -> [StepID] {
        switch transition.move {
        case .enter(let entry), .unwindThenEnter(_, let entry): [entry.step]
        case .tab(let move): [move.then?.step ?? move.tab]
        case .unwind(.backTo(let target)): [target]
        case .unwind(.back): below[step.index]
        case .unwind(.dismiss): GraphLayers.dismissLandings(from: step, in: flow)
        case .unwind(.dismissAll): GraphLayers.dismissAllLandings(from: step, in: flow)
        // An alert is drawn as a node of its own (`Drawing.Alert`); closing it stays on the step.
        case .alert: []
        case .close: [step]
        }
    }

    /// The one step a transition that is never taken is drawn to: the step it names, or for
    /// `-> back` its own step.
    static func namedStep(of transition: FlowGraph.Transition, fromStep step: StepID) -> StepID {
        switch transition.move {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry.step
        case .tab(let move): move.then?.step ?? move.tab
        case .unwind(.backTo(let target)): target
        case .unwind(.back), .unwind(.dismiss), .unwind(.dismissAll), .alert, .close: step
        }
    }

    /// `lands on a → b → c`: the walk a deep link opens.
    static func linkWalk(_ link: FlowGraph.Link, in flow: FlowGraph) -> String {
        "lands on " + flow.describe(link, withStyles: false).joined(separator: " → ")
    }

    /// `skips name when guard`.
    static func skip(_ step: FlowGraph.Step, in flow: FlowGraph) -> String {
        "skips \(step.name) when " + (step.skip?.description(flagNames: flow.flagNames) ?? "…")
    }

    /// `name(label: Type, ...)` for a payload step, `name: Flow` for a step that uses a child
    /// flow, else the name.
    static func node(_ step: FlowGraph.Step) -> String {
        if case .use(let child) = step.role { return step.name + ": " + child }
        return step.parameters.isEmpty ? step.name
            : step.name + "(" + step.parameters.map { "\($0.label.name): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// What is wrong with a step, for a broken flow's drawing.
    static func problem(_ step: FlowGraph.Step, in flow: FlowGraph) -> Drawing.Problem? {
        guard flow.isAnalysed else { return step.facts.isAlwaysSkipped ? .alwaysSkipped : nil }
        if step.facts.isAlwaysSkipped { return .alwaysSkipped }
        if !step.facts.isReachable { return .unreachable }
        if step.facts.isTrap { return .trap }
        return nil
    }
}
