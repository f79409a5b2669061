import FlowChecker
import FlowCore

/// The one printer of an app's arms, moves and guards.
extension AppEmitter {
    /// `switch subject { case …: … }`: an arm a pattern, each branch an `if`, and a `default`
    /// returning `nil` unless the arms are `exhaustive`.
    func printArms(_ arms: [AppLogic.Arm], switching subject: String, exhaustive: Bool = true, into printer: inout CodePrinter) {
        printer.line("switch ", subject, " {")
        for arm in arms {
            printer.line("case ", pattern(arm.pattern), ":")
            printer.indented { printer in
                for branch in arm.branches {
                    let result = branch.move.map(swift) ?? "nil"
                    if let condition = branch.condition {
                        printer.line("if ", swift(condition), " { return ", result, " }")
                    } else {
                        printer.line("return ", result)
                    }
                }
                if arm.branches.last?.condition != nil || arm.branches.isEmpty { printer.line("return nil") }
            }
        }
        if !exhaustive {
            printer.line("default:")
            printer.line("    return nil")
        }
        printer.line("}")
    }

    /// `.loginRequest(let _0)`, `(.approveLogin, .approve)`, `.signedIn`.
    func pattern(_ pattern: AppLogic.Pattern) -> String {
        switch pattern {
        case .event(let event, let binding):
            "." + model.eventCases[event] + bindings(app.events[event].parameters.count, binding)
        case .step(let step, let binding, let event):
            "(." + model.stepCases[step] + bindings(app.steps[step].parameters.count, binding) + ", ." + model.stepEventCases[event] + ")"
        case .outcome(let outcome):
            "." + SwiftNames.identifier(outcome)
        }
    }

    /// `(let _0, _)`: a payload's values, those at `bound` named; empty when none is.
    private func bindings(_ count: Int, _ bound: Set<Int>) -> String {
        guard !bound.isEmpty else { return "" }
        return "(" + (0..<count).map { bound.contains($0) ? "let _\($0)" : "_" }.joined(separator: ", ") + ")"
    }

    /// A `FlowAppMove` value: `.swap(.main)`, `.present(.approveLogin(id: _0), .sheet)`, `.dismiss`.
    func swift(_ move: AppLogic.Move) -> String {
        switch move {
        case .swap(let root): return ".swap(.\(model.rootCases[root.index]))"
        case .dismiss: return ".dismiss"
        case .present(let step, let arguments, let style):
            let parameters = app.steps[step.index].parameters
            let values = zip(parameters, arguments).map { parameter, argument in
                let value = switch argument {
                case .bound(let position): "_\(position)"
                case .defaultValue(let text): text
                }
                return "\(SwiftNames.label(parameter.label.name)): \(value)"
            }
            let payload = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
            return ".present(.\(model.stepCases[step.index])\(payload), .\(style.name))"
        }
    }

    /// A guard over the app's flags.
    func swift(_ condition: Guard) -> String {
        GuardSpelling.swift(condition, members: model.flagMembers)
    }
}
