import FlowCore

/// The checks of alerts' buttons: their roles, their lines' moves and guards, what they enter,
/// and whether anything shows the alert.
extension SingleFlowChecker {
    /// Each button's role (the first written on any of its lines), by name; reports a button
    /// given two roles, a second `cancel` button, a line of a button other than `cancel`
    /// without `->`, and an alert without buttons.
    func checkButtons(_ lines: [AlertButtonDecl], of declared: AlertDecl, _ diagnostics: inout Diagnostics) -> [String: ButtonRole] {
        let style = declared.style
        guard !declared.buttons.isEmpty || declared.isIncomplete else {
            diagnostics.report(
                CheckerMessages.alertWithoutButtons(declared.name.name, style: style), at: declared.name.range,
                fixIts: emptyBlock(after: declared, diagnostics).map { [.replace($0, with: " on ok cancel ", "give it one button, `cancel`")] } ?? []
            )
            return [:]
        }
        // Each button's role where it is first written, and the first cancel button.
        var firstRole: [String: (role: ButtonRole, range: SourceRange)] = [:]
        var cancel: (name: String, range: SourceRange)?
        for line in lines {
            guard let role = line.role, let roleRange = line.roleRange else { continue }
            let name = line.event.name
            if let first = firstRole[name] {
                guard first.role != role else { continue }
                diagnostics.report(
                    CheckerMessages.roleConflict(name, role: role, first: first.role), at: roleRange,
                    notes: [diagnostics.note("`\(name)` is `\(first.role.keyword)` here", at: first.range)]
                )
                continue
            }
            firstRole[name] = (role, roleRange)
            guard role == .cancel else { continue }
            if let first = cancel {
                diagnostics.report(
                    CheckerMessages.duplicateCancel(name, of: declared.name.name, style: style, first: first.name), at: roleRange,
                    notes: [diagnostics.note("`\(first.name)` is the cancel button", at: first.range)]
                )
            } else {
                cancel = (name, roleRange)
            }
        }
        let roles = firstRole.mapValues(\.role)
        for line in lines where roles[line.event.name] != .cancel {
            guard case .close(.unwritten) = line.transition.target else { continue }
            diagnostics.report(
                CheckerMessages.buttonWithoutArrow(line.event.name, of: declared.name.name, style: style), at: line.transition.range,
                fixIts: [.replace(SourceRange(at: line.transition.range.upperBound), with: " -> close", "close the \(style.keyword) and move nothing")]
            )
        }
        return roles
    }

    /// The range inside the braces of an alert's block, when it holds only white space: a
    /// fix-it may rewrite it without losing a comment.
    private func emptyBlock(after declared: AlertDecl, _ diagnostics: Diagnostics) -> SourceRange? {
        let after = SourceRange(declared.name.range.upperBound, declared.range.upperBound)
        let text = diagnostics.file.text(after)
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "{")), text.utf8.last == UInt8(ascii: "}") else { return nil }
        let inside = SourceRange(after.lowerBound + text.utf8.distance(from: text.utf8.startIndex, to: open) + 1, after.upperBound - 1)
        return diagnostics.file.text(inside).allSatisfy(\.isWhitespace) ? inside : nil
    }

    /// `alert-button-payload`: a button line whose move enters a step (by itself, after
    /// unwinding, or after a tab's reset) whose payload has a parameter without a default that
    /// the alert's payload doesn't have (same label and type): the button passes those on.
    func checkButtonPayload(
        _ line: AlertButtonDecl, _ move: Move, of alert: FlowGraph.Alert, _ declarations: Declarations, _ diagnostics: inout Diagnostics
    ) {
        let entered: Entry? = switch move {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry
        case .tab(let move): move.then
        case .unwind, .alert, .close: nil
        }
        guard let entered else { return }
        let step = declarations.steps[entered.step]
        let missing = step.parameters.filter { parameter in
            parameter.defaultValue == nil && !alert.parameters.contains { $0.label.name == parameter.label.name && $0.type == parameter.type }
        }
        guard !missing.isEmpty else { return }
        let labels = missing.map { "`\($0.label.name): \($0.type)`" }.joined(separator: ", ")
        diagnostics.report(
            CheckerMessages.buttonPayload(line.event.name, enters: step.name, missing: missing.map(\.label.name), of: alert.name, style: alert.style),
            at: line.transition.target.range,
            notes: [diagnostics.note("give \(labels) a default (`label: Type = value`), or give `\(alert.name)` the parameter for its transition to supply", at: step.range)]
        )
    }

    /// `alert-never-shown`, for a flow whose names all resolved: an alert no transition of a
    /// step (its own or a shared set's) shows.
    func checkAlertsShown(_ resolution: Resolution, _ diagnostics: inout Diagnostics) {
        guard !resolution.alerts.isEmpty, syntaxIsComplete, resolution.namesAreResolved, resolution.unanalysedSteps.isEmpty else { return }
        var shown = Set<AlertID>()
        for transition in resolution.transitions.joined() {
            if case .alert(let alert) = transition.move { shown.insert(alert) }
        }
        for alert in resolution.alerts.indices.map(AlertID.init) where !shown.contains(alert) {
            let declared = resolution.alerts[alert]
            diagnostics.report(CheckerMessages.alertNeverShown(declared.name, style: declared.style), at: declared.range)
        }
    }
}

extension SingleFlowChecker {
    /// The guard pass of alerts' buttons, as of steps' events: each button's lines are tried in
    /// order when it is tapped, so a line can be shadowed or its guard never hold (`canFire`
    /// is false then), and a button other than `cancel` whose guards can all fail moves nothing
    /// for those flag values (`alert-button-without-move`). A button with a line left out (its
    /// target or a flag unknown, already reported) is not judged whole.
    func analyseButtons(_ graph: FlowGraph, _ declarations: Declarations, _ diagnostics: inout Diagnostics) -> [[Bool]] {
        graph.alertIDs.map { alert in
            let declared = flow.alerts[declarations.alertDeclarationIndex[alert.index]]
            let transitions = graph.alerts[alert].transitions
            var facts = GuardFacts.Step(transitionCount: transitions.count)
            for button in graph.alerts[alert].buttons {
                let members = transitions.indices.filter { transitions[$0].eventID == button.eventID }
                guard !members.isEmpty else { continue }
                guard let space = GuardSpace(members.lazy.map { transitions[$0].guardCondition }, and: nil) else {
                    var flags = Set<FlagID>()
                    for member in members { transitions[member].guardCondition?.collectFlags(into: &flags) }
                    diagnostics.report(
                        CheckerMessages.tooManyFlags(flags.count, what: "the guards of button `\(button.event)` of `\(graph.alerts[alert].name)`"),
                        at: transitions[members[0]].range
                    )
                    continue
                }
                let (covered, _) = tryInOrder(members, of: transitions, event: button.event, space, skipTable: nil, &facts, &diagnostics)
                let isWhole = declared.buttons.count { $0.event.name == button.event } == members.count
                // A flag-only button exists only while one of its guards holds, when one line fires.
                guard button.role != .cancel, !button.isFlagOnly, isWhole, let gap = (!covered).firstTrueAssignment else { continue }
                var read = Set<FlagID>()
                for member in members { transitions[member].guardCondition?.collectFlags(into: &read) }
                let owner = graph.alerts[alert]
                // Lines that all close it: the guards choose nothing, so no flag values are named.
                let onlyCloses = members.allSatisfy { transitions[$0].move == .close }
                diagnostics.report(
                    onlyCloses ? CheckerMessages.buttonGuardedClose(button.event, of: owner.name, style: owner.style)
                        : CheckerMessages.buttonMovesNothing(button.event, of: owner.name, style: owner.style, when: describe(gap, in: space, only: read, graph)),
                    at: transitions[members.last!].range
                )
            }
            return facts.canFire
        }
    }

    /// `dead-end`, in a wizard: a step that is not final whose transitions all show alerts
    /// whose buttons only close them. Its moves, read with the alerts answered, are none, as
    /// a step without transitions has (and the traps leave such a step to this check).
    func checkDeadEndsBehindAlerts(_ graph: FlowGraph, _ diagnostics: inout Diagnostics) {
        guard flow.kind == .wizard, !graph.alerts.isEmpty else { return }
        for step in graph.stepIDs where graph.steps[step].role == .screen {
            let transitions = graph.steps[step].transitions
            let showsOnlyAlerts = !transitions.isEmpty && transitions.allSatisfy { if case .alert = $0.move { true } else { false } }
            guard showsOnlyAlerts, graph.movesWithAlertsAnswered(of: step).isEmpty else { continue }
            diagnostics.report(CheckerMessages.deadEndBehindAlerts(graph.stepName(step)), at: graph.steps[step].range)
        }
    }
}
