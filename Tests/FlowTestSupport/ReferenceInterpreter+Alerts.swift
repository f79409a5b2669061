import FlowCore

/// Alerts and dialogs, read straight off the syntax tree:
///
/// - A transition whose target names an alert shows it over the step on screen; the walk
///   doesn't move. Which alert an event shows is decided as any transition is: the first for
///   the event whose guard holds (`alert(shownFrom:event:_:)`).
/// - A tap on a button takes the button's first line whose guard holds, and makes its move from
///   the step the alert is over, as that step's transition would (skip rules, presentations,
///   `then`, outcomes); `-> close`, a line without `->`, or no line whose guard holds, moves
///   nothing.
extension ReferenceInterpreter {
    /// The alert or dialog declared as `name`, if any.
    public func alert(named name: String) -> AlertDecl? {
        flow.alerts.first { $0.name.name == name }
    }

    /// The alert `event` shows on the screen of `name` for these flags: the alert the step's
    /// first transition for the event whose guard holds names, or `nil` when that transition
    /// names a step (or none holds).
    public func alert(shownFrom name: String, event: String, _ flags: [String: Bool]) -> String? {
        guard let taken = transition(from: name, event: event, flags), case .enter(let entry) = taken.target,
              alert(named: entry.step.name) != nil else { return nil }
        return entry.step.name
    }

    /// The buttons of `alert`, each once, in order of first appearance: their events.
    public func buttons(of alert: String) -> [String] {
        var buttons: [String] = []
        for line in self.alert(named: alert)!.buttons where !buttons.contains(line.event.name) {
            buttons.append(line.event.name)
        }
        return buttons
    }

    /// The role of `button` of `alert`: the one its lines write, if any.
    public func role(of button: String, in alert: String) -> ButtonRole? {
        self.alert(named: alert)!.buttons.first { $0.event.name == button && $0.role != nil }?.role
    }

    /// The line a tap on `button` of `alert` takes: the button's first whose guard holds.
    public func line(answering button: String, of alert: String, _ flags: [String: Bool]) -> TransitionDecl? {
        self.alert(named: alert)!.buttons.map(\.transition).first { line in
            line.eventName == button && (line.guardExpr.map { holds($0, flags) } ?? true)
        }
    }

    /// The walk after a tap on `button` of `alert`, shown over the walk's last step, with how
    /// each of its entries was entered; `nil` when the tap moves nothing (it only closes the
    /// alert).
    public func walk(
        answering button: String, of alert: String, from walk: [String], styles: [FlowPresentation], _ flags: [String: Bool]
    ) -> (walk: [String], styles: [FlowPresentation])? {
        guard let taken = line(answering: button, of: alert, flags) else { return nil }
        return self.walk(taking: taken.target, from: walk, styles: styles, flags)
    }

    /// What a tap on `button` of `alert` does, from the step the alert is over, as
    /// `moveText(from:event:_:)` spells a move; `none` when it only closes the alert.
    public func moveText(answering button: String, of alert: String, _ flags: [String: Bool]) -> String {
        guard let taken = line(answering: button, of: alert, flags) else { return "none" }
        return moveText(taking: taken.target, flags)
    }
}
